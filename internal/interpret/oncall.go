package interpret

// On a call, at home. "Yes I'm in, I'll be on a work call but I'll get the
// door", "yes I'll be in but I'm on calls all morning so please just
// knock": someone who says they will be in may say they will be on the
// phone or a video call, which is a doing inside the home, as being in
// the garden is. The clause must say nothing else: an hour ("on a call at
// 10") still narrows the window, a doubt ("might be on a call") is read as
// before, "on call" (a duty that can take one out) is not read so, and
// without being in said firmly in another clause it stays asked about.

// callNouns name the call: "a call", "calls", "a zoom", "teams".
var callNouns = words(`call calls zoom teams`)

// callKinds may come before it: "a work call", "a video call".
var callKinds = words(`work video zoom teams conference phone`)

// callLeads may open the clause: "I'll be", "I'm", "so I'm".
var callLeads = words(`i am will be so and just also probably`)

// onCallAtHome reports clause ci as only the customer on a call, beside
// being in said firmly in another clause.
func (rd *reading) onCallAtHome(ci int) bool {
	if ci < 0 || ci >= len(rd.clauses) || rd.clauses[ci].question {
		return false
	}
	ts := rd.clauses[ci].toks
	for _, nc := range rd.noteClauses() {
		if nc.clause == ci && nc.from > 0 && nc.from < len(ts) {
			ts = ts[:nc.from] // "I'll be on a call so knock loud"
		}
	}
	k := 0
	for k < len(ts) && callLeads[ts[k].w] && ts[k].w != "probably" {
		k++
	}
	if k >= len(ts) || ts[k].w != "on" {
		return false
	}
	k++
	if k < len(ts) && (ts[k].w == "a" || ts[k].w == "an") {
		k++
	}
	for k < len(ts) && callKinds[ts[k].w] && !(k+1 == len(ts) && callNouns[ts[k].w]) {
		k++
	}
	if k >= len(ts) || !callNouns[ts[k].w] || ts[k].w == "call" && ts[k-1].w == "on" {
		return false // "on call" is a duty
	}
	k++
	if k+1 < len(ts) && ts[k].w == "all" && (ts[k+1].w == "morning" || ts[k+1].w == "day") {
		k += 2
	}
	if k != len(ts) {
		return false
	}
	for cj := range rd.clauses {
		if cj != ci && rd.firmSelfIn(cj) {
			return true
		}
	}
	return false
}

// callAtHomeWord reports t, in clause ci, as a word of being on a call at
// home: accounted for.
func (rd *reading) callAtHomeWord(ci int, t token) bool {
	return (callNouns[t.w] || callKinds[t.w]) && rd.onCallAtHome(ci)
}
