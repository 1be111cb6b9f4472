package interpret

import "unicode"

// A smiley or a thumbs up after the customer's own question ("Yes I'll be
// in. Is it the grey or the blue?? 😊") is read as a yes, but it answers
// nothing: it does not settle the question (questionsettle.go), which is
// still asked, and it is no bare yes beside the question (yesbareask.go):
// "is it the grey or the blue?? 😊" is asked about.

// emojiYes reports a yes written as an emoji rather than a word.
func emojiYes(t token) bool {
	for _, r := range t.raw {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}
	return false
}

// emojiAfterAsking reports clause ci as only emoji read as yes, after a
// clause that asks.
func (rd *reading) emojiAfterAsking(ci int) bool {
	c := rd.clauses[ci]
	if len(c.toks) == 0 {
		return false
	}
	for _, t := range c.toks {
		if !emojiYes(t) {
			return false
		}
	}
	for _, o := range rd.clauses[:ci] {
		if asking(o) {
			return true
		}
	}
	return false
}
