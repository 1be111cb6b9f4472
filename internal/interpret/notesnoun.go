package interpret

// heardNoun reports a phone word used as a thing had or received, not an
// asking to be phoned: "never had a text like this before", "I got a call
// about it yesterday", "received the text earlier". "Give me a ring before"
// still asks.
func heardNoun(ts []token, i int) bool {
	return i >= 2 && determiners[ts[i-1].w] && receivedWords[ts[i-2].w]
}

// receivedWords have a text or a call as their object.
var receivedWords = words(`had have has got get gets getting received receive receiving seen see sent never ever`)

// backAndForth reports "back and forth" (or "fourth"), to and fro: no back
// of the house. "Be easier than texting back and forth" tells the driver
// nothing.
func backAndForth(ts []token, i int) bool {
	return ts[i].w == "back" && i+2 < len(ts) && ts[i+1].w == "and" && (ts[i+2].w == "forth" || ts[i+2].w == "fourth")
}

// personHedge are the words that leave a person unsure: "one of the
// neighbours probably", "maybe next door". A person only perhaps there is
// no one for the driver to ask for.
var personHedge = words(`probably maybe perhaps possibly might prob probs mebbe`)
