package interpret

import "testing"

// TestSadlyDayTurnedDown: "unfortunately" before a day turned down
// ("din păcate marți nu pot", "niestety wtorek nie pasuje", "yn anffodus
// dydd Mawrth na") never leaves a bare "I can" after a no that a yes could
// be read from, and a Romanian day before "nu pot", "nu merge", "nu-mi
// convine" is read whole as that day refused. Each is a day turned down
// or another day asked for, never a confirmation.
func TestSadlyDayTurnedDown(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Din păcate marți nu pot, se poate sâmbătă?", "reschedule", "-"},
		{"din pacate marti nu pot", "different_day", "-"},
		{"din nefericire marti nu putem", "different_day", "-"},
		{"marti nu-mi convine, alta zi va rog", "different_day", "-"},
		{"niestety wtorek nie pasuje", "different_day", "-"},
		{"yn anffodus dydd Mawrth na", "different_day", "-"},
	})
	neverYes(t, []string{
		"din pacate marti nu pot", "din păcate mâine nu merge", "din pacate nu pot marti",
		"niestety we wtorek nie moge", "yn anffodus alla i ddim dydd Mawrth", "afsos mangal ko nahi",
		"din pacate marti nu",
	})
}

// TestPolishParkingAndFromNumber: where the van may stand, in either order
// ("zaparkować można za blokiem", "można parkować przed domem"), nowhere to
// stop, and a neighbour "spod 5" (from number 5, not from 5 o'clock) are
// read beside a yes or a signer; beside an absence they are no yes.
func TestPolishParkingAndFromNumber(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"tak, zaparkowac mozna za blokiem", "will_be_in", "zaparkowac mozna za blokiem"},
		{"tak, mozna parkowac przed domem", "will_be_in", "-"},
		{"bede, ale od frontu nie ma gdzie stanac, prosze od podworka", "will_be_in", "-"},
		{"Bedzie sasiadka spod 5, ja jestem w pracy", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"nie bede, mozna zaparkowac za blokiem", "nie ma gdzie stanac, nie bedzie mnie", "spod 5 nikt nie odbierze",
	})
}
