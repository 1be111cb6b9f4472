package interpret

// A bare yes with a question about who is writing stays asked about
// (yesbareask.go): "yes? who is this?" may only be "hello?". Said with why
// it is asked, that the customer has other orders coming ("Yes thanks.
// Sorry who is this from again? I've got a few deliveries coming this
// week", "yes. which company is this again, I ordered a few things"), the
// yes answers ours about a delivery, not the phone, and the sender question
// only asks which of them this is: it confirms and asks `sender`, as a firm
// yes does. The question must be whole ("who is this", "which company is
// this"), the clause beside it only about other orders (questioncontext.go:
// not an unknown number, not a scam), and every other rule of a bare yes
// that asks still holds.

// ordersWhyWords say the customer has other orders coming.
var ordersWhyWords = words(`deliveries delivery parcels parcel packages package things orders order items
	ordered bought purchased boxes`)

// senderOrdersAsked reports clause c, a whole question about who is
// writing, beside a clause that says the customer has other orders coming.
func (rd *reading) senderOrdersAsked(c clause, k Question) bool {
	if k != QuestionSender || anyWord(c.toks, bareTurns) {
		return false
	}
	whole := false
	for _, t := range c.toks {
		whole = whole || questionAux[t.w] || questionSubjects[t.w]
	}
	if !whole {
		return false
	}
	for _, o := range rd.clauses {
		if !asking(o) && askedWhy(o) && anyWord(o.toks, ordersWhyWords) {
			return true
		}
	}
	return false
}
