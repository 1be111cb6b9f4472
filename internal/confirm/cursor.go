package confirm

import (
	"encoding/base64"
	"strconv"
	"strings"
	"time"
)

// Cursor is a position in a newest-first listing: the created time and id of
// the last confirmation of the previous page. Listings continue with the
// confirmations strictly before it in (CreatedAt, ID) descending order.
type Cursor struct {
	CreatedAt time.Time
	ID        string
}

// The times a cursor may hold. The stores compare times as text in one
// fixed format, which sorts as time does only for years of four digits;
// confirmd made no confirmation before 2000.
var (
	MinCursorTime = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	MaxCursorTime = time.Date(9999, 12, 31, 23, 59, 59, 999e6, time.UTC)
)

// maxCursorLen is longer than any cursor Encode gives: thirteen digits of
// milliseconds, a dot and an id, in base64.
const maxCursorLen = 64

// Encode returns the cursor in its opaque wire form.
func (c Cursor) Encode() string {
	raw := strconv.FormatInt(c.CreatedAt.UnixMilli(), 10) + "." + c.ID
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

// DecodeCursor parses a cursor given by a client; anything but a cursor
// Encode could have given for a time from MinCursorTime to MaxCursorTime
// is EINVALID. A cursor has exactly one spelling, so that no forged
// variant (padding bits, leading zeros, a sign, line breaks, which the
// decoders let through) reaches a store.
func DecodeCursor(s string) (Cursor, error) {
	return decodeCursor(s, ValidConfirmationID,
		"cursor is not a cursor returned by this API (use nextCursor from the previous page)")
}

// decodeCursor is DecodeCursor for positions whose id valid accepts,
// answering problem for anything else.
func decodeCursor(s string, valid func(string) bool, problem string) (Cursor, error) {
	bad := Invalid([]string{problem})
	if len(s) > maxCursorLen {
		return Cursor{}, bad
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(s)
	if err != nil {
		return Cursor{}, bad
	}
	ms, id, ok := strings.Cut(string(raw), ".")
	if !ok || !valid(id) {
		return Cursor{}, bad
	}
	n, err := strconv.ParseInt(ms, 10, 64)
	if err != nil {
		return Cursor{}, bad
	}
	c := Cursor{CreatedAt: time.UnixMilli(n).UTC(), ID: id}
	if c.CreatedAt.Before(MinCursorTime) || c.CreatedAt.After(MaxCursorTime) || c.Encode() != s {
		return Cursor{}, bad
	}
	return c, nil
}
