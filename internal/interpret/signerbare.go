package interpret

import (
	"slices"
	"strings"
)

// A signer's note says who the signer is, not what they are called nor
// that they will take it: Result.Signer holds the name. "My neighbour Dave
// at number 6 will take it in for me" notes "My neighbour at number 6",
// "it'll be my husband, Raj" notes "my husband", "il mio vicino, il sig.
// Russo del piano di sotto" notes "il mio vicino del piano di sotto". An
// age said just after ("My son Josh will be there, he's 19") says who he is
// too and is kept with it: "My son, he's 19".

// takeWords are the words, or the glosses, of a signer taking the parcel,
// and of the frame that introduces them ("it'll be", "ci sarà").
var takeWords = words(`it it'll ll will 'll is are be there going gonna to take sign signs for receive
	receives collect collects accept get pick up in me us them the parcel package delivery can could
	would has have s happy able oh er erm um uh so well who him her this that`)

// pronouns before "'ll" take the parcel too: "she'll sign for it".
var pronouns = words(`he she they`)

// fillerWords stand between a relation and a name on a call: "my flatmate um Priya".
var fillerWords = words(`um er erm uh ehm`)

// ageSaid say an age: "he's 19", "she is 20 years old", "tiene 20 años".
var ageSaid = words(`he she hes shes he's she's is s has have they years year yr yrs old aged age`)

// bareSigner gives the words of the reply from a to b, the run of the
// notes holding the signer's phrase span, without the signer's name and
// the words of the taking around the phrase.
func (rd *reading) bareSigner(a, b int, span [2]int, signer string) string {
	var cuts [][2]int
	ws := rawWords(rd.text)
	in := func(k int) bool { return k >= 0 && k < len(ws) && ws[k].start >= a && ws[k].end <= b }
	gloss := func(k, n int) (string, bool) {
		if rd.lang == nil {
			return "", false
		}
		return rawGloss(rd.lang, ws, k, n)
	}
	isTitle := func(k int) bool {
		if titles[ws[k].w] || ws[k].w == "mister" || ws[k].w == "missus" {
			return true
		}
		g, ok := gloss(k, 1)
		return ok && titles[strings.Trim(g, ".")]
	}
	named := map[string]bool{}
	for _, w := range strings.Fields(signer) {
		named[squeezeRuns(fold(strings.Trim(w, ".")))] = true
	}
	if signer != "" {
		for k := range ws {
			if !in(k) {
				continue
			}
			w, end := ws[k].w, ws[k].end
			if base, ok := strings.CutSuffix(w, "'s"); ok && named[base] {
				if k+1 < len(ws) && relations[ws[k+1].w] != "" {
					continue // "Sarah's mum": whose, not who
				}
				w, end = base, ws[k].start+len(base)
			}
			if !named[w] || isTitle(k) && !named[ws[k].w] || driverVerbs[w] || phoneVerbs[w] {
				continue // "Buzz flat 7": the driver's verb, whoever read it as a name
			}
			if lead := firstNameBefore(ws, k, named, isTitle); lead > 0 && objectLeads[ws[lead-1].w] && in(lead-1) {
				continue // "leave it with Linda across the road": the instruction kept whole
			}
			// the whole name, a title, its article and a filler before it:
			// "la señora lopez", "il sig. Russo", "um Priya"
			j := k - 1
			for j >= 0 && in(j) && named[ws[j].w] {
				j--
			}
			from := ws[j+1].start
			titled := isTitle(j+1) || strings.HasSuffix(strings.Fields(signer)[0], ".")
			if j >= 0 && in(j) && isTitle(j) {
				from, titled = ws[j].start, true
				j--
			}
			if j >= 0 && in(j) && titled && rd.articleAt(ws, j) {
				from = ws[j].start
			} else if j >= 0 && in(j) && fillerWords[ws[j].w] {
				from = ws[j].start
			} else if n := nameIntroAt(ws, j); n > 0 && in(j-n+1) {
				from = ws[j-n+1].start // "her name's margaret"
			}
			if strings.HasPrefix(rd.text[end:], ".") && (isTitle(k) || k+1 < len(ws) && named[ws[k+1].w]) {
				end++ // "Sig. Russo", "M. Dupont"
			}
			cuts = append(cuts, [2]int{from, end})
		}
	}
	// the frame before the phrase and the taking after it: "it'll be",
	// "my neighbour's going to take it in", "will take it in for me"
	if k := firstWordAt(ws, span[0]); k > 0 && in(k-1) {
		j := k
		for j > 0 && in(j-1) && !rd.gapBreaks(ws, j) {
			n := rd.takeBack(ws, j)
			if n == 0 || rd.gapBreaks(ws, j-n+1) && n > 1 {
				break
			}
			j -= n
		}
		if j < k && (!in(j-1) || rd.gapBreaks(ws, j) || relations[strings.TrimSuffix(ws[j-1].w, "'s")] != "") {
			from := ws[j].start
			if j > 0 && strings.HasSuffix(ws[j-1].w, "'s") && ws[j-1].end == ws[j].start-1 {
				from = ws[j-1].end - 2 // "neighbour's going to": the verb's 's
			}
			cuts = append(cuts, [2]int{from, span[0]})
		}
	}
	if k := firstWordAt(ws, span[1]); k >= 0 && ws[k].start < b {
		j := k
		for j < len(ws) && ws[j].end <= b && (j == k || !rd.gapBreaks(ws, j)) {
			if named[ws[j].w] || isTitle(j) {
				j++
				continue
			}
			n := rd.takeAhead(ws, j, b)
			if n == 0 {
				break
			}
			j += n
		}
		for j > k && j < len(ws) && ws[j].start < b && rd.nothingWord(ws, j-1) {
			j-- // "do 1º": a word glossed as nothing before what stays
		}
		if j > k {
			to := b
			if j < len(ws) && ws[j].start < b {
				to = ws[j-1].end // "will take it, gate code 4321": the comma stays
			}
			cuts = append(cuts, [2]int{span[1], to})
		}
	}
	// the taking at the end of the run, after a place: "do 1º recebe"
	if last := firstWordAt(ws, b) - 1; last >= 0 && ws[last].start >= span[1] || firstWordAt(ws, b) < 0 && len(ws) > 0 && ws[len(ws)-1].start >= span[1] {
		if last < 0 {
			last = len(ws) - 1
		}
		j := last + 1
		for j > 0 && ws[j-1].start >= span[1] && (j == last+1 || !rd.gapBreaks(ws, j)) {
			n := rd.takeBack(ws, j)
			if n == 0 || ws[j-n].start < span[1] {
				break
			}
			j -= n
		}
		for j <= last && rd.nothingWord(ws, j) {
			j++
		}
		if j <= last && rd.takesVerb(ws[j:last+1]) {
			cuts = append(cuts, [2]int{ws[j].start, b})
		}
	}
	out := tidyCut(rd.text, a, b, cuts)
	if age := rd.ageAfter(span[1], b); age != "" {
		out += ", " + age
	}
	return out
}

// nothingWord reports ws[k] a word another language glosses as nothing.
func (rd *reading) nothingWord(ws []rawWord, k int) bool {
	if rd.lang == nil {
		return false
	}
	g, ok := rawGloss(rd.lang, ws, k, 1)
	return ok && g == ""
}

// takeVerbs say the taking itself, not its frame.
var takeVerbs = words(`take sign signs receive receives collect collects accept get pick`)

// takesVerb reports a verb of the taking among ws, as written or glossed:
// "she's always in" ends in no taking.
func (rd *reading) takesVerb(ws []rawWord) bool {
	for k, w := range ws {
		if takeVerbs[w.w] {
			return true
		}
		if rd.lang != nil {
			if g, ok := rawGloss(rd.lang, ws, k, 1); ok {
				for _, f := range strings.Fields(g) {
					if takeVerbs[f] {
						return true
					}
				}
			}
		}
	}
	return false
}

// gapBreaks reports punctuation between ws[k-1] and ws[k]: the taking
// is cut only within its clause.
func (rd *reading) gapBreaks(ws []rawWord, k int) bool {
	return k > 0 && k < len(ws) && strings.ContainsAny(rd.text[ws[k-1].end:ws[k].start], ",.;:!?()")
}

// takeAhead gives how many words from ws[k], up to byte b, say the
// taking (as written or as one glossed phrase), or 0.
func (rd *reading) takeAhead(ws []rawWord, k, b int) int {
	for n := 3; n >= 1; n-- {
		if k+n <= len(ws) && ws[k+n-1].end <= b && rd.takePhrase(ws, k, n) {
			return n
		}
	}
	return 0
}

// takeBack gives how many words just before ws[k] say the taking or its
// frame, or 0.
func (rd *reading) takeBack(ws []rawWord, k int) int {
	for n := 3; n >= 1; n-- {
		if k-n >= 0 && rd.takePhrase(ws, k-n, n) {
			return n
		}
	}
	return 0
}

// takePhrase reports the n words from ws[k] words of the taking: in
// English each of them, in another language their gloss. An article is
// no part of it.
func (rd *reading) takePhrase(ws []rawWord, k, n int) bool {
	if rd.lang == nil || n == 1 {
		for _, w := range ws[k : k+n] {
			if rd.articleAt([]rawWord{w}, 0) || !rd.takeWord([]rawWord{w}, 0) {
				return false
			}
		}
		return true
	}
	g, ok := rawGloss(rd.lang, ws, k, n)
	return ok && (g == "" || glossOnly(g, func(w string) bool { return takeWords[w] && !determiners[w] }))
}

// articleAt reports ws[k] an article, "the" as written or glossed.
func (rd *reading) articleAt(ws []rawWord, k int) bool {
	if ws[k].w == "the" {
		return true
	}
	if rd.lang == nil {
		return false
	}
	g, ok := rawGloss(rd.lang, ws, k, 1)
	return ok && g == "the"
}

// takeWord reports ws[k] a word of the taking, as written or as glossed.
func (rd *reading) takeWord(ws []rawWord, k int) bool {
	w := ws[k].w
	if rd.lang == nil || w == "-" {
		if a, b, ok := strings.Cut(w, "'"); ok {
			return (takeWords[a] || pronouns[a] && (b == "ll" || b == "d")) && takeWords[b]
		}
		return takeWords[w]
	}
	g, ok := rawGloss(rd.lang, ws, k, 1)
	return ok && (g == "" || glossOnly(g, func(w string) bool { return takeWords[w] }))
}

// nameIntroAt gives how many words up to ws[j] introduce a name: "her
// name's", "his name is", "she's called", or 0.
func nameIntroAt(ws []rawWord, j int) int {
	at := func(k int) string {
		if k < 0 || k >= len(ws) {
			return ""
		}
		return ws[k].w
	}
	n := 0
	switch {
	case at(j) == "name's" || at(j) == "names" || at(j) == "called":
		n = 1
	case at(j) == "is" && at(j-1) == "name":
		n = 2
	default:
		return 0
	}
	if introOwners[at(j-n)] {
		n++
	}
	return n
}

// introOwners open a name's introduction: "her name's", "he's called".
var introOwners = words(`her his their she's he's shes hes`)

// objectLeads before a name make it the object of an instruction: "leave
// it with Linda", "give it to June", "ask for Mrs Patel".
var objectLeads = words(`with to for`)

// firstNameBefore gives the index of the first word of the name and title
// that ws[k] is part of.
func firstNameBefore(ws []rawWord, k int, named map[string]bool, isTitle func(int) bool) int {
	for k > 0 && (named[ws[k-1].w] || isTitle(k-1)) {
		k--
	}
	return k
}

// firstWordAt gives the index of the first word starting at or after at.
func firstWordAt(ws []rawWord, at int) int {
	for k, w := range ws {
		if w.start >= at {
			return k
		}
	}
	return -1
}

// tidyCut gives text[a:b] without the cuts, with the commas and spaces
// they leave behind tidied: "the cleaner, Rosa" is "the cleaner", "il mio
// vicino, il sig. Russo del piano" is "il mio vicino del piano".
func tidyCut(text string, a, b int, cuts [][2]int) string {
	slices.SortFunc(cuts, func(x, y [2]int) int { return x[0] - y[0] })
	var sb strings.Builder
	at := a
	for _, c := range cuts {
		c[0], c[1] = max(c[0], at), min(c[1], b)
		if c[0] >= c[1] {
			continue
		}
		before := strings.TrimRight(text[at:c[0]], " ")
		if strings.HasSuffix(before, ",") && !strings.HasPrefix(strings.TrimLeft(text[c[1]:b], " "), ",") {
			before = strings.TrimSuffix(before, ",") // "vicino, il sig. Russo del piano"
		}
		sb.WriteString(before)
		sb.WriteString(" ")
		at = c[1]
	}
	sb.WriteString(text[at:b])
	out := strings.Join(strings.Fields(sb.String()), " ")
	out = strings.ReplaceAll(out, " ,", ",")
	out = strings.ReplaceAll(strings.ReplaceAll(out, "( )", ""), "()", "") // "my dad (Geoff)"
	out = strings.ReplaceAll(strings.ReplaceAll(out, " )", ")"), "( ", "(")
	for strings.Contains(out, ",,") {
		out = strings.ReplaceAll(out, ",,", ",")
	}
	out = strings.Trim(out, " ,;:-–")
	if strings.HasPrefix(out, "(") && strings.HasSuffix(out, ")") && strings.Count(out, "(") == 1 {
		out = out[1 : len(out)-1] // "Ola (my sister)"
	}
	return out
}

// ageAfter gives the clause right after the signer's, in the same
// sentence, when it only says their age: "he's 19", "tiene 20 años".
func (rd *reading) ageAfter(from, to int) string {
	rest := rd.text[max(from, to):]
	i := strings.IndexAny(rest, ",.;!?\n")
	if i < 0 || rest[i] != ',' {
		return ""
	}
	rest = rest[i+1:]
	if j := strings.IndexAny(rest, ",.;!?\n"); j >= 0 {
		rest = rest[:j]
	}
	seg := strings.TrimSpace(rest)
	ws := rawWords(seg)
	num := 0
	for k, w := range ws {
		switch {
		case isDigits(w.w) && len(w.w) == 2:
			num++
		case ageSaid[w.w]:
		case rd.lang != nil && func() bool {
			g, ok := rawGloss(rd.lang, ws, k, 1)
			return ok && glossOnly(g, func(x string) bool { return ageSaid[x] })
		}():
		default:
			return ""
		}
	}
	if num != 1 || len(ws) < 2 {
		return ""
	}
	return seg
}
