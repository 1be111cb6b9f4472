package plan

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// order describes the confirmation a test plans for.
type order struct {
	cadence confirm.Cadence // standard when empty
	tz      string          // Europe/London when empty
	window  string          // start of the booked window, local "2006-01-02 15:04"; far away when empty
	noEmail bool
	noPhone bool
}

func (o order) confirmation(t *testing.T) *confirm.Confirmation {
	t.Helper()
	c := &confirm.Confirmation{
		Cadence:  confirm.CadenceStandard,
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Email: "jane@example.com", Phone: "+447400123456"},
		Order: confirm.Order{
			Type: confirm.OrderDelivery, Date: "2027-06-01", Window: confirm.Window{From: "08:00", To: "12:00"},
			Timezone: "Europe/London", Items: []confirm.Item{{Name: "Sofa"}},
		},
	}
	if o.cadence != "" {
		c.Cadence = o.cadence
	}
	if o.tz != "" {
		c.Order.Timezone = o.tz
	}
	if o.window != "" {
		date, from, ok := strings.Cut(o.window, " ")
		if !ok {
			t.Fatalf("window %q is not \"YYYY-MM-DD HH:MM\"", o.window)
		}
		c.Order.Date, c.Order.Window = date, confirm.Window{From: from, To: "23:59"}
	}
	if o.noEmail {
		c.Customer.Email = ""
	}
	if o.noPhone {
		c.Customer.Phone = ""
	}
	return c
}

// at reads a test time: RFC 3339 when it ends in Z, else local wall-clock
// time in c's zone ("2006-01-02 15:04" or with seconds).
func at(t *testing.T, c *confirm.Confirmation, s string) time.Time {
	t.Helper()
	if strings.HasSuffix(s, "Z") {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	layout := "2006-01-02 15:04"
	if strings.Count(s, ":") == 2 {
		layout = time.DateTime
	}
	v, err := time.ParseInLocation(layout, s, c.Location())
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// show writes steps as "channel state local-time", which reads better in a
// diff than time.Time values, and checks that every due time is in UTC.
func show(t *testing.T, c *confirm.Confirmation, steps []confirm.Step) []string {
	t.Helper()
	var out []string
	for _, s := range steps {
		if s.DueAt.Location() != time.UTC {
			t.Errorf("%s due at %v, want a time in UTC", s.Channel, s.DueAt)
		}
		out = append(out, fmt.Sprintf("%s %s %s", s.Channel, s.State, s.DueAt.In(c.Location()).Format("2006-01-02 15:04:05 MST")))
	}
	return out
}

func TestInitial(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		order order
		now   string
		want  []string
	}{
		{
			name: "standard in the day",
			now:  "2026-11-23 09:00",
			want: []string{
				"email pending 2026-11-23 09:00:00 GMT",
				"sms pending 2026-11-23 11:00:00 GMT",
				"call pending 2026-11-23 13:00:00 GMT",
			},
		},
		{
			name: "email at night goes at once, text waits for 09:00",
			now:  "2026-11-23 02:00",
			want: []string{
				"email pending 2026-11-23 02:00:00 GMT",
				"sms pending 2026-11-23 09:00:00 GMT",
				"call pending 2026-11-23 11:00:00 GMT",
			},
		},
		{
			name: "text due at 21:00 moves to 09:00 next day",
			now:  "2026-11-23 19:00",
			want: []string{
				"email pending 2026-11-23 19:00:00 GMT",
				"sms pending 2026-11-24 09:00:00 GMT",
				"call pending 2026-11-24 11:00:00 GMT",
			},
		},
		{
			name: "text due at 19:59 is inside the hours, its call at 21:59 is not",
			now:  "2026-11-23 17:59",
			want: []string{
				"email pending 2026-11-23 17:59:00 GMT",
				"sms pending 2026-11-23 19:59:00 GMT",
				"call pending 2026-11-24 09:00:00 GMT",
			},
		},
		{
			name: "text due at 20:00 is outside the hours",
			now:  "2026-11-23 18:00",
			want: []string{
				"email pending 2026-11-23 18:00:00 GMT",
				"sms pending 2026-11-24 09:00:00 GMT",
				"call pending 2026-11-24 11:00:00 GMT",
			},
		},
		{
			name: "text due at 08:59 waits a minute",
			now:  "2026-11-23 06:59",
			want: []string{
				"email pending 2026-11-23 06:59:00 GMT",
				"sms pending 2026-11-23 09:00:00 GMT",
				"call pending 2026-11-23 11:00:00 GMT",
			},
		},
		{
			name: "text due at 09:00 goes then",
			now:  "2026-11-23 07:00",
			want: []string{
				"email pending 2026-11-23 07:00:00 GMT",
				"sms pending 2026-11-23 09:00:00 GMT",
				"call pending 2026-11-23 11:00:00 GMT",
			},
		},
		{
			name:  "no email: the text goes at once",
			order: order{noEmail: true},
			now:   "2026-11-23 10:00",
			want: []string{
				"email skipped 2026-11-23 10:00:00 GMT",
				"sms pending 2026-11-23 10:00:00 GMT",
				"call pending 2026-11-23 12:00:00 GMT",
			},
		},
		{
			name:  "no email at night: the text waits for 09:00",
			order: order{noEmail: true},
			now:   "2026-11-23 22:30",
			want: []string{
				"email skipped 2026-11-23 22:30:00 GMT",
				"sms pending 2026-11-24 09:00:00 GMT",
				"call pending 2026-11-24 11:00:00 GMT",
			},
		},
		{
			name:  "no phone: text and call skipped",
			order: order{noPhone: true},
			now:   "2026-11-23 10:00",
			want: []string{
				"email pending 2026-11-23 10:00:00 GMT",
				"sms skipped 2026-11-23 10:00:00 GMT",
				"call skipped 2026-11-23 10:00:00 GMT",
			},
		},
		{
			name:  "demo: 90 seconds apart at any hour",
			order: order{cadence: confirm.CadenceDemo},
			now:   "2026-11-23 03:00:00",
			want: []string{
				"email pending 2026-11-23 03:00:00 GMT",
				"sms pending 2026-11-23 03:01:30 GMT",
				"call pending 2026-11-23 03:03:00 GMT",
			},
		},
		{
			name:  "demo without email",
			order: order{cadence: confirm.CadenceDemo, noEmail: true},
			now:   "2026-11-23 03:00:00",
			want: []string{
				"email skipped 2026-11-23 03:00:00 GMT",
				"sms pending 2026-11-23 03:00:00 GMT",
				"call pending 2026-11-23 03:01:30 GMT",
			},
		},
		{
			name:  "demo is never compressed",
			order: order{cadence: confirm.CadenceDemo, window: "2026-11-23 03:02"},
			now:   "2026-11-23 03:00:00",
			want: []string{
				"email pending 2026-11-23 03:00:00 GMT",
				"sms pending 2026-11-23 03:01:30 GMT",
				"call pending 2026-11-23 03:03:00 GMT",
			},
		},
		{
			name:  "booking today with room for the normal plan",
			order: order{window: "2026-11-23 16:00"},
			now:   "2026-11-23 09:00",
			want: []string{
				"email pending 2026-11-23 09:00:00 GMT",
				"sms pending 2026-11-23 11:00:00 GMT",
				"call pending 2026-11-23 13:00:00 GMT",
			},
		},
		{
			// Text, call and retry share the 4 h before 13:00 in four parts.
			name:  "booking today compressed",
			order: order{window: "2026-11-23 13:00"},
			now:   "2026-11-23 09:00",
			want: []string{
				"email pending 2026-11-23 09:00:00 GMT",
				"sms pending 2026-11-23 10:00:00 GMT",
				"call pending 2026-11-23 11:00:00 GMT",
			},
		},
		{
			// Only 18:00-20:00 is usable before an 08:00 window.
			name:  "booking tomorrow morning, created the evening before",
			order: order{window: "2026-11-24 08:00"},
			now:   "2026-11-23 18:00",
			want: []string{
				"email pending 2026-11-23 18:00:00 GMT",
				"sms pending 2026-11-23 18:30:00 GMT",
				"call pending 2026-11-23 19:00:00 GMT",
			},
		},
		{
			// 2 h this evening and 3 h tomorrow morning: parts of 1 h 15 m,
			// the quiet night not counted.
			name:  "booking tomorrow noon, compressed across the night",
			order: order{window: "2026-11-24 12:00"},
			now:   "2026-11-23 18:00",
			want: []string{
				"email pending 2026-11-23 18:00:00 GMT",
				"sms pending 2026-11-23 19:15:00 GMT",
				"call pending 2026-11-24 09:30:00 GMT",
			},
		},
		{
			name:  "compressed from a night-time email",
			order: order{window: "2026-11-23 12:00"},
			now:   "2026-11-23 02:00",
			want: []string{
				"email pending 2026-11-23 02:00:00 GMT",
				"sms pending 2026-11-23 09:45:00 GMT",
				"call pending 2026-11-23 10:30:00 GMT",
			},
		},
		{
			// The text opens at once; call and retry share the 2 h left.
			name:  "compressed without email",
			order: order{window: "2026-11-24 08:00", noEmail: true},
			now:   "2026-11-23 18:00",
			want: []string{
				"email skipped 2026-11-23 18:00:00 GMT",
				"sms pending 2026-11-23 18:00:00 GMT",
				"call pending 2026-11-23 18:40:00 GMT",
			},
		},
		{
			name:  "minutes of contact hours left: the steps share them",
			order: order{window: "2026-11-24 08:00"},
			now:   "2026-11-23 19:50",
			want: []string{
				"email pending 2026-11-23 19:50:00 GMT",
				"sms pending 2026-11-23 19:52:00 GMT",
				"call pending 2026-11-23 19:54:00 GMT",
			},
		},
		{
			name:  "window already started",
			order: order{window: "2026-11-23 08:00"},
			now:   "2026-11-23 10:00",
			want: []string{
				"email pending 2026-11-23 10:00:00 GMT",
				"sms pending 2026-11-23 10:15:00 GMT",
				"call pending 2026-11-23 10:30:00 GMT",
			},
		},
		{
			name:  "New York: text due 21:00 local moves to 09:00 local",
			order: order{tz: "America/New_York"},
			now:   "2026-11-20 19:00",
			want: []string{
				"email pending 2026-11-20 19:00:00 EST",
				"sms pending 2026-11-21 09:00:00 EST",
				"call pending 2026-11-21 11:00:00 EST",
			},
		},
		{
			name:  "Tokyo in the day",
			order: order{tz: "Asia/Tokyo"},
			now:   "2026-11-23 08:00",
			want: []string{
				"email pending 2026-11-23 08:00:00 JST",
				"sms pending 2026-11-23 10:00:00 JST",
				"call pending 2026-11-23 12:00:00 JST",
			},
		},
		{
			name:  "Tokyo compressed for tomorrow morning",
			order: order{tz: "Asia/Tokyo", window: "2026-11-24 08:00"},
			now:   "2026-11-23 18:00",
			want: []string{
				"email pending 2026-11-23 18:00:00 JST",
				"sms pending 2026-11-23 18:30:00 JST",
				"call pending 2026-11-23 19:00:00 JST",
			},
		},
		{
			// 00:30 GMT + 2 h is 02:30 UTC, 03:30 BST: quiet, so 09:00 BST.
			name: "London spring forward: 2 h after 00:30",
			now:  "2026-03-29T00:30:00Z",
			want: []string{
				"email pending 2026-03-29 00:30:00 GMT",
				"sms pending 2026-03-29 09:00:00 BST",
				"call pending 2026-03-29 11:00:00 BST",
			},
		},
		{
			name: "London spring forward: evening before",
			now:  "2026-03-28 19:00",
			want: []string{
				"email pending 2026-03-28 19:00:00 GMT",
				"sms pending 2026-03-29 09:00:00 BST",
				"call pending 2026-03-29 11:00:00 BST",
			},
		},
		{
			// 2 h of contact time on Saturday evening, 1 h on Sunday
			// morning in summer time: parts of 45 m.
			name:  "London spring forward: compressed across the change",
			order: order{window: "2026-03-29 10:00"},
			now:   "2026-03-28 18:00",
			want: []string{
				"email pending 2026-03-28 18:00:00 GMT",
				"sms pending 2026-03-28 18:45:00 GMT",
				"call pending 2026-03-28 19:30:00 GMT",
			},
		},
		{
			// 00:30 BST is 23:30 UTC; 2 h later is 01:30 GMT, after the
			// clocks went back at 02:00 BST.
			name: "London fall back: 2 h after 00:30",
			now:  "2026-10-24T23:30:00Z",
			want: []string{
				"email pending 2026-10-25 00:30:00 BST",
				"sms pending 2026-10-25 09:00:00 GMT",
				"call pending 2026-10-25 11:00:00 GMT",
			},
		},
		{
			name: "London fall back: evening before",
			now:  "2026-10-24 19:00",
			want: []string{
				"email pending 2026-10-24 19:00:00 BST",
				"sms pending 2026-10-25 09:00:00 GMT",
				"call pending 2026-10-25 11:00:00 GMT",
			},
		},
		{
			// Gaps are absolute: 90 s after 01:59:00 BST is 01:00:30 GMT.
			name:  "demo across the fall back",
			order: order{cadence: confirm.CadenceDemo},
			now:   "2026-10-25T00:59:00Z",
			want: []string{
				"email pending 2026-10-25 01:59:00 BST",
				"sms pending 2026-10-25 01:00:30 GMT",
				"call pending 2026-10-25 01:02:00 GMT",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			got := show(t, c, Initial(c, at(t, c, tt.now)))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Initial mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCompressedAttempts shows every attempt of a compressed plan, the
// call's retry included, which the steps alone do not show.
func TestCompressedAttempts(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		window string
		now    string
		want   []string
	}{
		{"booking today", "2026-11-23 13:00", "2026-11-23 09:00", []string{"09:00", "10:00", "11:00", "12:00"}},
		{"booking tomorrow morning", "2026-11-24 08:00", "2026-11-23 18:00", []string{"18:00", "18:30", "19:00", "19:30"}},
		// Parts of 1 h 15 m, but the retry keeps its normal 1 h.
		{"booking tomorrow noon", "2026-11-24 12:00", "2026-11-23 18:00", []string{"18:00", "19:15", "09:30", "10:30"}},
		{"ten minutes of contact hours left", "2026-11-24 08:00", "2026-11-23 19:50", []string{"19:50", "19:52", "19:54", "19:56"}},
		{"no contact hours left", "2026-11-24 08:00", "2026-11-23 20:10", []string{"20:10", "09:00", "09:15", "09:30"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := order{window: tt.window}.confirmation(t)
			r := rulesOf(c)
			atts := r.attempts(Initial(c, at(t, c, tt.now)))
			atts[0].gap = 0
			var got []string
			for _, v := range r.schedule(at(t, c, tt.now), atts) {
				got = append(got, v.In(r.loc).Format("15:04"))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("attempts mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestNobodyAnswers plays plans out with every attempt on time and no
// answer, as the scheduler would, replanning after each attempt. The rows
// are the examples of docs/plan.md.
func TestNobodyAnswers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		window string
		now    string
		want   string // email, text, call, retry, unreachable
	}{
		{"window far away", "2026-11-25 08:00", "2026-11-23 09:00", "Mon 09:00, Mon 11:00, Mon 13:00, Mon 14:00, Mon 20:00"},
		{"booking today with room", "2026-11-23 16:00", "2026-11-23 09:00", "Mon 09:00, Mon 11:00, Mon 13:00, Mon 14:00, Mon 16:00"},
		{"booking today compressed", "2026-11-23 13:00", "2026-11-23 09:00", "Mon 09:00, Mon 10:00, Mon 11:00, Mon 12:00, Mon 13:00"},
		{"booking tomorrow morning", "2026-11-24 08:00", "2026-11-23 18:00", "Mon 18:00, Mon 18:30, Mon 19:00, Mon 19:30, Tue 01:30"},
		// Planned at 09:30, the call moves to 09:00 once the text has gone:
		// from there the normal plan fits again.
		{"booking tomorrow noon", "2026-11-24 12:00", "2026-11-23 18:00", "Mon 18:00, Mon 19:15, Tue 09:00, Tue 10:00, Tue 12:00"},
		{"ten minutes of contact hours left", "2026-11-24 08:00", "2026-11-23 19:50", "Mon 19:50, Mon 19:52, Mon 19:54, Mon 19:57, Tue 01:57"},
		{"window already started", "2026-11-23 08:00", "2026-11-23 10:00", "Mon 10:00, Mon 10:15, Mon 10:30, Mon 10:45, Mon 11:00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := order{window: tt.window}.confirmation(t)
			made := playOut(c, at(t, c, tt.now))
			var got []string
			for _, a := range made {
				got = append(got, a.DueAt.In(c.Location()).Format("Mon 15:04"))
			}
			got = append(got, Deadline(c, made[len(made)-1].DueAt).In(c.Location()).Format("Mon 15:04"))
			if diff := cmp.Diff(tt.want, strings.Join(got, ", ")); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// playOut runs c's plan from creation at now with nobody answering, each
// attempt at its due time, and returns the attempts made.
func playOut(c *confirm.Confirmation, now time.Time) []confirm.Step {
	c.Steps = Initial(c, now)
	var made []confirm.Step
	for i := range c.Steps {
		for c.Steps[i].State == confirm.StepPending {
			s := &c.Steps[i]
			last := s.DueAt
			made = append(made, *s)
			s.Attempts++
			s.State = confirm.StepDelivered
			if s.Channel == confirm.ChannelCall && s.Attempts < CallAttempts(c) {
				s.State = confirm.StepPending
			}
			c.Steps = Replan(c, last)
		}
	}
	return made
}

// steps builds a confirmation's steps from "channel state attempts" words,
// all due at due.
func steps(due time.Time, specs ...string) []confirm.Step {
	var out []confirm.Step
	for _, s := range specs {
		var ch, state string
		var attempts int
		fmt.Sscan(s, &ch, &state, &attempts)
		out = append(out, confirm.Step{Channel: confirm.Channel(ch), State: confirm.StepState(state), DueAt: due.UTC(), Attempts: attempts})
	}
	return out
}

func TestReplan(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		order order
		steps []string
		last  string
		want  []string
	}{
		{
			name:  "email delivered late: text 2 h after it",
			steps: []string{"email delivered", "sms pending", "call pending"},
			last:  "2026-11-23 09:30",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-23 11:30:00 GMT",
				"call pending 2026-11-23 13:30:00 GMT",
			},
		},
		{
			name:  "text delivered: call 2 h after it",
			steps: []string{"email delivered", "sms delivered", "call pending"},
			last:  "2026-11-23 11:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 13:00:00 GMT",
			},
		},
		{
			name:  "email failed without phone: nothing pending, nothing moves",
			steps: []string{"email failed", "sms skipped", "call skipped"},
			last:  "2026-11-23 09:00",
			want: []string{
				"email failed 2026-11-23 08:00:00 GMT",
				"sms skipped 2026-11-23 08:00:00 GMT",
				"call skipped 2026-11-23 08:00:00 GMT",
			},
		},
		{
			name:  "call unanswered: retry 1 h later",
			steps: []string{"email delivered", "sms delivered", "call pending 1"},
			last:  "2026-11-23 13:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 14:00:00 GMT",
			},
		},
		{
			name:  "call unanswered at 19:30: retry at 09:00 next day",
			steps: []string{"email delivered", "sms delivered", "call pending 1"},
			last:  "2026-11-23 19:30",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-24 09:00:00 GMT",
			},
		},
		{
			name:  "call unanswered at 18:59: retry at 19:59",
			steps: []string{"email delivered", "sms delivered", "call pending 1"},
			last:  "2026-11-23 18:59",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 19:59:00 GMT",
			},
		},
		{
			name:  "booking tomorrow morning: retry still before 20:00",
			order: order{window: "2026-11-24 08:00"},
			steps: []string{"email delivered", "sms delivered", "call pending 1"},
			last:  "2026-11-23 19:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 19:30:00 GMT",
			},
		},
		{
			name:  "booking today: text on time keeps the call where it was",
			order: order{window: "2026-11-23 13:00"},
			steps: []string{"email delivered", "sms delivered", "call pending"},
			last:  "2026-11-23 10:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 11:00:00 GMT",
			},
		},
		{
			name:  "booking today: retry before the window",
			order: order{window: "2026-11-23 13:00"},
			steps: []string{"email delivered", "sms delivered", "call pending 1"},
			last:  "2026-11-23 11:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 12:00:00 GMT",
			},
		},
		{
			name:  "window about to start: the retry shares the minutes left",
			order: order{window: "2026-11-23 13:00"},
			steps: []string{"email delivered", "sms delivered", "call pending 1"},
			last:  "2026-11-23 12:50",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 12:55:00 GMT",
			},
		},
		{
			name:  "paused steps keep their times",
			steps: []string{"email delivered", "sms paused", "call paused"},
			last:  "2026-11-23 10:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms paused 2026-11-23 08:00:00 GMT",
				"call paused 2026-11-23 08:00:00 GMT",
			},
		},
		{
			name:  "demo: email delivered",
			order: order{cadence: confirm.CadenceDemo},
			steps: []string{"email delivered", "sms pending", "call pending"},
			last:  "2026-11-23 03:00:10",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-23 03:01:40 GMT",
				"call pending 2026-11-23 03:03:10 GMT",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			c.Steps = steps(at(t, c, "2026-11-23 08:00"), tt.steps...)
			before := show(t, c, c.Steps)
			got := show(t, c, Replan(c, at(t, c, tt.last)))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Replan mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(before, show(t, c, c.Steps)); diff != "" {
				t.Errorf("Replan changed the confirmation's steps (-before +after):\n%s", diff)
			}
		})
	}
}

func TestResume(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		order order
		steps []string
		now   string
		want  []string
	}{
		{
			name:  "text and call resume, text at once",
			steps: []string{"email delivered", "sms paused", "call paused"},
			now:   "2026-11-23 12:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-23 12:00:00 GMT",
				"call pending 2026-11-23 14:00:00 GMT",
			},
		},
		{
			name:  "stalled at night: text at 09:00",
			steps: []string{"email delivered", "sms paused", "call paused"},
			now:   "2026-11-23 21:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-24 09:00:00 GMT",
				"call pending 2026-11-24 11:00:00 GMT",
			},
		},
		{
			name:  "call resumes at once",
			steps: []string{"email delivered", "sms delivered", "call paused"},
			now:   "2026-11-23 15:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 15:00:00 GMT",
			},
		},
		{
			name:  "paused retry resumes at once",
			steps: []string{"email delivered", "sms delivered", "call paused 1"},
			now:   "2026-11-23 15:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call pending 2026-11-23 15:00:00 GMT",
			},
		},
		{
			name:  "booking tomorrow morning: call squeezed into the evening",
			order: order{window: "2026-11-24 08:00"},
			steps: []string{"email delivered", "sms paused", "call paused"},
			now:   "2026-11-23 18:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-23 18:00:00 GMT",
				"call pending 2026-11-23 18:40:00 GMT",
			},
		},
		{
			name:  "demo",
			order: order{cadence: confirm.CadenceDemo},
			steps: []string{"email delivered", "sms paused", "call paused"},
			now:   "2026-11-23 03:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-23 03:00:00 GMT",
				"call pending 2026-11-23 03:01:30 GMT",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			c.Steps = steps(at(t, c, "2026-11-23 08:00"), tt.steps...)
			got := show(t, c, Resume(c, at(t, c, tt.now)))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Resume mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDeadline(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		order order
		last  string
		want  string
	}{
		{name: "6 h after the last attempt", last: "2026-11-23 14:00", want: "2026-11-23T20:00:00Z"},
		{name: "never after the window start", order: order{window: "2026-11-23 16:00"}, last: "2026-11-23 12:00", want: "2026-11-23T16:00:00Z"},
		{name: "window about to start: 15 minutes", order: order{window: "2026-11-23 13:00"}, last: "2026-11-23 12:50", want: "2026-11-23T13:05:00Z"},
		{name: "window passed: 15 minutes", order: order{window: "2026-11-23 08:00"}, last: "2026-11-23 14:00", want: "2026-11-23T14:15:00Z"},
		{name: "tomorrow-morning booking", order: order{window: "2026-11-24 08:00"}, last: "2026-11-23 19:30", want: "2026-11-24T01:30:00Z"},
		{name: "demo: 90 s", order: order{cadence: confirm.CadenceDemo, window: "2026-11-23 03:00"}, last: "2026-11-23 03:03:00", want: "2026-11-23T03:04:30Z"},
		{name: "6 absolute hours across spring forward", last: "2026-03-29T00:30:00Z", want: "2026-03-29T06:30:00Z"},
		{name: "6 absolute hours across fall back", last: "2026-10-24T23:30:00Z", want: "2026-10-25T05:30:00Z"},
		{name: "New York", order: order{tz: "America/New_York", window: "2026-11-21 08:00"}, last: "2026-11-20 19:00", want: "2026-11-21T06:00:00Z"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			got := Deadline(c, at(t, c, tt.last))
			if got.Location() != time.UTC {
				t.Errorf("Deadline = %v, want a time in UTC", got)
			}
			if diff := cmp.Diff(at(t, c, tt.want), got); diff != "" {
				t.Errorf("Deadline mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAllowed(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		order   order
		ch      confirm.Channel
		t       string
		allowed bool
		next    string
	}{
		{name: "08:59", ch: confirm.ChannelSMS, t: "2026-11-23T08:59:59Z", allowed: false, next: "2026-11-23T09:00:00Z"},
		{name: "09:00", ch: confirm.ChannelSMS, t: "2026-11-23T09:00:00Z", allowed: true, next: "2026-11-23T09:00:00Z"},
		{name: "19:59", ch: confirm.ChannelCall, t: "2026-11-23T19:59:59Z", allowed: true, next: "2026-11-23T19:59:59Z"},
		{name: "20:00", ch: confirm.ChannelCall, t: "2026-11-23T20:00:00Z", allowed: false, next: "2026-11-24T09:00:00Z"},
		{name: "midnight", ch: confirm.ChannelSMS, t: "2026-11-23T00:00:00Z", allowed: false, next: "2026-11-23T09:00:00Z"},
		{name: "end of month", ch: confirm.ChannelSMS, t: "2026-11-30T21:00:00Z", allowed: false, next: "2026-12-01T09:00:00Z"},
		{name: "end of year", ch: confirm.ChannelSMS, t: "2026-12-31T23:59:00Z", allowed: false, next: "2027-01-01T09:00:00Z"},
		{name: "email at night", ch: confirm.ChannelEmail, t: "2026-11-23T03:00:00Z", allowed: true, next: "2026-11-23T03:00:00Z"},
		{name: "demo text at night", order: order{cadence: confirm.CadenceDemo}, ch: confirm.ChannelSMS, t: "2026-11-23T03:00:00Z", allowed: true, next: "2026-11-23T03:00:00Z"},
		{name: "summer time: 08:59 BST", ch: confirm.ChannelSMS, t: "2026-03-29T07:59:00Z", allowed: false, next: "2026-03-29T08:00:00Z"},
		{name: "summer time: 09:00 BST", ch: confirm.ChannelSMS, t: "2026-03-29T08:00:00Z", allowed: true, next: "2026-03-29T08:00:00Z"},
		{name: "summer time: 20:00 BST", ch: confirm.ChannelSMS, t: "2026-10-24T19:00:00Z", allowed: false, next: "2026-10-25T09:00:00Z"},
		{name: "winter time again: 08:30 GMT", ch: confirm.ChannelSMS, t: "2026-10-25T08:30:00Z", allowed: false, next: "2026-10-25T09:00:00Z"},
		{name: "New York 09:00 EST", order: order{tz: "America/New_York"}, ch: confirm.ChannelCall, t: "2026-11-20T14:00:00Z", allowed: true, next: "2026-11-20T14:00:00Z"},
		{name: "New York 08:59 EST", order: order{tz: "America/New_York"}, ch: confirm.ChannelCall, t: "2026-11-20T13:59:00Z", allowed: false, next: "2026-11-20T14:00:00Z"},
		{name: "Tokyo 20:00 JST", order: order{tz: "Asia/Tokyo"}, ch: confirm.ChannelCall, t: "2026-11-20T11:00:00Z", allowed: false, next: "2026-11-21T00:00:00Z"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			when := at(t, c, tt.t)
			if got := Allowed(c, tt.ch, when); got != tt.allowed {
				t.Errorf("Allowed(%s, %s) = %v, want %v", tt.ch, tt.t, got, tt.allowed)
			}
			got := NextAllowed(c, tt.ch, when)
			if got.Location() != time.UTC {
				t.Errorf("NextAllowed = %v, want a time in UTC", got)
			}
			if diff := cmp.Diff(at(t, c, tt.next), got); diff != "" {
				t.Errorf("NextAllowed mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCadenceNumbers(t *testing.T) {
	t.Parallel()
	type numbers struct {
		Stall    time.Duration
		Attempts int
	}
	for _, tt := range []struct {
		cadence confirm.Cadence
		want    numbers
	}{
		{confirm.CadenceStandard, numbers{2 * time.Hour, 2}},
		{confirm.CadenceDemo, numbers{90 * time.Second, 1}},
	} {
		c := order{cadence: tt.cadence}.confirmation(t)
		got := numbers{StallTimeout(c), CallAttempts(c)}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", tt.cadence, diff)
		}
	}
}

// TestPlanHolds sweeps creation times across both of London's clock changes
// and checks what every plan must keep to, wherever the window lies.
func TestPlanHolds(t *testing.T) {
	t.Parallel()
	windows := []struct {
		days int
		from string
	}{{0, "12:00"}, {0, "16:00"}, {1, "08:00"}, {1, "12:00"}, {2, "09:00"}}
	for _, start := range []string{"2026-03-27T12:00:00Z", "2026-10-23T12:00:00Z"} {
		t.Run(start, func(t *testing.T) {
			t.Parallel()
			first, err := time.Parse(time.RFC3339, start)
			if err != nil {
				t.Fatal(err)
			}
			// 13 minutes, so creation times fall on many different minutes.
			for now := first; now.Before(first.Add(72 * time.Hour)); now = now.Add(13 * time.Minute) {
				for _, w := range windows {
					for _, noEmail := range []bool{false, true} {
						c := order{noEmail: noEmail}.confirmation(t)
						local := now.In(c.Location())
						c.Order.Date = local.AddDate(0, 0, w.days).Format(time.DateOnly)
						c.Order.Window.From = w.from
						checkPlan(t, c, now)
					}
				}
			}
		})
	}
}

func checkPlan(t *testing.T, c *confirm.Confirmation, now time.Time) {
	t.Helper()
	r := rulesOf(c)
	name := fmt.Sprintf("created %s, window %s %s, email %q", now.In(r.loc).Format(time.DateTime), c.Order.Date, c.Order.Window.From, c.Customer.Email)

	var times []time.Time
	for _, a := range playOut(c, now) {
		if !Allowed(c, a.Channel, a.DueAt) {
			t.Errorf("%s: %s due at %v outside the contact hours", name, a.Channel, a.DueAt)
		}
		times = append(times, a.DueAt)
	}
	for i := 1; i < len(times); i++ {
		if gap := times[i].Sub(times[i-1]); gap < MinCompressedGap {
			t.Errorf("%s: attempts %v apart at %v, want at least %v", name, gap, times[i], MinCompressedGap)
		}
	}
	deadline := Deadline(c, times[len(times)-1])

	// Whenever contact time allowed n+1 parts of MinGap after the opening
	// contact, everything happens before the window, the deadline included.
	anchor := times[0]
	if r.contactTime(anchor, r.window) >= time.Duration(len(times))*MinGap {
		for _, a := range times {
			if a.Add(MinGap).After(r.window) {
				t.Errorf("%s: attempt at %v, less than %v before the window at %v (all %v)", name, a, MinGap, r.window, times)
			}
		}
		if deadline.After(r.window) {
			t.Errorf("%s: unreachable at %v, after the window at %v", name, deadline, r.window)
		}
	}
}
