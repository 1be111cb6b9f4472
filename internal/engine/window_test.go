package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// monday returns hh:mm on Monday 23 November 2026 in zone tz (London when
// empty), as UTC.
func monday(t *testing.T, hhmm, tz string) time.Time {
	t.Helper()
	if tz == "" {
		tz = "Europe/London"
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		t.Fatal(err)
	}
	v, err := time.ParseInLocation("2006-01-02 15:04", "2026-11-23 "+hhmm, loc)
	if err != nil {
		t.Fatal(err)
	}
	return v.UTC()
}

// bookedFor sets a new confirmation's window to Monday 23 November from
// hh:mm, an hour long, in zone tz (London when empty).
func bookedFor(hhmm, tz string) func(*confirm.NewConfirmation) {
	return func(n *confirm.NewConfirmation) {
		h, m := 0, 0
		fmt.Sscanf(hhmm, "%d:%d", &h, &m)
		n.Order.Date = "2026-11-23"
		n.Order.Window = &confirm.Window{From: hhmm, To: fmt.Sprintf("%02d:%02d", h+1, m)}
		if tz != "" {
			n.Order.Timezone = tz
		}
	}
}

// timeline is a confirmation's events as "kind/channel text" lines, the
// email's long text cut to its first line.
func timeline(c *confirm.Confirmation) []string {
	var out []string
	for _, e := range c.Events {
		text, _, _ := strings.Cut(e.Text, "\n")
		out = append(out, fmt.Sprintf("%s/%s %s", e.Kind, e.Channel, text))
	}
	return out
}

// TestTextsAndCallsNeverLate plays standard confirmations, nobody
// answering, through the scheduler with a fake clock, for windows around
// the opening of the contact hours: what is sent and when, what is skipped
// with which words, and when the confirmation closes as unreachable with
// its webhook.
func TestTextsAndCallsNeverLate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		tz      string
		window  string // Monday, customer time
		created string // Monday, customer time; "-hh:mm" is Sunday
		// sends are the messages sent, "channel hh:mm" in customer time.
		sends []string
		// events are the system events about the plan, in order.
		events []string
		closed string // when it closes as unreachable
	}{
		{
			name: "window at 08:00, created at 01:00", window: "08:00", created: "01:00",
			sends: []string{"email 01:00"},
			events: []string{
				"system/sms Text skipped: the window starts at 08:00, before texts and calls may begin at 09:00 (they go out only 09:00-20:00, customer time).",
				"system/call Call skipped: the window starts at 08:00, before texts and calls may begin at 09:00 (they go out only 09:00-20:00, customer time).",
				"system/email Nobody answered before the window's start at 08:00; closed as unreachable.",
			},
			closed: "08:00",
		},
		{
			name: "window at 09:00, created at 01:00", window: "09:00", created: "01:00",
			sends: []string{"email 01:00"},
			events: []string{
				"system/sms Text skipped: no time left between 09:00 and the window's start at 09:00.",
				"system/call Call skipped: no time left between 09:00 and the window's start at 09:00.",
				"system/email Nobody answered before the window's start at 09:00; closed as unreachable.",
			},
			closed: "09:00",
		},
		{
			name: "window at 09:00, created at 08:55", window: "09:00", created: "08:55",
			sends: []string{"email 08:55"},
			events: []string{
				"system/sms Text skipped: no time left between 09:00 and the window's start at 09:00.",
				"system/call Call skipped: no time left between 09:00 and the window's start at 09:00.",
				"system/email Nobody answered before the window's start at 09:00; closed as unreachable.",
			},
			closed: "09:00",
		},
		{
			// The window has started: the email still goes, and with
			// nothing left to wait for the confirmation closes at once.
			name: "window at 08:00, created at 08:55", window: "08:00", created: "08:55",
			sends: []string{"email 08:55"},
			events: []string{
				"system/sms Text skipped: the delivery window started at 08:00, and texts and calls are never sent once it has started.",
				"system/call Call skipped: the delivery window started at 08:00, and texts and calls are never sent once it has started.",
				"system/email Nobody answered before the window's start at 08:00; closed as unreachable.",
			},
			closed: "08:55",
		},
		{
			name: "window at 09:00, created the evening before at 19:59", window: "09:00", created: "-19:59",
			sends: []string{"email 19:59"},
			events: []string{
				"system/sms Text skipped: no time left between 19:59 and the window's start at 09:00 on Mon 23 Nov.",
				"system/call Call skipped: no time left between 19:59 and the window's start at 09:00 on Mon 23 Nov.",
				"system/email Nobody answered before the window's start at 09:00; closed as unreachable.",
			},
			closed: "09:00",
		},
		{
			name: "window at 09:00, created the evening before at 18:00", window: "09:00", created: "-18:00",
			sends: []string{"email 18:00", "sms 18:30", "call 19:00", "call 19:30"},
			events: []string{
				"system/call Call not answered; retrying at 19:30 on Sun 22 Nov.",
				"system/call Call not answered.",
				"system/call Nobody answered; closed as unreachable.",
			},
			closed: "01:31",
		},
		{
			name: "window at 09:30, created at 01:00", window: "09:30", created: "01:00",
			sends: []string{"email 01:00", "sms 09:07", "call 09:14", "call 09:22"},
			events: []string{
				"system/call Call not answered; retrying at 09:22 on Mon 23 Nov.",
				"system/call Call not answered.",
				"system/call Nobody answered before the window's start at 09:30; closed as unreachable.",
			},
			closed: "09:30",
		},
		{
			// The call rings out at 09:29, a minute before the window: no
			// time for its retry.
			name: "window at 09:30, created at 09:26", window: "09:30", created: "09:26",
			sends: []string{"email 09:26", "sms 09:27", "call 09:28"},
			events: []string{
				"system/call Call not answered.",
				"system/call Call retry skipped: no time left between 09:29 and the window's start at 09:30.",
				"system/call Nobody answered before the window's start at 09:30; closed as unreachable.",
			},
			closed: "09:30",
		},
		{
			name: "window at 10:00, created at 08:55", window: "10:00", created: "08:55",
			sends: []string{"email 08:55", "sms 09:15", "call 09:30", "call 09:45"},
			events: []string{
				"system/call Call not answered; retrying at 09:45 on Mon 23 Nov.",
				"system/call Call not answered.",
				"system/call Nobody answered before the window's start at 10:00; closed as unreachable.",
			},
			closed: "10:00",
		},
		{
			name: "New York, window at 09:00, created at 01:00 there", tz: "America/New_York", window: "09:00", created: "01:00",
			sends: []string{"email 01:00"},
			events: []string{
				"system/sms Text skipped: no time left between 09:00 and the window's start at 09:00.",
				"system/call Call skipped: no time left between 09:00 and the window's start at 09:00.",
				"system/email Nobody answered before the window's start at 09:00; closed as unreachable.",
			},
			closed: "09:00",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachWorld(t, func(t *testing.T, w *world) {
				created := monday(t, strings.TrimPrefix(tt.created, "-"), tt.tz)
				if strings.HasPrefix(tt.created, "-") {
					created = created.AddDate(0, 0, -1)
				}
				w.clock.Set(created)
				c := w.create(confirm.CadenceStandard, bookedFor(tt.window, tt.tz))
				loc := c.Location()
				local := func(at time.Time) string { return at.In(loc).Format("15:04") }

				// Every minute until the day after, as a scheduler that is
				// never late would; a call rings out after its minute.
				var closed time.Time
				for now := created; now.Before(created.Add(36 * time.Hour)); now = now.Add(time.Minute) {
					w.clock.Set(now)
					w.run()
					if got := w.get(c.ID); got.Status == confirm.StatusUnreachable {
						closed = now
						break
					}
				}
				got := w.get(c.ID)
				if got.Status != confirm.StatusUnreachable {
					t.Fatalf("status %s, want unreachable; events %q", got.Status, timeline(got))
				}
				if local(closed) != tt.closed {
					t.Errorf("closed at %s, want %s", local(closed), tt.closed)
				}

				var sends, events []string
				for _, e := range got.Events {
					switch {
					case e.Kind == confirm.EventOut, strings.HasPrefix(e.Text, "Calling "):
						sends = append(sends, fmt.Sprintf("%s %s", e.Channel, local(e.At)))
					case e.Kind == confirm.EventSystem:
						events = append(events, timeline(&confirm.Confirmation{Events: []confirm.Event{e}})[0])
					}
				}
				if diff := cmp.Diff(tt.sends, sends); diff != "" {
					t.Errorf("sends mismatch (-want +got):\n%s", diff)
				}
				if diff := cmp.Diff(tt.events, events); diff != "" {
					t.Errorf("system events mismatch (-want +got):\n%s", diff)
				}
				// What the channel was handed agrees with the timeline.
				counts := w.sends.count()
				for _, ch := range []confirm.Channel{confirm.ChannelEmail, confirm.ChannelSMS, confirm.ChannelCall} {
					n := 0
					for _, s := range sends {
						if strings.HasPrefix(s, string(ch)+" ") {
							n++
						}
					}
					if counts[c.ID+" "+string(ch)] != n {
						t.Errorf("%s handed to the channel %d times, the timeline shows %d", ch, counts[c.ID+" "+string(ch)], n)
					}
				}
				// No text or call at or after the window's start.
				start := monday(t, tt.window, tt.tz)
				for _, e := range got.Events {
					if e.Kind == confirm.EventOut && e.Channel != confirm.ChannelEmail && !e.At.Before(start) {
						t.Errorf("%s sent at %s, not before the window's start at %s", e.Channel, local(e.At), tt.window)
					}
				}
				w.run()
				if ev := w.hook.events(); len(ev) != 1 || ev[0].Data.Status != "unreachable" {
					t.Errorf("webhooks %+v, want one saying unreachable", ev)
				}
			})
		})
	}
}

// TestLateStepsAreSkippedWhenDue holds the scheduler up past the window's
// start: the text due before it is then skipped, not sent late.
func TestLateStepsAreSkippedWhenDue(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		w.clock.Set(monday(t, "01:00", ""))
		c := w.create(confirm.CadenceStandard, bookedFor("10:00", ""))
		w.run()
		if got := w.get(c.ID); !got.Steps[1].DueAt.Equal(monday(t, "09:15", "")) {
			t.Fatalf("text due %v, want 09:15", got.Steps[1].DueAt)
		}
		w.clock.Set(monday(t, "10:05", "")) // down from 01:00 to 10:05
		w.run()
		got := w.get(c.ID)
		if got.Status != confirm.StatusUnreachable || states(got) != "email:delivered sms:skipped call:skipped" {
			t.Fatalf("after the hold-up: %s [%s]; events %q", got.Status, states(got), timeline(got))
		}
		want := []string{
			"system/sms Text skipped: the delivery window started at 10:00, and texts and calls are never sent once it has started.",
			"system/call Call skipped: the delivery window started at 10:00, and texts and calls are never sent once it has started.",
			"system/call Nobody answered before the window's start at 10:00; closed as unreachable.",
		}
		if diff := cmp.Diff(want, timeline(got)[1:]); diff != "" {
			t.Errorf("events mismatch (-want +got):\n%s", diff)
		}
		if n := w.sends.count()[c.ID+" sms"]; n != 0 {
			t.Errorf("the late text was handed to the channel %d times", n)
		}
	})
}

// TestLateRetryIsSkippedWhenDue holds the scheduler up between the call
// and its retry until the window has started.
func TestLateRetryIsSkippedWhenDue(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		w.clock.Set(monday(t, "09:00", ""))
		c := w.create(confirm.CadenceStandard, bookedFor("13:00", ""))
		for _, hhmm := range []string{"09:00", "10:00", "11:00", "11:01"} { // email, text, call, rang out
			w.clock.Set(monday(t, hhmm, ""))
			w.run()
		}
		if got := w.get(c.ID); got.Steps[2].Attempts != 1 || !got.Steps[2].DueAt.Equal(monday(t, "12:01", "")) {
			t.Fatalf("retry not planned: %+v", got.Steps[2])
		}
		w.clock.Set(monday(t, "13:00", ""))
		w.run()
		got := w.get(c.ID)
		if got.Status != confirm.StatusUnreachable || states(got) != "email:delivered sms:delivered call:unanswered" || got.Steps[2].Attempts != 1 {
			t.Fatalf("after the hold-up: %s [%s] %+v", got.Status, states(got), got.Steps[2])
		}
		if want := "Call retry skipped: the delivery window started at 13:00, and texts and calls are never sent once it has started."; !strings.Contains(strings.Join(timeline(got), "\n"), want) {
			t.Errorf("no event %q in %q", want, timeline(got))
		}
		if n := w.sends.count()[c.ID+" call"]; n != 1 {
			t.Errorf("call handed to the channel %d times, want 1", n)
		}
	})
}

// TestStalledConversationAfterTheWindowStarted pauses the plan with a reply
// and lets the conversation stall past the window's start: the paused call
// is skipped, not made.
func TestStalledConversationAfterTheWindowStarted(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		scope := confirm.Scope{AccountID: w.account.ID, Sandbox: true}
		w.clock.Set(monday(t, "01:00", ""))
		c := w.create(confirm.CadenceStandard, bookedFor("10:00", ""))
		w.run()
		w.clock.Set(monday(t, "09:15", ""))
		w.run() // the text
		w.clock.Set(monday(t, "09:20", ""))
		got, err := w.engine.Reply(t.Context(), scope, c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "hmm"})
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != confirm.StatusInProgress || got.Steps[2].State != confirm.StepPaused {
			t.Fatalf("after an unclear reply: %s [%s]", got.Status, states(got))
		}
		w.clock.Set(monday(t, "10:00", ""))
		w.run()
		if got := w.get(c.ID); got.Status != confirm.StatusInProgress {
			t.Fatalf("a conversation under way closed at the window's start: %s", got.Status)
		}
		w.clock.Set(monday(t, "11:20", "")) // 2 h without a reply
		w.run()
		got = w.get(c.ID)
		if got.Status != confirm.StatusUnreachable || states(got) != "email:delivered sms:delivered call:skipped" {
			t.Fatalf("after the stall: %s [%s]; events %q", got.Status, states(got), timeline(got))
		}
		tl := timeline(got)
		want := []string{
			"system/sms No answer yet in the conversation.",
			"system/call Call skipped: the delivery window started at 10:00, and texts and calls are never sent once it has started.",
			"system/call Nobody answered before the window's start at 10:00; closed as unreachable.",
		}
		if diff := cmp.Diff(want, tl[len(tl)-3:]); diff != "" {
			t.Errorf("events mismatch (-want +got):\n%s", diff)
		}
		if n := w.sends.count()[c.ID+" call"]; n != 0 {
			t.Errorf("call handed to the channel %d times", n)
		}
	})
}

// TestAdvanceNeverSendsLate advances a text due before the window, after
// the window has started: advance skips it as the scheduler would, for a
// sandbox key and for a live one (no quiet-hours refusal either: it will
// never be sent).
func TestAdvanceNeverSendsLate(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		for _, live := range []bool{false, true} {
			t.Run(fmt.Sprintf("live=%v", live), func(t *testing.T) {
				w.clock.Set(monday(t, "01:00", ""))
				scope := confirm.Scope{AccountID: w.account.ID, Sandbox: !live}
				var c *confirm.Confirmation
				if live {
					w.live()
					c = w.createLive(bookedFor("10:00", ""))
				} else {
					c = w.create(confirm.CadenceStandard, bookedFor("10:00", ""))
				}
				if _, err := w.engine.Advance(t.Context(), scope, c.ID); err != nil { // the email
					t.Fatal(err)
				}
				w.clock.Set(monday(t, "20:30", "")) // outside the contact hours too
				got, err := w.engine.Advance(context.Background(), scope, c.ID)
				if err != nil {
					t.Fatalf("advance after the window started: %v", err)
				}
				if got.Status != confirm.StatusUnreachable || states(got) != "email:delivered sms:skipped call:skipped" {
					t.Fatalf("after the advance: %s [%s]; events %q", got.Status, states(got), timeline(got))
				}
				if !strings.Contains(strings.Join(timeline(got), "\n"), "Text skipped: the delivery window started at 10:00") {
					t.Errorf("events %q", timeline(got))
				}
			})
		}
	})
}

// TestDemoIgnoresTheWindow: the demo cadence contacts no one and shows
// every step, whatever the window.
func TestDemoIgnoresTheWindow(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		created := monday(t, "08:55", "")
		w.clock.Set(created)
		c := w.create(confirm.CadenceDemo, bookedFor("08:00", ""))
		for _, d := range []time.Duration{0, 90 * time.Second, 180 * time.Second, 210 * time.Second, 300 * time.Second} {
			w.clock.Set(created.Add(d))
			w.run()
		}
		got := w.get(c.ID)
		if got.Status != confirm.StatusUnreachable || states(got) != "email:delivered sms:delivered call:unanswered" {
			t.Fatalf("demo: %s [%s]; events %q", got.Status, states(got), timeline(got))
		}
		if last := got.Events[len(got.Events)-1].Text; last != "Nobody answered; closed as unreachable." {
			t.Errorf("last event %q", last)
		}
	})
}
