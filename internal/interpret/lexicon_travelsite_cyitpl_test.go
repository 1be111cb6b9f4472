package interpret

import "testing"

// TestLexiconTravelSiteCyItPl: away for work or travel in Welsh, Italian
// and Polish: flying ("dw i'n hedfan ddydd Mawrth"), the airport ("bydda
// i yn y maes awyr", "będę na lotnisku"), a building site ("sono al
// cantiere", "dw i ar y safle"), a course ("dw i ar gwrs"), a work trip
// or a cruise ("sono in missione", "sarò in crociera"); and a partner by
// other names ("nghymar", "il mio convivente", "y fam-gu"). Hedged or
// after a yes with an hour in the window, never a confirmation.
func TestLexiconTravelSiteCyItPl(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "dw i'n hedfan ddydd Mawrth", want: "different_day"},
		{text: "bydda i yn y maes awyr", want: "different_day"},
		{text: "dw i ar y safle drwy'r dydd", want: "different_day"},
		{text: "dw i ar gwrs", want: "different_day"},
		{text: "sono in missione", want: "different_day"},
		{text: "sarò in crociera", want: "different_day"},
		{text: "sono al cantiere martedì", want: "different_day"},
		{text: "będę na lotnisku", want: "different_day"},
		{text: "bydd fy nghymar adre", want: "alternate_signer"},
		{text: "ci sarà il mio convivente", want: "alternate_signer"},
		{text: "bydd y fam-gu adre", want: "alternate_signer"},
	})
	neverYes(t, []string{
		"efallai bydda i yn y maes awyr",
		"bydda, ond dw i'n hedfan am 10",
		"forse sono in missione",
		"sì, ma sono al cantiere fino alle 11",
		"chyba będę na lotnisku",
		"tak, ale będę na lotnisku do 10",
		"forse ci sarà il mio convivente",
	})
}
