package interpret

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The booking every corpus line is read against, unless a line gives its
// own options: today is Sunday 22 November 2026, the delivery is booked
// for Tuesday 24 November in the morning, and the retailer offers
// Wednesday afternoon, Friday morning and Saturday afternoon.
var (
	corpusToday   = "2026-11-22"
	corpusBooked  = confirm.Slot{Date: "2026-11-24", Window: confirm.Window{From: "08:00", To: "12:00"}}
	corpusOptions = []confirm.Slot{
		{Date: "2026-11-25", Window: confirm.Window{From: "12:00", To: "16:00"}},
		{Date: "2026-11-27", Window: confirm.Window{From: "08:00", To: "12:00"}},
		{Date: "2026-11-28", Window: confirm.Window{From: "12:00", To: "16:00"}},
	}
)

// corpusLine is one labelled reply in testdata/*.jsonl.
type corpusLine struct {
	Text    string          `json:"text"`
	Channel confirm.Channel `json:"channel"`
	Expect  string          `json:"expect"`
	Intent  confirm.Intent  `json:"intent"`
	Signer  *string         `json:"signer"`  // alternate_signer: the tidied name, "" for none
	Slot    *int            `json:"slot"`    // reschedule: index into the options
	Options *[]confirm.Slot `json:"options"` // overrides corpusOptions
	Offered int             `json:"offered"` // yesno_slot: the slot offered
	Note    string          `json:"note"`
	// Notes, when given, is what Result.Notes must hold, case aside: ""
	// for no notes, else words the notes must contain (parts joined by
	// "; " each).
	Notes *string `json:"notes"`
	// Lang is the language the reply is written in, as Result.Language
	// gives it; languages*.jsonl are scored per language by it.
	Lang string `json:"lang"`
	// Customer is the customer's first name, when the line needs it
	// ("Jane here, yes" from Jane).
	Customer string `json:"customer"`
	// Question is, for a reply that asks instead of answering, what
	// Result.Question must be: "time", "window", "items", "sender", ...
	Question Question `json:"question"`
}

// corpusAsked is the first text every "answer" line replies to.
const corpusAsked = "Hi, this is Acme Home about your delivery of a sofa on Tuesday 24 November, 8am-12pm. Will someone be in to take it? Reply in your own words."

func (l corpusLine) input() Input {
	in := Input{Text: l.Text, Channel: l.Channel, Booked: corpusBooked, Options: corpusOptions, Offered: l.Offered, Today: corpusToday, CustomerFirst: l.Customer}
	if l.Expect == "answer" {
		in.Asked = corpusAsked
	}
	if l.Options != nil {
		in.Options = *l.Options
	}
	for i, n := range expectNames {
		if n == l.Expect {
			in.Expect = Expect(i)
		}
	}
	return in
}

var intents = []confirm.Intent{
	confirm.IntentWillBeIn, confirm.IntentAlternateSigner, confirm.IntentReschedule,
	confirm.IntentDifferentDay, confirm.IntentCancel, confirm.IntentWrongPerson,
	confirm.IntentOptOut, confirm.IntentWantsHuman, confirm.IntentUnclear,
}

func loadCorpus(t *testing.T, name string) []corpusLine {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusLine
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var l corpusLine
		dec := json.NewDecoder(strings.NewReader(sc.Text()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&l); err != nil {
			t.Fatalf("%s:%d: %v", name, n, err)
		}
		switch {
		case !slices.Contains(intents, l.Intent):
			t.Fatalf("%s:%d: unknown intent %q", name, n, l.Intent)
		case !slices.Contains(expectNames[:], l.Expect):
			t.Fatalf("%s:%d: unknown expect %q", name, n, l.Expect)
		case l.Channel != confirm.ChannelSMS && l.Channel != confirm.ChannelCall:
			t.Fatalf("%s:%d: channel must be sms or call", name, n)
		case l.Intent == confirm.IntentAlternateSigner && l.Signer == nil:
			t.Fatalf("%s:%d: an alternate_signer line needs a signer (\"\" for none)", name, n)
		case l.Intent == confirm.IntentReschedule && l.Slot == nil:
			t.Fatalf("%s:%d: a reschedule line needs a slot", name, n)
		}
		out = append(out, l)
	}
	return out
}

// score runs every line through r and returns the share read right
// (intent, signer and slot), logging a table per intent and every miss with
// its Reason. Any Interpreter can be scored the same way.
func score(t *testing.T, name string, r Interpreter) float64 {
	t.Helper()
	lines := loadCorpus(t, name)
	type tally struct{ right, all int }
	per := make(map[confirm.Intent]*tally)
	for _, i := range intents {
		per[i] = &tally{}
	}
	channels := map[confirm.Channel]*tally{confirm.ChannelSMS: {}, confirm.ChannelCall: {}}
	langs := map[string]*tally{}
	var langOrder []string
	detected := 0
	var misses []string
	right := 0
	// falseYes counts replies read as a confirmation that are labelled
	// otherwise; asked counts confirmations labelled so that were asked
	// about instead (the cost of reading by proof); questions, the
	// questions recognised as the kind they are.
	falseYes, yeses, asked := 0, 0, 0
	questions, questionsRight := 0, 0
	for _, l := range lines {
		got, err := r.Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatalf("%q: %v", l.Text, err)
		}
		ok := got.Intent == l.Intent
		if positive(got.Intent) && !positive(l.Intent) {
			falseYes++
		}
		if positive(l.Intent) {
			yeses++
			if got.Intent == confirm.IntentUnclear {
				asked++
			}
		}
		if l.Question != "" {
			questions++
			if got.Question == l.Question {
				questionsRight++
			} else {
				ok = false
			}
		}
		if ok && l.Signer != nil && !signerMatch(got.Signer, *l.Signer) {
			ok = false
		}
		if ok && l.Slot != nil && got.Slot != *l.Slot {
			ok = false
		}
		if ok && l.Notes != nil && !notesMatch(got.Notes, *l.Notes) {
			ok = false
		}
		per[l.Intent].all++
		channels[l.Channel].all++
		if l.Lang != "" {
			if langs[l.Lang] == nil {
				langs[l.Lang] = &tally{}
				langOrder = append(langOrder, l.Lang)
			}
			langs[l.Lang].all++
			if got.Language == l.Lang {
				detected++
			}
		}
		if ok {
			right++
			per[l.Intent].right++
			channels[l.Channel].right++
			if l.Lang != "" {
				langs[l.Lang].right++
			}
			continue
		}
		want := string(l.Intent)
		if l.Signer != nil {
			want += fmt.Sprintf(" %q", *l.Signer)
		}
		if l.Slot != nil {
			want += fmt.Sprintf(" slot %d", *l.Slot)
		}
		if l.Notes != nil {
			want += fmt.Sprintf(" notes %q", *l.Notes)
		}
		gotQuestion := ""
		if l.Question != "" {
			want += fmt.Sprintf(" question %q", l.Question)
			gotQuestion = fmt.Sprintf(" question %q", got.Question)
		}
		misses = append(misses, fmt.Sprintf("%s/%s %q: want %s, got %s %q slot %d notes %q%s: %s",
			l.Expect, l.Channel, l.Text, want, got.Intent, got.Signer, got.Slot, got.Notes, gotQuestion, got.Reason))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d lines\n", name, len(lines))
	fmt.Fprintf(&b, "  %-18s %5s %5s %8s\n", "intent", "right", "lines", "accuracy")
	for _, i := range intents {
		if c := per[i]; c.all > 0 {
			fmt.Fprintf(&b, "  %-18s %5d %5d %7.1f%%\n", i, c.right, c.all, 100*float64(c.right)/float64(c.all))
		}
	}
	for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
		if c := channels[ch]; c.all > 0 {
			fmt.Fprintf(&b, "  %-18s %5d %5d %7.1f%%\n", "channel "+string(ch), c.right, c.all, 100*float64(c.right)/float64(c.all))
		}
	}
	for _, lg := range langOrder {
		c := langs[lg]
		fmt.Fprintf(&b, "  %-18s %5d %5d %7.1f%%\n", "language "+lg, c.right, c.all, 100*float64(c.right)/float64(c.all))
	}
	if len(langOrder) > 0 {
		fmt.Fprintf(&b, "  %-18s %5d %5d\n", "language detected", detected, len(lines))
	}
	if questions > 0 {
		fmt.Fprintf(&b, "  %-18s %5d %5d %7.1f%%\n", "questions answered", questionsRight, questions, 100*float64(questionsRight)/float64(questions))
	}
	if yeses > 0 {
		fmt.Fprintf(&b, "  %-18s %5d %5d %7.1f%%\n", "yeses asked again", asked, yeses, 100*float64(asked)/float64(yeses))
	}
	fmt.Fprintf(&b, "  %-18s %5d\n", "false confirmed", falseYes)
	acc := float64(right) / float64(len(lines))
	fmt.Fprintf(&b, "  %-18s %5d %5d %7.1f%%", "overall", right, len(lines), 100*acc)
	t.Log(b.String())
	for _, m := range misses {
		t.Log("miss: " + m)
	}
	return acc
}

// positive reports an intent that confirms: the van is sent on it.
func positive(i confirm.Intent) bool {
	return i == confirm.IntentWillBeIn || i == confirm.IntentAlternateSigner
}

// signerMatch reports whether got is the signer a corpus line wants, case
// aside and with a title spelled out ("mister hughes") the same as its
// short form ("Mr Hughes"): the same name, as spelling.txt reads it.
func signerMatch(got, want string) bool {
	short := strings.NewReplacer("mister ", "mr ", "missus ", "mrs ", "doctor ", "dr ")
	return strings.EqualFold(short.Replace(strings.ToLower(got)), short.Replace(strings.ToLower(want)))
}

// notesMatch reports whether got holds the notes a corpus line wants: none
// for "", else want's words, case aside.
func notesMatch(got, want string) bool {
	if want == "" {
		return got == ""
	}
	// A label may list parts the reply says apart, joined by "; " ("my
	// daughter; she's 19"): each must be in the notes.
	for part := range strings.SplitSeq(want, "; ") {
		if !strings.Contains(strings.ToLower(got), strings.ToLower(part)) {
			return false
		}
	}
	return true
}

// TestCorpus reads every labelled reply in testdata/replies.jsonl. It fails
// below 95%; a reply it misreads is a bug to fix in the rules or, if the
// label is wrong, in the corpus.
func TestCorpus(t *testing.T) {
	t.Parallel()
	if acc := score(t, "replies.jsonl", New()); acc < 0.95 {
		t.Errorf("corpus accuracy %.1f%% is below 95%%", 100*acc)
	}
}

// TestHeldOut reads testdata/heldout.jsonl, replies written after the
// rules and never tuned against. Its accuracy is reported, not enforced:
// it estimates how the rules do on replies they have not seen.
func TestHeldOut(t *testing.T) {
	t.Parallel()
	score(t, "heldout.jsonl", New())
}

// TestUnsure reads testdata/unsure.jsonl: conditional, hedged, ironic and
// contradicted answers, absences, identity denials and children as signers,
// none of which may be read as a confirmation.
func TestUnsure(t *testing.T) {
	t.Parallel()
	if acc := score(t, "unsure.jsonl", New()); acc < 0.95 {
		t.Errorf("unsure corpus accuracy %.1f%% is below 95%%", 100*acc)
	}
}

// TestNoFalseConfirmation reads every corpus file and fails on any reply
// labelled with an intent other than will_be_in or alternate_signer that
// is read as one of those two: a false confirmation sends a van to an
// empty house.
func TestNoFalseConfirmation(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("testdata", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		score(t, name, New()) // logs accuracy per intent
		for _, l := range loadCorpus(t, name) {
			if positive(l.Intent) {
				continue
			}
			got, err := New().Interpret(context.Background(), l.input())
			if err != nil {
				t.Fatalf("%q: %v", l.Text, err)
			}
			if positive(got.Intent) {
				t.Errorf("%s: %q (labelled %s) read as %s: %s", name, l.Text, l.Intent, got.Intent, got.Reason)
			}
		}
	}
}

// BenchmarkInterpret reads every corpus reply in turn and reports replies
// per second and the slowest 1% per reply.
func BenchmarkInterpret(b *testing.B) {
	benchmarkCorpus(b, "replies.jsonl", "unsure.jsonl")
}

// BenchmarkInterpretLanguages does the same over the replies in other
// languages, which pass the language stage and the gloss first.
func BenchmarkInterpretLanguages(b *testing.B) {
	benchmarkCorpus(b, "languages.jsonl")
}

func benchmarkCorpus(b *testing.B, names ...string) {
	t := &testing.T{}
	var ins []Input
	for _, name := range names {
		for _, l := range loadCorpus(t, name) {
			ins = append(ins, l.input())
		}
	}
	r := New()
	ctx := context.Background()
	durs := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if _, err := r.Interpret(ctx, ins[i%len(ins)]); err != nil {
			b.Fatal(err)
		}
		durs = append(durs, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(durs)
	b.ReportMetric(float64(durs[len(durs)*99/100].Microseconds()), "p99-µs/reply")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "replies/s")
}

// TestLanguages reads testdata/languages.jsonl: replies in Polish,
// Spanish, Romanian, Portuguese, Italian, French, Welsh and Urdu/Punjabi in
// Latin letters, every intent, typed with and without accents, texted and
// transcribed from calls. It fails below 95%.
func TestLanguages(t *testing.T) {
	t.Parallel()
	if acc := score(t, "languages.jsonl", New()); acc < 0.95 {
		t.Errorf("languages corpus accuracy %.1f%% is below 95%%", 100*acc)
	}
}

// TestLanguagesHeldOut reads testdata/languages_heldout.jsonl, replies in
// the same languages written after the lexicons and never tuned against.
// Its accuracy is reported, not enforced; false confirmations in it fail
// TestNoFalseConfirmation.
func TestLanguagesHeldOut(t *testing.T) {
	t.Parallel()
	score(t, "languages_heldout.jsonl", New())
}

// TestEnglishReadAsEnglish checks that the language stage leaves English
// replies to the English rules: every reply of the English corpora that is
// not written in another language is detected as English (or as no
// language at all, for a bare name).
func TestEnglishReadAsEnglish(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"replies.jsonl", "heldout.jsonl"} {
		for _, l := range loadCorpus(t, name) {
			got, err := New().Interpret(context.Background(), l.input())
			if err != nil {
				t.Fatal(err)
			}
			if got.Language != "en" && got.Language != "" {
				t.Errorf("%s: %q read as language %q: %s", name, l.Text, got.Language, got.Reason)
			}
		}
	}
}

// TestNames reads testdata/names.jsonl: who will sign, found by meaning
// (relation words, the list of given names, the customer's own name) and
// not by capital letters: rooms, shops, days, sign-offs and shouted words
// are never names. It fails below 95%.
func TestNames(t *testing.T) {
	t.Parallel()
	if acc := score(t, "names.jsonl", New()); acc < 0.95 {
		t.Errorf("names corpus accuracy %.1f%% is below 95%%", 100*acc)
	}
}

// TestUnsureHeldOut reads testdata/unsure_heldout.jsonl, replies of the
// same kinds as unsure.jsonl written after the veto rules and never tuned
// against. Its accuracy is reported, not enforced; false confirmations in
// it fail TestNoFalseConfirmation.
func TestUnsureHeldOut(t *testing.T) {
	t.Parallel()
	score(t, "unsure_heldout.jsonl", New())
}

// TestBlind reads the blind sets, testdata/blind_*.jsonl: replies written
// by people who had read the contract and nothing of the rules, each set
// scored once as it came (docs/interpret.md records that first run) and
// kept since. Their accuracy is reported, not enforced; a false
// confirmation in any of them fails TestNoFalseConfirmation.
func TestBlind(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("testdata", "blind_*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no blind sets: %v", err)
	}
	for _, f := range files {
		score(t, filepath.Base(f), New())
	}
}
