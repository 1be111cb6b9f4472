package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// checkSarahConfirms reads each reply from the customer Sarah's phone and
// checks only whether it confirms (will_be_in or another signer).
func checkSarahConfirms(t *testing.T, tests []enmoreCase) {
	t.Helper()
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer", Customer: "Sarah"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if confirmed := positive(got.Intent); confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
		}
	}
}

// TestForHerUnreached: someone answering for the customer who says she
// will be in but cannot hear, open or come to the door is asked about;
// the same answer with nothing in the way is still her yes.
func TestForHerUnreached(t *testing.T) {
	t.Parallel()
	checkSarahConfirms(t, []enmoreCase{
		{"Replying for my mum, she will be in but she is deaf and won't hear you", false},
		{"Replying for my mum, she will be in but she won't hear you", false},
		{"This is Sarah's husband, she'll be in but she's deaf so won't hear the bell", false},
		{"Sarah's carer here, she'll be in but she can't hear the door", false},
		{"This is Sarah's son, mum will be in but she can't get to the door", false},
		{"Replying for my mum, she will be in but she can't open the door", false},
		{"Yes she'll be in but she can't hear the door", false},
		{"Sarah's husband here, we'll both be in but won't hear you", false},
		// still her yes
		{"This is Sarah's husband replying on her phone - yes we'll both be in", true},
		{"Replying for my mum, yes she will be in on Tuesday", true},
		{"Sarah's carer here. She will be at home, please knock loudly", true},
		{"Replying for my mum, she will be in, she can't hear the door so ring her mobile", true},
	})
}

// TestCannotHearNoSubject: "can't hear the door" with its subject dropped
// after a yes is the customer who cannot hear, as "I can't hear" is.
func TestCannotHearNoSubject(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'm in but can't hear the door", false},
		{"Yes I'm in, can't hear knocking", false},
		{"yes I'll be in and can't hear the bell", false},
		{"Yes I'm in but I will not hear the door", false},
		{"Yes I'm in but I can't get down", false},
		{"Yes I'm in, the lift's broken and I can't get down", false},
		{"yes I'll be in but I can't get downstairs", false},
		{"yes I'm in but can't hear the door so ring me when you're outside", true},
		{"Yes I'm in, I can't hear the bell so please ring my mobile", true},
		{"Yes I'll be in", true},
	})
}

// TestAsleepUnroused: a customer asleep who asks not to be woken, or says
// what to do if nobody answers, is asked about; asleep but in, woken by
// knocking, is a yes; a sleep clause that says where ("in the car on the
// way back") is not a sleep at home.
func TestAsleepUnroused(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"I'm in, I'll be asleep, don't knock", false},
		{"Yes I'm in, I'll be asleep, don't ring the bell", false},
		{"Yes I'm in, I'll be asleep, don't wake me", false},
		{"Yes I'm in, I'll be asleep, knock loud, if no answer take it back", false},
		{"I work nights so I'll be asleep but I'm in, if I don't answer take it back", false},
		{"I'll be asleep but I'm in, please do not disturb", false},
		{"I'll be asleep in the car on the way back from Scotland but I'm in by 12", false},
		{"I'll be asleep on the train but I'm in by 12", false},
		// still a yes
		{"I work nights so I'll be asleep but I'm in", true},
		{"I'll be asleep but in, knock loud", true},
		{"I'm on nights so I'll be asleep but I'm in", true},
		{"Yes Tuesday works, please don't knock before 8 though, night shift worker upstairs", true},
	})
}

// TestUselessBoarded: "useless" is placed only of a firm that was, and
// "boarded up" only of the front or the windows: a bare jab or the door
// boarded up beside a yes is asked about.
func TestUselessBoarded(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yeah I'll be in, useless", false},
		{"yes I'll be in, useless as ever", false},
		{"yes I'll be in but the front door's boarded up", false},
		{"Yes I'm in, the door is boarded up", false},
		{"boarded up, we've gone away for the week", false},
		{"Yes I'll be in, thanks for sorting it, the last delivery firm were useless", true},
		{"Yes I'm in. Please use the back door, the front is boarded up", true},
		{"yes we'll be in, the windows are boarded up", true},
	})
}

// TestVisitBoundsIn: a visitor's hour beside the customer in is the
// visitor's, unless being in is bounded by the visit ("in until she
// arrives", "till then"): then the hour cuts the window.
func TestVisitBoundsIn(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"my carer comes at 9 but I'll be in until she arrives", false},
		{"my carer comes at 9 but I'll be in till she comes", false},
		{"my carer comes at 9 but I'll be in till then", false},
		{"the nurse comes at 10, I'll be in before she comes", false},
		{"my carer comes at 9 but I'll be in after she leaves", false},
		{"my carer comes at 9 and takes me out", false},
		{"my carer comes at 9 but I'll probably be in", false},
		// the visitor's hour only
		{"my carer comes at 9 but I'll be in all morning", true},
		{"my carer comes at 9 but I'll be in", true},
		{"my carer comes at 9 but I will be home all morning", true},
	})
}

// TestSignerCannotSign: someone named to take it who, in a later clause
// with its subject dropped or "he" or "she", cannot sign, is asked about,
// in English and in Urdu and Punjabi; the writer who cannot sign is
// another's reason to sign.
func TestSignerCannotSign(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"my mum will be in but can't sign", false},
		{"my mum will be in, can not sign", false},
		{"my dad will be in but he can't sign", false},
		{"my son will be in but cannot sign", false},
		{"abbu ghar honge lekin woh sign nahi kar sakte", false},
		{"ammi ghar hongi par sign nahi kar sakti", false},
		{"bhra ghar hovega par sign ni kar sakda", false},
		{"my partner Alex will be in to sign", true},
		{"my mum will be in, she can sign", true},
		{"bhai ghar hoga, woh sign kar dega", true},
	})
}
