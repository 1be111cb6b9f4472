package interpret

import "testing"

// TestEsroBeingInAllPersons: being in said with the verbs people text
// besides "estar" and "a fi": Spanish "andar" and "seguir" in every person
// and tense, Romanian "a sta" and "a se afla", the old spelling "sînt" and
// the texted "io". Their negatives, the conditional ("estaría", "aș fi") and
// an "if" before them are never a confirmation.
func TestEsroBeingInAllPersons(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "sí, andaré en casa", want: "will_be_in"},
		{text: "si, andaremos por casa toda la mañana", want: "will_be_in"},
		{text: "sí, voy a andar en casa", want: "will_be_in"},
		{text: "vale, vamos a andar en casa", want: "will_be_in"},
		{text: "sí, seguiré en casa", want: "will_be_in"},
		{text: "si seguimos en casa el martes", want: "will_be_in"},
		{text: "si, estoi en casa", want: "will_be_in"},
		{text: "da, vom sta acasă", want: "will_be_in"},
		{text: "da, mă aflu acasă", want: "will_be_in"},
		{text: "da, ne aflăm acasă toată ziua", want: "will_be_in"},
		{text: "da, o să mă aflu acasă", want: "will_be_in"},
		{text: "da, sînt acasă", want: "will_be_in"},
		{text: "da, io sunt acasa", want: "will_be_in"},
		{text: "no, no andaré en casa", want: "different_day"},
		{text: "no vamos a andar en casa el martes", want: "different_day"},
		{text: "nu, nu o sa stau acasă", want: "different_day"},
		{text: "nu vom sta acasă marți", want: "different_day"},
	})
	neverYes(t, []string{
		"sí, estaría en casa", "estariamos en casa si no trabajo", "si ando en casa te abro",
		"no andaré en casa", "no sé si seguiré en casa", "da, aș fi acasă", "as fi acasa dar lucrez",
		"nu mă aflu acasă marți", "dacă mă aflu acasă vă deschid", "nu o sa stau acasa", "poate o să stau acasă",
		"nu vom sta acasa", "io nu sunt acasa",
	})
}
