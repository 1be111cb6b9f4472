package interpret

import "testing"

// TestLexiconBusyPlFrCy: busy on the day, in every gender and number
// (Polish "jestem zajęta", "będziemy zajęci", French "je suis prise",
// Welsh "dw i'n brysur"), a French "empêchement" (something keeps me) and
// "no chance" ("we wtorek nie ma szans", "dydd Mawrth dim gobaith") turn
// the day down. Hedged, they are asked about; after a yes they never
// confirm.
func TestLexiconBusyPlFrCy(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "jestem zajęta we wtorek", want: "different_day"},
		{text: "cały dzień jestem zajęty", want: "different_day"},
		{text: "we wtorek nie ma szans", want: "different_day"},
		{text: "je suis prise mardi", want: "different_day"},
		{text: "j'ai un empêchement", want: "different_day"},
		{text: "dw i'n brysur ddydd Mawrth", want: "different_day"},
		{text: "dydd Mawrth dim gobaith", want: "different_day"},
		{text: "chyba jestem zajęta", want: "unclear"},
	})
	neverYes(t, []string{
		"tak, ale jestem zajęta do 10",
		"oui mais je suis prise jusqu'à 10h",
		"bydd, ond dw i'n brysur tan 10",
		"chyba jestem zajęta",
		"peut-être que je suis prise",
		"efallai bydda i'n brysur",
		"oui, sauf empêchement",
	})
}
