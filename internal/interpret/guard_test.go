package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesTurnedRound holds the replies whose yes is turned round by what
// comes with it: a negation, "out" or "gone", a doubt, a delay, an hour
// outside the window, the one named to sign being away. Each is asked
// about or read as an absence, never confirmed; the replies after them
// show that the same words in their place (an instruction, the reason
// another signs) still confirm.
func TestYesTurnedRound(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"yes they can not", "yes is not", "yes will not", "yes i do not want",
		"yes i do not have time", "yes i am not coming", "yes they will not be",
		"yes do not deliver", "yes, do not come", "yes, will not be", "yes not tuesday",
		"yes out", "yes gone", "yes but not me", "i could be home", "we might be in",
		"yes i will be home in 30 minutes", "yes home after 30 minutes", "yes home in an hour",
		"yes, i will get home at 10", "yes i will be home from", "yes, my daughter comes after school",
		"yes at 14", "yes 10 onwards", "yes I'm in at 7",
		"Tom will be in, he's away though", "Sarah will take it, she's at work that day",
		"yes my son is 12 he'll be in", "yes I'll be at the farmhouse", "Yes on the ward till 4 then home", "yes on the ward till 4 then home",
		"yes but I've left", "yes i am in a meeting", "yes my wife comes home around 10",
		"yes I was home", "yes they were home", "yes i will be back", "yes from next month", "yes i am on my way", "yes I'm in most of the morning",
		"yes we'll be in but we're moving house that day",
		"yes I'll be in, church at 11", "yes I'm at the garage", "yes I'll turn up at 11", "yes I'll get there at 11",
		"yes I've got a meeting", "yes around 9:30", "yes between 8 and 10", "yes from 8:00 to 10:00", "yes, around 10",
		"yes, and I'll take another day off for you", "Yes! Wait no, hang on", "yes hold on", "yes wait",
		"I will be in, but I go", "yes but then I go", "yes I'll be in but then I leave", "bede, ale potem ide", "yes about half past 9", "ydw tua hanner awr wedi 9", "yes about to leave", "yes we have a hospital appointment", "yes I'm with my mum so call when close", "yes i'll be in, gym at 10am", "yes, physio at 9 but home after",
	} {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range []string{
		"Yes, please don't ring the bell, the baby is asleep",
		"Not me but my partner Alex will be home", "yes my husband dave will be in", "my husband's away but my son Jack will be in",
		"yes from 8 onwards", "yes I'll be at the front door waiting", "yes, see you at 10", "yes, ring at 10 please",
		"yes Mrs Jones at 14 will take it", "yes I'll be in actually", "Yes! Wait no, hang on, yes I'll be in", "yes between 8 and 12", "yes ring around 9", "yes call me about 10 mins before", "yes I've taken the day off", "yes i'll be in with my mum", "yes I'll be in the garage so knock loud", "Yes, no problem at all, I'll be in",
		"Yes I'll be in, it's the second house on the left", "yes the gate is shut the code is 4512", "Yes I'm in, the lift is out of order so bring two people",
		"yes, could they take the old sofa away too please",
	} {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if r.Intent != confirm.IntentWillBeIn && r.Intent != confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}
