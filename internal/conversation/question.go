package conversation

import (
	"fmt"
	"slices"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/interpret"
)

// MaxQuestions is how many questions in a row, without an answer between
// them, a conversation answers: the last of them hands it to a person.
const MaxQuestions = 3

// question answers a customer's question (what time, who is this) and asks
// again what the thread last asked, and reports whether the reply was one.
// A question is not an unclear reply: it neither counts toward closing as
// unclear nor ends a run of unclear replies. The third in a row closes the
// confirmation as wants_human with the questions in the summary.
func (t *turn) question(th *confirm.Thread, res interpret.Result) bool {
	if res.Intent != confirm.IntentUnclear || res.Question == interpret.QuestionNone {
		return false
	}
	th.Questions = append(slices.Clip(th.Questions), shortQuote(t.r.Text))
	if len(th.Questions) >= MaxQuestions {
		t.close(confirm.IntentWantsHuman, "", -1, questionsSummary(th.Questions, t.r.Channel))
		return true
	}
	if t.r.Channel == confirm.ChannelCall {
		t.say(dialogue.CallAnswer(t.c, *th, res.Question))
	} else {
		t.text(dialogue.SMSAnswer(t.c, *th, res.Question))
	}
	return true
}

// confirmedQuestion is the question a confirming reply also asked ("Yes
// I'll be in. What time will they come?"): the confirmation closes as
// usual and its closing message answers it, or, for another person who
// will sign but was not named, the answer comes with the question for the
// name. QuestionNone for any other reply.
func confirmedQuestion(res interpret.Result) interpret.Question {
	if res.Intent != confirm.IntentWillBeIn && res.Intent != confirm.IntentAlternateSigner {
		return interpret.QuestionNone
	}
	return res.Question
}

// questionAction says, for the timeline, what is done about a question
// before question does it.
func (t *turn) questionAction() string {
	th := t.c.Conversation.SMS
	if t.r.Channel == confirm.ChannelCall {
		th = t.c.Conversation.Call
	}
	if len(th.Questions)+1 >= MaxQuestions {
		return fmt.Sprintf("%d questions without an answer, passed to the team", MaxQuestions)
	}
	return "answered, asked again"
}

// doubtful reports a yes with a condition or a hedge, in answer to "will
// someone be in?": one question, whether someone will be in for the whole
// window, settles it.
func doubtful(th *confirm.Thread, res interpret.Result) bool {
	return res.Doubt != interpret.DoubtNone && (th.Expect == confirm.ExpectAnswer || th.Expect == confirm.ExpectWholeWindow)
}

// questionsSummary is the outcome's summary after too many questions:
// `Customer asked 3 questions without answering: "what time?", ... (text)`.
func questionsSummary(qs []string, ch confirm.Channel) string {
	label := "text"
	if ch == confirm.ChannelCall {
		label = "call"
	}
	return fmt.Sprintf("Customer asked %d questions without answering: %s (%s)", len(qs), strings.Join(qs, ", "), label)
}

// shortQuote is the customer's words, on one line, quoted and cut at 60
// characters.
func shortQuote(text string) string {
	r := []rune(strings.Join(strings.Fields(text), " "))
	if len(r) > 60 {
		r = append(r[:57], []rune("...")...)
	}
	return fmt.Sprintf("%q", string(r))
}

// questionWords names a question for the timeline.
func questionWords(q interpret.Question) string {
	switch q {
	case interpret.QuestionTime:
		return "a question about the time"
	case interpret.QuestionWindow:
		return "a question about the window"
	case interpret.QuestionItems:
		return "a question about what is being delivered"
	case interpret.QuestionSender:
		return "a question about who is writing"
	case interpret.QuestionScam:
		return "a question whether this is genuine"
	case interpret.QuestionCallAhead:
		return "a question whether the driver calls ahead"
	case interpret.QuestionCarry:
		return "a question about carrying it"
	case interpret.QuestionMustBeIn:
		return "a question whether someone must be in"
	}
	return "a question"
}
