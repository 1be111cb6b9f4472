package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// langbCase is one reply in Spanish, Portuguese, Italian or French and the
// intent it must read as; signer and notes are checked when given.
type langbCase struct {
	text, want string
	signer     string // checked when not empty
	notes      string // the notes must contain it, when not empty
}

func checkLangb(t *testing.T, cases []langbCase) {
	t.Helper()
	for _, tt := range cases {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
			continue
		}
		if tt.signer != "" && r.Signer != tt.signer {
			t.Errorf("%q: signer %q, want %q: %s", tt.text, r.Signer, tt.signer, r.Reason)
		}
		if tt.notes != "" && !strings.Contains(strings.ToLower(r.Notes), strings.ToLower(tt.notes)) {
			t.Errorf("%q: notes %q, want them to hold %q: %s", tt.text, r.Notes, tt.notes, r.Reason)
		}
	}
}

// neverYes fails for any reply read as a confirmation.
func neverYes(t *testing.T, texts []string) {
	t.Helper()
	for _, text := range texts {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestLangbLeavingLater: someone in for the first part of the window who
// then leaves ("luego me voy", "depois saio", "poi esco", "après je pars")
// is never confirmed; said firmly with an hour inside the window it turns
// the window down (partaway.go), and without one it is asked about.
func TestLangbLeavingLater(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "estaré en casa hasta las 10, después tengo que salir", want: "different_day"},
		{text: "sí, estoy hasta las diez y luego me voy a trabajar", want: "different_day"},
		{text: "sí, pero me voy a las once, luego tengo cita", want: "different_day"},
		{text: "sim, mas saio às 10", want: "different_day"},
		{text: "sì ma esco alle 10 e mezza", want: "different_day"},
		{text: "vou estar em casa até às 9, depois vou trabalhar", want: "different_day"},
		{text: "sim estou, dps tenho consulta", want: "unclear"},
		{text: "ci sono fino alle 11, poi vado al lavoro", want: "different_day"},
		{text: "sì ci sono, dopo ho il medico", want: "unclear"},
		{text: "je suis là jusqu'à 10h, ensuite je dois partir", want: "different_day"},
		{text: "oui jusqu'à 11h après j'ai rdv", want: "different_day"},
	})
	neverYes(t, []string{
		"sí, luego me voy", "no, luego me voy", "sim, depois vou embora",
		"sì, poi me ne vado", "oui, ensuite je m'en vais", "je serai là, je sors après",
	})
}

// TestLangbNameAfterVerb: a name written after the verb that opens its
// clause ("Ci sarà Luca", "lo recogerá Manolo el portero", "Recebe o
// Pedro") is the one who will sign; a name after "I will be" or after a
// negated verb is not.
func TestLangbNameAfterVerb(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Ci sarà Marta, io sono in ufficio", want: "alternate_signer", signer: "Marta"},
		{text: "estará Juan, yo trabajo", want: "alternate_signer", signer: "Juan"},
		{text: "no estaré pero estará Carlos", want: "alternate_signer", signer: "Carlos"},
		{text: "lo recibirá Pepe el portero", want: "alternate_signer", signer: "Pepe"},
		{text: "Recebe o Pedro, eu estou a trabalhar", want: "alternate_signer", signer: "Pedro"},
	})
	neverYes(t, []string{
		"No estará Juan", "non ci sarà Luca", "Pedro não vai estar",
		"ci sarà Luca forse", "estará Juan si puede",
	})
}

// TestLangbHomeOnlyLater: home only from a later hour ("só chego a casa
// depois do almoço", "je ne rentre qu'après le déjeuner") is never a yes:
// after the window it is another day, and inside it another day too
// (partaway.go), unless it is only a question.
func TestLangbHomeOnlyLater(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "so estou em casa depois do almoço", want: "different_day"},
		{text: "sim, só estou em casa depois das 14", want: "different_day"}, // only after the window ends
		{text: "sí, pero solo llego a casa a las 11", want: "unclear"},
		{text: "je ne suis là qu'à 11h", want: "different_day"},
	})
	neverYes(t, []string{
		"oui mais je ne rentre qu'après le déjeuner", "sì, ma arrivo a casa solo dopo pranzo",
		"sim, so chegamos a casa às 11", "sí, sólo estoy en casa a partir de las 10",
	})
}

// TestLangbEverydayNotes: everyday words of a yes with instructions (the
// mobile to ring, parking by the church, a building, staircase or door named
// by a letter, a neighbour and the flat they live in, "no need to ring",
// someone at the company, "as soon as you can") are read, so the yes
// confirms and the instruction goes to the notes; the same words beside a
// no are not a yes.
func TestLangbEverydayNotes(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Sì, ci sono. Il citofono è rotto, chiamatemi sul cellulare", want: "will_be_in", notes: "chiamatemi sul cellulare"},
		{text: "Oui je serai là, la sonnette est en panne, appelez sur mon portable", want: "will_be_in", notes: "appelez sur mon portable"},
		{text: "oui nous serons là, il faut se garer sur la place de l'église", want: "will_be_in", notes: "se garer"},
		{text: "oui, il faut sonner à l'interphone C", want: "will_be_in", notes: "interphone C"},
		{text: "sì, scala D, secondo piano", want: "will_be_in"},
		{text: "sim, estou, bloco C, 2º andar", want: "will_be_in"},
		{text: "oui, pas la peine de sonner, je serai là", want: "will_be_in"},
		{text: "Sim, vou estar, venham logo que possível", want: "will_be_in"},
		{text: "el vecino del 5 lo recoge, se llama Paco", want: "alternate_signer", signer: "Paco"},
		{text: "o vizinho do 12 recebe, chama-se Rui", want: "alternate_signer", signer: "Rui"},
		{text: "mon voisin du 8 le prendra, il s'appelle Marc", want: "alternate_signer", signer: "Marc"},
		{text: "ma voisine du dessous prendra le colis", want: "alternate_signer"},
		{text: "posso falar com alguém da loja?", want: "wants_human"},
		{text: "Quanto dura la fascia oraria di consegna?", want: "unclear"},
	})
	neverYes(t, []string{
		"no, chiamate al cellulare", "non, appelez sur le portable",
		"non, il faut se garer devant l'église", "não, bloco C",
		"no, el vecino del 5 no puede", "non, mon voisin du 8 n'est pas là",
	})
}

// TestLangbScamAndDays: doubting the message ("parece golpe", "parece una
// estafa", "ça ressemble à une arnaque", "sembra una truffa") asks whether
// it is a scam; a Portuguese "sexta" or "quinta" alone is the day, not the
// Spanish ordinal.
func TestLangbScamAndDays(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"Isto vem mesmo da loja? deve ser golpe", "parece uma burla",
		"esto es una estafa?", "on dirait une arnaque", "mi sembra una truffa",
	} {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if r.Intent != confirm.IntentUnclear || r.Question != "scam" {
			t.Errorf("%q read as %s (question %q), want unclear asking about a scam: %s", text, r.Intent, r.Question, r.Reason)
		}
	}
	for _, text := range []string{"sexta", "a de sexta", "sexta de manhã"} {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS, Expect: ExpectSlot})
		if r.Intent != confirm.IntentReschedule || r.Slot != 1 {
			t.Errorf("%q read as %s slot %d, want Friday (slot 1): %s", text, r.Intent, r.Slot, r.Reason)
		}
	}
}

// TestLangbEverydayHedges: the everyday forms of a hedge or condition ("a
// no ser que", "salvo imprevistos", "se tudo correr bem", "em princípio",
// "in teoria", "purché arriviate", "à condition que vous passiez") and
// text speak for an absence ("no toy", "jsr pas la") are never a yes, while
// text speak for a yes ("jsr la"), being off sick at home ("estoy de baja")
// and the eldest child ("mon fils aîné") still are.
func TestLangbEverydayHedges(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "oui jsr la, mrc", want: "will_be_in"},
		{text: "nop, no toy", want: "different_day"},
		{text: "non jsr pas la dsl", want: "different_day"},
		{text: "estamos de baja, así que estaremos en casa", want: "will_be_in"},
		{text: "sim, estou de atestado, estou em casa", want: "will_be_in"},
		{text: "sì, sono in mutua, sono a casa", want: "will_be_in"},
		{text: "ma fille aînée sera là pour signer", want: "alternate_signer"},
		{text: "la mia figlia più grande ritira il pacco", want: "alternate_signer"},
	})
	neverYes(t, []string{
		"sí, a no ser que tenga que trabajar", "sí, salvo imprevistos", "si todo sale bien estaré",
		"sim, salvo imprevistos", "se tudo correr bem estou", "em princípio sim", "à partida sim",
		"in teoria sì", "sì, purché veniate di mattina", "oui, à condition que vous passiez avant 10h",
		"sí, a menos que me llamen", "oui si vous arriviez tôt",
		"no, estoy de baja en el hospital", "sí, estoy de baja pero tengo médico a las 10",
	})
}

// TestLangbAdultAge: an adult's age after a relation ("mi hijo de 20 años",
// "mio figlio di 25 anni") does not hide the signer; a child's age still
// keeps the reply from confirming.
func TestLangbAdultAge(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "no estaré, pero mi hija de 22 años estará, se llama Marta", want: "alternate_signer", signer: "Marta"},
		{text: "non ci sono ma c'è mio figlio di 25 anni, si chiama Paolo", want: "alternate_signer", signer: "Paolo"},
		{text: "o meu filho de 19 anos vai estar em casa", want: "alternate_signer"},
		{text: "mon fils de 20 ans sera là", want: "alternate_signer"},
	})
	neverYes(t, []string{
		"mi hijo de 8 años estará en casa", "mia figlia di 15 anni sarà a casa",
		"o meu filho de 17 anos vai estar em casa", "ma fille de 14 ans sera là",
		"no, mi hijo de 20 años no estará",
	})
}

// TestLangbNotWorkingAndFillers: "no trabajo", "não trabalho" read as "I am
// not working", so a yes with them confirms as the English one does; the
// fillers of a call ("pues mire", "ehm", "écoutez") carry nothing; "Mira"
// stays a name, and a texted "sry" is left to English.
func TestLangbNotWorkingAndFillers(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "sí, el martes no trabajo", want: "will_be_in"},
		{text: "sim, não trabalho nesse dia", want: "will_be_in"},
		{text: "no trabajamos ese día, estaremos en casa", want: "will_be_in"},
		{text: "pues mire, no voy a estar pero mi vecina lo recoge", want: "alternate_signer"},
		{text: "ehm sì va benissimo ci saremo", want: "will_be_in"},
		{text: "écoutez je ne serai pas là mais ma voisine le prendra", want: "alternate_signer"},
		{text: "Mira will be in", want: "alternate_signer", signer: "Mira"},
	})
	neverYes(t, []string{
		"no, no trabajo el martes pero no estaré", "sí no trabajo pero tengo médico",
		"não trabalho mas não vou estar em casa", "ok sry", "écoutez, non",
	})
}

// TestLangbCarryAndPlace: asking for two people for the carry ("portate
// qualcuno in più", "que vengan dos personas", "tragam mais alguém", "venez
// à deux"), where the sofa goes and where not ("na sala, não no hall") and
// a dead-end street are instructions beside a yes, kept in the notes.
func TestLangbCarryAndPlace(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Sì, ci sono. Quinto piano senza ascensore, venite in due", want: "will_be_in", notes: "venite in due"},
		{text: "sí, estaré. Es un tercero sin ascensor, hacen falta dos personas", want: "will_be_in", notes: "dos personas"},
		{text: "Sim, estamos. Não há elevador, venham dois", want: "will_be_in", notes: "venham dois"},
		{text: "Oui je serai là, 4ème sans ascenseur, prévoyez deux personnes", want: "will_be_in", notes: "prévoyez deux personnes"},
		{text: "Sim, estou. Ponham o sofá na sala, não na cozinha", want: "will_be_in", notes: "não na cozinha"},
		{text: "sim, vou estar, moramos numa rua sem saída", want: "will_be_in", notes: "rua sem saída"},
	})
	neverYes(t, []string{
		"não, tragam mais alguém", "no, que vengan dos personas otro día",
		"non, venez à deux un autre jour", "no, non ci sono, venite in due la prossima volta",
	})
}

// TestLangbSubjectWithPlace: a subject the language puts after its verb is
// read first also when where the person lives follows the name ("Ci sarà il
// mio vicino Giuseppe dell'interno 6", "ci sarà la mia vicina del numero
// 8"); a bare number after the name is left where it is, as it may be an
// hour.
func TestLangbSubjectWithPlace(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Ci sarà il mio vicino Franco dell'interno 4", want: "alternate_signer", signer: "Franco"},
		{text: "ci sarà la mia vicina del numero 12", want: "alternate_signer"},
		{text: "lo recoge mi vecino Paco del 5", want: "alternate_signer", signer: "Paco"},
	})
	neverYes(t, []string{
		"non ci sarà il mio vicino Franco dell'interno 4", "ci sarà il mio vicino Franco forse",
	})
}

// TestLangbTellingLater: a yes with a promise to tell later ("luego te
// digo", "ahora le digo", "já lhe digo", "poi ti dico", "je vous dis ça
// demain") is a hedge, never a confirmation.
func TestLangbTellingLater(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"sí, luego te digo", "vale, ahora le digo", "sí, después os digo algo", "sí, le diré mañana",
		"sim, já lhe digo", "sim, depois digo-lhe", "ok, eu digo depois",
		"sì, poi ti dico", "ok, vi dirò", "sì sì, le dico dopo",
		"oui je vous dis ça demain", "ok je te dis", "oui, je vous le dis plus tard",
	})
	checkLangb(t, []langbCase{
		{text: "vale, ahora le digo", want: "unclear"},
		{text: "sì, poi ti dico", want: "unclear"},
	})
}

// TestLangbMaybe: "puede ser", "podría ser" after a yes and "ça se peut"
// are "maybe", never a yes, while "¿puede ser el viernes?" still asks for
// that day.
func TestLangbMaybe(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"sí, puede ser", "sí puede ser", "vale, podría ser", "sí, puede ser, gracias",
		"oui, ça se peut", "oui ça se pourrait", "ok il se peut",
	})
	checkLangb(t, []langbCase{
		{text: "sí, puede ser", want: "unclear"},
		{text: "¿puede ser el viernes por la mañana?", want: "reschedule"},
		{text: "¿podría ser otro día?", want: "different_day"},
	})
}
