package interpret

import "strings"

// A short clause that only says which home it is, beside the answer, is a
// delivery note: "flat 3B", "second floor", "unit 4", "it's 14a", and in
// the other languages as glossed ("Es el 3B", "Fflat 4, ail lawr", "Terzo
// piano"). It had been no note, as it has no verb for the driver and is too
// short for a description. Only the words of such a detail may make it up:
// a part of a building with its number or letter, a floor with its
// ordinal, or a house number with a letter; "number 3" (a slot picked) and
// "the 24th" (a date) are none.

// homeParts name a home or a part of a building a number or letter picks.
var homeParts = words(`flat apartment apt unit block building suite maisonette staircase stair entrance`)

// floorOrdinals pick a floor: "top floor", "ground floor", "3rd floor".
var floorOrdinals = words(`top ground basement lower upper`)

// homeDetail reports clause ci as such a detail, and where it begins. What
// follows it in its sentence must be another detail or an instruction.
func (rd *reading) homeDetail(ci int) (int, bool) {
	c := rd.clauses[ci]
	if c.question {
		return 0, false
	}
	for cj := ci + 1; cj < len(rd.clauses) && rd.clauses[cj].sentence == c.sentence; cj++ {
		if _, ok := detailWords(rd.clauses[cj].toks); !ok {
			if _, ok := instruction(rd.clauses[cj].toks); !ok {
				return 0, false // "flat 12, I'm out after 10 though": not said to find it
			}
		}
	}
	return detailWords(c.toks)
}

// detailWords reports a clause made only of the words of such a detail.
func detailWords(ts []token) (int, bool) {
	lead := afterLeads(ts)
	from := lead
	// "it's", "it is", "ours is", "we're", then "the"
	if lead+1 < len(ts) && (ts[lead].w == "it" || ts[lead].w == "ours" || ts[lead].w == "we") && beForms[ts[lead+1].w] {
		lead += 2
	}
	if lead < len(ts) && ts[lead].w == "the" {
		lead++
	}
	rest := ts[lead:]
	if len(rest) == 0 || len(rest) > 5 {
		return 0, false
	}
	picked := false
	for i, t := range rest {
		prev := ""
		if i > 0 {
			prev = rest[i-1].w
		}
		switch {
		case homeParts[t.w], t.w == "on", t.w == "and", t.w == "the":
		case t.w == "floor" || t.w == "storey" || t.w == "level":
			picked = picked || floorPicked(prev)
		case floorPicked(t.w) && i+1 < len(rest) && (rest[i+1].w == "floor" || rest[i+1].w == "storey" || rest[i+1].w == "level"):
		case houseCode(t.w):
			picked = true // "3b", "14a"
		case homeParts[prev] && (numberLike(t.w) || len(t.w) == 1 && t.w >= "a" && t.w <= "h"):
			picked = true // "flat 12", "flat forty two", "block c"
		case numberLike(t.w) && i > 1 && homeParts[rest[i-2].w] && numberLike(prev):
			// "flat forty two"
		default:
			return 0, false
		}
	}
	if !picked {
		return 0, false
	}
	return wordStart(ts, from), true
}

// floorPicked reports a word that picks a floor: an ordinal, "top",
// "ground", "3rd".
func floorPicked(w string) bool {
	if _, ok := ordinals[w]; ok || floorOrdinals[w] {
		return true
	}
	for _, s := range []string{"st", "nd", "rd", "th"} {
		if n, ok := strings.CutSuffix(w, s); ok && isDigits(n) && len(n) <= 2 {
			return true
		}
	}
	return false
}

// houseCode reports a house or flat number with its letter: "3b", "14a".
func houseCode(w string) bool {
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	l := w[len(w)-1]
	return l >= 'a' && l <= 'f' && isDigits(w[:len(w)-1])
}
