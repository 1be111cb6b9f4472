package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// signerCase is one reply and who it says will sign.
type signerCase struct {
	text     string
	channel  confirm.Channel
	expect   Expect
	customer string
	intent   confirm.Intent
	signer   string
}

func checkSigners(t *testing.T, tests []signerCase) {
	t.Helper()
	for _, tt := range tests {
		got, err := New().Interpret(context.Background(), Input{
			Text: tt.text, Channel: tt.channel, Expect: tt.expect, Booked: corpusBooked,
			Options: corpusOptions, Today: corpusToday, CustomerFirst: tt.customer,
			Asked: corpusAsked,
		})
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		if got.Intent != tt.intent || got.Signer != tt.signer {
			t.Errorf("%q (customer %q): got %s %q, want %s %q: %s",
				tt.text, tt.customer, got.Intent, got.Signer, tt.intent, tt.signer, got.Reason)
		}
	}
}

// TestNameGivenLater checks that a person described by a relation gets
// the name the reply gives them elsewhere, standing alone, in English and
// through the glosses; and that a name which belongs to someone else (an
// object, a person turned away, one of two) is not taken.
func TestNameGivenLater(t *testing.T) {
	t.Parallel()
	const (
		alt = confirm.IntentAlternateSigner
		unc = confirm.IntentUnclear
	)
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	checkSigners(t, []signerCase{
		{"it'll be my nan taking it in for us bernadette", call, ExpectAnswer, "", alt, "Bernadette"},
		{"my brother will be in - Tariq", sms, ExpectAnswer, "", alt, "Tariq"},
		{"my husband will sign for it, Callum", sms, ExpectAnswer, "", alt, "Callum"},
		{"i can't but my son will he's called dominik", call, ExpectAnswer, "", alt, "Dominik"},
		{"moja siostra będzie w domu kasia", call, ExpectAnswer, "", alt, "Kasia"},
		{"sim o meu filho vai estar o joão", call, ExpectAnswer, "", alt, "João"},
		{"but my son will tomasz", call, ExpectAnswer, "", alt, "Tomasz"},
		{"bydd fy nhad adre, Emlyn", sms, ExpectAnswer, "", alt, "Emlyn"},
		{"my husband will be in, Thursday", sms, ExpectAnswer, "", confirm.IntentDifferentDay, ""},
		{"me mum will be in, name of maureen", call, ExpectAnswer, "", alt, "Maureen"},
		// a name that is someone else's
		{"my husband will be in with Dave", sms, ExpectAnswer, "", alt, ""},
		{"my husband will be in, tell Dave", sms, ExpectAnswer, "", alt, ""},
		{"my son will be in with his friend Tom", sms, ExpectAnswer, "", alt, ""},
		{"my son will sign, Tom's away though", sms, ExpectAnswer, "", alt, ""},
		// a number for the driver "if needed" is no condition; being in
		// "if needed" is
		{"Kasia (my flatmate) will be in as I'm at work. Her number is 07700 900123 if the driver needs it", sms, ExpectAnswer, "", alt, "Kasia"},
		{"yes I'll be in if needed", sms, ExpectAnswer, "", unc, ""},
		// a subject shared across "and"; a crew's foreman asked for
		{"Yes, my sister Nia Evans is staying with us and will take it in", sms, ExpectAnswer, "", alt, "Nia Evans"},
		{"The decorators are on site all week, ask for Gary he's the foreman", sms, ExpectAnswer, "", alt, "Gary"},
		{"yes I am on site all day", sms, ExpectAnswer, "", unc, ""},
		{"The window fitters are there all day so they'll let you in", sms, ExpectAnswer, "", unc, ""},
		// coming round to sign is an arrangement of the one coming
		{"I'm at work till 5 but my dad Clive is coming round to let them in", sms, ExpectAnswer, "", alt, "Clive"},
		{"I'm at work but my sister Ann will pop over to sign for it", sms, ExpectAnswer, "", alt, "Ann"},
		{"my son is coming round to take it in", sms, ExpectAnswer, "", alt, ""},
		{"nobody is coming round to take it in", sms, ExpectAnswer, "", confirm.IntentDifferentDay, ""},
		// letting the driver in is being there; signing outweighs the
		// customer being in too
		{"I'll be in but my son Jack will let you in", sms, ExpectAnswer, "", confirm.IntentWillBeIn, ""},
		{"I'll be in but my son Jack will sign", sms, ExpectAnswer, "", alt, "Jack"},
		{"I'm at work, my son Jack will let you in", sms, ExpectAnswer, "", alt, "Jack"},
		// a child still never signs
		{"my daughter will be in - Aisha (she's 12)", sms, ExpectAnswer, "", unc, ""},
	})
}

// TestNameAnswers checks replies to "who will be in?": a relation alone is
// no name, a name written surname first is put in order, a spelling note
// is not part of the name, the customer's own name is the customer.
func TestNameAnswers(t *testing.T) {
	t.Parallel()
	const (
		in  = confirm.IntentWillBeIn
		alt = confirm.IntentAlternateSigner
		unc = confirm.IntentUnclear
	)
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	checkSigners(t, []signerCase{
		{"my wife", call, ExpectName, "", alt, ""},
		{"our lodger", sms, ExpectName, "", alt, ""},
		{"the neighbour at number 4", sms, ExpectName, "", alt, ""},
		{"someone else", sms, ExpectName, "", unc, ""},
		{"kowalski, piotr", sms, ExpectName, "", alt, "Piotr Kowalski"},
		{"Murphy, Siobhan", sms, ExpectName, "", alt, "Siobhan Murphy"},
		{"my husband dominic with a c", call, ExpectName, "", alt, "Dominic"},
		{"priya", call, ExpectName, "Priya", in, ""},
		{"my son, he's 13", sms, ExpectName, "", unc, ""},
	})
}

// TestAnsweringForCustomer checks replies written by someone other than
// the customer who says who they are: they sign, by the name they give;
// the customer named as the one in stays the customer; a writer who is
// away is no signer.
func TestAnsweringForCustomer(t *testing.T) {
	t.Parallel()
	const (
		in  = confirm.IntentWillBeIn
		alt = confirm.IntentAlternateSigner
		dd  = confirm.IntentDifferentDay
	)
	sms := confirm.ChannelSMS
	checkSigners(t, []signerCase{
		{"Sue's at work, it's her partner Mike here, I'll be in", sms, ExpectAnswer, "Sue", alt, "Mike"},
		{"Hi it's Omar, Sue's brother. I'll be home Tuesday", sms, ExpectAnswer, "Sue", alt, "Omar"},
		{"Sue's away that week but I'm here - Kasia (lodger)", sms, ExpectAnswer, "Sue", alt, "Kasia"},
		{"this is her son, I'll be in", sms, ExpectAnswer, "Sue", alt, ""},
		{"Sue will be in, this is her husband replying for her", sms, ExpectAnswer, "Sue", in, ""},
		{"Sue's away that week and I'm away too", sms, ExpectAnswer, "Sue", dd, ""},
		{"Sue's at work but I'm in all morning. Her dad", sms, ExpectAnswer, "", alt, ""},
		{"I'm away all morning. Her dad", sms, ExpectAnswer, "", alt, ""},
		{"Not Sue, she's my wife, but yes I'll be in", sms, ExpectAnswer, "", alt, ""},
		{"Not Sue, I'm Dave", sms, ExpectAnswer, "", confirm.IntentWrongPerson, ""},
		{"Sue's not here this week, it's her husband Mike, I'll be in", sms, ExpectAnswer, "", alt, "Mike"},
		{"Mike will be in, Mike's not here", sms, ExpectAnswer, "", confirm.IntentUnclear, ""},
		{"Sue's at work, it's her husband Mike here", sms, ExpectAnswer, "Sue", confirm.IntentUnclear, ""},
		{"it's her husband Mike here, we're both away that week", sms, ExpectAnswer, "Sue", dd, ""},
		{"hubby wl b in", sms, ExpectAnswer, "", alt, ""},
		{"this is her husband, I'm away that week", sms, ExpectAnswer, "Sue", dd, ""},
	})
}

// TestSubjectAfterVerb checks replies that name who will be in after the
// verb, as the other languages put it, read through their glosses; and
// that a person after "with" or "at", one "too", or one with a verb of
// their own is no subject of the customer's statement.
func TestSubjectAfterVerb(t *testing.T) {
	t.Parallel()
	const (
		in  = confirm.IntentWillBeIn
		alt = confirm.IntentAlternateSigner
	)
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	checkSigners(t, []signerCase{
		{"we wtorek odbierze mój brat Tomek", sms, ExpectAnswer, "", alt, "Tomek"},
		{"el martes lo recoge mi hermano Pablo", sms, ExpectAnswer, "", alt, "Pablo"},
		{"marți va primi fratele meu Mihai", sms, ExpectAnswer, "", alt, "Mihai"},
		{"mio fratello luca sarà a casa", call, ExpectAnswer, "", alt, "Luca"},
		{"mia nonna sarà a casa", sms, ExpectAnswer, "", alt, ""},
		{"ok perfecto, tb estara mi hermana", sms, ExpectAnswer, "", alt, ""},
		{"I'll be in with my husband", sms, ExpectAnswer, "", in, ""},
		{"will be in with my mum", sms, ExpectAnswer, "", in, ""},
		{"will be in at my mum's", sms, ExpectAnswer, "", confirm.IntentUnclear, ""}, // at her home, not ours
		{"yes will be home my son is off school", sms, ExpectAnswer, "", in, ""},
	})
}

// TestSignerCorrected checks that the last decisive statement names the
// signer: a person taken back by a correction is not, and why they cannot
// (a match, a class) is accounted for as another's absence; an activity
// of the customer's own beside a yes is still asked about.
func TestSignerCorrected(t *testing.T) {
	t.Parallel()
	const (
		alt = confirm.IntentAlternateSigner
		unc = confirm.IntentUnclear
		dd  = confirm.IntentDifferentDay
	)
	sms := confirm.ChannelSMS
	checkSigners(t, []signerCase{
		{"Sam will be in. Actually no, Sam's got rugby, my mum will be in instead - Brenda", sms, ExpectAnswer, "", alt, "Brenda"},
		{"my husband Dave will be in. Actually no, my son Jack will take it", sms, ExpectAnswer, "", alt, "Jack"},
		{"my husband will be in. Actually no, he's away, sorry", sms, ExpectAnswer, "", dd, ""},
		{"yes I'll be in, football at 11", sms, ExpectAnswer, "", unc, ""},
		{"yes I'll be in, swimming at 10", sms, ExpectAnswer, "", unc, ""},
		{"Je travaille mais ma voisine Mme Leroy peut réceptionner", sms, ExpectAnswer, "", alt, "Mme Leroy"},
	})
}

// TestSurnameAccounted checks that a surname signing the reply ("Regards,
// A. Nowak") or on the bell ("buzzer: Kowalczyk") is accounted for and
// names no signer, and that a word after the bell that is no name is not.
func TestSurnameAccounted(t *testing.T) {
	t.Parallel()
	const (
		in  = confirm.IntentWillBeIn
		alt = confirm.IntentAlternateSigner
	)
	sms := confirm.ChannelSMS
	checkSigners(t, []signerCase{
		{"Yes we'll be home. Kind regards, J. Kowalczyk", sms, ExpectAnswer, "", in, ""},
		{"Yes I'll be in. Regards, Okafor", sms, ExpectAnswer, "", in, ""},
		{"Sì, ci sono io. Citofono: Bianchi", sms, ExpectAnswer, "", in, ""},
		{"yes I'll be in, buzzer 4 Kowalczyk", sms, ExpectAnswer, "", in, ""},
		{"yes I'll be in, the bell says Okafor", sms, ExpectAnswer, "", in, ""},
		{"er i'm at work but mister patel next door will take it in for us", confirm.ChannelCall, ExpectAnswer, "", alt, "Mr Patel"},
	})
}

// TestHedgeOnWho checks that a hedge about who it will be does not block
// a firm statement that someone will be in, while a hedge about being in,
// or a choice of people with nothing firm beside it, still does.
func TestHedgeOnWho(t *testing.T) {
	t.Parallel()
	const (
		in  = confirm.IntentWillBeIn
		unc = confirm.IntentUnclear
	)
	sms := confirm.ChannelSMS
	checkSigners(t, []signerCase{
		{"Probably me or my husband, but one of us will definitely be in", sms, ExpectAnswer, "", in, ""},
		{"might be my son or me, but someone will be in for sure", sms, ExpectAnswer, "", in, ""},
		{"should be in", sms, ExpectAnswer, "", unc, ""},
		{"I might be in", sms, ExpectAnswer, "", unc, ""},
		{"probably", sms, ExpectAnswer, "", unc, ""},
		{"Should be me or my partner", sms, ExpectAnswer, "", unc, ""},
		{"should be me or my partner, one of us might be in", sms, ExpectAnswer, "", unc, ""},
		{"probably my husband, but we should be in", sms, ExpectAnswer, "", unc, ""},
		{"probably, someone will be in", sms, ExpectAnswer, "", unc, ""},
		{"not sure who yet, me or my wife, but we'll definitely be in", sms, ExpectAnswer, "", in, ""},
		{"I think it'll be my husband but definitely someone will be home", sms, ExpectAnswer, "", in, ""},
		{"not sure yet, me or my wife", sms, ExpectAnswer, "", unc, ""},
		{"might be my husband or me, we'll see", sms, ExpectAnswer, "", unc, ""},
	})
}
