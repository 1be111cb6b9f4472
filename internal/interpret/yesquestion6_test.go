package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestBareYesAsking: a bare yes with a whole question whose answer cannot
// change whether anyone is in confirms and asks (yesbareask.go); the
// look-alikes, a fragment, a yes or no about the time, a question about
// the sender after a bare yes, a reason or a condition beside it, are
// asked about.
func TestBareYesAsking(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		// time, asked openly
		{text: "yes what time roughly will they come?", intent: inYes, question: QuestionTime},
		{text: "yes. whats the exact time they'll come?", intent: inYes, question: QuestionTime},
		{text: "yep, when will the driver get here?", intent: inYes, question: QuestionTime},
		{text: "Yeah sure. Any idea what time they'll arrive?", intent: inYes, question: QuestionTime},
		{text: "ok yes, roughly when are they coming?", intent: inYes, question: QuestionTime},
		{text: "yes thanks, what time do you think they'll get here?", intent: inYes, question: QuestionTime},
		{text: "yh wat time r they coming", intent: inYes, question: QuestionTime},
		{text: "Yes no worries, when is the driver due to arrive?", intent: inYes, question: QuestionTime},
		{text: "yes thank you, could you tell me what time?", intent: inYes, question: QuestionTime},
		{text: "yes, can you let me know what time they'll come?", intent: inYes, question: QuestionTime},
		{text: "yes please, roughly what time will it be?", intent: inYes, question: QuestionTime},
		{text: "ok sure, when are they coming?", intent: inYes, question: QuestionTime},
		{text: "yes, when's it arriving?", intent: inYes, question: QuestionTime},
		// the window
		{text: "yes is it all morning or can you narrow it down", intent: inYes, question: QuestionWindow},
		{text: "yep, is it an all day thing or just the morning?", intent: inYes, question: QuestionWindow},
		{text: "Yes. Do I need to be in the whole time 8-12 or can you narrow it down at all?", intent: inYes, question: QuestionWindow},
		{text: "yes, how long is the window?", intent: inYes, question: QuestionWindow},
		{text: "yep ok. is it the full 4 hours?", intent: inYes, question: QuestionWindow},
		// the items
		{text: "Yes is this the grey corner sofa or is the footstool coming too?", intent: inYes, question: QuestionItems},
		{text: "Yes, is this the corner sofa or the armchair? I ordered both", intent: inYes, question: QuestionItems},
		{text: "Yes thank you, is it just the grey sofa or the footstool as well? I ordered both", intent: inYes, question: QuestionItems},
		{text: "yes, what are you delivering?", intent: inYes, question: QuestionItems},
		{text: "sure, which order is this for?", intent: inYes, question: QuestionItems},
		// carrying, a call ahead
		{text: "Yes - and can the men take it up to the bedroom?", intent: inYes, question: QuestionCarry},
		{text: "yes, how many people are bringing it?", intent: inYes, question: QuestionCarry},
		{text: "Yes. Will there be two of you? It's going upstairs", intent: inYes, question: QuestionCarry},
		{text: "yes, will the driver ring before he comes?", intent: inYes, question: QuestionCallAhead},
		{text: "yeah fine, do I get a text on the day?", intent: inYes, question: QuestionCallAhead},
		// a service on the day
		{text: "Sure no worries. Is delivery paid already or do I pay the driver on the day?", intent: inYes, question: QuestionOther},
		{text: "yes, do you take the old one away?", intent: inYes, question: QuestionOther},
		{text: "Sure. Do you take cash?", intent: inYes, question: QuestionOther},
		{text: "yes, will they assemble it?", intent: inYes, question: QuestionOther},
		{text: "yes ok, do they take the packaging away?", intent: inYes, question: QuestionOther},
		// a fragment after a bare yes may be "yes — at what time?"
		{text: "yes, what time?", intent: inUnclear, question: QuestionTime},
		{text: "Sure, what time roughly?", intent: inUnclear, question: QuestionTime},
		{text: "ok when?", intent: inUnclear, question: QuestionTime},
		// the time asked as a yes or no may ask whether it suits
		{text: "Yes. Will it be a morning delivery?", intent: inUnclear, question: QuestionTime},
		{text: "yes, can they come after 10?", intent: inUnclear, question: QuestionTime},
		{text: "yes, will it be before 12?", intent: inUnclear, question: QuestionTime},
		// the presence waits on the answer
		{text: "yes, can you tell me what time so I can check", intent: inUnclear, question: QuestionTime},
		{text: "yes what time will they come, I need to know", intent: inUnclear, question: QuestionTime},
		{text: "yes... wait is this the sofa or the bed?", intent: inUnclear, question: QuestionItems},
		{text: "yes hang on, which sofa is it?", intent: inUnclear, question: QuestionItems},
		// who is writing, after a bare yes: the yes may only answer the phone
		{text: "yes who is this?", intent: inUnclear, question: QuestionSender},
		{text: "yes, which company is this?", intent: inUnclear, question: QuestionSender},
		{text: "yes is this a scam?", intent: inUnclear, question: QuestionScam},
		{text: "yes fine, is this a scam?", intent: inUnclear, question: QuestionScam},
		{text: "yes, is this a real message?", intent: inUnclear, question: QuestionScam},
		// whether someone must be in may decide it
		{text: "Yes, do they need a signature?", intent: inUnclear, question: QuestionMustBeIn},
		// a firm yes with them confirms
		{text: "Yes I'll be in - who is this? Acme?", intent: inYes, question: QuestionSender},
		{text: "Yes I'll be in. Is this genuine though? Had loads of scam texts lately", intent: inYes, question: QuestionScam},
		{text: "we'll be in, is this legit?", intent: inYes, question: QuestionScam},
		{text: "I'll be home, is this message real?", intent: inYes, question: QuestionScam},
	})
	for _, text := range []string{
		"yes if it's before 10?",
		"yes what time, I have to go out at 11",
		"yes but what time? I leave at 11",
		"yes, what time? I might be out",
		"yes what time will they come? I'm at work till 1",
		"yes is it all morning? I've got the dentist at 10",
		"sure, can they take the old one away? if not I'll cancel",
		"yes, will it be the sofa? I'm not sure I'll be in",
		"yes, when will they come? I'm away till Wednesday",
		"yes who is this? I'm not in tuesday",
		"yes is this a scam? I'll be out anyway",
		"Yes I'll be in. Is this genuine though? I might be out",
		"yes what time will they come i have to go out at eleven",
	} {
		r, err := New().Interpret(context.Background(), corpusLine{Text: text, Channel: confirm.ChannelSMS, Expect: "answer"}.input())
		if err != nil {
			t.Fatal(err)
		}
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s, question %q (want no confirmation): %s", text, r.Intent, r.Question, r.Reason)
		}
	}
}

// TestBareYesAskingCall: on a call the question runs on after the yes.
func TestBareYesAskingCall(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text   string
		intent confirm.Intent
		q      Question
	}{
		{"yes uh what time will they come roughly", inYes, QuestionTime},
		{"yes is it all morning or can you narrow it down", inYes, QuestionWindow},
		{"er yes is it er is it just the sofa or the footstool as well", inYes, QuestionItems},
		{"yeah will the driver ring me when he's on his way", inYes, QuestionCallAhead},
		{"yes i will be in do i need to be in the whole four hours", inYes, QuestionWindow},
		{"yeah we'll be in do we need to be in all the window", inYes, QuestionWindow},
		{"yeah i'm in can they call me when they're about half an hour away", inYes, QuestionCallAhead},
		{"yes who did you say this is", inUnclear, QuestionSender},
		{"yes who's calling", inUnclear, QuestionSender},
		{"yes can you tell me what time so i can check", inUnclear, QuestionTime},
	} {
		r, err := New().Interpret(context.Background(), corpusLine{Text: tt.text, Channel: confirm.ChannelCall, Expect: "answer"}.input())
		if err != nil {
			t.Fatal(err)
		}
		if r.Intent != tt.intent || r.Question != tt.q {
			t.Errorf("call %q read as %s, question %q (want %s %q): %s", tt.text, r.Intent, r.Question, tt.intent, tt.q, r.Reason)
		}
	}
}

// TestYesQuestionKinds: the kind of a question said with a yes, read from
// the whole question.
func TestYesQuestionKinds(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		// paying and fitting are services on the day, not whether anyone must be in
		{text: "Sure no worries. Is delivery paid already or do I pay the driver on the day?", intent: inYes, question: QuestionOther},
		{text: "yes I'll be in, do I need to pay the driver on the day?", intent: inYes, question: QuestionOther},
		{text: "we'll be in. is it all paid for?", intent: inYes, question: QuestionOther},
		{text: "Yes, that's fine. Do you take the old sofa away as well or do I need to sort that?", intent: inYes, question: QuestionOther},
		{text: "yeah we're in, do they screw the legs on or is that me lol", intent: inYes, question: QuestionOther},
		{text: "I'll be in, will they put the legs on?", intent: inYes, question: QuestionOther},
		{text: "Yes will be home. Will you take the old sofa away?", intent: inYes, question: QuestionOther},
		// the window, though it names being in
		{text: "Yes. Do I need to be in the whole time 8-12 or can you narrow it down at all?", intent: inYes, question: QuestionWindow},
		{text: "do I need to be in the whole time?", intent: inUnclear, question: QuestionMustBeIn},
		{text: "yes I'll be in, do I need to be home?", intent: inUnclear, question: QuestionMustBeIn},
		{text: "yes I'll be in, do I need to sign?", intent: inUnclear, question: QuestionMustBeIn},
		// the items named
		{text: "That's fine, we'll be in. Which sofa is it, the grey corner one? I ordered two things from you", intent: inYes, question: QuestionItems},
		{text: "yes I'll be in, is it just the grey sofa or the footstool as well? I ordered both", intent: inYes, question: QuestionItems},
		// carrying
		{text: "Yes we'll be in. It has to go up two flights of stairs, is that ok with your guys?", intent: inYes, question: QuestionCarry},
		{text: "Yes - and can the men take it up to the bedroom?", intent: inYes, question: QuestionCarry},
		{text: "Yes we're in. Will the driver bring it into the lounge and unwrap it?", intent: inYes, question: QuestionCarry},
		{text: "Yes we're in. Will the driver bring it into the lounge and unwrap it or just leave it at the door?", intent: inYes, question: QuestionCarry},
		{text: "Yes that's great thank you. Will it be one man or two?", intent: inYes, question: QuestionCarry},
		// a call ahead
		{text: "Yes! Can the driver text me when he's on his way please", intent: inYes, question: QuestionCallAhead},
		{text: "Yes we'll be in, can the driver give us a call when he's on his way?", intent: inYes, question: QuestionCallAhead},
		{text: "yeah i'm in can they call me when they're about half an hour away", intent: inYes, question: QuestionCallAhead},
		// planning around the time beside a bare yes waits on the answer
		{text: "yes what time? I need to plan the school run", intent: inUnclear, question: QuestionTime},
		{text: "can you tell me what time so I can check", intent: inUnclear, question: QuestionTime},
	})
}
