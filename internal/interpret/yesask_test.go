package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesAskOwnAnswer holds a call that opens with a question the customer
// answers themself: a request to hear ours again, or who is calling, then
// "oh" and what the call is about (the delivery, the sofa, the sender's
// name), then a yes. The yes settles it. A hedge, a condition or an absence
// after it, a question left open after the yes, or a named thing that is
// not the order or the sender keep what they say; a no after it is still
// asked about. The corpus books Tuesday.
func TestYesAskOwnAnswer(t *testing.T) {
	t.Parallel()
	call := confirm.ChannelCall
	tests := []struct {
		text     string
		intent   confirm.Intent
		question Question
	}{
		{"sorry what was that oh the delivery yes yes i'm in", confirm.IntentWillBeIn, ""},
		{"sorry who is this again oh acme yes yes i'll be in", confirm.IntentWillBeIn, ""},
		{"sorry what oh the sofa yeah yeah choose day's fine i'm in", confirm.IntentWillBeIn, ""},
		{"who's calling oh acme home yes i'll be in", confirm.IntentWillBeIn, ""},
		{"sorry who is it oh the sofa people yeah we're in", confirm.IntentWillBeIn, ""},
		{"what was that oh my delivery yeah tuesday's fine", confirm.IntentWillBeIn, ""},
		{"sorry what oh the delivery yes i'll be home", confirm.IntentWillBeIn, ""},
		{"sorry who is this again oh acme yes i might be in", confirm.IntentUnclear, ""},
		{"sorry who is this again oh acme yes if i'm not working", confirm.IntentUnclear, ""},
		{"sorry who is this again oh acme no i'm at work", confirm.IntentUnclear, ""},
		{"sorry what was that oh the delivery yes yes i'm in what time", confirm.IntentUnclear, ""},
		{"sorry who is this again oh dave yes i'll be in", confirm.IntentUnclear, ""},
		{"sorry who is this again oh acme yes i'll try to be in", confirm.IntentUnclear, ""},
		{"who is this oh acme yes", confirm.IntentWillBeIn, ""},
		{"who is this oh acme yes is this a scam", confirm.IntentUnclear, ""},
		{"what was that oh the delivery yeah i'm away tuesday", confirm.IntentDifferentDay, ""},
		{"what was that oh the delivery yeah that's fine. what time?", confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: call, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent || tt.question != "" && got.Question != tt.question {
			t.Errorf("%q: got %s question %q (%s), want %s question %q", tt.text, got.Intent, got.Question, got.Reason, tt.intent, tt.question)
		}
	}
}
