package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesAskWhyOfKind: a firm yes, or "sure thing", with a whole question
// and a sentence after it saying why it is asked in words that only fit
// that question (askwhykind.go): beside a question about carrying it,
// what the customer's body can no longer do; beside a question about what
// is coming, that the pieces were meant to come together or apart. A
// hedged yes, a question that may undo the yes, an operation still to
// come, a child or an absence beside it keeps the reply asked about.
func TestYesAskWhyOfKind(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'm in. Will they carry it up the stairs? It's a 2nd floor flat and I've just had my knee done", intent: inYes, question: QuestionCarry},
		{text: "Sure thing! is it the grey corner sofa or just the footstool? both were meant to come together", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Can they bring it upstairs? I've got a bad back", intent: inYes, question: QuestionCarry},
		{text: "yes we'll be in. will the driver carry it up to the flat? I had a hip replacement recently", intent: inYes, question: QuestionCarry},
		{text: "I'll be home. Will there be two of them to carry it? I'm on crutches at the moment", intent: inYes, question: QuestionCarry},
		{text: "Yep I'll be there. Do they take it upstairs? its a 3rd floor flat and i cant lift heavy things", intent: inYes, question: QuestionCarry},
		{text: "Yes I'm in. Will they bring it up the stairs? I'm recovering from a knee operation", intent: inYes, question: QuestionCarry},
		{text: "Yes I'll be in. Will it be two men? I'm disabled and can't carry it", intent: inYes, question: QuestionCarry},
		{text: "Yes that's fine, I'll be in. Is it the sofa or the armchair? they were supposed to come together", intent: inYes, question: QuestionItems},
		{text: "yes I'm in. is it just the bed or the mattress too? they were meant to arrive together", intent: inYes, question: QuestionItems},
		{text: "Yes I'll be in. Which is coming, the table or the chairs? thought they were coming separately", intent: inYes, question: QuestionItems},
		{text: "Sure thing! what time will they come?", intent: inYes, question: QuestionTime},
	})
}

// TestYesAskWhyOfKindTwins: the look-alikes of TestYesAskWhyOfKind that
// must not confirm.
func TestYesAskWhyOfKindTwins(t *testing.T) {
	t.Parallel()
	r := New()
	for _, text := range []string{
		"I should be in. Will they carry it up? I've just had my knee done",
		"I should be in. Will they carry it up the stairs? It's a 2nd floor flat and I've got a bad back",
		"Yes I'm in. Can they come after 2 instead?",
		"Yes. Do I have to be in?",
		"Sure. Is it Tuesday or Wednesday?",
		"Yes I'm in. Will they carry it up the stairs? It's a 2nd floor flat and only my 10 year old will be in",
		"Yes I'm in. Will they carry it up the stairs? I've had my knee done so my 12 year old will be in",
		"Sure thing! is it the sofa or the footstool? both were meant to come together, my kids will be in",
		"Yes I'm in. Will they carry it up the stairs? I'm having my knee done that week",
		"Yes I'm in. Will they carry it up the stairs? I'm due a hip operation",
		"Yes I'm in. Will they carry it upstairs? I have an operation",
		"Yes I'm in. Will they carry it up the stairs? I'm booked in for a hip replacement",
		"Yes I'm in. Will they carry it up the stairs? I've just had my knee done so I might be at the hospital",
		"Yes I'm in. Will they carry it up the stairs? It's a 2nd floor flat and I'm in hospital",
		"Sure thing! is it the sofa or the footstool? both were meant to come together, if not I'll cancel",
		"I might be in. is it the sofa or the footstool? both were meant to come together",
		"Yes I'm in. is it the sofa or the footstool? they were meant to come on Friday together",
		"Sure thing! is it the sofa or the footstool? both were meant to come together but I'm out Tuesday",
	} {
		l := corpusLine{Text: text, Channel: confirm.ChannelSMS, Expect: "answer"}
		res, err := r.Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q: read %s (%s), want no confirmation", text, res.Intent, res.Reason)
		}
	}
}

// TestNoteKnockerReason: the knocker is a thing of the door like the bell,
// so a reason after an instruction that names it ("ring the bell as the
// knocker doesnt work") stays in the note, and a hedge still keeps the
// reply asked about.
func TestNoteKnockerReason(t *testing.T) {
	t.Parallel()
	r := New()
	for _, c := range []struct {
		text, notes string
		yes         bool
	}{
		{"Yes I will be in. Gate code is 4471, please ring the bell as the knocker doesnt work", "please ring the bell as the knocker doesnt work", true},
		{"Yes I will be in. Please ring the bell as the knocker doesnt work", "Please ring the bell as the knocker doesnt work", true},
		{"yes we'll be in, ring the doorbell because the knocker's broken", "ring the doorbell because the knocker's broken", true},
		{"Yes I'll be in, the knocker doesn't work", "the knocker doesn't work", true},
		{"Yes I'll be in. please ring the bell as the knocker doesnt work and I might be out", "", false},
		{"I might be in, ring the bell as the knocker doesnt work", "", false},
	} {
		l := corpusLine{Text: c.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		res, err := r.Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		if yes := res.Intent == confirm.IntentWillBeIn; yes != c.yes {
			t.Errorf("%q: read %s (%s)", c.text, res.Intent, res.Reason)
		}
		if c.yes && !notesMatch(res.Notes, c.notes) {
			t.Errorf("%q: notes %q, want %q", c.text, res.Notes, c.notes)
		}
	}
}
