package dialogue

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
	"github.com/google/go-cmp/cmp"
)

// TestClosingAnswer closes a confirmation given by a firm yes that also
// asked: the closing, then the answer, in a text; the answer, then the
// closing that says goodbye, on the call. Nothing is asked again, and with
// no question the closing is the usual one.
func TestClosingAnswer(t *testing.T) {
	t.Parallel()
	c := answerSample(false)
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn}
	if diff := cmp.Diff(SMSClosing(c)+" Your delivery is booked for Tue 24 Nov, 08:00-12:00. I don't know the exact time within 08:00-12:00. Please ask help@acme.test.",
		SMSClosingAnswer(c, interpret.QuestionTime)); diff != "" {
		t.Errorf("text mismatch (-want +got):\n%s", diff)
	}
	if got := SMSClosingAnswer(c, interpret.QuestionNone); got != SMSClosing(c) {
		t.Errorf("no question: %q, want %q", got, SMSClosing(c))
	}
	if got := CallClosingAnswer(c, interpret.QuestionWindow); got != "The window is 08:00 to 12:00 (4 hours) on Tuesday 24 November. "+CallClosing(c) {
		t.Errorf("call: %q", got)
	}
	if got := CallClosingAnswer(c, interpret.QuestionNone); got != CallClosing(c) {
		t.Errorf("call, no question: %q, want %q", got, CallClosing(c))
	}
	for _, q := range []interpret.Question{interpret.QuestionTime, interpret.QuestionWindow, interpret.QuestionItems,
		interpret.QuestionSender, interpret.QuestionCallAhead, interpret.QuestionCarry} {
		for _, got := range []string{SMSClosingAnswer(c, q), CallClosingAnswer(c, q)} {
			if strings.Contains(got, "Will someone be in") || strings.Contains(got, "Reply YES") {
				t.Errorf("%s: asks again after the confirmation: %q", q, got)
			}
		}
		if n, _ := Segments(SMSClosingAnswer(c, q)); n > 3 {
			t.Errorf("%s: %d segments", q, n)
		}
	}
	// many items: the first and how many others, to stay within three
	// segments
	for i := range 12 {
		c.Order.Items = append(c.Order.Items, confirm.Item{Name: "Dining chair in solid oak, natural finish " + string(rune('A'+i)), Qty: 1})
	}
	if n, _ := Segments(SMSClosingAnswer(c, interpret.QuestionItems)); n > 3 {
		t.Errorf("many items: %d segments: %q", n, SMSClosingAnswer(c, interpret.QuestionItems))
	}
}
