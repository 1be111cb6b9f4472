package interpret

import (
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
)

// A yes that asks something may say in another clause that it waits on
// the answer: "Yes I'll be in. Can you take the old sofa away? Need to know
// before I confirm", "I'll be in. Is this actually from Acme? I'll call
// them to check first". Such a clause holds a word of deciding or checking
// with one of waiting for it ("before", "first", "then"), or says it will
// confirm or decide; beside a question or a request put as one, the reply
// is asked about rather than confirmed, whatever the question was, and
// even where the clause reads as an instruction ("call them to check
// first").

// waitDecide are the words of deciding or checking; waitFor those of
// waiting for it to be done.
var (
	waitDecide = words(`know check checking checked confirm confirming decide deciding say sure`)
	waitFor    = words(`before first then until till otherwise once after`)
)

// waitClause reports a clause that makes the yes wait on an answer.
func waitClause(c clause) bool {
	decide, wait := false, false
	for i, t := range c.toks {
		if saidConfirm(c.toks, i) {
			continue // "Can confirm I'll be home": confirmed, not waiting
		}
		decide = decide || waitDecide[t.w]
		wait = wait || waitFor[t.w] || t.w == "confirm" || t.w == "decide"
	}
	return decide && wait
}

// saidConfirm reports ts[i] as "confirm" said as done at the opening of
// the clause: "can confirm", "I can confirm", "yes can confirm".
func saidConfirm(ts []token, i int) bool {
	if ts[i].w != "confirm" || i == 0 || ts[i-1].w != "can" {
		return false
	}
	for _, t := range ts[:i-1] {
		if t.w != "i" && t.w != "yes" && t.w != "yeah" && t.w != "ok" && t.w != "hi" {
			return false
		}
	}
	return true
}

// waitsBeside finds, in a reply that asks something, a clause that is not
// a question and makes the yes wait on the answer; -1 when there is none.
func (rd *reading) waitsBeside() int {
	asks := false
	for _, c := range rd.clauses {
		asks = asks || asking(c)
	}
	if !asks {
		return -1
	}
	for ci, c := range rd.clauses {
		if !asking(c) && waitClause(c) {
			return ci
		}
	}
	return -1
}

// waited holds a confirming finding to waitsBeside (decide.go).
func (rd *reading) waited(f finding) finding {
	if f.intent != confirm.IntentWillBeIn && f.intent != confirm.IntentAlternateSigner {
		return f
	}
	ci := rd.waitsBeside()
	if ci < 0 {
		ci = rd.toldWaits() // "Yes I'll be in. Need to know what time before I confirm": toldstatement.go
	}
	if ci < 0 {
		return f
	}
	from, to := rd.clauses[ci].span()
	return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("asks something and waits on the answer (%q): asking again", rd.text[from:to]))
}
