package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Italian, French, Welsh and Polish as customers text them and as a call
// writes them: each test holds one class of words, with replies written for
// it, and look-alikes beside them that must never confirm.

// TestLang2HouseAndStreet: a yes with the house, the street and a landmark
// to find them by (a roof, a steep hill, a gravel road, opposite the
// pharmacy, behind the church, near the station), or with the home life
// that keeps someone in (back from holiday, a partner asleep after nights,
// out of work), confirms. Being at the landmark is still away.
func TestLang2HouseAndStreet(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sì ci sono, la villetta con il tetto verde", "will_be_in", "-"},
		{"sì ci sono, la strada è sterrata e c'è una salita ripida", "will_be_in", "-"},
		{"si ci sono, sono appena rientrato dalle vacanze", "will_be_in", "-"},
		{"sì ci sono, sono disoccupata quindi sempre a casa", "will_be_in", "-"},
		{"sì ci sono, cancelletto pedonale, spingetelo", "will_be_in", "-"},
		{"oui je suis là, la maison avec le toit rouge", "will_be_in", "-"},
		{"oui je suis là, c'est un chemin de terre, en face de la pharmacie", "will_be_in", "-"},
		{"oui on vient de rentrer de vacances, on sera là", "will_be_in", "-"},
		{"oui je suis là, mon mari est de nuit donc il dort", "will_be_in", "-"},
		{"oui je suis là, près de la gare", "will_be_in", "-"},
		{"ie bydda i adre, tu ôl i'r capel", "will_be_in", "-"},
		{"ie bydda i adre, rhiw serth, gyferbyn â'r fferyllfa", "will_be_in", "-"},
		{"bydda i adre, dw i newydd ddod nôl o'n gwyliau", "will_be_in", "-"},
		{"ie, ma rywun adre, y tŷ efo'r to coch", "will_be_in", "-"},
		{"tak będę, dom z zielonym dachem za kościołem", "will_be_in", "-"},
		{"tak bede, droga gruntowa, stromy podjazd", "will_be_in", "-"},
		{"tak będę, właśnie wróciłam z urlopu", "will_be_in", "-"},
		{"tak będę, naprzeciwko apteki, koło dworca", "will_be_in", "-"},
		{"tak, zdecydowanie, mąż pracuje na noce więc śpi", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"sì, ma sarò alla stazione", "sono in farmacia tutta la mattina", "sì se torno dalle vacanze in tempo",
		"je serai à la gare", "oui mais je rentre de vacances mercredi", "je suis à la pharmacie ce matin",
		"dw i yn yr orsaf bore dydd Mawrth", "bydda i yn y dafarn", "efallai, dw i newydd ddod nôl ond rhaid mynd eto",
		"będę na dworcu", "wracam z urlopu w środę", "jestem w aptece cały ranek", "chyba tak, zależy kiedy wrócę",
	})
}

// TestLang2OutOnErrands: an appointment with any professional (the
// accountant, the lawyer, the vet, the hairdresser), an errand at the bank or
// the council, a trip away for work or a long weekend, and a house with not a
// soul in it turn the day down; with a yes before them they are never a
// confirmation.
func TestLang2OutOnErrands(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"martedì sono dal commercialista", "different_day", "-"},
		{"martedì mattina sono dall'avvocato", "different_day", "-"},
		{"siamo via per il ponte", "different_day", "-"},
		{"martedì non c'è un'anima a casa", "different_day", "-"},
		{"mardi je suis chez le coiffeur", "different_day", "-"},
		{"mardi matin je suis chez le véto avec le chien", "different_day", "-"},
		{"on fait le pont, on sera pas là", "different_day", "-"},
		{"dydd Mawrth dw i yn y siop trin gwallt", "different_day", "-"},
		{"dw i i ffwrdd efo gwaith drwy'r wythnos", "different_day", "-"},
		{"we wtorek jestem u księgowej", "different_day", "-"},
		{"jestem w szpitalu na oddziale", "different_day", "-"},
	})
	neverYes(t, []string{
		"sì ma sono dal notaio alle 10", "sì, però martedì sono fuori sede", "sì ma sono dal barbiere",
		"oui mais je suis chez le comptable", "oui mais on part pour le pont", "oui, sauf que je suis à la banque",
		"ie ond dw i yn y banc bore 'ma", "ie ond bydda i at y milfeddyg", "ie, ond dw i'n cael torri gwallt",
		"tak, ale będę u weterynarza", "tak ale jestem w banku do 11", "tak, ale wyjeżdżamy na długi weekend",
	})
}

// TestLang2AsksWithTheYes: a yes that asks when the crew will come, who brings
// it or how many will carry it, on a text or on a call line written without
// its question mark, confirms and keeps the question; the same question
// without a yes asks.
func TestLang2AsksWithTheYes(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, channel, intent, question string }{
		{"sì ci siamo a che ora più o meno arrivano", "call", "will_be_in", "time"},
		{"si ci sono verso che ora arrivano", "call", "will_be_in", "time"},
		{"oui je serai là ils passent à quelle heure", "call", "will_be_in", "time"},
		{"oui je serai là, c'est quoi l'heure de passage ?", "sms", "will_be_in", "time"},
		{"ie bydda i adre tua faint o'r gloch", "call", "will_be_in", "time"},
		{"ie bydda i adre, pryd yn union?", "sms", "will_be_in", "time"},
		{"tak będziemy w domu o której mniej więcej przyjadą", "call", "will_be_in", "time"},
		{"tak będę, ilu będzie panów do wniesienia?", "sms", "will_be_in", "carry"},
		{"a che ora arrivano?", "sms", "unclear", "time"},
		{"vous passez vers quelle heure ?", "sms", "unclear", "time"},
		{"non ci sono a che ora arrivano", "call", "unclear", "-"},
		{"nie będzie mnie o której przyjadą", "call", "-", "-"},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.Channel(tt.channel)})
		if r.Intent == confirm.IntentWillBeIn && tt.intent != "will_be_in" {
			t.Errorf("%q read as %s: %s", tt.text, r.Intent, r.Reason)
		}
		if tt.intent != "-" && string(r.Intent) != tt.intent {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.intent, r.Reason)
		}
		if tt.question != "-" && string(r.Question) != tt.question {
			t.Errorf("%q asks %q, want %q: %s", tt.text, r.Question, tt.question, r.Reason)
		}
	}
}

// TestLang2TextSpeak: yeses texted short and without accents ('ci sn tt il
// gg', 'nn c problemi', 'oki doki', 'grand') confirm; the same short forms
// around an absence or a hedge do not.
func TestLang2TextSpeak(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"ok ci sn tt il gg", "will_be_in", "-"},
		{"sisi nn c problemi ci sono", "will_be_in", "-"},
		{"oki doki ci sono", "will_be_in", "-"},
		{"ok grand, bydda i yma", "will_be_in", "-"},
		{"dyn ni newydd ddod nôl, byddwn ni adre", "will_be_in", "-"},
		{"wsh oui je serai là", "will_be_in", "-"},
		{"sisisi ci sono", "will_be_in", "-"},
		{"dim probs, bydda i adre", "will_be_in", "-"},
		{"tshŵr, bydda i yma", "will_be_in", "-"},
		{"martedì non c'è un'anima a casa", "different_day", "-"},
	})
	neverYes(t, []string{
		"nn ci sn tt il gg", "oki doki ma nn ci sono", "boh forse ci sn", "nn c problemi, mio marito nn c è",
		"grand, ond fydda i ddim adre", "ok grand, efallai", "wsh je serai pas là", "sisisi ma non ci sono",
		"dim probs, ond fydda i ddim adre", "tshwr? efallai",
	})
}

// TestLang2NeitherNor: "neither me nor my husband" denies the presence it
// goes with of everyone it names, in English and in the glossed languages,
// where it once named the husband as the signer. Being in said in other
// persons and verbs ('vous me trouverez', 'zastaniecie nas') still confirms.
func TestLang2NeitherNor(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"neither me nor my husband will be in", "different_day", "-"},
		{"ni moi ni mon mari ne serons là", "different_day", "-"},
		{"ni mon mari ni moi ne serons à la maison", "different_day", "-"},
		{"né io né mia moglie saremo a casa", "different_day", "-"},
		{"na fi na'r gŵr fydd adre", "different_day", "-"},
		{"ani ja ani mąż nie będziemy w domu", "different_day", "-"},
		{"vous trouverez personne mardi", "different_day", "-"},
		{"nie zastaniecie nikogo", "different_day", "-"},
		{"either me or my husband will be in", "will_be_in", "-"},
		{"oui je serai à mon domicile", "will_be_in", "-"},
		{"tak, zastaniecie nas w domu cały ranek", "will_be_in", "-"},
		{"bydd fy nghyd-letywr Iwan adre", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"neither i nor my wife will be there", "nor me nor my son will be home", "ni moi ni ma femme",
		"ni moi ni mon fils ne serons là mardi", "nid fi na fy ngŵr fydd adre", "nie zastaniecie mnie w domu",
		"né io né mio marito ci saremo", "ani ja, ani żona nie będziemy",
	})
}

// TestLang2CallLines: call transcripts with their fillers ('allora', 'guardi',
// 'euh', 'wel', 'no to') and 'ci sono io a casa' read as the one presence
// they are; a lecture, a birth and both at work turn the day down.
func TestLang2CallLines(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want string }{
		{"allora sì sì guardi ci sono io a casa tutta la mattina", "will_be_in"},
		{"sì ci siamo noi in casa fino a mezzogiorno", "will_be_in"},
		{"oui c'est bon je suis à la maison de toute façon", "will_be_in"},
		{"oui alors euh je serai là toute la matinée", "will_be_in"},
		{"ie wel bydda i adre drwy'r bore", "will_be_in"},
		{"dzień dobry no to będę cały ranek w domu", "will_be_in"},
		{"mae gen i ddarlith yn y brifysgol bore dydd mawrth", "different_day"},
		{"żona rodzi jesteśmy w szpitalu", "different_day"},
		{"allora no guardi martedì lavoro", "different_day"},
		{"na sori dw i'n gweithio dydd mawrth", "different_day"},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelCall})
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
		}
	}
	for _, text := range []string{
		"allora guardi non ci sono io a casa", "ci sono io a casa forse", "euh je sais pas trop de toute façon",
		"ie ond mae gen i ddarlith", "tak ale żona rodzi", "no to chyba będę",
	} {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelCall})
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestLang2PetsAndCertainty: a pet named fondly ('piesek', 'psiak') that
// does not bite ('nie gryzie', 'dyw'r ci ddim yn cnoi'), and a yes made
// certain ('senza dubbio', 'à coup sûr'), confirm; a certainty about being
// out does not.
func TestLang2PetsAndCertainty(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"tak bede, piesek nie gryzie", "will_be_in", "-"},
		{"tak, będę, psiak jest spokojny", "will_be_in", "-"},
		{"ie bydda i adre, dyw'r ci ddim yn cnoi", "will_be_in", "-"},
		{"ci sarò senza dubbio", "will_be_in", "-"},
		{"oui je serai là à coup sûr", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"c'est sûr que je serai pas là", "senza dubbio non ci sarò", "tak ale piesek gryzie i nie będzie mnie",
		"sans faute je serai pas là", "di sicuro sono al lavoro",
	})
}

// TestLang2EndOfTheRoad: where the house is, "at the end of the close" after
// the booked day and its morning, is no outing in English or in the glossed
// languages; being at the end of something away still is.
func TestLang2EndOfTheRoad(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"yes I'll be home tuesday morning, it's at the end of the road", "will_be_in", "-"},
		{"oui je serai à la maison mardi matin, c'est au fond de l'impasse", "will_be_in", "-"},
		{"sì sarò a casa martedì mattina, è in fondo al vicolo", "will_be_in", "-"},
		{"bydda i adre bore dydd Mawrth, ar ddiwedd y lôn", "will_be_in", "-"},
		{"tak będę w domu we wtorek rano, na końcu uliczki", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"tuesday morning I'm at the end of a night shift at the hospital", "yes but tuesday morning I'm at the shop at the end of the road",
		"mardi matin je suis au travail, au fond de la zone", "martedì mattina sono in ufficio in fondo alla via",
	})
}

// TestLang2NoBeforeAnyDay: on the call one slot on another day is offered; a
// no before that day with the reason after it ('non mercredi après-midi je
// travaille') turns it down, as a no before the booked day does, where it was
// once not guessed. The day wanted instead ('plutôt vendredi', 'meglio
// venerdì') is read in the English order, 'friday instead', so the slot
// turned down is never the one taken.
func TestLang2NoBeforeAnyDay(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text, want string
		slot       int
	}{
		{"non mercredi après midi je travaille", "different_day", -1},
		{"no mercoledì pomeriggio lavoro", "different_day", -1},
		{"nie w środę po południu pracuję", "different_day", -1},
		{"dim dydd Mercher, dw i'n gweithio", "different_day", -1},
		{"nan jeudi je bosse", "different_day", -1},
		{"non mercredi plutôt vendredi", "reschedule", 1},
		{"no mercoledì meglio venerdì", "reschedule", 1},
		{"nie w środę lepiej w piątek", "reschedule", 1},
		{"no mercoledì no", "different_day", -1},
		{"non mercredi non merci", "different_day", -1},
	} {
		r, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelCall,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Expect: ExpectYesNoSlot, Offered: 0})
		if err != nil {
			t.Fatal(err)
		}
		if string(r.Intent) != tt.want || r.Slot != tt.slot {
			t.Errorf("%q read as %s slot %d, want %s slot %d: %s", tt.text, r.Intent, r.Slot, tt.want, tt.slot, r.Reason)
		}
	}
}

// TestLang2WayIn: the way in and the block as a note beside a yes (the side
// street, the floor counted high, a lift that works, slippery stairs, through
// the balcony, do not park on the pavement, living in flats) confirms;
// Welsh 'mewn' is 'later' before a span only, so 'byw mewn fflatiau' is
// where someone lives, never a day asked for.
func TestLang2WayIn(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"tak bede, wjazd od ulicy bocznej, winda dziala", "will_be_in", "-"},
		{"tak bede, prosze nie parkowac na chodniku", "will_be_in", "-"},
		{"tak będę, schody są śliskie, kanapa musi wejść przez balkon", "will_be_in", "-"},
		{"oui je serai la, entree par l'arriere, l'ascenseur marche", "will_be_in", "-"},
		{"oui je serai là, attention l'escalier est glissant", "will_be_in", "-"},
		{"si ci sono, l'ingresso è nella via laterale, decimo piano", "will_be_in", "-"},
		{"sì ci sono, l'ascensore funziona", "will_be_in", "-"},
		{"ie bydda i adre, dw i'n byw mewn fflatiau, degfed llawr", "will_be_in", "-"},
		{"ie bydda i adre, peidiwch parcio ar y palmant, mae'r grisiau'n llithrig", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"bydda i allan mewn fflat arall", "dw i'n byw mewn fflatiau ond fydda i ddim adre", "tak ale winda nie działa i mnie nie będzie",
		"oui mais je serai à la boulangerie",
	})
}

// TestLang2AtTheNeighbours: being at the neighbour's all morning is out, as
// it is in English; 'sarò dalla vicina', 'je serai chez la voisine', 'będę u
// sąsiadki', 'bydda i drws nesa' after a yes and a but once read as a yes. The
// neighbour who takes the parcel, or is left it, still reads as before.
func TestLang2AtTheNeighbours(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"bydd y cymydog drws nesa yn derbyn y parsel", "alternate_signer", "-"},
		{"sì ma sarò dalla vicina tutta la mattina", "different_day", "-"},
		{"tak ale będę u sąsiadki cały ranek", "different_day", "-"},
	})
	neverYes(t, []string{
		"sì ma sarò dal vicino tutta la mattina", "sì però siamo dai vicini", "oui mais je serai chez la voisine toute la matinée",
		"oui, mais on sera chez les voisins", "tak ale będę u sąsiada", "tak, ale jestem u sąsiadki do 12",
		"ie ond bydda i drws nesa drwy'r bore", "ie, ond bydda i efo'r cymydog", "oui je serai là, sinon laissez le chez le voisin",
	})
}
