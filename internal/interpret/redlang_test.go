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

// TestSignerOtherDay: someone else named to take it on a day that is
// neither booked nor offered ("my husband will be in Thursday") is no
// signer for the booked day; the same person on the booked day, or with no
// day, still signs, and a day that is the signer's name is no day.
func TestSignerOtherDay(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"my husband will be in Thursday",
		"my neighbour will take it, but on Thursday",
		"mon mari sera là jeudi",
		"trovate mio marito giovedì",
		"lo va a recibir mi vecina, pero el jueves",
		"trece să o ia vecina, dar joi",
		"mae Elin yn fodlon ei gymryd dydd Iau",
		"o meu marido recebe na quinta",
	})
	checkLangb(t, []langbCase{
		{text: "my husband will be in Thursday", want: "different_day"},
		{text: "mon mari sera là jeudi", want: "different_day"},
		{text: "my husband will be in", want: "alternate_signer"},
		{text: "my husband will be in on Tuesday", want: "alternate_signer"},
		{text: "mon mari sera là mardi", want: "alternate_signer"},
		{text: "lo va a recibir mi vecina", want: "alternate_signer"},
		{text: "It'll be my wife Jan signing rather than me", want: "alternate_signer", signer: "Jan"},
	})
}

// TestSignerIfThere: a signer put as a condition with the verb ending the
// clause ("lo va a recibir mi vecina si está", "ma voisine le prendra si
// elle est là") is a condition, asked about; without it the signer stands.
func TestSignerIfThere(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"lo va a recibir mi vecina si está",
		"mi vecina lo recibe si está",
		"lo recibe mi vecina si esta",
		"mi hijo lo recoge si está",
		"ma voisine le prendra si elle est là",
		"mon voisin le prendra s'il est là",
		"mon voisin le prendra si il est là",
		"lo va a recibir mi vecina si está en casa",
	})
	checkLangb(t, []langbCase{
		{text: "lo va a recibir mi vecina", want: "alternate_signer"},
		{text: "ma voisine le prendra", want: "alternate_signer"},
		{text: "oui, mon mari est là", want: "alternate_signer"},
		{text: "sí está", want: "will_be_in"},
		{text: "ma voisine le prendra si elle est là", want: "unclear"},
	})
}

// TestSignerCannotSignEs: the one in who then cannot sign, in Spanish ("mi
// abuela estará pero no puede firmar", "no sabe firmar"), is asked about.
func TestSignerCannotSignEs(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"mi abuela estará pero no sabe firmar",
		"mi abuela estará pero no puede firmar",
		"mi abuela estará, pero no podrá firmar",
		"estará mi madre pero no puede firmarlo",
		"mis padres estarán pero no saben firmar",
		"lo va a recibir mi abuelo pero no sabe firmar",
		"mi abuela estará, no puede firmar",
		"ma grand-mère sera là mais elle ne sait pas signer",
	})
	checkLangb(t, []langbCase{
		{text: "mi abuela estará", want: "alternate_signer"},
		{text: "mi abuela estará y puede firmar", want: "alternate_signer"},
		{text: "mi abuela estará pero no sabe firmar", want: "unclear"},
	})
}

// TestNameAfterPlacePrep: a name after a preposition of place ("mardi je
// serai à Rosa", "el martes estaré en Lyon") is where the customer will be,
// never the subject of the verb: it is not read as someone signing or as
// the customer in. A name after the verb alone still is its subject.
func TestNameAfterPlacePrep(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"mardi je serai à Rosa",
		"mardi je serai à Lyon",
		"mardi on sera à Lyon",
		"el martes estaré en Rosa",
		"el martes estaré en Lyon",
		"na terça vou estar em Rosa",
		"martedì sarò a Rosa",
		"mardi je serai à Sarah",
	})
	checkLangb(t, []langbCase{
		{text: "ok perfecto, tb estara mi hermana", want: "alternate_signer"},
		{text: "lo recogerá Manolo", want: "alternate_signer", signer: "Manolo"},
		{text: "Ci sarà Luca", want: "alternate_signer", signer: "Luca"},
		{text: "sí, estaré en casa", want: "will_be_in"},
	})
}

// TestRoHardToBe: "greu să fiu acasă" (hard that I'll be in) is a doubt,
// asked about; "greu" of the sofa's weight or a hard-to-find door beside a
// yes keeps the yes.
func TestRoHardToBe(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"greu să fiu acasă",
		"greu sa fiu acasa",
		"e greu să fim acasă",
		"e greu sa fim acasa marti",
		"greu să fiu acasă marți dimineața",
		"greu să ajung acasă la timp",
		"sincer, greu să fiu acasă",
		"greu că voi fi acasă",
	})
	checkLangb(t, []langbCase{
		{text: "da, voi fi acasă", want: "will_be_in"},
		{text: "greu de găsit, dar voi fi acasă", want: "will_be_in"},
		{text: "greu să fiu acasă", want: "unclear"},
	})
}

// TestYesOrNot: a yes taken back at once ("sim... ou não", "da... sau nu",
// "sì... o no", "tak... albo nie") is no yes; the yes alone still is.
func TestYesOrNot(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"sim... ou não",
		"conta comigo... ou não",
		"sim ou nao",
		"da... sau nu",
		"da, sau poate nu",
		"sì... o no",
		"sì, oppure no",
		"tak... albo nie",
	})
	checkLangb(t, []langbCase{
		{text: "sim", want: "will_be_in"},
		{text: "da", want: "will_be_in"},
		{text: "sì", want: "will_be_in"},
		{text: "tak", want: "will_be_in"},
		{text: "sim... ou não", want: "unclear"},
	})
}

// TestSignerThatMorning: "esa mañana" (that morning) beside a signer is no
// other day: the signer stands.
func TestSignerThatMorning(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Mi hermana Lucía va a estar en casa esa mañana, ella firma. Yo trabajo", want: "alternate_signer", signer: "Lucía"},
		{text: "mi marido estará el jueves", want: "different_day"},
	})
}

// TestReachableByPhone: available by phone ("I'll be available by phone",
// "mi trovate al telefono", "mă găsiți la telefon", "będę dostępna
// telefonicznie") is reachable, not in: asked about. Available or found at
// home, with a phone number beside, still confirms.
func TestReachableByPhone(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"I will be available by phone",
		"I will be available on the phone",
		"i am available on my mobile",
		"będę dostępna telefonicznie",
		"będę dostępny pod telefonem",
		"mă găsiți la telefon",
		"mi trovate al telefono",
		"estaré disponible por teléfono",
		"vou estar disponível por telefone",
	})
	checkLangb(t, []langbCase{
		{text: "yes I'll be available all morning", want: "will_be_in"},
		{text: "yes I'm free all day, ring my mobile", want: "will_be_in"},
		{text: "mă găsiți acasă", want: "will_be_in"},
		{text: "mi trovate a casa", want: "will_be_in"},
		{text: "będę dostępna", want: "will_be_in"},
		{text: "sì, mi trovate a casa, chiamatemi al cellulare", want: "will_be_in"},
	})
}

// TestNamedPlaceAt: a capitalised word inside its sentence straight after
// "at" is a place, even one that is also a pleasantry ("Tuesday I'll be at
// Nice"); "at home" in any case and a reply in capitals keep their reading.
func TestNamedPlaceAt(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"Tuesday I will be at Nice",
		"mardi je serai à Nice",
		"on Tuesday we will be at Nice",
		"I'll be at Nice all day",
		"mardi on sera à Nice",
		"martedì sarò a Nice",
		"Tuesday I will be at Lovely",
		"yes, Tuesday I will be at Nice",
	})
	checkLangb(t, []langbCase{
		{text: "yes I will be at Home", want: "will_be_in"},
		{text: "YES I WILL BE AT HOME", want: "will_be_in"},
		{text: "yes, nice one, I will be at home", want: "will_be_in"},
		{text: "Yes I will be in. At Home all day", want: "will_be_in"},
	})
}
