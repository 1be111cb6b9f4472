package interpret

// Names and letters a gloss leaves as written. A block, a stairwell or a
// flat named by a capital letter ("klatka B", "blocul C, scara 2", "fflat
// A") is an address, read as a code is: the letter alone is no word of any
// lexicon.

// letterPlaces are the glosses a block's letter follows.
var letterPlaces = words(`block stairwell stairs staircase flat apartment entrance building door gate house number floor`)

// blockLetter reports a single capital letter w, as written in t, right
// after a word glossed as a place in letterPlaces.
func blockLetter(prevGloss string, t token, w string) bool {
	return len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' && startsUpper(t.raw) && letterPlaces[lastWord(prevGloss)]
}

// bareNameEnds reports a given name alone at out[j] that ends its clause,
// after a verb of what someone will do ("Odbierze Ania", glossed "will take
// it ania"): the subject the language put after its verb. A word the
// lexicon reads is no name here, nor a lower-case word that is not a given
// name of the language.
func bareNameEnds(lx *lexicon, out []token, j int) bool {
	if j >= len(out) {
		return false
	}
	n := out[j]
	if n.isBreak() || n.w != squeezeRuns(fold(n.raw)) || !isLetters(n.w) || lx.words[n.w] != "" {
		return false
	}
	if !(startsUpper(n.raw) && !n.shout || n.name || lx.names[n.w]) {
		return false
	}
	return j+1 == len(out) || out[j+1].isBreak() && out[j+1].brk != '?'
}
