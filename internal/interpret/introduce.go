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

// answeringFor reports a reply from someone answering for the customer who
// says who they are: "this is her husband", "I'm Jane's son", "it's her
// daughter here".
func (rd *reading) answeringFor() bool {
	for _, c := range rd.clauses {
		ts := c.toks
		for i := 0; i+3 < len(ts)+1; i++ {
			a, b := ts[i].w, ""
			if i+1 < len(ts) {
				b = ts[i+1].w
			}
			if !(a == "this" && b == "is" || a == "i" && b == "am" || a == "it" && b == "is") {
				continue
			}
			k := i + 2
			if k < len(ts) && (ts[k].w == "her" || ts[k].w == "his" || ts[k].w == "their" || rd.customerWord(ts[k]) ||
				strings.HasSuffix(ts[k].raw, "'s") || strings.HasSuffix(ts[k].raw, "’s")) {
				// past the possessive, and the "is" that "Jane's" was read as
				for k++; k < len(ts) && ts[k].start == ts[k-1].start; k++ {
				}
			} else {
				continue
			}
			if k < len(ts) && relations[ts[k].w] != "" {
				return true
			}
		}
	}
	return false
}

// withIntroduction completes a confirming finding with a name the reply
// introduces, and reads a reply from someone answering for the customer
// who will be in as that person signing: "this is her husband, I'll be
// in" names another signer (whose name the conversation then asks for).
func (rd *reading) withIntroduction(f finding) finding {
	switch f.intent {
	case confirm.IntentAlternateSigner:
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
	case confirm.IntentWillBeIn:
		if rd.answeringFor() {
			f.intent = confirm.IntentAlternateSigner
			f.signer = rd.introducedName()
			f.what = "is someone answering for the customer, who will be in"
			if f.signer != "" {
				f.what += ": " + f.signer
			}
		}
	}
	return f
}
