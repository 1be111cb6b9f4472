package interpret

import "testing"

// TestSelfIfAsked: an instruction that hangs on the writer being in ("just
// ring if I am") is a condition, not a yes; an instruction for when nobody
// answers, or where in the house, beside a yes is not.
func TestSelfIfAsked(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "just ring if i am", intent: inUnclear},
		{text: "call me if I am", intent: inUnclear},
		{text: "knock if i am", intent: inUnclear},
		{text: "text me if we are", intent: inUnclear},
		{text: "ring the bell if I'm home", intent: inUnclear},
		{text: "buzz if someone is in", intent: inUnclear},
		{text: "yes, ring if I don't answer", intent: inYes},
		{text: "yes knock loudly if no answer", intent: inYes},
		{text: "yes I'm in, ring if i'm in the garden", intent: inYes},
		{text: "yes I'll be in, call if you can't find us", intent: inYes},
	})
}

// TestKeptThingsNotIn: a pet or the parcel said to stay somewhere is not a
// person in; beside a person's yes it is a note.
func TestKeptThingsNotIn(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "the dog stays in the yard", intent: inUnclear},
		{text: "the cat lives indoors", intent: inUnclear},
		{text: "our dogs sleep upstairs", intent: inUnclear},
		{text: "it stays in the yard", intent: inUnclear},
		{text: "the sofa can stay in the hall", intent: inUnclear},
		{text: "the parcel will be in the porch", intent: inUnclear},
		{text: "yes I'm in, the dog stays in the kitchen", intent: inYes},
		{text: "yes i'll be in, it can stay in the hall", intent: inYes},
		{text: "yes I'm staying in", intent: inYes},
		{text: "leave it at home", intent: inUnclear},
		{text: "just leave it at the house", intent: inUnclear},
		{text: "drop it at the house", intent: inUnclear},
		{text: "ghar pe parcel rakh do", intent: inUnclear},
		{text: "I'll be home, leave it in the hall", intent: inYes},
		{text: "my neighbour Carmen will take it, she lives at flat 2", intent: inSigner},
		{text: "Yo no estoy pero mi vecina Carmen lo recoge, vive en el 1ºA", intent: inSigner},
	})
}

// TestNotAtAllNegates: "not at all" after a verb is a negation, never the
// "not at all" that answers thanks.
func TestNotAtAllNegates(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "I can not at all on tuesday", intent: inDay},
		{text: "yes I can not at all", intent: inDay},
		{text: "I cannot at all that day", intent: inDay},
		{text: "will not at all be in", intent: inDay},
	})
}
