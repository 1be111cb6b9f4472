package confirm

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

const auditID = "au_0123456789abcdefghijklmn"

func TestNewAuditID(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		id := NewAuditID()
		if !ValidAuditID(id) || seen[id] {
			t.Fatalf("NewAuditID() = %q: not valid, or seen before", id)
		}
		seen[id] = true
	}
	for _, id := range []string{"", "au_", "au_0123456789abcdefghijklm", "au_0123456789abcdefghijklmno", "au_0123456789ABCDEFGHIJKLMN",
		"cf_0123456789abcdefghijklmn", "42"} {
		if ValidAuditID(id) {
			t.Errorf("ValidAuditID(%q) = true", id)
		}
	}
}

// TestAuditCursor: a cursor gives back the time and id of the entry it
// continues after; forged ones are EINVALID naming cursor, among them the
// cursors of the earlier sequential ids.
func TestAuditCursor(t *testing.T) {
	at := time.Date(2026, 11, 22, 9, 0, 0, 123e6, time.UTC)
	s := EncodeAuditCursor(&AuditEntry{At: at, ID: auditID})
	gotAt, gotID, err := DecodeAuditCursor(s)
	if err != nil || !gotAt.Equal(at) || gotID != auditID {
		t.Fatalf("DecodeAuditCursor(%q) = %v, %q, %v", s, gotAt, gotID, err)
	}
	enc := func(raw string) string { return base64.RawURLEncoding.EncodeToString([]byte(raw)) }
	for _, bad := range []string{
		"", "bogus", enc("a42"), enc("a2026-11-22T09:00:00.123Z|"), enc("a2026-11-22T09:00:00.123Z|cf_0123456789abcdefghijklmn"),
		enc("a2026-11-22T09:00:00Z|" + auditID), enc("a1999-12-31T23:59:59.999Z|" + auditID),
		enc("b2026-11-22T09:00:00.123Z|" + auditID), s + "=", strings.Repeat("A", 200),
	} {
		_, _, err := DecodeAuditCursor(bad)
		if diff := cmp.Diff([]string{"cursor is not a cursor returned by this API (use nextCursor from the previous page)"}, ErrorProblems(err)); ErrorCode(err) != EINVALID || diff != "" {
			t.Errorf("DecodeAuditCursor(%q): %v, mismatch (-want +got):\n%s", bad, err, diff)
		}
	}
}

// FuzzDecodeAuditCursor feeds DecodeAuditCursor any string: no panic;
// either EINVALID naming cursor, or a valid id and a time in range that
// encode back to exactly the string given.
func FuzzDecodeAuditCursor(f *testing.F) {
	f.Add(EncodeAuditCursor(&AuditEntry{At: time.Date(2026, 11, 22, 9, 0, 0, 123e6, time.UTC), ID: auditID}))
	f.Add("YTQy")
	f.Fuzz(func(t *testing.T, s string) {
		at, id, err := DecodeAuditCursor(s)
		if err != nil {
			if p := ErrorProblems(err); ErrorCode(err) != EINVALID || len(p) != 1 || !strings.HasPrefix(p[0], "cursor ") {
				t.Fatalf("DecodeAuditCursor(%q) = %v; want EINVALID naming cursor", s, err)
			}
			return
		}
		if !ValidAuditID(id) || at.Before(MinCursorTime) || at.After(MaxCursorTime) || EncodeAuditCursor(&AuditEntry{At: at, ID: id}) != s {
			t.Fatalf("DecodeAuditCursor(%q) = %v, %q", s, at, id)
		}
	})
}

// TestAuditEntryJSON: the API's form of an entry, lastAt the first time
// when the store gave none.
func TestAuditEntryJSON(t *testing.T) {
	at := time.Date(2026, 11, 22, 9, 0, 0, 123e6, time.UTC)
	e := AuditEntry{ID: auditID, AccountID: "acct_x", Scope: AuditScopeLive, At: at, Actor: "sk_live_AbCd", KeyID: "key_x",
		Author: "Sam", Action: AuditMessageSent, Target: "cf_x", Details: []byte(`{"channel":"sms"}`), Repeated: 1}
	b, err := e.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id":"` + auditID + `","scope":"live","actor":"sk_live_AbCd","keyId":"key_x","author":"Sam","action":"inbox.message_sent",` +
		`"target":"cf_x","details":{"channel":"sms"},"repeated":1,"summary":false,"at":"2026-11-22T09:00:00.123Z","lastAt":"2026-11-22T09:00:00.123Z"}`
	if diff := cmp.Diff(want, string(b)); diff != "" {
		t.Errorf("JSON mismatch (-want +got):\n%s", diff)
	}
}
