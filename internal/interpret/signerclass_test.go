package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// signerClassCase is one reply and what must come of it: the intent, the signer
// and a part the notes must hold ("" for no check).
type signerClassCase struct {
	text   string
	intent confirm.Intent
	signer string
	notes  string
}

func checkClassCases(t *testing.T, channel confirm.Channel, tests []signerClassCase) {
	t.Helper()
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: channel, Expect: ExpectAnswer})
		if res.Intent != tt.intent || res.Signer != tt.signer || !strings.Contains(res.Notes, tt.notes) {
			t.Errorf("%q: got %s %q notes %q, want %s %q notes with %q\nreason: %s",
				tt.text, res.Intent, res.Signer, res.Notes, tt.intent, tt.signer, tt.notes, res.Reason)
		}
	}
}

// TestDoorAnswered reads "get the door", "answer the door" as being there,
// and an "if" after them as a condition, not an instruction to the driver.
func TestDoorAnswered(t *testing.T) {
	t.Parallel()
	alt, unc, yes, dd := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentWillBeIn, confirm.IntentDifferentDay
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"I'm at the office but my lodger Tomasz will get the door", alt, "Tomasz", "my lodger"},
		{"I'm at work, my wife will get the door", alt, "", "my wife"},
		{"I'll be at work but our son will get the door", alt, "", "our son"},
		{"I'll get the door", yes, "", ""},
		{"my son might get the door", unc, "", ""},
		{"my husband will get the door if he's back from the gym", unc, "", ""},
		{"I'll answer the door if I'm up", unc, "", ""},
		{"my flatmate will answer the door if she's not at uni", unc, "", ""},
		{"I'm at work, nobody will get the door", dd, "", ""},
		{"I can't get the door, I'm on crutches", dd, "", ""},
		{"my husband will get it", unc, "", ""},
		{"I'll be in, knock on the door if the bell doesn't work", yes, "", "knock on the door"},
	})
}

// TestCustomerNotSigner keeps the customer's own first name, said after
// "her husband", "his son" by someone answering for them, from being read
// as the name of the one who signs.
func TestCustomerNotSigner(t *testing.T) {
	t.Parallel()
	alt, unc, dd := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentDifferentDay
	tests := []struct {
		customer string
		signerClassCase
	}{
		{"Sarah", signerClassCase{"this is her husband sarah's at work on tuesday i'll be in to sign", alt, "", "her husband"}},
		{"Dave", signerClassCase{"this is his wife dave is away that week but i'll be home", alt, "", "his wife"}},
		{"Linda", signerClassCase{"it's her son, Linda's in hospital but I'll be in to take it", alt, "", "her son"}},
		{"Mark", signerClassCase{"this is his partner Mark is on nights but I'm in all morning", alt, "", "his partner"}},
		{"Sarah", signerClassCase{"this is her husband Tom, I'll be in", alt, "Tom", ""}},
		{"Sarah", signerClassCase{"this is her husband sarah's at work on tuesday", dd, "", ""}},
		{"Sarah", signerClassCase{"this is her husband sarah's at work i might be in", unc, "", ""}},
		{"Dave", signerClassCase{"this is his wife dave's away, we'll let you know", unc, "", ""}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectAnswer, CustomerFirst: tt.customer})
		if res.Intent != tt.intent || res.Signer != tt.signer || !strings.Contains(res.Notes, tt.notes) {
			t.Errorf("%q: got %s %q notes %q, want %s %q notes with %q\nreason: %s",
				tt.text, res.Intent, res.Signer, res.Notes, tt.intent, tt.signer, tt.notes, res.Reason)
		}
	}
}

// TestWriterCannot reads the writer's own "can't make it", "can't be there
// myself" beside someone else who will firmly sign as why they sign; the
// same words about anyone else, or a doubtful other, are not a yes.
func TestWriterCannot(t *testing.T) {
	t.Parallel()
	alt, unc, dd := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentDifferentDay
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"I can't make it but my husband will be in", alt, "", "my husband"},
		{"Can't make it myself, our lodger Pete will be home", alt, "Pete", "our lodger"},
		{"unfortunately I cannot make it but my sister will take it", alt, "", "my sister"},
		{"we can't make it ourselves but our neighbour Val is in all day", alt, "Val", "our neighbour"},
		{"I can't make it but my husband might be in", unc, "", ""},
		{"my husband can't make it but my son will be in", unc, "", ""},
		{"I can't make it, my husband won't be in either", dd, "", ""},
		{"I can't make it myself", dd, "", ""},
		{"I can't make it but my son will be in if he's not at college", unc, "", ""},
	})
}

// TestWaitingIn reads "wait in", "stay in" (and "coming over to wait in")
// as being in, "he" after "and" as a subject of its own, and the words of a
// writer put on shift or someone house sitting beside another who signs.
func TestWaitingIn(t *testing.T) {
	t.Parallel()
	alt, unc, yes, dd := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentWillBeIn, confirm.IntentDifferentDay
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"my dad's popping round to wait in for it", alt, "", "my dad"},
		{"our neighbour Kath will wait in", alt, "Kath", "our neighbour"},
		{"I'll stay in for it", yes, "", ""},
		{"my sister might wait in", unc, "", ""},
		{"my mum is coming round to wait in if she's free", unc, "", ""},
		{"I can't wait in all day", unc, "", ""},
		{"I can't wait around for a driver", unc, "", ""},
		{"nobody can wait in", dd, "", ""},
		{"I won't stay in for it", dd, "", ""},
		{"wait in for what?", unc, "", ""},
		{"I'm at work but my nephew is staying with us and he'll take it", alt, "", "my nephew"},
		{"I'm away but my son is home from uni and he might be in", dd, "", ""},
		{"They've put me on the rota, my wife will be in instead", alt, "", "my wife"},
		{"I'm on holiday but my sister is house sitting so she'll sign", alt, "", "my sister"},
		{"I'm on holiday, my sister is house sitting", dd, "", ""},
	})
}

// TestSignerByFlat reads someone described by where they live, "in flat
// 1", "at number 14", one place or two, as who signs; the same words with a
// doubt, or the writer's own flat, are no yes.
func TestSignerByFlat(t *testing.T) {
	t.Parallel()
	alt, unc, dd := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentDifferentDay
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"I'm at work but the man in flat 3 will take it", alt, "", "the man in flat 3"},
		{"I'm out, the gentleman upstairs in flat 4 will sign", alt, "", "the gentleman upstairs in flat 4"},
		{"I'm away but the couple at number 22 will take it in, his name is Raj", alt, "Raj", "the couple at number 22"},
		{"Mrs Patel at number 9 will sign", alt, "Mrs Patel", "at number 9"},
		{"my neighbour across the road at number 5 will take it", alt, "", "my neighbour across the road at number 5"},
		{"the man in flat 3 might take it", unc, "", ""},
		{"I'm at work, the lady in flat 2 may be in", dd, "", ""},
		{"the lady in flat 2 is away that week", dd, "", ""},
		{"is the lady at number 6 able to take it?", unc, "", ""},
	})
}

// TestShoutForThem keeps "please shout", "shout through the letterbox" for
// someone who may not hear the bell in the notes, as "please knock" is; it
// adds no yes of its own.
func TestShoutForThem(t *testing.T) {
	t.Parallel()
	alt, unc, yes := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentWillBeIn
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"My grandad Ted will be in. He's upstairs so please shout", alt, "Ted", "please shout"},
		{"my dad will be in, he's a bit deaf so shout through the letterbox", alt, "", "shout through the letterbox"},
		{"I'll be in the garden so just shout", yes, "", "just shout"},
		{"yes please shout", yes, "", "please shout"},
		{"my dad might be in, please shout", unc, "", ""},
		{"I'll shout", unc, "", ""},
		{"shout if nobody answers", unc, "", ""},
		{"we're away, shout at the neighbours", confirm.IntentDifferentDay, "", ""},
	})
}

// TestPronounAfterName reads "he", "she" run on after a relation and a
// name on a call ("my flatmate um priya she works from home") as a clause
// about the one named, as a comma would make it; a doubt or an absence in
// it still keeps the reply from confirming.
func TestPronounAfterName(t *testing.T) {
	t.Parallel()
	alt, unc := confirm.IntentAlternateSigner, confirm.IntentUnclear
	checkClassCases(t, confirm.ChannelCall, []signerClassCase{
		{"not me my lodger um marek he works from home", alt, "Marek", "my lodger"},
		{"my brother dave he'll be in", alt, "Dave", "my brother"},
		{"my son tom he will sign", alt, "Tom", "my son"},
		{"not me my neighbour er sue she'll take it", alt, "Sue", "my neighbour"},
		{"my brother dave he might be in", unc, "", ""},
		{"not me my flatmate priya she's away", unc, "", ""},
		{"my daughter amy she's at work but i'm not sure", unc, "", ""},
		{"my son tom he can't", unc, "", ""},
	})
}

// TestSignerAgeAside reads a bare age set after a son, a daughter or
// their name, in brackets or between commas: under 18 is a child, who
// cannot sign; an adult's age, in brackets, stays in the notes.
func TestSignerAgeAside(t *testing.T) {
	t.Parallel()
	alt, unc := confirm.IntentAlternateSigner, confirm.IntentUnclear
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"I'm at work, my daughter Lily (she's 22) will be in", alt, "Lily", "my daughter (she's 22)"},
		{"my nephew (23) will be in", alt, "", "my nephew (23)"},
		{"our son Tom (20) can sign", alt, "Tom", "our son (20)"},
		{"my son Jack (15) will be in", unc, "", ""},
		{"my son Jack, 15, will be in", unc, "", ""},
		{"my niece (12) will be home", unc, "", ""},
		{"my daughter Amy (she's 14) will be in", unc, "", ""},
		{"my granddaughter, 16, will take it", unc, "", ""},
		{"my neighbour Sue (15) will take it", alt, "Sue", "my neighbour (15)"},
	})
}

// TestIntroducedBetweenCommas reads a name set off by commas after "I'm
// her carer", "this is her son" as the name of the one answering for the
// customer; a word after the comma that starts a statement is no name.
func TestIntroducedBetweenCommas(t *testing.T) {
	t.Parallel()
	alt, unc := confirm.IntentAlternateSigner, confirm.IntentUnclear
	tests := []struct {
		customer string
		signerClassCase
	}{
		{"Sarah", signerClassCase{"Sarah is in hospital. I'm her carer, Beverley, and I'll be at the house on Tuesday", alt, "Beverley", "her carer"}},
		{"", signerClassCase{"this is her son, Tom, I'll be in", alt, "Tom", "her son"}},
		{"", signerClassCase{"it's his daughter, Priya, I'll be home all morning", alt, "Priya", "his daughter"}},
		{"", signerClassCase{"I'm her carer, and I'll be in", alt, "", "her carer"}},
		{"Sarah", signerClassCase{"this is her husband, sarah's at work, i'll be in", alt, "", "her husband"}},
		{"", signerClassCase{"this is her son, Tom, I might be in", unc, "", ""}},
		{"", signerClassCase{"I'm her carer, Beverley, she's away", unc, "", ""}},
		{"", signerClassCase{"this is her son, Tom, will she be in?", unc, "", ""}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectAnswer, CustomerFirst: tt.customer})
		if res.Intent != tt.intent || res.Signer != tt.signer || !strings.Contains(res.Notes, tt.notes) {
			t.Errorf("%q: got %s %q notes %q, want %s %q notes with %q\nreason: %s",
				tt.text, res.Intent, res.Signer, res.Notes, tt.intent, tt.signer, tt.notes, res.Reason)
		}
	}
}
