package interpret

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestConfirmByProof checks the closed-world rule: a reply closes as
// confirmed only when every word of it is accounted for, whatever the
// language, and the Reason of one that is asked about instead names the
// words that could not be placed.
func TestConfirmByProof(t *testing.T) {
	t.Parallel()
	in := confirm.IntentWillBeIn
	unc := confirm.IntentUnclear
	tests := []struct {
		text   string
		intent confirm.Intent
		reason string // in the Reason, when given
	}{
		{"yes purple elephant", unc, "could not place (purple, elephant)"},
		{"yes, I'm having an operation that day", confirm.IntentDifferentDay, ""},
		{"Yes please, two tickets for the matinee", unc, "tickets, matinee"},
		{"yes I'll be in, my cousin is getting married", unc, "married"},
		{"Yes I'll be in 🙄", unc, "ironic"},
		{"yes 🚑", unc, "🚑"},
		{"yes 😊", in, ""},
		{"Ok", unc, "only acknowledges"},
		{"Thanks", unc, "only thanks"},
		{"ok 👍", in, ""},
		// what customers add to a yes is accounted for
		{"Yes I'll be in, the gate code is 4417 and the dog is friendly", in, ""},
		{"yes, flat 3B, buzzer doesn't work so call when outside", in, ""},
		{"Yes I'm in. It's the house with the blue door", in, ""},
		{"Yes, 2nd floor, no lift, please bring two people", in, ""},
		{"yep I'm retired so always in, take care", in, ""},
		{"Yes I'll be in, sorry for the late reply. Many thanks, Jane", in, ""},
		{"I'm at work but my husband Tom will be in", confirm.IntentAlternateSigner, ""},
		{"yeah the kids are at school but I'll be here all morning", in, ""},
		// a copy of our own message quoted back is not read
		{"> Hi, this is Acme Home about your delivery of a sofa on Tuesday 24 November, 8am-12pm. Will someone be in to take it? Reply in your own words.\n\nYes I will", in, ""},
		{"\"Will someone be in to take it?\" Yes", in, ""},
		// holes in the English rules that glossed replies had to route round
		{"i am not in town", unc, ""},
		{"yes, from 12", unc, ""},
		{"yes the 27 in the morning", confirm.IntentReschedule, ""},
		{"yes but I have an appointment", unc, "appointment"},
		{"yes, it depends", unc, "depends"},
		{"yes, I will not make it", unc, ""},
		{"tuesday no", confirm.IntentDifferentDay, ""},
		{"tuesday not at all", confirm.IntentDifferentDay, ""},
		{"we", unc, "only a pronoun"},
		{"yes, in the garden", unc, ""},
		{"yes, back at 11", confirm.IntentDifferentDay, ""},
		{"yes but I'll be late", unc, "late"},
		{"yes I'm home till noon", in, ""},
		// an unknown word after a name is no surname unless written as one
		{"yes I'll be in, tom operation", unc, "operation"},
		// a language not read is never confirmed
		{"Ja, ich bin am Dienstag zu Hause", unc, ""},
		{"Evet, evdeyim", unc, ""},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent || !strings.Contains(got.Reason, tt.reason) {
			t.Errorf("%q: got %s (%s), want %s with %q in the Reason", tt.text, got.Intent, got.Reason, tt.intent, tt.reason)
		}
	}
}

// TestCorrectionWins checks that a reply means what it says last, after
// a correction that opens a statement, and not after one inside a
// question.
func TestCorrectionWins(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		expect string
		intent confirm.Intent
		slot   int
	}{
		{"no wait yes", "answer", confirm.IntentWillBeIn, -1},
		{"yes no sorry i mean yes", "answer", confirm.IntentWillBeIn, -1},
		{"yes I'll be in, actually no, can we do Friday instead", "answer", confirm.IntentReschedule, 1},
		{"Yes! Oh wait, that's the day of my scan, let me check", "answer", confirm.IntentUnclear, -1},
		{"yes, no one's in, I mean yes", "answer", confirm.IntentUnclear, -1},
		{"do i actually have to be there can't they just leave it", "answer", confirm.IntentUnclear, -1},
		{"2, no wait, 3", "slot", confirm.IntentReschedule, 2},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: tt.expect}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent || got.Slot != tt.slot {
			t.Errorf("%q: got %s slot %d (%s), want %s slot %d", tt.text, got.Intent, got.Slot, got.Reason, tt.intent, tt.slot)
		}
	}
}

// TestNamesAsSaid checks names spelled out on a call, introduced, and
// given by someone answering for the customer.
func TestNamesAsSaid(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, expect string
		intent       confirm.Intent
		signer       string
	}{
		{"er not me my husband he'll be in his name's wojtek w o j t e k", "answer", confirm.IntentAlternateSigner, "Wojtek"},
		{"siobhan s i o b h a n", "name", confirm.IntentAlternateSigner, "Siobhan"},
		{"it's m a r e k", "name", confirm.IntentAlternateSigner, "Marek"},
		{"my father in law will be there he's called mr okafor", "answer", confirm.IntentAlternateSigner, "Mr Okafor"},
		{"her name's doctor ahmed", "name", confirm.IntentAlternateSigner, "Dr Ahmed"},
		{"my mum'll be in her name's margaret", "answer", confirm.IntentAlternateSigner, "Margaret"},
		{"this is her husband i'll be in", "answer", confirm.IntentAlternateSigner, ""},
		{"hi this is jane's daughter mum's in hospital but i'll be there to take it my name's priya", "answer", confirm.IntentAlternateSigner, "Priya"},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelCall, Expect: tt.expect}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent || got.Signer != tt.signer {
			t.Errorf("%q: got %s %q (%s), want %s %q", tt.text, got.Intent, got.Signer, got.Reason, tt.intent, tt.signer)
		}
	}
}

// TestDictionaryLoaded keeps the English word list in the binary: without
// it every real word could be taken for a slip.
func TestDictionaryLoaded(t *testing.T) {
	t.Parallel()
	if n := len(dictionaries["en"]()); n < 50000 {
		t.Fatalf("the English dictionary has %d words", n)
	}
	for _, w := range []string{"hers", "test", "here", "text"} {
		if !realWord("en", w) {
			t.Errorf("%q is not in the English dictionary", w)
		}
	}
}

// TestDictionariesCurrent checks that each language's word list was
// generated from its lexicon as it is: the list keeps only the words one
// slip from the lexicon's, so a lexicon changed since would let a real word
// be taken for a slip. `make words` regenerates them.
func TestDictionariesCurrent(t *testing.T) {
	t.Parallel()
	for _, lx := range languages {
		gz, err := lexiconFiles.ReadFile("lexicon/" + lx.tag + "/dictionary.txt.gz")
		if err != nil {
			continue // no list: the language corrects nothing
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Fatal(err)
		}
		br := bufio.NewReader(zr)
		head, err := br.ReadString('\n')
		for !strings.Contains(head, "sha256") && err == nil {
			head, err = br.ReadString('\n')
		}
		glosses, _ := lexiconFiles.ReadFile("lexicon/" + lx.tag + "/glosses.txt")
		want := fmt.Sprintf("sha256 %x", sha256.Sum256(glosses))
		if !strings.Contains(head, want) {
			t.Errorf("lexicon/%s/dictionary.txt.gz was made from another glosses.txt: run make words", lx.tag)
		}
	}
}

// TestFilesStaySmall keeps the reader split along its stages: no source
// file of the package over 500 lines.
func TestFilesStaySmall(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(data, []byte("\n")); n > 500 {
			t.Errorf("%s has %d lines: split it along its stages", f, n)
		}
	}
}
