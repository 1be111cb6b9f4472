package interpret

// resumedSubject reads a subject that names a person and then takes them
// up again with "he" or "she", as people speak on a call: "mrs o'brien
// she's always in", "my neighbour pat he'll take it". who is the person
// read from the subject's last word, the pronoun; the person named before
// it must fill all the words before it but a leading "the" or "my", and
// carry a name or a title: "the the neighbour she" names no one, and a
// name after words that are no part of a person ("ask tom she'll be in")
// never reaches here, as those words end the subject. Only a person said
// to be in or to take it is taken up so; "mrs o'brien she's away" stays
// "she", who is away, whoever she is.
func resumedSubject(sub []token, who person) (person, bool) {
	i := len(sub) - 1
	if i < 1 || who.kind != pOther || len(who.name) > 0 || who.relation != "" || who.place != "" || (sub[i].w != "he" && sub[i].w != "she") {
		return person{}, false
	}
	for s := 0; s < i; s++ {
		q, ok := parsePerson(sub[:i], s, slotFree)
		if !ok || q.j != i || q.kind != pOther {
			continue
		}
		if len(q.name) == 0 && q.title == "" {
			return person{}, false
		}
		for _, t := range sub[:s] {
			if !determiners[t.w] {
				return person{}, false
			}
		}
		q.j = len(sub)
		return q, true
	}
	return person{}, false
}

// stutterWords are the little words a speaker says twice while finding
// the next: "the the neighbour", "my my son", "a a key".
var stutterWords = words(`the a an my our his her their your to at`)

// stutterFrom skips a little word said twice in a row at ts[from], as a
// call's transcript writes a stutter, so that a note opens with the word
// once: "um the the neighbour next door" is noted "the neighbour next
// door". It never skips past to.
func stutterFrom(ts []token, from, to int) int {
	for from+1 < to && stutterWords[ts[from].w] && ts[from+1].w == ts[from].w && ts[from].start != ts[from+1].start {
		from++
	}
	return from
}

// purposeOfBeingIn reports a signing verb at ts[p] whose only auxiliary is
// "to" and that follows a word of being in: "be home to sign", "won't be
// in to sign for it". It says why the person before is in; it is no
// statement of its own that the customer will sign, and "Tom will not be
// in to sign" names nobody who will be. k is the word before the
// auxiliaries.
func purposeOfBeingIn(ts []token, k, p int) bool {
	return k == p-2 && ts[p-1].w == "to" && k >= 0 && (presenceWords[ts[k].w] || inEnds[ts[k].w])
}

// resumed gives who the frame f is about: the person named before a "he"
// or "she" that takes them up again (resumedSubject), where f says they
// are in or will take it, firmly; else f.who.
func resumed(sub []token, f frame) person {
	if named, ok := resumedSubject(sub, f.who); ok && !f.absent && !f.hedged && !f.soft {
		return named
	}
	return f.who
}
