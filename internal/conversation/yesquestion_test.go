package conversation

import (
	"slices"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/interpret"
)

// A firm yes that also asks closes as confirmed, as any yes does, and the
// closing message answers the question; the timeline says both. Another
// person not yet named gets the answer and the question for the name.
func TestConfirmedWithQuestion(t *testing.T) {
	t.Parallel()
	c := booking()
	yes := reading(confirm.IntentWillBeIn)
	yes.Question = interpret.QuestionTime
	d := decide(t, c, text("Yes I'll be in, what time will they come?"), yes)
	a := d.Closed()
	if a == nil || a.Status != confirm.StatusConfirmed || a.Outcome.Intent != confirm.IntentWillBeIn || !d.Notify {
		t.Fatalf("closed with %+v, notify %v; want confirmed", a, d.Notify)
	}
	if got, want := bodies(d), dialogue.SMSClosingAnswer(c, interpret.QuestionTime); !slices.Equal(got, want) || len(want) != 1 {
		t.Errorf("texts %q, want %q", got, want)
	}
	if got := records(d); len(got) < 2 || !strings.HasPrefix(got[1], "Understood: someone will be in; a question about the time - answered - ") {
		t.Errorf("recorded %q", got)
	}
	if len(c.Conversation.SMS.Questions) != 0 {
		t.Errorf("a confirmation counted as a question: %q", c.Conversation.SMS.Questions)
	}

	// on the call: the answer, then the closing line
	c = booking()
	c.Conversation.Call.Answered = true
	signer := reading(confirm.IntentAlternateSigner)
	signer.Signer, signer.Question = "Tom", interpret.QuestionWindow
	d = decide(t, c, confirm.Reply{Channel: confirm.ChannelCall, Text: "my husband tom will be in how long is the window"}, signer)
	if a := d.Closed(); a == nil || a.Outcome.Intent != confirm.IntentAlternateSigner || a.Outcome.SignerName != "Tom" {
		t.Fatalf("closed with %+v; want alternate_signer Tom", a)
	}
	if got, want := d.Said(), []string{dialogue.CallClosingAnswer(c, interpret.QuestionWindow)}; !slices.Equal(got, want) {
		t.Errorf("said %q, want %q", got, want)
	}

	// no name yet: the answer, then the name asked for
	c = booking()
	noName := reading(confirm.IntentAlternateSigner)
	noName.Question = interpret.QuestionItems
	d = decide(t, c, text("my daughter will be in, what are you delivering?"), noName)
	if d.Closed() != nil || c.Conversation.SMS.Expect != confirm.ExpectName {
		t.Fatalf("closed %v, expecting %v; want the name asked for", d.Closed(), c.Conversation.SMS.Expect)
	}
	if got, want := bodies(d), []string{dialogue.SMSAnswer(c, c.Conversation.SMS, interpret.QuestionItems)}; !slices.Equal(got, want) ||
		!strings.HasSuffix(want[0], "What is the name of the person who will be in?") {
		t.Errorf("texts %q, want %q", got, want)
	}
}

// A firm yes with a question the booking cannot answer ("do you take card
// for the balance?") closes as confirmed too, and the closing message says
// the question cannot be answered here and where to ask, so it is passed
// on rather than lost.
func TestConfirmedWithQuestionForTheTeam(t *testing.T) {
	t.Parallel()
	c := booking()
	yes := reading(confirm.IntentWillBeIn)
	yes.Question = interpret.QuestionOther
	d := decide(t, c, text("I'll be in, do you take card for the balance?"), yes)
	if a := d.Closed(); a == nil || a.Status != confirm.StatusConfirmed || a.Outcome.Intent != confirm.IntentWillBeIn {
		t.Fatalf("closed with %+v; want confirmed", a)
	}
	want := dialogue.SMSClosingAnswer(c, interpret.QuestionOther)
	if got := bodies(d); !slices.Equal(got, want) || len(want) != 1 || !strings.Contains(want[0], "can't answer that here") {
		t.Errorf("texts %q, want %q, saying it cannot be answered here", got, want)
	}
}

// A bare yes with a whole question about the time ("yes. what time roughly
// will they come?") and a firm yes that asks whether the message is genuine
// close as confirmed, and the closing message answers the question.
func TestConfirmedBareYesAndDoubtAsked(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text string
		q    interpret.Question
	}{
		{"yes. what time roughly will they come?", interpret.QuestionTime},
		{"Yes I'll be in. Is this genuine though? Had loads of scam texts lately", interpret.QuestionScam},
	} {
		c := booking()
		yes := reading(confirm.IntentWillBeIn)
		yes.Question = tt.q
		d := decide(t, c, text(tt.text), yes)
		if a := d.Closed(); a == nil || a.Status != confirm.StatusConfirmed || a.Outcome.Intent != confirm.IntentWillBeIn {
			t.Fatalf("%q closed with %+v; want confirmed", tt.text, a)
		}
		if got, want := bodies(d), dialogue.SMSClosingAnswer(c, tt.q); !slices.Equal(got, want) || len(want) != 1 {
			t.Errorf("%q texts %q, want %q", tt.text, got, want)
		}
	}
}
