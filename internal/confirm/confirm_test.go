package confirm

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestNormalizePhone(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in, tz, want string
		ok           bool
	}{
		{"+447400123456", "Europe/London", "+447400123456", true},
		{"07400 123456", "Europe/London", "+447400123456", true},
		{"(07400) 123-456", "Europe/London", "+447400123456", true},
		{"+44 (0)7400 123456", "Europe/London", "+447400123456", true},
		{"212 736 5000", "America/New_York", "+12127365000", true},
		{"030 123456", "Europe/Berlin", "+4930123456", true},
		{"07400 123456", "UTC", "", false}, // no country to read it in
		{"+447400123456", "UTC", "+447400123456", true},
		{"12", "Europe/London", "", false},
		{"not a number", "Europe/London", "", false},
		{"+44740012345678901", "Europe/London", "", false},
	} {
		got, ok := NormalizePhone(tt.in, tt.tz)
		if got != tt.want || ok != tt.ok {
			t.Errorf("NormalizePhone(%q, %q) = %q, %v; want %q, %v", tt.in, tt.tz, got, ok, tt.want, tt.ok)
		}
	}
}

func TestValidEmail(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]bool{
		"jane@example.com":        true,
		"jane.smith+tag@a.b.co":   true,
		"jane@":                   false,
		"@example.com":            false,
		"jane@localhost":          false,
		"Jane <jane@example.com>": false,
		"jane@example.com.":       false,
		"jane smith@example.com":  false,
		"":                        false,
		"j@-x.com":                false,
		"j@x-.com":                false,
		"j@x_y.com":               false,
		"j@x.123":                 false,
		"j@1.2.3.4":               false,
		"j@[1.2.3.4]":             false,
		"j@x..com":                false,
		"j@x-y.co.uk":             true,
		"j@123.example":           true,
		"j@bücher.de":             true,
		"j@x.xn--p1ai":            true,
	} {
		if got := ValidEmail(s); got != want {
			t.Errorf("ValidEmail(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestTouchStrictlyIncreases(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	c := &Confirmation{UpdatedAt: now}
	prev := c.UpdatedAt
	for i := range 5 {
		c.Touch(now) // the clock has not moved
		if !c.UpdatedAt.After(prev) {
			t.Fatalf("touch %d: %v not after %v", i, c.UpdatedAt, prev)
		}
		prev = c.UpdatedAt
	}
	c.Touch(now.Add(time.Hour))
	if !c.UpdatedAt.Equal(now.Add(time.Hour)) {
		t.Errorf("touch with a later clock: %v", c.UpdatedAt)
	}
}

func TestIDsAndKeys(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for range 1000 {
		id := NewConfirmationID()
		if !regexp.MustCompile(`^cf_[0-9a-z]{24}$`).MatchString(id) || seen[id] {
			t.Fatalf("bad or repeated id %q", id)
		}
		seen[id] = true
	}
	for _, sandbox := range []bool{true, false} {
		k := NewAPIKey(sandbox)
		if !ValidKeyFormat(k) || IsSandboxKey(k) != sandbox {
			t.Errorf("key %q: format %v sandbox %v", k, ValidKeyFormat(k), IsSandboxKey(k))
		}
		if len(HashKey(k)) != 64 || HashKey(k) == HashKey(k+"x") {
			t.Errorf("HashKey(%q) = %q", k, HashKey(k))
		}
	}
	if s := NewSigningSecret(); !strings.HasPrefix(s, "whsec_") || len(s) != 38 {
		t.Errorf("secret %q", s)
	}
}

func TestCursorRoundTrip(t *testing.T) {
	t.Parallel()
	c := Cursor{CreatedAt: time.Date(2026, 11, 22, 9, 0, 0, 123e6, time.UTC), ID: NewConfirmationID()}
	got, err := DecodeCursor(c.Encode())
	if err != nil || got != c {
		t.Fatalf("round trip: %v %v, want %v", got, err, c)
	}
	for _, bad := range []string{"", "!!", "bm9wZQ", c.Encode() + "x"} {
		if _, err := DecodeCursor(bad); ErrorCode(err) != EINVALID {
			t.Errorf("DecodeCursor(%q) = %v, want EINVALID", bad, err)
		}
	}
}

func TestMarshalTimes(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 11, 22, 9, 30, 0, 0, time.FixedZone("X", 3600))
	c := Confirmation{ID: "cf_x", CreatedAt: at, UpdatedAt: at,
		Steps:  []Step{{Channel: ChannelCall, State: StepPending, DueAt: at, Attempts: 1}, {Channel: ChannelSMS, State: StepSkipped, DueAt: at}},
		Events: []Event{{At: at, Kind: EventSystem, Text: "x"}}}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{`"createdAt":"2026-11-22T08:30:00.000Z"`, `"dueAt":"2026-11-22T08:30:00.000Z","attempts":1}`,
		`{"channel":"sms","state":"skipped","dueAt":"2026-11-22T08:30:00.000Z"}`, `{"at":"2026-11-22T08:30:00.000Z","kind":"system","channel":"call","text":"x"}`} {
		if !strings.Contains(s, want) {
			t.Errorf("JSON lacks %s:\n%s", want, s)
		}
	}
}

// TestEventChannels checks that every event the API shows has a channel:
// one of no one channel goes on the channel the conversation is on, and so
// does one stored without a channel by an earlier version.
func TestEventChannels(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	steps := func(email StepState) []Step {
		return []Step{{Channel: ChannelEmail, State: email}, {Channel: ChannelSMS, State: StepPending}, {Channel: ChannelCall, State: StepPending}}
	}

	// Before any event: the first step that will reach the customer.
	c := &Confirmation{Status: StatusScheduled, Steps: steps(StepPending)}
	c.AddEvent(now, EventSystem, "", "first")
	if got := c.Events[0].Channel; got != ChannelEmail {
		t.Errorf("the first event is on %q, want email", got)
	}
	c = &Confirmation{Status: StatusScheduled, Steps: steps(StepSkipped)}
	c.AddEvent(now, EventSystem, "", "no email address")
	if got := c.Events[0].Channel; got != ChannelSMS {
		t.Errorf("with the email skipped, the first event is on %q, want sms", got)
	}

	// After events: the latest one's channel.
	c = &Confirmation{Status: StatusInProgress, Steps: steps(StepDelivered)}
	c.AddEvent(now, EventOut, ChannelEmail, "the email")
	c.AddEvent(now, EventIn, ChannelSMS, "a text")
	if err := c.Cancel(now, "withdrawn"); err != nil {
		t.Fatal(err)
	}
	if got := c.Events[2]; got.Channel != ChannelSMS || !strings.HasPrefix(got.Text, "Stopped by the retailer") {
		t.Errorf("the stop is %+v, want it on the text the customer sent last", got)
	}

	// Stored without a channel: shown on the channel of the latest event
	// before it that has one, else of the first step not skipped.
	c = &Confirmation{Status: StatusInProgress, Steps: steps(StepSkipped), Events: []Event{
		{At: now, Kind: EventSystem, Text: "before any"},
		{At: now, Kind: EventOut, Channel: ChannelCall, Text: "Hello, this is an automated assistant."},
		{At: now, Kind: EventSystem, Text: "after the call's line"},
		{At: now, Kind: EventSystem, Text: "and another"},
	}}
	var got []Channel
	for _, e := range c.View().Events {
		got = append(got, e.Channel)
	}
	if want := []Channel{ChannelSMS, ChannelCall, ChannelCall, ChannelCall}; !slices.Equal(got, want) {
		t.Errorf("channels shown %v, want %v", got, want)
	}
	if c.Events[0].Channel != "" {
		t.Error("showing the view changed the stored events")
	}
}

func TestCancel(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	c := &Confirmation{Status: StatusInProgress, UpdatedAt: now, Steps: []Step{
		{Channel: ChannelEmail, State: StepDelivered}, {Channel: ChannelSMS, State: StepPaused}, {Channel: ChannelCall, State: StepPending}}}
	if err := c.Cancel(now, "withdrawn"); err != nil {
		t.Fatal(err)
	}
	if c.Status != StatusCancelled || c.Steps[0].State != StepDelivered || c.Steps[1].State != StepCancelled || c.Steps[2].State != StepCancelled {
		t.Errorf("after cancel: %+v", c)
	}
	if err := c.Cancel(now, ""); ErrorCode(err) != ECONFLICT {
		t.Errorf("second cancel: %v", err)
	}
}
