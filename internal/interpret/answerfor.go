package interpret

import (
	"slices"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Someone of the household answering for the customer, who says the
// customer will be in. "This is Sarah's husband replying on her phone -
// yes we'll both be in", "Hi, I'm Sarah's carer. Sarah will be in, she's
// housebound", "replying for my mum, yes she will be in": the writer says
// who they are, and every presence said is of the customer ("she", her
// own first name) or of the household with her ("we", "we'll both",
// "one of us"). That is the customer's own booking kept: will_be_in, not
// another person signing. The writer saying they will be in themselves
// ("this is her husband, I'll be in") still names the writer, and a
// presence of anyone else ("my son will be in") still names them.

// forCustomerCues say the writer answers for the customer without saying
// "this is": "replying for my mum", "on her phone", "on behalf of".
var forCustomerCues = words(`replying reply answering texting messaging writing responding`)

// customerSpokenFor reports a reply whose writer says they answer for
// the customer: "this is Sarah's husband", "I'm her carer", "Sarah's
// husband here", "replying for her", "on her phone", "on behalf of Sarah".
func (rd *reading) customerSpokenFor() bool {
	if ok, _ := rd.answeringFor(); ok {
		return true
	}
	ts := rd.toks
	at := func(k int) string {
		if k < 0 || k >= len(ts) || ts[k].isBreak() {
			return ""
		}
		return ts[k].w
	}
	for i, t := range ts {
		switch {
		case forCustomerCues[t.w] && at(i+1) == "for" && (at(i+2) == "her" || at(i+2) == "him" || at(i+2) == "my" || rd.customerWord(ts[min(i+2, len(ts)-1)])):
			return true // "replying for my mum", "replying for her"
		case t.w == "behalf" && at(i-1) == "on" && at(i+1) == "of":
			return true // "on behalf of my mum"
		case t.w == "phone" && at(i-2) == "on" && (at(i-1) == "her" || at(i-1) == "his"):
			return true // "on her phone"
		case t.w == "here" && i >= 2 && relations[at(i-1)] != "" && (rd.customerWord(ts[i-2]) || strings.HasSuffix(ts[i-2].raw, "'s") || strings.HasSuffix(ts[i-2].raw, "’s")):
			return true // "Sarah's husband here"
		}
	}
	return false
}

// introTails close the writer saying who they are: "Sarah's husband
// here", "her daughter replying".
var introTails = words(`here replying speaking writing texting`)

// introHere reports clause ci as the writer saying who they are, "Sarah's
// husband here", "her carer here", which says nothing of being in.
func (rd *reading) introHere(ci int) bool {
	var ts []token
	for k, t := range rd.clauses[ci].toks {
		if k > 0 && t.start == rd.clauses[ci].toks[k-1].start {
			continue // the "is" read into "Sarah's"
		}
		if len(ts) > 0 || !fillers[t.w] {
			ts = append(ts, t)
		}
	}
	if len(ts) != 3 || !introTails[ts[2].w] || relations[ts[1].w] == "" {
		return false
	}
	p := ts[0]
	return p.w == "her" || p.w == "his" || rd.customerWord(p) || strings.HasSuffix(p.raw, "'s") || strings.HasSuffix(p.raw, "’s")
}

// dropIntroHere takes out of rd.fs what "Sarah's husband here" was read
// as: the writer saying who they are, not the husband being in.
func (rd *reading) dropIntroHere() {
	rd.fs = slices.DeleteFunc(slices.Clone(rd.fs), func(f frame) bool { return rd.introHere(f.clause) })
}

// motherWords name a mother: the customer, when her son or daughter
// writes.
var motherWords = words(`mum mother mom mam mummy mommy ma`)

// writerIsChild reports a writer who says they are the customer's son or
// daughter: "this is Sarah's son", "her daughter here", "I'm Sarah's
// daughter".
func (rd *reading) writerIsChild() bool {
	for _, c := range rd.clauses {
		var ts []token
		for k, t := range c.toks {
			if k == 0 || t.start != c.toks[k-1].start {
				ts = append(ts, t) // not the "is" read into "Sarah's"
			}
		}
		for i := 1; i < len(ts); i++ {
			if r := relations[ts[i].w]; r != "son" && r != "daughter" {
				continue
			}
			p := ts[i-1]
			if !(p.w == "her" || rd.customerWord(p) || strings.HasSuffix(p.raw, "'s") || strings.HasSuffix(p.raw, "’s")) {
				continue
			}
			intro := i+1 < len(ts) && introTails[ts[i+1].w] && i+2 == len(ts)
			if i >= 3 {
				a, b := ts[i-3].w, ts[i-2].w
				intro = intro || a == "this" && b == "is" || a == "i" && b == "am" || a == "it" && b == "is"
			}
			if intro {
				return true
			}
		}
	}
	return false
}

// weClause reports a clause that speaks of the household with the
// customer in it: "we'll both be in", "we're home", never of the writer
// alone ("I", "me").
func weClause(ts []token) bool {
	we := false
	for _, t := range ts {
		switch t.w {
		case "i", "me", "myself":
			return false
		case "we", "us":
			we = true
		}
	}
	return we
}

// customerInForHer reports a reply from someone answering for the
// customer whose every statement of someone in is of the customer or of
// the household with her, firmly, with none away, unsure or signing.
func (rd *reading) customerInForHer() bool {
	if !rd.customerSpokenFor() || rd.forHerUnreached() {
		return false
	}
	seen := false
	for _, f := range rd.fs {
		if f.question || rd.introHere(f.clause) {
			continue
		}
		if f.absent || f.hedged || f.soft || f.sign || f.ellipsis || f.object {
			return false
		}
		switch f.who.kind {
		case pSomeone:
		case pSelf:
			if !weClause(rd.clauses[f.clause].toks) {
				return false // "this is her husband, I'll be in": the writer signs
			}
		case pOther:
			if motherWords[f.who.relation] && len(f.who.name) == 0 && f.who.title == "" && f.who.place == "" && rd.writerIsChild() {
				break // "this is Sarah's son, mum will be in": mum is Sarah
			}
			if f.who.relation != "" || f.who.title != "" || f.who.place != "" {
				return false // "my son will be in"
			}
			if len(f.who.name) > 0 && !(len(f.who.name) == 1 && rd.customerWord(f.who.name[0])) {
				return false // "Tom will be in"
			}
		default:
			return false
		}
		seen = true
	}
	return seen
}

// forHer reads a finding of another person signing, from someone
// answering for the customer who says she (or the household with her)
// will be in, as the customer's own yes.
func (rd *reading) forHer(f finding) finding {
	if !(f.intent == confirm.IntentAlternateSigner || f.intent == confirm.IntentUnclear && strings.HasPrefix(f.what, noSignerWhat)) {
		return f
	}
	if f.intent == confirm.IntentAlternateSigner && rd.customerSpokenFor() && rd.forHerUnreached() {
		u := found(confirm.IntentUnclear, 0.6, "answers for the customer but says she cannot come to the door: asking again")
		u.quote = f.quote
		return u
	}
	if !rd.customerInForHer() {
		return f
	}
	f.intent, f.signer, f.conf = confirm.IntentWillBeIn, "", min(f.conf, 0.85)
	f.what = "is someone answering for the customer, who says the customer will be in"
	return f
}

// unreachedVerbs are what the customer, in, may be unable to do for the
// crew: "she won't hear you", "he can't get to the door".
var unreachedVerbs = words(`hear open answer get reach sign come let unlock`)

// forHerUnreached reports a reply from someone answering for the customer
// that says she will not or cannot come to the door: "she will be in but
// she is deaf and won't hear you", "she can't get to the door". Nobody
// else is said to answer, so it is asked about, not read as her yes; not
// hearing the door beside another way to reach her ("ring her mobile") is
// an instruction.
func (rd *reading) forHerUnreached() bool {
	contact := rd.contactAsked() // "she can't hear the door so ring her mobile"
	if rd.unansweredDoor() && !contact {
		return true
	}
	for _, c := range rd.clauses {
		ts := c.toks
		for i := 2; i < len(ts); i++ {
			if ts[i].w == "hear" && contact {
				continue
			}
			if ts[i-1].w == "not" && (ts[i-2].w == "will" || ts[i-2].w == "can" || ts[i-2].w == "could") && unreachedVerbs[ts[i].w] {
				return true
			}
			if ts[i-1].w == "cannot" && unreachedVerbs[ts[i].w] {
				return true
			}
		}
	}
	return false
}
