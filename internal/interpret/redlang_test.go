package interpret

import "testing"

// TestWeekAfterThing: being home in another week is another week, even
// after "home", a word that can also name a thing ("the home isn't
// good"); the week is never read as something said of the home.
func TestWeekAfterThing(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"I'll be home next week",
		"we'll be home next week",
		"I'll be home the week after",
		"I'll be home the following week",
		"fyddaf adref wythnos nesaf",
		"estaré en casa la semana que viene",
		"vou estar em casa na semana que vem",
		"sarò a casa la settimana prossima",
	})
	checkLangb(t, []langbCase{
		{text: "I'll be home next week", want: "different_day"},
		{text: "fyddaf adref wythnos nesaf", want: "different_day"},
		{text: "yes I'll be home", want: "will_be_in"},
		{text: "ie, fyddaf adref", want: "will_be_in"},
		{text: "sí, estaré en casa", want: "will_be_in"},
		{text: "the buzzer doesn't work", want: "unclear"},
	})
}

// TestLittleChildSigner: a son or daughter called little by a word after
// the noun ("mi hijo pequeño", "mio figlio piccolo") or before it ("mój
// mały syn") is a child, never a signer; the plain son still signs.
func TestLittleChildSigner(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"lo va a recibir mi hijo pequeño",
		"lo va a recibir mi hija pequeña",
		"o meu filho pequeno recebe",
		"a minha filha pequena recebe",
		"lo riceve mio figlio piccolo",
		"lo riceve la mia figlia piccola",
		"mój mały syn odbierze",
		"bydd fy mab bach yn ei dderbyn",
	})
	checkLangb(t, []langbCase{
		{text: "lo va a recibir mi hijo", want: "alternate_signer"},
		{text: "o meu filho recebe", want: "alternate_signer"},
		{text: "lo riceve mio figlio", want: "alternate_signer"},
		{text: "lo va a recibir mi hijo pequeño", want: "unclear"},
		{text: "mój mały syn odbierze", want: "unclear"},
	})
}
