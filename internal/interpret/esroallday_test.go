package interpret

import "testing"

// TestEsroAllDayAndMixed: in all day or all morning, said of oneself or of
// the one taking it ("mi madre estará todo el día", "soțul meu va fi toată
// ziua"), passing by to take it ("va a pasar a recogerlo", "trece să o
// ia"), and the English words texted amid Spanish and Romanian (thanks,
// sorry, please, home, no problem, see you). Not in all day, or sorry
// before a no, is never a confirmation.
func TestEsroAllDayAndMixed(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "estaré todo el día", want: "will_be_in"},
		{text: "sí, vamos a estar toda la mañana", want: "will_be_in"},
		{text: "mi madre estará todo el día", want: "alternate_signer"},
		{text: "mi suegra va a estar todo el día", want: "alternate_signer"},
		{text: "sotul meu va fi toata ziua", want: "alternate_signer"},
		{text: "da, o să fim toată dimineața", want: "will_be_in"},
		{text: "mi hermano va a pasar a recogerlo", want: "alternate_signer"},
		{text: "fratele meu trece să o ia", want: "alternate_signer"},
		{text: "sí, thanks", want: "will_be_in"},
		{text: "ok, yes, estaré at home", want: "will_be_in"},
		{text: "da, sunt home", want: "will_be_in"},
		{text: "da, sorry, nu pot", want: "different_day"},
		{text: "sorry, no puedo", want: "different_day"},
	})
	neverYes(t, []string{
		"no estaré todo el día", "nu voi fi toată ziua", "mi madre no estará todo el día", "nu va fi nimeni toată ziua",
		"si mi madre puede, estará todo el día", "dacă sotul meu va fi toata ziua acasa", "sorry, no estaré", "da, sorry, nu pot",
		"mi hermano no va a pasar a recogerlo", "poate fratele meu trece să o ia", "thanks, pero no estaré", "no problem, nu sunt acasa",
	})
}
