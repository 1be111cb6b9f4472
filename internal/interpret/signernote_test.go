package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

// TestSignerNote: when another person will take the delivery and the reply
// says who they are to the customer, the notes hold those words as
// written, from the possessive or article through the relation and a
// place, never the name (it is the signer) nor the verb; a bare name gives no such note, and a
// reply that is not another person signing gets none.
func TestSignerNote(t *testing.T) {
	t.Parallel()
	type want struct {
		Intent confirm.Intent
		Signer string
		Notes  string
	}
	yes, alt := confirm.IntentWillBeIn, confirm.IntentAlternateSigner
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	tests := []struct {
		channel confirm.Channel
		expect  Expect
		text    string
		want    want
	}{
		// a relation, with or without a name
		{sms, ExpectAnswer, "our lodger Piotr can take it", want{alt, "Piotr", "our lodger"}},
		{sms, ExpectAnswer, "not me but my daughter will be in", want{alt, "", "my daughter"}},
		{call, ExpectAnswer, "i won't be there but my son will", want{alt, "", "my son"}},
		{call, ExpectAnswer, "um my nan's going to be in", want{alt, "", "my nan"}},
		{sms, ExpectAnswer, "my dad (Geoff) will wait in for it", want{alt, "Geoff", "my dad"}},
		{sms, ExpectName, "Ola (my sister)", want{alt, "Ola", "my sister"}},
		{sms, ExpectAnswer, "the nanny, Marta, will be in", want{alt, "Marta", "the nanny"}},
		{sms, ExpectAnswer, "my brother, Ali, will take it", want{alt, "Ali", "my brother"}},
		{sms, ExpectAnswer, "I'm out but my mother-in-law, Mrs Okafor, will be", want{alt, "Mrs Okafor", "my mother-in-law"}},
		{sms, ExpectAnswer, "my son, Tom Smith, will sign", want{alt, "Tom Smith", "my son"}},
		// the name given elsewhere: the relation is the note
		{sms, ExpectAnswer, "my partner will be in, his name is Lee", want{alt, "Lee", "my partner"}},
		{call, ExpectAnswer, "sam will be in he's my flatmate", want{alt, "Sam", "he's my flatmate"}},
		// someone answering for the customer
		{sms, ExpectAnswer, "Hi it's Dev, Meena's brother. I'll be in all day", want{alt, "Dev", "Meena's brother"}},
		{sms, ExpectAnswer, "Anita's at work, this is her husband, I'll be in", want{alt, "", "her husband"}},
		// a bare name, a person the customer is with, a person away: no note
		{sms, ExpectAnswer, "Tom will be in", want{alt, "Tom", ""}},
		{sms, ExpectAnswer, "my wife's away but Tom will be in", want{alt, "Tom", ""}},
		{sms, ExpectAnswer, "I'll be in with my husband", want{yes, "", ""}},
		{sms, ExpectAnswer, "yes we'll both be in, me and my wife", want{yes, "", ""}},
		// with other instructions, in the order written
		{sms, ExpectAnswer, "my son Jack will be in, gate code 1234", want{alt, "Jack", "my son; gate code 1234"}},
		// other languages, copied as written
		{sms, ExpectAnswer, "Mi hermano Pablo lo recoge", want{alt, "Pablo", "Mi hermano"}},
		{sms, ExpectAnswer, "mon fils Hugo sera là", want{alt, "Hugo", "mon fils"}},
		{sms, ExpectAnswer, "sotia mea Elena va fi acasa", want{alt, "Elena", "sotia mea"}},
		{sms, ExpectAnswer, "moja siostra Ola odbierze", want{alt, "Ola", "moja siostra"}},
		{sms, ExpectAnswer, "o meu filho Rui recebe", want{alt, "Rui", "o meu filho"}},
		{sms, ExpectAnswer, "mio fratello Marco ci sarà", want{alt, "Marco", "mio fratello"}},
		{sms, ExpectAnswer, "bydd fy mam Siân adre", want{alt, "Siân", "fy mam"}},
		{sms, ExpectAnswer, "meri behen Sana ghar pe hogi", want{alt, "Sana", "meri behen"}},
		{sms, ExpectAnswer, "Ci sarà mia sorella, Giulia", want{alt, "Giulia", "mia sorella"}},
		{sms, ExpectAnswer, "Luca lo ritira", want{alt, "Luca", ""}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: tt.channel, Expect: tt.expect})
		got := want{res.Intent, res.Signer, res.Notes}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s %q mismatch (-want +got):\n%s\nreason: %s", tt.expect, tt.text, diff, res.Reason)
		}
	}
}
