package interpret

import "testing"

// TestLexiconMixedYesItPl: the English "yes" texted in an Italian or
// Polish reply ("yes ci sono", "yes bede") is their own yes; beside a
// hedge, a condition or an absence it confirms nothing.
func TestLexiconMixedYesItPl(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "yes ci sono", want: "will_be_in"},
		{text: "yes sarò a casa", want: "will_be_in"},
		{text: "yeah ci siamo", want: "will_be_in"},
		{text: "yes bede", want: "will_be_in"},
		{text: "yes, będę w domu", want: "will_be_in"},
		{text: "yep bedziemy w domu", want: "will_be_in"},
		{text: "yes ci sarà mia moglie Giulia", want: "alternate_signer", signer: "Giulia"},
		{text: "yes, będzie żona", want: "alternate_signer"},
	})
	neverYes(t, []string{
		"yes ma non sono sicuro",
		"yes se non lavoro",
		"yes forse",
		"yes chyba będę",
		"yes jeśli zdążę",
		"yes ale nie będzie mnie rano",
		"yes, nie wiem jeszcze",
	})
}
