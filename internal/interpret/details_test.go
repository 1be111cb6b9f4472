package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestDetailQuestionKinds reads questions whose kind turns on a detail:
// the sender named as a shop ("who are Hartley Beds?"), what was ordered
// asked of oneself or of a colour, a question about the window from a
// customer bound by one hour (then it asks the time), and a service on the
// day the booking does not hold (other); beside them, look-alikes that
// keep their kind.
func TestDetailQuestionKinds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want Question
	}{
		// the sender, named as a shop or set against another one
		{"Who are Hartley Beds?", QuestionSender},
		{"who's Northgate Furniture?", QuestionSender},
		{"sorry, is this the bed shop or some other company?", QuestionSender},
		{"is it you lot or another firm?", QuestionSender},
		// what was ordered
		{"what was it I bought again?", QuestionItems},
		{"what is it we ordered?", QuestionItems},
		{"Does the cushion match the colour of the chair?", QuestionItems},
		{"is the headboard the same fabric as the bed?", QuestionItems},
		// the time, for a customer bound by one hour
		{"Could you be more precise? I have to leave by 10", QuestionTime},
		{"can the slot be narrower, I've a dentist appointment at 11?", QuestionTime},
		{"any chance of a tighter window? I've a call at 10", QuestionTime},
		// ... but the window, with no hour or with both ends of it
		{"can the slot be narrower?", QuestionWindow},
		{"will they come at 9 or any time up to 12?", QuestionWindow},
		{"is it 8 to 12 all morning?", QuestionWindow},
		// a service on the day the booking does not hold
		{"Will the men take our old mattress away?", QuestionOther},
		{"can you recycle the cardboard?", QuestionOther},
		{"Do they install it as well?", QuestionOther},
		{"can I pay the balance by card on the day?", QuestionOther},
		{"do the drivers accept cash?", QuestionOther},
		// ... but carrying it is answered
		{"will they bring it upstairs?", QuestionCarry},
		{"how many men are carrying it?", QuestionCarry},
	}
	for _, tt := range tests {
		readSaid(t, Input{Text: tt.text, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday}, func(ch confirm.Channel, text string, res Result) {
			if res.Question != tt.want || res.Intent != confirm.IntentUnclear {
				t.Errorf("%s %q: %s question %q, want unclear %q (%s)", ch, text, res.Intent, res.Question, tt.want, res.Reason)
			}
		})
	}
}

// TestDetailYesWithExtra reads a firm yes said with a question for a
// service on the day the booking does not hold: whether anyone is in does
// not wait on its answer, so it confirms, the question passed on (other)
// and kept out of the notes. A bare yes before such a question, a
// condition on its answer, an absence or a narrowed window beside it, or a
// question that may decide whether anyone is in, is asked about.
func TestDetailYesWithExtra(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		q      Question
	}{
		{"Yes we'll be home. Will they take the old wardrobe away? Is that possible", confirm.IntentWillBeIn, QuestionOther},
		{"I'll be in all morning. Do your drivers take card for the balance?", confirm.IntentWillBeIn, QuestionOther},
		{"yes I'll be there, can they assemble the bed frame?", confirm.IntentWillBeIn, QuestionOther},
		{"We will be in. Could they take the packaging away? Would that be ok", confirm.IntentWillBeIn, QuestionOther},
		{"yes someone will be in, do they fit it too?", confirm.IntentWillBeIn, QuestionOther},
		{"Yep I'll be in. Do the lads take the old settee away?", confirm.IntentWillBeIn, QuestionOther},
		// not firm, or waiting on the answer
		{"Sure. Do you take cash?", confirm.IntentWillBeIn, QuestionOther}, // a bare yes with a whole question: yesbareask.go
		{"Yes if they can take the old one away", confirm.IntentUnclear, QuestionNone},
		{"Yes I'm in. Can they take the old sofa away? If not I'll cancel", confirm.IntentUnclear, QuestionOther},
		{"yes I'll be in, will they remove the old bed? I'm out after 10 though", confirm.IntentUnclear, QuestionOther},
		{"I'll be in, can you take the old one away? I need to know before I decide", confirm.IntentUnclear, QuestionOther},
		{"Yes I'll be in. Do I have to be in the whole time?", confirm.IntentUnclear, QuestionMustBeIn},
		{"I'll be in. Can you deliver to my work instead?", confirm.IntentUnclear, QuestionOther},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || res.Question != tt.q {
			t.Errorf("%q: %s question %q, want %s %q (%s)", tt.text, res.Intent, res.Question, tt.intent, tt.q, res.Reason)
		}
		if res.Intent == confirm.IntentWillBeIn && res.Notes != "" {
			t.Errorf("%q: notes %q, want none: the question is passed on as one", tt.text, res.Notes)
		}
	}
}

// readAnswer reads a reply to the first question, "will someone be in?",
// against the corpus's booking.
func readAnswer(t *testing.T, ch confirm.Channel, text string) Result {
	t.Helper()
	r, err := New().Interpret(t.Context(), Input{Text: text, Channel: ch, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestDetailSignerTitle reads, on a call where no comma is written, the
// title and surname said right after the taking as the signer's name
// ("my neighbour will take it mrs green"), a title spelled out ("mister")
// as its short form; beside them, a title after "to" or "with", which was
// always one clause, and replies that must not confirm for all the name.
func TestDetailSignerTitle(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		signer string
	}{
		{"i'm out but my neighbour will take it mrs green", confirm.IntentAlternateSigner, "Mrs Green"},
		{"the lady opposite will sign for it mrs khan", confirm.IntentAlternateSigner, "Mrs Khan"},
		{"my landlord will take it in mr davies at number 3", confirm.IntentAlternateSigner, "Mr Davies"},
		{"next door will take the parcel mister brown", confirm.IntentAlternateSigner, "Mr Brown"},
		{"my father in law will take it ms rahman", confirm.IntentAlternateSigner, "Ms Rahman"},
		{"the man upstairs will take it in his name is mister hughes", confirm.IntentAlternateSigner, "Mr Hughes"},
		{"leave it with mrs green", confirm.IntentAlternateSigner, "Mrs Green"},
		{"give it to mr jones next door", confirm.IntentAlternateSigner, "Mr Jones"},
		// never a confirmation for the name
		{"my neighbour might take it mrs green", confirm.IntentUnclear, ""},
		{"i don't think my neighbour can take it mrs green is away", confirm.IntentDifferentDay, ""},
		{"nobody will be in to take it mrs green is on holiday", confirm.IntentDifferentDay, ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelCall, tt.text)
		if res.Intent != tt.intent || res.Signer != tt.signer {
			t.Errorf("%q: %s signer %q, want %s %q (%s)", tt.text, res.Intent, res.Signer, tt.intent, tt.signer, res.Reason)
		}
	}
}

// TestDetailNotesWhole reads delivery instructions that must reach the
// notes whole: the short details of the home said before the one the
// notes took ("flat 12, 2nd floor, there is a lift"), and the leave given
// by whoever owns the place an instruction names ("use the pub car park,
// they don't mind"). Beside them, look-alikes whose extra words are no
// instruction: the customer's own "I don't mind", or an absence.
func TestDetailNotesWhole(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string // the notes must hold it; "" for none
		not    string // the notes must not hold it
	}{
		{"Yes I'll be in. Flat 3, first floor, the buzzer is on the left", confirm.IntentWillBeIn, "Flat 3, first floor, the buzzer is on the left", ""},
		{"yes we're home. unit 5, rear entrance, ring the bell", confirm.IntentWillBeIn, "unit 5, rear entrance, ring the bell", ""},
		{"I will be in. number 22, green door, knock loudly", confirm.IntentWillBeIn, "number 22, green door, knock loudly", ""},
		{"Yes I'm in. Please use the church car park, they don't mind", confirm.IntentWillBeIn, "Please use the church car park, they don't mind", ""},
		{"I'll be in. Park in the shop's bay outside, the owner said it's fine", confirm.IntentWillBeIn, "the owner said it's fine", ""},
		{"yes I'm home. pull onto next door's drive, they've given permission", confirm.IntentWillBeIn, "given permission", ""},
		// not a note, or not a confirmation
		{"Yes I'm in, I don't mind", confirm.IntentUnclear, "", ""},
		{"yes I'll be in. flat 12, I'm out after 10 though", confirm.IntentDifferentDay, "", "out after 10"},
		{"leave it in the porch, they don't mind", confirm.IntentUnclear, "leave it in the porch", ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent {
			t.Errorf("%q: %s, want %s (%s)", tt.text, res.Intent, tt.intent, res.Reason)
		}
		if !notesMatch(res.Notes, tt.notes) || tt.not != "" && strings.Contains(res.Notes, tt.not) {
			t.Errorf("%q: notes %q, want %q", tt.text, res.Notes, tt.notes)
		}
	}
}

// TestDetailNotesAsked reads two instructions said without a verb the
// driver does at the door, kept in the notes with the need or the pet that
// explains them: asking for time to answer, and not to mind the pet. The
// look-alikes say the same words of something else, or with an absence or
// a hedge that keeps the reply from confirming.
func TestDetailNotesAsked(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"Yes I'll be in. I'm on crutches so please give me a minute to get to the door", confirm.IntentWillBeIn, "give me a minute"},
		{"I'll be home, I'm a bit deaf so give me a moment to answer", confirm.IntentWillBeIn, "give me a moment to answer"},
		{"yes we'll be in, we're on the top floor so give us a sec", confirm.IntentWillBeIn, "give us a sec"},
		{"yes I'm in, the cat will come to the door so don't worry about her", confirm.IntentWillBeIn, "don't worry about her"},
		{"We'll be home. The puppy jumps up so don't worry about him, he's friendly", confirm.IntentWillBeIn, "don't worry about him"},
		{"yes I'll be in, the dogs bark a lot so don't worry about them", confirm.IntentWillBeIn, "don't worry about them"},
		// not an instruction, or not a confirmation
		{"Yes I'll be in, don't worry about it", confirm.IntentWillBeIn, ""},
		{"give me a minute, I'll check if I'm in", confirm.IntentUnclear, ""},
		{"I might be in, give me a minute to answer", confirm.IntentUnclear, "give me a minute to answer"},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestDetailDayAsked reads a reply that needs a different day and asks for
// one: it asks QuestionOther (the team answers it, not the booking), and
// the question, which names a day, is no delivery instruction. A
// question beside a firm yes about the time stays a confirmation that
// asks.
func TestDetailDayAsked(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		q      Question
	}{
		{"Tuesday is no good. Do you come out on Saturdays?", confirm.IntentDifferentDay, QuestionOther},
		// "can't do Tuesday" before a question is asked about, never confirmed
		{"can't do Tuesday, do you deliver at weekends?", confirm.IntentUnclear, QuestionOther},
		{"I'm at work all day Tuesday, is there anything the week after?", confirm.IntentDifferentDay, QuestionOther},
		{"none of those work for me, anything next week?", confirm.IntentDifferentDay, QuestionOther},
		{"not Tuesday sorry, could you deliver Monday week?", confirm.IntentDifferentDay, QuestionOther},
		{"Tuesday's no good, do your drivers work Sundays?", confirm.IntentDifferentDay, QuestionOther},
		// a different day that asks nothing, and a yes that asks the time
		{"Tuesday is no good for me", confirm.IntentDifferentDay, QuestionNone},
		{"Yes I'll be in on Tuesday. What time will they come?", confirm.IntentWillBeIn, QuestionTime},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || res.Question != tt.q || res.Intent == confirm.IntentDifferentDay && res.Notes != "" {
			t.Errorf("%q: %s question %q notes %q, want %s %q, no notes (%s)", tt.text, res.Intent, res.Question, res.Notes, tt.intent, tt.q, res.Reason)
		}
	}
}

// TestDetailTimeRunOn reads, on a call, "what time" run on at the end of a
// firm yes with no verb after it: a confirmation that asks the time. A
// hedged or absent yes with the same tail is asked about, and "don't mind
// what time" asks nothing.
func TestDetailTimeRunOn(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		q      Question
	}{
		{"yes i'll be in what time", confirm.IntentWillBeIn, QuestionTime},
		{"yeah we'll be in er what time roughly", confirm.IntentWillBeIn, QuestionTime},
		{"yes i will be home what time exactly", confirm.IntentWillBeIn, QuestionTime},
		{"yes someone will be home what time please", confirm.IntentWillBeIn, QuestionTime},
		{"i might be in what time roughly", confirm.IntentUnclear, QuestionTime},
		{"i'm at work till eleven what time roughly", confirm.IntentUnclear, QuestionTime},
		{"yeah what time", confirm.IntentUnclear, QuestionTime},
		{"i'll be in don't mind what time", confirm.IntentUnclear, QuestionNone},
		{"yes i'll be in doesn't matter what time", confirm.IntentWillBeIn, QuestionNone}, // a reassurance: english_test.go
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelCall, tt.text)
		if res.Intent != tt.intent || res.Question != tt.q {
			t.Errorf("%q: %s question %q, want %s %q (%s)", tt.text, res.Intent, res.Question, tt.intent, tt.q, res.Reason)
		}
	}
}

// TestDetailSignerAtPost reads a signer named with the post they keep at
// the front of a building ("Frank on the front desk signs for all our
// parcels", "Maria at reception will take it"): the name is the signer and
// the post goes to the notes. A hedge still keeps it from confirming, and
// the customer's own post is no one else.
func TestDetailSignerAtPost(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		signer string
	}{
		{"Frank on the front desk signs for all our parcels", confirm.IntentAlternateSigner, "Frank"},
		{"Leave it with the porter, Dennis on the main desk will sign", confirm.IntentAlternateSigner, "Dennis"},
		{"I'm at work, Priya at reception will take it", confirm.IntentAlternateSigner, "Priya"},
		{"Tom on the door will sign for it", confirm.IntentAlternateSigner, "Tom"},
		{"Grace behind the front desk will take it in", confirm.IntentAlternateSigner, "Grace"},
		{"ask for Joe on the security desk, he'll sign", confirm.IntentAlternateSigner, "Joe"},
		// never a confirmation for the post
		{"Frank on the front desk might sign", confirm.IntentUnclear, ""},
		{"leave it at the front desk", confirm.IntentUnclear, ""},
		{"Frank on the front desk is off on Tuesday", confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || res.Signer != tt.signer {
			t.Errorf("%q: %s signer %q notes %q, want %s %q (%s)", tt.text, res.Intent, res.Signer, res.Notes, tt.intent, tt.signer, res.Reason)
		}
	}
}

// TestDetailDayOfAnother reads the booked day named of what another person
// does that day: it says nothing of anyone being in, so it is no
// acceptance of the day. The customer's own acceptance, and another said
// to be in, still confirm.
func TestDetailDayOfAnother(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
	}{
		{"Frank works Tuesday", confirm.IntentUnclear},
		{"my husband is off on Tuesday", confirm.IntentUnclear},
		{"Tom's off Tuesday", confirm.IntentUnclear},
		{"Frank on the front desk is off on Tuesday", confirm.IntentUnclear},
		{"she does the school run Tuesday", confirm.IntentDifferentDay},
		{"my son has football on Tuesday", confirm.IntentUnclear},
		// confirmations
		{"Tuesday is fine", confirm.IntentWillBeIn},
		{"we're fine for Tuesday", confirm.IntentWillBeIn},
		{"Tom is in on Tuesday", confirm.IntentAlternateSigner},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent {
			t.Errorf("%q: %s, want %s (%s)", tt.text, res.Intent, tt.intent, res.Reason)
		}
	}
}

// TestDetailGlossedApposition reads, in the other languages, a signer's
// relation with the name set off by commas after it ("soția mea, Elena, va
// fi acasă"): the note holds the relation and the name, as in English
// ("my wife, Elena, will be home"). A relation with no name keeps its note
// alone, and a name set off beside "neither" ("neither will my sister,
// Lucy", "y mi hermana, Lucía, tampoco") is another who will not be in,
// never the signer.
func TestDetailGlossedApposition(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		signer string
		notes  string
	}{
		{"Eu sunt la muncă, dar fiul meu, Andrei, va fi acasă", confirm.IntentAlternateSigner, "Andrei", "fiul meu"},
		{"No estaré, pero mi hermana, Lucía, estará en casa", confirm.IntentAlternateSigner, "Lucía", "mi hermana"},
		{"Nie będzie mnie, ale moja mama, Ewa, będzie w domu", confirm.IntentAlternateSigner, "Ewa", "moja mama"},
		{"Je ne serai pas là mais mon fils, Hugo, sera à la maison", confirm.IntentAlternateSigner, "Hugo", "mon fils"},
		{"Non ci sarò, ma mio marito, Marco, sarà a casa", confirm.IntentAlternateSigner, "Marco", "mio marito"},
		{"Não vou estar, mas o meu marido, Rui, vai estar em casa", confirm.IntentAlternateSigner, "Rui", "o meu marido"},
		{"Fydda i ddim yma ond mi fydd y ferch, Catrin, adre", confirm.IntentAlternateSigner, "Catrin", "y ferch"},
		{"I'm at work but my son, Andrew, will be home", confirm.IntentAlternateSigner, "Andrew", "my son"},
		// no name, or not a confirmation
		{"No estaré, pero mi hermana estará en casa", confirm.IntentAlternateSigner, "", "mi hermana"},
		{"No estaré, y mi hermana, Lucía, tampoco", confirm.IntentDifferentDay, "", ""},
		{"I won't be in, neither will my sister, Lucy", confirm.IntentDifferentDay, "", ""},
		{"Non ci sarò, e neanche mia moglie, Giulia", confirm.IntentDifferentDay, "", ""},
		{"I can't and my sister, Lucy, can't either", confirm.IntentUnclear, "", ""},
		{"I won't be in, my husband, Tom, will", confirm.IntentAlternateSigner, "Tom", "my husband"},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || res.Signer != tt.signer || tt.notes != "" && !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s signer %q notes %q, want %s %q notes %q (%s)", tt.text, res.Intent, res.Signer, res.Notes, tt.intent, tt.signer, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesPatienceAndNumber reads two more instructions kept whole:
// patience asked after the need that explains it ("she doesn't speak much
// English so please be patient"), and the house number set against the
// one people take it for ("I'm at number 14a not 14"). Said of oneself,
// patience asks nothing; a yes that is not firm stays asked about.
func TestDetailNotesPatienceAndNumber(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"Yes I'll be in. I walk with a frame so please be patient", confirm.IntentWillBeIn, "I walk with a frame so please be patient"},
		{"My dad will be in, he's hard of hearing so please be patient", confirm.IntentAlternateSigner, "please be patient"},
		{"yes we're home, we're on the 5th floor so bear with us", confirm.IntentWillBeIn, "bear with us"},
		{"Yes I'm in. We're number 21b not 21", confirm.IntentWillBeIn, "number 21b not 21"},
		{"Yep. it's flat 4a not 4, drivers always get it wrong", confirm.IntentWillBeIn, "flat 4a not 4"},
		{"yes I'll be there, house 9 not 9a", confirm.IntentWillBeIn, "house 9 not 9a"},
		// not an instruction, or not a confirmation
		{"yes I'll be in, I'll be patient", confirm.IntentWillBeIn, ""},
		{"I might be in, we're number 21b not 21", confirm.IntentUnclear, "number 21b not 21"},
		{"I'm at number 21 not home", confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesCrewMust reads what the crew will have to do, said of
// them ("they'll have to carry it from the end of the street", "the
// drivers will need to park on the main road"), and the room they have to
// do it ("plenty of room to park on the drive"), as an instruction. Said
// of the household ("we'll have to carry it upstairs ourselves") it is
// none, and a rebooking said so is no note.
func TestDetailNotesCrewMust(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"Yes I'll be in, the lane is too narrow so they'll have to carry it from the road", confirm.IntentWillBeIn, "carry it from the road"},
		{"yes I'm in, the drivers will need to park on the main road", confirm.IntentWillBeIn, "park on the main road"},
		{"I'll be home. The lift is broken so the men will have to carry it up", confirm.IntentWillBeIn, "carry it up"},
		{"yes we're in, you'll have to use the back gate", confirm.IntentWillBeIn, "use the back gate"},
		{"yes I'm in, please carry it round the back", confirm.IntentWillBeIn, "please carry it round the back"},
		{"Yes I'll be in. End terrace, plenty of room to park on the drive", confirm.IntentWillBeIn, "End terrace, plenty of room to park on the drive"},
		{"yes I'm in, lots of space to turn at the top", confirm.IntentWillBeIn, "lots of space to turn at the top"},
		{"I might be in, plenty of room to park", confirm.IntentUnclear, "plenty of room to park"},
		{"We'll be in, they'll need to bring it through the garage", confirm.IntentWillBeIn, "bring it through the garage"},
		// not the crew's, or not a confirmation
		{"yes, we'll have to carry it upstairs ourselves", confirm.IntentWillBeIn, ""},
		{"yes I'm in, they'll have to come back another day", confirm.IntentDifferentDay, ""},
		{"they'll have to leave it next door", confirm.IntentUnclear, "leave it next door"},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesPetKept reads a pet described and then said to be kept
// out of the way ("we have a dog but he'll be shut in the kitchen", "we
// shut him away", Romanian "Avem un caine dar il inchidem"): the keeping
// finishes the note, and "away" there is the dog's, never the
// household's. The household away beside a pet is still an absence.
func TestDetailNotesPetKept(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"Yes we're in, we have a dog but he'll be shut in the kitchen", confirm.IntentWillBeIn, "we have a dog but he'll be shut in the kitchen"},
		{"Yes I'll be home. There's a cat but she'll be locked in the bedroom", confirm.IntentWillBeIn, "she'll be locked in the bedroom"},
		{"Yes we'll be home. We have two dogs but we'll put them upstairs", confirm.IntentWillBeIn, "we'll put them upstairs"},
		{"Yes we'll be home. We have a dog but we shut him away", confirm.IntentWillBeIn, "we shut him away"},
		{"I'll be in, we have a puppy, he'll be kept in the garden", confirm.IntentWillBeIn, "he'll be kept in the garden"},
		{"Da, vom fi acasa. Avem un caine dar il inchidem", confirm.IntentWillBeIn, "Avem un caine dar il inchidem"},
		// the household away, or no yes
		{"we have a dog but we're away", confirm.IntentDifferentDay, ""},
		{"yes we have a dog but we'll be away, he'll be shut in the kitchen", confirm.IntentDifferentDay, ""},
		{"We have a dog but we shut him away", confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || tt.notes != "" && !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesAwayOnly reads a clause that names a part of a home only
// to say the customer is away ("car's in the garage and I'm stuck at my
// sister's till Wednesday"): it tells the driver nothing, so it is no
// note. An instruction beside an absence stays one.
func TestDetailNotesAwayOnly(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"Sorry no, the van's in the garage and I'm stuck at my mum's till Thursday", confirm.IntentDifferentDay, ""},
		{"no, the boiler's broken and I'm staying at my brother's till Friday", confirm.IntentDifferentDay, ""},
		{"Sorry, car's in the garage and I'm stuck at work till 6", confirm.IntentDifferentDay, ""},
		{"not Tuesday, the drive is being dug up and I'm at my sister's all week", confirm.IntentDifferentDay, ""},
		// an instruction beside it stays
		{"I'm away, leave it in the garage", confirm.IntentDifferentDay, "leave it in the garage"},
		{"yes I'm in, car's in the garage so park on the drive", confirm.IntentWillBeIn, "park on the drive"},
		{"we're out, the gate code is 1234", confirm.IntentDifferentDay, "the gate code is 1234"},
		{"I'm away but the key is in the key safe", confirm.IntentDifferentDay, "key safe"},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesCondition reads a clause that puts a condition on the
// customer's answer ("yeah if the car's fixed by then"): it describes
// nothing and is no note, and the reply is asked about. A condition that
// is the driver's ("if the gate is locked ring the bell") is still an
// instruction.
func TestDetailNotesCondition(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"yeah if the car's fixed by then", confirm.IntentUnclear, ""},
		{"yes if the boiler man has gone by then", confirm.IntentUnclear, ""},
		{"ok unless the garage keeps the car", confirm.IntentUnclear, ""},
		{"yes, provided the road is open", confirm.IntentUnclear, ""},
		{"sure, assuming the lift is fixed", confirm.IntentUnclear, ""},
		{"yeah if the gate's been fixed", confirm.IntentUnclear, ""},
		// the driver's condition stays an instruction
		{"I'll be in, if the gate is locked ring the bell", confirm.IntentUnclear, "if the gate is locked ring the bell"},
		{"yes I'm in, the side gate will be open", confirm.IntentWillBeIn, "the side gate will be open"},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelCall, tt.text)
		if res.Intent != tt.intent || !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesCallWhenFirst reads, in a language that says when to call
// before the verb ("aane se pehle call kar de", "pehle phone kar de"), the
// when as part of the note; English keeps it after the verb as before.
func TestDetailNotesCallWhenFirst(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"Ji haan, main ghar pe hoon. Aane se pehle call kar dena", confirm.IntentWillBeIn, "Aane se pehle call kar dena"},
		{"Haan ji main ghar hun, pehle phone kar dena please", confirm.IntentWillBeIn, "pehle phone kar dena"},
		{"Ji bilkul. Driver aane se pehle phone kar de", confirm.IntentWillBeIn, "aane se pehle phone kar de"},
		{"Haan main ghar pe hoon, driver ko bolo pehle call kar de", confirm.IntentWillBeIn, "pehle call kar de"},
		{"yes I'm in, call me before coming", confirm.IntentWillBeIn, "call me before coming"},
		{"yes I'll be in, ring first please", confirm.IntentWillBeIn, "ring first please"},
		// a call asked for with no when is a person asked for
		{"call me", confirm.IntentWantsHuman, ""},
		{"Mujhe call karo", confirm.IntentWantsHuman, ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesBracket reads a note that opens a bracket and stops
// inside it at a comma ("neighbour opposite (no.7, Pete)"): the note runs
// to the bracket's close. A bracket that runs on into a sentence of its
// own is left as it is.
func TestDetailNotesBracket(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		signer string
		notes  string
	}{
		{"Won't be in but the neighbour opposite (no.9, Dave) will take it", confirm.IntentAlternateSigner, "Dave", "the neighbour opposite (no.9)"},
		{"I'm away, the neighbour (no 4, Sue) will sign", confirm.IntentAlternateSigner, "Sue", "the neighbour (no 4)"},
		{"I'm out but my neighbour (at no 4) will take it", confirm.IntentAlternateSigner, "", "my neighbour (at no 4)"},
		{"I'm out but my dad (Geoff) will be in", confirm.IntentAlternateSigner, "Geoff", "my dad"},
		{"yes I'm in, use the side gate (code 1234, then push)", confirm.IntentWillBeIn, "", "use the side gate (code 1234, then push)"},
		{"yes I'll be in, flat 2 (top floor, no lift)", confirm.IntentWillBeIn, "", "flat 2 (top floor, no lift)"},
		// a bracket that does not close in a few words
		{"yes I'm in, ring the bell (it's broken, so knock loudly instead, sorry about that)", confirm.IntentWillBeIn, "", "ring the bell"},
		{"I'm away, the neighbour (no 4, Sue) might sign", confirm.IntentUnclear, "", ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || res.Signer != tt.signer || tt.notes != "" && !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s signer %q notes %q, want %s %q notes %q (%s)", tt.text, res.Intent, res.Signer, res.Notes, tt.intent, tt.signer, tt.notes, res.Reason)
		}
	}
}

// TestDetailCallFirst reads a question whether the driver calls first said
// with "first" before the call, as the Urdu and Punjabi glosses have it
// ("Driver pehle phone kar sakta hai?", glossed "delivery before call
// can"): call_ahead. Beside them, questions that keep their kind.
func TestDetailCallFirst(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want Question
	}{
		{"Driver pehle phone kar sakta hai?", QuestionCallAhead},
		{"Kya driver pehle call karega?", QuestionCallAhead},
		{"driver pehle phone karega?", QuestionCallAhead},
		{"will the driver first ring?", QuestionCallAhead},
		{"can they before call?", QuestionCallAhead},
		{"will they first text?", QuestionCallAhead},
		{"what time will they call?", QuestionCallAhead},
		{"kitne baje aayenge?", QuestionTime},
		{"what comes first, the sofa or the chair?", QuestionOther},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Question != tt.want || res.Intent != confirm.IntentUnclear {
			t.Errorf("%q: %s question %q, want unclear %q (%s)", tt.text, res.Intent, res.Question, tt.want, res.Reason)
		}
	}
}

// TestDetailNotesColonValue reads a note written as a label and its value
// after a colon ("Gate code: 1234", "Citofono: Rossi"): the value is part
// of the note. A name on the bell so given is the bell's, never a signer.
func TestDetailNotesColonValue(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		signer string
		notes  string
	}{
		{"Yes I'm in. Gate code: 4455", confirm.IntentWillBeIn, "", "Gate code: 4455"},
		{"yes I'll be home. Key safe: 9090, round the back", confirm.IntentWillBeIn, "", "Key safe: 9090, round the back"},
		{"Yes I'm in. Buzzer: Nowak", confirm.IntentWillBeIn, "", "Buzzer: Nowak"},
		{"Sì, ci sono io. Citofono: Bianchi", confirm.IntentWillBeIn, "", "Citofono: Bianchi"},
		{"Sí, estaré. Portero: 3B", confirm.IntentWillBeIn, "", "3B"},
		{"yes I'm in, intercom: flat 6", confirm.IntentWillBeIn, "", "intercom: flat 6"},
		// a bell's name alone is no signer; a hedge still asks
		{"Buzzer: Nowak", confirm.IntentUnclear, "", ""},
		{"Gate code: 4455. I might be in", confirm.IntentUnclear, "", "Gate code: 4455"},
		{"I'm out, my neighbour: Mrs Nowak", confirm.IntentAlternateSigner, "Mrs Nowak", ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || res.Signer != tt.signer || tt.notes != "" && !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s signer %q notes %q, want %s %q notes %q (%s)", tt.text, res.Intent, res.Signer, res.Notes, tt.intent, tt.signer, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesYesEmoji reads a yes said with an emoji between words
// ("we're in 👍 the house with the blue door"): the emoji ends its
// clause, so the description after it is a note of its own, with a remark
// that the number is not to be seen ("number's not on it"). An emoji that
// undercuts the yes still does.
func TestDetailNotesYesEmoji(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"we're in 👍 the house with the blue door, number's not on it", confirm.IntentWillBeIn, "the house with the blue door, number's not on it"},
		{"I'll be in 👍 gate code 1234", confirm.IntentWillBeIn, "gate code 1234"},
		{"yes ✅ it's the flat above the bakery", confirm.IntentWillBeIn, "it's the flat above the bakery"},
		{"we'll be home 👌 the cottage at the end of the lane, no number on it", confirm.IntentWillBeIn, "no number on it"},
		{"yes I'm in, green gate, no number on it", confirm.IntentWillBeIn, "green gate, no number on it"},
		{"👍 I'll be in", confirm.IntentWillBeIn, ""},
		// undercut or turned down
		{"yes I'll be in 🙄 the house with the blue door", confirm.IntentUnclear, ""},
		{"no 👎 not Tuesday", confirm.IntentDifferentDay, ""},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || tt.notes != "" && !notesMatch(res.Notes, tt.notes) {
			t.Errorf("%q: %s notes %q, want %s notes %q (%s)", tt.text, res.Intent, res.Notes, tt.intent, tt.notes, res.Reason)
		}
	}
}

// TestDetailNotesWhyNotLeave reads a question why it cannot be left
// ("can't they just leave it in the porch?") as the question it is, never
// a note: it asks, beside "do I have to be in?", and the team decides.
// A request to leave it with someone, or to ring, is still one.
func TestDetailNotesWhyNotLeave(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		q      Question
		notes  string
	}{
		{"Do I have to be in? Can't they just leave it in the porch?", confirm.IntentUnclear, QuestionMustBeIn, ""},
		{"Does someone need to be home? Couldn't you leave it in the shed", confirm.IntentUnclear, QuestionMustBeIn, ""},
		{"do I need to be there? can't the driver just put it behind the gate?", confirm.IntentUnclear, QuestionMustBeIn, ""},
		{"Do I have to be in? Can't you just drop it in the shed", confirm.IntentUnclear, QuestionMustBeIn, ""},
		{"Must I be home? Can't they just leave it on the step?", confirm.IntentUnclear, QuestionMustBeIn, ""},
		{"do I have to sign? cannot they just post it through the door?", confirm.IntentUnclear, QuestionMustBeIn, ""},
		// requests stay notes
		{"Yes I'm in. Could they ring first please", confirm.IntentWillBeIn, QuestionCallAhead, "ring first"}, // named: callaheadasked.go
		{"yes I'm in, please ring twice", confirm.IntentWillBeIn, QuestionNone, "ring twice"},
	}
	for _, tt := range tests {
		res := readAnswer(t, confirm.ChannelSMS, tt.text)
		if res.Intent != tt.intent || res.Question != tt.q || !notesMatch(res.Notes, tt.notes) && tt.notes != "" || tt.intent == confirm.IntentUnclear && res.Notes != "" {
			t.Errorf("%q: %s question %q notes %q, want %s %q notes %q (%s)", tt.text, res.Intent, res.Question, res.Notes, tt.intent, tt.q, tt.notes, res.Reason)
		}
	}
}
