package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestLexiconNonAlone: "Non" standing alone in its clause is a no, as the
// French write it and a call hears it (the Italian lexicon, first in the
// tie, reads "non" as "not" before a verb); "non ci sono", "non lo so"
// keep their own readings, and a "sì non" contradicts itself.
func TestLexiconNonAlone(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Non", want: "different_day"},
		{text: "non", want: "different_day"},
		{text: "Non.", want: "different_day"},
		{text: "Non, grazie", want: "different_day"},
		{text: "Non, merci", want: "different_day"},
		{text: "non ci sono", want: "different_day"},
		{text: "non. lavoro", want: "different_day"},
		{text: "non lo so", want: "unclear"},
	})
	neverYes(t, []string{"Non", "sì non", "non lo so", "Non, forse", "non ok", "oui non", "non non"})
	r := interpret(t, Input{Text: "non", Channel: confirm.ChannelCall, Asked: corpusAsked})
	if r.Intent != confirm.IntentDifferentDay {
		t.Errorf("call \"non\" read as %s: %s", r.Intent, r.Reason)
	}
}
