package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// trapRead reads one reply to the first question about the corpus booking
// (Tuesday 24 November, 08:00-12:00), as a text or, with "call:" before
// it, as a line said on the call.
func trapRead(text string) Result {
	ch := confirm.ChannelSMS
	if len(text) > 5 && text[:5] == "call:" {
		ch, text = confirm.ChannelCall, text[5:]
	}
	r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: ch, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
	return r
}

// trapCheck reads each reply and wants its intent; no reply listed with
// another intent may ever confirm.
func trapCheck(t *testing.T, cases map[string]confirm.Intent) {
	t.Helper()
	for text, want := range cases {
		r := trapRead(text)
		if r.Intent != want {
			t.Errorf("%q read as %s, want %s: %s", text, r.Intent, want, r.Reason)
		}
		positive := r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner
		if positive && want != r.Intent {
			t.Errorf("%q confirms and must not", text)
		}
	}
}

// TestNoLongerNeeded holds the order called off with "no longer": the
// order is cancelled. "No longer" about something else does not cancel.
func TestNoLongerNeeded(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"no longer required":                     confirm.IntentCancel,
		"It's no longer needed, thanks":          confirm.IntentCancel,
		"call:its no longer wanted":              confirm.IntentCancel,
		"the sofa is no longer necessary":        confirm.IntentCancel,
		"no longer required, I'll be in though":  confirm.IntentCancel,
		"yes I'll be in, I no longer live at 4a": confirm.IntentUnclear,
	})
}

// TestNotMeThenWho holds a denial followed by who is speaking, on a call
// with no comma and a word of address between ("not me mate I'm Steve"),
// and a number given to someone else: the wrong person, never a signer.
// A word of address in a yes changes nothing.
func TestNotMeThenWho(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"call:um not me mate im steve":                     confirm.IntentWrongPerson,
		"call:not me love i'm karen":                       confirm.IntentWrongPerson,
		"call:not me im steve":                             confirm.IntentWrongPerson,
		"call:not me sorry this is paul":                   confirm.IntentWrongPerson,
		"call:er this numbers been reassigned im chris":    confirm.IntentWrongPerson,
		"this numbers been recycled, I'm not who you want": confirm.IntentWrongPerson,
		"call:yes love im in":                              confirm.IntentWillBeIn,
		"not me love, my husband Steve will sign":          confirm.IntentAlternateSigner,
	})
}

// TestPartOfTheWindow holds a yes or a presence beside an absence with an
// hour inside the booked window (08:00-12:00): nobody is in for part of
// it, said firmly, so the window is turned down (partaway.go), never
// confirmed. An absence whose hours hold the whole window stays a
// different day too.
func TestPartOfTheWindow(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"yeah fine but I'm out between 10 and 11":                  confirm.IntentDifferentDay,
		"call:yep though im out from eleven":                       confirm.IntentDifferentDay,
		"yes I'm home till 10 then I'm off out":                    confirm.IntentDifferentDay,
		"ok, though I've got a teams meeting 10-11":                confirm.IntentUnclear,
		"sure, but I'm at the gym from 9 till 10":                  confirm.IntentDifferentDay,
		"yes though I'm at work between 7 and 1":                   confirm.IntentDifferentDay,
		"I'm out till 1":                                           confirm.IntentDifferentDay,
		"no, I'm out all morning":                                  confirm.IntentDifferentDay,
		"I'm on the school run till 9.15, could it be after that?": confirm.IntentDifferentDay,
		"Yes, I'm home until midday then off to work":              confirm.IntentWillBeIn,
	})
}

// TestInOnlyAfterWindow holds a presence that starts at or after the end
// of the booked window (08:00-12:00): nobody is in during it, so the reply
// is a different day, with or without a yes. A start inside the window
// leaves nobody in before it, a different day too (partaway.go); one
// before it confirms.
func TestInOnlyAfterWindow(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"only in after half 12":                  confirm.IntentDifferentDay,
		"Out from 7, home by 1":                  confirm.IntentDifferentDay,
		"yeah I'll be home from 12":              confirm.IntentDifferentDay,
		"I'll be in from 12, please call first":  confirm.IntentDifferentDay,
		"I'll be in from 10":                     confirm.IntentDifferentDay,
		"yes I'll be in till 12 and out after 1": confirm.IntentUnclear,
		"yes I'm in from 7":                      confirm.IntentWillBeIn,
		"we're in, please don't come after 12":   confirm.IntentUnclear,
	})
}

// TestAbsenceEvents holds an engagement away from home on the booked day,
// named by a day of the month ("my op on the 24th") or in other words ("in
// the air", "the day I visit my dad"), and an absence with its return
// ("been at my mum's since Saturday, back Wednesday"): a different day,
// never a pick of the day of return. A visit to the customer, or the date
// said as when to come, is no absence.
func TestAbsenceEvents(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"I've got a scan on the 24th":                              confirm.IntentDifferentDay,
		"we're at a christening on the 24th":                       confirm.IntentDifferentDay,
		"I'm in the air all Tuesday":                               confirm.IntentDifferentDay,
		"I visit my gran on Tuesday mornings":                      confirm.IntentDifferentDay,
		"away since Saturday, and back Wednesday":                  confirm.IntentDifferentDay,
		"at my sister's since Friday, back on Wednesday":           confirm.IntentDifferentDay,
		"yes I'll be in on the 24th":                               confirm.IntentWillBeIn,
		"yes, the 24th is fine":                                    confirm.IntentWillBeIn,
		"yes I'll be in, I have a visit from the nurse on Tuesday": confirm.IntentUnclear,
		"yes, I'll be in, fresh air day Tuesday lol":               confirm.IntentUnclear,
		"yes I'll be in, the nurse will visit Tuesday":             confirm.IntentUnclear,
		"Wednesday please":                                         confirm.IntentReschedule,
	})
}

// TestEndedAbsence holds an absence told in the past and over beside a
// yes ("was away at the weekend, back now, yes"): it is no absence, and
// the yes stands. On a call "were" without a subject is "we're", so "were
// away that week" stays an absence, as does one that runs on ("since").
func TestEndedAbsence(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"I was away last weekend, back now, so yes":               confirm.IntentWillBeIn,
		"we were out when you rang, but yes we'll be in":          confirm.IntentWillBeIn,
		"call:yes was away but back now":                          confirm.IntentWillBeIn,
		"call:great were away that week though":                   confirm.IntentDifferentDay,
		"call:yeah were at work that day":                         confirm.IntentDifferentDay,
		"been at my mum's since Saturday, not back till Thursday": confirm.IntentDifferentDay,
		"Yes but I was told the delivery was at 2":                confirm.IntentUnclear,
	})
}

// TestJokeTakenBack holds a reply that takes back what it said as a joke
// ("jk", "just kidding", "only joking"): what follows is the answer, on the
// list of slots as to the first question, and a joke with nothing after it
// leaves the answer open.
func TestJokeTakenBack(t *testing.T) {
	t.Parallel()
	slot := func(text string) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Expect: ExpectSlot, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		return r
	}
	for text, want := range map[string]int{
		"Friday, just kidding, Saturday":           2,
		"Wednesday lol only joking, Friday please": 1,
		"Saturday 🤣 jk, the Wednesday one":         0,
		"Friday jk":                                -1,
	} {
		if r := slot(text); r.Slot != want {
			t.Errorf("%q picks %d, want %d: %s", text, r.Slot, want, r.Reason)
		}
	}
	trapCheck(t, map[string]confirm.Intent{
		"no jk I'll be in":  confirm.IntentWillBeIn,
		"yes jk I'm away":   confirm.IntentDifferentDay,
		"yes I'll be in jk": confirm.IntentUnclear,
	})
}

// TestAwayOnThatDay holds a day said of being somewhere else ("I'm at the
// gym on Saturdays") when that day's slot is offered on the call: the day
// is turned down, never picked. A day that suits is still picked.
func TestAwayOnThatDay(t *testing.T) {
	t.Parallel()
	offered := func(text string) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelCall, Expect: ExpectYesNoSlot, Offered: 2, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		return r
	}
	for text, want := range map[string]confirm.Intent{
		"no i'm at the football saturdays": confirm.IntentDifferentDay,
		"no we're at my mum's on saturday": confirm.IntentDifferentDay,
		"no sorry i'm at church saturdays": confirm.IntentDifferentDay,
		"saturdays are best for me":        confirm.IntentReschedule,
		"yes at the same time on saturday": confirm.IntentReschedule,
	} {
		if r := offered(text); r.Intent != want {
			t.Errorf("%q read as %s, want %s: %s", text, r.Intent, want, r.Reason)
		}
	}
}

// TestPutOff holds a reply that puts the answer off to a day ("can I let
// you know tomorrow", "let me get back to you on Friday") or asks itself
// whether it is away ("is that the day I'm in Leeds?"): asked about, never
// a day picked nor a different day. An absence stated, then a promise to
// come back, is still an absence.
func TestPutOff(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"yes probably, I'll let you know tomorrow":                                    confirm.IntentUnclear,
		"let me get back to you on Friday":                                            confirm.IntentUnclear,
		"yes Tuesday's fine... wait, is that when I'm in Spain? I'll get back to you": confirm.IntentUnclear,
		"I'm away Tuesday, can I let you know about another day?":                     confirm.IntentDifferentDay,
		"Friday please": confirm.IntentReschedule,
	})
}

// TestAskNotTell holds words of cancelling, of not knowing the sender or
// of asking for another day that ask or mock rather than tell: a question
// about a refund under way, a scam asked about, "oh great, another
// delivery window", a cancel said beside being in. They are asked about;
// the same words said plainly keep their reading.
func TestAskNotTell(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"has my refund for the rug gone through yet?":            confirm.IntentUnclear,
		"where's my refund?":                                     confirm.IntentUnclear,
		"Can I get a refund?":                                    confirm.IntentCancel,
		"please refund me":                                       confirm.IntentCancel,
		"who is this? never heard of Acme Home":                  confirm.IntentUnclear,
		"I've never heard of Acme Home":                          confirm.IntentWrongPerson,
		"brilliant, another delivery slot":                       confirm.IntentUnclear,
		"that's great, another day would be better":              confirm.IntentDifferentDay,
		"I'd sooner cancel to be honest, but I'll be in I guess": confirm.IntentUnclear,
		"cancel it, I've been waiting 8 weeks and I'm done":      confirm.IntentCancel,
		"neither of us is home Tuesday":                          confirm.IntentDifferentDay,
		"neither of them will be in":                             confirm.IntentDifferentDay,
	})
}

// TestConditionOnTheDay holds a yes whose condition turns part of the
// booked day down ("as long as it's not before 9.30", "only if you ring
// first, I'm not waiting in all morning"): asked about, not a different
// day. The day turned down without a condition stays a different day.
func TestConditionOnTheDay(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"I'll be home so long as it's not before 10":                     confirm.IntentUnclear,
		"yes, provided it's not too early":                               confirm.IntentUnclear,
		"ok but only if they ring ahead, I'm not sitting in all morning": confirm.IntentUnclear,
		"yes if it's not Tuesday":                                        confirm.IntentUnclear,
		"yes but not Tuesday":                                            confirm.IntentDifferentDay,
		"can't do Tuesday":                                               confirm.IntentDifferentDay,
	})
}

// TestNotBackTill holds "not back until" a later day, an hour at or past
// the window's end, or an hour inside it: nobody is in at the start of the
// window, a different day, with or without a yes (partaway.go).
func TestNotBackTill(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"we won't be back from Devon till Thursday": confirm.IntentDifferentDay,
		"call:i won't be home till ten":             confirm.IntentDifferentDay,
		"not back till Tuesday evening":             confirm.IntentDifferentDay,
		"I'm not home until the 27th":               confirm.IntentDifferentDay,
		"I'm not back until 2":                      confirm.IntentDifferentDay,
		"yes but I won't be back till 10":           confirm.IntentDifferentDay,
		"yes I'm home, won't be back out till 2":    confirm.IntentUnclear,
	})
}

// TestEverydayAsks holds a wish for a person or for no more messages in
// everyday words ("is there someone I can talk to", "can I phone you?",
// "quit texting me"). A call back asked for later, or a yes with a
// question for the driver, keeps its reading.
func TestEverydayAsks(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"is there somebody I could speak to?":    confirm.IntentWantsHuman,
		"could I ring someone about it":          confirm.IntentWantsHuman,
		"may we call you about the order":        confirm.IntentWantsHuman,
		"quit messaging me":                      confirm.IntentOptOut,
		"please cease contacting me":             confirm.IntentOptOut,
		"can I call you back later, I'm driving": confirm.IntentUnclear,
		"I'll be in, can I ring the driver?":     confirm.IntentWillBeIn,
	})
}

// TestCancelInOtherWords holds the order called off in everyday words
// ("we've decided not to go ahead with it", "I sent the sofa back", "don't
// bother delivering it"): a cancel. The old item taken back, a part of the
// order dropped, or "don't bother ringing" beside a yes is no cancel.
func TestCancelInOtherWords(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"we're not going ahead with the order":                   confirm.IntentCancel,
		"decided against it, sorry":                              confirm.IntentCancel,
		"I returned the table back to the shop":                  confirm.IntentCancel,
		"don't bother bringing it":                               confirm.IntentCancel,
		"yes please take the old sofa back":                      confirm.IntentWillBeIn,
		"yes I'll be in, don't bother ringing":                   confirm.IntentWillBeIn,
		"yes, we decided not to get the chairs, just the sofa":   confirm.IntentUnclear,
		"the kids have sports day on Tuesday morning, I'm going": confirm.IntentDifferentDay,
	})
}

// TestNoButAKey holds a no with only a key holder beside it ("no but my
// neighbour's got a key"): a way in for the team to weigh, asked about
// like the same words after a yes. A no with an absence stays a different
// day, and a named neighbour who will take it signs.
func TestNoButAKey(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"no, but my sister has a key":          confirm.IntentUnclear,
		"call:nah but my brother's got a key":  confirm.IntentUnclear,
		"no, I'm out, my neighbour has a key":  confirm.IntentDifferentDay,
		"no sorry":                             confirm.IntentDifferentDay,
		"no but my neighbour Sue will take it": confirm.IntentAlternateSigner,
	})
}

// TestNoThenNotSure holds a no taken back into a maybe ("no. Not sure, let
// me check with my wife"): the last statement decides nothing, so it is
// asked about. A no with an absence or another day after it stays a no.
func TestNoThenNotSure(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"yes. actually no. hmm, not sure, I'll ask my husband":  confirm.IntentUnclear,
		"no... not sure, I'll let you know":                     confirm.IntentUnclear,
		"no, maybe, I'll have to check":                         confirm.IntentUnclear,
		"no sorry, not that day":                                confirm.IntentDifferentDay,
		"no, I'm not sure what time I finish but I won't be in": confirm.IntentDifferentDay,
	})
}

// TestLaterAsked holds a request for the van after the window has ended,
// the hour a plain number ("can they come after three"): a different
// day. An hour inside the window only narrows it, and a call asked for
// later is not a delivery time.
func TestLaterAsked(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"could they deliver after 2":        confirm.IntentDifferentDay,
		"call:can you come after four":      confirm.IntentDifferentDay,
		"could it be from 1 instead?":       confirm.IntentDifferentDay,
		"yes, can they come after 11?":      confirm.IntentUnclear,
		"could the driver ring me after 3?": confirm.IntentWantsHuman,
	})
}

// TestPastAbsenceNotOver holds a past absence with nothing to say it is
// over ("yes I was away", "was at work, yes"), or one said to go on ("I
// was away, still am"): it may be a slip for "I will be away", so it stays
// an absence and never confirms. A span of hours that holds only part of
// the window beside a yes ("yes in from 7 until 9") turns it down.
func TestPastAbsenceNotOver(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"yeah I was away":  confirm.IntentDifferentDay,
		"was at work, yes": confirm.IntentDifferentDay,
		"yes I was out but I'll be out again tuesday": confirm.IntentDifferentDay,
		"yes im in, was away":                         confirm.IntentDifferentDay,
		"yes in from 7 until 9":                       confirm.IntentDifferentDay,
		"yes home from 8 till 12":                     confirm.IntentWillBeIn,
	})
}

// TestInOnAnotherDay holds a presence said of an offered day in answer to
// "will someone be in?" ("I'll be in Wednesday"): it may mistake the day
// booked, so it is asked about. Asking for the day, turning the booked one
// down, or saying it after one slot was offered on the call picks it.
func TestInOnAnotherDay(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"we're home Friday":                        confirm.IntentUnclear,
		"call:yeah we'll be in on saturday":        confirm.IntentUnclear,
		"can you do Wednesday":                     confirm.IntentReschedule,
		"Not Tuesday, I'll be in Wednesday though": confirm.IntentReschedule,
		"Wednesday please, I'll be in then":        confirm.IntentReschedule,
	})
	r, _ := New().Interpret(context.Background(), Input{Text: "yeah i'll be in friday", Channel: confirm.ChannelCall, Expect: ExpectYesNoSlot, Offered: 1, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
	if r.Intent != confirm.IntentReschedule || r.Slot != 1 {
		t.Errorf("offered Friday, 'yeah i'll be in friday' read as %s slot %d: %s", r.Intent, r.Slot, r.Reason)
	}
}

// TestYesToTheTeam holds a yes to "shall I pass this to the team?" with an
// absence or a doubt after it: the customer wants the team, and what they
// add is for them. A no keeps its reading, and a yes with someone in still
// confirms.
func TestYesToTheTeam(t *testing.T) {
	t.Parallel()
	handoff := func(text string) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelCall, Expect: ExpectYesNoHandoff, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		return r
	}
	for text, want := range map[string]confirm.Intent{
		"yeah but we're out till five": confirm.IntentWantsHuman,
		"yes, I'm away Tuesday anyway": confirm.IntentWantsHuman,
		"yes please":                   confirm.IntentWantsHuman,
		"no i'm at work":               confirm.IntentDifferentDay,
		"yes i'll be in":               confirm.IntentWillBeIn,
	} {
		if r := handoff(text); r.Intent != want {
			t.Errorf("%q read as %s, want %s: %s", text, r.Intent, want, r.Reason)
		}
	}
}

// TestNobodyToAnswer holds a reply with no yes that says nobody will hear
// the door ("on nights, won't hear the bell"): a different day. Beside a
// yes, sleep or a deaf bell is an instruction for the driver.
func TestNobodyToAnswer(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"on nights, won't hear the bell":                                              confirm.IntentDifferentDay,
		"I'll be asleep after my shift, can't hear the door":                          confirm.IntentDifferentDay,
		"Yes. On nights so I'll be asleep - ring the bell 3 times and I'll come down": confirm.IntentWillBeIn,
		"yes I'll be in, the baby will be asleep so don't knock":                      confirm.IntentWillBeIn,
	})
}

// TestMovedHouse holds "we've moved" said of the customer beside a new
// address: the team must see to the address, so it is asked about, not a
// different day. Asking for the delivery to be moved still is one.
func TestMovedHouse(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"yes but we've just moved, it has to go to 3 Mill Lane": confirm.IntentUnclear,
		"ok, I have moved, it needs delivering to my new flat":  confirm.IntentUnclear,
		"can we move it please":                                 confirm.IntentDifferentDay,
		"can it be moved to Friday?":                            confirm.IntentReschedule,
	})
}
