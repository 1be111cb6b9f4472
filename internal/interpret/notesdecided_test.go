package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNotesBesidesDecision: the words an opt-out, a wrong person, a wish
// for a person or a cancellation was read from are not delivery notes.
func TestNotesBesidesDecision(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text   string
		intent confirm.Intent
		notes  string
	}{
		{"pls remove me from your texts", confirm.IntentOptOut, ""},
		{"please take me off your list", confirm.IntentOptOut, ""},
		{"kindly delete my number from your system", confirm.IntentOptOut, ""},
		{"I never ordered a sofa, you've got the wrong person", confirm.IntentWrongPerson, ""},
		{"Sorry you must have the wrong Jones, I didn't order anything", confirm.IntentWrongPerson, ""},
		{"Call me please 07700 900123", confirm.IntentWantsHuman, ""},
		// instructions beside a confirmation are untouched
		{"yes, please ring the bell twice", confirm.IntentWillBeIn, "please ring the bell twice"},
	} {
		got, err := New().Interpret(context.Background(), Input{Text: tc.text, Channel: confirm.ChannelSMS})
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tc.intent || got.Notes != tc.notes {
			t.Errorf("%q: got %s notes %q, want %s notes %q (%s)", tc.text, got.Intent, got.Notes, tc.intent, tc.notes, got.Reason)
		}
	}
}
