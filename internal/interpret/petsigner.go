package interpret

// petWords are animals a household keeps: never someone who signs.
var petWords = words(`dog dogs doggy doggo pup puppy puppies cat cats kitten kittens pet pets parrot budgie rabbit bunny hamster tortoise`)

// petAt reports an animal said to be the one who will be there, at token
// i: "rex will be there, he's our dog" (the named one is a pet), "the dog is
// in the yard" (the only one in is a pet). It returns where the words that
// say so end. The veto keeps it only against another person signing: "yes
// I'll be in, the dog will be in the garden" still confirms.
func petAt(s sentence, i int) (int, bool) {
	if !petWords[s.toks[i].w] {
		return 0, false
	}
	// "he's our dog", "rex is the dog", "she is a cat"
	j := i - 1
	if j >= 0 && (s.toks[j].w == "our" || s.toks[j].w == "my" || s.toks[j].w == "the" || s.toks[j].w == "a" || s.toks[j].w == "his" || s.toks[j].w == "her" || s.toks[j].w == "their") {
		j--
	}
	if j >= 0 && (s.toks[j].w == "is" || s.toks[j].w == "s" || s.toks[j].w == "was") {
		return i + 1, true
	}
	// "the dog is in", "the dog will be there", "the cat is home"
	k := i + 1
	for k < len(s.toks) && (s.toks[k].w == "is" || s.toks[k].w == "will" || s.toks[k].w == "be" || s.toks[k].w == "s" || s.toks[k].w == "ll") {
		k++
	}
	if k > i+1 && k < len(s.toks) && presentWords[s.toks[k].w] {
		return k + 1, true
	}
	return 0, false
}

// presentWords follow an animal's "is" or "will be" where it is said to be
// in: "the dog is in", "the dog will be home".
var presentWords = words(`in home there here around about`)

// offerWords reports a question that offers someone to sign, asking leave
// ("can my son sign for it?", "is it ok if my neighbour takes it?"), not
// one that asks whether they will be there ("will Marco be in?", "Odbierze
// Kasia?"), which says nothing firm.
func offerWords(ts []token) bool {
	for _, t := range ts {
		switch t.w {
		case "can", "could", "may", "ok", "okay", "alright", "allowed", "possible", "fine", "would", "cool":
			return true
		}
	}
	return false
}

// childInWhat is a child said to be in with the verb first, as Italian,
// Spanish and Romanian put it: "ci saranno i bambini", glossed "will be in
// the kids". The children are who is in, not an aside.
const childInWhat = "names children, not an adult, as who will be in"

// childAfterBe reports a child word at s.toks[i] right after "be", "be in",
// "be home" and the like, with "the" or "my" between, in one clause.
func childAfterBe(s sentence, i int) bool {
	j := i - 1
	if j >= 0 && s.clause[j] == s.clause[i] && (s.toks[j].w == "the" || s.toks[j].w == "my" || s.toks[j].w == "our") {
		j--
	}
	if j >= 0 && s.clause[j] == s.clause[i] && presentWords[s.toks[j].w] {
		j--
	}
	return j >= 0 && s.clause[j] == s.clause[i] && (s.toks[j].w == "be" || s.toks[j].w == "are")
}
