package interpret

// roadReason reports a short clause, after an instruction, that gives the
// road's reason for it: "please park round the back, the front is double
// yellows", "use the side street, the main road's a red route", "pull onto
// the drive, the road is too narrow". It says nothing of anyone in or out.
func roadReason(c clause) bool {
	ts := c.toks
	if c.question || len(ts) == 0 || len(ts) > 9 {
		return false
	}
	road := false
	for _, t := range ts {
		switch {
		case presenceWords[t.w] && t.w != "there" || absenceWords[t.w] || selfWords[t.w]:
			return false
		case roadReasonWords[t.w]:
			road = true
		}
	}
	return road
}

// roadReasonWords say why the van cannot stop somewhere.
var roadReasonWords = words(`yellows yellow lines redroute red route clearway narrow blocked roadworks
	permit permits wardens warden buslane bus tight dug closed`)
