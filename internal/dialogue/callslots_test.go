package dialogue

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

// TestCallOfferSlots reads the offered slots out in one line, three at a
// time, saying how many more there are; a group of one is a yes/no.
func TestCallOfferSlots(t *testing.T) {
	t.Parallel()
	slot := func(date, from, to string) confirm.Slot {
		return confirm.Slot{Date: date, Window: confirm.Window{From: from, To: to}}
	}
	five := []confirm.Slot{
		slot("2026-11-25", "12:00", "16:00"), slot("2026-11-26", "08:00", "12:00"), slot("2026-11-27", "08:00", "12:00"),
		slot("2026-11-30", "08:00", "12:00"), slot("2026-12-01", "12:00", "16:00"),
	}
	tests := []struct {
		opts     int
		from, to int
		want     string
	}{
		{1, 0, 1, "I can offer Wednesday 25 November, 12:00-16:00. Would that suit you?"},
		{2, 0, 2, "I can offer Wednesday 25 November, 12:00-16:00; or Thursday 26 November, 08:00-12:00. Which would suit you? You can say the day, or none of them."},
		{3, 0, 3, "I can offer Wednesday 25 November, 12:00-16:00; Thursday 26 November, 08:00-12:00; or Friday 27 November, 08:00-12:00. Which would suit you? You can say the day, or none of them."},
		{4, 0, 3, "I can offer Wednesday 25 November, 12:00-16:00; Thursday 26 November, 08:00-12:00; or Friday 27 November, 08:00-12:00. Which would suit you? If none of these do, say so and I have 1 more day."},
		{4, 3, 4, "Or I can offer Monday 30 November, 08:00-12:00. Would that suit you?"},
		{5, 0, 3, "I can offer Wednesday 25 November, 12:00-16:00; Thursday 26 November, 08:00-12:00; or Friday 27 November, 08:00-12:00. Which would suit you? If none of these do, say so and I have 2 more days."},
		{5, 3, 5, "Or I can offer Monday 30 November, 08:00-12:00; or Tuesday 1 December, 12:00-16:00. Which would suit you? You can say the day, or none of them."},
	}
	for _, tt := range tests {
		c := sample("", 1)
		c.Order.RescheduleOptions = five[:tt.opts]
		if got := CallSlotsTo(c, tt.from); got != tt.to {
			t.Errorf("%d options from %d: group ends at %d, want %d", tt.opts, tt.from, got, tt.to)
		}
		if got := CallOfferSlots(c, tt.from); got != tt.want {
			t.Errorf("%d options from %d:\n got %q\nwant %q", tt.opts, tt.from, got, tt.want)
		}
		// Asked again after a question or a silence, the same slots.
		th := confirm.Thread{Expect: confirm.ExpectSlot, Offered: tt.from}
		if got, want := CallSilence(c, th), "Sorry, I didn't hear anything. "+tt.want; tt.to-tt.from > 1 && got != want {
			t.Errorf("silence: %q, want %q", got, want)
		}
		if got := CallAnswer(c, th, interpret.QuestionTime); tt.to-tt.from > 1 && !strings.HasSuffix(got, tt.want) {
			t.Errorf("after a question: %q does not end with %q", got, tt.want)
		}
	}
}
