package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// safeTimeCase is a reply that puts the customer in at some time, and the
// intent it must be read as, with the delivery booked for Tuesday 24 Nov
// 8am-12pm and today Sunday 22 Nov.
type safeTimeCase struct{ text, want string }

func checkSafeTime(t *testing.T, tests []safeTimeCase) {
	t.Helper()
	for _, tt := range tests {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
		}
	}
}

// TestArrivalBy: an arrival by an hour in the window or after it ("I'm in by 12", "home by 10") is out until then and turns the window down; one by its opening ("in by 8 at the latest") confirms; one owed or offered ("need to be in by 10", "I can be in by 10") is asked about (arrivalby.go).
func TestArrivalBy(t *testing.T) {
	t.Parallel()
	checkSafeTime(t, []safeTimeCase{
		{"I'm in by 12", "different_day"},
		{"I'll be in by 12", "different_day"},
		{"I am in by 11", "different_day"},
		{"we'll be home by 10", "different_day"},
		{"I'll be home by half 10", "different_day"},
		{"yeah I'm there by 11", "different_day"},
		{"I'm in by 1", "different_day"},
		{"I'll be around by 10", "different_day"},
		{"yes I'll be in by 9", "different_day"},
		{"we're in by 9 on tuesday", "different_day"},
		{"I'm in by 8", "will_be_in"},
		{"I'll be in by 8", "will_be_in"},
		{"I'm home by 7", "will_be_in"},
		{"I'm in by 8 at the very latest", "will_be_in"},
		{"yes I'll be home by 8 at the latest", "will_be_in"},
		{"I need to be in by 10", "unclear"},
		{"I have to be home by 9", "unclear"},
		{"I can be in by 10", "unclear"},
		{"I'm in by 12 on Tuesday", "different_day"},
		{"should be in by 10", "unclear"},
		{"hopefully home by 9", "unclear"},
		{"I'll be in by 12 latest", "different_day"},
		{"yep in by 11 tuesday", "different_day"},
		{"I'm usually in by 10", "unclear"},
		{"me and the wife will be home by 9.30", "unclear"},
		{"we'll both be in by 11", "different_day"},
		{"I'm in before 8", "unclear"},
	})
}

// TestTodayNotBooked: a presence today ("I am in this morning", "home this afternoon"), tomorrow, on another day or next week is never the booked day; a presence all week, or a past "this morning", is read as before (todaypart.go).
func TestTodayNotBooked(t *testing.T) {
	t.Parallel()
	checkSafeTime(t, []safeTimeCase{
		{"I am in this morning", "different_day"},
		{"I'm home this afternoon", "different_day"},
		{"we're in this evening", "different_day"},
		{"yes I'm in this morning", "unclear"},
		{"I'm home today", "different_day"},
		{"I'm home tonight", "different_day"},
		{"I'm home tomorrow", "different_day"},
		{"I'm home this weekend", "different_day"},
		{"yes I'm home next week", "different_day"},
		{"i will be home next week", "different_day"},
		{"we're in next week", "different_day"},
		{"I'm home on the 25th", "unclear"},
		{"I'm home Wednesday", "unclear"},
		{"i'm home all day wednesday", "unclear"},
		{"yes I'm in on Thursday", "unclear"},
		{"I'm in all day next Tuesday", "different_day"},
		{"I got your text this morning, yes I'll be in", "will_be_in"},
		{"yes I'll be in, thanks for the message this morning", "will_be_in"},
		{"I'm in this week", "will_be_in"},
		{"we're home all this week", "will_be_in"},
		{"I'm in tomorrow morning", "different_day"},
		{"I'm in monday", "different_day"},
		{"we're in all day tomorrow", "different_day"},
		{"yes, in this arvo", "different_day"},
		{"I'll be home this evening", "different_day"},
	})
}

// TestInFromTill: presence bounded by an hour: from the opening or before it confirms, from an hour inside the window or after it, "not till", "back by" turn it down; "no chance on tuesday" turns the day down rather than naming a Chance.
func TestInFromTill(t *testing.T) {
	t.Parallel()
	checkSafeTime(t, []safeTimeCase{
		{"I'm in from 7", "will_be_in"},
		{"I'm in from 8", "will_be_in"},
		{"yes I'm home from 7am", "will_be_in"},
		{"I'm in from 10", "different_day"},
		{"we're home from 11", "different_day"},
		{"I'll be in after 10", "different_day"},
		{"I'm home after 11", "different_day"},
		{"I'll be back by 10", "different_day"},
		{"back by 11", "different_day"},
		{"I'm around from 10", "different_day"},
		{"around from 7", "unclear"},
		{"not till 11", "unclear"},
		{"I won't be in till 11", "different_day"},
		{"won't be home till 10", "different_day"},
		{"not home till 10 on tuesday", "different_day"},
		{"I get in at 11", "unclear"},
		{"I'll get in at 10", "unclear"},
		{"I get in at 7", "unclear"},
		{"I get home at 11", "unclear"},
		{"no chance on tuesday", "different_day"},
		{"no chance on the 24th", "different_day"},
		{"no way on tuesday", "different_day"},
		{"home all day Tuesday", "will_be_in"},
		{"in all week", "will_be_in"},
		{"I'm in all week", "will_be_in"},
		{"I'm home on the 24th", "will_be_in"},
		{"I'm in Tuesday morning", "will_be_in"},
		{"I'm in till 12", "will_be_in"},
		{"yes I'm in all morning", "will_be_in"},
		{"home from 12", "different_day"},
		{"in after 12", "different_day"},
		{"yes I'm home from 8 till 12", "will_be_in"},
		{"I'll be in from 8 onwards", "will_be_in"},
		{"in from 7am on tuesday", "will_be_in"},
		{"yes home all day tues", "will_be_in"},
		{"not back till 11", "different_day"},
		{"I don't get in till 10", "different_day"},
	})
}

// TestSignerOnDay: another signer on a day neither booked nor offered ("the
// wife is in today") is asked about; on the booked day, or with no day,
// they sign, and on an offered day the day is picked (signerday.go).
func TestSignerOnDay(t *testing.T) {
	t.Parallel()
	checkSafeTime(t, []safeTimeCase{
		{"the wife is in today", "unclear"},
		{"the wife is in this morning", "unclear"},
		{"my son will be in tomorrow", "unclear"},
		{"my husband will be in on tuesday", "alternate_signer"},
		{"the wife is in", "alternate_signer"},
		{"my husband will be in on wednesday", "reschedule"},
	})
}

// TestOtherDayNamed: a day said with the booked weekday that is not the
// booked day ("Tuesday week", "the next day", "in 2 weeks") or a run of
// days that leaves the booked one out ("every day but Tuesday") is never
// confirmed; a run that holds it confirms (otherdaylex.go).
func TestOtherDayNamed(t *testing.T) {
	t.Parallel()
	checkSafeTime(t, []safeTimeCase{
		{"in Tuesday week", "unclear"},
		{"yes I'm in the next day", "unclear"},
		{"I'm home in 2 weeks", "unclear"},
		{"I'm in every day but tuesday", "unclear"},
		{"in all week except tuesday", "unclear"},
		{"I'll be home in a week", "different_day"},
		{"in all week", "will_be_in"},
		{"I'm in every day this week", "will_be_in"},
		{"I'm in all day every day", "will_be_in"},
		{"yes I'm in all day", "will_be_in"},
		{"yes in tuesday next", "unclear"},
		{"tuesday after next", "unclear"},
		{"yes I'm in tuesday", "will_be_in"},
	})
}

// TestInAtHour: being in or there at an hour inside the window ("I'll be in
// at 11") is in only from it and is asked about; at the window's opening it
// confirms, and "in at the flat" is a place. An hour said with "ish" is
// that hour ("around by 11ish") (arrivalby.go).
func TestInAtHour(t *testing.T) {
	t.Parallel()
	checkSafeTime(t, []safeTimeCase{
		{"I'll be in at 11", "unclear"},
		{"we're there at 10", "unclear"},
		{"I'll be in at 8", "will_be_in"},
		{"I'm in at 8am", "will_be_in"},
		{"I'm in at the flat all day", "will_be_in"},
		{"I'm around by 11ish", "different_day"},
		{"in from 9ish", "different_day"},
		{"ill be in for 11", "unclear"},
		{"yes in for 10", "unclear"},
		{"I'll be in for 8", "will_be_in"},
		{"yes in for the delivery", "will_be_in"},
		{"we're in for the day", "will_be_in"},
	})
}
