package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestSpokenWordsBesideYes holds words a yes on a call or a text is often
// said with that the reader did not know: "chooseday" and "choose day" heard
// for Tuesday, "cause" for because, "thanks a million", "ours" for the home,
// a tens number of a flat, and what the wardens are like. The yes confirms;
// the same words beside a hedge, an absence or another day are asked about.
func TestSpokenWordsBesideYes(t *testing.T) {
	t.Parallel()
	en7Check(t, []en7Case{
		{"er yeah i work from home on chooseday so that's fine", true, QuestionNone},
		{"yeah chooseday is fine i'm in", true, QuestionNone},
		{"yeah yeah choose day's fine i'm in", true, QuestionNone},
		{"Thats grand, I'll be in so. Thanks a million", true, QuestionNone},
		{"yes we'll be in, thanks a million x", true, QuestionNone},
		{"yes 👍 pls dont park on the double yellows, the wardens are ruthless round here", true, QuestionNone},
		{"Yes I'll be in. The traffic warden is brutal on this street", true, QuestionNone},
		{"Yes we'll be in. Ours is the one with the green gate", true, QuestionNone},
		{"yes i'll be in it's flat forty two on the top floor", true, QuestionNone},
		{"yeah i'm in all day ring the bell twice cause it's quiet", true, QuestionNone},
		// look-alikes that must not confirm
		{"er yeah i'm at work on chooseday so that's no good", false, QuestionNone},
		{"i might be in on chooseday not sure yet", false, QuestionNone},
		{"Thanks a million but I won't be in", false, QuestionNone},
		{"yes 👍 but I'm out till 2, the warden is brutal round here", false, QuestionNone},
		{"Ours is the one with the blue door but nobody will be in", false, QuestionNone},
		{"i can't be in cause i'm at work", false, QuestionNone},
		{"maybe, it's flat forty two, I'll try to be in", false, QuestionNone},
	})
}

// TestThirdTimeLuckyIsHope holds "third time lucky" after a firm yes as hope
// that the van comes this time (every labelled set reads it so); with a real
// sarcasm marker, a hedge on being in or a condition it is asked about.
func TestThirdTimeLuckyIsHope(t *testing.T) {
	t.Parallel()
	en7Check(t, []en7Case{
		{"Yes I'll be in. Third time lucky", true, QuestionNone},
		{"Yes I'll be in. Third time lucky hopefully", true, QuestionNone},
		{"yes we'll be in, third time lucky eh", true, QuestionNone},
		{"I'll be in all morning. Hopefully third time lucky", true, QuestionNone},
		{"yes I'm in, third times lucky", true, QuestionNone},
		{"Yes someone will be home, third time lucky x", true, QuestionNone},
		{"Yes I'll be in. Third time lucky! Thanks", true, QuestionNone},
		{"yep in all day, third time is lucky", true, QuestionNone},
		// look-alikes that must not confirm
		{"Sure, third time lucky eh 😏", false, QuestionNone},
		{"Oh I'll be in alright. Third time lucky is it? 🙄", false, QuestionNone},
		{"Yes I'll be in. Third time lucky 🙄", false, QuestionNone},
		{"third time lucky hopefully, I might be in", false, QuestionNone},
		{"yes third time lucky, if you turn up", false, QuestionNone},
		{"third time lucky, but I won't be in on Tuesday", false, QuestionNone},
		{"Third time lucky? I'm at work all day", false, QuestionNone},
		{"yes third time lucky, like the last two times", false, QuestionNone},
	})
}

// TestCalledIntoWorkIsNoPerson holds a call in to work the customer may get
// as a condition on being in, never a wish to speak to the team: the reply
// is asked about (unclear). A call asked of the sender still asks for a
// person.
func TestCalledIntoWorkIsNoPerson(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want confirm.Intent
	}{
		{"i should be in yeah unless they call me into work", confirm.IntentUnclear},
		{"yes i'll be in unless they call me into work", confirm.IntentUnclear},
		{"i'll be in unless work call me into the office", confirm.IntentUnclear},
		{"yes unless they ring me into work", confirm.IntentUnclear},
		{"i'm in unless they phone me onto a late shift", confirm.IntentUnclear},
		{"should be home, depends if my boss calls me into work", confirm.IntentUnclear},
		{"yeah in all day unless the agency rings me into a shift", confirm.IntentUnclear},
		{"yes in unless my manager rings me into the shop", confirm.IntentUnclear},
		// a call asked of the sender asks for a person
		{"can you call me", confirm.IntentWantsHuman},
		{"please ring me about the delivery", confirm.IntentWantsHuman},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelCall, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.want {
			t.Errorf("%q: read as %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.want)
		}
	}
}

// TestParkOnTheRoadIsNoAbsence holds where the van is to park or pull up
// ("park on the road not the drive") as an instruction, not the writer
// being "on the road"; the writer on the road is still away.
func TestParkOnTheRoadIsNoAbsence(t *testing.T) {
	t.Parallel()
	en7Check(t, []en7Case{
		{"yes. gate code is 2580# and park on the road not the drive pls", true, QuestionNone},
		{"yes. park on the road pls", true, QuestionNone},
		{"Yes I'll be in, please park on the road as the drive is narrow", true, QuestionNone},
		{"yes, just leave the van on the road", true, QuestionNone},
		{"yes in, pull up on the road outside", true, QuestionNone},
		{"yes we'll be in, best to park on the road, the drive is steep", true, QuestionNone},
		{"Yes someone will be in. Parking on the road is fine", true, QuestionNone},
		{"yes i'm in, the van on the road is fine", true, QuestionNone},
		// look-alikes that must not confirm
		{"I'm on the road all day, park on the road", false, QuestionNone},
		{"yes but I'll be on the road till 3, park on the road", false, QuestionNone},
		{"park on the road, I might be in", false, QuestionNone},
		{"we're on the road Tuesday, park on the road and leave it in the porch", false, QuestionNone},
		{"park on the road if nobody answers", false, QuestionNone},
	})
}

// TestAnyProbsIsProblems holds "if any probs" closing an instruction as
// problems, not a hedge; "probs" on being in is still probably.
func TestAnyProbsIsProblems(t *testing.T) {
	t.Parallel()
	en7Check(t, []en7Case{
		{"I'll be at work, my partner Sam will take it. Ring Sam on 07700 900456 if any probs", true, QuestionNone},
		{"yes I'll be in, ring me if any probs", true, QuestionNone},
		{"yes in all day, text me if any probs x", true, QuestionNone},
		{"Yes we'll be in, call the landline if any probs", true, QuestionNone},
		{"yes I'm in, ring the bell twice if any prob", true, QuestionNone},
		// look-alikes that must not confirm
		{"yes I'll probs be in, ring me if any probs", false, QuestionNone},
		{"probs in, ring me if any probs", false, QuestionNone},
		{"yes if any probs I won't be in", false, QuestionNone},
		{"any probs I might not be in", false, QuestionNone},
	})
}
