package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesMisread holds the yeses that a word elsewhere made look like
// another day or a wish for a person: "in" before a question ("I'll be in,
// will that do"), "anything else I need to do", "always in these days",
// the driver asked to call ahead, and "am I talking to a real person"
// after a yes. The look-alikes keep their readings: a bare yes before a
// question is asked about, another day asked for stays asked for, and a
// wish to speak to a person stays one.
func TestYesMisread(t *testing.T) {
	t.Parallel()
	const (
		in    = confirm.IntentWillBeIn
		unc   = confirm.IntentUnclear
		day   = confirm.IntentDifferentDay
		human = confirm.IntentWantsHuman
	)
	for _, tt := range []struct {
		text   string
		intent confirm.Intent
		q      Question // when given
		notes  string   // held by the notes, when given
	}{
		// "in" before a question about the answer
		{"yes i'll be in will that do", in, "", ""},
		{"yes we will be in will that be ok", in, "", ""},
		{"i'll be in would that be alright", in, "", ""},
		{"yes i will be in would that be ok", in, "", ""},
		{"yeah we'll be in would that be ok", in, "", ""},
		{"yes i'll be in will that be alright", in, "", ""},
		{"yes i'll be in would that work", unc, "", ""},
		{"yes we'll be in shall i leave the gate open", unc, QuestionOther, ""},
		{"yes will that do", unc, QuestionOther, ""},
		{"yes is that ok", unc, QuestionOther, ""},
		{"yes will it be the whole morning", in, QuestionWindow, ""}, // a bare yes with a full question the booking answers: yesbareask.go
		{"i'll be in wales that week", day, "", ""},
		{"i'm in hospital tuesday", day, "", ""},
		// what to do before the delivery: a firm yes with it confirms (prepare.go)
		{"Yes I'll be in. Anything else I need to do beforehand, like measure doors?", in, QuestionOther, ""},
		{"yes i'll be in, anything else we need to do?", in, QuestionOther, ""},
		{"yes I'm in. is there anything I need to do beforehand?", in, QuestionOther, ""},
		{"yes we'll be in. anything else we have to do before the delivery?", in, QuestionOther, ""},
		{"i need to do the school run at 9", day, "", ""},
		{"yes but i have to do the school run at 9", day, "", ""},
		{"any other days?", day, "", ""},
		{"what else have you got", day, "", ""},
		{"can't do that, anything else?", day, "", ""},
		// at home as a rule
		{"oh yes i'll be in i'm always in these days", in, "", ""},
		{"I'm on nights so I'll be asleep but my flatmate Ollie will be up. ring him on 07700 900123", confirm.IntentAlternateSigner, "", "ring him on 07700 900123"},
		{"yes i'm always in these days", in, "", ""},
		{"yes i am alwys in these days", in, "", ""},
		{"yes we're always in these days, both retired", in, "", ""},
		{"i'm always in", in, "", ""},
		{"i'm usually in these days", unc, "", ""},
		{"i'm always out these days", day, "", ""},
		{"i'm in these days but not tuesday", day, "", ""},
		{"i'm never in these days", unc, "", ""},
		{"yes i'm in spain these days", day, "", ""},
		// the driver asked to call ahead
		{"Yes I'll be home on Tuesday. Can the driver call me on my landline 01632 960472 as mobile signal is rubbish here", in, "", "call me on my landline 01632 960472"},
		{"yes i'll be in. could the driver ring me on 07700 900123 when he's close", in, "", "07700 900123"},
		{"yes I'm in, can the courier phone me on 01632 960472 please", in, "", "01632 960472"},
		{"yes I'm in, can the driver call me on 07700 900123 as the signal is poor here", in, "", "07700 900123"},
		{"yes I'll be in. Please get the driver to call me on 01632 960472, the bell doesn't work", in, "", "01632 960472"},
		{"can someone call me", human, "", ""},
		{"yes but can someone from your team call me", human, "", ""},
		{"can I speak to a real person", human, "", ""},
		{"i want to talk to someone", human, "", ""},
		// someone up while the customer sleeps
		{"I'll be asleep but my husband will be up", confirm.IntentAlternateSigner, "", ""},
		{"i'm on nights so i'll be sleeping but my son will be up", confirm.IntentAlternateSigner, "", ""},
		{"I work nights so I'll be in bed, my partner will be up though", confirm.IntentAlternateSigner, "", ""},
		{"I'll be asleep but my husband will be up by 10", unc, "", ""},
		{"I'll be asleep and my husband will be up north", unc, "", ""},
		{"I'll be in bed but my son might be up", day, "", ""},
		{"my flatmate will be up", unc, "", ""},
		{"im on nights but my wife will be awake", confirm.IntentAlternateSigner, "", ""},
		{"I'll be asleep but Tom will be awake", confirm.IntentAlternateSigner, "", ""},
		{"yes i'll be awake", unc, "", ""},
		{"I'll be asleep but my husband might be awake", unc, "", ""},
		{"yes. can the delivery man call me on 07700 900123", in, "", "07700 900123"},
		{"yes, could the driver give me a ring on 07700 900123 as i'm hard of hearing", in, "", "07700 900123"},
		{"yes in, can your driver text me on 07700 900123", in, "", "07700 900123"},
		{"yes i'll be in but can someone call me on 07700 900123", human, "", ""},
		{"could the driver ring me after 3?", human, "", ""},
		// at home as a rule
		{"i never go out these days", in, "", ""},
		{"i hardly go out these days", in, "", ""},
		{"i don't go out much these days", in, "", ""},
		{"we don't go out much", in, "", ""},
		{"i never go anywhere", in, "", ""},
		{"i don't go out till 10", day, "", ""},
		{"i don't go out much these days but i'm away tuesday", day, "", ""},
		{"i don't go out much these days but not tuesday", day, "", ""},
		{"i never go out these days, except tuesday", unc, "", ""},
		{"my mum never goes out", unc, "", ""},
		{"i never go out these days but might be at work", unc, "", ""},
		{"i'm always in these days", in, "", ""},
		// who is speaking
		{"yes who am i talking to", unc, QuestionOther, ""},
		{"yes am i speaking to a computer", unc, QuestionOther, ""},
		{"ok sure, am i talking to a machine?", unc, QuestionOther, ""},
		{"yes am i talking to a real person or a machine", unc, QuestionOther, ""},
		{"yes is this a real person", unc, QuestionOther, ""},
		{"yeah are you a robot", unc, QuestionSender, ""},
		{"no. can i speak to a real person", human, "", ""},
	} {
		got, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelSMS, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent {
			t.Errorf("%q: read as %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.intent)
			continue
		}
		if tt.q != "" && got.Question != tt.q {
			t.Errorf("%q: question %q, want %q", tt.text, got.Question, tt.q)
		}
		if tt.notes != "" && !strings.Contains(got.Notes, tt.notes) {
			t.Errorf("%q: notes %q, want them to hold %q", tt.text, got.Notes, tt.notes)
		}
	}
}
