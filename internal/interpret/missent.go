package interpret

// A message sent to the wrong chat. "STOP... sorry, meant that for a
// different text. Yes I'll be in": what was meant for someone else is taken
// back like any correction (correctionRules), and the answer after it
// counts. When nothing that answers follows ("Yes I'll be in, sorry meant
// that for a different text"), the yes was never ours: asked about.

var misSentRules = ruleSet(0.9, "was meant for someone else",
	"meant that|this|it for", "wrong chat|thread|conversation")

// misSentLast reports a reply whose last word on the mis-sent message is
// followed by no yes and no one being in.
func (rd *reading) misSentLast() bool {
	end := -1
	for _, s := range rd.vsents() {
		for i := range s.toks {
			for _, r := range misSentRules {
				if e, ok := matchAt(r.pat, s, i); ok && e > i {
					end = s.toks[e-1].end
				}
			}
		}
	}
	if end < 0 {
		return false
	}
	for _, t := range rd.all {
		if t.start < end || t.isBreak() {
			continue
		}
		if yesWords[t.w] || accounted.words[t.w] == "yes" || accounted.words[t.w] == "presence" {
			return false
		}
	}
	return true
}
