package interpret

// "I thought you were a real person" tells what the customer took the
// call or the text for, and asks for nobody: "oh hello sorry i thought you
// were a real person ha yes i'll be in tuesday morning" is a yes. Only a
// person or a human named after a belief about who is speaking ("thought
// you were", "thought it was", "thought I was talking to") is passed over,
// and the belief and a laugh just after it are accounted for; anything
// else in the reply that asks for one ("I thought you were a real person,
// put me through to one") still does, and the rest of the reply is read as
// ever.

// beliefVerbs tell what the customer took something for.
var beliefVerbs = words(`thought assumed figured reckoned`)

// mistookWho are who the customer took the speaker for.
var mistookWho = words(`person human people agent operator someone somebody`)

// mistookLaugh may close the belief: "i thought you were a real person ha".
var mistookLaugh = words(`ha hah haha hahaha lol`)

// mistakenEnd returns the index just past a belief about who is speaking
// that starts with the belief verb at ts[j] ("thought you were a real
// person"), or -1.
func mistakenEnd(ts []token, j int) int {
	if j+3 >= len(ts) || !beliefVerbs[ts[j].w] {
		return -1
	}
	switch ts[j+1].w {
	case "you", "it", "this", "that", "i", "we":
	default:
		return -1
	}
	if !beForms[ts[j+2].w] {
		return -1
	}
	k := j + 3
	if k < len(ts) && (ts[k].w == "talking" || ts[k].w == "speaking") {
		k++
		if k < len(ts) && (ts[k].w == "to" || ts[k].w == "with") {
			k++
		}
	}
	if k < len(ts) && (ts[k].w == "a" || ts[k].w == "an") {
		k++
	}
	if k < len(ts) && (ts[k].w == "real" || ts[k].w == "actual" || ts[k].w == "live") {
		k++
	}
	if k < len(ts) && mistookWho[ts[k].w] {
		return k + 1
	}
	return -1
}

// mistookFor reports a match of the human rules, s.toks[start:end], inside
// a belief about who is speaking.
func mistookFor(s sentence, start, end int) bool {
	for j := 0; j < start; j++ {
		if e := mistakenEnd(s.toks, j); e >= end {
			return true
		}
	}
	return false
}

// mistakenWord reports ts[i] part of a belief about who is speaking, with
// its "i" or "we" and a laugh just after it.
func mistakenWord(ts []token, i int) bool {
	for j := max(0, i-8); j <= i+1 && j < len(ts); j++ {
		e := mistakenEnd(ts, j)
		if e < 0 {
			continue
		}
		from := j
		if j > 0 && (ts[j-1].w == "i" || ts[j-1].w == "we") {
			from = j - 1
		}
		if e < len(ts) && mistookLaugh[ts[e].w] {
			e++
		}
		if i >= from && i < e {
			return true
		}
	}
	return false
}
