package interpret

// A condition may be on reaching the customer, not on being in: "if any
// problems call 07700 900123", "if there's an issue ring my mobile", "any
// questions text me". The "if" there leads a trouble on the day and then
// a way to get in touch, so it puts no condition on being in. The words
// between the "if" and the call are a closed list: a person ("if I have
// problems"), a time, an absence or any other word keeps the condition.

// contactTrouble are the words that may stand between such an "if" and
// the call, and contactTroubleNeed those one of which must be said.
var (
	contactTrouble = words(`any there are is there's theres a an the with problem problems issue issues trouble
		difficulty difficulties query queries question questions delivery finding getting access it us then just please pls`)
	contactTroubleNeed = words(`problem problems issue issues trouble difficulty difficulties query queries question questions`)
	contactVerbs       = words(`call ring phone text contact message whatsapp`)
)

// contactIf reports an "if" at s.toks[i] that leads a trouble and a way to
// get in touch: "if any problems call 07700 900123".
func contactIf(s sentence, i int) bool {
	need := false
	for j := i + 1; j < len(s.toks) && j < i+10; j++ {
		w := s.toks[j].w
		if contactVerbs[w] {
			return need && j > i+1
		}
		if !contactTrouble[w] {
			return false
		}
		need = need || contactTroubleNeed[w]
	}
	return false
}
