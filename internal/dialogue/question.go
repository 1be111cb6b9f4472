package dialogue

import (
	"fmt"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

// A customer's question is answered from what the confirmation holds: the
// date and window, the items, the brand, its support email, and that this
// is an automated message on the brand's behalf. What it does not hold (the
// exact time, how many people carry it, whether the driver calls ahead) is
// said plainly not to be known, with where to ask. The question the
// customer was last asked follows in the same message.

// SMSAnswer answers a customer's text question q and asks again what the
// thread last asked, in one text.
func SMSAnswer(c *confirm.Confirmation, th confirm.Thread, q interpret.Question) string {
	return answer(c, q, false) + " " + smsAskAgain(c, th)
}

// CallAnswer answers a question asked on the call and asks again what the
// call last asked. It is spoken: short, no links.
func CallAnswer(c *confirm.Confirmation, th confirm.Thread, q interpret.Question) string {
	return answer(c, q, true) + " " + callAskAgain(c, th)
}

// answer is the answer to q alone.
func answer(c *confirm.Confirmation, q interpret.Question, call bool) string {
	when := ShortWhen(booked(c))
	window := c.Order.Window.From + "-" + c.Order.Window.To
	if call {
		when, window = When(c), c.Order.Window.From+" to "+c.Order.Window.To
	}
	switch q {
	case interpret.QuestionTime:
		return fmt.Sprintf("Your %s is booked for %s. I don't know the exact time within %s.%s", Job(c), when, window, ask(c, call))
	case interpret.QuestionWindow:
		return fmt.Sprintf("The window is %s%s on %s.", window, length(c.Order.Window), dayOf(c, call))
	case interpret.QuestionItems:
		return fmt.Sprintf("It is the %s of %s, booked for %s.", Job(c), Items(c), when)
	case interpret.QuestionSender:
		return fmt.Sprintf("This is an automated %s on behalf of %s, about the %s of %s on %s.", medium(call), Brand(c), Job(c), Items(c), when)
	case interpret.QuestionScam:
		return fmt.Sprintf("This is a genuine automated %s on behalf of %s about your %s on %s. It only asks whether someone will be in; it never asks for payment or card details.%s",
			medium(call), Brand(c), Job(c), when, check(c, call))
	case interpret.QuestionCallAhead:
		return "I don't know whether the driver will call ahead." + ask(c, call)
	case interpret.QuestionCarry:
		return "I don't know how many people will bring it or what they will do on arrival." + ask(c, call)
	case interpret.QuestionMustBeIn:
		return fmt.Sprintf("Yes, someone needs to be in to receive it on %s, %s.", dayOf(c, call), window)
	}
	return "Sorry, I can't answer that here." + ask(c, call)
}

// ask says where a question the confirmation cannot answer may be asked:
// the brand's support email when it has one.
func ask(c *confirm.Confirmation, call bool) string {
	if c.Brand != nil && c.Brand.SupportEmail != "" {
		if call {
			return fmt.Sprintf(" %s can tell you by email at %s.", capFirst(Team(c)), c.Brand.SupportEmail)
		}
		return " Please ask " + c.Brand.SupportEmail + "."
	}
	return fmt.Sprintf(" %s can tell you.", capFirst(Team(c)))
}

// check says how to check with the brand itself.
func check(c *confirm.Confirmation, call bool) string {
	if c.Brand != nil && c.Brand.SupportEmail != "" {
		if call {
			return fmt.Sprintf(" You can check with %s by email at %s.", Team(c), c.Brand.SupportEmail)
		}
		return " To check, contact " + c.Brand.SupportEmail + "."
	}
	return fmt.Sprintf(" You can check with %s.", Team(c))
}

func medium(call bool) string {
	if call {
		return "call"
	}
	return "message"
}

// dayOf is the booked day: "Tue 24 Nov" in a text, "Tuesday 24 November"
// on the call.
func dayOf(c *confirm.Confirmation, call bool) string {
	d, err := time.Parse(time.DateOnly, c.Order.Date)
	if err != nil {
		return c.Order.Date
	}
	if call {
		return d.Format("Monday 2 January")
	}
	return d.Format("Mon 2 Jan")
}

// length is the window's length in words, " (4 hours)", or empty when the
// window cannot be read.
func length(w confirm.Window) string {
	from, err1 := time.Parse("15:04", w.From)
	to, err2 := time.Parse("15:04", w.To)
	if err1 != nil || err2 != nil || !to.After(from) {
		return ""
	}
	d := to.Sub(from)
	h, m := int(d.Hours()), int(d.Minutes())%60
	var parts []string
	switch {
	case h == 1:
		parts = append(parts, "1 hour")
	case h > 1:
		parts = append(parts, fmt.Sprintf("%d hours", h))
	}
	if m > 0 {
		parts = append(parts, fmt.Sprintf("%d minutes", m))
	}
	return " (" + strings.Join(parts, " ") + ")"
}

// smsAskAgain is the question the thread last asked, in a text.
func smsAskAgain(c *confirm.Confirmation, th confirm.Thread) string {
	switch th.Expect {
	case confirm.ExpectSlot:
		return strings.TrimPrefix(SMSSlots(c), "No problem. ")
	case confirm.ExpectName:
		return "What is the name of the person who will be in?"
	case confirm.ExpectWholeWindow:
		return smsWholeWindow
	}
	return "Will someone be in? Reply YES, the name of who will be in, or ask for another day."
}

// callAskAgain is the question the call last asked.
func callAskAgain(c *confirm.Confirmation, th confirm.Thread) string {
	switch th.Expect {
	case confirm.ExpectYesNoSlot:
		if th.Offered < len(c.Order.RescheduleOptions) {
			return CallOfferSlot(c, th.Offered) + " Please say yes or no."
		}
	case confirm.ExpectSlot:
		if th.Offered < len(c.Order.RescheduleOptions) {
			return CallOfferSlots(c, th.Offered)
		}
	case confirm.ExpectName:
		return CallAskName(c)
	case confirm.ExpectWholeWindow:
		return callWholeWindow
	}
	return fmt.Sprintf("Will someone be in on %s? You can say yes, tell me who will be in, or say you need a different day.", When(c))
}

const (
	smsWholeWindow  = "Will someone be in for the whole window? Reply YES, or NO for another day."
	callWholeWindow = "Will someone be in for the whole window? Please say yes, or no for another day."
)

// SMSWholeWindow answers a yes with a condition or a hedge ("yes provided
// it's early", "fingers crossed"): the window cannot be narrowed, so will
// someone be in for all of it?
func SMSWholeWindow(c *confirm.Confirmation) string {
	return fmt.Sprintf("%s. We can't promise a time within %s-%s. %s", thanks(c), c.Order.Window.From, c.Order.Window.To, smsWholeWindow)
}

// CallWholeWindow is SMSWholeWindow on the call.
func CallWholeWindow(c *confirm.Confirmation) string {
	return fmt.Sprintf("%s. I can't promise a time within %s to %s. %s", thanks(c), c.Order.Window.From, c.Order.Window.To, callWholeWindow)
}
