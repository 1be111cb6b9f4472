package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNotesCloseBrackets keeps the closing bracket of a note the reply
// closes right after its words; a note with no bracket, or one the reply
// never closes, is left as it was read.
func TestNotesCloseBrackets(t *testing.T) {
	t.Parallel()
	alt, unc, yes := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentWillBeIn
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"Mr Dunn across the road (no.7) will sign", alt, "Mr Dunn", "across the road (no.7)"},
		{"my neighbour Sue (no 16) will take it", alt, "Sue", "my neighbour (no 16)"},
		{"I'm at work, Mrs Price next door (no 21) will take it", alt, "Mrs Price", "next door (no 21)"},
		{"yes I'll be in, leave it by the door (the blue one)", unc, "", "leave it by the door (the blue one)"},
		{"yes I'll be in, gate code 4411 (hold the button)", yes, "", "gate code 4411 (hold the button)"},
		{"yes I'll be in, ring the bell", yes, "", "ring the bell"},
		{"yes (I think) I'll be in", unc, "", ""},
		{"my neighbour (number 4) might take it", unc, "", ""},
	})
}
