package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestW3LangAwayAndStaying: travelling, taking a parent to hospital and
// "going out" said in any person turn the booked day down; a household
// that stays in because of a small child, "not going anywhere", confirms.
// An interjection before it ("uy", "ay") changes nothing.
func TestW3LangAwayAndStaying(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"ay el martes no podemos, estamos de viaje hasta el viernes", "different_day", "-"},
		{"uy imposible, estaremos de viaje toda la semana", "different_day", "-"},
		{"el martes acompaño a mi madre al hospital, otro día mejor", "different_day", "-"},
		{"martedì porto mia madre all'ospedale, possiamo fare un altro giorno?", "different_day", "-"},
		{"martedì accompagno mio padre all'ospedale", "different_day", "-"},
		{"nahi tuesday ko hum bahar ja rahe hain sorry", "different_day", "-"},
		{"nahi hum bahar jaa rahe hain", "different_day", "-"},
		{"da suntem acasă, avem un bebeluș deci nu plecăm nicăieri", "will_be_in", "-"},
		{"da, sunt acasă, nu merg nicăieri", "will_be_in", "-"},
		{"Ji haan hum ghar pe honge, gali mein parking nahi hai, masjid ke samne park kar lena", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"uy no sé si estaremos de viaje", "ay, estamos de viaje", "nu suntem acasă, plecăm la mare",
		"accompagno mio padre all'ospedale martedì", "nahi hum bahar ja rahe hain",
		"avem un copil mic, nu știu dacă suntem acasă", "masjid ke saamne park kar lena",
		"nu plecăm nicăieri? nu știu încă",
	})
}

// TestW3LangTitledNeighbour: a neighbour named with a title and a full
// stop ("M. Dubois", "Sra. López", "Dl. Popescu", "Mr. Dubois") is
// another signer, named with the title; the same titles beside a refusal
// are not.
func TestW3LangTitledNeighbour(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Je ne serai pas là mais mon voisin M. Dubois peut le réceptionner", "alternate_signer", "-"},
		{"Je ne serai pas là mais ma voisine Mme. Martin peut le réceptionner", "alternate_signer", "-"},
		{"No estaré pero mi vecina la Sra. López lo puede recoger", "alternate_signer", "-"},
		{"Nu sunt acasă dar vecinul meu Dl. Popescu îl poate primi", "alternate_signer", "-"},
		{"i will not be in but my neighbour Mr. Dubois can take it in", "alternate_signer", "-"},
		{"I'm out, my neighbour Mrs. Khan will take it in", "alternate_signer", "-"},
		{"Nu sunt acasă, dar vecina mea d-na Ionescu îl poate primi", "alternate_signer", "-"},
		{"Nu sunt acasă, dar vecinul meu d-l Popa îl poate primi", "alternate_signer", "-"},
		{"non ci sarò ma il mio vicino, il sig. Rossi, può ritirarlo", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"Mon voisin M. Dubois ne peut pas le réceptionner", "La Sra. López no estará",
		"Dl. Popescu nu este acasă", "my neighbour Mr. Dubois won't be in",
		"yes in till 12 p.m. Thanks then out", "D-na Ionescu nu e acasă", "il sig. Rossi non c'è",
	})
}

// TestW3LangHouseholdStaysIn: a household that stays in, told in each
// language with a small child or "not going anywhere", confirms; the
// same words with an absence, a doubt or a negation do not.
func TestW3LangHouseholdStaysIn(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"oui on est là, on a un bébé donc on ne bouge pas", "will_be_in", "-"},
		{"oui nous serons à la maison, on ne va nulle part", "will_be_in", "-"},
		{"sim estamos em casa, temos um bebé por isso não vamos a lado nenhum", "will_be_in", "-"},
		{"tak, jesteśmy w domu, mamy małe dziecko więc nigdzie się nie ruszamy", "will_be_in", "-"},
		{"sì siamo a casa, abbiamo un bambino piccolo quindi non ci muoviamo", "will_be_in", "-"},
		{"sí estamos en casa, tenemos un bebé así que no salimos", "will_be_in", "-"},
		{"ydyn, dyn ni adre, mae gennym fabi bach felly dyn ni ddim yn mynd i unman", "will_be_in", "-"},
		{"haan hum ghar pe hain, chhota baccha hai to kahin nahi ja rahe", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"on a un bébé, on ne sait pas si on sera là", "não estamos em casa, temos um bebé no hospital",
		"nie ma nas w domu, mamy małe dziecko u lekarza", "non siamo a casa, abbiamo un bambino piccolo",
		"non so se siamo a casa, non ci muoviamo forse", "dyn ni ddim adre", "hum ghar pe nahi honge, baccha bimar hai",
		"no estamos en casa, tenemos un bebé en el hospital",
	})
}

// TestW3LangTakingSomeone: taking a parent to hospital, in any language
// and person ("j'accompagne", "vou levar", "îl duc pe tata", "hospital le
// ja raha hoon"), turns the booked day down; never a confirmation.
func TestW3LangTakingSomeone(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"mardi matin j'accompagne mon père à l'hôpital, on peut faire un autre jour ?", "different_day", "-"},
		{"terça de manhã vou acompanhar o meu pai ao hospital, pode ser outro dia?", "different_day", "-"},
		{"marți dimineață îl duc pe tata la spital, se poate altă zi?", "different_day", "-"},
		{"nahi mangal ko main abbu ko hospital le ja raha hoon", "different_day", "-"},
		{"el martes por la mañana llevo a mi padre al hospital, ¿puede ser otro día?", "different_day", "-"},
		{"martedì mattina porto mio padre all'ospedale, un altro giorno?", "different_day", "-"},
	})
	neverYes(t, []string{
		"j'emmène ma mère à l'hôpital mardi", "vou levar a minha mãe ao hospital",
		"o duc pe mama la spital marți", "abbu ko hospital le jana hai", "bore dydd mawrth dw i'n mynd â dad i'r ysbyty",
		"acompaño a mi padre al hospital", "porto mio padre in ospedale martedì",
	})
}

// TestW3LangItemsAndSender: a yes with a question of what is coming or
// who is writing ("c'est bien le canapé gris ?", "time kya hoga
// exactly?") still confirms; the question alone does not.
func TestW3LangItemsAndSender(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Oui nous serons là. C'est bien le canapé gris ?", "will_be_in", "-"},
		{"Oui je serai là, est-ce bien la table et les chaises ?", "will_be_in", "-"},
		{"Haan bilkul ghar pe hongi. Time kya hoga exactly?", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"C'est bien le canapé gris ?", "Non, c'est bien la table ?", "Time kya hoga exactly?",
		"Nu recunosc numărul, cine sunteți?", "Je ne serai pas là, c'est bien le canapé ?",
	})
}

// TestW3LangParkByLandmark: no parking in the street and a landmark to
// park by (a church, a mosque, a temple) are notes beside a firm yes, in
// every language; the landmark is never the customer out at church, and
// never makes an absence a yes.
func TestW3LangParkByLandmark(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sí estaré en casa. No hay aparcamiento en la calle, aparque delante de la iglesia", "will_be_in", "No hay aparcamiento en la calle, aparque delante de la iglesia"},
		{"oui je serai là. Pas de place dans la rue, garez-vous devant l'église", "will_be_in", "-"},
		{"sì sarò a casa. In via non c'è parcheggio, parcheggiate davanti alla chiesa", "will_be_in", "-"},
		{"sim vou estar em casa. Não há estacionamento na rua, estacione em frente à igreja", "will_be_in", "-"},
		{"tak będę w domu. Na ulicy nie ma parkingu, proszę zaparkować przed kościołem", "will_be_in", "-"},
		{"da voi fi acasă. Pe stradă nu e loc de parcare, parcați în fața bisericii", "will_be_in", "-"},
		{"haan main ghar pe hunga. gali mein jagah nahi hai, mandir ke samne gaadi khadi kar dena", "will_be_in", "-"},
		{"Ji haan hum ghar pe honge. Gali mein parking nahi hai, masjid ke saamne park kar lena", "will_be_in", "Gali mein parking nahi hai, masjid ke saamne park kar lena"},
	})
	neverYes(t, []string{
		"no estaré, aparque delante de la iglesia", "je ne serai pas là, garez-vous devant l'église",
		"non sarò a casa, in via non c'è parcheggio", "não vou estar, estacione em frente à igreja",
		"nie będzie mnie, proszę zaparkować przed kościołem", "nu sunt acasă, parcați în fața bisericii",
		"hum ghar pe nahi honge, masjid ke saamne park kar lena", "masjid ke saamne park kar lena",
	})
}

// TestW3LangSignerTitleKept: the signer named after a title keeps it as
// a title: "M. Dubois" with its full stop, so that the M is not read as
// an initial.
func TestW3LangSignerTitleKept(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, signer string }{
		{"Je ne serai pas là mais mon voisin M. Dubois peut le réceptionner", "M. Dubois"},
		{"Je travaille, mon voisin M. Martin peut le recevoir", "M. Martin"},
		{"i will not be in but my neighbour Mr. Dubois can take it in", "Mr Dubois"},
		{"Nu sunt acasă, dar vecina mea d-na Ionescu îl poate primi", "Mrs Ionescu"},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS})
		if r.Signer != tt.signer {
			t.Errorf("%q: signer %q, want %q (%s)", tt.text, r.Signer, tt.signer, r.Reason)
		}
	}
}
