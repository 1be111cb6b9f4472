package httpapi

import (
	"strings"
	"testing"
)

// withOptions is a create body (demo cadence) offering the given slots,
// each "YYYY-MM-DD HH:MM-HH:MM".
func withOptions(slots ...string) map[string]any {
	b := validBody()
	b["cadence"] = "demo"
	var opts []any
	for _, s := range slots {
		date, window, _ := strings.Cut(s, " ")
		from, to, _ := strings.Cut(window, "-")
		opts = append(opts, map[string]any{"date": date, "window": map[string]any{"from": from, "to": to}})
	}
	b["order"].(map[string]any)["rescheduleOptions"] = opts
	return b
}

var threeOptions = []string{"2026-11-25 12:00-16:00", "2026-11-26 08:00-12:00", "2026-11-27 08:00-12:00"}

// On the call, a different day gets the offered slots in one line, and
// the answer picks one by number, day or date.
func TestCallOffersSlotsInOneLine(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		named := []string{"Wednesday 25 November, 12:00-16:00", "Thursday 26 November, 08:00-12:00", "Friday 27 November, 08:00-12:00"}
		// offered starts a call with three options and asks for another day.
		offered := func(t *testing.T) string {
			t.Helper()
			id := h.started(withOptions(threeOptions...), 3)
			c := h.reply(id, call("no I can't do tuesday"))
			line := lastOut(c, "call")
			for _, n := range named {
				if !strings.Contains(line, n) {
					t.Errorf("the offer does not name %q: %q", n, line)
				}
			}
			if n := countKind(c, "out", "call"); n != 4 { // the opening's 3 lines and the offer
				t.Errorf("%d call lines, want the opening and one offer", n)
			}
			if c["status"] != "in_progress" {
				t.Fatalf("after asking for another day: %v", c["status"])
			}
			return id
		}
		for _, tt := range []struct {
			say, date string
		}{
			{"the second one", "2026-11-26"},
			{"wednesday", "2026-11-25"},
			{"er the first please", "2026-11-25"},
			{"friday the 27th", "2026-11-27"},
			{"number three", "2026-11-27"},
		} {
			t.Run(tt.say, func(t *testing.T) {
				id := offered(t)
				h.reply(id, call(tt.say))
				c := h.closedWith(id, "rescheduled", "reschedule", "", "call")
				if d := c["order"].(map[string]any)["date"]; d != tt.date {
					t.Errorf("moved to %v, want %s", d, tt.date)
				}
			})
		}
		for _, say := range []string{"none of those", "no", "neither of them sorry"} {
			t.Run(say, func(t *testing.T) {
				id := offered(t)
				h.reply(id, call(say))
				h.closedWith(id, "action_needed", "different_day", "", "call")
			})
		}
		t.Run("not understood, asked again", func(t *testing.T) {
			id := offered(t)
			c := h.reply(id, call("hmm purple"))
			if line := lastOut(c, "call"); !strings.HasPrefix(line, "Sorry") || !strings.Contains(line, named[2]) {
				t.Errorf("after an unclear answer: %q", line)
			}
			h.reply(id, call("the third"))
			h.closedWith(id, "rescheduled", "reschedule", "", "call")
		})
		t.Run("a single option is a yes or no", func(t *testing.T) {
			id := h.started(withOptions(threeOptions[0]), 3)
			c := h.reply(id, call("not tuesday no"))
			if line := lastOut(c, "call"); !strings.Contains(line, named[0]) || !strings.Contains(line, "Would that suit you?") {
				t.Fatalf("single offer: %q", line)
			}
			h.reply(id, call("yes that's fine"))
			c = h.closedWith(id, "rescheduled", "reschedule", "", "call")
			if d := c["order"].(map[string]any)["date"]; d != "2026-11-25" {
				t.Errorf("moved to %v", d)
			}
		})
		t.Run("more than three are read three at a time", func(t *testing.T) {
			id := h.started(withOptions(append(threeOptions, "2026-11-30 08:00-12:00", "2026-12-01 12:00-16:00")...), 3)
			c := h.reply(id, call("I need another day"))
			line := lastOut(c, "call")
			if !strings.Contains(line, named[2]) || strings.Contains(line, "30 November") || !strings.Contains(line, "2 more days") {
				t.Fatalf("first group: %q", line)
			}
			c = h.reply(id, call("none of those"))
			line = lastOut(c, "call")
			if !strings.Contains(line, "Monday 30 November, 08:00-12:00") || !strings.Contains(line, "Tuesday 1 December, 12:00-16:00") || strings.Contains(line, "25 November") {
				t.Fatalf("second group: %q", line)
			}
			h.reply(id, call("the second one")) // of those just read
			c = h.closedWith(id, "rescheduled", "reschedule", "", "call")
			if d := c["order"].(map[string]any)["date"]; d != "2026-12-01" {
				t.Errorf("moved to %v, want 2026-12-01", d)
			}
		})
	})
}
