package interpret

import "testing"

// TestLexiconLongReplyCyPl: words of longer replies: Welsh "bob dydd
// Mawrth" (every Tuesday), "shifft gynnar" (the early shift), "ydy'n
// bosib newid?", "yn fras" (roughly: in a question the hour asked, alone
// after a yes a hedge); Polish "zmieniłam zdanie" (a change of mind) and
// moving house ("się przeprowadzamy", "stiamo traslocando"), which says
// nothing of the day and is asked about, never confirmed.
func TestLexiconLongReplyCyPl(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Iawn diolch, dw i'n gweithio o adre bob dydd Mawrth", want: "will_be_in"},
		{text: "Sori, dw i'n gweithio shifft gynnar ac mae'r plant yn yr ysgol, fydd neb adre", want: "different_day"},
		{text: "Fydda i ddim adre tan ar ôl 3, ydy'n bosib newid?", want: "different_day"},
		{text: "Bydd, ond faint o'r gloch fyddwch chi'n cyrraedd yn fras?", want: "will_be_in"},
		{text: "bydd, yn fras", want: "unclear"},
		{text: "Zmieniłam zdanie, proszę anulować kanapę", want: "cancel"},
		{text: "zmieniłem zdanie, anuluję", want: "cancel"},
		{text: "Niestety w tym tygodniu się przeprowadzamy", want: "unclear"},
	})
	neverYes(t, []string{
		"bydd, yn fras",
		"dw i ar y shifft gynnar ddydd Mawrth",
		"efallai, dw i'n gweithio o adre bob yn ail ddydd Mawrth",
		"zmieniłam zdanie, nie będzie mnie",
		"tak, ale się przeprowadzamy",
		"sì, ma stiamo traslocando",
		"bydd os ydy'n bosib newid yr amser",
	})
}
