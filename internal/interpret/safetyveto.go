package interpret

import (
	"regexp"
	"strconv"

	"github.com/confirmd/confirmd/internal/confirm"
)

// A yes that the customer then measures or puts off is no confirmation:
//   - a degree of sureness below full ("yes 90% sure", "yes at 90%", "yes
//     pretty sure", "fairly certain", "sure-ish") is a hedge;
//   - being held up on the road ("yes but stuck in traffic", "caught in
//     traffic", "my train is delayed") says nobody is in now and may not be
//     in time;
//   - being home in a moment ("yes home in a sec", "back in a minute",
//     "nearly home") speaks of now, not of the booked day, and says the
//     customer is out.
// Each turns a confirmation into a question.

// percentRe finds a share said with a sign or a word: "90%", "99 percent".
var percentRe = regexp.MustCompile(`(?i)(\d{1,3})(?:[.,]\d+)?\s*(?:%|percent\b|per\s*cent\b|pc\b)`)

// evenRe finds even odds: "50/50", "fifty fifty".
var evenRe = regexp.MustCompile(`(?i)\b50\s*[/-]\s*50\b|\bfifty[\s-]*fifty\b`)

// degreeLeads measure a sureness short of full: "pretty sure".
var degreeLeads = words(`pretty fairly reasonably almost nearly mostly moderately relatively semi kinda kind sorta sort somewhat partly prolly 90 95 99`)

// sureWords are a sureness a degree may measure.
var sureWords = words(`sure certain confident positive definite definitely certainly`)

// trafficHeld are the words of being held up on the way.
var trafficHeld = words(`traffic gridlock gridlocked tailback tailbacks`)

// delayedWho are what may be delayed on the customer's way: "my train is
// delayed", "I'm delayed".
var delayedWho = words(`i im we am are train flight plane bus ferry coach`)

// momentWords are a short while: "in a sec".
var momentWords = words(`sec secs second seconds min mins minute minutes mo moment moments jiffy tick bit while few`)

// safetyVeto asks about a confirmation that a degree of sureness, a
// hold-up or a "home in a sec" undoes.
func (rd *reading) safetyVeto(f finding) finding {
	if f.intent != confirm.IntentWillBeIn && f.intent != confirm.IntentAlternateSigner {
		return f
	}
	if what, doubt, ok := rd.undoneYes(); ok {
		g := found(confirm.IntentUnclear, 0.5, what)
		g.doubt = doubt
		return g
	}
	return f
}

func (rd *reading) undoneYes() (string, Doubt, bool) {
	if rd.relativeHome() {
		return "says the customer will be at another's home: not a confirmation", DoubtCondition, true
	}
	if evenRe.MatchString(rd.text) {
		return "gives even odds: not a confirmation", DoubtHedge, true
	}
	for _, m := range percentRe.FindAllStringSubmatch(rd.text, -1) {
		if n, err := strconv.Atoi(m[1]); err == nil && n < 100 {
			return "gives a degree of sureness short of full: not a confirmation", DoubtHedge, true
		}
	}
	for _, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			next := ""
			if i+1 < len(ts) {
				next = ts[i+1].w
			}
			switch {
			case degreeLeads[t.w] && sureWords[next]:
				return "gives a degree of sureness short of full: not a confirmation", DoubtHedge, true
			case t.w == "sureish" || t.w == "ish" && i > 0 && sureWords[ts[i-1].w]:
				return "gives a degree of sureness short of full: not a confirmation", DoubtHedge, true
			case t.w == "delayed" && i > 0 && (delayedWho[ts[i-1].w] || i > 1 && (ts[i-1].w == "is" || ts[i-1].w == "running" || ts[i-1].w == "been") && delayedWho[ts[i-2].w]):
				return "says the customer is held up on the way: not a confirmation", DoubtCondition, true
			case trafficHeld[t.w] && !(i > 0 && (ts[i-1].w == "the" || ts[i-1].w == "busy" || ts[i-1].w == "no")):
				return "says the customer is held up on the way: not a confirmation", DoubtCondition, true
			case t.w == "stuck" && (next == "in" || next == "at" || next == "on" || next == "behind" || next == "with") && !(i > 0 && thingWord(ts[i-1].w)):
				return "says the customer is held up: not a confirmation", DoubtCondition, true
			case (t.w == "home" || t.w == "back" || t.w == "there") && next == "in" && i+2 < len(ts) && rd.moment(ts[i+2:]):
				return "says the customer will be home only in a moment: not a confirmation", DoubtCondition, true
			case (t.w == "home" || t.w == "back") && (next == "soon" || next == "shortly" || next == "later"):
				return "says the customer will be home only later: not a confirmation", DoubtCondition, true
			case (t.w == "nearly" || t.w == "almost") && (next == "home" || next == "back" || next == "there"):
				return "says the customer is on the way home: not a confirmation", DoubtCondition, true
			case (t.w == "and" || t.w == "then") && leavesAfter(ts, i):
				return "says the customer leaves after a task: not a confirmation", DoubtCondition, true
			}
		}
	}
	return "", "", false
}

// moment reports a short while at the start of ts: "a sec", "5 mins", "a
// few minutes", "2 secs".
func (rd *reading) moment(ts []token) bool {
	k := 0
	if k < len(ts) && (ts[k].w == "a" || ts[k].w == "just" || isDigits(ts[k].w)) {
		k++
	}
	if k < len(ts) && ts[k].w == "few" {
		k++
	}
	return k > 0 && k < len(ts) && momentWords[ts[k].w] || k == 1 && ts[0].w == "a" && k < len(ts) && ts[k].w == "few"
}

// leaveOutVerbs are the verbs of going out after a task: "I lock the door at
// 10 and leave", "we open the gate then head out".
var leaveOutVerbs = words(`leave leaves go goes head heads set sets pop pops nip nips shoot dash clear disappear`)

// leaveAfterWords may follow a leaving verb and keep it one of going out:
// nothing, or "out", "off", "for work", "at 10", "the house".
var leaveAfterWords = words(`out off away to for at after around about by home work the`)

// leavesAfter reports "and" or "then" at ts[i] before a verb of going out,
// said of a person named earlier in the clause ("I lock up at 10 and
// go"). An instruction ("leave it in the porch and go") names no person
// before it, and "and leave it by the door" leaves a thing.
func leavesAfter(ts []token, i int) bool {
	if i+1 >= len(ts) || !leaveOutVerbs[ts[i+1].w] {
		return false
	}
	if i+2 < len(ts) && !leaveAfterWords[ts[i+2].w] {
		return false
	}
	if ts[i+1].w == "leave" && i+2 < len(ts) && ts[i+2].w == "the" && !(i+3 < len(ts) && (ts[i+3].w == "house" || ts[i+3].w == "flat")) {
		return false // "and leave the key under the mat"
	}
	for _, t := range ts[:i] {
		switch t.w {
		case "i", "im", "we":
			return true
		}
	}
	return false
}
