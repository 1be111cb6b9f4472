package interpret

// whoIsNamed finds a reply asking who the named person is: "Who's Sarah
// Jones?", "who is sarah", "who the hell is Sarah Jones?", "who's this
// Sarah?", with no yes beside it. The message was written to a name the writer does not know,
// so it reached the wrong person. The name must begin with a known given
// name and close its sentence, so "who is this?", "who's Acme?" or "who is
// Sarah sending?" ask something else.
func (rd *reading) whoIsNamed() *match {
	for _, t := range rd.toks {
		if yesWords[t.w] {
			return nil // "who's Mark? oh my husband, yes he'll be in" answers itself
		}
	}
	for si, s := range rd.sents {
		ts := s.toks
		for i := 0; i+2 < len(ts); i++ {
			if ts[i].w != "who" {
				continue
			}
			j := i + 1
			if j+2 < len(ts) && ts[j].w == "the" && (ts[j+1].w == "hell" || ts[j+1].w == "heck" || ts[j+1].w == "fuck") {
				j += 2
			}
			if ts[j].w != "is" && ts[j].w != "was" {
				continue
			}
			j++
			if j < len(ts) && ts[j].w == "this" {
				j++
			}
			if j >= len(ts) || !firstNames[ts[j].w] || nameStop[ts[j].w] {
				continue
			}
			k := j + 1
			for k < len(ts) && k-j < 3 && !ts[k].isBreak() && nameWord(ts[k], true, slotOnly) {
				k++
			}
			if k < len(ts) && !ts[k].isBreak() && !whoTail[ts[k].w] && !whoNext[ts[k].w] {
				continue
			}
			return &match{rule: rule{weight: 0.95, what: wrongWhat}, sent: si, start: i, end: k} // not a sender question: it stands alone
		}
	}
	return nil
}

// whoTail are the words that may close "who's Sarah?" without asking
// something else of her.
var whoTail = words(`then mate pal love sorry please pls lol`)

// whoNext may begin what follows the question run on without a break, as
// a call transcript writes it: "who's sarah jones this is a work phone".
var whoNext = words(`this you there never no wrong i we`)
