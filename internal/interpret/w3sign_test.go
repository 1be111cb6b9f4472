package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNameSaidTwice checks that a first name said twice in a row, as people
// do on a call when spelling it out, is written once, and that a name said
// once is kept whole.
func TestNameSaidTwice(t *testing.T) {
	t.Parallel()
	const alt = confirm.IntentAlternateSigner
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	checkSigners(t, []signerCase{
		{"my mum'll be in she's called pat pat hughes", call, ExpectAnswer, "", alt, "Pat Hughes"},
		{"kate kate wilson", call, ExpectName, "", alt, "Kate Wilson"},
		{"it'll be my brother dave dave evans", call, ExpectAnswer, "", alt, "Dave Evans"},
		{"my neighbour sue sue patel will take it", call, ExpectAnswer, "", alt, "Sue Patel"},
		{"our lodger piotr piotr nowak will be in", call, ExpectAnswer, "", alt, "Piotr Nowak"},
		{"Tom Tom Harris", sms, ExpectName, "", alt, "Tom Harris"},
		{"my son jake will be in", call, ExpectAnswer, "", alt, "Jake"},
		{"tom harris", call, ExpectName, "", alt, "Tom Harris"},
		{"Mary-Jane Smith will be in", sms, ExpectAnswer, "", alt, "Mary-Jane Smith"},
	})
}

// TestAnySlotPicksNone checks that an answer to the list of offered slots
// that leaves the choice to us ("any of them", "whichever", "not fussy")
// picks none and is asked again, while a slot named by number, day or
// "soonest" is still taken.
func TestAnySlotPicksNone(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		slot   int
	}{
		{"Any of them's fine really", confirm.IntentUnclear, -1},
		{"any of them will do", confirm.IntentUnclear, -1},
		{"whichever", confirm.IntentUnclear, -1},
		{"any one is fine mate", confirm.IntentUnclear, -1},
		{"not fussy", confirm.IntentUnclear, -1},
		{"any day suits", confirm.IntentUnclear, -1},
		{"any of them works for me", confirm.IntentUnclear, -1},
		{"the first one", confirm.IntentReschedule, 0},
		{"2 please", confirm.IntentReschedule, 1},
		{"Saturday", confirm.IntentReschedule, 2},
		{"whichever's soonest", confirm.IntentReschedule, 0},
	}
	for _, tt := range tests {
		r, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectSlot,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		if r.Intent != tt.intent || r.Slot != tt.slot {
			t.Errorf("%q: got %s slot %d, want %s slot %d: %s", tt.text, r.Intent, r.Slot, tt.intent, tt.slot, r.Reason)
		}
	}
}

// TestWhoIsNamed checks that a reply asking who the named person is ("who's
// Sarah Jones?") says the message reached the wrong person, and that a
// question about the sender, the driver or the company, or one the reply
// answers itself with a yes, does not.
func TestWhoIsNamed(t *testing.T) {
	t.Parallel()
	const (
		wrong = confirm.IntentWrongPerson
		unc   = confirm.IntentUnclear
	)
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	tests := []struct {
		text    string
		channel confirm.Channel
		intent  confirm.Intent
	}{
		{"Who's Emma Clarke? This is my work mobile", sms, wrong},
		{"who is emma", sms, wrong},
		{"Who the hell is Emma Clarke?", sms, wrong},
		{"Sorry, who's Emma? Think you've got the wrong number", sms, wrong},
		{"Who is Emma Clarke then?", sms, wrong},
		{"who's emma clarke this is a business line", call, wrong},
		{"who is david i don't know any david", call, wrong},
		{"Who is this?", sms, unc},
		{"who's this from?", sms, unc},
		{"Who's Acme?", sms, unc},
		{"who is the driver?", sms, unc},
		{"Yes, who's delivering?", sms, unc},
	}
	for _, tt := range tests {
		r, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: tt.channel, Booked: corpusBooked,
			Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		if r.Intent != tt.intent {
			t.Errorf("%q: got %s, want %s: %s", tt.text, r.Intent, tt.intent, r.Reason)
		}
	}
	// a yes beside the question answers it: never a wrong person
	r, _ := New().Interpret(context.Background(), Input{Text: "Who's Mark? Oh my husband, yes he'll be in", Channel: sms,
		Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
	if r.Intent == wrong {
		t.Errorf("a yes beside \"who's Mark?\" read as %s: %s", r.Intent, r.Reason)
	}
}

// TestRemarksNotNotes checks that remarks that tell the driver nothing are
// kept out of the notes: a text or call had before ("never had a text like
// this"), "back and forth", a person only perhaps there ("one of the
// neighbours probably"); while asking to be phoned, going round the back
// and a person placed for sure stay notes.
func TestRemarksNotNotes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		expect Expect
		notes  string // "" = none allowed
	}{
		{"Is this genuine? Never had a message like this before", ExpectAnswer, ""},
		{"Is this a scam? I got a text like this last week", ExpectAnswer, ""},
		{"Who are you? I've had a call about this already", ExpectAnswer, ""},
		{"Can I talk to someone please, easier than messaging back and forth", ExpectAnswer, ""},
		{"Put me through to a person, can't be doing with going back and forth", ExpectAnswer, ""},
		{"Don't know yet, maybe the lady next door", ExpectName, ""},
		{"No idea, possibly my neighbour at number 4", ExpectName, ""},
		{"Yes, give me a ring before you come", ExpectAnswer, "give me a ring before you come"},
		{"yes, I'll be in, text me before", ExpectAnswer, "text me before"},
		{"Yes I'll be in, go round the back and knock", ExpectAnswer, "go round the back and knock"},
		{"my neighbour at 12 will take it", ExpectAnswer, "my neighbour at 12"},
	}
	for _, tt := range tests {
		r, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: tt.expect,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		if tt.notes == "" && r.Notes != "" || tt.notes != "" && !strings.Contains(r.Notes, tt.notes) {
			t.Errorf("%q: got notes %q, want %q (%s: %s)", tt.text, r.Notes, tt.notes, r.Intent, r.Reason)
		}
	}
}

// TestOwnAbsenceInPassing checks that the customer's own shift or workplace,
// said in passing after "can't be there myself" and before another person
// who will sign, narrows nobody's window, and that a workplace named by its
// name ("the RVI", "Asda") is accounted for there; but a yes that puts the
// customer at such a place, or a signer only perhaps in, is not confirmed.
func TestOwnAbsenceInPassing(t *testing.T) {
	t.Parallel()
	const (
		alt = confirm.IntentAlternateSigner
		unc = confirm.IntentUnclear
		in  = confirm.IntentWillBeIn
	)
	sms := confirm.ChannelSMS
	checkSigners(t, []signerCase{
		{"Can't be there myself, on shift at the RVI, but Mark Thompson from next door has said he'll have it", sms, ExpectAnswer, "", alt, "Mark Thompson"},
		{"Won't be home, on nights at the Royal, but my neighbour Priya said she'd take it", sms, ExpectAnswer, "", alt, "Priya"},
		{"Can't be there myself, working at Asda, but my son Tom will be in", sms, ExpectAnswer, "", alt, "Tom"},
		{"Can't be there, I'm at the RVI, but my son Tom will be in", sms, ExpectAnswer, "", alt, "Tom"},
		{"Not me, at work, but my wife Jo will sign", sms, ExpectAnswer, "", alt, "Jo"},
		{"Yes I'm in, my wife is at the RVI", sms, ExpectAnswer, "", in, ""},
		{"Yes I'll be at the RVI", sms, ExpectAnswer, "", unc, ""},
		{"yes at Asda", sms, ExpectAnswer, "", unc, ""},
	})
	for _, text := range []string{
		"Can't be there myself, on shift at the RVI",
		"Can't be there, on shift, my husband might be in",
		"Can't be in myself, at a meeting till 10, but my husband will be in until then",
		"Yes, I'm working at Asda",
	} {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: sms, Booked: corpusBooked,
			Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if r.Intent == in || r.Intent == alt {
			t.Errorf("%q: got %s, want no confirmation: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestMonthAsName checks that a month that is also a given name ("Jan",
// "June", "April"), standing where a person stands ("leave it with Jan
// next door"), is the signer and no month asked for; while a month after
// "in", "till" or with a day is still a date, never a confirmation.
func TestMonthAsName(t *testing.T) {
	t.Parallel()
	const (
		alt = confirm.IntentAlternateSigner
		dd  = confirm.IntentDifferentDay
	)
	sms := confirm.ChannelSMS
	checkSigners(t, []signerCase{
		{"Can't be there myself, please leave it with Jan next door at number 14, she knows it's coming", sms, ExpectAnswer, "", alt, "Jan"},
		{"I'm out, leave it with Jan next door", sms, ExpectAnswer, "", alt, "Jan"},
		{"Out all day, give it to June at number 4 please", sms, ExpectAnswer, "", alt, "June"},
		{"leave it with June at number 4", sms, ExpectAnswer, "", alt, "June"},
		{"Not in, April next door will take it", sms, ExpectAnswer, "", alt, "April"},
		{"Jan 5th?", sms, ExpectAnswer, "", dd, ""},
		{"Yes in June", sms, ExpectAnswer, "", dd, ""},
		{"December is better", sms, ExpectAnswer, "", dd, ""},
		{"can we do jan instead", sms, ExpectAnswer, "", dd, ""},
	})
	for _, text := range []string{"not till jan", "sometime in Jan will do", "Jan?"} {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: sms, Booked: corpusBooked,
			Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if r.Intent == confirm.IntentWillBeIn || r.Intent == alt {
			t.Errorf("%q: got %s, want no confirmation: %s", text, r.Intent, r.Reason)
		}
	}
}
