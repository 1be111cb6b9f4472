package interpret

// A yes more or less: an approximation glossed "around" or "about" that
// stands alone in its clause, or right after the yes ("sì, circa", "tak,
// około", "oui, à peu près", "ci sono, più o meno"), hedges the answer. It
// is glossed "more or less", which the veto reads as a hedge, so such a
// yes is asked about again. Beside an hour ("dalle 8 circa", "circa
// mezz'ora prima") it only gives the time, and after a verb it is a place:
// "mi fydd rhywun o gwmpas" (someone will be around) is there.

// approxAlone turns an "around" or "about" of a gloss that is alone in its
// clause, or follows only a yes, into "more or less".
func approxAlone(ts []token) []token {
	var out []token
	for i, t := range ts {
		if (t.w == "around" || t.w == "about") && (i+1 == len(ts) || ts[i+1].isBreak()) && approxOpens(ts, i) {
			for _, w := range []string{"more", "or", "less"} {
				out = append(out, withW(t, w))
			}
			continue
		}
		out = append(out, t)
	}
	return out
}

// approxOpens reports whether ts[i] opens its clause or follows only a
// yes that does ("sì circa", "tak, około").
func approxOpens(ts []token, i int) bool {
	j := i - 1
	if j >= 0 && (ts[j].w == "yes" || ts[j].w == "ok") {
		j--
	}
	return j < 0 || ts[j].isBreak()
}
