package interpret

import (
	"strings"
	"unicode"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Names said the way people say them, above all on a call: spelled out
// letter by letter ("wojtek w o j t e k"), introduced ("her name's
// Margaret", "he's called Mr Okafor"), and the name of someone answering
// for the customer who says who they are ("this is her husband, I'll be
// in", "I'm Jane's daughter, my name's Priya").

// spelledOut joins a run of three or more single letters on a call into
// the word they spell: "m a r e k" is "marek". Where the word was also said
// whole just before or after the letters, the letters go.
func spelledOut(ts []token) []token {
	single := func(t token) bool {
		r := []rune(t.raw)
		return t.w == "" && !t.isBreak() && len(r) == 1 && unicode.IsLetter(r[0])
	}
	var out []token
	for i := 0; i < len(ts); i++ {
		j := i
		for j < len(ts) && single(ts[j]) {
			j++
		}
		if j-i < 3 {
			out = append(out, ts[i])
			continue
		}
		var b strings.Builder
		for _, t := range ts[i:j] {
			b.WriteString(strings.ToLower(t.raw))
		}
		word := b.String()
		said := func(k int) bool { return k >= 0 && k < len(ts) && strings.EqualFold(ts[k].raw, word) }
		if !said(i-1) && !said(j) {
			out = append(out, token{raw: word, start: ts[i].start, end: ts[j-1].end, sent: ts[i].sent})
		}
		i = j - 1
	}
	return out
}

// introLeads say a name follows: "her name is", "he is called".
var introLeads = words(`called named`)

// introducedName returns the name a reply introduces ("her name's
// Margaret", "my name is Priya", "he's called Mr Okafor"), tidied, or "".
func (rd *reading) introducedName() string {
	for _, c := range rd.clauses {
		ts := c.toks
		for i := 0; i < len(ts); i++ {
			at := -1
			switch {
			case ts[i].w == "name" && i+1 < len(ts) && ts[i+1].w == "is":
				at = i + 2
			case introLeads[ts[i].w]:
				at = i + 1
			}
			if at < 0 || at >= len(ts) {
				continue
			}
			title := ""
			if t := titleCanon[ts[at].w]; t != "" || ts[at].w == "doctor" {
				title = t
				if ts[at].w == "doctor" {
					title = "Dr"
				}
				at++
			}
			var name []string
			for k := at; k < len(ts) && len(name) < 2; k++ {
				if !introducible(ts[k]) {
					break
				}
				name = append(name, ts[k].raw)
			}
			if len(name) > 0 {
				return tidyName(title, strings.Join(name, " "))
			}
		}
	}
	return ""
}

// introducible reports a word that may be a name after "my name is": not
// an ordinary word, unless it is also a given name.
func introducible(t token) bool {
	if t.isBreak() || !isLetters(t.w) || len(t.w) < 2 {
		return false
	}
	if givenNames[t.w] {
		return true
	}
	return !commonWords[t.w] && !vocab[t.w] && !accountedWord(t.w) && relations[t.w] == ""
}

func accountedWord(w string) bool { return accounted.words[w] != "" }

// answeringFor reports a reply from someone answering for the customer
// who says who they are, and their name when they give it: "this is her
// husband", "it's her husband Raj here", "I'm Jane's son", "it's Tom,
// Jane's husband", or, the customer named away and the writer in, a name
// closing the reply ("Jane's away that week but I'm here - Priya").
func (rd *reading) answeringFor() (bool, []token) {
	var ts []token
	for _, t := range rd.toks {
		if t.brk != '.' && t.brk != '?' {
			ts = append(ts, t)
		}
	}
	// possessive reads "her", "Jane's" (with the "is" it was read as),
	// "Mrs Hughes's" from ts[k]; it returns the index after it, or -1.
	possessive := func(k int) int {
		if k < len(ts) && titles[ts[k].w] {
			k++
		}
		if k >= len(ts) || !(ts[k].w == "her" || ts[k].w == "his" || ts[k].w == "their" || rd.customerWord(ts[k]) ||
			strings.HasSuffix(ts[k].raw, "'s") || strings.HasSuffix(ts[k].raw, "’s")) {
			return -1
		}
		for k++; k < len(ts) && ts[k].start == ts[k-1].start; k++ {
		}
		return k
	}
	for i := 0; i+2 < len(ts); i++ {
		a, b := ts[i].w, ts[i+1].w
		if !(a == "this" && b == "is" || a == "i" && b == "am" || a == "it" && b == "is") {
			continue
		}
		// "this is her husband (Raj)"
		if k := possessive(i + 2); k > 0 && k < len(ts) && relations[ts[k].w] != "" {
			var p person
			p.takeName(ts, k+1, false, slotOnly)
			if len(p.name) == 0 && k+2 < len(ts) && ts[k+1].brk == ',' {
				// "I'm her carer, Beverley, and I'll be at the house": the
				// name set off by commas
				if e := p.takeName(ts, k+2, false, slotOnly); e < len(ts) && ts[e].brk != ',' && ts[e].w != "and" {
					p.name = nil
				}
			}
			if len(p.name) > 0 && rd.customerWord(p.name[0]) {
				// "this is her husband sarah's at work": the name after
				// is the customer's, who is spoken of, not his
				p.name = nil
			}
			if len(p.name) == 0 {
				p.name = rd.closingName() // "this is her carer. ... Bev"
			}
			return true, p.name
		}
		// "it's Tom, Jane's husband"
		if !rd.knownName(ts[i+2]) {
			continue
		}
		p := person{name: []token{ts[i+2]}}
		k := p.takeName(ts, i+3, false, slotOnly)
		if k < len(ts) && ts[k].brk == ',' {
			k++
		}
		if k = possessive(k); k > 0 && k < len(ts) && relations[ts[k].w] != "" {
			return true, p.name
		}
	}
	if rd.signedByRelation() {
		return true, nil
	}
	for ci := range rd.clauses {
		if rd.introHere(ci) { // "Sarah's flatmate here": answerfor.go
			return true, rd.closingName()
		}
	}
	// "Not Jane, she's my wife, but I'll be in"
	for _, s := range rd.sents {
		for i := range s.toks {
			if e, ok := notNamed(s, i); ok && relatedAfter(s.toks[e:]) && rd.writerIn() {
				return true, nil
			}
		}
	}
	return rd.customerAway()
}

// relatedAfter reports words that say how the one just named is related
// to the writer: "(not Jane,) she's my wife", "he is my husband".
func relatedAfter(ts []token) bool {
	for len(ts) > 0 && ts[0].isBreak() {
		ts = ts[1:]
	}
	return len(ts) >= 4 && (ts[0].w == "she" || ts[0].w == "he") && ts[1].w == "is" &&
		(ts[2].w == "my" || ts[2].w == "our") && relations[ts[3].w] != ""
}

// signedByRelation reports a reply its writer signs by who they are to
// the customer, in a sentence of its own at the end, having said they
// will be in: "Jane's at work but I'm in all morning. Her mum".
func (rd *reading) signedByRelation() bool {
	cs := rd.clauses
	if len(cs) < 2 || cs[len(cs)-1].sentence == cs[len(cs)-2].sentence || !rd.writerIn() {
		return false
	}
	ts := cs[len(cs)-1].toks
	return len(ts) == 2 && (ts[0].w == "her" || ts[0].w == "his") && relations[ts[1].w] != ""
}

// customerAway reports a reply that speaks of the customer, by name, as
// away while its writer will be in ("Jane's away that week but I'm here"):
// someone else writes, and signs. Their name is one closing the reply
// alone: "- Priya (lodger)".
func (rd *reading) customerAway() (bool, []token) {
	away, in := false, false
	for _, f := range rd.fs {
		switch {
		case f.question || f.hedged:
		case f.absent && len(f.who.name) == 1 && f.who.relation == "" && rd.customerWord(f.who.name[0]):
			away = true
		case !f.absent && f.who.kind == pSelf && !f.implied:
			in = true
		}
	}
	if !away || !in {
		return false, nil
	}
	return true, rd.closingName()
}

// closingName returns a name closing the reply on its own, as its writer
// signs it: "... Bev", "- Priya (lodger)"; nil if there is none.
func (rd *reading) closingName() []token {
	cs := rd.clauses
	for ci := len(cs) - 1; ci >= 0; ci-- {
		ts := cs[ci].toks
		switch {
		case len(ts) == 1 && relations[ts[0].w] != "" && ci > 0:
			continue // "Priya (lodger)"
		case len(ts) >= 1 && rd.knownName(ts[0]):
			p := person{name: []token{ts[0]}}
			if k := p.takeName(ts, 1, false, slotOnly); k == len(ts) {
				return p.name
			}
		}
		break
	}
	return nil
}

// withIntroduction completes a confirming finding with a name the reply
// introduces, and reads a reply from someone answering for the customer
// who will be in as that person signing: "this is her husband, I'll be
// in" names another signer (whose name the conversation then asks for),
// "it's her husband Raj here, I'll be in" names Raj.
func (rd *reading) withIntroduction(f finding) finding {
	switch f.intent {
	case confirm.IntentAlternateSigner:
		if f.signer != "" && rd.writesForNamed() {
			// "Jane will be in, this is her husband replying": the one
			// named is the customer the writer answers for
			f.intent, f.signer, f.conf = confirm.IntentWillBeIn, "", min(f.conf, 0.8)
			f.what = "is someone answering for the customer, who says the customer will be in"
			return f
		}
		if f.signer == "" {
			if n := rd.introducedName(); n != "" {
				f.signer = n
				f.what = "names another person who will sign: " + n
			}
		}
	case confirm.IntentUnclear:
		if rd.in.Expect == ExpectName && f.basis == "" && f.doubt == DoubtNone {
			if n := rd.introducedName(); n != "" {
				g := found(confirm.IntentAlternateSigner, 0.8, "names who will sign: "+n)
				g.signer = n
				return g
			}
		}
	case confirm.IntentWillBeIn, confirm.IntentDifferentDay:
		ok, name := rd.answeringFor()
		if ok && f.intent == confirm.IntentDifferentDay && !rd.writerIn() && !rd.writerAway() {
			// "Priya's at work, it's her husband Raj here": the customer is
			// out, and the writer says nothing of themselves
			g := found(confirm.IntentUnclear, 0.5, "is someone answering for the customer, who is out, and does not say whether they will be in")
			g.quote = f.quote
			return g
		}
		if !ok || f.intent == confirm.IntentDifferentDay && (!rd.writerIn() || rd.writerAway()) || f.intent == confirm.IntentWillBeIn && rd.householdIn() {
			break // "it's her husband, one of us will be in": householdin.go; "I'm her husband, I'm at work too"
		}
		f.intent, f.conf, f.basis = confirm.IntentAlternateSigner, min(f.conf, 0.85), ""
		f.signer = rd.introducedName()
		for len(name) > 1 && rd.customerWord(name[len(name)-1]) {
			name = name[:len(name)-1] // "it's tom sarah's husband": Sarah is the customer
		}
		if len(name) > 0 {
			f.signer = rd.signer(person{name: name})
		}
		f.what = "is someone answering for the customer, who will be in"
		if f.signer != "" {
			f.what += ": " + f.signer
		}
	}
	return f
}

// writerAway reports a reply whose writer says they will be out too:
// "we're both away that week".
func (rd *reading) writerAway() bool {
	for _, f := range rd.fs {
		if f.who.kind == pSelf && f.absent && !f.question {
			return true
		}
	}
	return false
}

// writesForNamed reports a reply that names someone with no relation and
// whose writer then says whose relation they are: "Jane will be in, this
// is her husband".
func (rd *reading) writesForNamed() bool {
	for _, f := range rd.fs {
		if f.who.kind == pOther && f.who.relation != "" {
			return false
		}
	}
	for _, c := range rd.clauses {
		ts := c.toks
		for i := 0; i+3 < len(ts); i++ {
			a, b := ts[i].w, ts[i+1].w
			if (a == "this" && b == "is" || a == "it" && b == "is" || a == "i" && b == "am") &&
				(ts[i+2].w == "her" || ts[i+2].w == "his") && relations[ts[i+3].w] != "" {
				return true
			}
		}
	}
	return false
}

// writerIn reports a reply whose writer says, firmly, that they will be
// in: "but I'm here".
func (rd *reading) writerIn() bool {
	for _, f := range rd.fs {
		if f.who.kind == pSelf && !f.absent && !f.hedged && !f.soft && !f.implied && !f.question {
			return true
		}
	}
	return false
}

// knownName reports a word that is a given name wherever it stands: one
// that is no English word ("maureen", "aisha"), a given name of the
// reply's language ("ola"), or a given name written with its capital
// inside a sentence.
func (rd *reading) knownName(t token) bool {
	if t.isBreak() || rd.customerWord(t) || relations[t.w] != "" || nameStop[t.w] {
		return false
	}
	return firstNames[t.w] || t.name || (rd.lang != nil && rd.lang.names[fold(t.w)]) || (givenNames[t.w] && nameCapital(t))
}

// notNameLeads are words after which a name is someone else than the
// person described: "tell Dave", "in with Tom", "not Tom", "or Dave".
var notNameLeads = words(`with to tell ask call text ring and or not no than like from by at of meet
	except unless but without`)

// laterName finds the name of a person described without one when the
// reply gives it elsewhere, standing alone: after the words about them
// ("it'll be my mum signing for it maureen", "moja córka będzie w domu
// ola"), after a dash or in brackets ("my dad will be in instead -
// Geoff"), spelled out on a call. Only a name that ends its clause, is no
// object of a verb or preposition, and is the only such name counts; two
// candidates name nobody.
func (rd *reading) laterName(best *frame) []token {
	var found []token
	seen := map[string]bool{}
	at := lastCorrection(rd.vsents())
	for ci := best.clause; ci < len(rd.clauses); ci++ {
		ts := rd.clauses[ci].toks
		for i := 0; i < len(ts); i++ {
			// a word the reader does not know, written with a capital, alone
			// in its clause: "bydd fy mam adre, Eirlys"
			alone := len(ts) == 1 && nameCapital(ts[0]) && nameWord(ts[0], true, slotOnly)
			if ts[i].start <= at || !rd.knownName(ts[i]) && !alone {
				continue
			}
			p := person{name: []token{ts[i]}}
			k := p.takeName(ts, i+1, false, slotOnly) // a surname
			end := k == len(ts) || spellingNote(ts[k:])
			nameOf := i > 1 && ts[i-1].w == "of" && ts[i-2].w == "name" // "by the name of Maureen"
			lead := i == 0 || (ci == best.clause && i >= best.who.j) || aloneLeads[ts[i-1].w] || nameOf
			// a name alone in a sentence closing the reply may be the
			// writer's own: "My husband will be in. Maureen"
			cs := rd.clauses
			signed := i == 0 && k == len(ts) && ci == len(cs)-1 && cs[ci].sentence != cs[best.clause].sentence &&
				cs[ci-1].sentence != cs[ci].sentence
			// "with his friend Tom": the name of another relation
			other := i > 0 && relations[ts[i-1].w] != ""
			if !end || !lead || signed || other || (i > 0 && notNameLeads[ts[i-1].w] && !nameOf) {
				i = k - 1
				continue
			}
			if key := strings.ToLower(rd.nameText(p.name)); !seen[key] {
				seen[key] = true
				found = append(found, p.name...)
				if len(seen) > 1 {
					return nil
				}
			}
			i = k - 1
		}
	}
	return found
}

// aloneLeads are words after which a name stands alone: "she's called
// Aisha", "it's Geoff", "the Ana" (an article glossed from Portuguese).
var aloneLeads = words(`is called named the a it this`)

// spellingNote reports words that only say how a name is spelt: "with an
// e", "with two n's", "without the h".
func spellingNote(ts []token) bool {
	if len(ts) < 2 || len(ts) > 4 || (ts[0].w != "with" && ts[0].w != "without") {
		return false
	}
	for _, t := range ts[1:] {
		r := []rune(t.raw)
		if !(len(r) == 1 || t.w == "an" || t.w == "a" || t.w == "the" || t.w == "two" || t.w == "double" ||
			len(r) == 3 && strings.HasSuffix(t.raw, "'s")) {
			return false
		}
	}
	return true
}
