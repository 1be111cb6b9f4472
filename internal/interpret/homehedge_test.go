package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestHomeHedge holds a doubt about where in the home someone will be, or
// about a thing, beside an instruction: the yes stands and the doubt goes
// to the notes. The look-alikes after them doubt that anyone will be in,
// or put the customer somewhere else, and are never confirmed.
func TestHomeHedge(t *testing.T) {
	t.Parallel()
	read := func(text string) Result {
		r, err := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tt := range []struct{ text, notes string }{
		{"Yes I'm home all day, just knock loudly as I might be on a call with headphones on", "just knock loudly as I might be on a call with headphones on"},
		{"Yes I'll be in. Please ring twice, I'll probably be upstairs in the bedroom", "I'll probably be upstairs in the bedroom"},
		{"Yes, text when you're 5 mins away as I might be out the back in the garden", "text when you're 5 mins away as I might be out the back in the garden"},
		{"Will be in. Tight stairs btw, might need to take the legs off", "might need to take the legs off"},
		{"Yes I'll be in but I'm disabled so it might take me a minute to get to the door", "it might take me a minute to get to the door"},
		{"yes. keysafe by the door code 4411, if I don't answer I'm probably in the shower", "keysafe by the door code 4411"},
	} {
		r := read(tt.text)
		if r.Intent != confirm.IntentWillBeIn || !notesMatch(r.Notes, tt.notes) {
			t.Errorf("%q read as %s, notes %q (want will_be_in, notes with %q): %s", tt.text, r.Intent, r.Notes, tt.notes, r.Reason)
		}
	}
	for _, text := range []string{
		"yes, knock loudly as I might be out",
		"yes, ring the bell, I'll probably be at work",
		"yes I might be in the garden",
		"yes, I might be out the back",
		"yes please knock, I might be at the shops",
		"yes, call first as I might be in",
		"yes, I'll probably be in the garden so knock loud",
		"yes, ring twice, I might be on a train",
		"yes. keysafe by the door code 4411, if I don't answer I'm probably at work",
		"yes but I use a wheelchair and might be at the hospital, ring first",
		"Yes I'm in. Might need to take the day off",
		// a reason after an instruction that puts the customer elsewhere
		"yes ring my mobile 07700 900456 as I'll be at the shops",
		"yes call me when close as I'll be at the pub",
		"yes knock loudly cos I'm away",
		"yes text me when close as I'll be at work till 12",
		// a way in left open for the driver, or the customer gone
		"yes I've left the back door open",
		"yes we'll leave the side gate unlocked",
		"yes but I've left",
		"yes the gate code is 1234 so let yourself in",
		// the driver's way, or the customer's?
		"yes you'll need to go to the shop first",
		"yes I'll head off at 10",
		"yes I live in Spain",
		"yes we live at my mums now",
		"yes I'm at my mums so call when close",
		"yes I'm at the neighbours so knock loudly",
		"yes I'm at my sister's",
		"yes I'm round the corner",
		"yes I'm across the road",
		"yes I'm next door so knock loudly",
		// a condition that is not the driver's
		"yes if you need it",
		"yes if you need me",
		"yes if the driver gets here before 10",
	} {
		if r := read(text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}
