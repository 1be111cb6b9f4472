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

// TestTextSpeakHave holds the class of "I've" and "with" written short
// ("iv", "wiv"): read as the words they stand for, so a yes confirms and a
// no or a doubt stays one.
func TestTextSpeakHave(t *testing.T) {
	t.Parallel()
	yes, no := confirm.IntentWillBeIn, confirm.Intent("")
	checkLastCases(t, []lastCase{
		{"Iv got the kids off school so yes il be here", yes},
		{"iv got the day off so yes I'll be in", yes},
		{"yes I'll be in wiv the kids", yes},
		{"yes we'll be in, iv booked the day off", yes},
		{"iv got work so no", no},
		{"iv got to go out so not sure", no},
		{"yes but iv got a hospital appointment", no},
		{"I'll be out wiv the kids", no},
		{"iv got the kids off school so I'll be out", no},
		{"iv not got the day off so no", no},
	})
}

// TestDisregardBefore holds the class of a reply that asks to disregard
// what came before it ("ignore the no", "disregard the above", "typo,
// meant yes"): the last decisive statement wins.
func TestDisregardBefore(t *testing.T) {
	t.Parallel()
	yes, no := confirm.IntentWillBeIn, confirm.Intent("")
	checkLastCases(t, []lastCase{
		{"No sorry fat fingers, I meant YES I'll be in. Ignore the no", yes},
		{"No. Disregard the above, yes I'll be in", yes},
		{"no - typo, meant yes", yes},
		{"no typo meant yes I'll be in", yes},
		{"No, ignore my last message, yes I'll be in", yes},
		{"no. ignore that, yes I'll be in", yes},
		{"yes I'll be in. ignore that, I'm away", no},
		{"yes. disregard the above, I won't be in", no},
		{"yes I'll be in. disregard that, I'm at work", no},
		{"no sorry fat fingers, I'm out", no},
		{"no sorry, meant yes, ignore the no, I'm away", no},
		{"No I won't be in. Ignore the no", no},
		{"yes I'll be in, ignore the above I'm not sure yet", no},
	})
}
