package interpret

import "testing"

// TestAccentedSiPhrase: a Spanish "sí" typed with its accent is yes even
// where the lexicon keys a phrase without it as a condition ("si puedo":
// if I can); without the accent, and before a "no", it stays "if".
func TestAccentedSiPhrase(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "sí puedo", want: "will_be_in"},
		{text: "el martes sí puedo", want: "will_be_in"},
		{text: "sí puedo, estaré", want: "will_be_in"},
		{text: "sí podemos", want: "will_be_in"},
		{text: "si puedo", want: "unclear"},
		{text: "sí, si puedo", want: "unclear"},
		{text: "sí no estoy, déjenlo con el vecino", want: "unclear"},
		{text: "sí no hay nadie, déjenlo con el vecino", want: "unclear"},
	})
	neverYes(t, []string{
		"si puedo", "si podemos", "si llego a tiempo", "sí, si me da tiempo", "sí no estoy, déjenlo con el vecino",
		"sí no estamos llamen a mi hermana", "si puedo sí", "sí, si llego",
	})
}
