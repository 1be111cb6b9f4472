package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestLexiconNoteVerbs holds replies in Polish, Romanian, Welsh and
// Urdu/Punjabi whose yes comes with a note written with verbs of the crew's
// work in any person (take two people, shut the dog or the gate, park, go by
// the stairs, remember the parking), with "would be" and "enough room", and
// an order that is not the person's: each is read as its intent. The
// look-alikes put the same words beside a no or a stated absence and are
// never a confirmation.
func TestLexiconNoteVerbs(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want string }{
		{"Tak, ktoś będzie. Proszę wziąć dwie osoby", "will_be_in"},
		{"tak bede, prosze wziac 2 osoby bo nie ma windy", "will_be_in"},
		{"Oczywiście będę, kanapa będzie musiała iść schodami", "will_be_in"},
		{"tak bede, prosze pamietac ze parking jest od strony szkoly", "will_be_in"},
		{"Da, sunt acasa. Cainele il inchid in baie", "will_be_in"},
		{"Da, vom fi acasa, inchideti poarta va rog", "will_be_in"},
		{"Nu e comanda mea, nu stiu despre ce e vorba", "wrong_person"},
		{"Bydda i yma, caewch y giât os gwelwch yn dda", "will_be_in"},
		{"Byddwn, mae digon o le i barcio", "will_be_in"},
		{"Bydda i yma, does dim lle i'r fan o flaen y tŷ", "will_be_in"},
		{"Sim, vou estar. O sofá fica no hall de entrada", "will_be_in"},
		{"Haan ghar pe hoon, gaari samne park kar lo", "will_be_in"},
		{"Galat number, mera koi order nahi hai", "wrong_person"},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS})
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
		}
	}
	for _, text := range []string{
		"nie, prosze wziac 2 osoby", "nie bede, wezma to sasiedzi",
		"nie będzie mnie, musiałam iść do pracy", "nie, kanapa nie pojdzie schodami",
		"byłaby lepsza sobota", "tak, bylaby lepsza sobota",
		"nu, il inchidem", "nu suntem acasa, inchidem casa", "nu stiu despre ce e vorba",
		"na, caewch y giât", "does dim lle i mi fod adre", "na, does dim lle i lori",
		"fydda i ddim yma, digon o le i barcio",
		"nahi, gaari bahar park kar lo", "ghar pe koi nahi, park kar lein",
		"haan, mera koi order nahi",
	} {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS})
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}
