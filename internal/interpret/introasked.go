package interpret

// The writer says who they are before a firm yes that asks: "Sarah here,
// yes I'll be in. What time roughly will they come?". The name and "here"
// (or "speaking") open the reply and say only who writes, so the clause may
// stand beside the question (yesquestion.go) as it stands beside a plain
// yes. A name with anything else ("Sarah here till 10", "Tom's here") is
// read as before.

// introAsked reports clause ci as the writer's own name opening the reply:
// "Sarah here", "Jane speaking".
func (rd *reading) introAsked(ci int) bool {
	if ci != 0 {
		return false
	}
	ts := rd.clauses[ci].toks
	if len(ts) != 2 || ts[1].w != "here" && ts[1].w != "speaking" {
		return false
	}
	p := ts[0]
	return rd.customerWord(p) || firstNames[p.w]
}
