package interpret

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// signerday.go: someone else named to take the parcel on a day that is
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
