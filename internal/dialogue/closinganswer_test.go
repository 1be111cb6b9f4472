package dialogue

import (
	"slices"
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
	if diff := cmp.Diff([]string{SMSClosing(c) + " Your delivery is booked for Tue 24 Nov, 08:00-12:00. I don't know the exact time within 08:00-12:00. Please ask help@acme.test."},
		SMSClosingAnswer(c, interpret.QuestionTime)); diff != "" {
		t.Errorf("text mismatch (-want +got):\n%s", diff)
	}
	if got := SMSClosingAnswer(c, interpret.QuestionNone); !slices.Equal(got, []string{SMSClosing(c)}) {
		t.Errorf("no question: %q, want %q", got, SMSClosing(c))
	}
	if got := CallClosingAnswer(c, interpret.QuestionWindow); got != "The window is 08:00 to 12:00 (4 hours) on Tuesday 24 November. "+CallClosing(c) {
		t.Errorf("call: %q", got)
	}
	if got := CallClosingAnswer(c, interpret.QuestionNone); got != CallClosing(c) {
		t.Errorf("call, no question: %q, want %q", got, CallClosing(c))
	}
	// a long signer's name in a text that must stay within three segments:
	// the answer follows as a second text
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentAlternateSigner, SignerName: strings.Repeat("Bartholomew ", 30) + "Smith"}
	if got := SMSClosingAnswer(c, interpret.QuestionTime); len(got) != 2 || got[0] != SMSClosing(c) || !strings.HasPrefix(got[1], "Your delivery is booked for") {
		t.Errorf("long name: %q", got)
	}
}

// TestClosingAnswerInLanguage holds every closing with an answer, in every
// language, tone and number of items, to what every text is held to: at
// most three segments each, nothing asked again after the confirmation.
func TestClosingAnswerInLanguage(t *testing.T) {
	t.Parallel()
	answerable := []interpret.Question{interpret.QuestionTime, interpret.QuestionWindow, interpret.QuestionItems,
		interpret.QuestionSender, interpret.QuestionCallAhead, interpret.QuestionCarry}
	for _, tag := range append([]string{""}, Languages...) {
		for _, tone := range []string{"", "formal", "friendly", "brief"} {
			for _, items := range []int{0, 1, 3} {
				c := inLanguage(tag, tone, items)
				if items == 0 {
					c.Order.Items = nil
				}
				for _, intent := range []confirm.Intent{confirm.IntentWillBeIn, confirm.IntentAlternateSigner} {
					c.Outcome = &confirm.Outcome{Intent: intent, SignerName: "Tom Smith"}
					for _, q := range answerable {
						texts := SMSClosingAnswer(c, q)
						for _, s := range texts {
							if n, _ := Segments(s); n > 3 || s == "" {
								t.Errorf("%q, tone %q, %d items, %s, %s: %d segments: %q", tag, tone, items, intent, q, n, s)
							}
						}
						if !strings.HasPrefix(texts[0], SMSClosing(c)) {
							t.Errorf("%q, %s, %s: does not open with the closing: %q", tag, intent, q, texts)
						}
						for _, s := range append(texts, CallClosingAnswer(c, q)) {
							if strings.Contains(s, lang(c).askAgain) || strings.Contains(s, callAsk(c, callLang(c))) {
								t.Errorf("%q, %s, %s: asks again after the confirmation: %q", tag, intent, q, s)
							}
						}
					}
				}
			}
		}
	}
}
