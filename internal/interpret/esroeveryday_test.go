package interpret

import "testing"

// TestEsroAbsenceWords: being out put the everyday ways: regret
// ("desgraciadamente", "mă tem că nu"), not making it in time ("no alcanzo
// a llegar", "nu apuc să ajung"), a business trip, another city, a
// consultation, "impossible". An absence put as a condition before the
// neighbour ("lăsați la vecini dacă nu sunt") is asked about, never a
// confirmation.
func TestEsroAbsenceWords(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "desgraciadamente no estaré", want: "different_day"},
		{text: "lamentablemente no estaré en casa el martes", want: "different_day"},
		{text: "me temo que no", want: "different_day"},
		{text: "no alcanzo a llegar", want: "different_day"},
		{text: "estoy de viaje de negocios", want: "different_day"},
		{text: "imposible el martes, estoy fuera de la ciudad", want: "different_day"},
		{text: "estaré en otra ciudad", want: "different_day"},
		{text: "mă tem că nu", want: "different_day"},
		{text: "nu apuc să ajung", want: "different_day"},
		{text: "imposibil marti, sunt in delegatie", want: "different_day"},
		{text: "am consultatie la spital", want: "different_day"},
		{text: "lăsați la vecini dacă nu sunt", want: "unclear"},
		{text: "daca nu suntem acasa lasati la vecina", want: "unclear"},
	})
	neverYes(t, []string{
		"lăsați la vecini dacă nu sunt", "dacă nu sunt acasă, vecina o primește", "dacă nu e nimeni, lăsați la portar",
		"daca nu suntem acasa sunati-ma", "sí, desgraciadamente no", "me temo que no estaré", "no alcanzo a estar en casa",
		"sí, pero estoy de viaje de negocios", "da, mă tem că nu", "da dar nu apuc sa ajung", "imposibil",
		"sí, lamentablemente no", "da, din păcate nu", "yes, unfortunately no", "mă tem că voi fi plecat", "da, am consultatie dimineata",
	})
}

// TestEsroCancelStopAndWho: not wanting it any more in every gender and
// number, the noun of cancelling, returning it, no more messages, nobody of
// that name, being put through to a person, and who is writing.
func TestEsroCancelStopAndWho(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "ya no la quiero", want: "cancel"},
		{text: "quiero la cancelación del pedido", want: "cancel"},
		{text: "anulación por favor", want: "cancel"},
		{text: "nu o mai vreau, vreau sa o anulez", want: "cancel"},
		{text: "nu îl mai vreau", want: "cancel"},
		{text: "anulare", want: "cancel"},
		{text: "vreau să o returnez", want: "cancel"},
		{text: "no quiero recibir más mensajes", want: "opt_out"},
		{text: "încetați să-mi scrieți", want: "opt_out"},
		{text: "nu mai vreau sa primesc sms-uri", want: "opt_out"},
		{text: "nu am cumpărat nimic", want: "wrong_person"},
		{text: "nu locuiește nimeni cu numele ăsta aici", want: "wrong_person"},
		{text: "faceți-mi legătura cu un operator vă rog", want: "wants_human"},
		{text: "cine îmi scrie?", want: "unclear"},
		{text: "¿quién habla?", want: "unclear"},
		{text: "¿qué me mandan?", want: "unclear"},
	})
	neverYes(t, []string{
		"ya no la quiero", "da, nu o mai vreau", "sí, cancelación", "no quiero recibir más sms",
		"da, încetați să-mi scrieți", "nu locuiește nimeni cu numele ăsta aici", "cine îmi scrie? da",
		"como no estaré en casa, déjenlo con el vecino",
	})
}
