package interpret

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Away for part of the window. A firm statement that nobody will be in for
// a real part of the booked window turns the booked window down, as the
// contract says: "a stated absence during the window is a different day".
// So "I'm in till 10 then I've got a hospital appointment", "i'm only in
// from ten", "yes but I'm out from half 9 til about 11", "not home till
// 10" and "I'm doing the school run 8.30 to 9.15" are `different_day`, with
// or without a yes beside them. Said with a doubt or a condition ("might
// pop out", "should be back by 9", "as long as it's before 11", "if they
// come before 10"), said of someone else, with someone else in, or with
// hours that leave the window whole ("in from 8", "out after 12"), the
// reply is read as before: asked about, or confirmed.

const partAwayWhat = "says nobody will be in for part of the window"

// awayMarks say the customer is out or busy away from home: "out from 9",
// "a dentist appointment at 10", "the school run 8.30 to 9.15", "back by
// 9.15", "home except between 10 and 11". A meeting or a call may be held
// at home, so it is not one.
var awayMarks = words(`out away gone leave leaving leaves appointment appt appointments dentist dentists
	doctor doctors gp hospital gym nursery run back except work hairdresser hairdressers vet vets clinic
	shops shopping pickup errands`)

// popWords are away only with where to: "pop out", "nip to the shops",
// not "pop the parcel through".
var popWords = words(`pop popping pops nip nipping nips`)

// popTo follow popWords when the customer goes somewhere.
var popTo = words(`out to down round over off into`)

// awayBounds put an hour to an absence: "out at 10", "out from half 9",
// "back by 9.15".
var awayBounds = words(`at about around from between till until til by`)

// inBounds put an hour to a presence: "in till 10", "in from 11", "in
// between 8 and 9 only". "in at 10" is left alone: "in a meeting at 10".
var inBounds = words(`till until til from after between`)

// partInWords are the words of being in that a bound may follow.
var partInWords = words(`in home there here available free`)

// partDoubts make an absence for part of the window a doubt or a
// condition, which is asked about: "might pop out", "should be back by 9",
// "as long as it's before 11", "once I'm back at 10".
var partDoubts = words(`might may maybe could should possibly probably prob perhaps hopefully try trying
	think guess if unless provided providing assuming depending depends once long whether while whilst
	usually normally sometimes mostly hope`)

// shortSpans make an absence a few minutes long, which leaves the window
// as good as whole and is asked about: "pop out for 15 mins".
var shortSpans = words(`mins minutes min minute`)

// partPast date a clause to before now: "I was out at 10 yesterday".
var partPast = words(`was were yesterday last ago`)

// partOthers open a clause about someone else: "my husband has the school
// run at 9", "she leaves at 10".
var partOthers = words(`he she they hes shes theyre his her their`)

// awayForPart returns the day turned down for a reply, in answer to "will
// someone be in?", that says firmly that nobody will be in for part of the
// booked window.
func (rd *reading) awayForPart(fs []fact) (finding, bool) {
	if rd.in.Expect != ExpectAnswer || rd.otherIn() {
		return finding{}, false
	}
	if rd.partDoubted(fs) {
		return rd.ifBeforeAway(fs) // "yes if it's before 11, I've got to go out then"
	}
	for _, s := range rd.vsents() {
		if a, b, ok := rd.partAwayIn(s); ok {
			g := found(confirm.IntentDifferentDay, 0.75, partAwayWhat)
			g.quote = [2]int{a, b}
			g.what = partAwayWhat + " (" + strings.Join(strings.Fields(rd.text[a:b]), " ") + ")"
			return g, true
		}
	}
	return finding{}, false
}

// partDoubted reports a doubt, a condition, irony or a question that is not
// a request for a later time anywhere in the reply.
func (rd *reading) partDoubted(fs []fact) bool {
	for _, x := range fs {
		switch x.kind {
		case factHedge, factIrony, factContradiction:
			return true
		case factQuestion:
			if !laterAsked(strings.ToLower(rd.text[x.start:x.end])) {
				return true // "can you give me a more exact time? I go out at 10"
			}
		}
	}
	for _, c := range rd.clauses {
		if (c.question || asks(c)) && len(c.toks) > 0 && !laterAsked(strings.ToLower(rd.text[c.toks[0].start:c.toks[len(c.toks)-1].end])) {
			return true // "can the slot be narrower, I've a dentist appointment at 11"
		}
	}
	for i, t := range rd.all {
		if partDoubts[t.w] && !(t.w == "if" && onlyIfBound(rd.all, i)) {
			return true
		}
	}
	return false
}

// onlyIfBound reports "only if" before a bound, which is how the glosses
// read "dopiero od 11", "solo estoy desde las 11": "only if (I am) after
// 11" bounds the customer's presence and is no condition.
func onlyIfBound(ts []token, i int) bool {
	if i == 0 || ts[i-1].w != "only" {
		return false
	}
	for j := i + 1; j < min(len(ts), i+5); j++ {
		switch w := ts[j].w; {
		case inBounds[w]:
			return true
		case w == "i" || w == "we" || beForms[w] || w == "will" || partInWords[w]:
		default:
			return false
		}
	}
	return false
}

// laterAsked reports a question asking for the van later than the
// absence: "can they come after 11?".
func laterAsked(q string) bool {
	for _, w := range strings.Fields(q) {
		if w == "after" || w == "later" || w == "instead" {
			return true
		}
	}
	return false
}

// otherIn reports someone other than the customer said to be in: "I'm out
// 9 to 10 but my husband will be in".
func (rd *reading) otherIn() bool {
	for _, f := range rd.fs {
		if !f.absent && !f.hedged && !f.question && f.who.kind == pOther {
			return true
		}
	}
	return false
}

// partAwayIn finds in s a clause that puts the customer out for part of the
// booked window, and returns its bytes.
func (rd *reading) partAwayIn(s sentence) (int, int, bool) {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return 0, 0, false
	}
	// a quarter of an hour at either edge leaves the window as good as
	// whole: "in from 8.10"
	inside := func(m int) bool { return m >= from+15 && m <= to-15 }
	inSent := false
	for _, t := range s.toks {
		inSent = inSent || partInWords[t.w]
	}
	for i, t := range s.toks {
		ts, k := clauseToks(s, i)
		if anyWord(ts, partPast) || shortSpanIn(ts) || roadHours(ts, k) || propertyHourIn(ts, k) || parkingBefore(s, i) {
			continue // "out for 10 mins", "no parking till 9.30"
		}
		before := ts[:k]
		if anyWord(before, partOthers) || anyWord(before, relationSet) && !errandBefore(before) {
			continue // "my husband has the school run at 9"
		}
		away, in, neg, only := marksBefore(before)
		in = in || inBounds[t.w] && inAfter(ts, k)                 // "after 11 will be home", glossed from "11 baje ke baad ghar pe hunga"
		in = in || inBounds[t.w] && k > 0 && ts[k-1].w == "around" // "only around till 11", not "around 10"
		hit := false
		switch {
		case arrivalBy(ts, k) && !neg && !away:
			// "I'm in by 12": out until the hour, or all of the window
			m, ok := hourAfterBound(ts, k)
			hit = ok && m >= from+15
		case away && !neg && (awayBounds[t.w] || inBounds[t.w]):
			hit = rd.boundInside(ts, k, inside)
		case (in || only && (closers[t.w] || t.w == "til" || inSent || selfBefore(before))) && inBounds[t.w] && !neighbourFrom(ts, k):
			// "in till 10", "not home till 10", "yes but only till 10", "I'll
			// be in, but only after 10:30"; "only after 10" alone asks for the van
			hit = rd.boundInside(ts, k, inside)
		case (away && !neg || in) && (isTimeWord(t.w) || isRange(t.w)):
			hit = rd.rangeIn(ts[k : k+min(len(ts)-k, 4)]) // "the school run 8.30 to 9.15"
		case (t.w == "till" || t.w == "until" || t.w == "til") && thenAway(ts[k:]):
			hit = rd.boundInside(ts, k, inside) // "yes until about 10 then I go out"
		}
		if hit {
			return ts[0].start, ts[len(ts)-1].end, true
		}
	}
	return 0, 0, false
}

// isRange reports a range of hours written as one word: "9-11".
func isRange(w string) bool {
	_, _, ok := hourRange(w)
	return ok
}

// clauseToks returns the words of the clause of s that holds word i, and
// where word i is among them.
func clauseToks(s sentence, i int) ([]token, int) {
	var ts []token
	k := 0
	for j, t := range s.toks {
		if s.clause[j] != s.clause[i] {
			continue
		}
		if j == i {
			k = len(ts)
		}
		ts = append(ts, t)
	}
	return ts, k
}

// marksBefore reads the words before a bound: a word of being away, one of
// being in, a negation, and "only" just before it.
func marksBefore(ts []token) (away, in, neg, only bool) {
	for j, t := range ts {
		switch {
		case t.w == "in" && j+1 < len(ts) && (ts[j+1].w == "a" || ts[j+1].w == "an" || ts[j+1].w == "the"):
			// "in a meeting", "in the garden": at home, or said of a thing
		case awayMarks[t.w] && (t.w != "run" || j > 0 && ts[j-1].w == "school"),
			popWords[t.w] && j+1 < len(ts) && popTo[ts[j+1].w]:
			away = true
		case t.w == "there" && j+1 < len(ts) && (beForms[ts[j+1].w] || ts[j+1].w == "s" || ts[j+1].w == "will"):
			// "there's no parking till 9.30"
		case partInWords[t.w]:
			in = true
		case negations[t.w] || t.w == "wont" || t.w == "dont" || t.w == "cant":
			neg = true
		}
	}
	only = onlyBefore(ts)
	in = in || neg && containsWord(ts, "back") // "won't be back till half 9"
	return away, in, neg, only
}

// inAfter reports a word of being in just after the hour of the bound
// ts[k], with only a subject or a form of "be" between: "from 11 I'm in",
// "till 10 I am home". "till 10 so I'm home" is not one.
func inAfter(ts []token, k int) bool {
	j := k + 1
	for j < len(ts) && hourSkips[ts[j].w] {
		j++
	}
	if j >= len(ts) || !isTimeWord(ts[j].w) {
		return false
	}
	for j++; j < len(ts); j++ {
		switch w := ts[j].w; {
		case partInWords[w]:
			return true
		case w == "i" || w == "we" || w == "am" || w == "oclock" || beForms[w] || w == "will":
		default:
			return false
		}
	}
	return false
}

// onlyBefore reports "only" just before a bound, or with "if" and the
// customer between, as the glosses read "solo estoy desde las 11": "only
// if I am after 11".
func onlyBefore(ts []token) bool {
	for j := len(ts) - 1; j >= 0; j-- {
		switch w := ts[j].w; {
		case w == "only":
			return true
		case w == "if" || w == "i" || w == "we" || beForms[w]:
		default:
			return false
		}
	}
	return false
}

// selfBefore reports the customer as the subject before a bound: "only if
// I am after 11".
func selfBefore(ts []token) bool {
	return containsWord(ts, "i") || containsWord(ts, "we")
}

// errandBefore reports an errand verb before a relation: "pick my son
// up", "drop the kids", said of the customer's own errand.
func errandBefore(ts []token) bool {
	for _, t := range ts {
		if errandVerbs[t.w] {
			return true
		}
	}
	return false
}

// errandVerbs take someone somewhere: "pick my son up", "drop the kids off".
var errandVerbs = words(`pick picking collect collecting drop dropping take taking fetch fetching`)

// relationSet holds the words of relation, for anyWord.
var relationSet = func() map[string]bool {
	m := map[string]bool{}
	for w := range relations {
		m[w] = true
	}
	return m
}()

// thenAway reports a "then" and a word of going out after a bound: "till
// 10 then I go out", "until 9 then I have to leave".
func thenAway(ts []token) bool {
	then := false
	for _, t := range ts {
		then = then || t.w == "then"
		if then && (awayMarks[t.w] || t.w == "go" || t.w == "going") {
			return true
		}
	}
	return false
}

// boundInside reports an hour after the bound ts[k] that falls strictly
// inside the booked window, or a span from it ("between 9 and 11") that
// cuts into it.
func (rd *reading) boundInside(ts []token, k int, inside func(int) bool) bool {
	m, ok := hourAfterBound(ts, k)
	if !ok {
		return false
	}
	if ts[k].w == "between" {
		return inside(m) || rd.betweenInside(ts, k)
	}
	return inside(m)
}

// betweenInside reads "between 8 and 9": a span that starts at the window's
// opening and ends inside it.
func (rd *reading) betweenInside(ts []token, k int) bool {
	from, to, _ := minutes(rd.in.Booked.Window)
	for j := k + 2; j < min(len(ts), k+5); j++ {
		if ts[j].w == "and" {
			if m, ok := hourAfterBound(ts, j); ok {
				return m > from && m < to
			}
		}
	}
	return false
}
