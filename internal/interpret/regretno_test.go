package interpret

import "testing"

// TestRegretNo: a no said with regret before it ("unfortunately no",
// "lamentablemente no", "din păcate nu") is a no, and after a yes it takes
// the yes back: "yes, unfortunately no" is never a confirmation.
func TestRegretNo(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "unfortunately no", want: "different_day"},
		{text: "sadly no", want: "different_day"},
		{text: "lamentablemente no", want: "different_day"},
		{text: "desgraciadamente no", want: "different_day"},
		{text: "me temo que no", want: "different_day"},
		{text: "din pacate nu", want: "different_day"},
		{text: "mă tem că nu", want: "different_day"},
		{text: "yes, unfortunately no", want: "unclear"},
		{text: "sí, lamentablemente no", want: "unclear"},
		{text: "da, din păcate nu", want: "unclear"},
		{text: "yes unfortunately, I'll be in", want: "will_be_in"},
	})
	neverYes(t, []string{
		"yes, unfortunately no", "yes sadly no", "yes, regrettably no", "sí, desgraciadamente no",
		"si, por desgracia no", "da, din pacate nu", "da, mă tem că nu", "ok, unfortunately no",
	})
}
