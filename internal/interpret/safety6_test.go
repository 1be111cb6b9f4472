package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

type safety6Case struct {
	text    string
	confirm bool
	call    bool // read as said on a call
}

func checkSafety6(t *testing.T, tests []safety6Case) {
	t.Helper()
	for _, tt := range tests {
		ch := confirm.ChannelSMS
		if tt.call {
			ch = confirm.ChannelCall
		}
		l := corpusLine{Text: tt.text, Channel: ch, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner; confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s, signer %q), want confirmed %v", tt.text, got.Intent, got.Reason, got.Signer, tt.confirm)
		}
	}
}

// TestSafetyBrokenThing: a thing of the home that does not work is out of
// order; it is not "I'm not working", and alone it says nobody is in.
func TestSafetyBrokenThing(t *testing.T) {
	t.Parallel()
	checkSafety6(t, []safety6Case{
		{"the intercom does not work", false, false},
		{"the intercom doesn't work", false, false},
		{"intercom not working", false, false},
		{"the doorbell isn't working", false, false},
		{"the bell doesn't work", false, false},
		{"our buzzer does not work", false, false},
		{"the lift doesn't work", false, false},
		{"the gate code doesn't work", false, false},
		{"the entry phone isn't working", false, false},
		{"ring the bell, the knocker doesn't work", false, false},
		{"my phone doesn't work", false, false},
		// a yes or a presence beside it still confirms
		{"yes i'll be in, the intercom doesn't work", true, false},
		{"yes the intercom doesn't work so ring me", true, false},
		{"yes, the buzzer is not working, knock loudly", true, false},
		{"I'll be in but the intercom doesn't work", true, false},
	})
}
