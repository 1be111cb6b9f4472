package interpret

// "Instead" after a yes says what replaces what. Another day asked for
// instead ("yes but can you come tomorrow instead", "yeah but could you do
// Thursday instead?", "yes I'll be in but can you come Thursday instead")
// is not a confirmation: it is read as a slot picked or a different day,
// even beside someone said to be in. Another place or way in instead of one ("use the
// side door instead", "leave it next door instead of the porch") is an
// instruction: the parcel goes to a place, and a place named only by where
// it is ("next door", "no. 4") is not someone to sign.

// placeOnly reports a person given only by where they are: "next door",
// "number 12", with no name, title or relation.
func placeOnly(p person) bool {
	return p.kind == pOther && len(p.name) == 0 && p.title == "" && p.relation == "" && p.place != ""
}

// insteadOfPlace reports "instead of" a place to leave a parcel from
// ts[j]: "instead of the porch", "instead of on the doorstep".
func insteadOfPlace(ts []token, j int) bool {
	if j+2 >= len(ts) || ts[j].w != "instead" || ts[j+1].w != "of" {
		return false
	}
	for k := j + 2; k < min(len(ts), j+6); k++ {
		switch w := ts[k].w; {
		case safePlaces[w] || accessNouns[w]:
			return true
		case w != "the" && w != "my" && w != "our" && w != "on" && w != "in" && w != "at" && w != "by" && w != "front" && w != "back":
			return false
		}
	}
	return false
}

// dayAskedFor reports a day named in a request ("but can you come
// Thursday instead", "could they do Monday"), or with "instead": beside
// someone in, it asks for that day rather than saying someone will be in
// on it ("yes I'll be in Monday").
func (rd *reading) dayAskedFor() bool {
	for _, r := range rd.rs {
		if r.neg || r.kind != refDay || r.booked {
			continue
		}
		ts := rd.clauses[r.clause].toks
		k := 0
		for k < len(ts) && (ts[k].w == "but" || ts[k].w == "and" || ts[k].w == "so" || ts[k].w == "though" || ts[k].w == "or") {
			k++
		}
		if k < len(ts) && requestWords[ts[k].w] || containsWord(ts, "instead") {
			return true
		}
	}
	return false
}
