package interpret

// instructionVerbs tell the driver what to do at the door: "Buzz flat 2B",
// "Ring number 4", "Knock at 12", "Use the side gate", "Park on the
// drive", "Leave it with Tom". Opening a clause, such a word is the
// instruction's verb, never a person's name, however it is written and
// whatever follows it ("Buzz flat 2B" names no Buzz at flat 2B).
var instructionVerbs = words(`buzz ring knock press use park leave call phone text bang push pop put drop
	hand give bring take try go come follow enter walk head turn wait`)

// instructionOpeners may stand before the verb of an instruction at the
// start of its clause: "please buzz flat 2B", "just ring number 4", "and
// then knock".
var instructionOpeners = words(`please pls plz just then and so also kindly simply only but or`)

// instructionVerbAt reports ts[i] as the verb of an instruction opening
// its clause: only openers such as "please", "just", "then" stand before
// it.
func instructionVerbAt(ts []token, i int) bool {
	if i >= len(ts) || !instructionVerbs[ts[i].w] {
		return false
	}
	for _, t := range ts[:i] {
		if !instructionOpeners[t.w] {
			return false
		}
	}
	return true
}

// fallbackVerbs are the instructions for getting an answer at the door that a
// fallback may follow: "knock if it doesn't work", "press 4, try again if
// that doesn't work".
var fallbackVerbs = words(`knock bang buzz press ring try use`)

// doorFallback reports a match of "does not work" whose subject is "it" or
// "that" after "if", in a sentence that tells the driver how to get an
// answer at the door before it: "the intercom is a bit temperamental so
// knock if it doesn't work". What may not work is the bell, not the day.
// "ring me if it doesn't work" speaks to the customer, and still counts.
func doorFallback(s sentence, m match) bool {
	i := m.start
	if i < 2 || s.toks[i-2].w != "if" || (s.toks[i-1].w != "it" && s.toks[i-1].w != "that") {
		return false
	}
	for k := i - 3; k >= 0; k-- {
		if fallbackVerbs[s.toks[k].w] && (k+1 >= len(s.toks) || !selfWords[s.toks[k+1].w]) {
			return true
		}
	}
	return false
}

// instructionObjects may follow the verb of an instruction: "buzz flat
// 12", "ring the bell", "knock at the back", "press 4".
var instructionObjects = words(`flat number no the a at on it me us twice loud loudly hard bell doorbell buzzer
	intercom door gate side back front first when if and`)

// instructionAfterName reports ts[j], after a name has begun, as the verb
// of an instruction that runs on from the name, as a call's transcript
// writes it with no stop: "his name is kieran buzz flat twelve" is Kieran,
// and then an instruction. A word that stands for a surname ("Ring" in
// "Tom Ring will be in") is followed by none of these.
func instructionAfterName(ts []token, j int) bool {
	return instructionVerbs[ts[j].w] && j+1 < len(ts) && (instructionObjects[ts[j+1].w] || numberLike(ts[j+1].w))
}
