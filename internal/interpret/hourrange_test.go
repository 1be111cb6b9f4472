package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestHourRangeWithAmPm: "8am-12pm" is one range, as "8-12" is: the booked
// window said back is a yes or a question about the window, not a request
// for other hours, and a range that leaves part of the window out is
// still no confirmation.
func TestHourRangeWithAmPm(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"yes I'm in 8am-12pm", "will_be_in", "-"},
		{"Yes, home 8am-12pm", "will_be_in", "-"},
		{"yes i'm in 8-12pm", "will_be_in", "-"},
		{"Is it 8am-12pm?", "unclear", "-"},
		{"is it 12pm-4pm?", "unclear", "-"},
		{"yes in 8am-10am", "different_day", "-"},
		{"I can do 12pm-4pm", "different_day", "-"},
	})
	neverYes(t, []string{"yes 10am-12pm", "yes 9am-12pm only", "yes in 8am-10am", "I'm out 8am-12pm", "yes 8:30am-12pm"})
	for _, text := range []string{"Is it 8am-12pm?", "is it 12pm-4pm?", "is that 8am-12pm then?"} {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS})
		if r.Question != "window" {
			t.Errorf("%q asks %q, want window: %s", text, r.Question, r.Reason)
		}
	}
}
