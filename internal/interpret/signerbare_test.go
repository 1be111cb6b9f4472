package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

// TestSignerNoteNameless: a signer's note says who the signer is (the
// relation, a place, an age said just after), never the name, which is
// Result.Signer, nor the taking ("will take it in for me", "lo recoge").
// An instruction that names the person as its object stays whole, and a
// hedged or absent signer still confirms nothing.
func TestSignerNoteNameless(t *testing.T) {
	t.Parallel()
	type want struct {
		Intent confirm.Intent
		Signer string
		Notes  string
	}
	alt := confirm.IntentAlternateSigner
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	tests := []struct {
		channel confirm.Channel
		expect  Expect
		text    string
		want    want
	}{
		// the name cut from the relation and the place
		{sms, ExpectAnswer, "My brother Kemal at number 31 will take it in for me", want{alt, "Kemal", "My brother at number 31"}},
		{call, ExpectAnswer, "er my auntie mrs begum at flat six will sign for it", want{alt, "Mrs Begum", "my auntie at flat six"}},
		{sms, ExpectAnswer, "it'll be my uncle Desmond", want{alt, "Desmond", "my uncle"}},
		{sms, ExpectAnswer, "the childminder, Becky, will be in", want{alt, "Becky", "the childminder"}},
		{call, ExpectAnswer, "my neighbour's going to take it in mrs hussain at number five", want{alt, "Mrs Hussain", "my neighbour at number five"}},
		{call, ExpectAnswer, "not me my housemate um Oskar", want{alt, "Oskar", "my housemate"}},
		{sms, ExpectAnswer, "my stepdad (Clive) will wait in for it", want{alt, "Clive", "my stepdad"}},
		{call, ExpectAnswer, "the gentleman opposite mr shah he'll sign for it", want{alt, "Mr Shah", "the gentleman opposite"}},
		{sms, ExpectAnswer, "my wife will be in, her name's Dorota", want{alt, "Dorota", "my wife"}},
		// an age said just after is who they are
		{sms, ExpectAnswer, "My nephew Callum will be there, he's 23", want{alt, "Callum", "My nephew, he's 23"}},
		{sms, ExpectAnswer, "my daughter will be in all morning, she's 21", want{alt, "", "my daughter, she's 21"}},
		// other languages: the name, its title and article, and the taking
		{sms, ExpectAnswer, "Estará mi cuñada Marta, tiene 30 años", want{alt, "Marta", "mi cuñada, tiene 30 años"}},
		{sms, ExpectAnswer, "Lo recoge mi vecino Andrés", want{alt, "Andrés", "mi vecino"}},
		{sms, ExpectAnswer, "Ce sera ma voisine Mme Leroy qui réceptionnera", want{alt, "Mme Leroy", "ma voisine"}},
		{sms, ExpectAnswer, "mój brat Paweł odbierze", want{alt, "Paweł", "mój brat"}},
		{sms, ExpectAnswer, "Quem vai receber é o meu vizinho, o Sr. Lopes", want{alt, "Sr. Lopes", "o meu vizinho"}},
		{sms, ExpectAnswer, "mera bhai Farhan receive kar lega", want{alt, "Farhan", "mera bhai"}},
		// the name as the object of an instruction: kept whole
		{sms, ExpectAnswer, "Give it to Brenda across the road", want{alt, "Brenda", "Give it to Brenda across the road"}},
		// whose, not who: a customer named before a relation
		{sms, ExpectAnswer, "Hi it's Dev, Meena's brother. I'll be in all day", want{alt, "Dev", "Meena's brother"}},
		// hedged, away or doubted: never a confirmation, whatever the notes
		{sms, ExpectAnswer, "my neighbour Carol at number 8 might take it in", want{confirm.IntentUnclear, "", ""}},
		{sms, ExpectAnswer, "my brother Kemal won't be in either", want{confirm.IntentUnclear, "", ""}},
		{sms, ExpectAnswer, "maybe my son Rhys will be there, not sure", want{confirm.IntentUnclear, "", ""}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: tt.channel, Expect: tt.expect})
		got := want{res.Intent, res.Signer, res.Notes}
		if tt.want.Intent != alt {
			// a look-alike that must not confirm: its intent alone is held
			got = want{Intent: res.Intent}
			if res.Intent != confirm.IntentWillBeIn && res.Intent != alt {
				got.Intent = confirm.IntentUnclear
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s %q mismatch (-want +got):\n%s\nreason: %s", tt.expect, tt.text, diff, res.Reason)
		}
	}
}
