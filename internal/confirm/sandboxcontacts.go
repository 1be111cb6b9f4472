package confirm

import (
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// SandboxContact is a phone number or email address that, on a sandbox
// confirmation, answers by itself as a customer would, like a payment
// provider's test card numbers: an integration test runs end to end with
// creates and webhooks alone. The numbers are in the range Ofcom keeps
// for drama (+44 7700 900xxx), and the addresses under .test, a name
// reserved for testing (RFC 2606), so none reaches a real person.
type SandboxContact struct {
	Phone string // E.164
	Email string // "" when the contact answers only texts and calls
	// Does is what the contact does, for the documentation.
	Does string
	// first is the first text or spoken line; "" never answers.
	first string
	// choice is the email button tapped; "" leaves the email unanswered.
	choice string
	signer string
	// thenFirstSlot picks the first offered slot once they are offered.
	thenFirstSlot bool
}

// SandboxContacts are the contacts that answer by themselves.
var SandboxContacts = []SandboxContact{
	{Phone: "+447700900001", Email: "yes@sandbox.confirmd.test", Does: "says yes: someone will be in (confirmed, will_be_in)",
		first: "Yes, I will be in", choice: ChoiceWillBeIn},
	{Phone: "+447700900002", Email: "someone-else@sandbox.confirmd.test", Does: "names someone else: \"My neighbour Tom Baker will sign\" (confirmed, alternate_signer)",
		first: "My neighbour Tom Baker will sign", choice: ChoiceSomeoneElse, signer: "Tom Baker"},
	{Phone: "+447700900003", Email: "different-day@sandbox.confirmd.test", Does: "needs a different day and picks the first offered slot (rescheduled; action_needed, different_day when none is offered)",
		first: "I can't do that day, I need a different day", choice: ChoiceDifferentDay, thenFirstSlot: true},
	{Phone: "+447700900004", Email: "never@sandbox.confirmd.test", Does: "never answers (unreachable once the plan has run)"},
	{Phone: "+447700900005", Does: "texts STOP (action_needed, opt_out; the number is opted out of the account's sandbox)",
		first: "STOP"},
	{Phone: "+447700900006", Does: "asks for a person (action_needed, wants_human)",
		first: "Can I speak to a person please?"},
}

// sandboxContact returns the contact with the phone number or email
// address to, if it is one.
func sandboxContact(to string) (SandboxContact, bool) {
	for _, sc := range SandboxContacts {
		if to == sc.Phone || (sc.Email != "" && strings.EqualFold(to, sc.Email)) {
			return sc, true
		}
	}
	return SandboxContact{}, false
}

// IsSandboxContact reports whether to, a message's recipient, is a
// contact that answers by itself.
func IsSandboxContact(to string) bool {
	_, ok := sandboxContact(to)
	return ok
}

// SandboxAnswer returns what the customer of a sandbox confirmation does
// next on channel ch, now that a message on it has reached them, when
// their phone number or email is a SandboxContact; false when they do
// nothing: a live confirmation, a closed one, an ordinary contact, one
// that never answers, or one that has said its piece.
func SandboxAnswer(c *Confirmation, ch Channel) (Reply, bool) {
	if c == nil || !c.Sandbox || !c.Status.Open() {
		return Reply{}, false
	}
	to := c.Customer.Phone
	if ch == ChannelEmail {
		to = c.Customer.Email
	}
	sc, ok := sandboxContact(to)
	if !ok || to == "" {
		return Reply{}, false
	}
	if ch == ChannelEmail {
		if sc.choice == "" {
			return Reply{}, false
		}
		r := Reply{Channel: ChannelEmail, Choice: sc.choice, SignerName: sc.signer}
		if sc.thenFirstSlot && len(c.Order.RescheduleOptions) > 0 {
			first := 0
			r.Slot = &first
		}
		return r, true
	}
	said := 0
	for _, e := range c.Events {
		if e.Kind == EventIn && e.Channel == ch {
			said++
		}
	}
	switch {
	case sc.first == "":
		return Reply{}, false
	case said == 0:
		return Reply{Channel: ch, Text: sc.first}, true
	case said == 1 && sc.thenFirstSlot && len(c.Order.RescheduleOptions) > 0:
		return Reply{Channel: ch, Text: "1"}, true
	}
	return Reply{}, false
}

// sandboxPhone returns the E.164 form of s, read as NormalizePhone reads
// numbers, if it is the number of a SandboxContact.
func sandboxPhone(s, tz string) (string, bool) {
	region := ZoneCountry(tz)
	if region == "" {
		region = "ZZ"
	}
	num, err := phonenumbers.Parse(s, region)
	if err != nil {
		return "", false
	}
	e164 := phonenumbers.Format(num, phonenumbers.E164)
	for _, sc := range SandboxContacts {
		if sc.Phone == e164 {
			return e164, true
		}
	}
	return "", false
}
