package interpret

import "testing"

// TestLexiconOnlyAfterCyPl: home only from an hour or part of the day on,
// in Polish ("będę dopiero po 13", "wracamy dopiero wieczorem") and Welsh
// ("dim ond ar ôl hanner dydd dw i adre"), is an absence from the morning
// window; an hour inside the window is never a confirmation, nor is the
// same said with a hedge.
func TestLexiconOnlyAfterCyPl(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Będę dopiero po 13", want: "different_day"},
		{text: "niestety będę w domu dopiero po 14", want: "different_day"},
		{text: "wracam dopiero o 15", want: "different_day"},
		{text: "wrócimy dopiero wieczorem", want: "different_day"},
		{text: "jestem w domu dopiero po południu", want: "different_day"},
		{text: "bede dopiero po 13", want: "different_day"},
		{text: "Sori, dim ond ar ôl hanner dydd dw i adre", want: "different_day"},
		{text: "dim ond yn y pnawn dw i adra", want: "different_day"},
	})
	neverYes(t, []string{
		"Będę dopiero po 10",
		"tak, ale będę dopiero po 9",
		"chyba będę dopiero po 11",
		"wracamy dopiero o 10",
		"bydda, dim ond ar ôl 10",
		"dim ond ar ol 9 dw i adre",
		"Będę w domu dopiero po 13, chyba",
	})
}
