package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestLanguageWordOrder holds the replies of other languages whose words
// come in another order than the English the rules read: the one who
// receives named after the verb ("odbierze mój brat Paweł", "quem recebe
// é a minha irmã"), a day asked for ("se poate miercuri?", "hafte ko aa
// sakte ho?"), a day's slot picked with "wala", a "no" after what it
// stops ("do mnie więcej nie pisać"), the article before a Portuguese name
// ("a Sofia"). The look-alikes after them, with a
// negation, a hedge or an absence in the same place, never confirm.
func TestLanguageWordOrder(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text   string
		expect Expect
		intent confirm.Intent
		signer string
		slot   int
	}{
		{"Paczkę odbierze mój brat Paweł", ExpectAnswer, confirm.IntentAlternateSigner, "Paweł", -1},
		{"we wtorek odbierze moja siostra Magda", ExpectAnswer, confirm.IntentAlternateSigner, "Magda", -1},
		{"odbierze sasiadka Ewa", ExpectAnswer, confirm.IntentAlternateSigner, "Ewa", -1},
		{"marți va primi sora mea Ioana", ExpectAnswer, confirm.IntentAlternateSigner, "Ioana", -1},
		{"da o să fie acasă fratele meu Andrei", ExpectAnswer, confirm.IntentAlternateSigner, "Andrei", -1},
		{"semnează vecina mea Elena", ExpectAnswer, confirm.IntentAlternateSigner, "Elena", -1},
		{"na terça quem recebe é a minha irmã Rita", ExpectAnswer, confirm.IntentAlternateSigner, "Rita", -1},
		{"sim, recebe o meu marido Paulo", ExpectAnswer, confirm.IntentAlternateSigner, "Paulo", -1},
		{"a można w środę po 12?", ExpectAnswer, confirm.IntentReschedule, "", 0},
		{"da się w piątek rano?", ExpectAnswer, confirm.IntentReschedule, "", 1},
		{"Se poate miercuri dupa masa?", ExpectAnswer, confirm.IntentReschedule, "", 0},
		{"puteti vineri?", ExpectAnswer, confirm.IntentReschedule, "", 1},
		{"pode ser sexta de manhã?", ExpectAnswer, confirm.IntentReschedule, "", 1},
		{"hafte ko dopahar aa sakte ho?", ExpectAnswer, confirm.IntentReschedule, "", 2},
		{"haftay wala theek hai", ExpectSlot, confirm.IntentReschedule, "", 2},
		{"juma wali", ExpectSlot, confirm.IntentReschedule, "", 1},
		{"Prosze do mnie wiecej nie pisac", ExpectAnswer, confirm.IntentOptOut, "", -1},
		{"już nie piszcie", ExpectAnswer, confirm.IntentOptOut, "", -1},
		{"Numar gresit, nu e nicio Jane aici", ExpectAnswer, confirm.IntentWrongPerson, "", -1},
		{"Ji bilkul. Driver aane se pehle call kar de please", ExpectAnswer, confirm.IntentWillBeIn, "", -1},
		{"eu não estou mas está a minha esposa, a Sofia", ExpectAnswer, confirm.IntentAlternateSigner, "Sofia", -1},
		{"odbierze pani Nowak z naprzeciwka", ExpectAnswer, confirm.IntentAlternateSigner, "Mrs Nowak", -1},
		{"coletul il poate lua vecinul meu Dan", ExpectAnswer, confirm.IntentAlternateSigner, "Dan", -1},
		{"Yo trabajo pero estará mi hija Lucía", ExpectAnswer, confirm.IntentAlternateSigner, "Lucía", -1},
		{"tak, ale będzie Marek", ExpectAnswer, confirm.IntentAlternateSigner, "Marek", -1},
		{"o Pedro recebe", ExpectAnswer, confirm.IntentAlternateSigner, "Pedro", -1},
		{"vou estar a trabalhar", ExpectAnswer, confirm.IntentDifferentDay, "", -1},
	} {
		in := Input{Text: tt.text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Expect: tt.expect}
		if tt.expect == ExpectAnswer {
			in.Asked = corpusAsked
		}
		r, _ := New().Interpret(context.Background(), in)
		if r.Intent != tt.intent || r.Signer != tt.signer || (tt.intent == confirm.IntentReschedule && r.Slot != tt.slot) {
			t.Errorf("%q read as %s %q slot %d, want %s %q slot %d: %s", tt.text, r.Intent, r.Signer, r.Slot, tt.intent, tt.signer, tt.slot, r.Reason)
		}
	}
	for _, text := range []string{
		"nie będzie mama", "nikt nie odbierze", "nie odbierze mój mąż", "może w piątek",
		"nu va fi acasa fratele meu", "nu primește soțul meu", "poate vineri", "primește soțul meu, dar el e la serviciu",
		"não recebe o meu marido", "quem recebe é o meu filho mas ele está a trabalhar",
		"mangal ko nahi aa sakte", "main ghar pe nahi hunga, call kar dena", "agle hafte ho sakta hai?",
		"isto é golpe?", "nu e nimeni acasa", "do mnie więcej nie pisać, nie będzie mnie",
		// Urdu/Punjabi puts "nahi" after what it negates: never a bare "no"
		"main to mangal ko bilkul free nahi", "haan mangal ko theek nahi", "ji bilkul, mangal ko mumkin nahi",
		"haan ghar pe milunga lekin 10 baje ke baad",
		// the one named to receive, then away with the subject left out
		"mąż odbierze, ale jest w pracy", "mąż odbierze, ale będzie w pracy", "soțul primește, dar e la serviciu",
		"soțul va fi acasă dar lucrează", "o meu marido recebe, mas está a trabalhar", "mera bhai le lega lekin wo kaam pe hoga",
		"il poate lua vecinul meu dar e plecat",
		"Mąż odbierze. Jest w pracy do 15.", "soțul primește. e la serviciu toată ziua", "o meu marido recebe. está a trabalhar",
		// back only on a later day: away on the booked one
		"sim, volto na quarta", "tak, wracam w środę", "da, mă întorc miercuri", "tak, mąż wróci w środę",
		// "not always" is never "always someone in"
		"não há sempre alguém em casa", "nem sempre estou em casa", "nie zawsze ktoś jest w domu", "nu e mereu cineva acasa", "main hamesha nahi hota ghar pe",
	} {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestLexiconWordsNotNames holds given names that a gloss key must not
// make into ordinary words: on a call, lower case, they still sign.
func TestLexiconWordsNotNames(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"karen", "jade", "mila", "nara", "dona"} {
		text := "my wife " + name
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelCall, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Expect: ExpectName})
		if r.Intent != confirm.IntentAlternateSigner || !strings.EqualFold(r.Signer, name) {
			t.Errorf("%q read as %s %q: %s", text, r.Intent, r.Signer, r.Reason)
		}
	}
}
