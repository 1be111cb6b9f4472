package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestPlpt6PolishTexting: Polish as it is texted, without diacritics and
// with its slang (zapraszam, na bank, luz, xd, nie ma pośpiechu), reads as
// the yes it is; the same words beside an absence do not confirm.
func TestPlpt6PolishTexting(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"tak, zapraszam", "will_be_in", "-"},
		{"zapraszamy, bedziemy w domu", "will_be_in", "-"},
		{"tak bede, zapraszam serdecznie", "will_be_in", "-"},
		{"tak, bede w domu, prosze sie nie spieszyc", "will_be_in", "-"},
		{"tak, bede, nie ma pospiechu", "will_be_in", "-"},
		{"na bank bede", "will_be_in", "-"},
		{"bede na sto procent, zapraszam", "will_be_in", "-"},
		{"spoko luz, bede w domu", "will_be_in", "-"},
		{"ok, bede. dzieki za przypomnienie", "will_be_in", "-"},
		{"bede w domu, dziekuje za wiadomosc", "will_be_in", "-"},
		{"tak, ten termin mi pasuje", "will_be_in", "-"},
		{"termin jest ok, bede", "will_be_in", "-"},
		{"spoko bedziemy. 4 pietro bez windy wiec przydadza sie 2 osoby xd", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"zapraszam w piątek", "nie, zapraszam w piatek", "na bank nie bede", "nie bede, xd",
		"termin mi nie pasuje", "ten termin nie pasuje", "luz, ale nie bede w domu",
		"nie ma pospiechu, nie bede we wtorek", "dzieki za przypomnienie, ale mnie nie bedzie",
	})
}

// TestPlpt6PolishSlotNumbers: the offered slots picked as Poles name
// numbers (jedynka, dwójka, trójka) read as the first, second, third.
func TestPlpt6PolishSlotNumbers(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text string
		slot int
	}{
		{"dwójka pasuje", 1}, {"dwojka", 1}, {"poprosze dwojke", 1}, {"biorę dwójkę", 1},
		{"jedynka", 0}, {"jedynka pasuje", 0}, {"trójka", 2}, {"trojka bedzie ok", 2},
		{"wezme trojke", 2},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectSlot})
		if r.Intent != confirm.IntentReschedule || r.Slot != tt.slot {
			t.Errorf("%q read as %s slot %d, want reschedule slot %d: %s", tt.text, r.Intent, r.Slot, tt.slot, r.Reason)
		}
	}
}

// TestPlpt6PolishHouseAndCrew: the house, the block, the van and the crew
// addressed as "panowie" go to the notes beside a yes; the same notes with
// no yes, or beside a no, never confirm.
func TestPlpt6PolishHouseAndCrew(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Ok będę. 4 piętro bez windy, czy panowie wniosą kanapę na górę?", "will_be_in", "-"},
		{"tak, bede. czy panowie wniosa lodowke na 3 pietro?", "will_be_in", "-"},
		{"tak, mieszkam na 3 pietrze, winda jest", "will_be_in", "-"},
		{"tak, mieszkam na parterze, wejscie od podworka", "will_be_in", "-"},
		{"bede w domu, wejscie od tylu", "will_be_in", "-"},
		{"tak, bede. Kod do bramy 1234#, parkowanie tylko na ulicy", "will_be_in", "-"},
		{"tak bede, jest miejsce dla dostawczaka", "will_be_in", "-"},
		{"tak, bede. mozna stanac na chodniku", "will_be_in", "-"},
		{"tak, bede, kot moze uciec wiec prosze uwazac", "will_be_in", "-"},
		{"tak bede, brama wjazdowa jest na pilota", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"czy panowie wniosą kanapę na górę?", "mieszkam na parterze", "nie bede, mieszkam na parterze",
		"parkowanie tylko na ulicy", "kot moze uciec", "nie bedzie mnie, wejscie od tylu",
		"panowie, nie bede w domu", "jest miejsce dla dostawczaka ale nikogo nie bedzie",
	})
}

// TestPlpt6PolishAway: a wedding, a funeral, a spa stay, tests at the
// hospital and a trip to family are absences in every person; "da się" with
// another date asks for a different day.
func TestPlpt6PolishAway(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"nie bede, mam wesele", "different_day", "-"},
		{"we wtorek mam pogrzeb", "different_day", "-"},
		{"jestem w sanatorium do piatku", "different_day", "-"},
		{"mam badania w szpitalu", "different_day", "-"},
		{"we wtorek jedziemy do tesciowej", "different_day", "-"},
		{"We wtorek rano jestem w szpitalu na badaniach, nie dam rady. Da się inny termin?", "different_day", "-"},
		{"da się inny termin?", "different_day", "-"},
		{"czy da się przełożyć?", "different_day", "-"},
		{"mam dentystę o 10", "different_day", "-"},
	})
	neverYes(t, []string{
		"tak ale mam wesele", "tak, ale we wtorek mam pogrzeb", "tak bede, ale mam badania o 9",
		"tak, jestem w sanatorium", "tak, jedziemy do mamy", "mam dentystę, chyba bede",
		"tak, da się inny termin?", "bede po badaniach",
	})
}

// TestPlpt6PolishHelp: a person please, put through to an advisor, cancel by
// returning it and wrong person said in everyday words.
func TestPlpt6PolishHelp(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"proszę połączyć mnie z konsultantem", "wants_human", "-"},
		{"polaczcie mnie z konsultantem", "wants_human", "-"},
		{"prosze mnie polaczyc z konsultantem", "wants_human", "-"},
		{"nie znam tej osoby", "wrong_person", "-"},
		{"to pomylka, nie znam takiej osoby", "wrong_person", "-"},
		{"ten numer nalezy do kogos innego", "wrong_person", "-"},
		{"chce zrezygnowac z dostawy", "cancel", "-"},
		{"nie zycze sobie smsow", "opt_out", "-"},
		{"od kogo ta paczka?", "unclear", "-"},
	})
	neverYes(t, []string{
		"ile to bedzie kosztowac?", "czy trzeba placic?", "czy moge zaplacic karta?",
		"czy zamontujecie?", "czy kierowca pomoze wniesc?", "od kogo jest ta paczka?",
		"zamowienie anulowane?", "nie znam tej osoby",
	})
}

// TestPlpt6PortugueseTexting: Brazilian and Portuguese texting (show,
// fechou, pode vir sim, obg pelo aviso, home office, de folga) reads as the
// yes it is; the same words beside an absence or a condition never confirm.
func TestPlpt6PortugueseTexting(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"pode vir sim", "will_be_in", "-"},
		{"pode vir tranquilo, to em casa", "will_be_in", "-"},
		{"show, to em casa", "will_be_in", "-"},
		{"fechou, vou estar", "will_be_in", "-"},
		{"vou estar, obg pelo aviso", "will_be_in", "-"},
		{"sim, estou em home office na terça", "will_be_in", "-"},
		{"tô de home office, pode vir", "will_be_in", "-"},
		{"estou de folga na terça, pode vir", "will_be_in", "-"},
		{"trabalho por turnos, na terça estou de folga", "will_be_in", "-"},
		{"sim, estou de licença de maternidade", "will_be_in", "-"},
		{"sim, to desempregado, to sempre em casa", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"se for de manhã, sim", "se for cedo não dá", "pode vir sim? não sei se estou",
		"show, mas não vou estar", "trabalho por turnos, na terça estou a trabalhar",
		"estou de licença de maternidade mas vou estar fora", "fechou, mas só depois das 10",
		"estou em home office mas vou ao médico", "trabalho por turnos",
	})
}

// TestPlpt6PortugueseBuilding: doorman, intercom, bell, stairs, ground
// floor, parking and pets go to the notes beside a yes.
func TestPlpt6PortugueseBuilding(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sim, to em casa. apto 52, o porteiro libera", "will_be_in", "-"},
		{"blz, vou estar em casa, é só interfonar", "will_be_in", "-"},
		{"pode vir, to aqui. toca o interfone 32", "will_be_in", "-"},
		{"sim, to em casa. a campainha não funciona, bate na porta", "will_be_in", "-"},
		{"sim, moro no terceiro andar, só tem escada", "will_be_in", "-"},
		{"sim, é no rés-do-chão", "will_be_in", "-"},
		{"sim, 2º andar, toquem à campainha", "will_be_in", "-"},
		{"sim estou, é uma moradia com portão verde", "will_be_in", "-"},
		{"sim, há lugar para a carrinha", "will_be_in", "-"},
		{"sim, temos um cão, fica fechado", "will_be_in", "-"},
		{"sim tô em casa, tenho um cachorro mas ele é bonzinho", "will_be_in", "-"},
		{"sim, to em casa, fechem o portão por favor", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"só tem escada", "o porteiro libera", "toca o interfone", "não vou estar, o porteiro libera",
		"deixem no quintal", "o cão fica fechado", "tenho um cachorro mas ele é bonzinho",
		"moro no terceiro andar, não vou estar", "não há elevador",
	})
}

// TestPlpt6PortugueseAwayAndAsked: errands, meetings, work slang and
// questions (how many come, when you pass, will you call) are read as
// absences and questions, never as a yes.
func TestPlpt6PortugueseAwayAndAsked(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"to no trampo", "different_day", "-"},
		{"vou estar no emprego", "different_day", "-"},
		{"vou às compras de manhã", "different_day", "-"},
		{"tenho uma reunião na terça", "different_day", "-"},
		{"vou pro hospital", "different_day", "-"},
		{"tenho que ir ao banco de manhã", "different_day", "-"},
		{"para de mandar mensagem", "opt_out", "-"},
		{"não me mande mais mensagens", "opt_out", "-"},
		{"quero falar com atendente", "wants_human", "-"},
		{"tem como falar com alguém?", "wants_human", "-"},
		{"não fui eu que comprei", "wrong_person", "-"},
		{"foi engano", "wrong_person", "-"},
		{"desisti da compra", "cancel", "-"},
	})
	neverYes(t, []string{
		"sim, mas tenho uma reunião às 10", "sim, mas vou às compras de manhã", "sim, tenho um compromisso",
		"que horas vocês passam?", "tem previsão de horário?",
		"quantos entregadores vem?", "qnts pessoas vem entregar?", "quem ta falando?",
		"to no trampo, mas pode vir", "vou à farmácia, volto logo",
	})
}

// TestPlpt6BeingInEveryPerson: being in said in the persons and forms
// people text (all day, waiting for the delivery, both of us, someone is
// always home, a day off taken) confirms; the same beside a no, a hedge or
// an absence does not.
func TestPlpt6BeingInEveryPerson(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"jestesmy caly dzien", "will_be_in", "-"},
		{"czekamy na kanape", "will_be_in", "-"},
		{"czekam na przesylke", "will_be_in", "-"},
		{"bede w domu od rana do poludnia", "will_be_in", "-"},
		{"w ciagu dnia jestem w domu", "will_be_in", "-"},
		{"zwolnie sie z pracy, bede", "will_be_in", "-"},
		{"tem sempre alguém em casa", "will_be_in", "-"},
		{"estamos os dois", "will_be_in", "-"},
		{"folgo na terça, pode vir", "will_be_in", "-"},
		{"vou tirar o dia de folga", "will_be_in", "-"},
		{"a minha esposa fica em casa", "alternate_signer", "-"},
		{"não vou conseguir", "different_day", "-"},
		{"minha mulher fica no trabalho", "different_day", "-"},
	})
	neverYes(t, []string{
		"powinnismy byc", "nie jestesmy caly dzien", "czekam na kuriera ale nie wiem czy bede",
		"jestesmy caly dzien w pracy", "tem sempre alguém? não sei", "vou pedir folga",
		"não estamos os dois", "a casa fica ao lado da farmácia", "estamos os dois fora",
		"folgo na quarta, na terça trabalho",
	})
}

// TestPlpt6NotesAndParts: parts of the day as Brazilians write them, day
// names Poles shorten, and the notes people add (the bell works, steep
// stairs, a small child, the block's caretaker, dogs shut in, just let me
// know) read beside a yes; questions about the parcel stay questions.
func TestPlpt6NotesAndParts(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"na parte da manhã estou em casa", "will_be_in", "-"},
		{"sim, no período da manhã estou", "will_be_in", "-"},
		{"sexta no período da manhã", "reschedule", "-"},
		{"sábado no período da tarde", "reschedule", "-"},
		{"w sb po 12", "reschedule", "-"},
		{"piateczek rano", "reschedule", "-"},
		{"Dzień dobry, tak, będę w domu we wtorek. Proszę dzwonić do drzwi, dzwonek działa", "will_be_in", "-"},
		{"tak, bede. prosze uwazac na schody, sa strome", "will_be_in", "-"},
		{"tak jestem, mam malutkie dziecko wiec prosze nie pukac glosno", "will_be_in", "-"},
		{"tak, super, dziekuje za kontakt", "will_be_in", "-"},
		{"tak, będzie mój tata, Janusz. Jest starszy, więc proszę poczekać chwilę", "alternate_signer", "-"},
		{"Sim! Só avisar quando estiver chegando", "will_be_in", "-"},
		{"ok, vou estar, tenho dois cachorros mas ficam presos", "will_be_in", "-"},
		{"vou sim, é no bloco B apto 304", "will_be_in", "-"},
		{"quem vai receber é o zelador", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"na parte da manhã não estou", "no período da manhã estou no trabalho", "dzwonek działa",
		"nie mam pojecia o jaka przesylke chodzi", "skad wiecie gdzie mieszkam?", "tata jest starszy, nie wiem czy otworzy",
		"como vocês conseguiram meu número?", "não tô entendendo, que entrega é essa?", "só avisar, não sei se estou",
		"vou sim sair de manhã", "ficam presos mas não estou em casa",
	})
}

// TestPlpt6StayingInAndRelief: staying in to look after someone, on sick
// leave, waiting impatiently, "at last", "go ahead" and the house described
// confirm; the same words beside an absence or a doubt do not.
func TestPlpt6StayingInAndRelief(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"tak, bede w domu. jestem na zwolnieniu lekarskim", "will_be_in", "-"},
		{"tak, opiekuje sie mama, jestem zawsze w domu", "will_be_in", "-"},
		{"czekam z niecierpliwoscia", "will_be_in", "-"},
		{"nareszcie! bede", "will_be_in", "-"},
		{"smialo, zapraszam", "will_be_in", "-"},
		{"tak, dom jednorodzinny, bialy plot", "will_be_in", "-"},
		{"tak, ostatni dom na koncu ulicy", "will_be_in", "-"},
		{"sim, estou a tomar conta da minha mãe, estou sempre em casa", "will_be_in", "-"},
		{"pode vir sem problema", "will_be_in", "-"},
		{"finalmente! estou em casa", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"opiekuje sie mama w szpitalu", "w koncu nie bede", "nareszcie, ale nie bede w domu",
		"smialo, ale mnie nie bedzie", "ostatni dom na koncu ulicy", "trudno trafic",
		"finalmente, mas não estou", "sem stress, não vou estar", "cuido da minha mãe no hospital",
	})
}
