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

// Encode returns the cursor in its opaque wire form.
func (c Cursor) Encode() string {
	raw := strconv.FormatInt(c.CreatedAt.UnixMilli(), 10) + "." + c.ID
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

// DecodeCursor parses a cursor given by a client; a malformed one is EINVALID.
func DecodeCursor(s string) (Cursor, error) {
	bad := Invalid([]string{"cursor is not a cursor returned by this API (use nextCursor from the previous page)"})
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return Cursor{}, bad
	}
	ms, id, ok := strings.Cut(string(raw), ".")
	if !ok || !ValidConfirmationID(id) {
		return Cursor{}, bad
	}
	n, err := strconv.ParseInt(ms, 10, 64)
	if err != nil || n < 0 {
		return Cursor{}, bad
	}
	return Cursor{CreatedAt: time.UnixMilli(n).UTC(), ID: id}, nil
}
