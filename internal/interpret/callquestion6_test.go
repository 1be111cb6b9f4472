package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestCallAuxQuestion holds questions run on after a statement on a call,
// where no question mark is written, that open with an auxiliary and its
// subject: "yes i'll be in will the driver phone me first". A firm yes with
// a question the booking answers confirms and names the question; a
// request ("can the driver ring first") confirms and names it too. The
// look-alikes without a subject after the auxiliary, a later auxiliary in
// a statement, a tag on the yes, and any reply that is not a firm yes must
// not change: none of them confirms with a question it does not ask, and
// nothing unsure or away confirms.
func TestCallAuxQuestion(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text     string
		intent   confirm.Intent
		question Question // checked when intent is a confirmation
	}{
		// calling ahead
		{"yes i'll be in will the driver phone me first", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yes i'll be in will the driver ring me first", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yeah we'll be in can the driver call when he's ten minutes away", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yes i'm home all morning will they phone before they come", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yeah i'll be there could the driver text me when he's on his way", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yes we're in would they ring ahead", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yes i'll be in will they give me a call first", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yes i'll be home do they ring before they come", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yep i'm in does the driver phone ahead", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yeah i'll be in erm will the driver ring first", confirm.IntentWillBeIn, QuestionCallAhead},
		{"yes i'll be in would you ring ahead please", confirm.IntentWillBeIn, QuestionCallAhead},
		// carrying
		{"yeah i'm in all day will there be two of them", confirm.IntentWillBeIn, QuestionCarry},
		{"yes i'll be in will they carry it upstairs", confirm.IntentWillBeIn, QuestionCarry},
		{"yes that's fine will they bring it up the stairs", confirm.IntentWillBeIn, QuestionCarry},
		{"yes i'll be in can they take it upstairs", confirm.IntentWillBeIn, QuestionCarry},
		// the window
		{"yes i will be in do i need to be in the whole four hours", confirm.IntentWillBeIn, QuestionWindow},
		{"yes i will be in do i have to be in all morning", confirm.IntentWillBeIn, QuestionWindow},
		{"yeah we're in do we have to stay in all morning", confirm.IntentWillBeIn, QuestionWindow},
		{"i'm home will someone need to be here the entire morning", confirm.IntentWillBeIn, QuestionWindow},
		{"yes i'll be in can you narrow it down", confirm.IntentWillBeIn, QuestionWindow},
		// a service the booking does not hold
		{"yeah i'm in can you take the old one away", confirm.IntentWillBeIn, QuestionOther},
		{"yeah we'll be in can they take the old sofa away", confirm.IntentWillBeIn, QuestionOther},
		{"yes i'll be in do you take card", confirm.IntentWillBeIn, QuestionOther},
		// "that's fine" and then what the customer says next, with no break
		{"yes that's fine we're on the third floor no lift will they bring it up", confirm.IntentWillBeIn, QuestionCarry},
		{"that's fine it's the top floor will they carry it up", confirm.IntentWillBeIn, QuestionCarry},
		{"that's fine i'll be in", confirm.IntentWillBeIn, QuestionNone},
		{"yes that's great we're in all morning", confirm.IntentWillBeIn, QuestionNone},
		{"that's fine we're away though", confirm.IntentDifferentDay, QuestionNone},
		{"that's fine i might be out", confirm.IntentUnclear, QuestionNone},
		{"that's fine it's the house with the blue door", confirm.IntentWillBeIn, QuestionNone},
		// a request to be told the time is a question the booking answers, and
		// an instruction to tell the driver to ring asks for a call ahead
		{"yes we'll be in can you tell me what time they'll come", confirm.IntentWillBeIn, QuestionTime},
		{"yes and can you tell the driver to ring when he's outside the buzzer doesn't work", confirm.IntentWillBeIn, QuestionCallAhead},
		// look-alikes that keep their reading
		{"yes i'll be in will be lovely", confirm.IntentWillBeIn, QuestionNone},
		{"yes can do", confirm.IntentWillBeIn, QuestionNone},
		{"yes do come in the morning", confirm.IntentWillBeIn, QuestionNone},
		{"i'll be in is that alright", confirm.IntentWillBeIn, QuestionNone},
		{"yes i'll be in is that ok", confirm.IntentWillBeIn, QuestionNone},
		{"yes i'll be in they can ring the bell", confirm.IntentWillBeIn, QuestionNone},
		{"yes the way in is the side gate", confirm.IntentWillBeIn, QuestionNone},
		{"yes my home is the blue house", confirm.IntentWillBeIn, QuestionNone},
		{"yeah i'll be in do you know", confirm.IntentWillBeIn, QuestionNone},
		// not a firm yes: never confirmed
		{"i might be in will they ring first", confirm.IntentUnclear, QuestionNone},
		{"i'll be in if they ring first can they do that", confirm.IntentUnclear, QuestionNone},
		{"i'm not in will they leave it with next door", confirm.IntentUnclear, QuestionNone},
		{"yes i'll be in should i move the car", confirm.IntentUnclear, QuestionNone},
		{"yes i'll be in shall i leave the gate open", confirm.IntentUnclear, QuestionNone},
		{"no i won't be in can they come friday", confirm.IntentReschedule, QuestionNone},
		{"we're away can they leave it in the shed", confirm.IntentDifferentDay, QuestionNone},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelCall, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent {
			t.Errorf("%q: read as %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.intent)
			continue
		}
		confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner
		if confirmed && got.Question != tt.question {
			t.Errorf("%q: question %q, want %q", tt.text, got.Question, tt.question)
		}
	}
}

// TestDialectYesMore holds regional yeses of the UK and Ireland said on
// their own or beside someone in ("wee buns", "right you are", "tidy",
// "sound", "cushty", "reyt", "the kettle'll be on"), and their look-alikes
// that say no one is in, or may be the Scots no, which never confirm.
func TestDialectYesMore(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text    string
		confirm bool
	}{
		{"wee buns, I'll be in", true},
		{"aye wee buns", true},
		{"wee buns, we'll be in all morning", true},
		{"kettle'll be on", true},
		{"yes the kettle'll be on", true},
		{"i'll be in the kettle'll be on", true},
		{"right you are", true},
		{"right you are I'll be in", true},
		{"right you are love i'll be in", true},
		{"tidy", true},
		{"tidy, I'll be in", true},
		{"sound", true},
		{"sound, I'll be in", true},
		{"cushty", true},
		{"reyt, i'll be in", true},
		{"aye i'll be reyt here all morning", true},
		{"aye nae bother", true},
		{"grand so", true},
		{"champion", true},
		// look-alikes
		{"aye right you are", false},
		{"aye right", false},
		{"aye reyt", false},
		{"aye that'll be right", false},
		{"right you are, i'm not in", false},
		{"right you are but i'm away", false},
		{"wee buns but i'm away", false},
		{"the kettle will be on but i won't be in", false},
		{"tidy, can't do tuesday", false},
		{"champion, i'm away tuesday", false},
		{"tidy up first", false},
		{"the dog makes no sound", false},
		{"ta-ra", false},
	}
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

// TestCallAuxQuestionNotes holds where a question run on after a yes goes:
// one whether the driver calls ahead, or (on a call) how it is carried, is
// answered and not kept in the notes; a request for a call stays an
// instruction; what explains the question is kept.
func TestCallAuxQuestionNotes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text    string
		channel confirm.Channel
		notes   string // "" wants none
		holds   string // else the notes must hold it
	}{
		{"yes i'll be in will the driver phone me first", confirm.ChannelCall, "", ""},
		{"yes i'm home all morning will they phone before they come", confirm.ChannelCall, "", ""},
		{"yes i'll be home do they ring before they come", confirm.ChannelCall, "", ""},
		{"yes i'll be in will they carry it upstairs", confirm.ChannelCall, "", ""},
		{"Yes someone will definitely be in. Will they ring before they come?", confirm.ChannelSMS, "", ""},
		{"yes il be in, will the driver ring before he comes?", confirm.ChannelSMS, "", ""},
		{"yes that's fine we're on the third floor no lift will they bring it up", confirm.ChannelCall, "-", "third floor no lift"},
		{"yeah i'll be in can the driver ring me when he's on his way", confirm.ChannelCall, "-", "ring me when he's on his way"},
		{"Yes I'm in. Could they ring first please", confirm.ChannelSMS, "-", "ring first"},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: tt.channel, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != confirm.IntentWillBeIn {
			t.Errorf("%q: read as %s (%s), want will_be_in", tt.text, got.Intent, got.Reason)
			continue
		}
		if tt.notes == "" && got.Notes != "" || tt.holds != "" && !notesMatch(got.Notes, tt.holds) {
			t.Errorf("%q: notes %q, want %q", tt.text, got.Notes, tt.holds)
		}
	}
}
