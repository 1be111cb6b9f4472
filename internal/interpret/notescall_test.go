package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

type noteCase struct {
	text   string
	intent confirm.Intent
	notes  string
}

func checkNotes(t *testing.T, channel confirm.Channel, cases []noteCase) {
	t.Helper()
	for _, tc := range cases {
		// booked Tuesday morning, as the corpus is
		got, err := New().Interpret(context.Background(), corpusLine{Text: tc.text, Channel: channel, Expect: "answer"}.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tc.intent || got.Notes != tc.notes {
			t.Errorf("%q: got %s notes %q, want %s notes %q (%s)", tc.text, got.Intent, got.Notes, tc.intent, tc.notes, got.Reason)
		}
	}
}

// TestRunOnDescriptionWhole: on the call a description run on from being
// in is kept from its first word, even where it names a part of the home
// the note would otherwise start at; "ours is" opens one as "it's" does.
func TestRunOnDescriptionWhole(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes i'll be in ours is the one with the blue door", confirm.IntentWillBeIn, "ours is the one with the blue door"},
		{"yeah we'll be in ours is the one with the red gate", confirm.IntentWillBeIn, "ours is the one with the red gate"},
		{"yes i'll be in it's the bungalow at the end of the lane", confirm.IntentWillBeIn, "it's the bungalow at the end of the lane"},
		{"yes we're in it's the flats on the third floor there's a lift", confirm.IntentWillBeIn, "it's the flats on the third floor there's a lift"},
		{"yep i'm in we're on the third floor there is a lift", confirm.IntentWillBeIn, "we're on the third floor there is a lift"},
		{"yes i'll be in it's the cottage past the farm at the end of the track", confirm.IntentWillBeIn, "it's the cottage past the farm at the end of the track"},
		{"yes i will be in we're at the end of the lane past the farm", confirm.IntentWillBeIn, "we're at the end of the lane past the farm"},
		{"yeah i'll be there it's unit four on the industrial estate", confirm.IntentWillBeIn, "it's unit four on the industrial estate"},
		// the twins that are no confirmation keep no yes
		{"i might be in ours is the one with the blue door", confirm.IntentUnclear, ""},
		{"i'll probably be in ours is the one with the blue door", confirm.IntentUnclear, ""},
		{"no we won't be in we're on the fourth floor there's a lift", confirm.IntentDifferentDay, ""},
		{"yes i'll be in if i'm back ours is the one with the blue door", confirm.IntentUnclear, ""},
	})
}

// TestHomeDetailNote: a short clause that only says which flat, unit or
// floor it is, beside the answer, is a note; a slot number, a date or a
// time is none.
func TestHomeDetailNote(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"Yes I'll be in, flat 3B, second floor", confirm.IntentWillBeIn, "flat 3B, second floor"},
		{"yes, second floor", confirm.IntentWillBeIn, "second floor"},
		{"Yes I'll be in. It's 14a", confirm.IntentWillBeIn, "It's 14a"},
		{"Yes we'll be in. Top floor", confirm.IntentWillBeIn, "Top floor"},
		{"Yes I'll be in, unit 4", confirm.IntentWillBeIn, "unit 4"},
		{"Yes I'm in. Block C, 3rd floor", confirm.IntentWillBeIn, "Block C, 3rd floor"},
		{"Sí, estaré. Es el 3B", confirm.IntentWillBeIn, "Es el 3B"},
		{"Bydda i yma. Fflat 4, ail lawr", confirm.IntentWillBeIn, "Fflat 4, ail lawr"},
		{"Sì, sarò a casa. Terzo piano", confirm.IntentWillBeIn, "Terzo piano"},
		// look-alikes that name no home
		{"Yes, number 3", confirm.IntentWillBeIn, ""},
		{"Yes, 2 of us", confirm.IntentWillBeIn, ""},
		{"yes the 24th", confirm.IntentWillBeIn, ""},
		{"I might be in, flat 3B", confirm.IntentUnclear, "flat 3B"},
	})
}

// TestWelshReceivesIt: "bydd X yn ei dderbyn" (X will receive it) names
// the one who signs, with the neighbour kept in the notes; a doubt about it
// or a child is still no signer.
func TestWelshReceivesIt(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text   string
		intent confirm.Intent
		signer string
		notes  string
	}{
		{"Fydda i ddim yma ond bydd fy nghymydog Gareth yn ei dderbyn", confirm.IntentAlternateSigner, "Gareth", "fy nghymydog"},
		{"bydd fy nghymydog Gareth yn ei dderbyn", confirm.IntentAlternateSigner, "Gareth", "fy nghymydog"},
		{"Fydda i ddim yma, bydd fy ngŵr Gareth yn ei dderbyn", confirm.IntentAlternateSigner, "Gareth", "fy ngŵr"},
		{"Fydda i ddim yma ond bydd fy nghymydog yn ei dderbyn", confirm.IntentAlternateSigner, "", "fy nghymydog"},
		{"Fydda i ddim yma ond bydd fy chwaer Siân yn ei derbyn", confirm.IntentAlternateSigner, "Siân", "fy chwaer"},
		{"Bydda i yma, bydda i'n ei dderbyn", confirm.IntentWillBeIn, "", ""},
		// the twins that name no one sure to take it
		{"Fydda i ddim yma ond efallai bydd fy nghymydog Gareth yn ei dderbyn", confirm.IntentDifferentDay, "", ""},
		{"Fydda i ddim yma ond bydd fy mab Tomos yn ei dderbyn, mae e'n 12", confirm.IntentUnclear, "", ""},
		{"Fydda i ddim yma", confirm.IntentDifferentDay, "", ""},
	} {
		got, err := New().Interpret(context.Background(), Input{Text: tc.text, Channel: confirm.ChannelSMS})
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tc.intent || got.Signer != tc.signer || got.Notes != tc.notes {
			t.Errorf("%q: got %s %q notes %q, want %s %q notes %q (%s)", tc.text, got.Intent, got.Signer, got.Notes, tc.intent, tc.signer, tc.notes, got.Reason)
		}
	}
}

// TestDescriptionBeforeNoun: in a text, a description that names a part of
// the home before the noun the note had started at is kept whole; who is
// asleep or what the kids do is not folded in.
func TestDescriptionBeforeNoun(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"Yes I will be in. There are steps up to the front door", confirm.IntentWillBeIn, "There are steps up to the front door"},
		{"Yes I'll be in. There's a step up to the front door", confirm.IntentWillBeIn, "There's a step up to the front door"},
		{"Yes will be in, 2 flights of stairs and a tight turn at the top fyi", confirm.IntentWillBeIn, "2 flights of stairs and a tight turn at the top"},
		{"Yes. We have 2 cats so please keep the front door shut", confirm.IntentWillBeIn, "We have 2 cats so please keep the front door shut"},
		{"Sí, estaremos. Subid por la escalera, el ascensor no funciona", confirm.IntentWillBeIn, "Subid por la escalera, el ascensor no funciona"},
		// no part of the home before it
		{"Yes I'll be in. Baby asleep so please knock", confirm.IntentWillBeIn, "Baby asleep so please knock"},
		{"Yes I'll be in. Please use the front door", confirm.IntentWillBeIn, "Please use the front door"},
		{"I might be in. There are steps up to the front door", confirm.IntentUnclear, "There are steps up to the front door"},
		{"No, not in. There are steps up to the front door", confirm.IntentDifferentDay, "There are steps up to the front door"},
	})
}

// TestNoAccessInDescription: "no lift", "no parking" describe the home
// inside a run-on description, which is kept whole; "no one" does not.
func TestNoAccessInDescription(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes i'll be in it's the top floor flat forty two there's no lift", confirm.IntentWillBeIn, "it's the top floor flat forty two there's no lift"},
		{"yes i'll be in we're on the second floor there's no lift", confirm.IntentWillBeIn, "we're on the second floor there's no lift"},
		{"yes we're in it's the end house there's no parking outside", confirm.IntentWillBeIn, "it's the end house there's no parking outside"},
		{"yeah i'm in it's flat nine there's no buzzer", confirm.IntentWillBeIn, "it's flat nine there's no buzzer"},
		{"yes i'll be in it's the third floor no lift", confirm.IntentWillBeIn, "it's the third floor no lift"},
		// the twins
		{"i might be in it's the top floor there's no lift", confirm.IntentUnclear, "there's no lift"},
		{"no we won't be in it's the top floor there's no lift", confirm.IntentDifferentDay, ""},
		{"yes i'll be in it's the top floor there's no one else here", confirm.IntentUnclear, ""},
		{"yes i'll be in it's the top floor no lift so i'm not sure it'll fit", confirm.IntentUnclear, "it's the top floor no lift so i'm not sure it'll fit"},
	})
}

// TestSpokenCodeAfterIn: on the call "in" run on into a code spelled digit
// by digit is being in and the code, not being somewhere till nine; the
// note is the code alone.
func TestSpokenCodeAfterIn(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yeah i'll be in gate code's nine nine one two", confirm.IntentWillBeIn, "gate code's nine nine one two"},
		{"yeah i'll be in gate code is nine nine one two", confirm.IntentWillBeIn, "gate code is nine nine one two"},
		{"yes i'm in key safe code's eight one one four", confirm.IntentWillBeIn, "key safe code's eight one one four"},
		{"yeah i'll be in front door code's nine one one two", confirm.IntentWillBeIn, "front door code's nine one one two"},
		{"yeah i'll be in gate code's four four seven one", confirm.IntentWillBeIn, "gate code's four four seven one"},
		{"yes i'm in code's nine one", confirm.IntentWillBeIn, "code's nine one"},
		// the twins: a doubt, a no, and being in somewhere till nine
		{"i might be in gate code's nine nine one two", confirm.IntentUnclear, "gate code's nine nine one two"},
		{"no i won't be in gate code's nine nine one two", confirm.IntentDifferentDay, "gate code's nine nine one two"},
		{"i'm in court till nine", confirm.IntentDifferentDay, ""},
		{"i'm in hospital till nine", confirm.IntentDifferentDay, ""},
	})
}

// TestItalianFloorRunOn: the floor said after the answer on the call ("è
// al secondo piano", "siamo al terzo piano") is kept as a note, the answer
// read as before.
func TestItalianFloorRunOn(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"sì ci sarò è al secondo piano", confirm.IntentWillBeIn, "è al secondo piano"},
		{"sì ci sono siamo al terzo piano", confirm.IntentWillBeIn, "siamo al terzo piano"},
		{"sì sarò a casa sono al quarto piano senza ascensore", confirm.IntentWillBeIn, "sono al quarto piano senza ascensore"},
		{"sì ci sarò è al piano terra", confirm.IntentWillBeIn, "è al piano terra"},
		{"sì ci sarò è al primo piano", confirm.IntentWillBeIn, "è al primo piano"},
		// the twins
		{"forse ci sarò è al secondo piano", confirm.IntentUnclear, ""},
		{"no non ci sarò è al secondo piano", confirm.IntentDifferentDay, ""},
		{"non so se ci sarò è al terzo piano", confirm.IntentUnclear, ""},
	})
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"Sì, ci sarò. È al secondo piano", confirm.IntentWillBeIn, "È al secondo piano"},
	})
}

// TestPausedRunOn: on the call a description that opens with "the" after a
// pause ("uh", "um", "er") straight after being in is kept whole; without
// the pause, or after a doubt or a no, it is not.
func TestPausedRunOn(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yep someone will be in uh the flats on the third floor there's no lift", confirm.IntentWillBeIn, "the flats on the third floor there's no lift"},
		{"yes i'll be in um the house with the red door", confirm.IntentWillBeIn, "the house with the red door"},
		{"yes i'll be in uh the house on the corner with the big tree", confirm.IntentWillBeIn, "the house on the corner with the big tree"},
		{"yeah we'll be in erm the bungalow at the end of the lane", confirm.IntentWillBeIn, "the bungalow at the end of the lane"},
		{"yes i'm in uh the house number is hidden by the ivy it's the one with the red car outside", confirm.IntentWillBeIn, "the house number is hidden by the ivy it's the one with the red car outside"},
		// the twins
		{"yep someone will be in the flats on the third floor there's no lift", confirm.IntentWillBeIn, "there's no lift"},
		{"i might be in uh the flats on the third floor", confirm.IntentUnclear, ""},
		{"no we won't be in uh the house with the red door", confirm.IntentDifferentDay, ""},
	})
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"yes i'll be in um the house with the red door", confirm.IntentWillBeIn, ""},
	})
}

// TestNoAccessAfterDay: "no lift" or "no parking" after the booked day or
// part of it describes the home and does not turn the day down; "no" alone
// or "no good" still does.
func TestNoAccessAfterDay(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes um i'll be in all morning there's no lift though so it's three flights", confirm.IntentWillBeIn, "there's no lift though so it's three flights"},
		{"yes i'll be in all morning there's no lift", confirm.IntentWillBeIn, "there's no lift"},
		{"yes i'll be in tuesday there's no parking outside so use the back", confirm.IntentWillBeIn, "there's no parking outside so use the back"},
		{"i'll be in tuesday morning no lift", confirm.IntentWillBeIn, "no lift"},
		{"yeah i'm in all morning there's no buzzer so knock", confirm.IntentWillBeIn, "there's no buzzer so knock"},
		// the twins that turn the day down
		{"tuesday no", confirm.IntentDifferentDay, ""},
		{"tuesday no good", confirm.IntentDifferentDay, ""},
		{"no tuesday no", confirm.IntentDifferentDay, ""},
		{"i won't be in all morning there's no lift", confirm.IntentDifferentDay, ""},
	})
}

// TestSpanishFlatLetter: a Spanish flat by its floor and letter ("Tercero
// B", "3º B", "segundo c") is a note beside the answer, where its letter had
// been an unknown word that asked again. "a" is no flat letter, as it is
// also "to" ("el segundo a la derecha").
func TestSpanishFlatLetter(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"Sí, estaré. Tercero B, el ascensor está a la izquierda", confirm.IntentWillBeIn, "Tercero B, el ascensor está a la izquierda"},
		{"Sí, estaré. 3º B", confirm.IntentWillBeIn, "3º B"},
		{"Sí, estaré en casa, segundo c", confirm.IntentWillBeIn, "segundo c"},
		{"Sí, estaremos. Primero D", confirm.IntentWillBeIn, "Primero D"},
		{"Sí, estaré. Cuarto B", confirm.IntentWillBeIn, "Cuarto B"},
		// the twins
		{"Quizás esté, es el tercero b", confirm.IntentUnclear, "es el tercero b"},
		{"No estaré. Es el 3B", confirm.IntentDifferentDay, "Es el 3B"},
	})
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"no estaré en casa el martes", confirm.IntentDifferentDay, ""},
	})
}

// TestBeingInNotInNote: on the call a part of the home said straight after
// "in", with no "the" between, starts the note; the statement of being in
// before it is never part of it.
func TestBeingInNotInNote(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes i'll be in side gate's open", confirm.IntentWillBeIn, "side gate's open"},
		{"yes i'll be in back door please", confirm.IntentWillBeIn, "back door please"},
		{"yes i'll be in round the back please", confirm.IntentWillBeIn, "round the back please"},
		{"yes we'll be in garage door's open", confirm.IntentWillBeIn, "garage door's open"},
		{"yes i'll be in lift's broken", confirm.IntentWillBeIn, "lift's broken"},
		{"yes i'll be in stairs are on the left", confirm.IntentWillBeIn, "stairs are on the left"},
		{"yes we're in round the side by the garage", confirm.IntentWillBeIn, "round the side by the garage"},
		// the twins: the note is the same, the answer is not a yes
		{"i might be in back door please", confirm.IntentUnclear, "back door please"},
		{"i might be in round the back please", confirm.IntentUnclear, "round the back please"},
		{"no i won't be in back door please", confirm.IntentDifferentDay, "back door please"},
	})
}

// TestAtTheFrontDoor: "at the front door", "at the back gate" in a
// description is the home, not a place the customer is at that day.
func TestAtTheFrontDoor(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes i'll be in there's a step at the front door so mind that", confirm.IntentWillBeIn, "there's a step at the front door so mind that"},
		{"yes i'll be in there's a step at the front door", confirm.IntentWillBeIn, "there's a step at the front door"},
		{"yes we'll be in there's a ramp at the back door so mind that", confirm.IntentWillBeIn, "there's a ramp at the back door so mind that"},
		{"yes i'll be in there's a bell at the side gate so ring that", confirm.IntentWillBeIn, "there's a bell at the side gate so ring that"},
		{"yes i'll be in there's a low beam at the back door so mind your head", confirm.IntentWillBeIn, "there's a low beam at the back door so mind your head"},
		// the twins: somewhere else that day
		{"yes i'll be in, i'll be at the front desk that morning", confirm.IntentDifferentDay, ""},
		{"i'm at the front of the queue that day", confirm.IntentDifferentDay, ""},
		{"i might be in there's a step at the front door so mind that", confirm.IntentUnclear, "the front door so mind that"},
	})
}

// TestFlatNumberedRunOn: on the call a flat or unit with its number said
// straight after "in" opens a description kept whole.
func TestFlatNumberedRunOn(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes i'll be in flat two b second floor", confirm.IntentWillBeIn, "flat two b second floor"},
		{"yes i'll be in flat forty two top floor", confirm.IntentWillBeIn, "flat forty two top floor"},
		{"yes i'm in unit four at the back of the estate", confirm.IntentWillBeIn, "unit four at the back of the estate"},
		{"yeah we'll be in flat nine on the third floor", confirm.IntentWillBeIn, "flat nine on the third floor"},
		{"yes i'll be in flat two b second floor buzz when you're there", confirm.IntentWillBeIn, "flat two b second floor buzz when you're there"},
		// the twins
		{"i might be in flat two b", confirm.IntentUnclear, ""},
		{"yes i'll be in flat two till ten", confirm.IntentDifferentDay, ""},
		{"no we won't be in flat nine on the third floor", confirm.IntentDifferentDay, ""},
		{"i'm in block 8 of the hospital that morning", confirm.IntentDifferentDay, ""},
	})
}
