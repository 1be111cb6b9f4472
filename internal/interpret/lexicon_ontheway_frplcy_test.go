package interpret

import "testing"

// TestLexiconOnTheWayFrPlCy: a text asked for when the van sets off
// ("envoyez-moi un texto en partant", "proszę napisać smsa jak będziecie
// wyjeżdżać", "anfonwch neges pan dach chi'n gadael") is a note beside
// the yes, not a place to leave the parcel, and a Welsh "gofalwch am y
// grisiau" (mind the stairs) is a note too. Hedged or after a no they
// never confirm.
func TestLexiconOnTheWayFrPlCy(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "oui, envoyez-moi un texto en partant", want: "will_be_in"},
		{text: "oui, prévenez-moi quand vous serez en route", want: "will_be_in"},
		{text: "tak, proszę napisać smsa jak będziecie wyjeżdżać", want: "will_be_in"},
		{text: "tak, proszę zadzwonić przed wyjazdem", want: "will_be_in"},
		{text: "bydd, anfonwch neges pan dach chi'n gadael", want: "will_be_in"},
		{text: "bydd, ffoniwch pan fyddwch chi ar y ffordd", want: "will_be_in"},
		{text: "bydd, gofalwch am y grisiau", want: "will_be_in"},
		{text: "non, envoyez-moi un texto en partant", want: "different_day"},
	})
	neverYes(t, []string{
		"peut-être, envoyez-moi un texto en partant",
		"chyba, proszę napisać smsa jak będziecie wyjeżdżać",
		"efallai, anfonwch neges pan dach chi'n gadael",
		"non, envoyez-moi un texto en partant",
		"nie będzie mnie, proszę napisać smsa przed wyjazdem",
		"fydda i ddim adre, anfonwch neges pan dach chi'n gadael",
		"oui si vous m'envoyez un texto en partant",
	})
}
