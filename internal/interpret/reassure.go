package interpret

// A reassurance said after the day or the part of the day ("yes I'll be
// home all morning don't worry", "Tuesday's fine, no worries") tells the
// customer not to worry; it does not turn the day down, as "the morning
// doesn't work" does. An absence said with it is still read by the veto
// ("I'm out all morning don't worry").

// reassureWords follow "not" or "no" in a reassurance.
var reassureWords = words(`worry worries fret panic stress`)

// reassures reports a reassurance starting at ts[j]: "do not worry" (from
// "don't worry"), "don't you worry" or "no worries".
func reassures(ts []token, j int) bool {
	if j >= len(ts) || ts[j].w != "not" && ts[j].w != "no" {
		return false
	}
	if j+2 < len(ts) && ts[j].w == "not" && ts[j+1].w == "you" {
		j++
	}
	return j+1 < len(ts) && reassureWords[ts[j+1].w]
}
