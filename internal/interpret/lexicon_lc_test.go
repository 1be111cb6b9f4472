package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestLexiconLatinVerbs holds replies in Polish, Spanish, Italian and
// Romanian whose yes comes with a request, a landmark or a note written
// in other persons and cases of the same words (asking the driver to ring
// or call ahead, an entrance, a shop, a floor, packaging, coming as soon
// as they can): each is still a confirmation. The look-alikes after them
// put the same words beside a no, a doubt or a language not read, and
// are never a confirmation.
func TestLexiconLatinVerbs(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want string }{
		{"Tak, będę w domu. Proszę zadzwonić domofonem", "will_be_in"},
		{"tak bede ale prosze zadzwonic pol godziny wczesniej", "will_be_in"},
		{"tak będę, proszę zadzwonić godzinę wcześniej", "will_be_in"},
		{"Tak, ktoś będzie. Przed wejściem nie ma miejsca", "will_be_in"},
		{"Będę, ale proszę przyjechać jak najszybciej", "will_be_in"},
		{"Prosze anulowac zamowienie, znalazlem tanszy", "cancel"},
		{"Si claro. Porfa retiren el embalaje", "will_be_in"},
		{"Perfecto, estaremos. Aparquen en la zona de carga", "will_be_in"},
		{"Estaré, pero por favor vengan cuanto antes", "will_be_in"},
		{"Necesito hablar con una persona, no con una máquina", "wants_human"},
		{"eh sì ci sarò però mi chiami quando arriva", "will_be_in"},
		{"Perfetto grazie, il cancello è quello accanto alla tabaccheria", "will_be_in"},
		{"Sì ci sono. Per favore mettete i calzari", "will_be_in"},
		{"Guardi che ha sbagliato numero", "wrong_person"},
		{"Sigur, suntem acasa toata ziua. Aveti grija la parchet", "will_be_in"},
		{"Voi fi, dar vă rog veniți cât mai repede", "will_be_in"},
		{"Sí, allí estaré. Es un tercero sin ascensor, les aviso por si acaso", "will_be_in"},
		{"Nu am comandat nicio canapea, greșiți persoana", "wrong_person"},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS})
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
		}
	}
	for _, text := range []string{
		"Sí, seré a casa", "sí seremos a casa", "seré en casa",
		"nie, proszę zadzwonić", "nie będę, proszę zadzwonić pół godziny wcześniej",
		"tak ale nie ma miejsca, nie będzie nikogo", "tak, może, jak najszybciej",
		"no, retiren el pedido", "no estaré, vengan cuanto antes",
		"ci sarò a meno che non mi chiamino dal lavoro", "no, mi chiami quando arriva",
		"non ci sarà nessuno, ha sbagliato", "da, dar nu încape, sunt plecat din țară",
		"nu, ați greșit", "Nu sunt eu", "facciamo", "sì facciamo",
		"aviso por si acaso", "no, aviso por si acaso", "te aviso",
	} {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS})
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}
