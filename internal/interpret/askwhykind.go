package interpret

// Beside some questions a clause says why it is asked in words that only
// fit that question (questioncontext.go has those that fit any):
//
//   - beside a question about carrying it, what the customer's own body
//     can no longer do: "Will they carry it up the stairs? It's a 2nd
//     floor flat and I've just had my knee done", "I've got a bad back",
//     "I'm on crutches at the moment". The customer is still in; an
//     operation still to come ("I'm having my knee done", "due an
//     operation") may take them away, so a clause that looks ahead is not
//     one;
//   - beside a question about what is coming, that the pieces were meant
//     to come together or apart: "is it the grey corner sofa or just the
//     footstool? both were meant to come together".
//
// Every word of such a clause must be one of its class, so a day, a
// hedge, an absence or someone else in ("and my son will be in") keeps the
// reply asked about.

// bodyWhy are the words that may say, beside askContext's, what the
// customer's body can no longer do.
var bodyWhy = words(`just recently my knee knees back hip hips shoulder shoulders leg legs ankle ankles foot
	feet wrist wrists arm arms neck done bad dodgy sore injured injury hurt broken operation op surgery
	replacement recovering recovery disabled disability elderly pregnant arthritis mobility issues
	issue problems problem crutches wheelchair walking stick lifting heavy carrying manage still
	cant can't cannot`)

// bodyNeed are the words one of which such a clause must have.
var bodyNeed = words(`knee knees back hip hips shoulder shoulders leg legs ankle ankles foot feet wrist wrists
	arm arms neck operation op surgery replacement injured injury disabled disability pregnant
	arthritis mobility crutches wheelchair lifting heavy`)

// bodyAhead are the words that put what the body will undergo ahead, on
// a day that may be the delivery's: "I'm having my knee done", "due a hip
// replacement", "booked in for an op".
var bodyAhead = words(`having due booked going getting coming expecting expected arriving this week soon next
	tomorrow later`)

// togetherWhy are the words that may say the pieces ordered were meant to
// come together or apart.
var togetherWhy = words(`both all they them it its were was are is meant supposed to come coming arrive arriving
	delivered together separately separate same day time at once in one delivery the and thought
	sofa settee couch bed mattress table chair chairs wardrobe footstool stool pouffe ottoman armchair
	recliner sideboard headboard bedframe cushions pieces items things bits order`)

// togetherNeed are the words one of which such a clause must have.
var togetherNeed = words(`together separately separate once`)

// askedWhyOf reports clause c, beside a question of kind q, as only
// saying why it is asked: as askedWhy does, or in words that only fit q.
func askedWhyOf(c clause, q Question) bool {
	if askedWhy(c) {
		return true
	}
	if asking(c) || len(c.toks) == 0 {
		return false
	}
	switch q {
	case QuestionCarry:
		return onlyOf(c.toks, bodyNeed, bodyWhy, askContext, floorNumbers(c.toks)) && !anyWord(c.toks, bodyAhead) && procedureDone(c.toks)
	case QuestionItems:
		return onlyOf(c.toks, togetherNeed, togetherWhy)
	}
	return false
}

// procedures are the words of something done to the body, which may
// still be to come.
var procedures = words(`operation op surgery replacement done`)

// procedureDone reports a clause that names no procedure, or one already
// had: "I've just had my knee done", "recovering from a hip replacement";
// not "I've got an operation", "I've got to have my knee done".
func procedureDone(ts []token) bool {
	if !anyWord(ts, procedures) {
		return true
	}
	if !anyWord(ts, words(`had recovering recovery`)) || anyWord(ts, words(`to`)) {
		return false
	}
	for i, t := range ts {
		if t.w != "have" && t.w != "has" {
			continue
		}
		had := false // "I've just had": not "I have my knee done"
		for j := i + 1; j < len(ts) && j <= i+2; j++ {
			had = had || ts[j].w == "had"
		}
		if !had {
			return false
		}
	}
	return true
}

// floorNumbers are the floors named in figures in ts: "a 2nd floor flat".
func floorNumbers(ts []token) map[string]bool {
	out := map[string]bool{}
	for i := 0; i+1 < len(ts); i++ {
		w := ts[i].w
		if ts[i+1].w == "floor" && len(w) > 2 && w[0] >= '0' && w[0] <= '9' && ordinalSuffix[w[len(w)-2:]] {
			out[w] = true
		}
	}
	return out
}

var ordinalSuffix = words(`st nd rd th`)

// onlyOf reports ts as made only of the words of the sets, with one of
// need among them.
func onlyOf(ts []token, need map[string]bool, sets ...map[string]bool) bool {
	found := false
	for _, t := range ts {
		in := false
		for _, s := range sets {
			in = in || s[t.w]
		}
		if !in {
			return false
		}
		found = found || need[t.w]
	}
	return found
}
