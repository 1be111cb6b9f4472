// Package interpret reads what a customer says in answer to a delivery or
// collection check, a text or a line spoken on the call, and decides what it
// means: one of the outcome intents, with the person who will sign or the
// offered slot picked where that matters.
//
// The built-in interpreter, Rules, is pure Go, deterministic and
// explainable. A small tokenizer evens out spelling, slang, contractions,
// emoji, numbers said as words and the odd typo; tables of words and phrases
// are then read against the tokens in a fixed order of precedence, and every
// Result says in one line what was understood and why. It is tested against
// a corpus of labelled replies in testdata. docs/interpret.md describes what
// it understands.
package interpret

import (
	"context"
	"fmt"
	"math"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Expect says what the customer was last asked, which changes how a reply
// reads: "2" answers a numbered list of slots, not "will someone be in?".
type Expect int

// What the customer may have been asked.
const (
	// ExpectAnswer: "will someone be in?", the first text and the call's
	// question. A late reply is read this way too.
	ExpectAnswer Expect = iota
	// ExpectSlot: the offered slots were listed, numbered from 1. "2", "the
	// second", "Friday", "the 27th" or "the afternoon one" pick one when
	// they fit exactly one; "none of those" means a different day.
	ExpectSlot
	// ExpectName: "who will be in?" was asked, so a bare name is the signer.
	ExpectName
	// ExpectYesNoSlot: on the call one slot, Input.Offered, was offered. Yes
	// takes it; no means a different day.
	ExpectYesNoSlot
	// ExpectYesNoHandoff: "shall I pass this to the team?". Yes means
	// wants_human; a plain no is unclear.
	ExpectYesNoHandoff
)

var expectNames = [...]string{"answer", "slot", "name", "yesno_slot", "yesno_handoff"}

// String returns the expectation's name as the corpus writes it: "answer",
// "slot", "name", "yesno_slot" or "yesno_handoff".
func (e Expect) String() string {
	if e < 0 || int(e) >= len(expectNames) {
		return fmt.Sprintf("Expect(%d)", int(e))
	}
	return expectNames[e]
}

// Input is one reply and what it answers.
type Input struct {
	// Text is what the customer wrote, or on the call a transcript of what
	// they said: no punctuation, "yeah", "er", numbers as words.
	Text    string
	Channel confirm.Channel
	Expect  Expect
	// Booked is the booked date and window.
	Booked confirm.Slot
	// Options are the alternative slots the retailer offers; may be empty.
	Options []confirm.Slot
	// Offered is, for ExpectYesNoSlot, the index into Options of the slot
	// that was offered.
	Offered int
	// Today is the date in the customer's time zone, YYYY-MM-DD, for
	// "tomorrow" and for dates given without a month.
	Today string
	// CustomerFirst is the customer's first name, if known: a reply giving
	// it ("Jane here, yes", "yes - Jane") is the customer speaking, not
	// another person who will sign.
	CustomerFirst string
	// Asked is the message the reply answers, as confirmd sent it, if
	// known. A copy of it quoted back in the reply is not read as the
	// customer's words; lines quoted with ">" never are.
	Asked string
}

// Result is what a reply means.
type Result struct {
	// Intent is one of will_be_in, alternate_signer, reschedule,
	// different_day, cancel, wrong_person, opt_out, wants_human and unclear.
	Intent confirm.Intent
	// Signer is, for alternate_signer, the person who will sign: their name
	// as the customer gave it, tidied ("Tom Smith", "Mrs Patel"), and
	// nothing else; where to find them ("neighbour at number 12") is in
	// Notes. Empty when the reply names nobody ("my daughter will be in"),
	// so the dialogue can ask for the name; a relation is never a name, so
	// "my daughter" in answer to that question (ExpectName) leaves it empty
	// too.
	Signer string
	// Slot is, for reschedule, the index into Options of the slot picked;
	// -1 otherwise.
	Slot int
	// Notes are the customer's delivery instructions, in their own words,
	// whatever the intent: access and gate codes, a safe place, parking,
	// "call when 10 minutes away", where the signer is ("my neighbour Sue
	// at number 12"). Each run of instruction clauses is quoted as written,
	// without a leading "yes" or "but"; runs are joined by "; ". Empty
	// when the reply gives none.
	Notes string
	// Confidence is how sure the reading is, from 0 to 1: about 0.9 or more
	// for a plain keyword or phrase, 0.6 to 0.8 for a reading that had to
	// weigh words against each other or guess, lower for unclear.
	Confidence float64
	// Reason says in one line what was understood and why, quoting the
	// words that decided it, e.g. `"my husband Tom will be in" names another
	// person who will sign: Tom`.
	Reason string
	// Question is, for a reply that asks instead of answering ("what
	// time?", "who is this?"), what it asks; the Intent is then unclear,
	// but the reply is to be answered and the question asked again, not
	// taken for one that could not be understood. For a firm yes that also
	// asks what the booking answers ("Yes I'll be in. What time will they
	// come?"), it is what is asked beside will_be_in or alternate_signer:
	// the confirmation stands and the question is answered with it. Empty
	// otherwise.
	Question Question
	// Doubt is, for an unclear reply that is a yes with a condition or a
	// narrowing of the window ("yes provided it's early") or a hedge
	// ("fingers crossed"), which of the two: one question (will someone be
	// in for the whole window?) settles it. Empty otherwise.
	Doubt Doubt
	// Language is the BCP 47 tag of the language the reply was read in:
	// "en" for English (the default), "pl", "ro", "es", "pt", "fr", "it",
	// "cy" or "ur" (Urdu or Punjabi written in Latin letters), or "" when
	// no word of it is known in any of them. The Reason names the language
	// when it is not English.
	Language string
}

// Interpreter reads a reply. Rules is the built-in implementation; another,
// such as one backed by a language model, can sit behind the same interface
// as long as it returns only the intents above and a Slot within Options.
type Interpreter interface {
	Interpret(ctx context.Context, in Input) (Result, error)
}

// Rules is the built-in interpreter: word and phrase tables read in a fixed
// order. It holds no state, so one value serves any number of goroutines.
type Rules struct{}

var _ Interpreter = (*Rules)(nil)

// New returns the built-in interpreter.
func New() *Rules { return &Rules{} }

// Interpret reads one reply. It fails only when ctx is done or the input
// contradicts itself (an Expect it does not know, or an offered slot that is
// not among the options); any text at all, however garbled, gets a Result.
func (r *Rules) Interpret(ctx context.Context, in Input) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	if in.Expect < ExpectAnswer || in.Expect > ExpectYesNoHandoff {
		return Result{}, fmt.Errorf("interpret: unknown expectation %d", int(in.Expect))
	}
	if in.Expect == ExpectYesNoSlot && (in.Offered < 0 || in.Offered >= len(in.Options)) {
		return Result{}, fmt.Errorf("interpret: offered slot %d is not one of the %d options", in.Offered, len(in.Options))
	}
	in.Text = waitOpened(in.Text) // "one sec, yes I'm in": waitopen.go
	rd := read(in)
	res := corrected(in, rd, rd.decide())
	if res.Intent != confirm.IntentReschedule {
		res.Slot = -1
	}
	res.Confidence = math.Round(res.Confidence*100) / 100
	return res, nil
}
