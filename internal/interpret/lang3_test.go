package interpret

import "testing"

// Replies in the other languages, one class of words a test, with
// look-alikes beside them that must never confirm.

// TestLang3AtAll: "at all" after a no ("nu pot deloc", "no puedo para
// nada", "não posso de jeito nenhum") strengthens the no; it never makes a
// yes of anything.
func TestLang3AtAll(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Marti nu pot deloc, sunt plecat din oras", "different_day", "-"},
		{"nu sunt acasa deloc marti", "different_day", "-"},
		{"marti nu pot deloc, va rog alta zi", "different_day", "-"},
		{"no puedo para nada el martes", "different_day", "-"},
		{"não posso de jeito nenhum na terça", "different_day", "-"},
		{"non posso affatto martedì", "different_day", "-"},
	})
	neverYes(t, []string{
		"deloc", "nu pot defel", "nu stiu deloc daca sunt acasa", "para nada", "de jeito nenhum",
		"affatto", "no sé para nada si estaré", "da, dar nu sunt sigur deloc",
	})
}

// TestLang3HourWithH: an hour written with "h" ("13h", "14h30", "9h"),
// as Portuguese, Spanish and French text it, is an hour: home only after
// the window turns the day down, in across it confirms.
func TestLang3HourWithH(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Terça nao dá, so chego em casa depois das 13h", "different_day", "-"},
		{"so chego em casa depois das 13h", "different_day", "-"},
		{"só estou em casa a partir das 15h30", "different_day", "-"},
		{"só chego em casa às 14h", "different_day", "-"},
		{"sim, estou em casa das 8h às 12h", "will_be_in", "-"},
		{"je rentre à 14h", "different_day", "-"},
	})
	neverYes(t, []string{
		"sim, estarei em casa até 10h", "sí, estoy desde las 9h", "chego em casa às 9h",
		"só chego às 13h30", "talvez esteja em casa às 10h", "sim se chegar antes das 12h",
		"só volto depois das 14h", "estou fora até às 11h",
	})
}

// TestLang3PunjabiTexted: Punjabi as it is texted ("kinne vaje", "das do",
// "hovanga", "driver nu keh do phone kar ke aave", "ton baad") reads as its
// Urdu: the hour asked, the driver's instruction kept as a note, an hour
// after which someone is in never a yes.
func TestLang3PunjabiTexted(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Haanji main ghar hovanga, driver nu keh do phone kar ke aave", "will_be_in", "driver nu keh do phone kar ke aave"},
		{"haan ji ghar hovangi, driver ko bol do call karke aaye", "will_be_in", "driver ko bol do call karke aaye"},
		{"main ghar nahi hovanga, driver nu keh do phone kar ke aave", "different_day", "-"},
		{"11 vaje ton baad ghar hovanga", "different_day", "-"},
		{"11 baje ton baad ghar hoonga", "different_day", "-"},
		{"das vaje tak ghar hovanga", "different_day", "-"},
	})
	neverYes(t, []string{
		"Kinne vaje aaoge? time das do", "kinne vaje aavoge?", "kehre vele aavoge?",
		"shayad ghar hovanga, driver nu keh do phone kar ke aave", "11 vaje ke baad ghar hovanga",
		"driver nu keh do phone kar ke aave", "pata nahi ghar hovanga ke nahi", "kado aavoge?",
	})
}

// TestLang3ScamOverSender: who is writing asked and then whether it is a
// scam ("Quem é? Isso é golpe?") asks about a scam; who is writing alone,
// or with whether it is from the shop, still asks who writes. Neither is a
// yes.
func TestLang3ScamOverSender(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Quem é? Isso é golpe?", intent: inUnclear, question: QuestionScam},
		{text: "quién es? es una estafa?", intent: inUnclear, question: QuestionScam},
		{text: "chi è? è una truffa?", intent: inUnclear, question: QuestionScam},
		{text: "kaun hai? fraud hai kya?", intent: inUnclear, question: QuestionScam},
		{text: "cine e? e o teapa?", intent: inUnclear, question: QuestionScam},
		{text: "quem é? isso é da Acme?", intent: inUnclear, question: QuestionSender},
		{text: "Cine sunteti? De unde aveti numarul meu?", intent: inUnclear, question: QuestionSender},
		{text: "who are you? where did you get my number?", intent: inUnclear, question: QuestionSender},
	})
	neverYes(t, []string{
		"Quem é? Isso é golpe?", "quem fala? é fraude?", "quién es? es una estafa?", "chi è? è una truffa?",
		"kaun hai? fraud hai kya?", "cine e? e o teapa?", "qui est-ce ? c'est une arnaque ?", "kto to? to oszustwo?",
	})
}

// TestLang3ItalianCarriedTo: where the order has to be carried ("il divano
// va portato al quarto piano", "vanno portati su") is a note beside a yes;
// it never makes a yes of a no, a maybe or a condition.
func TestLang3ItalianCarriedTo(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sì ci sono, il divano va portato su al terzo piano", "will_be_in", "il divano va portato su al terzo piano"},
		{"sì ci sono, i mobili vanno portati al secondo piano", "will_be_in", "i mobili vanno portati al secondo piano"},
		{"sì, la poltrona va portata in camera", "will_be_in", "-"},
		{"non ci sono, il divano va portato al quarto piano", "different_day", "-"},
	})
	neverYes(t, []string{
		"forse ci sono, il divano va portato al quarto piano", "il divano va portato al quarto piano",
		"ci sarò se il divano va portato su", "non so se ci sono, va portato su", "martedì no, va portato al quarto piano",
		"vanno portati su", "chi c'è? va portato al quarto piano?", "spero di esserci, va portata in camera",
	})
}

// TestLang3UrduSetAnotherDay: "rakh do" after another day sets the day
// ("koi aur din rakh do"); it is not leaving the parcel, so it adds no note.
func TestLang3UrduSetAnotherDay(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Tuesday ko nahi ho sakta, kaam pe hoon. Koi aur din rakh do", "different_day", ""},
		{"koi hor din rakh do", "different_day", ""},
		{"haan, koi aur din rakh do", "different_day", ""},
		{"mangal nahi, koi aur date rakh lo", "different_day", ""},
		{"main ghar nahi hoonga, kisi aur din rakh do", "different_day", ""},
	})
	neverYes(t, []string{
		"koi aur din rakh do", "shayad koi aur din rakh lo", "dusre din rakh do", "koi hor din",
		"pata nahi, koi aur date rakh do", "kaam pe hoon, koi aur din rakh dena", "nahi, doosre din rakh do",
		"haan par koi aur din rakh do",
	})
}
