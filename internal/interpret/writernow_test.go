package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestChildWriting: a child who says their age answers for the customer,
// and nothing they say confirms; a number after "I am" that counts
// something else changes nothing.
func TestChildWriting(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"hi this is leo i am 8 mummy is in the shower": confirm.IntentUnclear,
		"i am 9 my dad is home":                        confirm.IntentUnclear,
		"I am 12 and my mum will be in":                confirm.IntentUnclear,
		"hello im 10. yes we will be in":               confirm.IntentUnclear,
		"its jack, i am 7, my nan will sign":           confirm.IntentUnclear,
		// other counts after "I am"
		"yes i am 8 months pregnant so the driver will have to carry it": confirm.IntentWillBeIn,
		"yes i am 3 floors up":                      confirm.IntentWillBeIn,
		"yes i am 80 so please be patient":          confirm.IntentWillBeIn,
		"yes I'll be in, my son is 8 so ignore him": confirm.IntentUnclear,
	})
}

// TestWriterSaysWhoTheyAre: "it's her son" says who is writing, not who
// will be in; "it'll be my son" still names the signer.
func TestWriterSaysWhoTheyAre(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"its her son":                     confirm.IntentUnclear,
		"its her son, mum is at work":     confirm.IntentUnclear,
		"this is his wife":                confirm.IntentUnclear,
		"it's his daughter, he's away":    confirm.IntentUnclear,
		"it'll be her son":                confirm.IntentAlternateSigner,
		"it's my son, he'll be in":        confirm.IntentAlternateSigner,
		"I'm out but it'll be my husband": confirm.IntentAlternateSigner,
	})
}

// TestWhereSomeoneIsNow: "she's in the shower" says where someone is as
// the reply is written, not that they will be in for the delivery; said
// of the day, the same room is only where they will be.
func TestWhereSomeoneIsNow(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"my husband is in the shower":                                 confirm.IntentUnclear,
		"sorry my wife is in the bath":                                confirm.IntentUnclear,
		"dad's in the loo, hang on":                                   confirm.IntentUnclear,
		"my husband will be in, he'll be in the garden so knock loud": confirm.IntentAlternateSigner,
		"yes I'll be in":                                              confirm.IntentWillBeIn,
		"my son will be in on tuesday":                                confirm.IntentAlternateSigner,
	})
}

// TestAskingSomeoneToBeIn: "I'll ask my neighbour to be in" is still to
// be asked, so it names no signer yet; "I've asked" or "my neighbour will
// be in" does. A signer's age under 18 after their name is still a child.
func TestAskingSomeoneToBeIn(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"yes, I'll ask my neighbour to be in":          confirm.IntentUnclear,
		"ok I'll ask my neighbour to be there":         confirm.IntentUnclear,
		"I'll ask Tom to be home":                      confirm.IntentUnclear,
		"will ask my mum to be in for it":              confirm.IntentUnclear,
		"yes my son jack is 17 he'll sign":             confirm.IntentUnclear,
		"my son Tom is 12 and will be in":              confirm.IntentUnclear,
		"my daughter Amy is 19 and will be in":         confirm.IntentAlternateSigner,
		"my neighbour will be in to take it":           confirm.IntentAlternateSigner,
		"will ask my boss, but yes I'm going to be in": confirm.IntentWillBeIn,
	})
}

// TestInThenAQuestion: on a call nothing divides "I'm in" from the question
// after it, and a question word after "in" is no place someone is in.
func TestInThenAQuestion(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]confirm.Intent{
		"yes i'll be in is that the whole morning": confirm.IntentWillBeIn,
		"yeah i'm in is that for the sofa":         confirm.IntentWillBeIn,
		"i'm in what time will they come":          confirm.IntentWillBeIn,
		"we're in can you ring when you're close":  confirm.IntentWillBeIn,
		"i'm in is that ok":                        confirm.IntentWillBeIn,
		"i'm in hospital is that a problem":        confirm.IntentDifferentDay,
		"i'm in work how long is the window":       confirm.IntentUnclear,
	} {
		got, err := New().Interpret(context.Background(), corpusLine{Text: text, Channel: confirm.ChannelCall, Expect: "answer"}.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != want {
			t.Errorf("%q read as %s, want %s: %s", text, got.Intent, want, got.Reason)
		}
	}
}

// TestOnlyAChildIn: a child said to be in is no one to take the delivery;
// beside the customer's own "we'll be in" the child changes nothing.
func TestOnlyAChildIn(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"the baby will be in":                          confirm.IntentUnclear,
		"yes the baby will be in":                      confirm.IntentUnclear,
		"yes my newborn will be in":                    confirm.IntentUnclear,
		"our toddler will be home":                     confirm.IntentUnclear,
		"yes we'll be in, the kids are home too":       confirm.IntentWillBeIn,
		"yes, the baby will be asleep so knock softly": confirm.IntentWillBeIn,
		"yes I'll be in with the baby":                 confirm.IntentWillBeIn,
	})
}
