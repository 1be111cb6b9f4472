package interpret

import (
	"fmt"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Another signer on a day not booked. "The wife is in today", "my son will
// be in tomorrow", "my husband's home this morning" name someone to sign,
// but on a day that is neither the booked one nor an offered one: no one is
// said to be in for the booked window, so the reply is asked about rather
// than read as a signer for it. A day that is offered ("my husband will be
// in on Wednesday") still picks it, and a weekday or a month may be a name
// ("my wife Jan"), so only today, tomorrow and "this morning" count.

// signerOnDay returns the finding f of another signer, or a question when
// the reply puts the signer on a day that is neither booked nor offered.
func (rd *reading) signerOnDay(p pick, f finding) finding {
	if f.intent != confirm.IntentAlternateSigner || !p.said || !p.dayNamed || p.booked || p.any || len(p.opts) > 0 || !nearDayNamed(p.text) {
		return f
	}
	return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("names someone to sign on %s, not the booked day: asking again", p.text))
}

// nearDays name today or tomorrow, never a name: "today", "this morning".
var nearDays = words(`today tomorrow overmorrow tonight this`)

// nearDayNamed reports a mention of today or tomorrow in a day's text.
func nearDayNamed(text string) bool {
	for _, w := range strings.Fields(strings.ToLower(text)) {
		if nearDays[w] {
			return true
		}
	}
	return false
}

// Someone else named to take the parcel on a day that is
// not the booked one and no offered slot ("my husband will be in
// Thursday", "mon mari sera là jeudi", "lo va a recibir mi vecina, pero el
// jueves") says nothing of the booked day: it is no signer for it, and the
// day is read as the customer's answer.

// signerOtherDay reports whether f names another signer while the reply
// names only a day that is neither booked nor offered, by its weekday. A
// day that is the signer's own name ("my wife Jan") names no day.
func (rd *reading) signerOtherDay(f finding, p pick) bool {
	if f.intent != confirm.IntentAlternateSigner || !p.said || !p.dayNamed || p.booked || len(p.opts) > 0 {
		return false
	}
	if f.signer != "" && strings.Contains(strings.ToLower(f.signer), strings.ToLower(strings.TrimSpace(p.text))) {
		return false
	}
	return rd.weekdayNamed()
}

// weekdayNamed reports a weekday among the reply's words: "mañana" in "esa
// mañana" (that morning) is read as a day too, but names none.
func (rd *reading) weekdayNamed() bool {
	for _, c := range rd.clauses {
		for _, t := range c.toks {
			if isWeekday(t.w) {
				return true
			}
		}
	}
	return false
}
