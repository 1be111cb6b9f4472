package interpret

// A child said to be in with a grown-up of the household: "Yes the kids are
// home with their dad", "the kids will be in with my husband". The one who
// signs is the grown-up, and the household is in, so the child neither
// stops the yes nor signs. A child with another child, a babysitter or
// anyone whose age is not that of a parent ("with their brother", "with
// the babysitter, she's 16") is still asked about.

// grownWith are the relations that are grown-ups by what they are: a
// parent, a grandparent, a partner of the customer.
var grownWith = words(`dad father mum mam mom mother husband wife partner hubby grandad grandpa grandfather
	nan nana gran granny grandma grandmother stepdad stepmum parents grandparents inlaws motherinlaw fatherinlaw`)

// childRelations are the relations that name a child, not a grown-up.
var childRelations = words(`kids kid child teenager`)

// childWithGrown reports a child at s.toks[i:e] that the same clause puts
// in with a grown-up.
func childWithGrown(s sentence, i, e int) bool {
	var rest []token
	for k := e; k < len(s.toks) && s.clause[k] == s.clause[i]; k++ {
		rest = append(rest, s.toks[k])
	}
	return withGrown(rest)
}

// withGrown reports words that end by putting someone in with a grown-up
// of the household: "with their dad", "with my husband", "with me".
// Nothing may follow that could age them: "with my mum who is 16".
func withGrown(ts []token) bool {
	for k := 0; k+1 < len(ts); k++ {
		if ts[k].w != "with" {
			continue
		}
		switch n := ts[k+1].w; {
		case (n == "me" || n == "us") && k+2 == len(ts):
			return true // "the kids will be home with me"
		case (n == "their" || n == "my" || n == "our" || n == "his" || n == "her" || n == "the") && k+3 == len(ts) && grownWith[ts[k+2].w]:
			return true
		}
	}
	return false
}

// grownBefore reports a child at s.toks[i] that a grown-up of the household
// has with them: "my husband will be home with the baby", "ma femme sera
// là avec le bébé", "żona będzie w domu z dzieckiem". The grown-up, named
// earlier in the same clause, signs; the child is only company.
func grownBefore(s sentence, i int) bool {
	k := i - 1
	if k >= 0 && childDeterminers[s.toks[k].w] {
		k--
	}
	if k < 0 || s.toks[k].w != "with" || s.clause[k] != s.clause[i] {
		return false
	}
	for j := k - 1; j >= 0 && s.clause[j] == s.clause[i]; j-- {
		if grownWith[s.toks[j].w] {
			return true
		}
	}
	return false
}

// childDeterminers may stand between "with" and the child.
var childDeterminers = words(`the my our his her their`)
