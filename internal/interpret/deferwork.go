package interpret

// "Check with work" puts the answer off until the customer has asked at
// work; it does not say they will be at work: "Maybe, I'll have to check
// with work", "let me check with work", "I need to ask work first". The
// reply is read as a deferral (elsewhereRules), asked about, not as nobody
// in. "I'll be at work" and "I have to work" stay absences.

// askVerbs ask someone before answering: "check with", "ask", "speak to".
var askVerbs = words(`check checking ask asking speak speaking talk talking confirm clear sort arrange`)

// checkedWith reports the absence word at ts[p] ("work", "working") as the
// one asked: "check with work", "ask work", "speak to work", "check with
// my work".
func checkedWith(ts []token, p int) bool {
	k := p - 1
	if k >= 0 && (ts[k].w == "my" || ts[k].w == "our") {
		k--
	}
	if k >= 0 && (ts[k].w == "with" || ts[k].w == "to") {
		k--
	}
	return k >= 0 && k < p-1 && askVerbs[ts[k].w] || k == p-1 && k >= 0 && ts[k].w == "ask"
}
