package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestDayPartPicked reads a weekday and its part of the day run on after a
// turned-down day on a call ("can't do tuesday wednesday afternoon would
// be better") as one time picked; a part of the day turned down with its
// day, or one that is no offered slot, picks nothing.
func TestDayPartPicked(t *testing.T) {
	t.Parallel()
	type want struct {
		intent confirm.Intent
		slot   int
	}
	re, dd := confirm.IntentReschedule, confirm.IntentDifferentDay
	tests := []struct {
		text string
		want want
	}{
		{"no i can't do twos day wednesday afternoon would be better", want{re, 0}},
		{"i can't do tuesday friday morning works", want{re, 1}},
		{"tuesday's no good saturday afternoon suits me", want{re, 2}},
		{"not tuesday wednesday afternoon is better for us", want{re, 0}},
		{"no i can't do tuesday wednesday afternoon is no good either", want{dd, -1}},
		{"i can't do tuesday wednesday afternoon is bad too", want{dd, -1}},
		{"i can't do tuesday friday afternoon would be better", want{dd, -1}},
		{"can't do tuesday wednesday morning would be better", want{dd, -1}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelCall, Expect: ExpectAnswer})
		if got := (want{res.Intent, res.Slot}); got != tt.want {
			t.Errorf("%q: got %v, want %v\nreason: %s", tt.text, got, tt.want, res.Reason)
		}
	}
}
