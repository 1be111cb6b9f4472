package interpret

// Who brings the order, asked with no break after a statement as calls
// run on ("yeah i'll be in who's delivering it", "yes i'm home who is
// delivering"), asks about the sender as "who is delivering?" does. "Who"
// asks the subject, so no inverted verb follows it; the run-on is taken
// only after a word that ends a statement (callquestion.go) and with a
// verb of delivering, so "my son who is staying with us will be in" and
// "the lady next door who is home all day" stay statements.

// whoBrings are the verbs of bringing the order that "who is" asks of.
var whoBrings = words(`delivering`)

// whoBringsAt reports a run-on "who is delivering" at ts[k].
func whoBringsAt(ts []token, k int) bool {
	return k > 0 && k+2 < len(ts) && ts[k].w == "who" && statementEnds[ts[k-1].w] &&
		(ts[k+1].w == "is" || ts[k+1].w == "will") && (whoBrings[ts[k+2].w] || ts[k+1].w == "will" && k+3 < len(ts) && ts[k+2].w == "be" && whoBrings[ts[k+3].w])
}
