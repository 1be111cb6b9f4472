package interpret

import "testing"

// TestYesRoughly: a yes given only roughly ("yes, roughly", "yeah about",
// "yep approximately") is a hedge, asked about again; "about" or
// "roughly" before a time or a span keeps its reading.
func TestYesRoughly(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{"yes, roughly", "yes about", "yeah roughly", "yep approximately", "ok roughly", "yes, roughly.", "Yes roughly"})
	checkLangb(t, []langbCase{
		{text: "yes, roughly", want: "unclear"},
		{text: "yeah about", want: "unclear"},
		{text: "yes", want: "will_be_in"},
		{text: "yes, call about 10 minutes before", want: "will_be_in"},
		{text: "yes, I'll be in from about 8", want: "will_be_in"},
		{text: "yes, roughly at 10", want: "unclear"},
		{text: "yes I'm in all morning, roughly 8 till 12 is fine", want: "will_be_in"},
		{text: "yes approximately", want: "unclear"},
	})
}
