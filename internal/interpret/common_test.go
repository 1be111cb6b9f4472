package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestCommonKinds checks cancels, wrong people and asks for a person that
// share words with one another: a death or a move told beside a wish to
// cancel is a cancel, but a wrong number or an order never placed stays the
// wrong person; a work phone passed on is the wrong person; "call me back"
// and asking for a number to speak to someone ask for a person, but a call
// when the van is near tells the driver what to do.
func TestCommonKinds(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text string
		want confirm.Intent
	}{
		{"sadly my mother passed away last week and the sofa was for her. Please can you cancel it", confirm.IntentCancel},
		{"my dad died last month, please cancel the order", confirm.IntentCancel},
		{"we've split up and I've moved out, cancel it", confirm.IntentCancel},
		{"I moved out in June so please cancel the delivery", confirm.IntentCancel},
		{"wrong number, cancel", confirm.IntentWrongPerson},
		{"I didn't order this, cancel it", confirm.IntentWrongPerson},
		{"he doesn't live here any more, cancel it please", confirm.IntentWrongPerson},
		{"my mother passed away last year", confirm.IntentWrongPerson},
		{"this is Jane's old work phone, she's left the company", confirm.IntentWrongPerson},
		{"this is Tom's old mobile", confirm.IntentWrongPerson},
		{"he doesn't work here anymore", confirm.IntentWrongPerson},
		{"she no longer works here", confirm.IntentWrongPerson},
		{"call me back on this number when you can", confirm.IntentWantsHuman},
		{"please call me back", confirm.IntentWantsHuman},
		{"can I have the delivery team's number so I can speak to them", confirm.IntentWantsHuman},
		{"could I get a contact number for the warehouse", confirm.IntentWantsHuman},
		{"can I have the drivers number", confirm.IntentWantsHuman},
		{"sorry who who's this for i don't know anything about it wrong person", confirm.IntentWrongPerson},
		{"who is this", confirm.IntentUnclear},
		{"who's texting me?", confirm.IntentUnclear},
	} {
		r, _ := New().Interpret(context.Background(), Input{Text: c.text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if r.Intent != c.want {
			t.Errorf("%q read as %s, want %s: %s", c.text, r.Intent, c.want, r.Reason)
		}
	}
	for _, text := range []string{
		"call me back when you're outside", "I left my old phone at work, yes I'll be in", "can I have the parcel at the back door",
		"yes I'll be in, I've left the company so I'm home",
	} {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if r.Intent == confirm.IntentWrongPerson || r.Intent == confirm.IntentWantsHuman || r.Intent == confirm.IntentCancel {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}
