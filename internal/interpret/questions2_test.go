package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

type questionCase struct {
	text     string
	intent   confirm.Intent
	question Question
}

func checkQuestionCases(t *testing.T, tests []questionCase) {
	t.Helper()
	checkQuestionCasesOn(t, confirm.ChannelSMS, tests)
}

func checkQuestionCasesOn(t *testing.T, ch confirm.Channel, tests []questionCase) {
	t.Helper()
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: ch, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent {
			t.Errorf("%q: read as %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.intent)
			continue
		}
		if got.Question != tt.question {
			t.Errorf("%q: question %q, want %q", tt.text, got.Question, tt.question)
		}
	}
}

// TestToldStatement holds questions put as a statement of what the
// customer needs told ("I need to know what time they're coming", "let me
// know roughly when"): alone they are asked about with the kind named;
// beside a firm yes the yes stands and the kind is named. A yes that waits
// on the answer, a hedge, an absence or a request for a call as they near
// must not change.
func TestToldStatement(t *testing.T) {
	t.Parallel()
	checkQuestionCases(t, []questionCase{
		{"I need to know what time they're coming", confirm.IntentUnclear, QuestionTime},
		{"need to know roughly what time they'll get here", confirm.IntentUnclear, QuestionTime},
		{"Yes I'll be in, let me know what time then I'll confirm", confirm.IntentUnclear, QuestionTime},
		{"Yes I'll be in, let me know what time please", confirm.IntentWillBeIn, QuestionTime},
		{"I want to know what time the van comes", confirm.IntentUnclear, QuestionTime},
		{"Need to know if they'll carry it up", confirm.IntentUnclear, QuestionCarry},
		{"need to know whether they'll bring it upstairs", confirm.IntentUnclear, QuestionCarry},
		{"I need to know what's being delivered", confirm.IntentUnclear, QuestionItems},
		{"let me know roughly when", confirm.IntentUnclear, QuestionTime},
		{"Yep I'll be in, let me know roughly when", confirm.IntentWillBeIn, QuestionTime},
		{"Yes I'll be in, let me know what time", confirm.IntentWillBeIn, QuestionTime},
		{"I'll be home, need to know what time though", confirm.IntentWillBeIn, QuestionTime},
		// look-alikes
		{"yes I'll be in. let me know when they're close", confirm.IntentWillBeIn, QuestionNone},
		{"I need to know before I can say", confirm.IntentUnclear, QuestionNone},
		{"Yes I'll be in. Let me know a half hour before", confirm.IntentWillBeIn, QuestionNone},
		{"I'll be in if I know what time", confirm.IntentUnclear, QuestionNone},
		{"I might be in, need to know what time", confirm.IntentUnclear, QuestionTime},
		{"probably in, let me know roughly when", confirm.IntentUnclear, QuestionTime},
		{"I won't be in Tuesday, let me know what other days", confirm.IntentDifferentDay, QuestionNone},
		{"Yes I'll be in. Need to know what time before I confirm", confirm.IntentUnclear, QuestionTime},
	})
}

// TestSpamAsked holds "spam" asked about beside not knowing the sender:
// a question whether the message is genuine, never an opt-out or a wrong
// person. Saying to stop, not being interested, a wrong number or an order
// that is not theirs keeps what it says.
func TestSpamAsked(t *testing.T) {
	t.Parallel()
	checkQuestionCases(t, []questionCase{
		{"Don't know you. Is this spam?", confirm.IntentUnclear, QuestionScam},
		{"Is this spam? never heard of you", confirm.IntentUnclear, QuestionScam},
		{"I don't know you, is this a scam?", confirm.IntentUnclear, QuestionScam},
		{"don't know you. who is this?", confirm.IntentUnclear, QuestionSender},
		{"Is this spam?", confirm.IntentUnclear, QuestionScam},
		{"Is this spam? yes I'll be in", confirm.IntentWillBeIn, QuestionScam},
		// look-alikes
		{"don't know you, stop texting. is this spam?", confirm.IntentOptOut, QuestionNone},
		{"stop texting me, is this spam?", confirm.IntentOptOut, QuestionNone},
		{"is this spam? not interested", confirm.IntentOptOut, QuestionNone},
		{"spam", confirm.IntentOptOut, QuestionNone},
		{"this is spam", confirm.IntentOptOut, QuestionNone},
		{"Don't know you. Wrong number", confirm.IntentWrongPerson, QuestionNone},
		{"I don't know you, I never ordered anything. Is this a scam?", confirm.IntentWrongPerson, QuestionNone},
	})
}

// TestWhoBringsRunOn holds "who is delivering" run on after a statement on
// a call: a firm yes stands and asks about the sender; a hedge or an
// absence before it keeps what it says, and "who is" inside a statement
// ("the lady who is in all day will sign") is no question.
func TestWhoBringsRunOn(t *testing.T) {
	t.Parallel()
	checkQuestionCasesOn(t, confirm.ChannelCall, []questionCase{
		{"yeah i'll be in who's delivering it", confirm.IntentWillBeIn, QuestionSender},
		{"yes i'll be in who is delivering it", confirm.IntentWillBeIn, QuestionSender},
		{"yes i'm home who will be delivering it", confirm.IntentWillBeIn, QuestionSender},
		{"yes we'll be here who's delivering", confirm.IntentWillBeIn, QuestionSender},
		// look-alikes
		{"i might be in who is delivering it", confirm.IntentUnclear, QuestionSender},
		{"we are away who is delivering it", confirm.IntentDifferentDay, QuestionNone},
		{"the lady who is in all day will sign", confirm.IntentWillBeIn, QuestionNone},
		{"i'll be in", confirm.IntentWillBeIn, QuestionNone},
	})
}

// TestAskedTwice holds two questions joined by "and" beside a firm yes: the
// yes stands when both are questions the booking answers (or a service),
// and the first is named. A hedge, an absence, a question whether anyone
// must be in, a yes waiting on the answer or another day asked for keep
// what they say.
func TestAskedTwice(t *testing.T) {
	t.Parallel()
	checkQuestionCases(t, []questionCase{
		{"Yes I'll be in. What time, and will they ring first?", confirm.IntentWillBeIn, QuestionTime},
		{"Yes I'll be in. What time? And will they ring first?", confirm.IntentWillBeIn, QuestionTime},
		{"Yes I'll be in. What time, and who is delivering?", confirm.IntentWillBeIn, QuestionTime},
		{"Yes I'll be in. Is it the sofa, and what time?", confirm.IntentWillBeIn, QuestionItems},
		// look-alikes
		{"Yes I'll be in. What time, and do I have to be in?", confirm.IntentUnclear, QuestionTime},
		{"I might be in. What time, and will they ring first?", confirm.IntentUnclear, QuestionTime},
		{"Yes I'll be in. What time? And I need to know before I confirm", confirm.IntentUnclear, QuestionTime},
		{"Yes I'll be in. What time, and I'm out after 10", confirm.IntentUnclear, QuestionTime},
		{"Yes I'll be in. What time, and can they come Friday instead?", confirm.IntentReschedule, QuestionNone},
	})
}

// TestWhenRoughly holds an estimate asked after the question word ("when
// roughly?", on a call run on after a yes) and the courier asked by its
// name: a firm yes stands and names the question; a hedge, an absence or
// a request for a call keep what they say, and the driver's name is
// another question.
func TestWhenRoughly(t *testing.T) {
	t.Parallel()
	checkQuestionCasesOn(t, confirm.ChannelCall, []questionCase{
		{"when roughly", confirm.IntentUnclear, QuestionTime},
		{"yes that's fine when roughly", confirm.IntentWillBeIn, QuestionTime},
		{"yes i'll be in when roughly", confirm.IntentWillBeIn, QuestionTime},
		{"what's the name of the delivery company", confirm.IntentUnclear, QuestionSender},
		{"yes i'll be in. what's the name of the courier?", confirm.IntentWillBeIn, QuestionSender},
		// look-alikes
		{"i might be in when roughly", confirm.IntentUnclear, QuestionTime},
		{"we're out when roughly", confirm.IntentUnclear, QuestionTime},
		{"call me when roughly", confirm.IntentUnclear, QuestionNone},
		{"what's the name of the driver", confirm.IntentUnclear, QuestionOther},
	})
}

// TestWindowRange holds the window checked as a range written with a
// hyphen: alone it is asked about, beside a firm yes the yes stands; a
// hedge or an absence beside it, or a range said as an answer, keep what
// they say.
func TestWindowRange(t *testing.T) {
	t.Parallel()
	checkQuestionCases(t, []questionCase{
		{"Is it 8-12?", confirm.IntentUnclear, QuestionWindow},
		{"Is it 8-12 then?", confirm.IntentUnclear, QuestionWindow},
		{"Yes I'll be in. Is it 8-12?", confirm.IntentWillBeIn, QuestionWindow},
		{"Is that 8-12? yes I'll be in", confirm.IntentWillBeIn, QuestionWindow},
		// look-alikes
		{"I might be in, is it 8-12?", confirm.IntentUnclear, QuestionWindow},
		{"Is it 8-12? I'm out after 10", confirm.IntentDifferentDay, QuestionOther},
		{"8-12 is fine", confirm.IntentWillBeIn, QuestionNone},
	})
}

// TestHelpCarry holds helping to carry asked about: it asks how the order
// is carried, not whether anyone must be in, so a firm yes beside it
// stands. Whether to be in, asked alone or beside a yes, is still asked
// about, and a hedge keeps the reply unclear.
func TestHelpCarry(t *testing.T) {
	t.Parallel()
	checkQuestionCases(t, []questionCase{
		{"Do I need to help carry it?", confirm.IntentUnclear, QuestionCarry},
		{"Will I have to help lift it?", confirm.IntentUnclear, QuestionCarry},
		{"Yes I'll be home. Do I need to help carry it?", confirm.IntentWillBeIn, QuestionCarry},
		{"Yes I'll be in. Do I need to be there to help carry it?", confirm.IntentWillBeIn, QuestionCarry},
		// look-alikes
		{"I might be in, do I need to help carry it?", confirm.IntentUnclear, QuestionCarry},
		{"Do I need to be in?", confirm.IntentUnclear, QuestionMustBeIn},
		{"I can help carry it, do I need to be in?", confirm.IntentUnclear, QuestionMustBeIn},
		{"Do I have to be in? Yes I'll be in", confirm.IntentUnclear, QuestionMustBeIn},
	})
}

// TestWhyTexting holds "why are you texting me?": it asks who writes and
// why, as "who is this?" does; a firm yes beside it stands. An order that
// is not theirs is still a wrong person, and a firm yes is still needed.
func TestWhyTexting(t *testing.T) {
	t.Parallel()
	checkQuestionCases(t, []questionCase{
		{"Why are you texting me?", confirm.IntentUnclear, QuestionSender},
		{"why are you calling me", confirm.IntentUnclear, QuestionSender},
		{"Yes I'll be in. Why are you texting me?", confirm.IntentWillBeIn, QuestionSender},
		{"Why are you messaging me?", confirm.IntentUnclear, QuestionSender},
		// look-alikes
		{"why are you texting me about a sofa I never ordered?", confirm.IntentWrongPerson, QuestionNone},
		{"I might be in. Why are you texting me?", confirm.IntentUnclear, QuestionSender},
		{"Not in Tuesday. Why are you texting me?", confirm.IntentDifferentDay, QuestionOther},
		{"Who is this?", confirm.IntentUnclear, QuestionSender},
	})
}
