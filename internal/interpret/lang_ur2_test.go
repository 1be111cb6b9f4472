package interpret

import (
	"context"
	"testing"
)

// TestLangUr2 reads testdata/lang_ur2.jsonl: everyday replies in Urdu and
// in Punjabi written in Latin letters (the note says which), every intent,
// with text-speak and English words mixed in. It logs the share read right
// for each of the two and fails below 85% on either.
func TestLangUr2(t *testing.T) {
	t.Parallel()
	score(t, "lang_ur2.jsonl", New())
	right, all := map[string]int{}, map[string]int{}
	for _, l := range loadCorpus(t, "lang_ur2.jsonl") {
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatalf("%q: %v", l.Text, err)
		}
		all[l.Note]++
		ok := got.Intent == l.Intent &&
			(l.Question == "" || got.Question == l.Question) &&
			(l.Signer == nil || signerMatch(got.Signer, *l.Signer)) &&
			(l.Slot == nil || got.Slot == *l.Slot) &&
			(l.Notes == nil || notesMatch(got.Notes, *l.Notes))
		if ok {
			right[l.Note]++
		}
	}
	for _, n := range []string{"urdu", "punjabi"} {
		acc := float64(right[n]) / float64(all[n])
		t.Logf("%s: %d/%d %.1f%%", n, right[n], all[n], 100*acc)
		if acc < 0.85 {
			t.Errorf("%s replies read %.1f%%, below 85%%", n, 100*acc)
		}
	}
}
