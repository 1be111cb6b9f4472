package interpret

import "unicode"

// A sign-off may give a title, an initial and a surname: "Kind regards, Mrs
// S Jones", "thanks, Ms R Adeyemi". The surname after a title is placed
// (cover.go), and so are the initial written as one, a single capital
// letter between them, and the surname after it.

// titledName reports that ts[i] is a surname after a title ("Mrs Jones"),
// or the initial or the surname of a title, an initial and a surname ("Mrs
// S Jones").
func titledName(ts []token, i int) bool {
	switch {
	case i > 0 && titles[ts[i-1].w]:
		if titleInitial(ts[i]) && i+1 < len(ts) && nameWord(ts[i+1], false, slotTitle) {
			return true // the initial: "Mrs S Jones"
		}
		return nameWord(ts[i], false, slotTitle)
	case i > 1 && titles[ts[i-2].w] && titleInitial(ts[i-1]):
		return nameWord(ts[i], false, slotTitle)
	}
	return false
}

// titleInitial reports a word written as one capital letter: "S", "J.".
func titleInitial(t token) bool {
	rs := []rune(t.raw)
	if len(rs) == 2 && rs[1] == '.' {
		rs = rs[:1]
	}
	return len(rs) == 1 && unicode.IsUpper(rs[0])
}
