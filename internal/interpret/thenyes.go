package interpret

// A yes said as the consequence of a question ("is it in the morning? then
// yes", "¿es por la mañana? entonces sí", "îmi puteți spune dacă e
// dimineața? atunci da") waits on the answer to that question: it is a
// condition, asked about like "if so, yes", never a confirmation.

// thenYes finds "then" and only yes words straight after a question mark,
// up to the end of the text or the next break.
func (rd *reading) thenYes() (fact, bool) {
	ts := rd.all
	for i := 0; i+2 < len(ts); i++ {
		if !ts[i].isBreak() || ts[i].brk != '?' || ts[i+1].isBreak() || ts[i+1].w != "then" {
			continue
		}
		end, yes := i+2, 0
		for ; end < len(ts) && !ts[end].isBreak(); end++ {
			if !yesWords[ts[end].w] {
				yes = -1
				break
			}
			yes++
		}
		if yes > 0 {
			return fact{kind: factCondition, what: "makes its yes wait on the answer to its question", start: ts[i+1].start, end: ts[end-1].end}, true
		}
	}
	return fact{}, false
}
