package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// lastCase is one reply and the intent it must be read as.
type lastCase struct {
	text string
	want confirm.Intent
}

// checkLastCases reads each reply as an SMS answer and checks its intent;
// an empty want asks only that it is not confirmed.
func checkLastCases(t *testing.T, tests []lastCase) {
	t.Helper()
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner
		if tt.want == "" && confirmed || tt.want != "" && got.Intent != tt.want {
			t.Errorf("%q: got %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.want)
		}
	}
}

// TestLandmarkInInstruction holds the class of a landmark named inside an
// instruction beside a yes ("follow signs for the farm shop", "opposite
// the garden centre"), while a landmark where someone is ("I'm at the farm
// shop", "I'll be at the pub") is never read as the home.
func TestLandmarkInInstruction(t *testing.T) {
	t.Parallel()
	yes, unclear := confirm.IntentWillBeIn, confirm.Intent("")
	checkLastCases(t, []lastCase{
		{"yes, park at the church and walk up", yes},
		{"yes follow signs for the farm shop", yes},
		{"yes, follow signs for the garden centre and we're on the left", yes},
		{"yes follow the signs for the garden centre", yes},
		{"yes it's just past the pub", yes},
		{"yes, it's the first house past the garden centre", yes},
		{"yes opposite the chapel", yes},
		{"yes opposite the garden centre", yes},
		{"yes behind the co-op", yes},
		{"yes, next to the petrol station", yes},
		{"yes we're at the farm, park at the church and walk up", yes},
		// where someone is, not where the home is
		{"yes but I'm at the church", unclear},
		{"yes I'll be at the pub", unclear},
		{"yes at the garden centre till 11", unclear},
		{"yes I'm at the garden centre", unclear},
		{"yes I'm at the farm shop", unclear},
		{"yes I'll be at the farm shop", unclear},
		{"yes we're at the farm shop all morning", unclear},
		{"yes I'm at the petrol station", unclear},
		{"yes my son's at the farm shop", unclear},
		{"yes my husband's at the pub", unclear},
		{"yes he's at the petrol station", unclear},
	})
}
