package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesCheckingAsks: "just checking" before a question beside a firm yes
// only says a question follows (checkinglead.go); checking with someone,
// or a check the yes waits on, is still asked about.
func TestYesCheckingAsks(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes im in. just checking is this the corner sofa or the footstool??", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Just checking, is it the grey one?", intent: inYes, question: QuestionItems},
		{text: "yes we'll be in, just checking what time roughly they'll come?", intent: inYes, question: QuestionTime},
		{text: "I'll be home all day. Just checking who this is from?", intent: inYes, question: QuestionSender},
		{text: "yes I'm in. just checking will the driver ring first?", intent: inYes, question: QuestionCallAhead},
		{text: "Yes that's fine. Only checking, is it the 3 seater?", intent: inYes, question: QuestionItems},
		{text: "yes I'll be in, just checking how many people are bringing it?", intent: inYes, question: QuestionCarry},
		{text: "yes I'll be in. just checking is that all morning?", intent: inYes, question: QuestionWindow},
		{text: "yes, I'm home. Quick question, is it the grey or the charcoal?", intent: inYes, question: QuestionItems},
		{text: "yes im in. out of curiosity who is delivering it?", intent: inYes, question: QuestionSender},
		{text: "Yes I'll be in. Out of interest, is it the 3 seater?", intent: inYes, question: QuestionItems},
		// the look-alikes: the yes waits on a check
		{text: "yes I think so, just checking is it the sofa?", intent: inUnclear, question: QuestionItems},
		{text: "yes just checking with my wife, what time will they come?", intent: inUnclear, question: QuestionTime},
		{text: "Yes I'll be in. What time? just need to check", intent: inUnclear, question: QuestionTime},
		{text: "yes... just checking, is it Tuesday? I'm away Tuesday", intent: inDay},
		{text: "yes if it's the sofa, just checking is it?", intent: inUnclear},
		{text: "I might be in, just checking what time they come?", intent: inUnclear, question: QuestionTime},
		{text: "yes quick question, I might be out, what time will they come?", intent: inUnclear},
		{text: "yes, quick question, is it the sofa? if not I'm not in", intent: inUnclear},
	})
}

// TestYesDoubtedSender: "is this actually from Acme?", or "is this from
// Acme?" with a clause on why the customer is wary, asks whether the
// message is genuine (scamfrom.go), and a firm yes with it confirms.
func TestYesDoubtedSender(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'm in all day Tues. Is this actually from Acme? Bit wary of texts these days", intent: inYes, question: QuestionScam},
		{text: "Yes I'll be in. Is this really from Acme?", intent: inYes, question: QuestionScam},
		{text: "yes we'll be home. is this genuinely from you?", intent: inYes, question: QuestionScam},
		{text: "I'll be in. Is this from Acme? Had a few scams lately", intent: inYes, question: QuestionScam},
		{text: "Yes I'll be here. Is this a genuine message? Had a few scams lately", intent: inYes, question: QuestionScam},
		{text: "Yes I'll be in. Is this from Acme? A bit wary these days", intent: inYes, question: QuestionScam},
		{text: "Is this actually from Acme?", intent: inUnclear, question: QuestionScam},
		{text: "is this really from you? bit wary of texts", intent: inUnclear, question: QuestionScam},
		// the look-alikes: a bare yes, a hedge, an absence, a yes that waits
		{text: "yes? is this actually from Acme?", intent: inUnclear, question: QuestionScam},
		{text: "yes I might be in. is this really from Acme?", intent: inUnclear, question: QuestionScam},
		{text: "Is this actually from Acme? If so I won't be in", intent: inUnclear},
		{text: "yes but is this really from Acme? if not I'm not opening the door", intent: inUnclear},
		{text: "yes I'll be in. is this from Acme? I don't trust it", intent: inUnclear, question: QuestionScam},
		{text: "Is this from Acme? If not I won't be in", intent: inUnclear},
		{text: "yes? is this from Acme?", intent: inUnclear, question: QuestionSender},
		{text: "yes I'll be in, how do I know this isn't a scam? I won't open the door otherwise", intent: inUnclear},
		{text: "Yes I'll be in. How do I know this is not a scam? I need to check first", intent: inUnclear, question: QuestionScam},
		{text: "Yes I'll be in. Is this not a scam? I might not answer", intent: inUnclear},
		// the sender named, or a doubt put with "not" or "how do I know"
		{text: "Yes I'll be in. Is this from Acme?", intent: inYes, question: QuestionSender},
		{text: "Perfect, I'll be in. Is this message from Acme Home?", intent: inYes, question: QuestionSender},
		{text: "yep I'm in Tuesday. how do I know this isn't a scam?", intent: inYes, question: QuestionScam},
		{text: "Yes I'll be in. Is this not a scam?", intent: inYes, question: QuestionScam},
		{text: "Yes I'll be in. How can I check this is genuine?", intent: inYes, question: QuestionScam},
	})
}

// TestYesCancelledOther: "ordered both and cancelled one" beside a
// question about what is coming explains the question and cancels
// nothing (cancelledother.go); a cancellation asked for is still read.
func TestYesCancelledOther(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes, I'll be in. Is it the grey 3 seater or the corner one? Ordered both and cancelled one", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Which sofa is it? I ordered two and cancelled the other one", intent: inYes, question: QuestionItems},
		{text: "I'll be home. Is this the bed or the mattress? Bought both and cancelled one", intent: inYes, question: QuestionItems},
		{text: "yes that's fine. is it the blue one or the green one? ordered 2 then cancelled one", intent: inYes, question: QuestionItems},
		{text: "Yes we'll be in. Is it the footstool or the sofa? We ordered both and cancelled one of them", intent: inYes, question: QuestionItems},
		// the look-alikes: a cancellation asked for, of this order, or beside no question of the items
		{text: "Yes, I'll be in. Is it the grey one? Ordered both, cancel one", intent: confirm.IntentCancel},
		{text: "Yes I'll be in. Is this the sofa I cancelled?", intent: inUnclear},
		{text: "Ordered both and cancelled one", intent: confirm.IntentCancel},
		{text: "Yes I'll be in. What time? Ordered both and cancelled one", intent: confirm.IntentCancel},
		{text: "is it the grey one or the corner one? ordered both and cancelled one", intent: inUnclear, question: QuestionItems},
		{text: "Yes I might be in. Is it the grey one or the corner one? Ordered both and cancelled one", intent: inUnclear, question: QuestionItems},
	})
}

// TestYesRunOnItems: a yes with a question about what is coming run on
// with no question mark names the question (questioncontext.go).
func TestYesRunOnItems(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes that's fine is it the sofa bed or the sofa", intent: inYes, question: QuestionItems},
		{text: "yes I'll be in is it the grey one or the blue one", intent: inYes, question: QuestionItems},
		{text: "I'm home is it just the sofa or the footstool as well", intent: inYes, question: QuestionItems},
		{text: "yes that's fine is that all morning", intent: inYes, question: QuestionWindow},
		{text: "yes I'll be in is it the 3 seater", intent: inYes, question: QuestionItems},
		{text: "we'll be in is it the corner sofa", intent: inYes, question: QuestionItems},
		{text: "yes fine is it a two man delivery", intent: inYes, question: QuestionCarry},
		// the look-alikes: a hedge or a condition beside it
		{text: "yes I think so is it the sofa bed or the sofa", intent: inUnclear},
		{text: "yes if it's the sofa bed is it", intent: inUnclear},
		{text: "I might be in is it the sofa", intent: inUnclear},
	})
}

// TestYesServiceAsked: a request for a service put as a question beside a
// firm yes is passed on, not kept as an instruction (extraasked.go); said
// with "please", with no question mark, or with more said of it, it is
// kept in the notes.
func TestYesServiceAsked(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text, notes string
		ch          confirm.Channel
	}{
		{"Yes, I'll be in. Can you take the old sofa away too? Happy to pay", "", confirm.ChannelSMS},
		{"Yes I'll be in. Can you take the old sofa away while you're here?", "", confirm.ChannelSMS},
		{"Yes, I'll be in. Can you take the old sofa away?", "", confirm.ChannelSMS},
		{"yes we're in. could they take the old mattress away? will pay", "", confirm.ChannelSMS},
		{"Yes I'm home. Can you take the packaging away?", "", confirm.ChannelSMS},
		{"yeah i'm in can you take the old one away", "", confirm.ChannelCall},
		{"Yes I'll be in. Could you take the old bed away? Is that possible", "", confirm.ChannelSMS},
		{"Yes I'll be in. Can you take the old sofa away? It's in the lounge", "Can you take the old sofa away", confirm.ChannelSMS},
		{"Yes I'll be in. Can you take the old one away please?", "take the old one away", confirm.ChannelSMS},
		{"Yes I'll be in. Could they take the packaging away please", "take the packaging away", confirm.ChannelSMS},
		{"yes I'll be in, can you take the old sofa away", "take the old sofa away", confirm.ChannelSMS},
	} {
		l := corpusLine{Text: tt.text, Channel: tt.ch, Expect: "answer"}
		r, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case r.Intent != inYes || r.Question != QuestionOther:
			t.Errorf("%q read as %s asking %q (want will_be_in asking other): %s", tt.text, r.Intent, r.Question, r.Reason)
		case tt.notes == "" && r.Notes != "":
			t.Errorf("%q: notes %q, want none", tt.text, r.Notes)
		case tt.notes != "" && !strings.Contains(r.Notes, tt.notes):
			t.Errorf("%q: notes %q, want them to hold %q", tt.text, r.Notes, tt.notes)
		}
	}
	// the look-alikes: a condition on the service, or a yes that is not firm
	readClass(t, []classCase{
		{text: "yes, can you take the old sofa away? if not I don't want it", intent: inUnclear},
		{text: "I should be in. Can you take the old sofa away?", intent: inUnclear},
		{text: "yes if you can take the old sofa away", intent: inUnclear},
	})
}

// TestYesAsksOfTheOrder: a firm yes with a question about the order's own
// choices, the courier, the crew, paying or the tracking confirms with the
// question typed; a hedge, a condition, an absence or a question that asks
// to move it keeps the reply asked about.
func TestYesAsksOfTheOrder(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes ill be in, which size did i order again", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Which colour did I go for in the end?", intent: inYes, question: QuestionItems},
		{text: "yes I'll be in. is it the left or right hand corner?", intent: inYes, question: QuestionItems},
		{text: "I'll be home. Is it the left hand or right hand one?", intent: inYes, question: QuestionItems},
		{text: "yes I'll be there, who's the courier?", intent: inYes, question: QuestionSender},
		{text: "Yes I'll be in. Will it be one driver or two?", intent: inYes, question: QuestionCarry},
		{text: "Yes I'll be in. Is there a tracking link?", intent: inYes, question: QuestionCallAhead},
		{text: "yes that's fine, do i need to pay anything on the day?", intent: inYes, question: QuestionOther},
		{text: "Yes I'll be in. Do I need to pay anything?", intent: inYes, question: QuestionOther},
		{text: "Yes, someone will be in. Do you assemble it or is it flat pack?", intent: inYes, question: QuestionOther},
		// the look-alikes
		{text: "yes I might be in, which size did i order again", intent: inUnclear, question: QuestionItems},
		{text: "yes if it's the left hand one, is it?", intent: inUnclear},
		{text: "yes? who's the courier?", intent: inUnclear, question: QuestionSender},
		{text: "Yes I'll be in till 10. Will it be one driver or two?", intent: inUnclear, question: QuestionCarry},
		{text: "yes I think so, do I need to pay anything?", intent: inUnclear},
		{text: "Yes I'll be in. Do you have anything on Friday instead?", intent: inDay},
		{text: "yes I'll be in, what colour is it?", intent: inUnclear, question: QuestionOther},
		{text: "Is there a tracking link? I should be in", intent: inUnclear},
	})
}

// TestYesOrderTaken: beside a firm yes and a question about what is coming,
// a clause that only tells of the order may stand ("we're expecting both"),
// but one that says which of it the customer will take leaves the yes
// waiting on the answer (yesquestion.go).
func TestYesOrderTaken(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'll be in. Is this the bed or the sofa? We're expecting both", intent: inYes, question: QuestionItems},
		{text: "Yes, is this the corner sofa or the armchair? I ordered both", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Is it the oak table or the chairs? Can't remember what's coming first", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Is it the grey sofa? I changed the colour after ordering", intent: inYes, question: QuestionItems},
		{text: "That's fine, we'll be in. Which sofa is it, the grey corner one? I ordered two things from you and can't remember which is coming first", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Is it the bed? We ordered a few things and forgot which", intent: inYes, question: QuestionItems},
		// the look-alikes
		{text: "Yes I'll be in. Is this the sofa or the bed? I only want the sofa", intent: inUnclear, question: QuestionItems},
		{text: "yes I'll be in... is it the grey one? I'll only take the grey", intent: inUnclear, question: QuestionItems},
		{text: "Yes I'll be in. Is it the sofa or the bed? We only want to keep the sofa", intent: inUnclear, question: QuestionItems},
		{text: "Yes I'll be in. Is it the sofa or the chair? Only want to keep the sofa", intent: inUnclear, question: QuestionItems},
		{text: "Yes I'll be in. Is it the footstool? I refuse the footstool", intent: inUnclear, question: QuestionItems},
		{text: "Yes I'll be in. Which sofa is it? I ordered two things and I'm away Tuesday", intent: inDay},
		{text: "Yes I'll be in. Which sofa is it? I ordered two things and might be late back", intent: inUnclear},
	})
}

// TestYesAskWaits: a clause beside a question, or a request put as one,
// that makes the yes wait on the answer keeps the reply asked about, even
// where it reads as an instruction (waitbeside.go); a reason that waits on
// nothing does not.
func TestYesAskWaits(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'll be in. Can you take the old sofa away? Need to know before I confirm", intent: inUnclear, question: QuestionOther},
		{text: "I'll be in. Is this actually from Acme? I'll call them to check first", intent: inUnclear, question: QuestionScam},
		{text: "Yes I'll be in. Can you take the old sofa away please? I need to check before I confirm", intent: inUnclear},
		{text: "yes that's fine, is it the sofa? will confirm once I know", intent: inUnclear, question: QuestionItems},
		{text: "Yes I'll be in. Who's the courier? I'll decide then", intent: inUnclear, question: QuestionSender},
		{text: "yes we're in. will the driver ring first? I'll check with my wife then", intent: inUnclear, question: QuestionCallAhead},
		// the look-alikes: the reason waits on nothing
		{text: "Yes I'll be in. Can you take the old sofa away too? Happy to pay", intent: inYes, question: QuestionOther},
		{text: "Yes I'll be in. Is it the grey one? I ordered both", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Will the driver ring before? The dog barks", intent: inYes, question: QuestionCallAhead},
	})
}

// TestYesOrderDate: when the order was made ("the bed I ordered in
// October") names no day for the delivery (orderdate.go); a day asked for
// or turned down beside it is read as before.
func TestYesOrderDate(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes, I'll be in. Is this for the bed I ordered in October?", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Is it the sofa I bought on the 3rd?", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Is this the table I ordered last Friday?", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Is it the chair I ordered back in September?", intent: inYes, question: QuestionItems},
		{text: "I ordered it in September, yes I'll be in", intent: inYes},
		// the look-alikes
		{text: "I ordered it in September, I'm away Tuesday", intent: inDay},
		{text: "Yes, I'll be in. Is this for the bed I ordered in October? I'm out Tuesday though", intent: inDay},
		{text: "yes I'll be in on Friday", intent: inUnclear},
		{text: "Yes I'll be in. Is it the bed I ordered? Can it be Friday instead?", intent: inMove, slot: 1},
	})
}

// TestYesQuestionVoices: the same class written loosely: a smiley after
// the question answers nothing and leaves it asked (emojisettle.go), "which
// one is it" asks about the items, "quick q" and "jus checking" lead a
// question.
func TestYesQuestionVoices(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'll be in. Is it the grey or the blue?? 😊", intent: inYes, question: QuestionItems},
		{text: "yes we're in, is it the corner sofa? 🙂", intent: inYes, question: QuestionItems},
		{text: "yes. I'll be in. Which one is it - the armchair or the sofa?", intent: inYes, question: QuestionItems},
		{text: "I'll be home all day, which one is coming?", intent: inYes, question: QuestionItems},
		{text: "yes I'll be in 👍 quick q is it the corner sofa?", intent: inYes, question: QuestionItems},
		{text: "yes ill b in. jus checking is it the corner sofa?", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in!! Is it the grey or the blue??", intent: inYes, question: QuestionItems},
		// the look-alikes
		{text: "is it the grey or the blue?? 😊", intent: inUnclear, question: QuestionItems},
		{text: "yes I'll be in. is it the grey? if it's the blue I'm out 😊", intent: inUnclear},
		{text: "ya im in. is ths the grey 1? if not dont come", intent: inUnclear},
		{text: "yes maybe, which one is it?", intent: inUnclear, question: QuestionItems},
	})
}

// TestYesCancelledOtherCall: on a call "we ordered both and cancelled one"
// runs on after the question with no break; it still cancels nothing
// (cancelledother.go), though the run-on is asked about.
func TestYesCancelledOtherCall(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text   string
		intent confirm.Intent
	}{
		{"yes i'll be in is it the grey three seater or the corner one we ordered both and cancelled one", inUnclear},
		{"yeah we're in is it the bed or the sofa we bought both and cancelled one", inUnclear},
		{"yes i'll be in is it the grey one i want to cancel it", confirm.IntentCancel},
		{"yes i'll be in we ordered both and cancelled one", confirm.IntentCancel},
	} {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelCall, Expect: "answer"}
		r, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if r.Intent != tt.intent {
			t.Errorf("%q read as %s (want %s): %s", tt.text, r.Intent, tt.intent, r.Reason)
		}
	}
}

// TestYesOldDescribed: beside a firm yes that asks for the old piece to be
// taken away, a clause that only describes it may stand (extraasked.go);
// an absence or a condition beside it is read as before.
func TestYesOldDescribed(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes will be home. Will you take the old sofa away? It's a 3 seater", intent: inYes, question: QuestionOther},
		{text: "Yes I'll be in. Will you take the old mattress away? It's a double", intent: inYes, question: QuestionOther},
		{text: "I'll be in. Do you take the old bed away? It's quite big", intent: inYes, question: QuestionOther},
		{text: "yes we're in. will they take the old settee away? it's a corner one", intent: inYes, question: QuestionOther},
		// the look-alikes
		{text: "Yes will be home. Will you take the old sofa away? It's a 3 seater and I'm out till 10", intent: inDay},
		{text: "Yes will be home. Will you take the old sofa away? It's a problem if not", intent: inUnclear},
		{text: "Yes will be home. Will you take the old sofa away? It's in the garage, might be locked", intent: inUnclear},
		{text: "yes? will you take the old sofa away? it's a 3 seater", intent: inUnclear},
	})
}
