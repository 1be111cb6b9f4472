package confirm

import (
	"encoding/base64"
	"strconv"
	"strings"
	"testing"
	"time"
)

// forgeCursor encodes a cursor's raw text as the API would, whatever it
// holds.
func forgeCursor(raw string) string { return base64.RawURLEncoding.EncodeToString([]byte(raw)) }

const cursorID = "cf_0a1b2c3d4e5f6g7h8i9j0k1l"

// forgedCursors are cursors the API could not have given, each of which
// DecodeCursor must refuse.
func forgedCursors() map[string]string {
	ms := func(t time.Time) string { return strconv.FormatInt(t.UnixMilli(), 10) }
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	good := Cursor{CreatedAt: now, ID: cursorID}.Encode()
	return map[string]string{
		"empty":                    "",
		"not base64":               "!!",
		"no dot":                   forgeCursor("nope"),
		"year 10000":               forgeCursor(ms(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)) + "." + cursorID),
		"year 292278994":           forgeCursor("9223372036854775807." + cursorID),
		"a millisecond after 9999": forgeCursor(ms(MaxCursorTime.Add(time.Millisecond)) + "." + cursorID),
		"year 1999":                forgeCursor(ms(MinCursorTime.Add(-time.Millisecond)) + "." + cursorID),
		"1970":                     forgeCursor("0." + cursorID),
		"negative":                 forgeCursor("-1." + cursorID),
		"leading zero":             forgeCursor("0" + ms(now) + "." + cursorID),
		"plus sign":                forgeCursor("+" + ms(now) + "." + cursorID),
		"spaces":                   forgeCursor(" " + ms(now) + "." + cursorID),
		"fraction":                 forgeCursor(ms(now) + ".5." + cursorID),
		"overflow":                 forgeCursor("99999999999999999999." + cursorID),
		"bad id":                   forgeCursor(ms(now) + ".cf_x"),
		"upper-case id":            forgeCursor(ms(now) + "." + strings.ToUpper(cursorID)),
		"id with more after it":    forgeCursor(ms(now) + "." + cursorID + "x"),
		"padded":                   good + "==",
		"line break inside":        good[:10] + "\n" + good[10:],
		"standard alphabet":        strings.NewReplacer("-", "+", "_", "/").Replace(forgeCursor(ms(now) + ".cf_~~~~~~~~~~~~~~~~~~~~~~~~")),
		"padding bits set":         good[:len(good)-1] + string(good[len(good)-1]+1),
		"too long":                 strings.Repeat("A", 200),
		"a character more":         good + "x",
	}
}

func TestDecodeCursorStrict(t *testing.T) {
	t.Parallel()
	for name, s := range forgedCursors() {
		if c, err := DecodeCursor(s); ErrorCode(err) != EINVALID {
			t.Errorf("%s: DecodeCursor(%q) = %v, %v; want EINVALID", name, s, c, err)
		} else if p := ErrorProblems(err); len(p) != 1 || !strings.HasPrefix(p[0], "cursor ") {
			t.Errorf("%s: problems %q; want one naming cursor", name, p)
		}
	}
	// The first and last moments allowed, and one between, round trip.
	for _, at := range []time.Time{MinCursorTime, MaxCursorTime, time.Date(2026, 11, 22, 9, 0, 0, 123e6, time.UTC)} {
		c := Cursor{CreatedAt: at, ID: cursorID}
		got, err := DecodeCursor(c.Encode())
		if err != nil || got != c {
			t.Errorf("round trip of %v: %v, %v", c, got, err)
		}
	}
}
