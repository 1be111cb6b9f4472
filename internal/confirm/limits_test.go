package confirm

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestAuthorProblem(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		author string
		want   string // a part of the problem; "" for none
	}{
		{"empty: recorded as api", "", ""},
		{"a name", "Sam Jones", ""},
		{"punctuation and digits", "J. O'Brien-Smith (shift 2)", ""},
		{"accents", "Zoë Łukasiewicz", ""},
		{"combining mark", "Zoe\u0308", ""},
		{"Cyrillic only", "Анна Петрова", ""},
		{"Greek only", "Ελένη", ""},
		{"Japanese kanji and kana", "山田 はなこ", ""},
		{"Korean", "김민준", ""},
		{"Arabic", "فاطمة", ""},
		{"confirmd", "confirmd", "must name a person"},
		{"api", "api", "must name a person"},
		{"API, spaced", "  API ", "must name a person"},
		{"cli", "Cli", "must name a person"},
		{"a name containing api", "Apiwat", ""},
		{"a key", "sk_live_0123456789abcdef", "not an API key"},
		{"a key in capitals", "SK_test_abc", "not an API key"},
		{"Latin with a Cyrillic A", "\u0410lice", "mixes"},
		{"Latin with a Greek omicron", "B\u03bfb", "mixes"},
		{"Cyrillic with a Latin o", "Иван Петрoв", "mixes"},
		{"no letter", "1234", "at least one letter"},
		{"angle brackets", "<b>Sam</b>", "person's name"},
		{"too long", strings.Repeat("a", MaxAuthorLen+1), "at most 100"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := AuthorProblem("author", tt.author)
			if tt.want == "" && got != "" || tt.want != "" && !strings.Contains(got, tt.want) {
				t.Errorf("AuthorProblem(%q) = %q, want one containing %q", tt.author, got, tt.want)
			}
			if got != "" && !strings.HasPrefix(got, "author ") {
				t.Errorf("AuthorProblem(%q) = %q, which does not start with the field's name", tt.author, got)
			}
		})
	}
}

func TestMessageAndResolutionRefuseReservedAuthors(t *testing.T) {
	t.Parallel()
	m := PersonMessage{Channel: ChannelSMS, Text: "Hello", Author: "sk_test_abc"}
	if diff := cmp.Diff([]string{"author must name a person, not an API key"}, m.Validate()); diff != "" {
		t.Errorf("message problems mismatch (-want +got):\n%s", diff)
	}
	c := &Confirmation{Order: Order{Date: "2026-11-25", Window: Window{From: "08:00", To: "12:00"}}}
	r := Resolution{Status: StatusConfirmed, Author: "Api"}
	want := []string{`author must name a person; "Api" is what confirmd records for actions made without one`}
	if diff := cmp.Diff(want, r.Validate(c, time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))); diff != "" {
		t.Errorf("resolution problems mismatch (-want +got):\n%s", diff)
	}
}

// withPersonEvents returns a confirmation with n events of kind by people
// and m replies of the customer.
func withPersonEvents(kind EventKind, n, m int) *Confirmation {
	c := &Confirmation{Customer: Customer{Phone: "+447700900123", Email: "a@example.com"}, Status: StatusActionNeeded}
	at := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	for range n {
		c.AddPersonEvent(at, kind, ChannelSMS, "hello", "Sam")
	}
	for range m {
		c.AddEvent(at, EventIn, ChannelSMS, "hi")
	}
	return c
}

func TestConversationCaps(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	if err := withPersonEvents(EventOut, MaxPersonMessages-1, 0).CanMessage(ChannelSMS); err != nil {
		t.Errorf("message %d refused: %v", MaxPersonMessages, err)
	}
	err := withPersonEvents(EventOut, MaxPersonMessages, 0).CanMessage(ChannelEmail)
	if ErrorCode(err) != ECONFLICT || ErrorMessage(err) != "this confirmation already has 50 messages written by people, the most it may have" {
		t.Errorf("message %d: %v, want the cap's conflict", MaxPersonMessages+1, err)
	}

	r := Resolution{Status: StatusConfirmed, Intent: IntentWillBeIn}
	if err := withPersonEvents(EventAgent, MaxResolutions-1, 0).Resolve(now, r, "s"); err != nil {
		t.Errorf("resolution %d refused: %v", MaxResolutions, err)
	}
	err = withPersonEvents(EventAgent, MaxResolutions, 0).Resolve(now, r, "s")
	if ErrorCode(err) != ECONFLICT || !strings.Contains(ErrorMessage(err), "20 resolutions") {
		t.Errorf("resolution %d: %v, want the cap's conflict", MaxResolutions+1, err)
	}

	if err := withPersonEvents(EventOut, 0, MaxCustomerReplies-1).CanTakeReply(); err != nil {
		t.Errorf("reply %d refused: %v", MaxCustomerReplies, err)
	}
	err = withPersonEvents(EventOut, 0, MaxCustomerReplies).CanTakeReply()
	if err != ErrTooManyReplies || ErrorMessage(err) != "this confirmation already has 100 customer replies, the most it may have" {
		t.Errorf("reply %d: %v, want ErrTooManyReplies", MaxCustomerReplies+1, err)
	}
}

func TestResolutionSame(t *testing.T) {
	t.Parallel()
	slot := &Slot{Date: "2026-11-26", Window: Window{From: "12:00", To: "16:00"}}
	resolved := func(status Status, o Outcome) *Confirmation {
		return &Confirmation{Status: status, Outcome: &o}
	}
	tests := []struct {
		name string
		c    *Confirmation
		r    Resolution
		want bool
	}{
		{"same, intent implied", resolved(StatusConfirmed, Outcome{Intent: IntentWillBeIn, ResolvedBy: "Sam"}),
			Resolution{Status: StatusConfirmed, Author: "Kim"}, true},
		{"closed by the customer", resolved(StatusConfirmed, Outcome{Intent: IntentWillBeIn}),
			Resolution{Status: StatusConfirmed}, false},
		{"other status", resolved(StatusConfirmed, Outcome{Intent: IntentWillBeIn, ResolvedBy: "Sam"}),
			Resolution{Status: StatusCancelled}, false},
		{"other signer", resolved(StatusConfirmed, Outcome{Intent: IntentAlternateSigner, SignerName: "Tom", ResolvedBy: "Sam"}),
			Resolution{Status: StatusConfirmed, Intent: IntentAlternateSigner, SignerName: "Tim"}, false},
		{"same signer, spaced", resolved(StatusConfirmed, Outcome{Intent: IntentAlternateSigner, SignerName: "Tom", ResolvedBy: "Sam"}),
			Resolution{Status: StatusConfirmed, Intent: IntentAlternateSigner, SignerName: " Tom "}, true},
		{"no notes keeps the notes", resolved(StatusConfirmed, Outcome{Intent: IntentWillBeIn, Notes: "gate 4", ResolvedBy: "Sam"}),
			Resolution{Status: StatusConfirmed}, true},
		{"other notes", resolved(StatusConfirmed, Outcome{Intent: IntentWillBeIn, Notes: "gate 4", ResolvedBy: "Sam"}),
			Resolution{Status: StatusConfirmed, Notes: "gate 5"}, false},
		{"same slot", resolved(StatusRescheduled, Outcome{Intent: IntentReschedule, Slot: slot, ResolvedBy: "Sam"}),
			Resolution{Status: StatusRescheduled, Slot: &Slot{Date: "2026-11-26", Window: Window{From: "12:00", To: "16:00"}}}, true},
		{"other slot", resolved(StatusRescheduled, Outcome{Intent: IntentReschedule, Slot: slot, ResolvedBy: "Sam"}),
			Resolution{Status: StatusRescheduled, Slot: &Slot{Date: "2026-11-27", Window: Window{From: "12:00", To: "16:00"}}}, false},
		{"cancelled", resolved(StatusCancelled, Outcome{Intent: IntentCancel, ResolvedBy: "Sam"}),
			Resolution{Status: StatusCancelled}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.r.Same(tt.c); got != tt.want {
				t.Errorf("Same = %v, want %v", got, tt.want)
			}
		})
	}
}
