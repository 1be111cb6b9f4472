package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestCallWaitRepeat holds three things a call's transcript adds to an
// answer: a wait that opens it ("one sec, yes I'm in"), a request to hear
// the question again ("sorry say that again"), which is asked as a
// question, and a name run into its will ("tom'll be in"), which signs as
// the name alone. Each wait or request followed by a no, a hedge or a
// condition is not confirmed; "in a sec" said after the yes is not a wait.
// The corpus books Tuesday.
func TestCallWaitRepeat(t *testing.T) {
	t.Parallel()
	call := confirm.ChannelCall
	tests := []struct {
		text     string
		intent   confirm.Intent
		question Question
		signer   string
	}{
		// a wait that opens the answer
		{"hang on a sec yes i'm in", confirm.IntentWillBeIn, "", ""},
		{"one sec yeah i'll be in", confirm.IntentWillBeIn, "", ""},
		{"just a mo yes we'll be in tuesday", confirm.IntentWillBeIn, "", ""},
		{"um hold on a minute love yes someone will be in", confirm.IntentWillBeIn, "", ""},
		{"hang on a tick yeah that's fine", confirm.IntentWillBeIn, "", ""},
		{"one moment please yes i'll be home", confirm.IntentWillBeIn, "", ""},
		{"hang on a sec i'm at work tuesday", confirm.IntentDifferentDay, "", ""},
		{"one sec no i won't be in", confirm.IntentDifferentDay, "", ""},
		{"yes hang on a sec no i'm at work", confirm.IntentDifferentDay, "", ""},
		{"hang on a sec yes i might be in", confirm.IntentUnclear, "", ""},
		{"one sec yes if i'm not working", confirm.IntentUnclear, "", ""},
		{"yes i'm in a sec", confirm.IntentUnclear, "", ""},
		{"yes i'll be in one sec", confirm.IntentUnclear, "", ""},
		{"one sec", confirm.IntentUnclear, "", ""},
		{"a second sofa yes", confirm.IntentUnclear, "", ""},
		// a request to hear the question again
		{"sorry say that again", confirm.IntentUnclear, QuestionOther, ""},
		{"say again", confirm.IntentUnclear, QuestionOther, ""},
		{"sorry come again", confirm.IntentUnclear, QuestionOther, ""},
		{"pardon", confirm.IntentUnclear, QuestionOther, ""},
		{"er i didn't catch that", confirm.IntentUnclear, QuestionOther, ""},
		{"repeat that please", confirm.IntentUnclear, QuestionOther, ""},
		{"sorry can you repeat that oh the sofa yes i'll be in", confirm.IntentWillBeIn, "", ""},
		{"could you repeat that oh the sofa yeah we're in", confirm.IntentWillBeIn, "", ""},
		{"sorry can you repeat that yes i might be in", confirm.IntentUnclear, "", ""},
		{"say that again yes if i'm not at work", confirm.IntentUnclear, "", ""},
		{"say that again i'm at work", confirm.IntentDifferentDay, "", ""},
		{"can you repeat that oh the sofa no i won't be in", confirm.IntentUnclear, QuestionOther, ""},
		// a name run into its will
		{"my flatmate tom'll be in", confirm.IntentAlternateSigner, "", "Tom"},
		{"er my son jack'll be in", confirm.IntentAlternateSigner, "", "Jack"},
		{"i'm at work but sarah'll be there", confirm.IntentAlternateSigner, "", "Sarah"},
		{"my husband dave'll be in to sign", confirm.IntentAlternateSigner, "", "Dave"},
		{"my son jack'll probably be in", confirm.IntentUnclear, "", ""},
		{"tom'll be in if he's not working", confirm.IntentUnclear, "", ""},
		{"sarah'll be out", confirm.IntentDifferentDay, "", ""},
		{"jack'll try to be in", confirm.IntentUnclear, "", ""},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: call, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent || got.Intent == confirm.IntentUnclear && tt.question != "" && got.Question != tt.question || tt.signer != "" && got.Signer != tt.signer {
			t.Errorf("%q: got %s question %q signer %q (%s), want %s question %q signer %q", tt.text, got.Intent, got.Question, got.Signer, got.Reason, tt.intent, tt.question, tt.signer)
		}
	}
}
