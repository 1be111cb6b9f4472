package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// d9outCase is a reply, the intent it must get and, when notes is set,
// the notes the crew must be given.
type d9outCase struct {
	text   string
	intent confirm.Intent
	notes  string
}

func runD9out(t *testing.T, tests []d9outCase) {
	t.Helper()
	for _, tt := range tests {
		res, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelSMS,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		if err != nil {
			t.Fatal(err)
		}
		if res.Intent != tt.intent || (tt.notes != "" && res.Notes != tt.notes) {
			t.Errorf("%q: got %s notes %q, want %s notes %q: %s", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestGlossNoAtWork checks an Urdu/Punjabi no with no comma before a
// clause that says the writer is at work ("nahi mangal ko main kaam pe
// hoon"): the no answers, as it does before a clause that refuses.
func TestGlossNoAtWork(t *testing.T) {
	t.Parallel()
	runD9out(t, []d9outCase{
		{"Nahi mangal ko main kaam pe hoon, koi aur din kar dein", confirm.IntentDifferentDay, ""},
		{"nahi mangal ko main kaam pe hoon", confirm.IntentDifferentDay, ""},
		{"Nahi main kaam pe hunga", confirm.IntentDifferentDay, ""},
		{"nahi mangal ko duty pe hunga", confirm.IntentDifferentDay, ""},
		{"Nahi, mangal ko main kaam pe hoon, koi aur din kar dein", confirm.IntentDifferentDay, ""},
		{"nahi budh ko main kaam pe hoon", confirm.IntentDifferentDay, ""},
		// at work, but someone else is home: never a plain yes
		{"Nahi mangal ko main kaam pe hoon lekin biwi ghar pe hogi", confirm.IntentAlternateSigner, ""},
		// a no before words that neither refuse nor say out is not guessed
		{"nahi mangal ko main ghar hoon", confirm.IntentUnclear, ""},
		// a no inside a condition is no answer: unless work calls me, yes
		{"si no me llaman del trabajo, sí", confirm.IntentUnclear, ""},
	})
}

// TestGlossBackAndStuck checks remarks for the crew in Urdu/Punjabi and
// Welsh: "pichhe aa jana" (come round the back) and "mae'r giât yn sownd"
// (the gate is stuck) are notes, and the answer is read from the rest.
func TestGlossBackAndStuck(t *testing.T) {
	t.Parallel()
	runD9out(t, []d9outCase{
		{"Haanji, main ghar hovanga. Gali vich parking nahi, pichhe aa jana", confirm.IntentWillBeIn, "Gali vich parking nahi, pichhe aa jana"},
		{"haanji main ghar hovanga, peeche aa jana", confirm.IntentWillBeIn, "peeche aa jana"},
		{"Nahi, main ghar nahi hunga. pichhe aa jana", confirm.IntentDifferentDay, ""},
		{"main ghar nahi hunga, piche aa jana", confirm.IntentDifferentDay, ""},
		{"Ia, bydda i yma. Mae'r giât yn sownd, dewch rownd y cefn", confirm.IntentWillBeIn, "Mae'r giât yn sownd, dewch rownd y cefn"},
		{"Bydda i yma. Mae'r drws yn sownd", confirm.IntentWillBeIn, "Mae'r drws yn sownd"},
		{"Na, fydda i ddim yma. Mae'r giât yn sownd", confirm.IntentDifferentDay, ""},
		{"Mae'r giât yn sownd", confirm.IntentUnclear, ""},
		{"Ia, bydda i yma os bydd y giât yn sownd", confirm.IntentUnclear, ""},
	})
}

// TestNobodyTillLater checks "no one" or "nobody" away until after the
// booked window, in its "gonna" and "going to" forms, as a call says it:
// another day, as "i'm not in till after twelve" is.
func TestNobodyTillLater(t *testing.T) {
	t.Parallel()
	runD9out(t, []d9outCase{
		{"no one's gonna be in till after twelve", confirm.IntentDifferentDay, ""},
		{"nobody's going to be in till after twelve", confirm.IntentDifferentDay, ""},
		{"no one's going to be in until 12", confirm.IntentDifferentDay, ""},
		{"no one is going to be home till after twelve", confirm.IntentDifferentDay, ""},
		{"nobody will be in till 1", confirm.IntentDifferentDay, ""},
		{"nobody's gonna be in till ten", confirm.IntentDifferentDay, ""},
		{"no one's gonna be in till nine", confirm.IntentDifferentDay, ""},
		// someone else in, or a yes beside it: never a plain yes
		{"no one's gonna be in till after twelve, my son will be in", confirm.IntentUnclear, ""},
		{"yes no one's in till 9 but I'll be in", confirm.IntentDifferentDay, ""},
	})
}

// TestPartAwayMinutes checks a firm absence of twenty minutes or more at
// an hour inside the window (the school run): another day; fifteen minutes
// or fewer, or said with a doubt or of someone else, stays asked.
func TestPartAwayMinutes(t *testing.T) {
	t.Parallel()
	runD9out(t, []d9outCase{
		{"Yes I'll be in but I have to do the school run at 8.45 so I'll be gone about 20 mins", confirm.IntentDifferentDay, ""},
		{"yes I'm in but I have to do the school run at 8.45, I'll be gone twenty minutes", confirm.IntentDifferentDay, ""},
		{"yes I'll be in but I'm out at 9 for 30 minutes", confirm.IntentDifferentDay, ""},
		{"I'll be in but I have to go out at 10 so I'll be gone about 45 mins", confirm.IntentDifferentDay, ""},
		// a few minutes, a doubt, someone else, or the past
		{"Yes but I need to pop out for the school run at 8:45 for about 15 mins", confirm.IntentUnclear, ""},
		{"yes but might nip out for 10 mins to do the school run", confirm.IntentUnclear, ""},
		{"yes I'm in but I might have to do the school run at 8.45, gone about 20 mins", confirm.IntentUnclear, ""},
		{"yes but my husband does the school run at 8.45 so he's gone 20 mins", confirm.IntentUnclear, ""},
		{"yes I'll be in, the school run was at 8.45 yesterday, gone 20 mins", confirm.IntentUnclear, ""},
	})
}

// TestIfBeforeAway checks a yes on condition the van comes before an hour
// inside the window, because the customer goes out then: another day. The
// condition alone, a doubt, someone else, or a question stays asked.
func TestIfBeforeAway(t *testing.T) {
	t.Parallel()
	runD9out(t, []d9outCase{
		{"yes if it's before 11, I've got to go out then", confirm.IntentDifferentDay, ""},
		{"yes if it's before 10, I have to go out then", confirm.IntentDifferentDay, ""},
		{"ok if they come before 11, I'm going out then", confirm.IntentDifferentDay, ""},
		{"yes if they come before 10", confirm.IntentUnclear, ""},
		{"yes if it's before 11, I might go out then", confirm.IntentUnclear, ""},
		{"yes if it's before 11, my husband goes out then", confirm.IntentUnclear, ""},
		{"yes if it's before 11, I've got to go out then, unless it rains", confirm.IntentUnclear, ""},
		{"yes if it's before 11, I'm not going out then", confirm.IntentUnclear, ""},
		{"yes if it's before 11, I've got to go out then, can they come early?", confirm.IntentUnclear, ""},
	})
}
