package interpret

import "testing"

// TestEsroTakersAndVerbs: someone else taking it said with "va a recibir"
// and "poate să primească", and takers the lexicons did not know: the
// porter ("portarul") and a flatmate ("colegul de cameră", "mi roomie"),
// while "nora" stays the name Nora. Only a person said to take it is a
// signer: the same words with "if", "maybe" or "cannot" never are.
func TestEsroTakersAndVerbs(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "mi esposo lo va a recibir", want: "alternate_signer"},
		{text: "mi hermana Laura lo va a recoger", want: "alternate_signer", signer: "Laura"},
		{text: "mis padres lo van a recibir", want: "alternate_signer"},
		{text: "mi roomie estará", want: "alternate_signer"},
		{text: "Vecina de la 3, doamna Maria, poate sa primeasca", want: "alternate_signer", signer: "Doamna Maria"},
		{text: "sotul meu poate să primească", want: "alternate_signer"},
		{text: "portarul o să primească", want: "alternate_signer"},
		{text: "Nora will be in", want: "alternate_signer", signer: "Nora"},
		{text: "colegul meu de cameră e acasă", want: "alternate_signer"},
		{text: "femeia de serviciu va fi acasa", want: "unclear"},
	})
	neverYes(t, []string{
		"si mi esposo puede, lo va a recibir", "no sé si mi esposo lo va a recibir", "mi esposo no lo va a recibir",
		"poate sotul meu poate să primească", "daca sotul meu poate sa primeasca", "sotul meu nu poate să primească",
		"nu cred că portarul o să primească", "dacă colegul meu de cameră e acasă",
		"mi roomie no estará", "femeia de serviciu va fi acasa",
	})
}

// TestEsroWeekParts: the week after ("marțea viitoare", never the booked
// Tuesday), its end and its working days, and the midday meal ("después de
// comer", after the booked morning).
func TestEsroWeekParts(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "marțea viitoare nu", want: "unclear"},
		{text: "la sfârșitul săptămânii", want: "different_day"},
		{text: "mai bine la sfarsitul saptamanii", want: "different_day"},
		{text: "în cursul săptămânii nu pot", want: "different_day"},
		{text: "in timpul saptamanii lucrez", want: "different_day"},
		{text: "el martes después de comer estoy", want: "different_day"},
		{text: "solo estoy después del almuerzo", want: "different_day"},
		{text: "puede ser la semana que viene?", want: "different_day"},
		{text: "¿podría ser la próxima semana?", want: "different_day"},
	})
	neverYes(t, []string{
		"da, marți viitoare sunt acasă", "da, marțea viitoare", "sunt acasă vinerea viitoare", "da, la sfârșitul săptămânii",
		"sí, después de comer", "sí, estoy después de la comida", "sí, la semana que viene", "da, în cursul săptămânii nu pot",
	})
}

// TestEsroQuestionWords: questions in words the lexicons did not know: a
// more exact time (the window narrowed), what is sent, who is writing or
// speaking, whether it comes assembled, whether the driver calls, spam.
func TestEsroQuestionWords(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want string }{
		{"¿me pueden dar una hora más exacta?", "window"},
		{"puteti sa-mi dati o ora mai exacta?", "window"},
		{"Ce anume îmi trimiteți?", "items"},
		{"¿qué me mandan?", "items"},
		{"cine îmi scrie?", "sender"},
		{"¿quién habla?", "sender"},
		{"¿de parte de quién?", "sender"},
		{"¿Me llama el repartidor antes de venir?", "call_ahead"},
		{"¿es spam?", "scam"},
		{"¿traen el sofá montado?", "other"},
		{"vine montată?", "other"},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: "sms", Asked: corpusAsked})
		if r.Intent != "unclear" || string(r.Question) != tt.want {
			t.Errorf("%q read as %s question %q, want unclear question %q: %s", tt.text, r.Intent, r.Question, tt.want, r.Reason)
		}
	}
}
