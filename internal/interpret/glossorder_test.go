package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestGlossOrder checks the classes glossing reads by the grammar of the
// reply's language rather than word by word: a no before a clause that
// refuses too, a subject after its verb, "there is no NAME here", a word
// that answers only standing alone, and irony; with look-alikes that must
// not confirm.
func TestGlossOrder(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		signer string
	}{
		// a no, then a clause that refuses or says someone is out
		{"non mercredi je ne peux pas", confirm.IntentDifferentDay, ""},
		// a no before a day and a busy verb turns that day down ("non
		// mercredi" glosses "not wednesday"); the day is never read as picked
		{"non mercredi après-midi je travaille", confirm.IntentDifferentDay, ""},
		{"no quel giorno non posso", confirm.IntentDifferentDay, ""},
		{"na dw i ddim yn gallu", confirm.IntentDifferentDay, ""},
		{"no el martes no estoy", confirm.IntentDifferentDay, ""},
		// a no before words that do not refuse is still not guessed
		{"nie, przyjdę później", confirm.IntentUnclear, ""},
		{"non mercredi je serai là", confirm.IntentUnclear, ""},
		// the subject after its verb
		{"Lo recibirá mi marido Javier", confirm.IntentAlternateSigner, "Javier"},
		{"el martes lo recoge mi hermana Lucía", confirm.IntentAlternateSigner, "Lucía"},
		{"Ritira mio marito Marco", confirm.IntentAlternateSigner, "Marco"},
		{"Mon voisin Karim le récupère", confirm.IntentAlternateSigner, "Karim"},
		{"va a estar mi hermana Lucia para recibirlo", confirm.IntentAlternateSigner, "Lucia"},
		// there is no such person here
		{"does dim Jane yma", confirm.IntentWrongPerson, ""},
		{"does dim Jane yn byw yma", confirm.IntentWrongPerson, ""},
		{"Ydw, does dim cloch, curwch", confirm.IntentWillBeIn, ""},
		// Welsh "bydd" answers only alone
		{"Bydd", confirm.IntentWillBeIn, ""},
		{"Bydd, diolch", confirm.IntentWillBeIn, ""},
		{"Dim problem, fydda i mewn", confirm.IntentWillBeIn, ""},
		{"na fyddwn ni mewn", confirm.IntentDifferentDay, ""},
		{"bydd hi'n anodd", confirm.IntentUnclear, ""},
		// a name before "is his name"
		{"bydd fy ngŵr adre, Gareth yw ei enw", confirm.IntentAlternateSigner, "Gareth"},
		{"Bore da, bydd fy merch adre, Elin yw ei henw", confirm.IntentAlternateSigner, "Elin"},
		// someone in for part of the day; a yes that is one verb alone
		{"mi mujer está por la mañana, se llama Rosa", confirm.IntentAlternateSigner, "Rosa"},
		{"mio marito c'è la mattina, si chiama Paolo", confirm.IntentAlternateSigner, "Paolo"},
		{"estoy por la tarde", confirm.IntentDifferentDay, ""},
		{"Estaremos", confirm.IntentWillBeIn, ""},
		{"no estaré", confirm.IntentDifferentDay, ""},
		// "na" between two days is "or"
		{"dim dydd Mawrth na dydd Mercher, dw i i ffwrdd drwy'r wythnos", confirm.IntentDifferentDay, ""},
		// the neighbour upstairs takes it
		{"No voy a estar, pero mi vecina del 2º lo puede recoger", confirm.IntentAlternateSigner, ""},
		{"Non ci sarò, ma la mia vicina del 2° piano può ritirarlo", confirm.IntentAlternateSigner, ""},
		// a no before a wrong number; a name in a call, with no stop before it
		{"no non sono io avete sbagliato numero", confirm.IntentWrongPerson, ""},
		{"na nid fi yw hi rhif anghywir", confirm.IntentWrongPerson, ""},
		{"helo ie bydd y wraig adre sian yw ei henw", confirm.IntentAlternateSigner, "Sian"},
		{"allo oui bonjour oui ma femme sera la elle s appelle claire", confirm.IntentAlternateSigner, "Claire"},
		// after a relation, an unknown word is a name only with its capital
		{"ma femme accouche, on sera à la maternité", confirm.IntentDifferentDay, ""},
		{"mia moglie partorisce", confirm.IntentDifferentDay, ""},
		{"mia moglie Ornella sarà a casa", confirm.IntentAlternateSigner, "Ornella"},
		{"mio marito luca sara a casa", confirm.IntentAlternateSigner, "Luca"},
		{"mio marito marco sara a casa", confirm.IntentAlternateSigner, "Marco"},
		// a capitalised given name after a relation, though also a word
		{"si, lo ritira la mia ragazza Sara", confirm.IntentAlternateSigner, "Sara"},
		{"ouai ma copine Léa le récup", confirm.IntentAlternateSigner, "Léa"},
		// a range of hours, or a time given "around", narrows the window
		{"oui de 8h à 10h", confirm.IntentUnclear, ""},
		{"sì dalle 8 alle 10", confirm.IntentUnclear, ""},
		{"oui vers 9h30", confirm.IntentUnclear, ""},
		{"sí sobre las 9 y media", confirm.IntentUnclear, ""},
		{"sì verso le 9", confirm.IntentUnclear, ""},
		{"ouais jsuis la sauf entre 10h et 11h", confirm.IntentDifferentDay, ""},
		// irony is never a yes
		{"sì certo, come no", confirm.IntentUnclear, ""},
		{"oui bien sûr, comme si j'avais que ça à faire", confirm.IntentUnclear, ""},
		{"sí claro, como si no tuviera nada que hacer", confirm.IntentUnclear, ""},
		// not being written to, among words for no
		{"No me mandéis más mensajes por favor", confirm.IntentOptOut, ""},
	}
	for _, tt := range tests {
		res, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelSMS,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		if err != nil {
			t.Fatal(err)
		}
		if res.Intent != tt.intent || res.Signer != tt.signer {
			t.Errorf("%q: got %s %q, want %s %q: %s", tt.text, res.Intent, res.Signer, tt.intent, tt.signer, res.Reason)
		}
	}
}
