package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

type safety6Case struct {
	text    string
	confirm bool
	call    bool // read as said on a call
}

func checkSafety6(t *testing.T, tests []safety6Case) {
	t.Helper()
	for _, tt := range tests {
		ch := confirm.ChannelSMS
		if tt.call {
			ch = confirm.ChannelCall
		}
		l := corpusLine{Text: tt.text, Channel: ch, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner; confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s, signer %q), want confirmed %v", tt.text, got.Intent, got.Reason, got.Signer, tt.confirm)
		}
	}
}

// TestSafetyBrokenThing: a thing of the home that does not work is out of
// order; it is not "I'm not working", and alone it says nobody is in.
func TestSafetyBrokenThing(t *testing.T) {
	t.Parallel()
	checkSafety6(t, []safety6Case{
		{"the intercom does not work", false, false},
		{"the intercom doesn't work", false, false},
		{"intercom not working", false, false},
		{"the doorbell isn't working", false, false},
		{"the bell doesn't work", false, false},
		{"our buzzer does not work", false, false},
		{"the lift doesn't work", false, false},
		{"the gate code doesn't work", false, false},
		{"the entry phone isn't working", false, false},
		{"ring the bell, the knocker doesn't work", false, false},
		{"my phone doesn't work", false, false},
		// a yes or a presence beside it still confirms
		{"yes i'll be in, the intercom doesn't work", true, false},
		{"yes the intercom doesn't work so ring me", true, false},
		{"yes, the buzzer is not working, knock loudly", true, false},
		{"I'll be in but the intercom doesn't work", true, false},
	})
}

// TestSafetyUndoneYes: a degree of sureness short of full, a hold-up on
// the way, or being home only in a moment undoes a yes.
func TestSafetyUndoneYes(t *testing.T) {
	t.Parallel()
	checkSafety6(t, []safety6Case{
		{"yes 90% sure", false, false},
		{"yes at 90%", false, false},
		{"yes pretty sure", false, false},
		{"yes 99%", false, false},
		{"yes i'm 99.9 percent sure", false, false},
		{"yeah 80 per cent", false, false},
		{"yes fairly certain", false, false},
		{"yes reasonably confident", false, false},
		{"yes almost certainly", false, false},
		{"yes sure-ish", false, false},
		{"yes but stuck in traffic", false, false},
		{"yes but in traffic", false, false},
		{"yes i'm stuck at the hospital", false, false},
		{"yes but my train is delayed", false, false},
		{"yes im delayed", false, false},
		{"yes home in a sec", false, true},
		{"yes home in a sec", false, false},
		{"yes home in 5 mins", false, true},
		{"yeah back in a minute", false, true},
		{"yes nearly home", false, true},
		{"yes 50/50", false, false},
		{"yes fifty-fifty", false, false},
		{"yes be home soon", false, false},
		{"yes, back shortly", false, true},
		// full sureness and ordinary remarks still confirm
		{"yes I'm home, back door is open", true, false},
		{"yes i'll be around all morning", true, false},
		{"yes 100%", true, false},
		{"yes 100% sure", true, false},
		{"yes, sure", true, false},
		{"yes im sure", true, false},
		{"sure yes", true, false},
		{"yes i'm home", true, true},
		{"yes home all day", true, false},
		{"yes, the door gets stuck so push hard", true, false},
		{"yes, watch the traffic on the main road", true, false},
		{"Yes I'll be in. Heads up the top end of our road is shut for roadworks, come in from Station Road", true, false},
	})
}

// TestSafetyOtherHome: going to or staying at a relative's or a friend's
// home, or the house next door, is an absence, not a signer.
func TestSafetyOtherHome(t *testing.T) {
	t.Parallel()
	checkSafety6(t, []safety6Case{
		{"i am going to my mother-in-law's", false, false},
		{"going to my brother-in-law's", false, false},
		{"i'm at my mother in law's", false, false},
		{"i'll be at my mother-in-law's", false, false},
		{"off to my nan's", false, false},
		{"going to my sister's", false, false},
		{"staying at my daughter's", false, false},
		{"we're off to the in-laws", false, false},
		{"visiting my gran", false, false},
		{"heading over to my sisters", false, false},
		{"i'll be at my mates", false, false},
		{"I'll be at the house next door", false, false},
		{"we will be at the house next door", false, true},
		{"i'll be round at the neighbours", false, false},
		{"yes but staying at my boyfriends", false, false},
		{"we're going to my parents", false, false},
		// a relative who is in or signs still confirms
		{"yes my wife will be around", true, false},
		{"yes my mother-in-law's in", true, false},
		{"yes my mother in law will be in", true, false},
		{"my sister is going to be in", true, false},
		{"yes my mum's at home", true, false},
		{"yes, my daughter is in", true, false},
		{"my sister can sign", true, false},
		{"yes i'm home, my nan is staying with us", true, false},
		{"yes my neighbour will take it", true, false},
		{"yes but its at my mums address isnt it, ill be there to let you in anyway", true, false},
	})
}

// TestSafetyVerbNoName: a verb after a relation is no name.
func TestSafetyVerbNoName(t *testing.T) {
	t.Parallel()
	checkSafety6(t, []safety6Case{
		{"my wife stays", false, false},
		{"my husband remains", false, false},
		{"my son waits", false, false},
		{"my daughter sleeps", false, false},
		{"my mum leaves", false, false},
		{"my partner works", false, false},
		{"my husband travels", false, false},
		{"my wife stayed", false, false},
		// names still name
		{"my wife Sarah", true, false},
		{"my son james will be in", true, false},
		{"my husband dave will sign", true, false},
		{"mrs hughes will sign", true, false},
		{"my neighbour mrs jones will take it", true, false},
		{"my son marcus will be in", true, false},
		{"my partner lewis will be in", true, false},
		{"my brother rhys is in", true, false},
	})
}
