package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// readCase is a reply as the corpus reads it (booked Tuesday 24 November,
// 08:00-12:00), with what it must be read as.
type readCase struct {
	text     string
	call     bool
	expect   string // "" is "answer"
	want     confirm.Intent
	question Question // checked when set
	notes    string   // each "; " part must be in the notes, when set
}

func (c readCase) read(t *testing.T) Result {
	t.Helper()
	l := corpusLine{Text: c.text, Channel: confirm.ChannelSMS, Expect: c.expect}
	if c.call {
		l.Channel = confirm.ChannelCall
	}
	if l.Expect == "" {
		l.Expect = "answer"
	}
	r, err := New().Interpret(context.Background(), l.input())
	if err != nil {
		t.Fatalf("%q: %v", c.text, err)
	}
	return r
}

// checkReads fails for a reply not read as its case says.
func checkReads(t *testing.T, cases []readCase) {
	t.Helper()
	for _, c := range cases {
		r := c.read(t)
		if r.Intent != c.want {
			t.Errorf("%q: got %s, want %s: %s", c.text, r.Intent, c.want, r.Reason)
			continue
		}
		if c.question != QuestionNone && r.Question != c.question {
			t.Errorf("%q: question %q, want %q: %s", c.text, r.Question, c.question, r.Reason)
		}
		if c.notes != "" && !notesMatch(r.Notes, c.notes) {
			t.Errorf("%q: notes %q, want them to hold %q", c.text, r.Notes, c.notes)
		}
	}
}

// neverConfirms fails for a reply read as will_be_in or alternate_signer.
func neverConfirms(t *testing.T, cases []readCase) {
	t.Helper()
	for _, c := range cases {
		if r := c.read(t); positive(r.Intent) {
			t.Errorf("%q read as %s: %s", c.text, r.Intent, r.Reason)
		}
	}
}

// TestCorrectionEndsOnYes holds a reply that takes back a no and ends on a
// firm yes about the booked day, where the no in the middle was about
// another day ("that's the wednesday I'm at the dentist"), owned a mix-up
// ("got muddled with the dentist") or told of a plan since changed ("my
// shift got swapped"). An absence that is on the booked day, a run of
// days over it, a hedge or a no at the end are never confirmed.
func TestCorrectionEndsOnYes(t *testing.T) {
	t.Parallel()
	yes := confirm.IntentWillBeIn
	checkReads(t, []readCase{
		{text: "yes - wait no that's the wednesday I'm at the dentist. yes Tuesday's fine I'm in", want: yes},
		{text: "yes - wait no sorry got muddled with the dentist, that's weds. Yes Tuesday morning is fine I'll be in", want: yes},
		{text: "um actually i can do the tuesday now my shift got swapped so i'll be in tuesday morning", call: true, expect: "slot", want: yes},
		// look-alikes
		{text: "no hang on, thursday is my hospital appointment. tuesday is fine, I'll be in", want: yes},
		{text: "sorry ignore that, I mixed it up with my doctors appointment, that's thursday. Tuesday is fine, we'll be in", want: yes},
		{text: "yes. no wait, sorry got confused with the hospital on wednesday. tuesday is fine I'll be in", want: yes},
		{text: "oh hang on no, that's friday I've got the dentist. Tuesday's fine, I'm in", want: yes},
		{text: "yes. wait no, I'm at training on Monday, Tuesday's fine I'm in", want: yes},
		{text: "I'm at the dentist wednesday but tuesday's fine I'm in", want: yes},
		{text: "hold on, got muddled with my mum's op, that's thursday. yes tuesday is fine i'll be in", want: yes},
		{text: "actually yes my appointment got cancelled so i'll be in tuesday", call: true, want: yes},
		{text: "Scratch that, my shift's been swapped so I'm in on Tuesday", want: yes},
		{text: "my shift got cancelled so i'll be in tuesday morning", want: yes},
		{text: "actually the tuesday works now my appointment got moved so we'll be in tuesday morning", call: true, expect: "slot", want: yes},
	})
	neverConfirms(t, []readCase{
		{text: "yes - wait no that's the tuesday I'm at the dentist"},
		{text: "yes - wait no, I'm at the dentist on Tuesday. Wednesday's fine"},
		{text: "yes wait no, I'm at the dentist wednesday. tuesday I might be in"},
		{text: "yes - wait no that's the wednesday I'm at the dentist. tuesday's not great either"},
		{text: "no wait, I'm away till wednesday. tuesday's fine though"},
		{text: "wait no, I'm at work all week. yes tuesday's fine"},
		{text: "yes wait no, I'm at the dentist wednesday and tuesday. tuesday's fine"},
		{text: "yes wait no i'm at the hospital tuesday and wednesday tuesday's fine", call: true},
		{text: "yes - wait no sorry got muddled, I'm at the dentist Tuesday morning"},
		{text: "yes I'm at the dentist on wednesday"},
		{text: "actually my shift got moved to tuesday so i can't be in"},
		{text: "actually my shift might get swapped so i'll probably be in tuesday"},
		{text: "actually no, my appointment's been moved to the tuesday. wednesday's fine"},
		{text: "um actually i can't do the tuesday now my shift got swapped", call: true, expect: "slot"},
		{text: "yes I'll be in, got muddled with work"},
	})
}
