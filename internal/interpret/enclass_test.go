package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// classCase is one look-alike of a class of English replies: the intent it
// must read as and, when given, the question kind it asks (a confirmation
// must ask exactly that, none when not given) and the slot it picks (only
// checked for reschedule).
type classCase struct {
	text     string
	intent   confirm.Intent
	question Question
	slot     int
	expect   string // what was asked, as the corpus names it; "answer" when empty
}

// readClass reads each case as an answer to what it expects ("will
// someone be in?" unless given) against the corpus's booking and fails on
// any that reads otherwise.
func readClass(t *testing.T, cases []classCase) {
	t.Helper()
	for _, c := range cases {
		l := corpusLine{Text: c.text, Channel: confirm.ChannelSMS, Expect: c.expect}
		if l.Expect == "" {
			l.Expect = "answer"
		}
		r, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case r.Intent != c.intent:
			t.Errorf("%q read as %s (want %s): %s", c.text, r.Intent, c.intent, r.Reason)
		case (c.question != "" || c.intent == inYes) && r.Question != c.question:
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
		{text: "yes you may find the gate locked", intent: inUnclear},
		{text: "yes, it may be locked", intent: inUnclear},
		{text: "yes the doors could possibly be locked", intent: inUnclear},
		{text: "yes, but the estate gates may be shut", intent: inUnclear},
		{text: "yes but the driver may not get through the gate", intent: inUnclear},
		{text: "yes though the concierge may not be there", intent: inUnclear},
		{text: "yes, you might not get in", intent: inUnclear},
		// not a doubt about getting in
		{text: "yes, the drive might be full", intent: inYes},
		{text: "yes the road may be blocked", intent: inYes},
		{text: "yes you may need to knock loudly", intent: inYes},
		{text: "Yes I'll be in but I'm disabled so it might take me a minute to get to the door", intent: inYes},
		{text: "yes, the lift may be out of order", intent: inYes},
		{text: "yes the gate is locked so ring the bell", intent: inYes},
		{text: "yes the door may be on the latch", intent: inYes},
		{text: "yes, you may need to wait for someone to let you in", intent: inYes},
	})
}

// TestYesWaitsOnAnswer: a yes made to depend on the answer to a question
// ("so I can check", "to see if", "then I'll know") is a condition, asked
// about with the question's kind; a request to be told the time is a
// question like "what time?", and beside a firm yes with no such reason it
// is confirmed and answered.
func TestYesWaitsOnAnswer(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes we'll be in, can you tell me what time so I can check", intent: inUnclear, question: QuestionTime},
		{text: "yes should be fine, what time? need to see if I can get off work", intent: inUnclear, question: QuestionTime},
		{text: "yes, can you tell me a time so I can check", intent: inUnclear, question: QuestionTime},
		{text: "yes I'll be in, can you give me a time then I'll know if I need to take time off", intent: inUnclear, question: QuestionTime},
		{text: "yes I'll be in, can you let me know a time so I can arrange to be home", intent: inUnclear, question: QuestionTime},
		{text: "yes we'll be in, can you tell me roughly when so I can plan", intent: inUnclear, question: QuestionTime},
		{text: "yeah we'll be in, what time so I can see if my husband can stay", intent: inUnclear, question: QuestionTime},
		{text: "yes I'll be in, what time? then I'll know", intent: inUnclear, question: QuestionTime},
		{text: "yes, will it be morning? need to see if I can swap my shift", intent: inUnclear, question: QuestionTime},
		// run on as a call runs, "so" and all
		{text: "yes we'll be in what time so i can check with the wife", intent: inUnclear, question: QuestionTime},
		{text: "yes i'll be in what time i can check with work", intent: inUnclear, question: QuestionTime},
		{text: "yeah we'll be in what time as i have to check", intent: inUnclear, question: QuestionTime},
		{text: "yes, can you tell me what's being delivered", intent: inYes, question: QuestionItems}, // no reason: yesbareask.go
		// the telling demanded, not asked: the same kind
		{text: "yes, let me know the time and I'll check", intent: inUnclear, question: QuestionTime},
		{text: "yes we'll be in, if you tell me the time I can check", intent: inUnclear, question: QuestionTime},
		{text: "yes I'll be in, send me a time and I'll see", intent: inUnclear, question: QuestionTime},
		{text: "yes I'll be in, give us a time so we can sort the dog out", intent: inUnclear, question: QuestionTime},
		// asked with no reason that waits on it: confirmed and answered
		{text: "yes I'll be in, can you tell me what time they'll come", intent: inYes, question: QuestionTime},
		{text: "yes I'll be in, could you let me know what time please", intent: inYes, question: QuestionTime},
		{text: "yes I'll be in, what time will they arrive?", intent: inYes, question: QuestionTime},
		// a request for a call stays a request, and names the call ahead (callaheadasked.go)
		{text: "yes I'll be in, can you let me know when you're close", intent: inYes, question: QuestionCallAhead},
		{text: "yes I'll be in, can you text me when you're on your way", intent: inYes, question: QuestionCallAhead},
	})
}

// TestInsteadAfterYes: a yes followed by a request for another day is not
// a confirmation (different_day, or reschedule for an offered slot); a yes
// followed by another place or way in instead of one is an instruction,
// and a place is not a signer.
func TestInsteadAfterYes(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes but can you come tomorrow instead", intent: inDay},
		{text: "yeah but could you do Thursday instead?", intent: inDay},
		{text: "yeah but can it be monday instead", intent: inDay},
		{text: "yes but any chance of next week instead", intent: inDay},
		{text: "yes but could you come on the 30th instead", intent: inDay},
		{text: "yes but can they come in the afternoon instead", intent: inDay},
		{text: "yes but could you do Friday instead", intent: inMove, slot: 1},
		{text: "yes but can you do Wednesday instead", intent: inMove, slot: 0},
		{text: "yes, but would Saturday be possible instead?", intent: inMove, slot: 2},
		{text: "yes ok but can you make it Wednesday instead", intent: inMove, slot: 0},
		// beside someone said to be in, the day is still asked for
		{text: "yes I'll be in but can you come Thursday instead", intent: inDay},
		{text: "yes I will be in, could they do Monday", intent: inDay},
		{text: "yes I'll be in but can you come Friday instead", intent: inMove, slot: 1},
		{text: "yes I'll be home Monday", intent: inUnclear},
		// a place or a way in instead of another: an instruction
		{text: "yes, leave it next door instead of the porch", intent: inYes},
		{text: "yes, leave it with no. 4 instead of the porch", intent: inYes},
		{text: "yeah leave it next door instead of on the step", intent: inYes},
		{text: "yes, use the side door instead", intent: inYes},
		{text: "yes I'll be in but use the back gate instead", intent: inYes},
		{text: "yes, bring it round the back instead", intent: inYes},
		{text: "use the side door instead", intent: inUnclear},
	})
}

// TestCalledByOther: a call the customer will get from someone else, or
// that calls them in to work, is not a wish to speak to the team; a call
// asked of the sender, or a person asked for in so many words, is.
func TestCalledByOther(t *testing.T) {
	t.Parallel()
	human := confirm.IntentWantsHuman
	readClass(t, []classCase{
		{text: "my son will be in, he's 10 so he'll need to ring me", intent: inUnclear},
		{text: "Should be in, depends if work call me in", intent: inUnclear},
		{text: "might be in, depends if they ring me for a shift", intent: inUnclear},
		{text: "I'll be in unless my boss calls me in", intent: inUnclear},
		{text: "my husband will ring me when it arrives", intent: inUnclear},
		{text: "probably in, unless the hospital rings me", intent: inUnclear},
		// asked of the sender
		{text: "can someone ring me", intent: human},
		{text: "please call me", intent: human},
		{text: "ring me please", intent: human},
		{text: "can you call me in the morning", intent: human},
		{text: "i'm not talking to a robot get me a person", intent: human},
		{text: "just get me a human please", intent: human},
		{text: "Can a manager ring me", intent: human},
		{text: "could your manager call me", intent: human},
		{text: "This is the third time you've messed this order up. Get your manager to ring me.", intent: human},
		{text: "have your boss call me", intent: human},
		{text: "not talking to a bot, I want a human", intent: human},
	})
}

// TestRunOnWhatTime: "what time" ending a clause with nothing after it
// but a trailing word asks, as a call runs on; "I don't mind what time"
// and "whatever time" only tell.
func TestRunOnWhatTime(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes i'll be in er what time roughly", intent: inYes, question: QuestionTime},
		{text: "yes I'll be in what time", intent: inYes, question: QuestionTime},
		{text: "yeah we'll be in what time roughly", intent: inYes, question: QuestionTime},
		{text: "yes we will be in what time please", intent: inYes, question: QuestionTime},
		{text: "yes i'll be in, what time roughly", intent: inYes, question: QuestionTime},
		{text: "i might be in what time roughly", intent: inUnclear, question: QuestionTime},
		{text: "yes but only till ten what time roughly", intent: inUnclear, question: QuestionTime},
		// telling, not asking
		{text: "I don't mind what time", intent: inUnclear},
		{text: "yes I'll be in whatever time", intent: inUnclear},
		{text: "yes any time is fine", intent: inYes},
	})
}

// TestDayDateClash: a weekday and a date said together that name different
// days are asked about, on the list and in answer to "will someone be
// in?"; a weekday and a date that agree pick their slot.
func TestDayDateClash(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Friday 28th", intent: inUnclear, expect: "slot"},
		{text: "Saturday 27th", intent: inUnclear, expect: "slot"},
		{text: "Wed 27th", intent: inUnclear, expect: "slot"},
		{text: "Thursday 25th", intent: inUnclear, expect: "slot"},
		{text: "Sat 25th please", intent: inUnclear, expect: "slot"},
		{text: "Can you do Friday 28th instead?", intent: inUnclear},
		{text: "Could you come Saturday the 27th?", intent: inUnclear},
		{text: "yes I'll be in Wednesday 24th", intent: inUnclear},
		// the weekday and the date agree
		{text: "Wednesday 25th", intent: inMove, slot: 0, expect: "slot"},
		{text: "Friday the 27th", intent: inMove, slot: 1, expect: "slot"},
		{text: "fri 27th", intent: inMove, slot: 1, expect: "slot"},
		{text: "Saturday 28th afternoon", intent: inMove, slot: 2, expect: "slot"},
		{text: "can you do Friday 27th instead", intent: inMove, slot: 1},
		{text: "yes I'll be in Tuesday 24th", intent: inYes},
	})
}

// TestSatAsVerb: "sat" said of a person or before a word of waiting is the
// verb, not Saturday: no slot is picked and nothing is confirmed on it;
// "sat" as a day still picks Saturday.
func TestSatAsVerb(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Oh great, another morning sat waiting in for a van that never turns up. Can't wait 🙄", intent: inUnclear},
		{text: "yes, I'll be sat in all morning", intent: inUnclear},
		{text: "yes I'll be sat at home waiting", intent: inUnclear},
		{text: "yes we'll be sat in", intent: inUnclear},
		{text: "I'll be sat here waiting", intent: inUnclear},
		{text: "yes, just sat around at home all day", intent: inUnclear},
		{text: "we were sat at home all morning last time", intent: inUnclear},
		{text: "sat waiting all morning last time lol", intent: inUnclear},
		// Saturday
		{text: "sat is best", intent: inMove, slot: 2},
		{text: "can you do sat instead", intent: inMove, slot: 2},
		{text: "yes but could it be sat", intent: inMove, slot: 2},
		{text: "will it be sat?", intent: inMove, slot: 2},
		{text: "sat please", intent: inMove, slot: 2, expect: "slot"},
	})
}

// TestCheckWithWork: asking at work before answering puts the answer off;
// it does not say the customer will be at work. Being at work, or having
// to work, stays an absence.
func TestCheckWithWork(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Maybe, I'll have to check with work", intent: inUnclear, expect: "yesno_slot"},
		{text: "Maybe, I'll have to check with work", intent: inUnclear},
		{text: "I'll have to check with work", intent: inUnclear},
		{text: "let me check with work", intent: inUnclear},
		{text: "let me check with my work", intent: inUnclear},
		{text: "yes probably, just need to check with work", intent: inUnclear},
		{text: "I need to ask work first", intent: inUnclear},
		{text: "I'll speak to work and let you know", intent: inUnclear},
		{text: "yes but I'll have to check with work", intent: inUnclear},
		// at work
		{text: "I'll be at work", intent: inDay},
		{text: "I have to work", intent: inDay},
		{text: "I'm at work, can't check", intent: inDay},
	})
}

// TestRunsLater: whether the delivery may run past the window is a
// question about the window, not a request for another time; asking the
// van to come later still is one.
func TestRunsLater(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Is it definitely 8 till 12 or could it run later?", intent: inUnclear, question: QuestionWindow},
		{text: "could it run later than 12?", intent: inUnclear, question: QuestionWindow},
		{text: "is there any chance it runs a bit later?", intent: inUnclear, question: QuestionWindow},
		{text: "might they be running later?", intent: inUnclear, question: QuestionWindow},
		{text: "will it run later than the window?", intent: inUnclear, question: QuestionWindow},
		{text: "do they ever overrun?", intent: inUnclear, question: QuestionWindow},
		// another time asked for
		{text: "could they come later?", intent: inDay},
		{text: "can it be later?", intent: inDay},
		{text: "later please", intent: inDay},
		{text: "any chance of later?", intent: inDay},
	})
}

// TestQuestionWhoAndWhat: who is writing asked by the sender's name or as
// a choice of senders, and what is coming asked of what was ordered or of
// an item matching another, are asked as those kinds.
func TestQuestionWhoAndWhat(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Who's Acme Home?", intent: inUnclear, question: QuestionSender},
		{text: "who is acme home", intent: inUnclear, question: QuestionSender},
		{text: "who are Acme?", intent: inUnclear, question: QuestionSender},
		{text: "sorry is this oakhouse or the other place", intent: inUnclear, question: QuestionSender},
		{text: "is this the furniture shop or a different company?", intent: inUnclear, question: QuestionSender},
		{text: "what is it i've ordered again", intent: inUnclear, question: QuestionItems},
		{text: "what is it I've bought", intent: inUnclear, question: QuestionItems},
		{text: "Is the footstool in the same colour as the sofa? I ordered the teal", intent: inUnclear, question: QuestionItems},
		{text: "is the chair the same colour?", intent: inUnclear, question: QuestionItems},
		// other kinds
		{text: "who's the driver?", intent: inUnclear, question: QuestionOther},
		{text: "who is coming?", intent: inUnclear, question: QuestionOther},
		{text: "is this for the sofa or the chair?", intent: inUnclear, question: QuestionItems},
		{text: "what colour is it?", intent: inUnclear, question: QuestionOther},
	})
}

// TestNumberOffList: on the list, a number before its start ("0") is a
// place that is not there, as one past its end ("4" of 3) is: asked
// about, not read as a day; "none of them" still turns the list down.
func TestNumberOffList(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "0", intent: inUnclear, expect: "slot"},
		{text: "zero", intent: inUnclear, expect: "slot"},
		{text: "00", intent: inUnclear, expect: "slot"},
		{text: "0 sorry", intent: inUnclear, expect: "slot"},
		{text: "number 0", intent: inUnclear, expect: "slot"},
		{text: "4", intent: inUnclear, expect: "slot"},
		{text: "option 5", intent: inUnclear, expect: "slot"},
		{text: "2", intent: inMove, slot: 1, expect: "slot"},
		{text: "number 3", intent: inMove, slot: 2, expect: "slot"},
		{text: "none of them", intent: inDay, expect: "slot"},
	})
}

// TestNumberTakenBack: on the list, "no" between two numbers takes the
// first back ("three no two", as said on a call); "no" before a number
// alone is "number" ("no. 2").
func TestNumberTakenBack(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "three no two", intent: inMove, slot: 1, expect: "slot"},
		{text: "3 no 2", intent: inMove, slot: 1, expect: "slot"},
		{text: "erm three no two two", intent: inMove, slot: 1, expect: "slot"},
		{text: "number 2 no 3", intent: inMove, slot: 2, expect: "slot"},
		{text: "1 no 3", intent: inMove, slot: 2, expect: "slot"},
		{text: "3 no sorry 2", intent: inMove, slot: 1, expect: "slot"},
		{text: "no. 2", intent: inMove, slot: 1, expect: "slot"},
		{text: "no 3 please", intent: inMove, slot: 2, expect: "slot"},
		{text: "2 no 5", intent: inUnclear, expect: "slot"},
	})
}

// TestEditedMessage: "Edit:", "Correction:" or "Update:" opening a clause
// puts right what was said before it, as "actually" does: the last
// decisive statement counts. "Edit" inside a sentence is no correction.
func TestEditedMessage(t *testing.T) {
	t.Parallel()
	alt := confirm.IntentAlternateSigner
	readClass(t, []classCase{
		{text: "Yes I'll be in. Edit: I'm at work all day, sorry", intent: inDay},
		{text: "Yes. EDIT - I'm away that week", intent: inDay},
		{text: "No sorry. Edit: yes I'll be in after all", intent: inYes},
		{text: "yes I'll be in. correction: my husband will be in, Tom", intent: alt},
		{text: "Yes I'll be in. Update: I'm away that day", intent: inDay},
		{text: "Will be in. Edit: not until 11, can they come after 11?", intent: inUnclear},
		{text: "Friday please. Edit: Saturday", intent: inMove, slot: 2},
		// not a correction
		{text: "yes, I need to edit my address", intent: inUnclear},
		{text: "can I edit the delivery notes? yes I'll be in", intent: inUnclear},
	})
}

// TestPastStory: being in told of a past delivery says nothing of this
// one and is never confirmed; beside a presence said of this delivery it
// is an aside, and a past told of no one being in stays an instruction's
// reason.
func TestPastStory(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "waiting all morning last time lol", intent: inUnclear},
		{text: "waited in all morning last time", intent: inUnclear},
		{text: "in all day last time and nobody came", intent: inUnclear},
		{text: "home all morning last week and nobody showed", intent: inUnclear},
		{text: "I stayed in all day yesterday for you", intent: inUnclear},
		{text: "sat waiting all morning last time lol", intent: inUnclear},
		{text: "was in all day last week and no one came", intent: inUnclear},
		// an aside beside this delivery's presence
		{text: "yes I'll be home, I waited in last time", intent: inYes},
		{text: "yes I'm in, it's in the hallway from last time", intent: inYes},
		{text: "yes I'll be in, I've been in all week", intent: inYes},
	})
}

// TestOutForARange: a yes beside an absence for a bare range of hours
// inside the window ("I'm out 9 to 10", "8.40 to about 9.10") is out for
// part of the window, said firmly, and turns it down as "out from 9 to 10"
// does (partaway.go); without a yes, or for the whole window, it stays an
// absence.
func TestOutForARange(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'll be in, apart from the school run, I'm out 8.40 to about 9.10", intent: inDay},
		{text: "yes, I'm out 9 to 10", intent: inDay},
		{text: "yes, though I'm out 8.45 to 9.15", intent: inDay},
		{text: "yes but I'm out from 9 to 10", intent: inDay},
		{text: "yes I'm in, out between 9 and 10", intent: inDay},
		{text: "yep, at the dentist 10 till 11", intent: inDay},
		{text: "yes I'll be in except 9 till 9.30", intent: inDay},
		// the whole window, or no yes
		{text: "I'm out 9 to 10", intent: inDay},
		{text: "yes I'm out 8 to 12", intent: inDay},
	})
}

// TestBookedDayEchoed: the booked day echoed in surprise before another
// day disputes it, and the other day is asked for; alone, or before a
// yes, the echo is read as before.
func TestBookedDayEchoed(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Tuesday?? I asked for Thursday when I ordered", intent: inDay},
		{text: "Tuesday? I picked Thursday", intent: inDay},
		{text: "Tuesday?? I can't do Tuesday, Thursday?", intent: inDay},
		{text: "Tuesday? I'll be in Thursday though", intent: inDay},
		{text: "Tuesday?! I booked it for Monday", intent: inDay},
		{text: "Tuesday! I booked it for Monday", intent: inDay},
		{text: "Tuesday... I booked it for Monday", intent: inDay},
		{text: "Tuesday? I chose Friday", intent: inMove, slot: 1},
		{text: "I asked for Thursday", intent: inDay},
		// the echo alone, or before a yes
		{text: "Tuesday? yes I'll be in", intent: inUnclear},
		{text: "Tuesday?", intent: inUnclear},
		{text: "Tuesday. Yes I'll be in", intent: inYes},
	})
	for _, c := range []classCase{
		{text: "tuesday i booked it for monday", intent: inDay},
		{text: "tuesday i asked for thursday", intent: inDay},
		{text: "tuesday i picked thursday when i ordered", intent: inDay},
		{text: "tuesday i'll be in", intent: inYes},
	} {
		l := corpusLine{Text: c.text, Channel: confirm.ChannelCall, Expect: "answer"}
		if r, _ := New().Interpret(context.Background(), l.input()); r.Intent != c.intent {
			t.Errorf("call %q read as %s (want %s): %s", c.text, r.Intent, c.intent, r.Reason)
		}
	}
}

// TestEndsInDoubt: a text that ends in a sound of doubt is still being
// thought over and is asked about; the sound before the answer, or on a
// call, is a filler.
func TestEndsInDoubt(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Tuesday 8-12 hmm", intent: inUnclear},
		{text: "yes I will be in hmm", intent: inUnclear},
		{text: "yes I will be in. hmmm", intent: inUnclear},
		{text: "yes erm", intent: inUnclear},
		{text: "should be fine... hm", intent: inUnclear},
		{text: "my husband will be in umm", intent: inUnclear},
		// the doubt settled after it
		{text: "hmm yes I will be in", intent: inYes},
		{text: "erm, yes, we'll be in", intent: inYes},
	})
	l := corpusLine{Text: "yes i will be in hmm", Channel: confirm.ChannelCall, Expect: "answer"}
	if r, _ := New().Interpret(context.Background(), l.input()); r.Intent != inYes {
		t.Errorf("call %q read as %s (want will_be_in): %s", l.Text, r.Intent, r.Reason)
	}
}

// TestMeantToBe: being meant or supposed to be in tells a plan, not what
// will be, as "should be" does; "all going well" hopes. A thing that was
// meant to come, or what the driver is meant to do, hedges nothing.
func TestMeantToBe(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes I'm meant to be in", intent: inUnclear},
		{text: "yes I'm supposed to be home", intent: inUnclear},
		{text: "yes I'm meant to be working from home", intent: inUnclear},
		{text: "yes, my husband is supposed to be in", intent: inUnclear},
		{text: "we're meant to be home all day", intent: inUnclear},
		{text: "yes all going well", intent: inUnclear},
		{text: "yes, all going to plan", intent: inUnclear},
		{text: "my mum is meant to be here", intent: inUnclear},
		// no hedge on anyone being in
		{text: "yes I'll be in, the sofa was meant to come last month", intent: inYes},
		{text: "yes you're meant to ring first", intent: inYes},
	})
}

// TestCouldBeIn: someone who "could be in" may or may not be, and one who
// "would be in" is put as what would be, not what will: hedges, for the
// customer and for another person alike; "my son could take it" offers
// the son, and "someone's always in" confirms, as before.
func TestCouldBeIn(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "my husband could be in", intent: inUnclear},
		{text: "I could be in", intent: inUnclear},
		{text: "we could be home", intent: inUnclear},
		{text: "someone could be in", intent: inUnclear},
		{text: "my neighbour could be around", intent: inUnclear},
		{text: "yes, my wife could be there", intent: inUnclear},
		{text: "my son could be home, not sure", intent: inUnclear},
		// what would be, not what will
		{text: "yes I would be in", intent: inUnclear},
		{text: "I'd be in", intent: inUnclear},
		{text: "yes we would be in", intent: inUnclear},
		{text: "yes someone would be home", intent: inUnclear},
		{text: "yes, my wife would be in", intent: inUnclear},
		{text: "yes I'd be grateful if you rang first", intent: inUnclear},
		{text: "yes someone's always in", intent: inYes},
		{text: "my son could take it", intent: confirm.IntentAlternateSigner},
		{text: "my husband will be in", intent: confirm.IntentAlternateSigner},
	})
}

// TestYesForNow: a yes that holds only for now may change before Tuesday
// and is asked about; "thanks for now" signs off, and "the so far" is a
// call's "the sofa".
func TestYesForNow(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes I'm in, for now", intent: inUnclear},
		{text: "yes for now anyway", intent: inUnclear},
		{text: "yes as things stand", intent: inUnclear},
		{text: "yes, as it stands", intent: inUnclear},
		{text: "yes, so far", intent: inUnclear},
		{text: "yes I'll be in, for the time being", intent: inUnclear},
		{text: "yes as of now", intent: inUnclear},
		{text: "yes I'll be in, thanks for now", intent: inYes},
		{text: "yes I'll be in, bye for now", intent: inYes},
		{text: "oh hello yes er someone will be in for the so far", intent: inYes},
	})
}

// TestToldOnACall: on a call the request to be told runs on after the yes
// with no break; it asks all the same, and a reason after it makes the yes
// wait on the answer. "Let me know when you're close" stays a request.
func TestToldOnACall(t *testing.T) {
	t.Parallel()
	for _, c := range []classCase{
		{text: "yes we'll be in can you tell me what time so i can check", intent: inUnclear, question: QuestionTime},
		{text: "yes i'll be in could you tell me a time so i can plan", intent: inUnclear, question: QuestionTime},
		{text: "yeah we'll be in can you let me know what time so i can sort work", intent: inUnclear, question: QuestionTime},
		{text: "yes we'll be in can you tell me what time they'll come", intent: inYes, question: QuestionTime}, // no reason: read as the text is
		{text: "yes i'll be in can you let me know when you're close", intent: inYes},
		{text: "yes the flat may be locked", intent: inUnclear},
		{text: "yeah my wife could be there", intent: inUnclear},
		{text: "in all day last time and nobody came", intent: inUnclear},
	} {
		l := corpusLine{Text: c.text, Channel: confirm.ChannelCall, Expect: "answer"}
		r, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if r.Intent != c.intent || c.question != "" && r.Question != c.question {
			t.Errorf("call %q read as %s asking %q (want %s, %q): %s", c.text, r.Intent, r.Question, c.intent, c.question, r.Reason)
		}
	}
}

// TestLeftIfNoAnswer: leaving the parcel elsewhere if nobody answers is a
// plan for an empty house, as "if nobody answers" and "if I'm not in"
// are; what the driver does to reach someone if there is no answer is an
// instruction beside the yes.
func TestLeftIfNoAnswer(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes, leave it next door if no answer", intent: inUnclear},
		{text: "yes leave it at number 12 if I don't answer", intent: inUnclear},
		{text: "Yes, just leave it with next door if nobody answers", intent: inUnclear},
		{text: "yes, leave it in the porch if I'm not in", intent: inUnclear},
		{text: "yes, give it to no. 4 if there's no reply", intent: inUnclear},
		// reaching someone, not leaving it
		{text: "yes, call me if I don't answer", intent: inYes},
		{text: "yes, knock loudly if no answer", intent: inYes},
		{text: "yes I'll be in, ring the bell and if no answer knock", intent: inYes},
		{text: "yes, text me if no reply", intent: inYes},
	})
}
