package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// enmoreCase is one reply and whether it confirms.
type enmoreCase struct {
	text    string
	confirm bool
}

// checkEnmore reads each reply by text and checks whether it confirms.
func checkEnmore(t *testing.T, tests []enmoreCase) {
	t.Helper()
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner; confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
		}
	}
}

// TestOffShiftHomeMorning: work on a shift clear of the booked morning,
// said beside being home in the morning, is a yes; the shift alone, or
// being home at another part of the day, or asleep, is not.
func TestOffShiftHomeMorning(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"i work afternoons, so in the morning i am home", true},
		{"I work nights so I'm home in the morning", true},
		{"I'm on lates, home all morning", true},
		{"i work evenings so i'm in all morning", true},
		{"I work lates so I'm home mornings", true},
		{"im on nights so home all morning", true},
		{"work nights, home in the morning", true},
		{"I work evenings so I'm about in the morning", true},
		{"i do nights, im home all morning", true},
		// look-alikes that must not confirm
		{"i work mornings so i'm home in the afternoon", false},
		{"I work nights", false},
		{"I work evenings", false},
		{"I work nights so I'll be asleep in the morning", false},
		{"I work nights so I'm home in the afternoon", false},
		{"I work nights, not home in the morning", false},
		{"i work afternoons so i'm out in the morning", false},
		{"I work nights and mornings so I'm home in the morning", false},
		{"I work nights so I'm home in the morning, might be asleep", false},
		{"i work afternoons, home in the morning but only till 10", false},
		{"I work nights so I'm home in the morning if I'm not called in", false},
	})
}

// TestPropertyHours: an hour said of a door, a gate, a building or a car
// park is about the place, not when the customer is in; the same hour said
// of the customer still narrows the window.
func TestPropertyHours(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"yes I'll be in, the door is open until 10", true},
		{"yes I'll be in, the gate is locked after 6", true},
		{"yes I'll be in, the car park closes at 8pm", true},
		{"yes we're in, reception shuts at 5", true},
		{"yes I'll be in, the side gate is unlocked till 12", true},
		{"we'll be in, gate locked after 6pm so come before", true},
		{"yes will be in, building reception closes at 5", true},
		{"yes I'll be in, the door is open until 10, just come in", true},
		// look-alikes: the hour is the customer's
		{"yes I'll be in till 10", false},
		{"yes, the door is open until 10 then I go out", false},
		{"yes i'll be in but we're closed till 10", false},
		{"yes I'll be in, the shop closes at 10", false},
		{"the gate is locked after 6, I'm out all day", false},
		{"the door is open till 10 but nobody will be in", false},
	})
}

// TestAskNarrowerAndCarrier: a narrower slot asked for is a question about
// the window, who brings it a question about the sender; neither confirms
// without a yes.
func TestAskNarrowerAndCarrier(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want Question
	}{
		{"Any chance of a slot tighter than 4 hours?", QuestionWindow},
		{"is there any way to get a window shorter than 4 hours?", QuestionWindow},
		{"can I get a 2 hour slot?", QuestionWindow},
		{"could you give me a more precise time?", QuestionWindow},
		{"Who is delivering, your own van or a courier?", QuestionSender},
		{"who's bringing it, you or DPD?", QuestionSender},
		{"will it be a courier or your own van?", QuestionSender},
		{"yes, do you use a courier?", QuestionSender},
		{"yes I'll be in. is it your own drivers or a courier?", QuestionSender},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Question != tt.want {
			t.Errorf("%q: asks %q (%s), want %q", tt.text, got.Question, got.Reason, tt.want)
		}
	}
}

// TestNowAwayBookedIn: away now, in on the booked day (Tuesday) is a yes;
// away with no word of now, a hedge, or another day is not.
func TestNowAwayBookedIn(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"I'm at work right now but on Tuesday I'm in", true},
		{"out at the moment but I'll be in Tuesday", true},
		{"im at work atm but ill be home tuesday", true},
		{"I'm at work currently but I'll be home on Tuesday", true},
		{"out today but I'll be in on Tuesday", true},
		// look-alikes
		{"I'm at work right now but on Tuesday I might be in", false},
		{"I'm at work right now and on Tuesday", false},
		{"out at the moment, I'll be in Wednesday", false},
		{"I'm out on Tuesday", false},
		{"I'm at work right now", false},
		{"at work right now, not sure about Tuesday", false},
		{"I'm at work right now but I'll be in on Tuesday afternoon", false},
	})
}

// TestWriterAmongChildren: the writer named beside a child is in; a child
// alone, or the writer as an alternative, is not a yes.
func TestWriterAmongChildren(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes, me and the kids will be in", true},
		{"me and my kids will be home", true},
		{"myself and the children will be there", true},
		{"yes, me and the baby will be in", true},
		{"we and the kids will be here all morning", true},
		{"my mum and I will both be in", true},
		{"me and my husband will be there all morning", true},
		// look-alikes
		{"the kids will be in", false},
		{"yes the kids will be in", false},
		{"yes, not me but the kids will be in", false},
		{"yes, me or the kids will be in", false},
		{"I'm out but me and the kids will be in", false},
	})
}
