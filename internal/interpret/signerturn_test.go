package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

// TestSignerTurns reads who will sign where the words naming them do not
// stand where English puts them, and keeps the look-alikes that name no
// signer from confirming.
func TestSignerTurns(t *testing.T) {
	t.Parallel()
	type want struct {
		Intent confirm.Intent
		Signer string
		Notes  string
	}
	alt, unclear, dd, wrong := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentDifferentDay, confirm.IntentWrongPerson
	tests := []struct {
		text string
		want want
	}{
		// a bare given name after its verb, closing the clause
		{"Ci sarà Marco", want{alt, "Marco", ""}},
		{"Odbierze Kasia, ja jestem w pracy", want{alt, "Kasia", ""}},
		{"Odbierze Kasia?", want{unclear, "", ""}},
		{"Nie odbierze Kasia", want{unclear, "", ""}},
		{"Ci sarà Marco?", want{unclear, "", ""}},
		// a name, then who they are, after the verb
		{"lo recogerá Pepe el portero", want{alt, "Pepe", "el portero"}},
		// "it's not me, but ..." names who will be in instead
		{"Nu sunt eu, dar fratele meu va fi acasa", want{alt, "", "fratele meu"}},
		{"nu sunt eu, ati gresit numarul", want{wrong, "", ""}},
		{"Nu sunt eu, dar va fi sotul meu acasa", want{alt, "", "sotul meu"}},
		{"Nu sunt eu", want{unclear, "", ""}},
		// the household away, but someone else firmly in
		{"We're away but my son Tom will be in", want{alt, "Tom", "my son"}},
		{"we're both at work but my brother will take it", want{alt, "", "my brother"}},
		{"we're both away that week", want{dd, "", ""}},
		{"we're away but my son might be in", want{dd, "", ""}},
		{"We're on holiday, my mum might pop in", want{dd, "", ""}},
		// a neighbour's flat or house number, the word before it left
		// unglossed ("del", "dell'")
		{"Mi vecino del 2A lo recoge", want{alt, "", "Mi vecino del 2A"}},
		{"Il mio vicino dell'interno 4 ritira", want{alt, "", "Il mio vicino dell'interno 4"}},
		{"Ci sarà il mio vicino Paolo interno 5", want{alt, "Paolo", "il mio vicino interno 5"}},
		// a son's age is no house number
		{"lo recoge mi hijo de 20 años", want{alt, "", "mi hijo"}},
		// an adult's age beside the relation; a child's still stops it
		{"I'm out but my 19 year old daughter will be in", want{alt, "", "my 19 year old daughter"}},
		{"my son who is 25 will sign", want{alt, "", "my son who is 25"}},
		{"non ci sono ma c'è mia figlia di 19 anni", want{alt, "", "mia figlia"}},
		{"no estaré pero mi hijo de 22 años estará", want{alt, "", "mi hijo"}},
		{"my 15 year old son will be in", want{unclear, "", ""}},
		{"no estaré pero estará mi hijo de 15 años", want{dd, "", ""}},
		// the customer's "not" before "but" stays in its clause
		{"no estaré pero estará mi hijo Pablo", want{alt, "Pablo", "mi hijo"}},
		{"nie bede ale bedzie moja corka", want{alt, "", "moja corka"}},
		{"non ci sarò ma ci sarà mio figlio", want{alt, "", "mio figlio"}},
		{"no estaré pero no estará mi hijo", want{dd, "", ""}},
		// the customer asleep while someone else answers the door
		{"i'll be sleeping but my husband will let you in", want{alt, "", "my husband"}},
		{"el martes trabajo de noche y estaré durmiendo, pero mi hermano abre", want{alt, "", "mi hermano"}},
		{"I'll be asleep", want{unclear, "", ""}},
		{"I'll be asleep but my son might let you in", want{unclear, "", ""}},
		{"yes i'll be in but asleep so knock loud", want{unclear, "", "knock loud"}},
		// "from" and a number after a neighbour is where they live
		{"my neighbour Sue from 12 will take it", want{alt, "Sue", "my neighbour from 12"}},
		{"Bedzie sasiadka Kowalska spod 5", want{alt, "Kowalska", "sasiadka spod 5"}},
		{"my neighbour will be in from 11", want{unclear, "", "my neighbour will be in from 11"}},
		{"my son Tom from 11 will be in", want{unclear, "", "my son Tom from 11 will be in"}},
		// a Polish form of address before a name is a title, kept as written
		{"moja sąsiadka pani Kowalska odbierze", want{alt, "Pani Kowalska", "moja sąsiadka"}},
		{"pan Nowak odbierze", want{alt, "Pan Nowak", ""}},
		{"dziękuję pani, będę w domu", want{confirm.IntentWillBeIn, "", ""}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectAnswer})
		got := want{res.Intent, res.Signer, res.Notes}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q mismatch (-want +got):\n%s\nreason: %s", tt.text, diff, res.Reason)
		}
	}
}
