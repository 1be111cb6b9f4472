package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// classCase is one look-alike of a class of English replies: the intent it
// must read as and, when given, the question kind it asks and the slot it
// picks (-1 for none; only checked for reschedule).
type classCase struct {
	text     string
	intent   confirm.Intent
	question Question
	slot     int
}

// readClass reads each case as an answer to "will someone be in?" against
// the corpus's booking and fails on any that reads otherwise.
func readClass(t *testing.T, cases []classCase) {
	t.Helper()
	for _, c := range cases {
		l := corpusLine{Text: c.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		r, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case r.Intent != c.intent:
			t.Errorf("%q read as %s (want %s): %s", c.text, r.Intent, c.intent, r.Reason)
		case c.question != "" && r.Question != c.question:
			t.Errorf("%q asks %q (want %q): %s", c.text, r.Question, c.question, r.Reason)
		case c.intent == confirm.IntentReschedule && r.Slot != c.slot:
			t.Errorf("%q picks slot %d (want %d): %s", c.text, r.Slot, c.slot, r.Reason)
		}
	}
}

const (
	inYes     = confirm.IntentWillBeIn
	inUnclear = confirm.IntentUnclear
	inDay     = confirm.IntentDifferentDay
	inMove    = confirm.IntentReschedule
)

// TestEntryDoubt: a yes said with a doubt about getting in (may, might,
// could: locked, shut, not working) is asked about; a doubt about parking,
// the way the order goes or where in the home the customer is stays an
// aside.
func TestEntryDoubt(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes the flat may be locked", intent: inUnclear},
		{text: "yes, the gate might be shut", intent: inUnclear},
		{text: "yes but the front door could be locked", intent: inUnclear},
		{text: "yes, the building may be locked so buzz", intent: inUnclear},
		{text: "yes the buzzer may not work", intent: inUnclear},
		{text: "yes the intercom might not be working", intent: inUnclear},
		{text: "yes I'll be in, the gate may be locked", intent: inUnclear},
		{text: "yes the back gate could be padlocked", intent: inUnclear},
		{text: "yes the doors may be locked, call me when you get here", intent: inUnclear},
		{text: "yeah the entrance might be closed", intent: inUnclear},
		{text: "yes, the block may be locked, use the buzzer", intent: inUnclear},
		// not a doubt about getting in
		{text: "yes, the drive might be full", intent: inYes},
		{text: "yes the road may be blocked", intent: inYes},
		{text: "yes you may need to knock loudly", intent: inYes},
		{text: "Yes I'll be in but I'm disabled so it might take me a minute to get to the door", intent: inYes},
		{text: "yes, the lift may be out of order", intent: inYes},
		{text: "yes the gate is locked so ring the bell", intent: inYes},
	})
}
