package interpret

import "testing"

// TestLexiconDoorWordsCyItPl: words said beside a yes or a taker: Welsh
// formal "ni fyddaf adref", "paid â tecstio", a neighbour "yn fodlon ei
// gymryd", where the van goes; Italian "che scendo ad aprire", "lo può
// ritirare mia figlia"; Polish "mam zebranie", a lift that is "mała".
// The absent, hedged and conditional twins never confirm.
func TestLexiconDoorWordsCyItPl(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Ni fyddaf adref ddydd Mawrth, a oes modd newid?", want: "different_day"},
		{text: "Paid â tecstio eto", want: "opt_out"},
		{text: "Fydda i ddim ond mae Elin drws nesa yn fodlon ei gymryd", want: "alternate_signer", signer: "Elin"},
		{text: "Bydd, gadewch y fan ar y stryd, mae'r dreif yn gul", want: "will_be_in"},
		{text: "Sì, però chiamatemi 10 minuti prima che scendo ad aprire", want: "will_be_in"},
		{text: "Lo può ritirare mia figlia Chiara", want: "alternate_signer", signer: "Chiara"},
		{text: "Mam zebranie w biurze całe przedpołudnie", want: "different_day"},
		{text: "Tak, piąte piętro, winda jest mała", want: "will_be_in"},
	})
	neverYes(t, []string{
		"efallai bydd Elin drws nesa yn fodlon ei gymryd",
		"ni fyddaf adref",
		"fyddaf i ddim yma ddydd Mawrth",
		"forse lo può ritirare mia figlia",
		"sì se scendo ad aprire in tempo",
		"tak, ale mam zebranie rano",
		"chyba tak, winda jest mała",
	})
}
