package interpret

import "testing"

// TestGlossApproxAlone: a yes more or less, in Italian, Polish, French
// and Welsh ("sì, più o meno", "sì circa", "tak, mniej więcej", "tak,
// około", "oui, à peu près", "oui, on va dire", "bydd, fwy neu lai"), is
// a hedge and never a confirmation; the same words before or after an
// hour ("dalle 8 circa", "circa mezz'ora prima", "environ 10 minutes
// avant") only give the time, and the yes stands.
func TestGlossApproxAlone(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"sì, più o meno",
		"sì circa",
		"si, circa",
		"tak, mniej więcej",
		"tak, około",
		"oui, à peu près",
		"oui, on va dire",
		"bydd, fwy neu lai",
		"ci sono, più o meno",
	})
	checkLangb(t, []langbCase{
		{text: "sì ci sono dalle 8 circa", want: "will_be_in"},
		{text: "sì, chiamatemi circa mezz'ora prima", want: "will_be_in"},
		{text: "oui, appelez-moi environ 10 minutes avant", want: "will_be_in"},
		{text: "tak, będę od 8 około", want: "will_be_in"},
		{text: "Verso che ora arrivate più o meno?", want: "unclear"},
		{text: "o której mniej więcej będą?", want: "unclear"},
		{text: "tak, mniej więcej", want: "unclear"},
		{text: "sì, più o meno", want: "unclear"},
		{text: "Bydd, mi fydd rhywun o gwmpas", want: "will_be_in"},
	})
}
