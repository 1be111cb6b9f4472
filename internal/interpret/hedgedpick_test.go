package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestHedgedPick: a slot picked with a hedge or with the answer put off
// ("maybe 3", "saturday hmm maybe i'd have to check with the wife") books
// nothing and is asked again; a firm pick still books, on the list and on
// the call.
func TestHedgedPick(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text   string
		expect string
		offer  int
		want   confirm.Intent
	}{
		{"saturday hmm maybe i'd have to check with the wife", "yesno_slot", 2, confirm.IntentUnclear},
		{"maybe 3", "slot", 0, confirm.IntentUnclear},
		{"3 probably", "slot", 0, confirm.IntentUnclear},
		{"friday i think but let me check", "slot", 0, confirm.IntentUnclear},
		{"possibly the friday one", "slot", 0, confirm.IntentUnclear},
		{"yes maybe", "yesno_slot", 1, confirm.IntentUnclear},
		{"hopefully saturday", "slot", 0, confirm.IntentUnclear},
		// firm picks
		{"3", "slot", 0, confirm.IntentReschedule},
		{"saturday please", "slot", 0, confirm.IntentReschedule},
		{"the friday one", "slot", 0, confirm.IntentReschedule},
		{"yes saturday is fine", "yesno_slot", 2, confirm.IntentReschedule},
		{"yes that's great", "yesno_slot", 1, confirm.IntentReschedule},
		{"number 2 if that's ok", "slot", 0, confirm.IntentReschedule},
	} {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: tt.expect, Offered: tt.offer}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.want {
			t.Errorf("%q (%s): read as %s (%s), want %s", tt.text, tt.expect, got.Intent, got.Reason, tt.want)
		}
	}
}
