package interpret

import "strings"

// Staying with the customer. "Hi, Sarah's mum here, I'm staying with her
// this week and I'll be in on Tuesday": a relation of the customer who
// says who they are and that they are staying with her is at her home, so
// "staying with her" narrows no window. Said by anyone who has not said
// they are the customer's relation ("I'm staying with her this week" from
// the customer, of someone else), with anything after it but a stretch of
// time ("staying with her in Leeds", "until Tuesday"), or with a person
// after "her" ("staying with her mum") it is read as before.

// stayTail are the words that may follow "staying with her": a stretch of
// time and its small words.
var stayTail = words(`this week weekend fortnight month at the moment a few days couple of for now atm too`)

// stayingWithCustomer reports the fact x, a narrowing of the window, as
// the customer's relation staying at her home.
func (rd *reading) stayingWithCustomer(x fact) bool {
	if x.kind != factCondition || x.what != "narrows the window" || !rd.customerKin() {
		return false
	}
	q := strings.ToLower(rd.text[x.start:x.end])
	if q != "staying with her" && q != "staying with him" && q != "staying with them" && q != "stopping with her" && q != "stopping with him" {
		return false
	}
	for _, c := range rd.clauses {
		ts := c.toks
		for i := 0; i+2 < len(ts); i++ {
			if ts[i].start != x.start {
				continue
			}
			for _, t := range ts[i+3:] {
				if t.w == "and" || t.w == "so" {
					break // "... this week and I'll be in": the next part
				}
				if !stayTail[t.w] {
					return false // "staying with her mum", "... until Tuesday"
				}
			}
			return true
		}
	}
	return false
}

// customerKin reports a writer who says they are the customer's relation:
// "Sarah's mum here", "this is her husband".
func (rd *reading) customerKin() bool {
	if ok, _ := rd.answeringFor(); ok {
		return true
	}
	ts := rd.toks
	for i := 0; i+2 < len(ts); i++ {
		if rd.customerWord(ts[i]) && (strings.HasSuffix(ts[i].raw, "'s") || strings.HasSuffix(ts[i].raw, "’s")) {
			j := i + 1
			for j < len(ts) && ts[j].start == ts[i].start {
				j++ // the "is" the possessive was read as
			}
			if j+1 < len(ts) && relations[ts[j].w] != "" && ts[j+1].w == "here" {
				return true
			}
		}
	}
	return false
}
