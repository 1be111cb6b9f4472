package interpret

import "testing"

// TestLexiconOutForFrPl: what takes a person out for the morning, in
// French and Polish: the school run and then work ("je dépose les enfants
// puis je file au boulot", "odwożę dzieci do szkoły"), a shift on duty
// ("je suis de garde"), classes ("j'ai cours"), surgery ("je me fais
// opérer"), a job interview on the day. Each is a different day; the same
// words with a hedge or after a yes that they cancel are never a
// confirmation.
func TestLexiconOutForFrPl(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Mardi je peux pas, je dépose les enfants à l'école puis je file au boulot", want: "different_day"},
		{text: "je suis de garde mardi", want: "different_day"},
		{text: "mardi matin j'ai cours", want: "different_day"},
		{text: "je me fais opérer mardi", want: "different_day"},
		{text: "Odwożę dzieci do szkoły i potem do pracy, nie będzie mnie", want: "different_day"},
		{text: "zawożę córkę do przedszkola a potem praca", want: "different_day"},
		{text: "we wtorek rano mam rozmowę o pracę", want: "different_day"},
		{text: "mardi je serai de garde", want: "different_day"},
	})
	neverYes(t, []string{
		"oui mais je suis de garde",
		"oui, sauf si j'ai cours",
		"peut-être, je me fais opérer bientôt",
		"oui je dépose les enfants puis je file au boulot",
		"tak, ale odwożę dzieci do szkoły",
		"chyba tak, mam rozmowę o pracę",
		"tak, jeśli wrócę z rozmowy o pracę",
	})
}
