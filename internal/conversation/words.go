package conversation

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/interpret"
)

// maxNotes bounds the delivery instructions kept from one conversation, in
// bytes: each reply is bounded, the number of replies is not.
const maxNotes = 1000

// keepNotes adds a reply's delivery instructions to those heard before in
// the conversation, so that an answer closing it later ("yes I'll be in"
// after "the gate code is 1234") keeps them. Instructions heard already
// are not repeated; past maxNotes the later ones are dropped whole rather
// than cut mid-word.
func keepNotes(conv *confirm.Conversation, notes string) {
	notes = strings.TrimSpace(notes)
	have := conv.Notes
	switch {
	case notes == "" || strings.Contains(strings.ToLower(have), strings.ToLower(notes)):
	case have == "":
		if len(notes) <= maxNotes {
			conv.Notes = notes
		}
	case len(have)+2+len(notes) <= maxNotes:
		conv.Notes = have + "; " + notes
	}
}

// signerOf is the signer's name of an alternate_signer answer, and empty
// for any other.
func signerOf(res interpret.Result) string {
	if res.Intent == confirm.IntentAlternateSigner {
		return res.Signer
	}
	return ""
}

// answerSummary is the one line for the operations team of an answer.
func answerSummary(c *confirm.Confirmation, res interpret.Result, quote string) string {
	switch res.Intent {
	case confirm.IntentAlternateSigner:
		return fmt.Sprintf("%s will sign for it instead of %s (%s)", res.Signer, c.Customer.Name, quote)
	case confirm.IntentReschedule:
		return fmt.Sprintf("Moved to %s at the customer's request (%s)", dialogue.ShortWhen(c.Order.RescheduleOptions[res.Slot]), quote)
	}
	return fmt.Sprintf("%s will be in (%s)", c.Customer.Name, quote)
}

func intentWords(r interpret.Result) string {
	switch r.Intent {
	case confirm.IntentWillBeIn:
		return "someone will be in"
	case confirm.IntentAlternateSigner:
		if r.Signer == "" {
			return "someone else will be in (no name yet)"
		}
		return "someone else will be in - " + r.Signer + " will sign"
	case confirm.IntentReschedule:
		return fmt.Sprintf("picks offered slot %d", r.Slot+1)
	case confirm.IntentDifferentDay:
		return "needs a different day"
	case confirm.IntentCancel:
		return "wants to cancel"
	case confirm.IntentWrongPerson:
		return "wrong person"
	case confirm.IntentOptOut:
		return "opts out of texts and calls"
	case confirm.IntentWantsHuman:
		return "wants to speak to a person"
	}
	switch {
	case r.Question != "":
		return questionWords(r.Question)
	case r.Doubt == interpret.DoubtCondition:
		return "a yes with a condition on the time"
	case r.Doubt == interpret.DoubtHedge:
		return "a yes that is not firm"
	}
	return "not clear"
}

// differentDaySummary words a different_day outcome; offered says whether
// the offered slots were put to the customer (and turned down).
func differentDaySummary(c *confirm.Confirmation, quote string, offered bool) string {
	if offered && len(c.Order.RescheduleOptions) > 0 {
		return fmt.Sprintf("Customer needs a different day; none of the offered slots suit (%s)", quote)
	}
	return fmt.Sprintf("Customer needs a different day (%s)", quote)
}

func actionSummary(c *confirm.Confirmation, i confirm.Intent, quote string) string {
	switch i {
	case confirm.IntentDifferentDay:
		return differentDaySummary(c, quote, false)
	case confirm.IntentCancel:
		return fmt.Sprintf("Customer wants to cancel the order (%s)", quote)
	case confirm.IntentWrongPerson:
		return fmt.Sprintf("Wrong person: this contact does not reach %s (%s)", c.Customer.Name, quote)
	case confirm.IntentOptOut:
		return fmt.Sprintf("Customer opted out of texts and calls (%s); no further messages will be sent", quote)
	case confirm.IntentWantsHuman:
		return fmt.Sprintf("Customer asked to speak to a person (%s)", quote)
	}
	return fmt.Sprintf("Customer replied (%s)", quote)
}

// quoted gives the customer's words for a summary, shortened to one line.
func quoted(channel, text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) > 80 {
		r := []rune(text)
		text = string(r[:77]) + "..."
	}
	return fmt.Sprintf("%s: %q", channel, text)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return strings.ToLower(string(r)) + s[n:]
}
