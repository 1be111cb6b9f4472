package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

// TestSignerTurns reads who will sign where the words naming them do not
// stand where English puts them, and keeps the look-alikes that name no
// signer from confirming.
func TestSignerTurns(t *testing.T) {
	t.Parallel()
	type want struct {
		Intent confirm.Intent
		Signer string
		Notes  string
	}
	alt, unclear, dd, wrong := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentDifferentDay, confirm.IntentWrongPerson
	tests := []struct {
		text string
		want want
	}{
		// "it's not me, but ..." names who will be in instead
		{"Nu sunt eu, dar fratele meu va fi acasa", want{alt, "", "fratele meu"}},
		{"Nu sunt eu, dar va fi sotul meu acasa", want{alt, "", "sotul meu"}},
		{"nu sunt eu, ati gresit numarul", want{wrong, "", ""}},
		{"Nu sunt eu", want{unclear, "", ""}},
		// the household away, but someone else firmly in
		{"We're away but my son Tom will be in", want{alt, "Tom", "my son Tom"}},
		{"we're both at work but my brother will take it", want{alt, "", "my brother"}},
		{"we're both away that week", want{dd, "", ""}},
		{"we're away but my son might be in", want{dd, "", ""}},
		{"We're on holiday, my mum might pop in", want{dd, "", ""}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectAnswer})
		got := want{res.Intent, res.Signer, res.Notes}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q mismatch (-want +got):\n%s\nreason: %s", tt.text, diff, res.Reason)
		}
	}
}
