package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestSpokenSurname: after "her name is" and a given name (said once, or
// twice as a speaker restarts it), the word closing the clause is the
// surname, even one that is also a word ("price", "wood"); a word that
// cannot be a name is not, and a person named but not firmly in does not
// confirm.
func TestSpokenSurname(t *testing.T) {
	t.Parallel()
	alt := confirm.IntentAlternateSigner
	checkNameCases(t, []nameCase{
		{text: "no i'm at work but my wife will be there her name's er angela angela price", call: true, intent: alt, signer: "Angela Price", notes: "wife"},
		{text: "my husband will be in his name's um david david wood", call: true, intent: alt, signer: "David Wood", notes: "husband"},
		{text: "i won't be there but my son will his name is er tom tom baker", call: true, intent: alt, signer: "Tom Baker", notes: "son"},
		{text: "my daughter will be in her name is jess white", call: true, intent: alt, signer: "Jess White", notes: "daughter"},
		{text: "my partner will be in she's called sarah sarah shaw", call: true, intent: alt, signer: "Sarah Shaw", notes: "partner"},
		{text: "my daughter will be in her name is jess walker", call: true, intent: alt, signer: "Jess Walker", notes: "daughter"},
		{text: "no i'm out but my brother will be home his name's er mark mark turner", call: true, intent: alt, signer: "Mark Turner", notes: "brother"},
		{text: "my mum will be in her name's linda linda hunt", call: true, intent: alt, signer: "Linda Hunt", notes: "mum"},
		{text: "my wife will be there, her name is angela price", intent: alt, signer: "Angela Price", notes: "wife"},
		{text: "My wife will be in, her name's Angela Angela Price", intent: alt, signer: "Angela Price", notes: "wife"},
		// a word that is no surname stays out of the name
		{text: "my husband will be in his name's david too", call: true, intent: alt, signer: "David", notes: "husband"},
		{text: "my husband will be in his name's david though", call: true, intent: alt, signer: "David", notes: "husband"},
		{text: "my husband will be in his name's david tuesday", call: true, notName: "David Tuesday"},
		{text: "my husband will be in his name's david sick", call: true, notName: "David Sick"},
		{text: "my husband will be in his name's david asleep", call: true, notName: "David Asleep"},
		// twins that must not confirm: hedged, away, a child, a condition
		{text: "my husband will be in his name's david maybe", call: true},
		{text: "my wife won't be there her name's angela angela price", call: true},
		{text: "my husband might be in his name's david wood", call: true},
		{text: "his name's david wood but he'll be at work", call: true},
		{text: "my son will be in his name's tom tom he's twelve", call: true},
		{text: "her name's angela price she's at work all day", call: true},
		{text: "my husband will be in his name's david unless he's called in", call: true},
		{text: "my wife should be in, her name is angela price"},
	})
}
