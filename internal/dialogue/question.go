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
	a := answer(c, q, false) + " " + smsAskAgain(c, th)
	// Every item named may not fit a text: then the first and how many
	// others.
	if n, _ := Segments(a); n > 3 && q == interpret.QuestionItems {
		a = answerWith(c, q, false, false) + " " + smsAskAgain(c, th)
	}
	// A UCS-2 text (Polish, Spanish) cannot hold an answer and every
	// offered slot in three segments; it then asks for the number of a
	// slot from the list just sent.
	if n, _ := Segments(a); n > 3 && th.Expect == confirm.ExpectSlot {
		return answerWith(c, q, false, false) + " " + sayf(lang(c).slotsAgain, len(c.Order.RescheduleOptions))
	}
	return a
}

// CallAnswer answers a question asked on the call and asks again what the
// call last asked. It is spoken: short, no links.
func CallAnswer(c *confirm.Confirmation, th confirm.Thread, q interpret.Question) string {
	return answer(c, q, true) + " " + callAskAgain(c, th)
}

// SMSClosingAnswer is the closing text of a confirmation closed by a firm
// yes that also asked q ("Yes I'll be in. What time will they come?"):
// the closing, then the answer SMSAnswer gives, with nothing asked again.
// It is one text of at most three segments: every item named, else the
// first and how many others, else the items counted and nothing said of
// where to ask. Where even that is longer (a long signer's or brand's name
// in a UCS-2 text), the answer follows the closing as a second text. With
// no question it is SMSClosing alone.
func SMSClosingAnswer(c *confirm.Confirmation, q interpret.Question) []string {
	closing := SMSClosing(c)
	if q == interpret.QuestionNone || closing == "" {
		return []string{closing}
	}
	var a string
	for _, terse := range []struct{ all, terse bool }{{true, false}, {false, false}, {false, true}} {
		a = answerIn(c, q, false, terse.all, terse.terse)
		if n, _ := Segments(closing + " " + a); n <= 3 {
			return []string{closing + " " + a}
		}
	}
	return []string{closing, answerWith(c, q, false, false)}
}

// CallClosingAnswer is SMSClosingAnswer on the call: the answer CallAnswer
// gives, then the closing line, which says goodbye.
func CallClosingAnswer(c *confirm.Confirmation, q interpret.Question) string {
	if q == interpret.QuestionNone {
		return CallClosing(c)
	}
	return answer(c, q, true) + " " + CallClosing(c)
}

// answer is the answer to q alone.
func answer(c *confirm.Confirmation, q interpret.Question, call bool) string {
	return answerWith(c, q, call, true)
}

// answerWith is answer, naming every item of the order (all) or the first
// and how many others.
func answerWith(c *confirm.Confirmation, q interpret.Question, call, all bool) string {
	return answerIn(c, q, call, all, false)
}

// answerIn is answerWith, or, terse, with the items only counted and
// nothing said of where to ask or how to check.
func answerIn(c *confirm.Confirmation, q interpret.Question, call, all, terse bool) string {
	m := lang(c)
	if call {
		m = callLang(c)
	}
	items := m.yourItems + m.allItems(c)
	if !all {
		items = m.yours(c)
	}
	yours := m.yours(c)
	if terse && len(c.Order.Items) > 0 {
		items = m.yourItems + m.itemCount(len(c.Order.Items))
		yours = items
	}
	job, jobOf := m.jobOf2(c)
	team, teamOf := m.teams(c)
	when := m.shortSlot(booked(c))
	window := c.Order.Window.From + "-" + c.Order.Window.To
	medium := 0
	if call {
		when, window, medium = m.slot(booked(c)), sayf(m.spokenWindow, c.Order.Window.From, c.Order.Window.To), 1
	}
	// Where to ask, and how to check: by email when the brand has a
	// support address; otherwise its team.
	where := 2
	if c.Brand != nil && c.Brand.SupportEmail != "" {
		where = medium
	}
	email := ""
	if c.Brand != nil {
		email = c.Brand.SupportEmail
	}
	who := []any{team, capFirst(team), teamOf, email}
	ask, check := sayf(m.ask[where], who...), sayf(m.check[where], who...)
	if terse {
		ask, check = "", ""
	}
	args := []any{job, jobOf, when, window, length(m, c.Order.Window), dayOf(c, m, call), yours, m.brand(c),
		ask, check, items}
	switch q {
	case interpret.QuestionSender:
		return sayf(m.sender[medium], args...)
	case interpret.QuestionScam:
		return sayf(m.scam[medium], args...)
	}
	f, ok := m.answers[q]
	if !ok {
		f = m.answers[interpret.QuestionOther]
	}
	return sayf(f, args...)
}

// allItems names every item of the order, with its quantity: "Sofa, 2 x
// Chair and Lamp". A question about what is coming, or naming a product,
// gets them all back.
func (m *messages) allItems(c *confirm.Confirmation) string {
	if len(c.Order.Items) == 0 {
		return m.noItems
	}
	names := make([]string, len(c.Order.Items))
	for i, it := range c.Order.Items {
		names[i] = it.Name
		if it.Qty > 1 {
			names[i] = fmt.Sprintf("%d x %s", it.Qty, it.Name)
		}
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + m.and + names[len(names)-1]
}

// dayOf is the booked day: "Tue 24 Nov" in a text, "Tuesday 24 November"
// on the call.
func dayOf(c *confirm.Confirmation, m *messages, call bool) string {
	if call {
		d, _ := m.date(m.longDate, m.weekdays, m.months, c.Order.Date)
		return d
	}
	d, _ := m.date(m.shortDate, m.weekdaysShort, m.monthsShort, c.Order.Date)
	return d
}

// length is the window's length in words, " (4 hours)", or empty when the
// window cannot be read.
func length(m *messages, w confirm.Window) string {
	from, err1 := time.Parse("15:04", w.From)
	to, err2 := time.Parse("15:04", w.To)
	if err1 != nil || err2 != nil || !to.After(from) {
		return ""
	}
	d := to.Sub(from)
	h, min := int(d.Hours()), int(d.Minutes())%60
	var parts []string
	if h > 0 {
		parts = append(parts, m.hours(h))
	}
	if min > 0 {
		parts = append(parts, m.minute(min))
	}
	return " (" + strings.Join(parts, " ") + ")"
}

// smsAskAgain is the question the thread last asked, in a text.
func smsAskAgain(c *confirm.Confirmation, th confirm.Thread) string {
	m := lang(c)
	switch th.Expect {
	case confirm.ExpectSlot:
		return slotList(c)
	case confirm.ExpectName:
		return m.nameQ
	case confirm.ExpectWholeWindow:
		return m.wholeWindowQ[0]
	}
	return m.askAgain
}

// callAskAgain is the question the call last asked.
func callAskAgain(c *confirm.Confirmation, th confirm.Thread) string {
	m := callLang(c)
	switch th.Expect {
	case confirm.ExpectYesNoSlot:
		if th.Offered < len(c.Order.RescheduleOptions) {
			return CallOfferSlot(c, th.Offered) + m.sayYesNo
		}
	case confirm.ExpectSlot:
		if th.Offered < len(c.Order.RescheduleOptions) {
			return CallOfferSlots(c, th.Offered)
		}
	case confirm.ExpectName:
		return CallAskName(c)
	case confirm.ExpectWholeWindow:
		return m.wholeWindowQ[1]
	}
	return callAsk(c, m)
}

// SMSWholeWindow answers a yes with a condition or a hedge ("yes provided
// it's early", "fingers crossed"): the window cannot be narrowed, so will
// someone be in for all of it?
func SMSWholeWindow(c *confirm.Confirmation) string {
	m := lang(c)
	return sayf(m.wholeWindow[0], m.thank(c), c.Order.Window.From, c.Order.Window.To, m.wholeWindowQ[0])
}

// CallWholeWindow is SMSWholeWindow on the call.
func CallWholeWindow(c *confirm.Confirmation) string {
	m := callLang(c)
	return sayf(m.wholeWindow[1], m.thank(c), c.Order.Window.From, c.Order.Window.To, m.wholeWindowQ[1])
}
