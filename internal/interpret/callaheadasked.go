package interpret

// A confirmation often asks for a call ahead as a request: "Yes! Can the
// driver text me when he's on his way please", "yeah i'm in can they call
// me when they're about half an hour away". The request is read as the
// delivery instruction it is and the reply confirms as before; its
// Question names the call ahead, so the closing message says whether the
// driver calls. It names the question only: the reading is left as it was.

// callAheadAsked reports a reply whose questions all ask for a call ahead,
// each as a clause that asks or, on a call, run on after the yes with
// "can", "could", "will" or "would".
func (rd *reading) callAheadAsked() bool {
	found := false
	for _, c := range rd.clauses {
		ts := c.toks
		if asking(c) {
			if questionKind(c) != QuestionCallAhead {
				return false
			}
			found = true
			continue
		}
		for k := 1; k+1 < len(ts); k++ {
			if runOnAsks[ts[k].w] && (runOnEnds[ts[k-1].w] || yesWords[ts[k-1].w]) && questionKind(clause{toks: ts[k:]}) == QuestionCallAhead {
				found = true
				break
			}
		}
	}
	return found
}

// runOnAsks open a request run on after a yes: "i'm in can they call me".
var runOnAsks = words(`can could will would`)
