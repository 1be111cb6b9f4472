package interpret

// A message sent to the wrong chat. "STOP... sorry, meant that for a
// different text. Yes I'll be in": what was meant for someone else is taken
// back like any correction (correctionRules), and the answer after it
// counts. When nothing that answers follows ("Yes I'll be in, sorry meant
// that for a different text"), the yes was never ours: asked about.

var misSentRules = ruleSet(0.9, "was meant for someone else",
	"meant that|this|it for someoneelse|somebody|someone", "meant that|this|it for * text|chat|message|person|conversation|thread|group|number|one", "wrong chat|thread|conversation")

// misSentTail name the chat or the person a message was meant for.
var misSentTail = words(`a an the my different another other someone somebody someoneelse else person people chat
	text message conversation thread number group`)

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
	tail := true // the words that name the other chat: "a different text", "someone else"
	for _, t := range rd.all {
		if t.start < end {
			continue
		}
		if t.isBreak() {
			tail = false
			continue
		}
		if tail && misSentTail[t.w] {
			continue
		}
		tail = false
		if yesWords[t.w] || accounted.words[t.w] == "yes" || accounted.words[t.w] == "presence" {
			return false
		}
	}
	return true
}
