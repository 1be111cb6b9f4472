package dialogue

import (
	"fmt"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Tone is a register of wording.
type Tone int

// The registers a brand's tone can name. Neutral is the default.
const (
	Neutral Tone = iota
	Formal
	Friendly
	Brief
)

// ToneOf reads the brand's free-text tone: a known register named in it
// ("formal", "friendly", "brief" and their usual synonyms) picks the
// wording; anything else keeps the neutral default.
func ToneOf(c *confirm.Confirmation) Tone {
	if c.Brand == nil {
		return Neutral
	}
	t := strings.ToLower(c.Brand.Tone)
	switch {
	case containsAny(t, "formal", "professional", "polite", "respectful"):
		return Formal
	case containsAny(t, "brief", "short", "concise", "terse", "minimal"):
		return Brief
	case containsAny(t, "friendly", "warm", "casual", "chatty", "relaxed", "informal", "fun"):
		return Friendly
	}
	return Neutral
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// thanks is the register's word of thanks.
func thanks(c *confirm.Confirmation) string {
	switch ToneOf(c) {
	case Formal:
		return "Thank you"
	case Friendly:
		return "Thanks so much"
	}
	return "Thanks"
}

// ShortWhen is a slot in few characters, for texts: "Tue 24 Nov, 08:00-12:00".
func ShortWhen(s confirm.Slot) string {
	d, err := time.Parse(time.DateOnly, s.Date)
	if err != nil {
		return s.Date + ", " + s.Window.From + "-" + s.Window.To
	}
	return d.Format("Mon 2 Jan") + ", " + s.Window.From + "-" + s.Window.To
}

func booked(c *confirm.Confirmation) confirm.Slot {
	return confirm.Slot{Date: c.Order.Date, Window: c.Order.Window}
}

// SMSClarify asks again, once, when a text was not understood.
func SMSClarify(c *confirm.Confirmation) string {
	return fmt.Sprintf("Sorry, I didn't understand. Will someone be in for your %s on %s? Reply YES, the name of who will be in, or ask for another day.",
		Job(c), ShortWhen(booked(c)))
}

// SMSAskName asks who will be in, when the customer said someone else
// would be without naming them.
func SMSAskName(c *confirm.Confirmation) string {
	return fmt.Sprintf("%s. What is the name of the person who will be in?", thanks(c))
}

// SMSSlots lists the offered slots, numbered from 1.
func SMSSlots(c *confirm.Confirmation) string {
	var b strings.Builder
	b.WriteString("No problem. We can offer:")
	for i, s := range c.Order.RescheduleOptions {
		fmt.Fprintf(&b, " %d) %s", i+1, ShortWhen(s))
	}
	b.WriteString(". Reply with the number, or NONE if none suit.")
	return b.String()
}

// SMSClosing is the last text of a conversation that reached an answer.
// It is empty for an opt-out: after STOP nothing more is sent.
func SMSClosing(c *confirm.Confirmation) string {
	o := c.Outcome
	if o == nil {
		return ""
	}
	brand := Team(c)
	switch o.Intent {
	case confirm.IntentWillBeIn:
		return fmt.Sprintf("%s, that's confirmed: your %s on %s.", thanks(c), Job(c), ShortWhen(booked(c)))
	case confirm.IntentAlternateSigner:
		return fmt.Sprintf("%s, that's confirmed: %s will be in for your %s on %s.", thanks(c), o.SignerName, Job(c), ShortWhen(booked(c)))
	case confirm.IntentReschedule:
		return fmt.Sprintf("Done: your %s is now on %s.", Job(c), ShortWhen(booked(c)))
	case confirm.IntentDifferentDay:
		return fmt.Sprintf("%s. %s will contact you to arrange another day.", thanks(c), capFirst(brand))
	case confirm.IntentCancel:
		return fmt.Sprintf("%s. We have passed your request to cancel to %s, who will be in touch.", thanks(c), brand)
	case confirm.IntentWrongPerson:
		return "Sorry to have bothered you. We will not contact this number about this order again."
	case confirm.IntentWantsHuman:
		return fmt.Sprintf("%s. Someone from %s will contact you soon.", thanks(c), brand)
	case confirm.IntentUnclear:
		return fmt.Sprintf("Sorry, I couldn't understand. Someone from %s will contact you.", brand)
	}
	return ""
}

// SMSLateAck acknowledges, once, a text that came after the answer and
// changes nothing, naming the booking.
func SMSLateAck(c *confirm.Confirmation) string {
	return fmt.Sprintf("%s for your message. Your %s is booked for %s. To change anything, contact %s.",
		thanks(c), Job(c), ShortWhen(booked(c)), contact(c))
}

func contact(c *confirm.Confirmation) string {
	if c.Brand != nil && c.Brand.SupportEmail != "" {
		return c.Brand.SupportEmail
	}
	return Brand(c)
}

// CallClarify asks again on the call when the answer was not understood.
func CallClarify(c *confirm.Confirmation) string {
	return fmt.Sprintf("Sorry, I didn't catch that. Will someone be in on %s? You can say yes, tell me who will be in, or say you need a different day.", When(c))
}

// CallAskName asks on the call who will be in.
func CallAskName(c *confirm.Confirmation) string {
	return "Who will be there to receive it? Please say their name."
}

// CallOfferSlot offers one of the slots on the call.
func CallOfferSlot(c *confirm.Confirmation, i int) string {
	s := c.Order.RescheduleOptions[i]
	if i == 0 {
		return fmt.Sprintf("I can offer %s. Would that suit you?", Slot(s))
	}
	return fmt.Sprintf("Or I can offer %s. Would that suit you?", Slot(s))
}

// CallSlotsRead is how many offered slots the call reads out in one line:
// a listener keeps about three in mind. More are read three at a time, the
// next ones after a "none of those".
const CallSlotsRead = 3

// CallSlotsTo is the end (exclusive) of the group of offered slots the
// call reads out from index from.
func CallSlotsTo(c *confirm.Confirmation, from int) int {
	return min(from+CallSlotsRead, len(c.Order.RescheduleOptions))
}

// CallOfferSlots offers on the call, in one line, the slots from index from
// (up to CallSlotsRead of them), and says how many more there are after
// them. A group of one slot is put as a yes/no question (CallOfferSlot).
func CallOfferSlots(c *confirm.Confirmation, from int) string {
	opts := c.Order.RescheduleOptions
	to := CallSlotsTo(c, from)
	if to-from == 1 {
		return CallOfferSlot(c, from)
	}
	var b strings.Builder
	if from > 0 {
		b.WriteString("Or ")
	}
	b.WriteString("I can offer ")
	for i := from; i < to; i++ {
		switch {
		case i == to-1:
			b.WriteString("; or ")
		case i > from:
			b.WriteString("; ")
		}
		b.WriteString(Slot(opts[i]))
	}
	b.WriteString(". Which would suit you?")
	switch more := len(opts) - to; {
	case more == 1:
		b.WriteString(" If none of these do, say so and I have 1 more day.")
	case more > 1:
		fmt.Fprintf(&b, " If none of these do, say so and I have %d more days.", more)
	default:
		b.WriteString(" You can say the day, or none of them.")
	}
	return b.String()
}

// CallClosing is the last line of a call that reached an answer.
func CallClosing(c *confirm.Confirmation) string {
	o := c.Outcome
	brand := Team(c)
	if o == nil {
		return "Thank you for your time. Goodbye."
	}
	switch o.Intent {
	case confirm.IntentWillBeIn:
		return fmt.Sprintf("%s. Your %s on %s is confirmed. Goodbye.", thanks(c), Job(c), When(c))
	case confirm.IntentAlternateSigner:
		return fmt.Sprintf("%s. I have noted that %s will be in on %s. Goodbye.", thanks(c), o.SignerName, When(c))
	case confirm.IntentReschedule:
		return fmt.Sprintf("Done. Your %s is now booked for %s. Goodbye.", Job(c), When(c))
	case confirm.IntentDifferentDay:
		return fmt.Sprintf("I'm sorry none of those suit. %s will contact you to arrange another day. Goodbye.", capFirst(brand))
	case confirm.IntentCancel:
		return fmt.Sprintf("I have passed your request to cancel to %s, who will be in touch. Goodbye.", brand)
	case confirm.IntentWrongPerson:
		return "I'm sorry to have bothered you. We will not call this number about this order again. Goodbye."
	case confirm.IntentOptOut:
		return "Understood. We will not call or text this number again. Goodbye."
	case confirm.IntentWantsHuman:
		return fmt.Sprintf("Of course. I will ask %s to call you back as soon as they can. Goodbye.", brand)
	case confirm.IntentUnclear:
		return fmt.Sprintf("I'm sorry, I'm having trouble understanding. Someone from %s will contact you. Goodbye.", brand)
	}
	return "Thank you for your time. Goodbye."
}

// CallSilence asks again on a live call when the customer said nothing:
// the question they were last asked, after an apology.
func CallSilence(c *confirm.Confirmation, th confirm.Thread) string {
	const sorry = "Sorry, I didn't hear anything. "
	switch th.Expect {
	case confirm.ExpectYesNoSlot:
		if th.Offered < len(c.Order.RescheduleOptions) {
			return sorry + CallOfferSlot(c, th.Offered) + " Please say yes or no."
		}
	case confirm.ExpectSlot:
		if th.Offered < len(c.Order.RescheduleOptions) {
			return sorry + CallOfferSlots(c, th.Offered)
		}
	case confirm.ExpectName:
		return sorry + CallAskName(c)
	case confirm.ExpectWholeWindow:
		return sorry + callWholeWindow
	}
	return fmt.Sprintf("%sWill someone be in on %s? You can say yes, tell me who will be in, or say you need a different day.", sorry, When(c))
}

// CallSilenceGoodbye ends a live call after a second silence.
func CallSilenceGoodbye(c *confirm.Confirmation) string {
	return fmt.Sprintf("I still can't hear anything, so I'll end the call here. %s will try again, or you can reply to our message. Goodbye.", capFirst(Team(c)))
}

// CallOver is said when the customer reaches a call that has already
// ended on our side, such as a late pick-up.
func CallOver(c *confirm.Confirmation) string {
	return fmt.Sprintf("Sorry, this call about your %s has ended. %s will be in touch. Goodbye.", Job(c), capFirst(Team(c)))
}
