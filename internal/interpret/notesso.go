package interpret

// A description may lead into an instruction through "so" even where the
// instruction is first noticed earlier in the clause, on a word of the
// property inside the description itself: "there's permit parking only so
// pull into the bay", "there's roadworks on Mill Lane so come in the back
// way", "there's a cat so keep the front door shut". The note then starts
// where the description starts, as long as every word of the description
// may stand in one (rd.describes) and what follows "so" is itself an
// instruction to the driver.

// soDescription returns where the description starts when a "so" written
// after from opens an instruction and the words before it describe the
// home; otherwise it returns from unchanged.
func (rd *reading) soDescription(ci, lead, from int) int {
	ts := rd.clauses[ci].toks
	for k := lead + 1; k < len(ts); k++ {
		if !rd.soBetween(ts[k-1], ts[k]) {
			continue
		}
		if at, ok := instruction(ts[k:]); !ok || at > 2 {
			continue
		}
		d := descStart(ts, lead, k)
		for d < k && reasonLinks[ts[d].w] {
			d++
		}
		if d >= from || k-d < 2 || !rd.describes(ts[d:k]) {
			continue
		}
		for d > 0 && ts[d-1].start == ts[d].start {
			d--
		}
		return d
	}
	return from
}

// A baby, like a pet, explains an instruction: "we have a newborn so
// please knock gently", "don't ring the bell, toddler asleep".
func init() {
	for w := range words(`newborn babies toddler`) {
		circumstances[w] = true
	}
}
