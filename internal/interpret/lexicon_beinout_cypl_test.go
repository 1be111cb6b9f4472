package interpret

import "testing"

// TestLexiconBeInOutCyPl: being in or out in every person. Welsh drops
// the verb after "bydda i", "dw i", "byddwn ni", so an outing is glossed
// "away at" the place ("bydda i yn y gampfa", "byddwn ni mewn priodas",
// "dw i yn y feithrinfa"); "dw i allan", "fedra i ddim bod adre", "allwn
// ni ddim bod adre" are out; "mi arhoswn ni adre" in. Polish available,
// present and sitting at home in every gender ("będę dostępna", "nie
// będę obecny", "będę siedział w domu", "w rozjazdach", "potwierdzam
// obecność"). The hedged and
// in-window twins never confirm.
func TestLexiconBeInOutCyPl(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "bydda i yn y gampfa", want: "different_day"},
		{text: "byddwn ni mewn priodas ddydd Mawrth", want: "different_day"},
		{text: "bydda i mewn cyfarfod drwy'r bore", want: "different_day"},
		{text: "dw i allan drwy'r dydd", want: "different_day"},
		{text: "allwn ni ddim bod adre", want: "different_day"},
		{text: "bydd, mi arhoswn ni adre", want: "will_be_in"},
		{text: "nie będę dostępna we wtorek", want: "different_day"},
		{text: "tak, będę siedział w domu", want: "will_be_in"},
		{text: "będę w rozjazdach", want: "different_day"},
		{text: "tak, będę obecna", want: "will_be_in"},
		{text: "potwierdzam obecność", want: "will_be_in"},
	})
	neverYes(t, []string{
		"bydda, ond bydda i yn y gampfa tan 10",
		"efallai bydda i yn y banc",
		"falle arhoswn ni adre",
		"arhoswn ni adre os bydd hi'n bwrw glaw",
		"chyba będę dostępna",
		"tak, jeśli będę dostępny",
		"nie wiem czy będę obecny",
		"chyba potwierdzam obecność",
		"nie potwierdzam obecności",
		"potwierdzam obecność, ale tylko do 10",
	})
}
