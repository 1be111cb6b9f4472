package interpret

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/confirmd/confirmd/internal/confirm"
)

// A reply that corrects itself ("no wait, yes", "yes I'll be in, actually
// no, make it Friday", "yes no sorry I mean yes") means what it says last.
// The words after the last correction are read on their own, and when they
// decide something, that is the answer; when they do not ("yes, oh wait
// let me check"), the whole reply is read as usual, where the veto keeps
// what the correction leaves open from closing anything.

// corrected reads a reply's last decisive statement after a correction,
// given the reading of the whole reply.
func corrected(in Input, rd *reading, whole Result) Result {
	at, end := lastCorrectionSpan(rd.vsents())
	if end >= 0 && (whole.Intent == confirm.IntentWillBeIn || whole.Intent == confirm.IntentAlternateSigner || whole.Intent == confirm.IntentReschedule) && stopsShort(rd.text, at, end) {
		// "Yes! Wait no, hang on", "yes hold on": about to change the
		// answer, and nothing after it says to what
		whole.Intent, whole.Signer, whole.Slot, whole.Confidence = confirm.IntentUnclear, "", -1, 0.4
		whole.Reason = rd.quote([2]int{}) + fmt.Sprintf(" stops short after %q: asking again", rd.text[at:end])
		return whole
	}
	if end < 0 || end >= len(rd.text) || !opensStatement(rd, at) {
		return whole
	}
	tail := waitOpened(strings.TrimLeft(rd.text[end:], " ,.;:!-–—")) // "hang on a sec, no"
	if strings.TrimSpace(tail) == "" {
		return whole
	}
	tin := in
	tin.Text = tail
	trd := read(tin)
	res := trd.decide()
	if res.Intent == confirm.IntentUnclear {
		return whole
	}
	if bareYes(trd) {
		// a bare "I mean yes" does not take back "no one's in": ask
		for _, x := range rd.facts() {
			if x.kind == factAbsence && x.end <= at {
				whole.Intent, whole.Signer, whole.Slot, whole.Confidence = confirm.IntentUnclear, "", -1, 0.4
				whole.Reason = rd.quote([2]int{}) + " says nobody will be in and then only yes: asking again"
				return whole
			}
		}
	}
	res.Reason = rd.quote([2]int{}) + " corrects itself; what it says last: " + res.Reason
	if res.Notes == "" {
		res.Notes = whole.Notes
	}
	if res.Language == "" || res.Language == "en" && whole.Language != "" {
		res.Language = whole.Language
	}
	return res
}

// correctionLeads may stand just before a correction that opens a
// statement: "no wait", "oh actually", "sorry, I mean".
var correctionLeads = words(`no yes oh sorry um umm er erm ah ok so well lol haha ironic actually wait`)

// opensStatement reports a correction that starts what is said next (at
// the start of the reply or a clause, or after "no", "oh", "sorry"), not
// one inside a sentence ("do I actually have to be there").
func opensStatement(rd *reading, at int) bool {
	var prev *token
	k := -1
	for i := range rd.all {
		if rd.all[i].start >= at && !rd.all[i].isBreak() {
			break
		}
		prev, k = &rd.all[i], i
	}
	if prev == nil || prev.isBreak() || correctionLeads[prev.w] {
		return true
	}
	// "no sorry, I've just remembered ...": a subject before it
	for k >= 0 && !rd.all[k].isBreak() && (rd.all[k].w == "i" || rd.all[k].w == "we" || rd.all[k].w == "have") {
		k--
	}
	if k < 0 || rd.all[k].isBreak() || correctionLeads[rd.all[k].w] {
		return true
	}
	// a call runs on without stops: "i should be in actually no i will
	// be in", where a no after the correction opens what follows (a bare
	// yes after one, "no one's in i mean yes", is asked about as above)
	_, end := lastCorrectionSpan(rd.vsents())
	for i := range rd.all {
		if t := rd.all[i]; t.start >= end && !t.isBreak() {
			return t.w == "no"
		}
	}
	return false
}

// bareYes reports a reading that is nothing but a yes.
func bareYes(rd *reading) bool {
	for _, t := range rd.toks {
		if !t.isBreak() && !yesWords[t.w] && !interjections[t.w] {
			return false
		}
	}
	return true
}

// stopsShort reports a correction that ends the reply, with only
// punctuation, fillers or a bare no after it: "yes wait", "yes! wait no,
// hang on". An "actually" at the end only stresses what came before ("I'm
// in actually").
func stopsShort(text string, at, end int) bool {
	if strings.EqualFold(strings.TrimSpace(text[at:end]), "actually") {
		return false
	}
	// it opens a clause of its own: "knock and wait" is an instruction;
	// a joke taken back ("yes I'll be in jk") never is
	before := strings.TrimSpace(text[:at])
	if fs := strings.Fields(strings.ToLower(before)); len(fs) > 0 && !strings.ContainsAny(before[len(before)-1:], ".,!?;:-") && !jokeTakenBack(text[at:end]) {
		if w := strings.Trim(fs[len(fs)-1], "'\""); !yesWords[w] && !interjections[w] && w != "no" && w != "actually" && w != "wait" {
			return false
		}
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(text[end:]), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	}) {
		if !interjections[w] && w != "no" && w != "sorry" && w != "um" && w != "er" && w != "erm" {
			return false
		}
	}
	return true
}

// jokeTakenBack reports correction words that say what came before was a
// joke: "jk", "just kidding", "only joking".
func jokeTakenBack(words string) bool {
	w := strings.ToLower(strings.Join(strings.Fields(words), " "))
	return w == "jk" || w == "jks" || strings.HasSuffix(w, "kidding") || strings.HasSuffix(w, "joking")
}
