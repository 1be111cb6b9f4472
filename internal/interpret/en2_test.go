package interpret

import "testing"

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
