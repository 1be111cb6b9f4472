package interpret

import "testing"

// TestLexiconWrongStopFrCy: a French "c'est du spam ?" asks whether the
// message is a scam (it is not the bare "spam" that stops), "supprimez
// mon numéro" stops; a Welsh "dim fi ydy hwn" or "dw i ddim yn nabod y
// person yma" is the wrong person. None of them, nor their look-alikes,
// is ever a confirmation.
func TestLexiconWrongStopFrCy(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "c'est du spam ?", want: "unclear"},
		{text: "c'est un spam ou quoi ?", want: "unclear"},
		{text: "supprimez mon numéro", want: "opt_out"},
		{text: "effacez mon numéro svp", want: "opt_out"},
		{text: "spam", want: "opt_out"},
		{text: "dim fi ydy hwn", want: "wrong_person"},
		{text: "dydw i ddim yn nabod y person yma", want: "wrong_person"},
		{text: "Sori, dim fi ydy hwn, rhif anghywir", want: "wrong_person"},
	})
	neverYes(t, []string{
		"oui, c'est du spam ?",
		"oui mais supprimez mon numéro",
		"bydda, dim fi ydy hwn",
		"ie, dw i ddim yn nabod y person yma",
		"dim fi ydy hwn ond bydda i adre efallai",
		"c'est du spam ? je serai là peut-être",
		"je serai pas là, supprimez mon numéro",
	})
	r := interpret(t, Input{Text: "c'est du spam ?", Asked: corpusAsked})
	if r.Question != "scam" {
		t.Errorf("\"c'est du spam ?\" asks %q, want scam: %s", r.Question, r.Reason)
	}
}
