package interpret

// A customer who ordered two things and cancelled one often says so beside
// a question about which is coming: "Yes, I'll be in. Is it the grey 3
// seater or the corner one? Ordered both and cancelled one". The
// cancellation is past and of the other piece; it explains the question
// and asks to cancel nothing. Such a sentence, made only of the words of
// ordering two and cancelling one of them, is no cancellation when the
// reply asks what is being delivered, and it may stand beside the
// question of a firm yes (yesquestion.go). "cancel one", "I cancelled
// this" or "I don't want the other one" are read as before.

// cancelledOtherWords are the words of such a sentence.
var cancelledOtherWords = words(`i we i've we've ive weve had have ordered order bought got picked chose both two 2
	things items and but then later since already cancelled canceled returned sent back one of them the other
	one's ones it`)

// cancelledOther reports tokens ts as only saying that two things were
// ordered and one of them cancelled: "ordered both and cancelled one", "I
// ordered two and cancelled the other".
func cancelledOther(ts []token) bool {
	ordered, two, cancelled := false, false, false
	for i, t := range ts {
		if !cancelledOtherWords[t.w] {
			return false
		}
		switch t.w {
		case "ordered", "bought", "got", "picked", "chose":
			ordered = true
		case "both", "two", "2":
			two = true
		case "cancelled", "canceled", "returned":
			// the past tense, and of one of them: "cancelled one", "cancelled the other"
			cancelled = cancelled || i+1 < len(ts) && (ts[i+1].w == "one" || ts[i+1].w == "the")
		}
	}
	return ordered && two && cancelled
}

// cancelledOtherBeside reports sentence si as cancelledOther in a reply
// that asks what is being delivered.
func (rd *reading) cancelledOtherBeside(si int) bool {
	ss := rd.sentences()
	if si >= len(ss) || cancelledOtherTail(ss[si].toks) < 0 {
		return false
	}
	for _, c := range rd.clauses {
		if asking(c) && questionKind(c) == QuestionItems {
			return true
		}
	}
	return rd.runOnIsQuestion() == QuestionItems // "yes i'll be in is it the grey one ...": questioncontext.go
}

// cancelledOtherTail is where tokens ts end with cancelledOther, as a call
// runs it on after the question with no break ("is it the grey one or the
// corner one we ordered both and cancelled one"); -1 when they do not.
func cancelledOtherTail(ts []token) int {
	for j := 0; j < len(ts); j++ {
		if cancelledOther(ts[j:]) {
			return j
		}
	}
	return -1
}
