package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestVeto checks one reply of each class the veto stage stops from
// confirming, and that the Reason names the words that decided it.
func TestVeto(t *testing.T) {
	t.Parallel()
	tests := []struct {
		expect Expect
		text   string
		want   confirm.Intent
		words  string // must appear in the Reason
	}{
		{ExpectAnswer, "yes provided it's early", confirm.IntentUnclear, "provided"},
		{ExpectAnswer, "fine but not till after lunch", confirm.IntentUnclear, "not till"},
		{ExpectAnswer, "yes, though I've a meeting at 10", confirm.IntentUnclear, "meeting at"},
		{ExpectAnswer, "ok as long as they come before 11", confirm.IntentUnclear, "as long as"},
		{ExpectAnswer, "yes but I'm only in till 9", confirm.IntentDifferentDay, "till 9"}, // away for part of the window: partaway.go
		{ExpectAnswer, "fingers crossed", confirm.IntentUnclear, "fingers crossed"},
		{ExpectAnswer, "yes should be fine", confirm.IntentUnclear, "should be"},
		{ExpectAnswer, "in theory someone will be in", confirm.IntentUnclear, "in theory"},
		{ExpectAnswer, "I'm at a wedding that day", confirm.IntentDifferentDay, "wedding that day"},
		{ExpectAnswer, "yes, we're in Portugal that week", confirm.IntentDifferentDay, "Portugal that week"},
		{ExpectAnswer, "I've a hospital appointment that morning", confirm.IntentDifferentDay, "appointment that morning"},
		{ExpectAnswer, "oh yes, just like the last three times", confirm.IntentUnclear, "like the last"},
		{ExpectAnswer, "yes... not", confirm.IntentUnclear, "not"},
		{ExpectAnswer, "yeah right", confirm.IntentUnclear, "yeah right"},
		{ExpectAnswer, "sure, nobody home though", confirm.IntentDifferentDay, "nobody home"},
		{ExpectAnswer, "it went back to the shop", confirm.IntentCancel, "went back"},
		{ExpectAnswer, "the order's been called off", confirm.IntentCancel, "called off"},
		{ExpectAnswer, "this number belongs to someone else now, I got it last month", confirm.IntentWrongPerson, "belongs to someone"},
		{ExpectAnswer, "no Jane here, I'm Dave", confirm.IntentWrongPerson, "no Jane here"},
		{ExpectAnswer, "who is this?", confirm.IntentUnclear, "who is this"},
		{ExpectAnswer, "Yes, I will be home Monday", confirm.IntentUnclear, "names Monday"},
		{ExpectAnswer, "yeah we'll be in thursday", confirm.IntentUnclear, "names thursday"},
		{ExpectAnswer, "I'll be home Monday", confirm.IntentDifferentDay, "Monday"},
		{ExpectAnswer, "no, I'll be in Monday", confirm.IntentDifferentDay, "Monday"},
		{ExpectAnswer, "Text me again Monday and I'll confirm then", confirm.IntentUnclear, "puts off"},
		{ExpectAnswer, "ask me again on Thursday", confirm.IntentUnclear, "puts off"},
		{ExpectAnswer, "I'll confirm tomorrow", confirm.IntentUnclear, "puts off"},
		{ExpectAnswer, "Monday would be better", confirm.IntentDifferentDay, "Monday"},
		{ExpectAnswer, "Can't promise anything, work is mad at the moment", confirm.IntentUnclear, ""},
		{ExpectAnswer, "I'm at work, work is busy", confirm.IntentDifferentDay, "nobody"},
		{ExpectAnswer, "Oh yes, I'll be waiting in all morning like always, and then you'll turn up at 6pm 🙄", confirm.IntentUnclear, "irony"},
		{ExpectAnswer, "I'm only in the afternoon", confirm.IntentDifferentDay, "afternoon"},
		{ExpectAnswer, "yes I'll be in... hmm, no, I'm away", confirm.IntentDifferentDay, "I'm away"},
		{ExpectAnswer, "no wait, yes I'll be in", confirm.IntentWillBeIn, "I'll be in"},
		{ExpectAnswer, "yes no", confirm.IntentUnclear, "yes no"},
		{ExpectAnswer, "my son, he's 8, will be in", confirm.IntentUnclear, "8"},
		{ExpectAnswer, "my 12 year old daughter will be in", confirm.IntentUnclear, "12 year"},
		{ExpectAnswer, "leave it in the shed", confirm.IntentUnclear, "shed"},
		{ExpectAnswer, "just leave it behind the bin, we're out", confirm.IntentDifferentDay, "we're out"},
		{ExpectAnswer, "Sí, siempre que lleguen temprano", confirm.IntentUnclear, "siempre que"},
		{ExpectSlot, "is the second one a morning?", confirm.IntentUnclear, "second"},
		// plain yeses and instructions stay confirmations
		{ExpectAnswer, "yes", confirm.IntentWillBeIn, "yes"},
		{ExpectAnswer, "I'll be in all morning", confirm.IntentWillBeIn, "I'll be in"},
		{ExpectAnswer, "yes, please ring the bell twice", confirm.IntentWillBeIn, "yes"},
		{ExpectAnswer, "yes, don't leave it outside", confirm.IntentWillBeIn, "yes"},
		{ExpectAnswer, "yep my husband Tom will sign", confirm.IntentAlternateSigner, "Tom"},
		{ExpectAnswer, "yes I'll be in, call me if you can't find us", confirm.IntentWillBeIn, "I'll be in"},
		// being off or back from something is not an absence
		{ExpectAnswer, "Yes we'll be in, the kids are off school that day", confirm.IntentWillBeIn, "we'll be in"},
		{ExpectAnswer, "Yes, I've taken the day off work", confirm.IntentWillBeIn, "day off"},
		{ExpectAnswer, "Yes, just back from holiday so I'll be in", confirm.IntentWillBeIn, "I'll be in"},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Expect: tt.expect})
		if res.Intent != tt.want || !strings.Contains(strings.ToLower(res.Reason), strings.ToLower(tt.words)) {
			t.Errorf("%q: got %s %q, want %s with %q in the Reason", tt.text, res.Intent, res.Reason, tt.want, tt.words)
		}
	}
}
