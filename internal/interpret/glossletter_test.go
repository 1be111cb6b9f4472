package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestBlockLetter: a capital letter after a block, a stairwell or a flat
// in another language is part of the address, so a yes with it confirms;
// a capital letter anywhere else is still a word no lexicon knows, and a
// no with an address stays a no.
func TestBlockLetter(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"tak, numer mieszkania 5, klatka B", "will_be_in", "-"},
		{"Da, sunt acasa, blocul C, scara 2, etajul 4", "will_be_in", "blocul C, scara 2, etajul 4"},
		{"Ydw, fflat B", "will_be_in", "-"},
		{"tak, bede w domu Q", "unclear", "-"},
		{"nie, klatka B", "different_day", "-"},
	})
	neverYes(t, []string{"nie bede, klatka B", "nu sunt acasa, blocul C", "da, dar nu sunt acasa, blocul C"})
}

// TestBareNameAfterVerb: a given name alone after the verb of taking it
// ("Odbierze Ania", "va primi Ioana") is its subject, so the signer is
// named even beside the customer's own absence; asked as a question, or
// with the named person away, it is no confirmation.
func TestBareNameAfterVerb(t *testing.T) {
	t.Parallel()
	alt, sms := confirm.IntentAlternateSigner, confirm.ChannelSMS
	checkSigners(t, []signerCase{
		{"Odbierze Ania, ja wyjezdzam w poniedzialek", sms, ExpectAnswer, "", alt, "Ania"},
		{"odbierze Kasia, jestem w pracy", sms, ExpectAnswer, "", alt, "Kasia"},
		{"va primi Ioana, eu sunt la serviciu", sms, ExpectAnswer, "", alt, "Ioana"},
	})
	neverYes(t, []string{"Odbierze Ania?", "odbierze Ania, ale jest w pracy", "nie odbierze Ania, nikogo nie bedzie"})
}
