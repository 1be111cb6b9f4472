package interpret

import "testing"

// TestEsroMateAndThanks: a Romanian yes said to the crew as a mate ("da
// frate", "da șefu") is a plain yes, not a brother signing, where "da,
// fratele meu" still names one; "fain" and thanks in the plural ("vă
// mulțumim") sit beside a yes. Beside a no or an absence they never
// confirm.
func TestEsroMateAndThanks(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "da frate", want: "will_be_in"},
		{text: "da fra, sunt acasa", want: "will_be_in"},
		{text: "da sefu", want: "will_be_in"},
		{text: "da șefule, vă aștept", want: "will_be_in"},
		{text: "da, ms fain", want: "will_be_in"},
		{text: "da, va multumim", want: "will_be_in"},
		{text: "da, fratele meu", want: "alternate_signer"},
		{text: "sefu nu pot", want: "different_day"},
	})
	neverYes(t, []string{
		"da frate, dar nu sunt acasă", "sefu nu pot", "nu frate, nu sunt acasa", "fain, dar marti lucrez",
		"va multumim, dar nu suntem acasa", "da sefu, daca ajungeti pana la 9", "ok frate, poate", "da frate, sunt plecat",
	})
}
