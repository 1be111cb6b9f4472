package interpret

import "strings"

// slotalt.go: days offered as alternatives, one of them off the list.
// "not tuesday. wednesday or thursday better for me" names two days side by
// side, and Thursday is no offered slot: the customer would take either, so
// the reply asks for a different day rather than picking Wednesday.

// offListAlternative reports whether a named day that fits no offered slot
// (nor the booked one) stands beside a day that does, in the same clause and
// a word or two apart: "wednesday or thursday", "thursday or friday". Both
// must be weekdays by name: "Saturday from 12" gives a time, not a day.
func offListAlternative(days []slotRef) bool {
	for _, a := range days {
		if a.kind != refDay || len(a.opts) > 0 || a.booked || a.clash || !weekdayNamed(a) {
			continue
		}
		for _, b := range days {
			if b.kind != refDay || len(b.opts) == 0 || b.clause != a.clause || !weekdayNamed(b) {
				continue
			}
			if gap := b.pos - a.last; gap >= 1 && gap <= 3 {
				return true
			}
			if gap := a.pos - b.last; gap >= 1 && gap <= 3 {
				return true
			}
		}
	}
	return false
}

// weekdayNamed reports whether a mention is a weekday's name, "Thursday".
func weekdayNamed(r slotRef) bool {
	_, ok := weekdays[strings.ToLower(strings.Trim(r.text, ".,!?"))]
	return ok
}
