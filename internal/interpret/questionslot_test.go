package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestSlotAsked reads picks of an offered slot put as questions, in every
// language, beside questions about a slot that pick nothing, days offered
// with the wrong part of the day, days not offered, and picks made on a
// condition. Wednesday afternoon, Friday morning and Saturday afternoon
// are offered; each English line is read as a text and as a call.
func TestSlotAsked(t *testing.T) {
	t.Parallel()
	const none = -1
	tests := []struct {
		text   string
		expect Expect
		want   confirm.Intent
		slot   int
	}{
		{"can it be friday morning?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"could you do the Wednesday afternoon instead?", ExpectAnswer, confirm.IntentReschedule, 0},
		{"would saturday work?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"is friday any good?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"how about saturday?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"what about the wednesday?", ExpectAnswer, confirm.IntentReschedule, 0},
		{"could they manage saturday afternoon", ExpectAnswer, confirm.IntentReschedule, 2},
		{"can it be friday?", ExpectSlot, confirm.IntentReschedule, 1},
		{"is Wednesday still free?", ExpectSlot, confirm.IntentReschedule, 0},
		{"could i have the saturday one?", ExpectSlot, confirm.IntentReschedule, 2},
		{"could it be saturday instead", ExpectYesNoSlot, confirm.IntentReschedule, 2},
		{"Saturday afternoon would suit us better if you have it", ExpectAnswer, confirm.IntentReschedule, 2},
		{"friday morning if poss", ExpectAnswer, confirm.IntentReschedule, 1},
		{"Friday morning would suit better if that's an option", ExpectAnswer, confirm.IntentReschedule, 1},
		{"saturday afternoon if that works for you", ExpectAnswer, confirm.IntentReschedule, 2},
		{"Friday morning would suit better if I'm back by then", ExpectAnswer, confirm.IntentUnclear, none},
		{"is there anything in the afternoon on tuesday", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"is there any availability in the afternoon?", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"what time in the afternoon?", ExpectAnswer, confirm.IntentUnclear, none},
		{"is there anything I need to do before they come?", ExpectAnswer, confirm.IntentUnclear, none},
		// other languages
		{"pode ser sexta de manhã?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"e na quarta depois das 12?", ExpectAnswer, confirm.IntentReschedule, 0},
		{"mercredi aprem ca irait?", ExpectAnswer, confirm.IntentReschedule, 0},
		{"¿podría ser el viernes?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"¿y el miércoles después de las 12?", ExpectAnswer, confirm.IntentReschedule, 0},
		{"Se poate miercuri dupa masa?", ExpectAnswer, confirm.IntentReschedule, 0},
		{"a można w środę po 12?", ExpectAnswer, confirm.IntentReschedule, 0},
		{"hafte ko dopahar aa sakte ho?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"juma subah ho sakta hai?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"venerdì mattina va bene?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"potete venire sabato pomeriggio?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"fyddai dydd Gwener yn iawn?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"dydd Mercher yn y prynhawn?", ExpectAnswer, confirm.IntentReschedule, 0},
		{"piątek rano pasuje?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"¿el sábado por la tarde está bien?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"vineri dimineața e ok?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"ça peut être samedi après-midi?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"vendredi après-midi c'est possible?", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"pode ser sexta à tarde?", ExpectAnswer, confirm.IntentDifferentDay, none},
		// the booked day turned down, then an offered slot asked for
		{"tuesday i work till 2, could it be saturday?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"tuesday I'm at work, can you do friday?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"El martes trabajo, ¿puede ser el viernes?", ExpectAnswer, confirm.IntentReschedule, 1},
		{"Salve, martedì lavoro fino alle 14, si può spostare a sabato?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"mangal ko 2 baje tak kaam hai, hafte ko aa sakte ho?", ExpectAnswer, confirm.IntentReschedule, 2},
		{"tuesday I'm at work", ExpectAnswer, confirm.IntentDifferentDay, none},
		// the wrong part of the day, a day not offered, a range
		{"can it be friday afternoon?", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"can it be Wednesday morning?", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"could you come monday?", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"Any chance of the weekend? Sunday ideally", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"could it be the weekend?", ExpectAnswer, confirm.IntentDifferentDay, none},
		{"the weekend one", ExpectSlot, confirm.IntentReschedule, 2},
		// questions about a slot pick nothing
		{"what time on friday?", ExpectAnswer, confirm.IntentUnclear, none},
		{"what time on friday", ExpectYesNoSlot, confirm.IntentUnclear, none},
		{"is the second one a morning?", ExpectSlot, confirm.IntentUnclear, none},
		{"Is the Friday one this week or next?", ExpectSlot, confirm.IntentUnclear, none},
		{"Is this about the sofa from the Black Friday sale?", ExpectAnswer, confirm.IntentUnclear, none},
		// a pick on a condition
		{"friday but only if it's after ten", ExpectSlot, confirm.IntentUnclear, none},
		{"3 if they can come before 2pm", ExpectSlot, confirm.IntentUnclear, none},
		{"saturday yeah if it's after one", ExpectYesNoSlot, confirm.IntentUnclear, none},
		{"yeah if they come before two", ExpectYesNoSlot, confirm.IntentUnclear, none},
		{"can you do friday instead, only if it's early though", ExpectAnswer, confirm.IntentUnclear, none},
		{"friday if I'm back in time", ExpectAnswer, confirm.IntentUnclear, none},
		{"Friday but can it be after 10?", ExpectSlot, confirm.IntentUnclear, none},
		{"can you do saturday, after 1 please", ExpectAnswer, confirm.IntentUnclear, none},
		{"Saturday from 12", ExpectSlot, confirm.IntentReschedule, 2},
		// on the list: a check that agrees picks, one that does not is asked
		// about, a day with another part of the day is not on the list
		{"Friday. That's the morning one isn't it?", ExpectSlot, confirm.IntentReschedule, 1},
		{"Friday. That's the afternoon one isn't it?", ExpectSlot, confirm.IntentUnclear, none},
		{"Friday afternoon", ExpectSlot, confirm.IntentDifferentDay, none},
		{"can i do saturday morning instead", ExpectSlot, confirm.IntentDifferentDay, none},
		{"3 but could it be the morning?", ExpectSlot, confirm.IntentUnclear, none},
		{"saturday if its in the morning", ExpectSlot, confirm.IntentUnclear, none},
		{"2 - and can the driver give me a ring when he's on his way", ExpectSlot, confirm.IntentReschedule, 1},
		{"2 - what time will they come?", ExpectSlot, confirm.IntentUnclear, none},
	}
	for _, tt := range tests {
		readSaid(t, Input{Text: tt.text, Expect: tt.expect, Booked: corpusBooked,
			Options: corpusOptions, Offered: 1, Today: corpusToday}, func(ch confirm.Channel, text string, res Result) {
			if res.Intent != tt.want || res.Slot != tt.slot {
				t.Errorf("%s %q (expect %d): got %s slot %d, want %s slot %d: %s", ch, text, tt.expect, res.Intent, res.Slot, tt.want, tt.slot, res.Reason)
			}
			if tt.want == confirm.IntentReschedule && res.Question != QuestionNone {
				t.Errorf("%s %q: a pick asks nothing, got question %q", ch, text, res.Question)
			}
		})
	}
}
