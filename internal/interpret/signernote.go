package interpret

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The words that say who the signer is ("my husband", "my son", "next
// door", "the cleaner", "mi vecina del 3B") go to Result.Notes, copied
// from the reply: the driver asks for "your neighbour at number 12", and
// the retailer knows who signed. The phrase runs from its determiner or
// possessive through the relation word, the name and any place, and stops
// before the verb; the name is then cut from it (signerbare.go), as it is
// Result.Signer. A bare name ("Tom will be in") says nothing more than
// Result.Signer, and gives no such note.

// mention is a person described in the reply: the clause, the token span
// and the person read there.
type mention struct {
	clause, from, to int
	who              person
	ext              int // bytes of the reply the phrase ends at, when a name follows in the next clause
}

// copulaLeads before a relation describe someone already named: "gary
// will be in, he's my lodger".
var copulaLeads = words(`he she they`)

// describedMentions finds every person the reply describes by a relation
// or a place, in order.
func (rd *reading) describedMentions() []mention {
	var out []mention
	for ci, c := range rd.clauses {
		ts := c.toks
		for i := 0; i < len(ts); i++ {
			if !determiners[ts[i].w] && relations[ts[i].w] == "" && !titles[ts[i].w] && !nameWord(ts[i], false, slotOnly) {
				continue
			}
			if k, ok := ownerRelation(ts, i); ok {
				// "Jane's husband": someone answering for the customer
				p := person{kind: pOther, relation: relations[ts[k].w]}
				p.j = p.takeName(ts, k+1, false, slotOnly)
				out = append(out, mention{clause: ci, from: i, to: p.j, who: p})
				i = p.j - 1
				continue
			}
			p, ok := parsePerson(ts, i, slotFree)
			if !ok || p.kind != pOther || p.j <= i || (p.relation == "" && p.place == "") {
				continue
			}
			if p.relation != "" && len(p.name) > 0 && (ts[i].w == "her" || ts[i].w == "his") && rd.customerWord(p.name[0]) {
				p.j, p.name = rd.nameAt(ts, p.name[0]), nil // "her husband sarah's at work": the customer after him
			}
			if p.relation == "" && len(p.name) == 0 && !determiners[ts[i].w] {
				continue // "next door" alone is a place, not who signs; "the lady at 14" is someone
			}
			out = append(out, mention{clause: ci, from: i, to: p.j, who: p})
			i = p.j - 1
		}
	}
	return out
}

// nameAt returns the index in ts of the token t.
func (rd *reading) nameAt(ts []token, t token) int {
	for k, u := range ts {
		if u.start == t.start {
			return k
		}
	}
	return len(ts)
}

// signerPhrase gives the bytes of the reply that say who the signer is,
// or false when the reply describes nobody who signs.
func (rd *reading) signerPhrase(signer string) ([2]int, bool) {
	ms := rd.describedMentions()
	if len(ms) == 0 {
		return [2]int{}, false
	}
	for k, m := range ms {
		if len(m.who.name) == 1 && m.who.name[0].w == "will" && !strings.EqualFold(signer, "will") {
			// "but my wife will": the verb, not her name
			ms[k].who.name, ms[k].to = nil, m.to-1
		}
	}
	pick := -1
	if signer != "" {
		// the one the signer's name is given with: "my son Jack"
		for k, m := range ms {
			if len(m.who.name) > 0 && strings.EqualFold(tidyName(m.who.title, rd.nameText(m.who.name)), signer) {
				pick = k
				break
			}
		}
		// a relation with the name opening the next clause: "the cleaner,
		// Rosa", "my mother-in-law, Mrs Okafor, will be"
		if pick < 0 {
			for k, m := range ms {
				if len(m.who.name) == 0 && m.to == len(rd.clauses[m.clause].toks) && m.clause+1 < len(rd.clauses) {
					if end, ok := rd.nameOpens(m.clause+1, signer); ok {
						ms[k].ext = end
						pick = k
						break
					}
				}
			}
		}
	}
	if pick < 0 {
		// the one a statement is about: "my mum will be in, her name is Linda"
		for k, m := range ms {
			if len(m.who.name) > 0 && signer != "" {
				continue // someone else named
			}
			if rd.framedMention(m) {
				pick = k
				break
			}
		}
	}
	if pick < 0 {
		// "gary will be in, he's my lodger"; "this is her husband"; "Tom,
		// Jane's husband": the one person described, not said to be away
		var nameless []int
		for k, m := range ms {
			if len(m.who.name) == 0 && !rd.awayMention(m) && !rd.withMention(m) {
				nameless = append(nameless, k)
			}
		}
		if len(nameless) == 1 {
			pick = nameless[0]
		}
	}
	if pick < 0 {
		return [2]int{}, false
	}
	m := ms[pick]
	if signer == "" && len(m.who.name) > 0 {
		// a name the reader did not take ("but my wife will"): the
		// relation alone
		for m.to > m.from+1 && relations[rd.clauses[m.clause].toks[m.to-1].w] == "" {
			m.to--
		}
		m.who.name = nil
	}
	if rd.lang != nil {
		span, ok := rd.rawPhrase(m)
		if ok && m.ext > span[1] {
			span[1] = m.ext // "soția mea, Elena, va fi acasă": the name after a comma
		}
		return span, ok
	}
	ts := rd.clauses[m.clause].toks
	from := m.from
	if rd.copulaBefore(m) {
		from -= 2
	}
	span := [2]int{ts[from].start, ts[m.to-1].end}
	for _, t := range ts[from:m.to] {
		span[0], span[1] = min(span[0], t.start), max(span[1], t.end)
	}
	if m.to < len(ts) && ts[m.to].start == ts[m.to-1].start {
		// "my mum's going to be there": the verb is no part of it
		if k := strings.LastIndexAny(rd.text[span[0]:span[1]], "'’"); k > 0 {
			span[1] = span[0] + k
		}
	}
	if m.ext > 0 {
		span[1] = m.ext
	}
	return rd.bracketed(span, signer), true
}

// copulaBefore reports "he's", "she is" just before a mention with no
// name: the words describe someone named elsewhere.
func (rd *reading) copulaBefore(m mention) bool {
	ts := rd.clauses[m.clause].toks
	return len(m.who.name) == 0 && m.from >= 2 && copulaLeads[ts[m.from-2].w] && beForms[ts[m.from-1].w] &&
		determiners[ts[m.from].w]
}

// framedMention reports a mention that a statement about being in or
// signing is about, in the same clause.
func (rd *reading) framedMention(m mention) bool {
	for _, f := range rd.fs {
		if f.clause == m.clause && !f.absent && f.who.kind == pOther && f.who.relation == m.who.relation &&
			len(f.who.name) == len(m.who.name) {
			return true
		}
	}
	return false
}

// withSignerNote adds to the notes the words that say who the signer is,
// for a reply read as another person signing, in their place among the
// other instructions. Words already in a note are not repeated.
func (rd *reading) withSignerNote(res Result) string {
	if res.Intent != confirm.IntentAlternateSigner {
		return res.Notes
	}
	span, ok := rd.signerPhrase(res.Signer)
	if !ok {
		return res.Notes
	}
	type run struct{ a, b int }
	var runs []run
	if res.Notes != "" {
		at := 0
		for _, s := range strings.Split(res.Notes, "; ") {
			i := strings.Index(rd.text[at:], s)
			if i < 0 {
				// a run not found as written: keep the notes and add the
				// phrase after them
				return res.Notes + "; " + rd.bareSigner(span[0], span[1], span, res.Signer)
			}
			runs = append(runs, run{at + i, at + i + len(s)})
			at += i + len(s)
		}
	}
	out := make([]run, 0, len(runs)+1)
	added := false
	for _, r := range runs {
		switch {
		case added || r.b <= span[0]:
			out = append(out, r)
		case r.a >= span[1]:
			out = append(out, run{span[0], span[1]}, r)
			added = true
		default:
			// the phrase overlaps the note: one note covering both
			out = append(out, run{min(r.a, span[0]), max(r.b, span[1])})
			added = true
		}
	}
	if !added {
		out = append(out, run{span[0], span[1]})
	}
	parts := make([]string, 0, len(out))
	for _, r := range out {
		if r.a < span[1] && r.b > span[0] {
			parts = append(parts, rd.bareSigner(r.a, r.b, span, res.Signer))
			continue
		}
		parts = append(parts, strings.TrimSpace(strings.Trim(rd.text[r.a:r.b], " ,;:-")))
	}
	return strings.Join(parts, "; ")
}

// bracketed widens a phrase written in brackets: "my dad (Geoff)" keeps
// its closing bracket, and "Priya (lodger)" is the name with who she is.
func (rd *reading) bracketed(span [2]int, signer string) [2]int {
	in := rd.text[span[0]:span[1]]
	if strings.Count(in, "(") > strings.Count(in, ")") {
		if k := strings.IndexByte(rd.text[span[1]:], ')'); k >= 0 && strings.TrimSpace(rd.text[span[1]:span[1]+k]) == "" {
			span[1] += k + 1
		}
		return span
	}
	before := strings.TrimRight(rd.text[:span[0]], " ")
	after := rd.text[span[1]:]
	if e := asideAfter(after); e > 0 {
		span[1] += e // "my daughter Amy (she's 19)": a word on who she is
		return span
	}
	if signer == "" || !strings.HasSuffix(before, "(") || !strings.HasPrefix(strings.TrimLeft(after, " "), ")") {
		return span
	}
	before = strings.TrimRight(strings.TrimSuffix(before, "("), " ")
	if len(before) >= len(signer) && strings.EqualFold(before[len(before)-len(signer):], signer) {
		span[0] = len(before) - len(signer)
		span[1] += strings.IndexByte(after, ')') + 1
	}
	return span
}

// ownerRelation reads a name with "'s" and a relation at ts[i]: "Jane's
// husband", "Mrs Hughes's carer". It returns the relation's index.
func ownerRelation(ts []token, i int) (int, bool) {
	if i+2 >= len(ts) || ts[i+1].w != "is" || ts[i+1].start != ts[i].start || relations[ts[i+2].w] == "" {
		return 0, false
	}
	if !nameWord(ts[i], false, slotOnly) {
		return 0, false
	}
	return i + 2, true
}

// awayMention reports a person a statement says is away: "my wife is
// away, Tom will be in".
func (rd *reading) awayMention(m mention) bool {
	for _, f := range rd.fs {
		if f.clause == m.clause && f.absent && f.who.kind == pOther && f.who.relation == m.who.relation {
			if len(f.who.name) > 0 && len(m.who.name) == 0 && rd.customerWord(f.who.name[0]) {
				continue // "her husband sarah's at work": the customer is away, not him
			}
			return true
		}
	}
	return false
}

// withMention reports a person the customer will be with: "I'll be at
// the hospital with my mum".
func (rd *reading) withMention(m mention) bool {
	ts := rd.clauses[m.clause].toks
	return m.from > 0 && (ts[m.from-1].w == "with" || ts[m.from-1].w == "at" || ts[m.from-1].w == "to" || ts[m.from-1].w == "for")
}

// nameOpens reports the clause ci opening with the signer's name, a title
// and all ("Mrs Okafor, will be"), and the byte the name ends at.
func (rd *reading) nameOpens(ci int, signer string) (int, bool) {
	next := rd.clauses[ci].toks
	var q person
	j := 0
	if len(next) > 1 && titles[next[0].w] {
		q.title = titleText(next[0])
		j = 1
	}
	k := q.takeName(next, j, false, slotOnly)
	if k == j || k < len(next) && !auxWords[next[k].w] && !beForms[next[k].w] {
		return 0, false // the name alone, or before its verb
	}
	if !strings.EqualFold(tidyName(q.title, rd.nameText(q.name)), signer) {
		return 0, false
	}
	return next[k-1].end, true
}
