package interpret

// A customer asleep who asks not to be woken ("I'm in, I'll be asleep,
// don't knock") or says what to do when nobody answers ("knock loud, if
// no answer take it back") leaves nobody sure to come to the door: asked
// about, as "I'll be asleep, just leave it" is (asleepin.go). The sleep
// clause itself must be plain: only the customer, the sleep or the night
// shift and its small words ("I work nights so I'll be asleep"); a place
// or a journey in it ("asleep in the car on the way back") is read as
// before, never as asleep at home.

// asleepPlain are the words a plain sleep clause may hold.
var asleepPlain = words(`i im ill am will be is so as because cause cos since and but also just still yes yeah yep ok okay then
	work works working do on nights night shift shifts nightshift nightshifts overnights asleep sleeping sleep the a my in bed`)

// rouseVerbs are what a customer asleep may ask the driver not to do.
var rouseVerbs = words(`knock ring wake buzz bang bother disturb press`)

// unrousedAsleep finds the clause of a customer asleep that asks not to
// be woken or says what to do if nobody answers: "don't knock", "don't
// ring the bell", "if no answer take it back", "if I don't answer". Only
// the customer's own plain sleep counts, and "don't knock before 8" only
// bounds the hour.
func (rd *reading) unrousedAsleep() (int, bool) {
	plain := false
	for ci := range rd.clauses {
		plain = plain || rd.asleepClause(ci)
	}
	if !plain {
		return 0, false // "night shift worker upstairs": someone else asleep
	}
	for ci, c := range rd.clauses {
		ts := c.toks
		for i := 1; i < len(ts); i++ {
			if ts[i-1].w == "not" && rouseVerbs[ts[i].w] && !(i+1 < len(ts) && windowBounds[ts[i+1].w]) {
				return ci, true // "don't knock", "please do not ring the bell"
			}
			if ts[i-1].w == "if" && (ts[i].w == "no" || ts[i].w == "nobody" || ts[i].w == "noone") {
				return ci, true // "if no answer", "if nobody answers"
			}
			if ts[i].w == "answer" && i >= 3 && ts[i-1].w == "not" && ts[i-3].w == "if" {
				return ci, true // "if I don't answer"
			}
		}
	}
	return 0, false
}
