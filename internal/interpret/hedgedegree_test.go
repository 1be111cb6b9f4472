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
