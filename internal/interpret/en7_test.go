package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

type en7Case struct {
	text    string
	confirm bool
	q       Question // the question asked, when confirmed and given
}

func en7Check(t *testing.T, tests []en7Case) {
	t.Helper()
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner
		if confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
			continue
		}
		if tt.confirm && tt.q != QuestionNone && got.Question != tt.q {
			t.Errorf("%q: question %q, want %q", tt.text, got.Question, tt.q)
		}
	}
}

// TestWindowRemarkBesideYes holds a firm yes with a question to narrow the
// window and a remark on how long the window is: the yes confirms and the
// window question is answered. A hedge, condition, absence, other day or
// a remark that says more than the length is asked about.
func TestWindowRemarkBesideYes(t *testing.T) {
	t.Parallel()
	en7Check(t, []en7Case{
		{"Yes I'll be in. Any way of narrowing it down a bit? 4 hours is a long time", true, QuestionWindow},
		{"Yes I'll be in. Any chance of a slot tighter than 4 hours?", true, QuestionWindow},
		{"Yes we'll be in. Can you narrow it down? That's a big window", true, QuestionWindow},
		{"Yes I'll be in. Any hope of a narrower slot? 4 hours is a long wait", true, QuestionWindow},
		{"yes we will be home, any chance of narrowing it down? four hours is a long time tbh", true, QuestionWindow},
		{"I'll be in. Any possibility of a tighter slot? it's a long window", true, QuestionWindow},
		{"Yes my husband will be in. Any way of narrowing it down? 4 hours is quite a long time", true, QuestionWindow},
		{"Yes I'll be in. Any chance of a more precise time? That's a long time to wait", true, QuestionWindow},
		// look-alikes that must not confirm
		{"Yes I might be in. Any chance of a slot tighter than 4 hours? 4 hours is a long time", false, QuestionNone},
		{"Yes I'll be in if I'm back. Any way of narrowing it down? 4 hours is a long time", false, QuestionNone},
		{"Yes I'll be in. Any way of narrowing it down? 4 hours is a long time, I have work at 10", false, QuestionNone},
		{"Yes I'll be in. Any chance of a narrower slot? I'm out for a long time after 11", false, QuestionNone},
		{"Yes I'll be in. Any chance they could come Friday instead? 4 hours is a long time", false, QuestionNone},
		{"Any chance of narrowing it down? 4 hours is a long time, not sure I can wait in", false, QuestionNone},
		{"Yes I'll be in. Any way of narrowing it down? 4 hours is a long time to be stuck in", false, QuestionNone},
		{"No I won't be in. Any way of narrowing it down? 4 hours is a long time", false, QuestionNone},
		{"Yes I'll be in. Any way of narrowing it down? the afternoon is a long time", false, QuestionNone},
	})
}

// TestContactIfBesideYes holds an "if" that leads a trouble on the day and
// a way to get in touch: it puts no condition on being in. An "if" on
// being back, on the customer's own trouble or with any other word stays
// a condition.
func TestContactIfBesideYes(t *testing.T) {
	t.Parallel()
	en7Check(t, []en7Case{
		{"Confirmed, I'll be in. If any problems call 07700 900123 rather than this number", true, QuestionNone},
		{"Confirmed, I'll be in. If any problems call 07700 900123", true, QuestionNone},
		{"Yes I'll be in. If there are any problems ring my mobile", true, QuestionNone},
		{"Yes I'll be in. If any issues, text me on 07700 900123", true, QuestionNone},
		{"yes will be in, if there's a problem finding us call 07700 900123", true, QuestionNone},
		{"We'll be in. If any issues phone my husband on 07700 900456", true, QuestionNone},
		{"yes home all morning, if there's any problem with access just call 07700 900123", true, QuestionNone},
		{"Yes I'll be there. If there is a problem please call 07700 900123", true, QuestionNone},
		// look-alikes that must not confirm
		{"Yes I'll be in if I'm back in time. If any problems call 07700 900123", false, QuestionNone},
		{"Yes I'll be in. If I have any problems I'll call", false, QuestionNone},
		{"Yes I'll be in. If any problems with work I'll ring", false, QuestionNone},
		{"Yes I'll be in if there are no problems", false, QuestionNone},
		{"I should be in. If any problems call 07700 900123", false, QuestionNone},
		{"Yes I'll be in unless work needs me. If any problems call 07700 900123", false, QuestionNone},
		{"If any problems at work I won't be in, call 07700 900123", false, QuestionNone},
		{"Yes I'll be in if the trains are ok. If any problems call me", false, QuestionNone},
	})
}

// TestHouseholdInForCustomer holds someone answering for the customer who
// says one of the household will be in: the customer's booking is
// confirmed as will_be_in, not another signer. The writer in alone still
// signs; a hedge, an absence or a bound is asked about.
func TestHouseholdInForCustomer(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
	}{
		{"Hi it's Sarah's husband, yes one of us will be in all morning Tuesday", confirm.IntentWillBeIn},
		{"Hi it's Sarah's husband, yes one of us will be in", confirm.IntentWillBeIn},
		{"This is Tom's wife, either of us will be home Tuesday", confirm.IntentWillBeIn},
		{"it's her son here, one of us will definitely be in", confirm.IntentWillBeIn},
		{"Hi, it's John's dad, one of us will be in Tuesday", confirm.IntentWillBeIn},
		{"Hi it's Sarah's husband, I'll be in all morning", confirm.IntentAlternateSigner},
		{"Hi it's Sarah's husband, one of us will be in, I'll sign", confirm.IntentAlternateSigner},
		{"Hi it's Sarah's husband, one of us might be in", confirm.IntentUnclear},
		{"Hi it's Sarah's husband, one of us should be in", confirm.IntentUnclear},
		{"Hi it's Sarah's husband, one of us will be in after 11", confirm.IntentDifferentDay},
		{"Hi it's Sarah's husband, neither of us will be in", confirm.IntentDifferentDay},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent {
			t.Errorf("%q: read as %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.intent)
		}
	}
}

// TestUnexpectedMessageBesideYes holds "I wasn't expecting a text" beside
// a question whether the message is genuine and a firm yes: not expecting
// the message is no absence, so the yes confirms and asks scam. Not
// expecting it (the parcel), an absence, a hedge or no yes is asked about.
func TestUnexpectedMessageBesideYes(t *testing.T) {
	t.Parallel()
	en7Check(t, []en7Case{
		{"Is this genuine? I wasn't expecting a text. But yes I will be in Tuesday", true, QuestionScam},
		{"Is this real? I wasn't expecting a message. Yes I'll be in", true, QuestionScam},
		{"I wasn't expecting a call, is this legit? yes we will be home", true, QuestionScam},
		{"Is this a scam? wasn't expecting any text. I'll be in Tuesday", true, QuestionScam},
		{"is this genuine? we weren't expecting a message but yes we'll be in", true, QuestionScam},
		// look-alikes that must not confirm
		{"Is this genuine? I wasn't expecting a text", false, QuestionNone},
		{"Is this genuine? I wasn't expecting a text. I won't be in Tuesday", false, QuestionNone},
		{"I wasn't expecting a text, I'm away Tuesday", false, QuestionNone},
		{"I wasn't expecting it, I'm away Tuesday", false, QuestionNone},
		{"I won't be expecting it Tuesday", false, QuestionNone},
		{"Is this genuine? I wasn't expecting a text. I might be in Tuesday", false, QuestionNone},
		{"Is this genuine? I wasn't expecting a delivery. I'll be in Tuesday", false, QuestionNone},
	})
}
