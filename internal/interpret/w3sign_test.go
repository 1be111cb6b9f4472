package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNameSaidTwice checks that a first name said twice in a row, as people
// do on a call when spelling it out, is written once, and that a name said
// once is kept whole.
func TestNameSaidTwice(t *testing.T) {
	t.Parallel()
	const alt = confirm.IntentAlternateSigner
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	checkSigners(t, []signerCase{
		{"my mum'll be in she's called pat pat hughes", call, ExpectAnswer, "", alt, "Pat Hughes"},
		{"kate kate wilson", call, ExpectName, "", alt, "Kate Wilson"},
		{"it'll be my brother dave dave evans", call, ExpectAnswer, "", alt, "Dave Evans"},
		{"my neighbour sue sue patel will take it", call, ExpectAnswer, "", alt, "Sue Patel"},
		{"our lodger piotr piotr nowak will be in", call, ExpectAnswer, "", alt, "Piotr Nowak"},
		{"Tom Tom Harris", sms, ExpectName, "", alt, "Tom Harris"},
		{"my son jake will be in", call, ExpectAnswer, "", alt, "Jake"},
		{"tom harris", call, ExpectName, "", alt, "Tom Harris"},
		{"Mary-Jane Smith will be in", sms, ExpectAnswer, "", alt, "Mary-Jane Smith"},
	})
}

// TestAnySlotPicksNone checks that an answer to the list of offered slots
// that leaves the choice to us ("any of them", "whichever", "not fussy")
// picks none and is asked again, while a slot named by number, day or
// "soonest" is still taken.
func TestAnySlotPicksNone(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		slot   int
	}{
		{"Any of them's fine really", confirm.IntentUnclear, -1},
		{"any of them will do", confirm.IntentUnclear, -1},
		{"whichever", confirm.IntentUnclear, -1},
		{"any one is fine mate", confirm.IntentUnclear, -1},
		{"not fussy", confirm.IntentUnclear, -1},
		{"any day suits", confirm.IntentUnclear, -1},
		{"any of them works for me", confirm.IntentUnclear, -1},
		{"the first one", confirm.IntentReschedule, 0},
		{"2 please", confirm.IntentReschedule, 1},
		{"Saturday", confirm.IntentReschedule, 2},
		{"whichever's soonest", confirm.IntentReschedule, 0},
	}
	for _, tt := range tests {
		r, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectSlot,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		if r.Intent != tt.intent || r.Slot != tt.slot {
			t.Errorf("%q: got %s slot %d, want %s slot %d: %s", tt.text, r.Intent, r.Slot, tt.intent, tt.slot, r.Reason)
		}
	}
}
