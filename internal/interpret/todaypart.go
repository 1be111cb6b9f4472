package interpret

import "time"

// Today's parts of the day and next week. "I am in this morning", "home
// this afternoon", "in this evening" put the customer in today, and today
// is not the booked day unless the delivery is booked for today: they are
// a day named, not the booked window's morning. "Next week" said on a
// Sunday may or may not take in a booked Tuesday two days away, so it
// never names the booked day nor an offered one: "yes I'm home next week"
// is turned down, as "can we do next week instead" is. Where a list of
// slots was offered, "next week" is read as before.

// todayParts follow "this" to name a part of today.
var todayParts = words(`morning afternoon evening arvo aft`)

// todayPast in the clause put "this morning" in the past: "I got your
// text this morning".
var todayPast = words(`got get received sent text texted message messaged email emailed was were had did came
	called rang phoned saw seen read earlier already ordered`)

// todayPartOrNextWeek reads "this morning" as today and "next week" as a
// day other than the booked one, taking two words, or nothing (0).
func (d dates) todayPartOrNextWeek(ts []token, k int) (slotRef, int) {
	w, next := ts[k].w, ""
	if k+1 < len(ts) {
		next = ts[k+1].w
	}
	switch {
	case w == "this" && todayParts[next]:
		if d.today.IsZero() || anyWord(ts, todayPast) {
			return slotRef{}, 0 // "I got your text this morning"
		}
		opts, booked := d.fit(func(t time.Time) bool { return t.Equal(d.today) })
		if booked {
			return slotRef{}, 0 // booked for today: the part of the day is read as before
		}
		return slotRef{kind: refDay, opts: opts}, 2
	case w == "next" && next == "week" && !d.list:
		// whether it takes in the booked day or an offered one is unsure
		return slotRef{kind: refDay}, 2
	}
	return slotRef{}, 0
}
