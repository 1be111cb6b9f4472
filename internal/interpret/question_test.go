package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

// TestQuestion reads replies that ask instead of answering, as texts and as
// call transcripts (no question mark), and replies that only look like
// questions. A question is unclear with its Question set and no Doubt.
func TestQuestion(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		expect Expect
		want   Question
	}{
		// the time
		{"what time?", ExpectAnswer, QuestionTime},
		{"What time will they come", ExpectAnswer, QuestionTime},
		{"wat time r u coming", ExpectAnswer, QuestionTime},
		{"yes, what time roughly?", ExpectAnswer, QuestionTime},
		{"yeah and roughly what time", ExpectAnswer, QuestionTime},
		{"when will the driver get here?", ExpectAnswer, QuestionTime},
		{"eta?", ExpectAnswer, QuestionTime},
		{"will it be a morning delivery?", ExpectAnswer, QuestionTime},
		{"any idea of the exact time?", ExpectAnswer, QuestionTime},
		{"i was wondering when they would arrive", ExpectAnswer, QuestionTime},
		{"um what time is the delivery", ExpectAnswer, QuestionTime},
		// the window
		{"how long is the window?", ExpectAnswer, QuestionWindow},
		{"how long's the slot", ExpectAnswer, QuestionWindow},
		{"is that the whole morning?", ExpectAnswer, QuestionWindow},
		{"between what times", ExpectAnswer, QuestionWindow},
		// the items
		{"what's being delivered?", ExpectAnswer, QuestionItems},
		{"whats the delivery", ExpectAnswer, QuestionItems},
		{"what did i order", ExpectAnswer, QuestionItems},
		{"which order is this?", ExpectAnswer, QuestionItems},
		{"what am i getting", ExpectAnswer, QuestionItems},
		// who is writing
		{"who is this?", ExpectAnswer, QuestionSender},
		{"whos this", ExpectAnswer, QuestionSender},
		{"who's texting me?", ExpectAnswer, QuestionSender},
		{"who are you", ExpectAnswer, QuestionSender},
		{"Which company is this?", ExpectAnswer, QuestionSender},
		{"where are you from", ExpectAnswer, QuestionSender},
		{"what is this about?", ExpectAnswer, QuestionSender},
		{"sorry who is calling", ExpectAnswer, QuestionSender},
		{"who?", ExpectAnswer, QuestionSender},
		// scam or genuine
		{"is this a scam?", ExpectAnswer, QuestionScam},
		{"um is this a scam", ExpectAnswer, QuestionScam},
		{"is this legit", ExpectAnswer, QuestionScam},
		{"Is this message genuine?", ExpectAnswer, QuestionScam},
		{"how do i know this is real", ExpectAnswer, QuestionScam},
		{"is this spam?", ExpectAnswer, QuestionScam},
		// the driver calling ahead
		{"can the driver call ahead?", ExpectAnswer, QuestionCallAhead},
		{"will they ring before they come", ExpectAnswer, QuestionCallAhead},
		{"could the driver ring when close?", ExpectAnswer, QuestionCallAhead},
		{"will i get a text when they're on the way?", ExpectAnswer, QuestionCallAhead},
		{"do i get a heads up", ExpectAnswer, QuestionCallAhead},
		// carrying it
		{"how many people will carry it?", ExpectAnswer, QuestionCarry},
		{"is it a two man delivery", ExpectAnswer, QuestionCarry},
		{"will they bring it upstairs?", ExpectAnswer, QuestionCarry},
		{"how many men r coming", ExpectAnswer, QuestionCarry},
		// must someone be in
		{"do I have to be in?", ExpectAnswer, QuestionMustBeIn},
		{"does someone need to be home", ExpectAnswer, QuestionMustBeIn},
		{"do i need to be there", ExpectAnswer, QuestionMustBeIn},
		{"does it need a signature?", ExpectAnswer, QuestionMustBeIn},
		// anything else
		{"what colour is it?", ExpectAnswer, QuestionOther},
		{"do you do recycling of the old one?", ExpectAnswer, QuestionOther},
		{"do they assemble it", ExpectAnswer, QuestionOther},
		// on the slot list and the name question too
		{"what time would the friday one be?", ExpectSlot, QuestionTime},
		{"who is this?", ExpectName, QuestionSender},
		// not questions
		{"yes", ExpectAnswer, QuestionNone},
		{"yes I'll be in", ExpectAnswer, QuestionNone},
		{"no one will be in", ExpectAnswer, QuestionNone},
		{"I'll be in when they come", ExpectAnswer, QuestionNone},
		{"asdfgh", ExpectAnswer, QuestionNone},
		{"yes provided it's early", ExpectAnswer, QuestionNone},
		{"can you come Friday instead?", ExpectAnswer, QuestionNone},
		{"can I speak to someone?", ExpectAnswer, QuestionNone},
		{"stop texting me", ExpectAnswer, QuestionNone},
		{"will you stop texting me?", ExpectAnswer, QuestionNone},
	}
	for _, tt := range tests {
		readSaid(t, Input{Text: tt.text, Expect: tt.expect,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday}, func(ch confirm.Channel, text string, res Result) {
			if res.Question != tt.want {
				t.Errorf("%s %q: question %q, want %q (%s, %s)", ch, text, res.Question, tt.want, res.Intent, res.Reason)
			}
			if tt.want != QuestionNone && (res.Intent != confirm.IntentUnclear || res.Doubt != DoubtNone) {
				t.Errorf("%s %q: intent %s, doubt %q, want unclear with no doubt", ch, text, res.Intent, res.Doubt)
			}
		})
	}
}

// TestDoubt reads the yeses a single question about the window can settle,
// and unclear replies it cannot.
func TestDoubt(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want Doubt
	}{
		{"yes provided it's early", DoubtCondition},
		{"Fine but not till after lunch", DoubtCondition},
		{"ok as long as they come before 11", DoubtCondition},
		{"yes but I might only be in till 9", DoubtHedge}, // firmly "only in till 9" turns the window down: partaway.go
		{"only if it's early", DoubtCondition},
		{"yes, fingers crossed", DoubtHedge},
		{"fingers crossed", DoubtHedge},
		{"should be", DoubtHedge},
		{"maybe", DoubtHedge},
		{"I might be in", DoubtHedge},
		{"oh yes, just like the last three times", DoubtNone},
		{"yes no", DoubtNone},
		{"asdfgh", DoubtNone},
		{"what time?", DoubtNone},
		{"yes I'll be in", DoubtNone},
		{"my son, he's 8, will be in", DoubtNone},
	}
	for _, tt := range tests {
		readSaid(t, Input{Text: tt.text, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday}, func(ch confirm.Channel, text string, res Result) {
			if diff := cmp.Diff(tt.want, res.Doubt); diff != "" {
				t.Errorf("%s %q (%s, %s): doubt mismatch (-want +got):\n%s", ch, text, res.Intent, res.Reason, diff)
			}
		})
	}
}

// readSaid reads in as a text message and, as a call's transcript, as
// said on the call; check gets the channel, the words read and the result.
func readSaid(t *testing.T, in Input, check func(ch confirm.Channel, text string, res Result)) {
	t.Helper()
	for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
		in := in
		in.Channel = ch
		if ch == confirm.ChannelCall {
			in.Text = transcript(in.Text)
		}
		res, err := New().Interpret(t.Context(), in)
		if err != nil {
			t.Fatal(err)
		}
		check(ch, in.Text, res)
	}
}

// transcript writes a text as a call's transcript: lower case, no
// punctuation but apostrophes.
func transcript(s string) string {
	var b []rune
	for _, r := range s {
		switch r {
		case '?', '!', '.', ',':
			continue
		}
		b = append(b, r)
	}
	out := []rune(string(b))
	for i, r := range out {
		if r >= 'A' && r <= 'Z' {
			out[i] = r + 'a' - 'A'
		}
	}
	return string(out)
}
