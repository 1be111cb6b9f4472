package interpret

import (
	"fmt"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// A weekday and a date said together that name different days ("Friday
// 28th" when the 28th is a Saturday, "Wednesday the 27th") leave open
// which of the two is meant, so the reply is asked about rather than read
// by either: a slot picked on the wrong day sends the van when nobody
// waits for it. Only a date the reader can place (an offered slot's or the
// booked one's) is checked; a weekday and a date that agree are one
// mention, as before ("Friday the 27th").

// clashes reports a date dr, said just after weekday wd, that falls on
// another weekday.
func (d dates) clashes(wd int, dr slotRef) bool {
	var days []time.Time
	for _, i := range dr.opts {
		days = append(days, d.opts[i])
	}
	if dr.booked {
		days = append(days, d.booked)
	}
	if len(days) == 0 {
		return false
	}
	for _, t := range days {
		if int(t.Weekday()) == wd {
			return false
		}
	}
	return true
}

// dayDateClash finds a weekday and a date that name different days.
func (rd *reading) dayDateClash() (finding, bool) {
	for _, r := range rd.rs {
		if r.clash {
			f := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("names %s, a weekday and a date that are not the same day: asking again", r.text))
			return f, true
		}
	}
	return finding{}, false
}
