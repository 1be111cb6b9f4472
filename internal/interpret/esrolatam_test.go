package interpret

import "testing"

// TestEsroLatinAmericaAndRomanianTexted: Latin American texting beside a
// yes (nomás, vení, a la orden, chévere, cachai, funca, sipi, the crew
// "cuando estén afuera", never the customer away) and Romanian (a beep to
// ring, "mă găsiți", kept at work); "no más mensajes" is a stop. The same
// words beside a no or an "if" never confirm.
func TestEsroLatinAmericaAndRomanianTexted(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "sí, vengan nomás", want: "will_be_in"},
		{text: "sí, vení nomás", want: "will_be_in"},
		{text: "sí, a la orden", want: "will_be_in"},
		{text: "chévere, aquí estoy", want: "will_be_in"},
		{text: "sí, cachai que el timbre no funca", want: "will_be_in"},
		{text: "sipi", want: "will_be_in"},
		{text: "sí, me marcan cuando estén afuera", want: "will_be_in"},
		{text: "mi jefa me tiene trabajando", want: "different_day"},
		{text: "no más mensajes", want: "opt_out"},
		{text: "da, dați-mi un beep", want: "will_be_in"},
		{text: "da, mă găsiți", want: "will_be_in"},
		{text: "șeful mă ține la muncă", want: "different_day"},
	})
	neverYes(t, []string{
		"no, vengan otro día nomás", "sí, pero el martes me tienen trabajando", "si no funca el timbre, llamen",
		"no más mensajes", "chévere, pero no estaré", "a la orden, pero el martes no puedo", "nu mă găsiți marți",
		"da, dar șeful mă ține la muncă", "dacă mă găsiți acasă, bine", "sipi pero no estoy",
	})
}
