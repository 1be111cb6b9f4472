package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestConfirmedAsking reads a firm yes said with a question the booking
// answers as the confirmation it is, with the question to answer. The
// look-alikes after them keep the reply unclear: a bare yes before the
// question, a question whose answer may decide whether anyone can be in,
// one that doubts the message, one that asks to move the delivery, or a
// condition, hedge or absence beside the question.
func TestConfirmedAsking(t *testing.T) {
	t.Parallel()
	read := func(text string, ch confirm.Channel) Result {
		r, err := New().Interpret(context.Background(), Input{Text: text, Channel: ch, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tt := range []struct {
		text   string
		ch     confirm.Channel
		intent confirm.Intent
		q      Question
		signer string
	}{
		{"yep we'll be there, what time are they coming?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"I'll be home all day. When will the van arrive?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"that's fine, what time?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"ok fine, what time?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"yes i'll be in what time will the driver get here", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionTime, ""},
		{"suits me, how long is the window", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionWindow, ""},
		{"we will be in. is that all morning?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionWindow, ""},
		{"yes I'll be in, is it the sofa or the chair?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems, ""},
		{"I'm in all day, what did I order again?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems, ""},
		{"yes I'll be in, is it the blue bed? we swapped the size", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems, ""},
		{"We'll be in. Is it the oak table or the white one? I changed the colour after ordering", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems, ""},
		{"Yes fine, who is this from?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionSender, ""},
		{"we will be in. which company is this?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionSender, ""},
		{"yes I'll be in, will the driver text before?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCallAhead, ""},
		{"We'll be in. Will the driver let us know when they're close?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCallAhead, ""},
		{"yes I'll be in, how many people are bringing it?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCarry, ""},
		{"my husband Tom will be in, what time will they come?", confirm.ChannelSMS, confirm.IntentAlternateSigner, QuestionTime, "Tom"},
		// a bare yes before a whole question (yesbareask.go), a firm yes
		// before a doubt of the message
		{"yeah when are they coming", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"yes, what are you delivering?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems, ""},
		{"yes I'll be in, is this a scam?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionScam, ""},
		// with a delivery instruction or thanks beside it
		{"Yes I'll be in, what time? gate code is 1234", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"Yes I'll be in. What time will they come? Cheers", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		// in other languages, where the gloss makes the words English
		{"Sí, estaré en casa. ¿A qué hora vendrán?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"Estaremos en casa, ¿a qué hora llegan?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"Tak, będę w domu. O której przyjadą?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"Będę w domu, o której godzinie?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"Oui je serai là, à quelle heure?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
		{"Je serai à la maison. Vous passez à quelle heure ?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime, ""},
	} {
		r := read(tt.text, tt.ch)
		if r.Intent != tt.intent || r.Question != tt.q || r.Signer != tt.signer {
			t.Errorf("%q read as %s %q, question %q (want %s %q, question %q): %s", tt.text, r.Intent, r.Signer, r.Question, tt.intent, tt.signer, tt.q, r.Reason)
		}
	}
	for _, text := range []string{
		// a yes that may be "hello?", or waits on the answer: a bare yes
		// before a fragment, or before who is writing (yesbareask.go)
		"yes, what time?",
		"ok what time?",
		"Sure, what time roughly?",
		"yes? who is this?",
		"Sí, ¿a qué hora?",
		"Tak, o której?",
		"Oui, à quelle heure ?",
		// "fine" that may say how the customer is
		"I'm fine, who is this?",
		"we're fine thanks, what time?",
		"fine thanks, who is this?",
		"Fine, what time?",
		"yes I'm fine, who is this?",
		// a question the booking does not answer, or that doubts it
		"yes I'll be in, do I need to sign?",
		"yes I'll be in, how much is it?",
		"yes I'll be in, what's my order number?",
		"yes I'll be in, why do they need a signature?",
		"Sí, estaré en casa. ¿Tengo que firmar yo?",
		// a question that bears on whether anyone can be in
		"yes if it's before 10, what time?",
		"yes but what time? I leave at 11",
		"what time? I might be out",
		"I'll be in till 10, what time will they come?",
		"I'll be in but what time? I have to pick up the kids",
		"yes I'll be in, what time? I've got a dentist appointment",
		"yes I should be in, what time?",
		"yes I'll be in hopefully, what time?",
		"I'll be in unless work calls, what time?",
		"Sí, estaré en casa si es antes de las 10, ¿a qué hora?",
		"Będę w domu, ale o której? Wychodzę o 11",
		// a clause that makes the yes wait on the answer, or says more
		"fine, what time? I need to know before I can say",
		"I'll be in, what time? let me know and I'll check",
		"We'll be in, which sofa is it? I need to check before I confirm",
		"I'll be in, what time? my husband is away",
		"I'll be in, what time will they come as I need to know",
		// a change of plans, not of the order, beside a question about it
		"Yes I'll be in. Is it the sofa? my plans changed",
		"Yes I'll be in. Is it the sofa? I changed my mind",
		"We'll be in, what are you bringing? things changed at work",
		// a question that asks to move the delivery
		"yes I'll be in, could they come earlier?",
		"yes I'll be in, can they come friday instead?",
		"I'm in, what time on Wednesday?",
	} {
		if r := read(text, confirm.ChannelSMS); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s, question %q (want no confirmation): %s", text, r.Intent, r.Question, r.Reason)
		}
	}
	// a question alone still only asks
	if r := read("who is this from?", confirm.ChannelSMS); r.Intent != confirm.IntentUnclear || r.Question != QuestionSender || r.Doubt != DoubtNone {
		t.Errorf("%q read as %s, question %q, doubt %q (want unclear, sender, no doubt): %s", "who is this from?", r.Intent, r.Question, r.Doubt, r.Reason)
	}
}
