package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNeverTextedBefore holds "Acme never text me before": it tells why
// the customer doubts the sender and asks nothing to stop, so the reply is
// the question it asks. "never text me again", or a stop beside it, still
// opts out, and none of these confirms.
func TestNeverTextedBefore(t *testing.T) {
	t.Parallel()
	ask, out := confirm.IntentUnclear, confirm.IntentOptOut
	checkReads(t, []readCase{
		{text: "Is this a scam? Acme never text me before", want: ask, question: QuestionScam, notes: ""},
		// look-alikes
		{text: "is this legit? you lot have never messaged me before", want: ask, question: QuestionScam},
		{text: "Acme never called me before, is this real?", want: ask, question: QuestionScam},
		{text: "Is this spam? you've never contacted me before", want: ask, question: QuestionScam},
		{text: "Is this a scam? Acme have never texted me until now", want: ask, question: QuestionScam},
		{text: "is this for real? never text me before", want: ask, question: QuestionScam},
		{text: "is this genuine? never had a text from acme before", want: ask, question: QuestionScam},
		{text: "who is this? Acme never text me before", want: ask, question: QuestionSender},
		// the twins: a wish not to hear from us again
		{text: "Is this a scam? never text me again", want: out},
		{text: "never text me before 9am", want: out},
		{text: "please never call me again", want: out},
		{text: "is this a scam? stop texting me", want: out},
		{text: "Acme never text me before, stop now", want: out},
		{text: "never text me", want: out},
		{text: "never contact me again", want: out},
	})
	for _, c := range []readCase{{text: "Is this a scam? Acme never text me before"}} {
		if r := c.read(t); r.Notes != "" {
			t.Errorf("%q: notes %q, want none", c.text, r.Notes)
		}
	}
	neverConfirms(t, []readCase{
		{text: "Is this a scam? Acme never text me before"},
		{text: "is this legit? you lot have never messaged me before"},
		{text: "Is this a scam? never text me again"},
		{text: "never text me before, is this even real? yes I suppose I'm in"},
		{text: "Acme never text me before, is this a scam? I might be in"},
		{text: "never had a text from you before, who is this?"},
		{text: "is this a scam? you never text me before, I won't be in anyway"},
		{text: "is this a scam? never text me before. my son will be in, he's 12"},
	})
}
