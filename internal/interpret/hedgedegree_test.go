package interpret

import "testing"

// TestHedgeNearly: "pretty much", "near enough", "just about" and "nearly
// all" say not quite, so a yes said with them is asked about; "thank you
// very much" and "much appreciated" are thanks, and a firm yes beside them
// still confirms.
func TestHedgeNearly(t *testing.T) {
	t.Parallel()
	checkSafety6(t, []safety6Case{
		{"yeah pretty much", false, false},
		{"yes pretty much", false, false},
		{"yes i'll be in, pretty much all morning", false, false},
		{"pretty much yes", false, false},
		{"yeah near enough", false, false},
		{"yes near enough all morning", false, false},
		{"yes just about", false, false},
		{"yes i'm just about to go out", false, false},
		{"as good as, yes", false, false},
		{"yes almost certainly", false, false},
		{"yes nearly all morning", false, false},
		{"yes practically all morning", false, false},
		{"yeah pretty much all day", false, true},
		{"yes near enough", false, true},
		// look-alikes that stay a yes
		{"yes thank you very much", true, false},
		{"yes i'll be in, thanks very much", true, false},
		{"yes much appreciated", true, false},
		{"yes i'll be in all morning", true, false},
		{"yes we're always in", true, false},
		{"yes definitely", true, false},
		{"yes i'll be in thank you so much", true, true},
	})
}

// TestLeavesAfterTask: a person who locks up, opens up or waits "and
// leaves" goes out; an instruction to the driver that ends "and go", and
// leaving a thing, are no absence.
func TestLeavesAfterTask(t *testing.T) {
	t.Parallel()
	checkSafety6(t, []safety6Case{
		{"yes I'll be in, I lock the door at 10 and leave", false, false},
		{"yes I'll be in, I lock up at 10 and go", false, false},
		{"yes i'll be in, i shut the gate at 9 and head out", false, false},
		{"yes we'll be in, we open up at 8 then head off to work", false, false},
		{"yes i'm in, i drop the kids at 9 and go to work", false, false},
		{"yes i'll be in till i lock up and leave for work", false, false},
		{"yeah im home, i walk the dog at 9 and pop out", false, true},
		// look-alikes that stay a yes
		{"yes I'll be in, knock and I'll come down", true, false},
		{"yes i'll be in, please knock and leave the van on the drive", true, false},
		{"yes i'll be in all morning, just knock", true, false},
		{"yes i'll be in, ring the bell and wait", true, false},
	})
}
