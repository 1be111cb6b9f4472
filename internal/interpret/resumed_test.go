package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestResumedName: a name said after the clause about the person and
// taken up again with "he" or "she" ("... mrs o'brien she's always in") is
// who signs; a stutter ("the the") is dropped from the notes; a person so
// named who is away, unsure or a child does not confirm.
func TestResumedName(t *testing.T) {
	t.Parallel()
	alt := confirm.IntentAlternateSigner
	checkNameCases(t, []nameCase{
		{text: "um the the neighbour next door will take it in mrs o'brien she's always in", call: true, intent: alt, signer: "Mrs O'Brien", notes: "neighbour next door"},
		{text: "the lady next door will take it in mrs patel she's always home", call: true, intent: alt, signer: "Mrs Patel", notes: "lady next door"},
		{text: "my neighbour will take it in mr o'neill he's always in", call: true, intent: alt, signer: "Mr O'Neill", notes: "neighbour"},
		{text: "er my neighbour mrs kowalski she'll take it in", call: true, intent: alt, signer: "Mrs Kowalski", notes: "my neighbour"},
		{text: "um the the man at number 9 will take it in mr hughes he's always in", call: true, intent: alt, signer: "Mr Hughes", notes: "the man at number 9"},
		{text: "The neighbour will take it, Mrs O'Brien, she's always in", intent: alt, signer: "Mrs O'Brien", notes: "neighbour"},
		{text: "Mrs Patel next door, she'll take it in", intent: alt, signer: "Mrs Patel", notes: "next door"},
		{text: "mr hughes he's always in", call: true, intent: alt, signer: "Mr Hughes"},
		{text: "the the neighbour at number 5 will take it", call: true, intent: alt, notes: "the neighbour at number 5"},
		// twins: the one named is away, unsure, a child, or on a condition
		{text: "the neighbour will take it in mrs o'brien she's away though", call: true},
		{text: "the neighbour will take it in mrs o'brien she might be in", call: true},
		{text: "the neighbour will take it in mrs o'brien she won't be in", call: true},
		{text: "mrs o'brien she's away that week", call: true},
		{text: "mrs o'brien she should be in", call: true},
		{text: "my son jack he's twelve he'll be in", call: true},
		{text: "mrs o'brien next door she's in hospital", call: true},
		{text: "the the neighbour might take it in", call: true},
		{text: "um the the neighbour next door will take it in mrs o'brien she's always in unless she's at bingo", call: true},
	})
	// the stutter goes; the words said once stay as said
	res := interpret(t, Input{Text: "um the the neighbour next door will take it in mrs o'brien she's always in", Channel: confirm.ChannelCall, Expect: ExpectAnswer})
	if res.Notes != "the neighbour next door" {
		t.Errorf("notes %q, want %q", res.Notes, "the neighbour next door")
	}
}
