package interpret

import "testing"

// TestScoffNotYes: "yeah right" with more after it, and a jibe about what
// was not done last time, are irony, never a confirmation; "like" as a wish
// or a plain "yes right" before a yes are not.
func TestScoffNotYes(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yeah right like you turned up last time", intent: inUnclear},
		{text: "yeah right as if", intent: inUnclear},
		{text: "oh sure, like you showed up before", intent: inUnclear},
		{text: "yes I'll be in, like that'll happen", intent: inUnclear},
		{text: "ok right lol", intent: inUnclear},
		{text: "yes, like they bothered to come last time", intent: inUnclear},
		{text: "sure I'll be in, like u delivered it the last two times", intent: inUnclear},
		{text: "yes ill be in, I'd like you to ring first", intent: inYes},
		{text: "yes right I'll be in", intent: inYes},
		{text: "yes I'll be in, I'd like them to use the back door", intent: inYes},
	})
}
