package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// sig2Case is one reply, who the customer is, the expect mode, and what it
// must be read as. An empty want asks only that it is not confirmed; signer
// and note, when set, are what Result.Signer must be and words Result.Notes
// must hold.
type sig2Case struct {
	text, customer, expect string
	want                   confirm.Intent
	signer, note           string
}

// checkSig2 reads each case on SMS and checks intent, signer and notes.
func checkSig2(t *testing.T, tests []sig2Case) {
	t.Helper()
	for _, tt := range tests {
		expect := tt.expect
		if expect == "" {
			expect = "answer"
		}
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: expect, Customer: tt.customer}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner
		switch {
		case tt.want == "" && confirmed, tt.want != "" && got.Intent != tt.want:
			t.Errorf("%q: got %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.want)
		case tt.signer != "" && got.Signer != tt.signer:
			t.Errorf("%q: signer %q, want %q", tt.text, got.Signer, tt.signer)
		case tt.note != "" && !strings.Contains(strings.ToLower(got.Notes), strings.ToLower(tt.note)):
			t.Errorf("%q: notes %q, want them to hold %q", tt.text, got.Notes, tt.note)
		}
	}
}

// TestAgeTypedShort holds "yr" and "yrs" as "year" in an adult's age beside
// a relation who will sign, while a child, a hedge or an absence still asks.
func TestAgeTypedShort(t *testing.T) {
	t.Parallel()
	alt, no := confirm.IntentAlternateSigner, confirm.Intent("")
	checkSig2(t, []sig2Case{
		{text: "my 19 yr old son will be in to sign for it", want: alt, note: "my 19 yr old son"},
		{text: "my 19 yrs old son will be in", want: alt, note: "son"},
		{text: "my 22 yr old daughter will be home to sign", want: alt, note: "daughter"},
		{text: "ok my 30 yr old son will sign for it", want: alt, note: "son"},
		{text: "my 45 yr old brother is in all day and will take it", want: alt, note: "brother"},
		{text: "my 12 yr old son will be in", want: no},
		{text: "my 19 yr old son might be in", want: no},
		{text: "my 19 yr old son won't be in either", want: no},
		{text: "my 19 yr old son will be in if he wakes up", want: no},
	})
}

// TestFullNameSetOff holds a full name set off by commas or closing the
// reply ("my neighbour, Pat Green, will take it"), its surname any
// capitalised word but a day, while a hedge or a condition still asks.
func TestFullNameSetOff(t *testing.T) {
	t.Parallel()
	alt, no := confirm.IntentAlternateSigner, confirm.Intent("")
	checkSig2(t, []sig2Case{
		{text: "Won't be me but my neighbour at no.12, Pat Green, said she'll take it in", want: alt, signer: "Pat Green"},
		{text: "my neighbour, Pat Green, will take it", want: alt, signer: "Pat Green"},
		{text: "leave it with my neighbour, Pat Green", want: alt, signer: "Pat Green"},
		{text: "I'm at work but my friend, Sue Marsh, said she'll take it in", want: alt, signer: "Sue Marsh"},
		{text: "not me, my brother, Dave Wood, will sign for it", want: alt, signer: "Dave Wood"},
		{text: "my neighbour, Pat Green, might take it", want: no},
		{text: "my neighbour, Pat Green, will take it if she's back in time", want: no},
		{text: "not sure, maybe my neighbour, Pat Green", want: no},
		{text: "my neighbour, Pat Green, will take it maybe", want: no},
	})
}

// TestAnyProbsIsTrouble holds "any probs" as "any problems", an
// instruction kept beside a yes or a signer, while "probs" on its own is
// still the hedge "probably".
func TestAnyProbsIsTrouble(t *testing.T) {
	t.Parallel()
	yes, alt, no := confirm.IntentWillBeIn, confirm.IntentAlternateSigner, confirm.Intent("")
	checkSig2(t, []sig2Case{
		{text: "I'll be at work, my partner Sam will take it. Ring Sam on 07700 900456 if any probs", want: alt, signer: "Sam", note: "Ring Sam on 07700 900456 if any probs"},
		{text: "yes I'll be in, ring me if any probs", want: yes, note: "ring me if any probs"},
		{text: "Sam will take it, text me if there are any probs", want: alt, signer: "Sam"},
		{text: "yes I'll be in, call if any prob", want: yes},
		{text: "yes I'll be in probs", want: no},
		{text: "my partner Sam will probs take it", want: no},
		{text: "yes probs", want: no},
		{text: "probs be in", want: no},
	})
}
