package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestRunOnSelfDescription: on a call, the customer saying where in the
// building they are runs on unpunctuated from being in ("yes i'll be in
// i'm on the fourth floor but the lift is working now"); the note keeps it
// whole from "i'm", not from the instruction after it. Said of being
// elsewhere, away or unsure, it is still no yes.
func TestRunOnSelfDescription(t *testing.T) {
	t.Parallel()
	yes := confirm.IntentWillBeIn
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"yes i'll be in i'm on the fourth floor but the lift is working now", yes, "i'm on the fourth floor but the lift is working now"},
		{"yes i'm in i'm on the second floor so knock loud", yes, "i'm on the second floor so knock loud"},
		{"yes i'm in i'm on the ground floor flat at the back", yes, "i'm on the ground floor flat at the back"},
		{"yeah i'll be in i'm on the top floor so ring twice", yes, "i'm on the top floor so ring twice"},
		{"yes i'm in it's the flat above the bakery", yes, "it's the flat above the bakery"},
		// elsewhere, away or unsure: not a confirmation
		{"yes i'm in i'm at my mum's", "", ""},
		{"yes i'll be in i'm at work till 1", "", ""},
		{"yes i'm in i'm out after ten", "", ""},
		{"yes i'll be in i'm not sure about the morning", "", ""},
		{"yes i'm in i'm on holiday", "", ""},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelCall, Expect: ExpectAnswer})
		if tt.intent == "" {
			if res.Intent == yes || res.Intent == confirm.IntentAlternateSigner {
				t.Errorf("%q: got %s, want no confirmation (%s)", tt.text, res.Intent, res.Reason)
			}
			continue
		}
		if res.Intent != tt.intent || res.Notes != tt.notes {
			t.Errorf("%q: got %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}
