package interpret

import "testing"

// TestLexiconTakingOutItFrCy: taking someone out on the day, to hospital
// or the doctor ("devo accompagnare mia madre in ospedale", "je dois
// accompagner ma mère à l'hôpital", "dw i'n gorfod mynd â Mam i'r
// ysbyty"), is being out: a different day. After a yes with an hour past
// the window it keeps the yes; with an hour inside it, a hedge or a
// condition it never confirms.
func TestLexiconTakingOutItFrCy(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Devo accompagnare mia madre in ospedale", want: "different_day"},
		{text: "martedì accompagno mio padre dal medico", want: "different_day"},
		{text: "Je dois accompagner ma mère à l'hôpital", want: "different_day"},
		{text: "mardi matin j'accompagne mon père chez le médecin", want: "different_day"},
		{text: "Dw i'n gorfod mynd â Mam i'r ysbyty", want: "different_day"},
		{text: "rhaid i mi fynd â Dad at y doctor ddydd Mawrth", want: "different_day"},
		{text: "oui mais j'accompagne ma mère à 14h", want: "will_be_in"},
		{text: "sì ma accompagno mia madre alle 15", want: "will_be_in"},
	})
	neverYes(t, []string{
		"sì ma accompagno mia madre alle 10",
		"oui mais j'accompagne ma mère à 9h",
		"forse devo accompagnare mia madre in ospedale",
		"oui sauf si je dois accompagner ma mère",
		"bydda, ond dw i'n gorfod mynd â Mam i'r ysbyty",
		"bydda os na fydda i'n mynd â Mam i'r ysbyty",
		"sì, se non devo accompagnare mio padre",
	})
}
