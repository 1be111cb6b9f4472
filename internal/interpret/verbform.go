package interpret

import "strings"

// verbForm reports a word in lower case that is an English verb with its
// -s, -ed or -ing ("stays", "remains", "waits", "stayed", "staying"): after a
// relation it says what the relation does, so it is no name ("my wife
// stays", "my husband remains").
func verbForm(w string) bool {
	if !realWord("en", w) {
		return false
	}
	for _, suf := range []string{"ies", "es", "s", "ed", "ing"} {
		stem, ok := strings.CutSuffix(w, suf)
		if !ok || len(stem) < 3 {
			continue
		}
		if suf == "ies" {
			stem += "y"
		}
		if realWord("en", stem) || suf != "ies" && suf != "s" && realWord("en", stem+"e") {
			return true
		}
	}
	return false
}
