package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNoIdeaOfOrder reads a writer who has no idea what the message is
// about, or who denies knowing of the order and then asks who it is for,
// as the wrong person; "no idea" about a time or beside a yes is not.
func TestNoIdeaOfOrder(t *testing.T) {
	t.Parallel()
	wrong, unc := confirm.IntentWrongPerson, confirm.IntentUnclear
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"not sure what this is about", wrong, "", ""},
		{"no idea what this message is about", unc, "", ""},
		{"no idea what this is for sorry", wrong, "", ""},
		{"no clue what this is", wrong, "", ""},
		{"no idea what you're talking about", wrong, "", ""},
		{"no idea what time I'll be back", unc, "", ""},
		{"No idea yet, I'll have to check my rota", unc, "", ""},
		{"no idea what it is but I'll be in", unc, "", ""},
		{"who is this for?", unc, "", ""},
	})
	checkClassCases(t, confirm.ChannelCall, []signerClassCase{
		{"i never ordered anything who is this", wrong, "", ""},
		{"i know nothing about a parcel what is it", wrong, "", ""},
		{"who's this for", unc, "", ""},
		{"i don't know who this is for", wrong, "", ""},
	})
}
