package dialogue

import (
	"fmt"
	"strings"

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

// ShortWhen is a slot in few English characters, for texts: "Tue 24 Nov,
// 08:00-12:00".
func ShortWhen(s confirm.Slot) string { return english.shortSlot(s) }

func booked(c *confirm.Confirmation) confirm.Slot {
	return confirm.Slot{Date: c.Order.Date, Window: c.Order.Window}
}

// SMSClarify asks again, once, when a text was not understood.
func SMSClarify(c *confirm.Confirmation) string {
	m := lang(c)
	job, jobOf := m.jobOf2(c)
	return sayf(m.clarify, job, jobOf, m.shortSlot(booked(c)))
}

// SMSAskName asks who will be in, when the customer said someone else
// would be without naming them.
func SMSAskName(c *confirm.Confirmation) string {
	m := lang(c)
	return sayf(m.askName, m.thank(c))
}

// SMSSlots lists the offered slots, numbered from 1.
func SMSSlots(c *confirm.Confirmation) string {
	return lang(c).noProblem + slotList(c)
}

// SMSAdultSigner asks, for an order that someone aged 18 or over must
// sign for, whether an adult will be in.
func SMSAdultSigner(c *confirm.Confirmation) string {
	m := lang(c)
	job, jobOf := m.jobOf2(c)
	return sayf(m.adultSigner, job, jobOf, m.shortSlot(booked(c)))
}

// SMSSafePlace asks where the driver may leave the order if nobody is in.
func SMSSafePlace(c *confirm.Confirmation) string {
	m := lang(c)
	job, jobOf := m.jobOf2(c)
	return sayf(m.safePlace, job, jobOf, m.shortSlot(booked(c)))
}

// slotList is SMSSlots without its "No problem.", to follow an answer.
func slotList(c *confirm.Confirmation) string {
	m := lang(c)
	var b strings.Builder
	b.WriteString(m.slotsIntro)
	for i, s := range c.Order.RescheduleOptions {
		fmt.Fprintf(&b, " %d) %s", i+1, m.shortSlot(s))
	}
	b.WriteString(m.slotsTail)
	return b.String()
}

// closingArgs are the arguments of a closing: thanks, job, job (genitive),
// when, signer, team, Team, team (genitive).
func closingArgs(c *confirm.Confirmation, m *messages, when string) []any {
	job, jobOf := m.jobOf2(c)
	team, teamOf := m.teams(c)
	signer := ""
	if c.Outcome != nil {
		signer = c.Outcome.SignerName
	}
	return []any{m.thank(c), job, jobOf, when, signer, team, capFirst(team), teamOf}
}

// SMSClosing is the last text of a conversation that reached an answer.
// It is empty for an opt-out: after STOP nothing more is sent.
func SMSClosing(c *confirm.Confirmation) string {
	if c.Outcome == nil {
		return ""
	}
	m := lang(c)
	f, ok := m.smsClosing[c.Outcome.Intent]
	if !ok {
		return ""
	}
	return sayf(f, closingArgs(c, m, m.shortSlot(booked(c)))...)
}

// SMSLateAck acknowledges, once, a text that came after the answer and
// changes nothing, naming the booking.
func SMSLateAck(c *confirm.Confirmation) string {
	m := lang(c)
	job, jobOf := m.jobOf2(c)
	return sayf(m.lateAck, m.thank(c), job, jobOf, m.shortSlot(booked(c)), contact(c, m))
}

func contact(c *confirm.Confirmation, m *messages) string {
	if c.Brand != nil && c.Brand.SupportEmail != "" {
		return c.Brand.SupportEmail
	}
	return m.brand(c)
}

// callAsk is the call's first question: will someone be in, and how to
// answer.
func callAsk(c *confirm.Confirmation, m *messages) string {
	return sayf(m.callAsk, m.slot(booked(c)))
}

// CallClarify asks again on the call when the answer was not understood.
func CallClarify(c *confirm.Confirmation) string {
	m := callLang(c)
	return m.callClarify + callAsk(c, m)
}

// SMSUnclearSlots lists the offered slots again after a reply to them that
// was not understood.
func SMSUnclearSlots(c *confirm.Confirmation) string {
	m := lang(c)
	return m.clarifySlots + slotList(c)
}

// CallUnclearOffer offers slot i again, after an answer to it that was not
// understood.
func CallUnclearOffer(c *confirm.Confirmation, i int) string {
	m := callLang(c)
	return m.callClarify + CallOfferSlot(c, i) + m.sayYesNo
}

// CallUnclearSlots offers the group of slots from index from again, after
// an answer to it that was not understood.
func CallUnclearSlots(c *confirm.Confirmation, from int) string {
	return callLang(c).callClarify + CallOfferSlots(c, from)
}

// CallUnclearName asks for the name again, after an answer that named
// nobody.
func CallUnclearName(c *confirm.Confirmation) string {
	m := callLang(c)
	return m.callClarifyName + m.callAskName
}

// CallAskName asks on the call who will be in.
func CallAskName(c *confirm.Confirmation) string {
	return callLang(c).callAskName
}

// CallOfferSlot offers one of the slots on the call.
func CallOfferSlot(c *confirm.Confirmation, i int) string {
	m := callLang(c)
	s := c.Order.RescheduleOptions[i]
	if i == 0 {
		return sayf(m.offerFirst, m.slot(s))
	}
	return sayf(m.offerNext, m.slot(s))
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
	m := callLang(c)
	var b strings.Builder
	if from > 0 {
		b.WriteString(m.offerManyNext)
	} else {
		b.WriteString(m.offerMany)
	}
	for i := from; i < to; i++ {
		switch {
		case i == to-1:
			b.WriteString(m.slotSepLast)
		case i > from:
			b.WriteString(m.slotSep)
		}
		b.WriteString(m.slot(opts[i]))
	}
	b.WriteString(m.offerWhich)
	if more := len(opts) - to; more > 0 {
		b.WriteString(m.offerMore(more))
	} else {
		b.WriteString(m.offerDayOrNone)
	}
	return b.String()
}

// CallClosing is the last line of a call that reached an answer.
func CallClosing(c *confirm.Confirmation) string {
	m := callLang(c)
	if c.Outcome == nil {
		return m.callBye
	}
	f, ok := m.callClosing[c.Outcome.Intent]
	if !ok {
		return m.callBye
	}
	return sayf(f, closingArgs(c, m, m.slot(booked(c)))...)
}

// CallSilence asks again on a live call when the customer said nothing:
// the question they were last asked, after an apology.
func CallSilence(c *confirm.Confirmation, th confirm.Thread) string {
	m := callLang(c)
	switch th.Expect {
	case confirm.ExpectYesNoSlot:
		if th.Offered < len(c.Order.RescheduleOptions) {
			return m.callSilence + CallOfferSlot(c, th.Offered) + m.sayYesNo
		}
	case confirm.ExpectSlot:
		if th.Offered < len(c.Order.RescheduleOptions) {
			return m.callSilence + CallOfferSlots(c, th.Offered)
		}
	case confirm.ExpectName:
		return m.callSilence + CallAskName(c)
	case confirm.ExpectWholeWindow:
		return m.callSilence + m.wholeWindowQ[1]
	}
	return m.callSilence + callAsk(c, m)
}

// CallSilenceGoodbye ends a live call after a second silence.
func CallSilenceGoodbye(c *confirm.Confirmation) string {
	m := callLang(c)
	team, _ := m.teams(c)
	return sayf(m.silenceBye, capFirst(team))
}

// CallOver is said when the customer reaches a call that has already
// ended on our side, such as a late pick-up.
func CallOver(c *confirm.Confirmation) string {
	m := callLang(c)
	job, jobOf := m.jobOf2(c)
	team, _ := m.teams(c)
	return sayf(m.callOver, job, jobOf, capFirst(team))
}
