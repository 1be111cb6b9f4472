package interpret

// Notes in a reply in another language: the words its lexicon glosses as
// "please" are found by their gloss, since the words as written are not
// English (see leadIn).

import "strings"

// glossedPlease finds, in a reply in another language, the words just
// before start (past any the lexicon reads as nothing and an object
// pronoun, never past a break) that its lexicon glosses as "please" ("vă
// rog", "vă rog să mă sunați"): where they start.
func (rd *reading) glossedPlease(bound, start int) (int, bool) {
	if rd.lang == nil {
		return 0, false
	}
	for from := start; ; {
		end, at, please, object := -1, from, false, true
		for _, t := range rd.all {
			if t.isBreak() || t.end > from || t.start < bound {
				continue
			}
			if t.end > end {
				end, at, please, object = t.end, t.start, false, true
			}
			if t.end == end {
				at, please = min(at, t.start), please || t.w == "please"
				object = object && (t.w == "me" || t.w == "us" || t.w == "to")
			}
		}
		if end < 0 || at >= from || strings.ContainsAny(rd.text[end:from], ",;.!?:\n") {
			return 0, false
		}
		if please {
			return at, true
		}
		if !object || from != start {
			return 0, false
		}
		from = at // "să mă sunați", "do mnie": the pronoun before the verb
	}
}

// pleaseTail moves end, the end of a note that closes its sentence, over a
// comma and a "please" that alone ends the sentence, as written: "Parcați
// pe strada din spate, vă rog", "Aparquen atrás, por favor". Only a reply
// in another language: its "please" is found by its gloss.
func (rd *reading) pleaseTail(end int) int {
	if rd.lang == nil {
		return end
	}
	rest := strings.TrimLeft(rd.text[end:], " ")
	if !strings.HasPrefix(rest, ",") {
		return end
	}
	from := len(rd.text) - len(rest) + 1
	stop := len(rd.text)
	if i := strings.IndexAny(rd.text[from:], ".,;:!?\n()"); i >= 0 {
		stop = from + i
	}
	please, last := false, -1
	for _, t := range rd.all {
		if t.isBreak() || t.start < from || t.start >= stop {
			continue
		}
		if t.w != "please" {
			return end
		}
		please, last = true, max(last, t.end)
	}
	if !please || strings.TrimSpace(rd.text[last:stop]) != "" {
		return end
	}
	return last
}
