package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestD9Slots reads replies about the offered slots: a yes taken back
// that ends by asking for an offered slot, days asked for of which one is
// not offered, an offered day with the other part of the day, and a maybe
// put off till later. Wednesday afternoon, Friday morning and Saturday
// afternoon are offered.
func TestD9Slots(t *testing.T) {
	t.Parallel()
	const none = -1
	tests := []struct {
		text   string
		expect Expect
		want   confirm.Intent
		slot   int
	}{
		// two days asked for, one not offered: no pick
		{"not tuesday. wednesday or thursday better for me", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"not tuesday. friday or monday better for me", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"I can't do tuesday. friday or thursday would be better", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"not tuesday. monday or wednesday, either is fine", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"not tuesday. wednesday better for me", ExpectAnswer, confirm.IntentReschedule, 0},
		{"not tuesday. friday better for me", ExpectAnswer, confirm.IntentReschedule, 1},
		{"not tuesday. wednesday or thursday better for me", ExpectSlot, confirm.IntentDifferentDay, none},
		// an offered day with the other part of the day is no slot
		{"Can I have Friday but in the afternoon?", ExpectSlot, confirm.IntentDifferentDay, none},
		{"can I have Wednesday but in the morning?", ExpectSlot, confirm.IntentDifferentDay, none},
		{"Can I have Saturday but in the morning?", ExpectSlot, confirm.IntentDifferentDay, none},
		{"Can I have Friday but in the morning?", ExpectSlot, confirm.IntentReschedule, 1},
		{"Can I have Friday?", ExpectSlot, confirm.IntentReschedule, 1},
		{"Can I have Friday but in the afternoon if possible?", ExpectSlot, confirm.IntentDifferentDay, none},
		{"Can I have Friday but in the afternoon if I'm back by then?", ExpectSlot, confirm.IntentUnclear, none},
		{"Can I have Friday but what time in the afternoon?", ExpectSlot, confirm.IntentUnclear, none},
		{"Friday but in the afternoon isn't it?", ExpectSlot, confirm.IntentUnclear, none},
		// a maybe put off till tomorrow is no day asked for
		{"Possibly, can I let you know tomorrow?", ExpectYesNoSlot, confirm.IntentUnclear, none},
		{"maybe, can I let you know tomorrow?", ExpectYesNoSlot, confirm.IntentUnclear, none},
		{"Possibly, I'll let you know tomorrow", ExpectYesNoSlot, confirm.IntentUnclear, none},
		{"possibly, can I get back to you tomorrow?", ExpectYesNoSlot, confirm.IntentUnclear, none},
		{"Possibly, can I let you know tomorrow?", ExpectAnswer, confirm.IntentUnclear, none},
		{"not sure, can I let you know tomorrow?", ExpectYesNoSlot, confirm.IntentUnclear, none},
		{"yes friday is fine", ExpectYesNoSlot, confirm.IntentReschedule, 1},
		{"no, can it be saturday?", ExpectYesNoSlot, confirm.IntentReschedule, 2},
	}
	// Texts only: a call's transcript has no full stops, so the clash runs
	// into the question ("coming tuesday can we do friday") and is not
	// read as a pick.
	texts := []struct {
		text string
		want confirm.Intent
		slot int
	}{
		// a correction that ends in an offered slot picks it
		{"Yes - oh hang on no, I've got the boiler man coming Tuesday. Can we do Friday?", confirm.IntentReschedule, 1},
		{"yes - oh wait no, I've got the plumber coming Tuesday. Can we do Saturday?", confirm.IntentReschedule, 2},
		{"Yes - actually no, the gas man is coming Tuesday. Could it be Wednesday?", confirm.IntentReschedule, 0},
		{"Yes - oh hang on no, I've got the boiler man coming Tuesday.", confirm.IntentDifferentDay, none},
		{"Yes - oh hang on no, I've got the boiler man coming Tuesday. Can we do Monday?", confirm.IntentDifferentDay, none},
		{"Yes - oh hang on no, I've got the boiler man coming Tuesday. Can we do Friday afternoon?", confirm.IntentDifferentDay, none},
		{"Yes - oh hang on no, I've got the boiler man coming Tuesday. Can we do Friday if I'm back?", confirm.IntentUnclear, none},
		{"Yes - oh hang on no, I've got the boiler man coming Tuesday. Can we do Friday or Monday?", confirm.IntentDifferentDay, none},
		{"no, I've got the boiler man coming Tuesday. Can we do Saturday?", confirm.IntentReschedule, 2},
		{"no, the boiler man is coming Tuesday. What about Thursday?", confirm.IntentDifferentDay, none},
		{"no, the boiler man is coming Tuesday. What time on Friday?", confirm.IntentDifferentDay, none},
	}
	for _, tt := range texts {
		res, err := New().Interpret(t.Context(), Input{Text: tt.text, Channel: confirm.ChannelSMS, Asked: corpusAsked,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		if err != nil {
			t.Fatal(err)
		}
		if res.Intent != tt.want || res.Slot != tt.slot {
			t.Errorf("%q: got %s slot %d, want %s slot %d: %s", tt.text, res.Intent, res.Slot, tt.want, tt.slot, res.Reason)
		}
	}
	for _, tt := range tests {
		readSaid(t, Input{Text: tt.text, Expect: tt.expect, Booked: corpusBooked,
			Options: corpusOptions, Offered: 1, Today: corpusToday}, func(ch confirm.Channel, text string, res Result) {
			if res.Intent != tt.want || res.Slot != tt.slot {
				t.Errorf("%s %q (expect %d): got %s slot %d, want %s slot %d: %s", ch, text, tt.expect, res.Intent, res.Slot, tt.want, tt.slot, res.Reason)
			}
		})
	}
}
