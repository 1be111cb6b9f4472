package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestCallShortNo holds a short no run on into its reason with no break, as
// a call's transcript writes it: "no i won't i'll be at work". The short no
// closes a clause of its own, so the reason after it is read; a short yes
// run on the same way still confirms, and a hedge or a no after it does not.
// The corpus books Tuesday.
func TestCallShortNo(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
	}{
		{"no i won't i'll be at work", confirm.IntentDifferentDay},
		{"i won't i'm at work", confirm.IntentDifferentDay},
		{"no we won't we're away", confirm.IntentDifferentDay},
		{"i will not i will be at work", confirm.IntentDifferentDay},
		{"no i can't i work tuesdays", confirm.IntentDifferentDay},
		{"i can't i've got work", confirm.IntentDifferentDay},
		{"i'm not i'm at the hospital", confirm.IntentDifferentDay},
		{"yes i will i'll be in", confirm.IntentWillBeIn},
		{"yes i am i am in", confirm.IntentWillBeIn},
		{"yes i will i might be late back though", confirm.IntentUnclear},
		{"whether or not i will be in", confirm.IntentUnclear},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelCall, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent {
			t.Errorf("%q: got %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.intent)
		}
	}
}
