package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestCallCheckReassure holds three more things heard on calls: a check
// said aloud before the yes ("hang on let me check, yes I'm free"), a
// reassurance after the part of the day ("all morning don't worry"), and
// Tuesday and Wednesday written as heard ("chewsday", "wenzday"). A check
// with someone, a check with nothing after it, or a yes after the check
// that is hedged or put off is not confirmed; an absence with "don't
// worry" is still one. The corpus books Tuesday.
func TestCallCheckReassure(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
	}{
		// a check before the yes
		{"hang on let me check yes i'm free", confirm.IntentWillBeIn},
		{"hang on let me just check the calendar yeah that's fine", confirm.IntentWillBeIn},
		{"let me have a look yes i'm in", confirm.IntentWillBeIn},
		{"um let me check the diary yeah i'm in", confirm.IntentWillBeIn},
		{"let me see yes we'll be in", confirm.IntentWillBeIn},
		{"let me check with my wife yes", confirm.IntentUnclear},
		{"let me check yes", confirm.IntentUnclear},
		{"let me check", confirm.IntentUnclear},
		{"let me check yes i'll let you know", confirm.IntentUnclear},
		{"let me check yes i think so", confirm.IntentUnclear},
		{"let me check no i'm at work", confirm.IntentDifferentDay},
		{"let me see yes i'm in on friday", confirm.IntentUnclear},
		// a reassurance after the part of the day
		{"yes i'll be home all morning don't worry", confirm.IntentWillBeIn},
		{"yes i'll be in all morning no worries", confirm.IntentWillBeIn},
		{"yeah we're in all morning don't you worry", confirm.IntentWillBeIn},
		{"i'm out all morning don't worry", confirm.IntentDifferentDay},
		{"the morning doesn't work", confirm.IntentDifferentDay},
		{"all morning don't work for me", confirm.IntentDifferentDay},
		{"yes all morning don't worry i might pop out", confirm.IntentUnclear},
		// days written as heard
		{"yeah chewsday that's fine", confirm.IntentWillBeIn},
		{"yes toosday's fine", confirm.IntentWillBeIn},
		{"yes i'll be in twosday", confirm.IntentWillBeIn},
		{"no chewsday's no good", confirm.IntentDifferentDay},
		{"i'm at work chusday", confirm.IntentDifferentDay},
		{"yeah i'll be in wenzday", confirm.IntentUnclear},
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
