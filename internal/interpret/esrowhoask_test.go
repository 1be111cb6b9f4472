package interpret

import "testing"

// TestEsroWrongPersonAndPerson: the wrong person said in the asker's own
// words (nobody of that name here, the one who ordered no longer lives
// here, "se equivoca de persona", "v-ați înșelat"), never read as nobody
// being in; a person asked for by role ("el encargado", "un responsabil"),
// put through ("pónganme con", "dați-mi pe cineva la telefon"), a call
// preferred; taken off the list.
func TestEsroWrongPersonAndPerson(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "no hay nadie aquí con ese nombre", want: "wrong_person"},
		{text: "nu e nimeni aici cu numele ăsta", want: "wrong_person"},
		{text: "se equivoca de persona", want: "wrong_person"},
		{text: "v-ați înșelat de persoană", want: "wrong_person"},
		{text: "el que pidió ya no vive aquí", want: "wrong_person"},
		{text: "cel care a comandat nu mai stă aici", want: "wrong_person"},
		{text: "quiero hablar con el encargado", want: "wants_human"},
		{text: "vreau să vorbesc cu un responsabil", want: "wants_human"},
		{text: "pónganme con alguien", want: "wants_human"},
		{text: "dați-mi pe cineva la telefon", want: "wants_human"},
		{text: "prefiero que me llamen", want: "wants_human"},
		{text: "prefer să mă sunați", want: "wants_human"},
		{text: "¿puede llamarme una persona?", want: "wants_human"},
		{text: "mă poate suna o persoană?", want: "wants_human"},
		{text: "baja de la lista", want: "opt_out"},
		{text: "scoateți-mă de pe listă", want: "opt_out"},
	})
	neverYes(t, []string{
		"no hay nadie aquí con ese nombre", "sí, pero no hay nadie con ese nombre", "nu e nimeni cu numele asta",
		"da, v-ați înșelat de persoană", "el que pidió ya no vive aquí", "da, cel care a comandat nu mai stă aici",
		"sí, quiero hablar con el encargado", "da, prefer să mă sunați", "sí, pónganme con alguien", "baja de la lista",
		"ese era el inquilino anterior", "ăla era chiriașul de dinainte",
	})
}
