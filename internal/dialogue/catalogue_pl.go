package dialogue

import (
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

// polish is Polish. Its diacritics make a text UCS-2 (70 characters a
// segment), so the texts are terse. The sentences are built so that no
// name needs declining: the job and the team stand in a fixed case, and
// brand and item names after a colon or in brackets. Texts use the
// informal imperative usual in service texts ("Odpisz"); the call the
// gender-neutral "Proszę ...", and never a past tense that would give the
// voice a gender.
var polish = messages{
	weekdays:      [7]string{"niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota"},
	weekdaysShort: [7]string{"nd", "pn", "wt", "śr", "czw", "pt", "sb"},
	months: [12]string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
		"października", "listopada", "grudnia"},
	monthsShort:  [12]string{"sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"},
	longDate:     "%[1]s %[2]d %[3]s",
	shortDate:    "%[1]s %[2]d %[3]s",
	spokenWindow: "od %[1]s do %[2]s",

	retailer:  "sklepu",
	team:      "zespół %s",
	teamOf:    "zespołu %s",
	noTeam:    [2]string{"sklep", "sklepu"},
	job:       [2]string{"dostawa", "odbiór"},
	jobOf:     [2]string{"dostawy", "odbioru"},
	yourItems: "",
	noItems:   "zamówienie",
	otherItems: func(n int) string {
		return fmt.Sprintf(" i %d %s", n, pluralPL(n, "inny produkt", "inne produkty", "innych produktów"))
	},
	itemCount: func(n int) string { return fmt.Sprintf("%d %s", n, pluralPL(n, "produkt", "produkty", "produktów")) },
	hours:     func(n int) string { return fmt.Sprintf("%d %s", n, pluralPL(n, "godzina", "godziny", "godzin")) },
	minute:    func(n int) string { return fmt.Sprintf("%d %s", n, pluralPL(n, "minuta", "minuty", "minut")) },
	thanks:    [4]string{Neutral: "Dziękujemy", Formal: "Uprzejmie dziękujemy", Friendly: "Bardzo dziękujemy", Brief: "Dzięki"},

	firstBrief: "Termin %[2]s: %[5]s. Czy ktoś będzie? Odpisz swoimi słowami.",
	firstFormal: []string{
		"Termin %[2]s (%[3]s): %[5]s. Prosimy o informację, czy ktoś będzie na miejscu. Można odpisać własnymi słowami, np. TAK, imię osoby lub prośba o INNY DZIEŃ.",
		"Termin %[2]s (%[3]s): %[5]s. Prosimy o informację, czy ktoś będzie na miejscu.",
		"Termin %[2]s (%[6]s): %[5]s. Czy ktoś będzie na miejscu?",
	},
	firstNeutral: []string{
		"Termin %[2]s (%[3]s): %[5]s. Czy ktoś będzie na miejscu? Odpisz własnymi słowami: TAK, kto będzie, lub INNY DZIEŃ.",
		"Termin %[2]s (%[3]s): %[5]s. Czy ktoś będzie na miejscu? Odpisz swoimi słowami.",
		"Termin %[2]s (%[6]s): %[5]s. Czy ktoś będzie na miejscu? Odpisz swoimi słowami.",
	},

	callOpening: [3]string{
		"Dzień dobry, tu automatyczny asystent w imieniu %[1]s.",
		"Dzwonię w sprawie %[3]s: %[4]s, termin: %[5]s.",
		"Czy ktoś będzie na miejscu? Proszę powiedzieć tak, podać imię osoby, która będzie, lub poprosić o inny dzień.",
	},

	clarify:  "Nie rozumiem. Czy ktoś będzie na miejscu, termin %[2]s: %[3]s? Odpisz TAK, imię osoby lub INNY DZIEŃ.",
	askName:  "%[1]s. Jak ma na imię osoba, która będzie na miejscu?",
	nameQ:    "Jak ma na imię osoba, która będzie na miejscu?",
	askAgain: "Czy ktoś będzie na miejscu? Odpisz TAK, imię osoby lub INNY DZIEŃ.",

	noProblem:  "Nie ma problemu. ",
	slotsIntro: "Możliwe terminy:",
	slotsTail:  ". Odpisz numer lub ŻADEN.",
	slotsAgain: "Odpisz numer terminu (1-%[1]d) lub ŻADEN.",

	smsClosing: map[confirm.Intent]string{
		confirm.IntentWillBeIn:        "%[1]s, potwierdzone: termin %[3]s %[4]s.",
		confirm.IntentAlternateSigner: "%[1]s, potwierdzone: %[5]s będzie na miejscu, termin %[3]s %[4]s.",
		confirm.IntentReschedule:      "Gotowe: nowy termin %[3]s to %[4]s.",
		confirm.IntentDifferentDay:    "%[1]s. %[7]s skontaktuje się, by ustalić inny dzień.",
		confirm.IntentCancel:          "%[1]s. Prośbę o anulowanie przekazaliśmy do %[8]s.",
		confirm.IntentWrongPerson:     "Przepraszamy za kłopot. Nie napiszemy już na ten numer w sprawie tego zamówienia.",
		confirm.IntentWantsHuman:      "%[1]s. Wkrótce skontaktuje się ktoś z %[8]s.",
		confirm.IntentUnclear:         "Przepraszamy, nie rozumiemy. Skontaktuje się ktoś z %[8]s.",
	},
	callClosing: map[confirm.Intent]string{
		confirm.IntentWillBeIn:        "%[1]s. Termin %[3]s, %[4]s, jest potwierdzony. Do widzenia.",
		confirm.IntentAlternateSigner: "%[1]s. Zapisane: %[5]s będzie na miejscu, %[4]s. Do widzenia.",
		confirm.IntentReschedule:      "Gotowe. Nowy termin %[3]s to %[4]s. Do widzenia.",
		confirm.IntentDifferentDay:    "Przykro mi, że żaden termin nie pasuje. %[7]s skontaktuje się, by ustalić inny dzień. Do widzenia.",
		confirm.IntentCancel:          "Przekażę prośbę o anulowanie do %[8]s. Do widzenia.",
		confirm.IntentWrongPerson:     "Przepraszam za kłopot. Nie będziemy już dzwonić pod ten numer w sprawie tego zamówienia. Do widzenia.",
		confirm.IntentOptOut:          "Rozumiem. Nie będziemy już dzwonić ani pisać na ten numer. Do widzenia.",
		confirm.IntentWantsHuman:      "Oczywiście. Poproszę %[6]s o jak najszybszy telefon. Do widzenia.",
		confirm.IntentUnclear:         "Przepraszam, mam kłopot ze zrozumieniem. Skontaktuje się ktoś z %[8]s. Do widzenia.",
	},
	callBye: "Dziękuję za rozmowę. Do widzenia.",

	lateAck: "%[1]s za wiadomość. Termin %[3]s: %[4]s. Aby coś zmienić, napisz do %[5]s.",

	callAsk:     "Czy ktoś będzie na miejscu, termin: %[1]s? Proszę powiedzieć tak, podać imię osoby, która będzie, lub poprosić o inny dzień.",
	callClarify: "Przepraszam, nie zrozumiałam. ",
	callSilence: "Przepraszam, nic nie słychać. ",
	callAskName: "Kto będzie na miejscu? Proszę podać imię tej osoby.",
	offerFirst:  "Mogę zaproponować termin: %[1]s. Czy ten termin pasuje?",
	offerNext:   "Mogę też zaproponować termin: %[1]s. Czy ten termin pasuje?",

	offerMany:      "Mogę zaproponować terminy: ",
	offerManyNext:  "Mogę też zaproponować terminy: ",
	slotSep:        "; ",
	slotSepLast:    "; lub ",
	offerWhich:     ". Który termin pasuje?",
	offerMore:      " Jeśli żaden nie pasuje, proszę powiedzieć, a podam kolejne (%[1]d).",
	offerMoreOne:   " Jeśli żaden nie pasuje, proszę powiedzieć, a podam jeszcze jeden.",
	offerDayOrNone: " Proszę podać dzień albo powiedzieć: żaden.",
	sayYesNo:       " Proszę powiedzieć tak lub nie.",
	silenceBye:     "Nadal nic nie słychać, więc kończę rozmowę. %[1]s spróbuje ponownie; można też odpisać na naszą wiadomość. Do widzenia.",
	callOver:       "Przepraszam, ta rozmowa w sprawie %[2]s już się zakończyła. %[3]s się odezwie. Do widzenia.",
	wholeWindowQ:   [2]string{"Czy ktoś będzie przez cały ten czas? Odpisz TAK lub INNY DZIEŃ.", "Czy ktoś będzie na miejscu przez cały ten czas? Proszę powiedzieć tak, albo nie, jeśli potrzebny jest inny dzień."},
	wholeWindow:    [2]string{"%[1]s. Godziny w przedziale %[2]s-%[3]s nie obiecamy. %[4]s", "%[1]s. Nie mogę obiecać godziny między %[2]s a %[3]s. %[4]s"},

	answers: map[interpret.Question]string{
		interpret.QuestionTime:      "Termin %[2]s: %[3]s. Dokładnej godziny w przedziale %[4]s nie znam.%[9]s",
		interpret.QuestionWindow:    "Przedział: %[4]s%[5]s, %[6]s.",
		interpret.QuestionItems:     "Dotyczy %[2]s: %[7]s, %[3]s.",
		interpret.QuestionCallAhead: "Nie wiem, czy kierowca zadzwoni wcześniej.%[9]s",
		interpret.QuestionCarry:     "Nie wiem, ile osób przywiezie zamówienie ani co zrobią na miejscu.%[9]s",
		interpret.QuestionMustBeIn:  "Tak, ktoś musi być na miejscu: %[6]s, %[4]s.",
		interpret.QuestionOther:     "Niestety nie odpowiem tu na to.%[9]s",
	},
	sender: [2]string{
		"To automatyczna wiadomość w imieniu %[8]s w sprawie %[2]s, %[3]s.",
		"To automatyczna rozmowa w imieniu %[8]s w sprawie %[2]s: %[7]s, %[3]s.",
	},
	scam: [2]string{
		"To prawdziwa wiadomość w imieniu %[8]s. Nie prosimy o płatność ani kartę.%[10]s",
		"To prawdziwa automatyczna rozmowa w imieniu %[8]s w sprawie %[2]s, %[3]s. Pytam tylko, czy ktoś będzie na miejscu; nigdy nie prosimy o płatność ani dane karty.%[10]s",
	},
	ask:   [3]string{" Pytania: %[4]s.", " Więcej powie %[1]s, e-mail %[4]s.", " Więcej powie %[1]s."},
	check: [3]string{" Sprawdź: %[4]s.", " Można to sprawdzić u %[3]s, e-mail %[4]s.", " Można to sprawdzić u %[3]s."},
	email: emailMessages{
		subject:       "Potwierdź termin %[2]s: %[3]s",
		header:        "Potwierdź termin %[2]s",
		hello:         "Dzień dobry",
		hi:            "Dzień dobry %s",
		dear:          "Dzień dobry %s",
		booked:        "Zaplanowano termin %[3]s: %[5]s. Zamówienie od %[6]s: %[4]s.",
		intro:         "Zaplanowano termin %[3]s. Czy ktoś będzie na miejscu?",
		address:       "Adres: %s",
		choose:        "Czy ktoś będzie na miejscu? Wybierz jedną odpowiedź:",
		choices:       [3]string{"Będę na miejscu", "Będzie ktoś inny", "Potrzebuję innego dnia"},
		auto:          "Ta wiadomość została wysłana automatycznie w imieniu %s.",
		questions:     " Pytania: %s",
		questionsHTML: "Pytania? Napisz na",
		links:         "Aby odpowiedzieć, otwórz jeden z linków:",
		buttons:       "Każdy przycisk otwiera stronę, na której potwierdzisz odpowiedź jeszcze jednym kliknięciem.",
		what:          "Co", when: "Kiedy", where: "Gdzie", order: "Zamówienie",
	},
}
