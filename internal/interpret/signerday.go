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
