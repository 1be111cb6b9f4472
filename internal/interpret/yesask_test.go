package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesAskOwnAnswer holds a call that opens with a question the customer
// answers themself: a request to hear ours again, or who is calling, then
// "oh" and what the call is about (the delivery, the sofa, the sender's
// name), then a yes. The yes settles it. A hedge, a condition or an absence
// after it, a question left open after the yes, or a named thing that is
// not the order or the sender keep what they say; a no after it is still
// asked about. The corpus books Tuesday.
func TestYesAskOwnAnswer(t *testing.T) {
	t.Parallel()
	call := confirm.ChannelCall
	tests := []struct {
		text     string
		intent   confirm.Intent
		question Question
	}{
		{"sorry what was that oh the delivery yes yes i'm in", confirm.IntentWillBeIn, ""},
		{"sorry who is this again oh acme yes yes i'll be in", confirm.IntentWillBeIn, ""},
		{"sorry what oh the sofa yeah yeah choose day's fine i'm in", confirm.IntentWillBeIn, ""},
		{"who's calling oh acme home yes i'll be in", confirm.IntentWillBeIn, ""},
		{"sorry who is it oh the sofa people yeah we're in", confirm.IntentWillBeIn, ""},
		{"what was that oh my delivery yeah tuesday's fine", confirm.IntentWillBeIn, ""},
		{"sorry what oh the delivery yes i'll be home", confirm.IntentWillBeIn, ""},
		{"sorry who is this again oh acme yes i might be in", confirm.IntentUnclear, ""},
		{"sorry who is this again oh acme yes if i'm not working", confirm.IntentUnclear, ""},
		{"sorry who is this again oh acme no i'm at work", confirm.IntentUnclear, ""},
		{"sorry what was that oh the delivery yes yes i'm in what time", confirm.IntentUnclear, ""},
		{"sorry who is this again oh dave yes i'll be in", confirm.IntentUnclear, ""},
		{"sorry who is this again oh acme yes i'll try to be in", confirm.IntentUnclear, ""},
		{"who is this oh acme yes", confirm.IntentWillBeIn, ""},
		{"who is this oh acme yes is this a scam", confirm.IntentUnclear, ""},
		{"what was that oh the delivery yeah i'm away tuesday", confirm.IntentDifferentDay, ""},
		{"what was that oh the delivery yeah that's fine. what time?", confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		checkAsked(t, corpusLine{Text: tt.text, Channel: call, Expect: "answer"}, tt.intent, tt.question)
	}
}

// TestYesAskBeside holds a plain yes or "that's fine" with a question the
// booking answers and a word on why it is asked: a pet that goes wild at
// the door beside whether the driver calls, or, on a call, a question run
// on after "that's fine" with no break. A hedge, an absence, a condition or
// a question that may move the delivery beside them keep the reply asked
// about.
func TestYesAskBeside(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text     string
		channel  confirm.Channel
		intent   confirm.Intent
		question Question
	}{
		{"yes. will the driver ring before? the dog goes mental at the door", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCallAhead},
		{"Yes. Will they call first? Our dog goes crazy when the bell goes", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCallAhead},
		{"yes I'll be in, will the driver ring ahead? the dogs go nuts", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCallAhead},
		{"yes. will the driver ring before? the dog goes mental and I might be out walking him", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"yes. will the driver ring before? the dog goes mental, if not I'll leave a note", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"yes, can it be Friday instead?", confirm.ChannelSMS, confirm.IntentReschedule, ""},
		{"yes if they carry it up, will they?", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"yes... wait is it the morning?", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"yes, is it Tuesday? I'm away Tuesday", confirm.ChannelSMS, confirm.IntentDifferentDay, ""},
		{"yes that's fine how many of them will there be it's quite a narrow staircase", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionCarry},
		{"yes that's fine how many of them will there be", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionCarry},
		{"yes that's fine what time will they come", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionTime},
		{"yeah that's fine how long is the window", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionWindow},
		{"yes that's fine what time i need to be out by 10", confirm.ChannelCall, confirm.IntentUnclear, ""},
		{"yes that's fine how many of them will there be i might be out", confirm.ChannelCall, confirm.IntentUnclear, ""},
		{"yes that's fine what time will they come if it's after 10 i'm at work", confirm.ChannelCall, confirm.IntentUnclear, ""},
		{"that's fine what time they come doesn't matter", confirm.ChannelCall, confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		checkAsked(t, corpusLine{Text: tt.text, Channel: tt.channel, Expect: "answer"}, tt.intent, tt.question)
	}
}

// TestYesAskReady holds a yes with a question about getting ready for the
// delivery: what the customer must do beforehand, with or without an
// example after it. It is passed on as a service the booking does not hold
// (QuestionOther) and the yes stands. "Anything earlier?" still asks for
// another time, and a hedge, an absence or another day beside the question
// keep what they say.
func TestYesAskReady(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text     string
		intent   confirm.Intent
		question Question
	}{
		{"Yes I'll be in. Anything else I need to do beforehand, like measure doors?", confirm.IntentWillBeIn, QuestionOther},
		{"Yes I'll be in. Anything I need to do beforehand?", confirm.IntentWillBeIn, QuestionOther},
		{"yes. anything I need to do before they come?", confirm.IntentWillBeIn, QuestionOther},
		{"yes. anything else I need to do beforehand, like clear the hallway?", confirm.IntentWillBeIn, QuestionOther},
		{"Yes we'll be in. Do we need to clear the hallway?", confirm.IntentWillBeIn, QuestionOther},
		{"Yes I'll be in. Do I need to measure the doors?", confirm.IntentWillBeIn, QuestionOther},
		{"Yes I'll be in. Anything I need to do beforehand? I might be out till 10", confirm.IntentUnclear, ""},
		{"yes I might be in. Anything else I need to do beforehand, like measure doors?", confirm.IntentUnclear, ""},
		{"Yes I'll be in. Anything else I need to do beforehand, like take a day off?", confirm.IntentUnclear, ""},
		{"Yes I'll be in. Anything else I need to do beforehand", confirm.IntentUnclear, ""},
		{"yes I'll be in. anything else I need to do? I can't do Tuesday", confirm.IntentDifferentDay, ""},
		{"yes I'll be in, anything earlier?", confirm.IntentDifferentDay, ""},
		{"yes. anything else available?", confirm.IntentDifferentDay, ""},
	}
	for _, tt := range tests {
		checkAsked(t, corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}, tt.intent, tt.question)
	}
}

// TestYesAskSenderOrders holds a bare yes with a question about who is
// writing and why it is asked: other orders coming. The yes then answers
// ours, and the reply confirms and asks `sender`. Without the orders, with
// an unknown number, a fragment, a scam, a word that holds the yes, a hedge
// or an absence, it is asked about as before.
func TestYesAskSenderOrders(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text     string
		intent   confirm.Intent
		question Question
	}{
		{"Yes thanks. Sorry who is this from again? I've got a few deliveries coming this week", confirm.IntentWillBeIn, QuestionSender},
		{"yes. which company is this again, I ordered a few things", confirm.IntentWillBeIn, QuestionSender},
		{"yes, who is this from? got loads of parcels coming", confirm.IntentWillBeIn, QuestionSender},
		{"Yep. Which shop is this? I've ordered from a few places", confirm.IntentWillBeIn, QuestionSender},
		{"yes who is this?", confirm.IntentUnclear, QuestionSender},
		{"yes. who is this? I don't recognise the number", confirm.IntentUnclear, QuestionSender},
		{"yes. who? I ordered a few things", confirm.IntentUnclear, ""},
		{"yes... wait who is this? I've got a few deliveries coming", confirm.IntentUnclear, ""},
		{"yes. is this a scam? I ordered a few things", confirm.IntentUnclear, ""},
		{"yes who is this, I ordered a few things, I might be out", confirm.IntentUnclear, ""},
		{"yes. who is this? I've got a few deliveries coming but I'm out Tuesday", confirm.IntentDifferentDay, ""},
	}
	for _, tt := range tests {
		checkAsked(t, corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}, tt.intent, tt.question)
	}
}

// TestYesAskNarrowed holds a yes with a question whether the window is
// narrowed: asked with "can't you" after checking the window, or whether it
// is narrowed nearer the time. A firm or bare yes with it confirms and asks
// `window`; "I'll confirm nearer the time", a hedge, an absence or a part of
// the window turned down beside it keep what they say.
func TestYesAskNarrowed(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text     string
		intent   confirm.Intent
		question Question
	}{
		{"Yes fine. Is it really 8 till 12 though, can't you narrow it down a bit?", confirm.IntentWillBeIn, QuestionWindow},
		{"Yes but is it the whole morning 8-12 or do you narrow it down nearer the time?", confirm.IntentWillBeIn, QuestionWindow},
		{"Yes I'll be in, is it the whole morning or do you narrow it down nearer the time?", confirm.IntentWillBeIn, QuestionWindow},
		{"yes we'll be in. do they narrow it down closer to the day?", confirm.IntentWillBeIn, QuestionWindow},
		{"Yes but is it the whole morning 8-12? I'll confirm nearer the time", confirm.IntentUnclear, ""},
		{"yes I'll let you know nearer the time", confirm.IntentUnclear, ""},
		{"Yes fine, can't you narrow it down? I can't be in after 10", confirm.IntentUnclear, ""},
		{"Yes I'll be in, can't you narrow it down a bit? I might have to pop out", confirm.IntentUnclear, ""},
		{"yes, can't you narrow it down, I won't be in all morning", confirm.IntentDifferentDay, ""},
		{"Yes fine. can't they come earlier?", confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		checkAsked(t, corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}, tt.intent, tt.question)
	}
}

// TestYesAskIntro holds the writer's name opening a firm yes that asks
// ("Sarah here, yes I'll be in. What time?"): it says only who writes. The
// name alone before a question, a name with more said, or a hedge beside it
// keep the reply asked about.
func TestYesAskIntro(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text     string
		customer string
		intent   confirm.Intent
		question Question
	}{
		{"Sarah here, yes I'll be in. What time roughly will they come?", "Sarah", confirm.IntentWillBeIn, QuestionTime},
		{"Sarah here, yes I'll be in. What time roughly will they come?", "", confirm.IntentWillBeIn, QuestionTime},
		{"Jane speaking, yes we'll be in, how long is the window?", "Jane", confirm.IntentWillBeIn, QuestionWindow},
		{"Tom here. Yes I'm in, will the driver ring first?", "", confirm.IntentWillBeIn, QuestionCallAhead},
		{"Sarah here, yes I'll be in. What time? I might be out", "Sarah", confirm.IntentUnclear, ""},
		{"Sarah here, what time will they come?", "Sarah", confirm.IntentUnclear, ""},
		{"Nobody here, what time will they come?", "", confirm.IntentUnclear, ""},
		{"Sarah here till 10, yes I'll be in. What time roughly will they come?", "Sarah", confirm.IntentUnclear, ""},
		{"Sarah here, yes I'll be in. Do I have to be in?", "Sarah", confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		checkAsked(t, corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer", Customer: tt.customer}, tt.intent, tt.question)
	}
}

// checkAsked reads l as an answer to the first question and fails unless
// it gives intent and, when question is set, that question.
func checkAsked(t *testing.T, l corpusLine, intent confirm.Intent, question Question) {
	t.Helper()
	got, err := New().Interpret(context.Background(), l.input())
	if err != nil {
		t.Fatal(err)
	}
	if got.Intent != intent || question != "" && got.Question != question {
		t.Errorf("%q: got %s question %q (%s), want %s question %q", l.Text, got.Intent, got.Question, got.Reason, intent, question)
	}
}
