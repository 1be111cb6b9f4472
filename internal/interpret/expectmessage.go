package interpret

// "Expecting" is being in when it waits for the delivery ("I'll be
// expecting it"), but not when what is expected is this message: "Is this
// genuine? I wasn't expecting a text" doubts the message and says nothing
// of anyone being away.

// expectedMessages are the things expected that are the message itself.
var expectedMessages = words(`text texts txt message messages msg sms call calls email emails`)

// expectingMessage reports "expecting" at ts[p] whose object is a
// message: "wasn't expecting a text", "not expecting any message".
func expectingMessage(ts []token, p int) bool {
	if w := ts[p].w; w != "expecting" && w != "expected" {
		return false
	}
	j := p + 1
	if j < len(ts) {
		switch ts[j].w {
		case "a", "an", "the", "any", "this", "that", "your", "ur":
			j++
		}
	}
	return j < len(ts) && expectedMessages[ts[j].w]
}

// unexpectedWords are the words of a clause that only says the message
// was not expected, beside a question whether it is genuine.
var unexpectedWords = words(`i we was were not never didn't did expect expecting expected a an any the this that
	your ur text texts txt message messages msg sms call calls email emails really`)

// unexpectedMessage reports clause c as only saying the message was not
// expected: "I wasn't expecting a text", "wasn't expecting any message".
func unexpectedMessage(c clause) bool {
	if asking(c) {
		return false
	}
	neg, exp := false, false
	for p, t := range c.toks {
		if !unexpectedWords[t.w] {
			return false
		}
		neg = neg || t.w == "not" || t.w == "never" || t.w == "didn't"
		exp = exp || expectingMessage(c.toks, p) || t.w == "expect" && p+1 < len(c.toks) && expectedMessages[c.toks[len(c.toks)-1].w]
	}
	return neg && exp
}
