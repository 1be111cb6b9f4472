package interpret

// ownHomeSpots, after "at the", are the customer's own home, not somewhere
// else: "the builders are at the house all day".
var ownHomeSpots = words(`house property flat address premises`)

// signLeads before "sign" say that someone may sign or take the parcel.
var signLeads = words(`can will could able happy allowed authorised authorized ok okay fine`)

// helpSigns reports a reply that says outright that the hired help may
// sign: "The builders are at the house all day, they can sign for it". An
// unnamed cleaner or builder is otherwise no one who can be asked to sign.
func (rd *reading) helpSigns() bool {
	for _, c := range rd.clauses {
		if c.question {
			continue
		}
		ts := c.toks
		for i, t := range ts {
			if t.w == "not" || t.w == "never" || hedges[t.w] || t.w == "if" || t.w == "might" {
				break
			}
			if t.w != "sign" && t.w != "signing" {
				continue
			}
			for j := max(0, i-3); j < i; j++ {
				if signLeads[ts[j].w] {
					return true
				}
			}
		}
	}
	return false
}
