package interpret

// Who is writing is asked in more shapes than "who is this?": by the
// sender's own name ("Who's Acme Home?", "who are Acme?") and by a choice
// between senders ("sorry is this oakhouse or the other place", "is this
// the furniture shop or a different company?"). Both are QuestionSender.
// "Who's the driver?", "who is coming?" and "is this for the sofa or the
// chair?" ask other things.

// senderNouns name a sender in a choice between them: "the other place".
var senderNouns = words(`place shop company firm store retailer lot crowd outfit business people`)

// notSenderNames may follow "who is" without naming a sender: "who is
// the driver", "who is coming", "who is my contact".
var notSenderNames = words(`the a an my your our his her their it that this there he she they coming delivering
	driving bringing signing calling ringing going doing in`)

// senderAsked reports a clause that asks who is writing by a name or a
// choice of senders.
func senderAsked(ts []token) bool {
	if len(ts) >= 3 && len(ts) <= 5 && ts[0].w == "who" && (ts[1].w == "is" || ts[1].w == "are") {
		for _, t := range ts[2:] {
			if notSenderNames[t.w] || isDigits(t.w) {
				return false
			}
		}
		return true // "who's Acme Home?"
	}
	k := 0
	if k < len(ts) && ts[k].w == "sorry" {
		k++
	}
	if k+1 >= len(ts) || ts[k].w != "is" && ts[k].w != "are" || ts[k+1].w != "this" && ts[k+1].w != "it" && ts[k+1].w != "you" {
		return false
	}
	return containsWord(ts[k+2:], "or") && senderNouns[ts[len(ts)-1].w]
}
