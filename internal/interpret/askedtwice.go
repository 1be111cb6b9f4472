package interpret

// Two questions joined by "and" after a comma ("Yes I'll be in. What time,
// and will they ring first?", "What time? And who is delivering?") leave
// the "and" a clause of its own that says nothing. It neither answers nor
// asks, so a firm yes beside the two questions is read as it is beside
// either one: the yes stands when both are questions the booking answers,
// and the first is the one named. Any other clause still counts as before.

// connectives are the words that only join what is said before and after.
var connectives = words(`and also plus oh`)

// connectiveOnly reports a clause made of joining words alone.
func connectiveOnly(c clause) bool {
	if len(c.toks) == 0 {
		return false
	}
	for _, t := range c.toks {
		if !connectives[t.w] {
			return false
		}
	}
	return true
}
