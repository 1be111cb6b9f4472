package interpret

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// A request for a service on the day put as a question, beside a firm yes
// ("Yes, I'll be in. Can you take the old sofa away too? Happy to pay",
// "Can you take the old sofa away while you're here?", on a call "yeah i'm
// in can you take the old one away") asks whether it can be done: it is
// the question passed on (questionextra.go), not an instruction to the
// crew, so it is kept out of the notes. Said with "please" ("could they
// take the packaging away please"), or written without a question mark,
// it asks for it and stays in the notes.

// It must end the reply, or be followed only by another question or an
// offer to pay ("happy to pay", "will pay extra"): a clause that says more
// of it ("It's in the lounge") tells the crew, so the request is kept with
// it as an instruction.

// payOffer are the words of an offer to pay for the service.
var payOffer = words(`happy glad willing i i'm im we we're will can could do not mind to pay paying extra for it that of course`)

// serviceAsked reports request clause ci as asked, not told: followed by
// a question mark, or said on a call, with no "please" in it.
func (rd *reading) serviceAsked(ci int) bool {
	c := rd.clauses[ci]
	if len(c.toks) == 0 {
		return false
	}
	for _, o := range rd.clauses[ci+1:] {
		if !asking(o) && !onlyWords(o.toks, payOffer) {
			return false // "Can you take the old sofa away? It's in the lounge"
		}
	}
	from, to := c.span()
	for _, t := range rd.all {
		if t.start >= from && t.end <= to+len(" please") && t.w == "please" {
			return false // "can you take the old one away please?"
		}
	}
	if rd.in.Channel == confirm.ChannelCall {
		return true
	}
	if to > len(rd.text) {
		return false
	}
	rest := strings.TrimLeft(rd.text[to:], " \t")
	return strings.HasPrefix(rest, "?")
}

// onlyWords reports tokens ts as all in set, and not none.
func onlyWords(ts []token, set map[string]bool) bool {
	for _, t := range ts {
		if !set[t.w] {
			return false
		}
	}
	return len(ts) > 0
}

// oldDescribed are the words of a clause that only describes the old piece
// a service question asks to take away: "It's a 3 seater", "it's a
// double", "it's quite big".
var oldDescribed = words(`it it's its is was a an the old one 2 3 4 two three four seater seaters double single king
	queen corner sofa settee couch bed mattress big small large heavy quite very fairly pretty leather fabric wooden`)

// extraDescribed reports clause ci as only describing the old piece, in a
// reply that asks for a service on the day (questionextra.go): "Will you
// take the old sofa away? It's a 3 seater".
func (rd *reading) extraDescribed(ci int) bool {
	c := rd.clauses[ci]
	if ci == 0 || asking(c) || !onlyWords(c.toks, oldDescribed) || c.toks[0].w != "it" {
		return false
	}
	p := rd.clauses[ci-1]
	return asking(p) && extraAsked(p)
}
