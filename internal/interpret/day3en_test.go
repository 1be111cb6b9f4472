package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestKnowNothingAbout holds replies that say the one who answers knows
// nothing of the order ("I don't know anything about this order"): they
// are read as wrong_person. The same words about something else (the
// time) never turn a reply into wrong_person, and none confirms.
func TestKnowNothingAbout(t *testing.T) {
	t.Parallel()
	read := func(text string) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		return r
	}
	for _, text := range []string{
		"I don't know anything about this order", "i dont know nothing about a parcel",
		"sorry I know nothing about any delivery", "who? I don't know anything about a sofa",
		"I know nothing about it", "don't know anything about your company",
		"there's nobody here called that", "no one by that name here",
	} {
		if r := read(text); r.Intent != confirm.IntentWrongPerson {
			t.Errorf("%q read as %s, want wrong_person: %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range []string{
		"yes I'll be in, I don't know anything about the time though",
		"I don't know anything about the driver, will they call?",
	} {
		if r := read(text); r.Intent == confirm.IntentWrongPerson {
			t.Errorf("%q read as wrong_person: %s", text, r.Reason)
		}
	}
}

// TestDailyLifeWords holds yeses that carry words of daily life (room to
// park, a key, a problem to ring about): they confirm or name their signer,
// while the same words beside an absence or a doubt never confirm.
func TestDailyLifeWords(t *testing.T) {
	t.Parallel()
	read := func(text string) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		return r
	}
	for text, want := range map[string]confirm.Intent{
		"Yes I have a key": confirm.IntentWillBeIn,
		"yes I'll be in, plenty of room on the drive":                         confirm.IntentWillBeIn,
		"Yes, ring me if any problems":                                        confirm.IntentWillBeIn,
		"My neighbour Sue has a spare key and will be in":                     confirm.IntentAlternateSigner,
		"Chris will be home, please ring him on 07700 900456 if any problems": confirm.IntentAlternateSigner,
	} {
		if r := read(text); r.Intent != want {
			t.Errorf("%q read as %s, want %s: %s", text, r.Intent, want, r.Reason)
		}
	}
	for _, text := range []string{
		"Yes but there's a problem, I'm away", "yes, only problem is i might be late back",
		"yes but I've lost my key so I'm locked out", "No 😘", "yes I'll be at the day centre",
		"yes I'm at the centre", "yes I'll skip it", "problem is I'm at work", "yes, no problem, I'm on holiday",
	} {
		if r := read(text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestOpenSpanCovers holds yeses whose hour opens before the booked window
// (08:00-12:00) or closes after it ("from 7am", "until 1pm"): the span holds
// the whole window and they confirm. An hour inside the window narrows it,
// and the same span beside an absence is an absence; neither confirms.
func TestOpenSpanCovers(t *testing.T) {
	t.Parallel()
	read := func(text string) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		return r
	}
	for _, text := range []string{
		"yes I'm around from 7am", "Yes I'm up and about from 6am", "yes I'll be home from 7:30",
		"yes I'm home until 1pm", "yes I'm in till 2pm",
	} {
		if r := read(text); r.Intent != confirm.IntentWillBeIn {
			t.Errorf("%q read as %s, want will_be_in: %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range []string{
		"yes from 9am", "Yes I'll be in from 12pm", "yes home from 10am", "yes I'm in until 10am",
		"I'm out until 1pm", "I'm at work until 1pm", "I won't be in until 1pm", "yes, away from 7am",
		"yes I'm out from 7am", "yes, I'll be at the hospital until 1pm", "yes but not until 1pm",
		"yes I'm at work from 7am", "yes I'm busy until 1pm",
	} {
		if r := read(text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestAwayAfterWindow holds yeses that bound the customer's presence at or
// after the window's end (08:00-12:00) and say where they go next: they
// confirm. A bound inside the window, an absence before the bound, or an
// hour, a doubt or another absence after it never confirms.
func TestAwayAfterWindow(t *testing.T) {
	t.Parallel()
	read := func(text string) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		return r
	}
	for _, text := range []string{
		"Yes, I'm home until midday then off to work", "yes I'm in until 12pm then off to work",
		"yes we're here till 1 then out", "Yes I'm home till noon then away",
	} {
		if r := read(text); r.Intent != confirm.IntentWillBeIn {
			t.Errorf("%q read as %s, want will_be_in: %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range []string{
		"yes I'm home until 10am then off to work", "yes i'll be in till nine then i'm out",
		"I'm out till midday then home", "not home until midday then off to work",
		"I'm at work till 12 then home", "yes I'm in until 12pm then off to work at 10",
		"yes I'm home till midday then off to work, working from 10", "yes I'm home till midday then I might be out",
		"yes I'm home till midday then at work but busy", "yes in till 2 then out at the shops",
		"yes home till midday then away Tuesday", "yes I'm away till midday then out",
	} {
		if r := read(text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestNotesKeepClosingStop holds notes that end a sentence with "!" or ".":
// the stop stays as written; a question mark or a word after is not taken.
func TestNotesKeepClosingStop(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, notes string }{
		{"Yes we'll be in. There's a low beam in the hallway so watch your heads!", "so watch your heads!"},
		{"Yes thanks. Please note we have 2 dogs, they're friendly but loud!", "friendly but loud!"},
		{"Yes I'll be in. Please knock loudly. Thanks", "knock loudly."},
	} {
		r, _ := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if r.Intent != confirm.IntentWillBeIn || !notesMatch(r.Notes, tt.notes) {
			t.Errorf("%q read as %s, notes %q (want will_be_in, notes with %q): %s", tt.text, r.Intent, r.Notes, tt.notes, r.Reason)
		}
	}
}
