package plan

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// tokyoPhone is a Tokyo number, for orders in Tokyo: a British number would
// also keep to London's hours.
const tokyoPhone = "+81312345678"

// order describes the confirmation a test plans for.
type order struct {
	cadence confirm.Cadence // standard when empty
	tz      string          // Europe/London when empty
	phone   string          // a British mobile when empty
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
	if o.phone != "" {
		c.Customer.Phone = o.phone
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
			name:  "no contact hours left: text and call skipped",
			order: order{window: "2026-11-24 08:00"},
			now:   "2026-11-23 20:10",
			want: []string{
				"email pending 2026-11-23 20:10:00 GMT",
				"sms skipped 2026-11-23 20:10:00 GMT",
				"call skipped 2026-11-23 20:10:00 GMT",
			},
		},
		{
			name:  "window already started: the email still goes",
			order: order{window: "2026-11-23 08:00"},
			now:   "2026-11-23 10:00",
			want: []string{
				"email pending 2026-11-23 10:00:00 GMT",
				"sms skipped 2026-11-23 10:00:00 GMT",
				"call skipped 2026-11-23 10:00:00 GMT",
			},
		},
		{
			name:  "window already started, no email: nothing to send",
			order: order{window: "2026-11-23 08:00", noEmail: true},
			now:   "2026-11-23 10:00",
			want: []string{
				"email skipped 2026-11-23 10:00:00 GMT",
				"sms skipped 2026-11-23 10:00:00 GMT",
				"call skipped 2026-11-23 10:00:00 GMT",
			},
		},
		{
			name:  "two minutes left: the text takes them, the call is skipped",
			order: order{window: "2026-11-23 09:02"},
			now:   "2026-11-23 01:00",
			want: []string{
				"email pending 2026-11-23 01:00:00 GMT",
				"sms pending 2026-11-23 09:01:00 GMT",
				"call skipped 2026-11-23 01:00:00 GMT",
			},
		},
		{
			name:  "demo: a window that has started changes nothing",
			order: order{cadence: confirm.CadenceDemo, window: "2026-11-23 02:00"},
			now:   "2026-11-23 03:00:00",
			want: []string{
				"email pending 2026-11-23 03:00:00 GMT",
				"sms pending 2026-11-23 03:01:30 GMT",
				"call pending 2026-11-23 03:03:00 GMT",
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
			order: order{tz: "Asia/Tokyo", phone: tokyoPhone},
			now:   "2026-11-23 08:00",
			want: []string{
				"email pending 2026-11-23 08:00:00 JST",
				"sms pending 2026-11-23 10:00:00 JST",
				"call pending 2026-11-23 12:00:00 JST",
			},
		},
		{
			name:  "Tokyo compressed for tomorrow morning",
			order: order{tz: "Asia/Tokyo", phone: tokyoPhone, window: "2026-11-24 08:00"},
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
			steps, _ := Initial(c, at(t, c, tt.now))
			got := show(t, c, steps)
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
		{"three minutes left: the retry is dropped", "2026-11-24 08:00", "2026-11-23 19:57", []string{"19:57", "19:58", "19:59"}},
		{"one minute left: only the email", "2026-11-24 08:00", "2026-11-23 19:59", []string{"19:59"}},
		{"no contact hours left: only the email", "2026-11-24 08:00", "2026-11-23 20:10", []string{"20:10"}},
		{"window started: only the email", "2026-11-23 08:00", "2026-11-23 10:00", []string{"10:00"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := order{window: tt.window}.confirmation(t)
			r := rulesOf(c)
			steps, _ := Initial(c, at(t, c, tt.now))
			for i := range steps {
				steps[i].State = confirm.StepPending // those Initial skipped too
			}
			atts := r.attempts(steps)
			atts[0].gap = 0
			var got []string
			times, _ := r.schedule(at(t, c, tt.now), atts)
			for _, v := range times {
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
		{"three minutes left", "2026-11-24 08:00", "2026-11-23 19:57", "Mon 19:57, Mon 19:58, Mon 19:59, retry skipped, Tue 08:00"},
		{"no contact hours left", "2026-11-24 08:00", "2026-11-23 20:10", "text skipped, call skipped, Mon 20:10, Tue 08:00"},
		{"window already started", "2026-11-23 08:00", "2026-11-23 10:00", "text skipped, call skipped, Mon 10:00, Mon 10:00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := order{window: tt.window}.confirmation(t)
			if diff := cmp.Diff(tt.want, playOut(c, at(t, c, tt.now))); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestWindowEdges plays plans out, nobody answering, for windows starting
// on the hour the contact hours open and just after, created the evening
// before, in the night and minutes before: a text or call never goes at or
// after the window's start, and with something skipped the confirmation
// waits until the window starts, then closes.
func TestWindowEdges(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		order order
		now   string
		want  string // each attempt or skip, then unreachable
	}{
		// Window at 09:00, when the contact hours open.
		{"09:00, created the evening before", order{window: "2026-11-23 09:00"}, "2026-11-22 18:00",
			"Sun 18:00, Sun 18:30, Sun 19:00, Sun 19:30, Mon 01:30"},
		{"09:00, created at 19:59 the evening before", order{window: "2026-11-23 09:00"}, "2026-11-22 19:59",
			"text skipped, call skipped, Sun 19:59, Mon 09:00"},
		{"09:00, created at 01:00", order{window: "2026-11-23 09:00"}, "2026-11-23 01:00",
			"text skipped, call skipped, Mon 01:00, Mon 09:00"},
		{"09:00, created at 08:55", order{window: "2026-11-23 09:00"}, "2026-11-23 08:55",
			"text skipped, call skipped, Mon 08:55, Mon 09:00"},
		{"09:00, created at 09:00", order{window: "2026-11-23 09:00"}, "2026-11-23 09:00",
			"text skipped, call skipped, Mon 09:00, Mon 09:00"},
		{"09:00, created at 09:05", order{window: "2026-11-23 09:00"}, "2026-11-23 09:05",
			"text skipped, call skipped, Mon 09:05, Mon 09:05"},
		{"09:00, no email, created at 01:00", order{window: "2026-11-23 09:00", noEmail: true}, "2026-11-23 01:00",
			"text skipped, call skipped, Mon 09:00"},
		// Window at 09:30: half an hour of contact time, in parts of 7 minutes.
		{"09:30, created the evening before", order{window: "2026-11-23 09:30"}, "2026-11-22 18:00",
			"Sun 18:00, Sun 18:37, Sun 19:14, Mon 09:00, Mon 09:30"},
		{"09:30, created at 01:00", order{window: "2026-11-23 09:30"}, "2026-11-23 01:00",
			"Mon 01:00, Mon 09:07, Mon 09:14, Mon 09:22, Mon 09:30"},
		{"09:30, created at 08:55", order{window: "2026-11-23 09:30"}, "2026-11-23 08:55",
			"Mon 08:55, Mon 09:07, Mon 09:14, Mon 09:22, Mon 09:30"},
		{"09:30, no email, created at 08:55", order{window: "2026-11-23 09:30", noEmail: true}, "2026-11-23 08:55",
			"Mon 09:00, Mon 09:10, Mon 09:20, Mon 09:30"},
		{"09:30, created at 09:29", order{window: "2026-11-23 09:30"}, "2026-11-23 09:29",
			"text skipped, call skipped, Mon 09:29, Mon 09:30"},
		{"09:30, created at 09:27", order{window: "2026-11-23 09:30"}, "2026-11-23 09:27",
			"Mon 09:27, Mon 09:28, Mon 09:29, retry skipped, Mon 09:30"},
		// Window at 10:00: an hour of contact time, in parts of 15 minutes.
		{"10:00, created the evening before", order{window: "2026-11-23 10:00"}, "2026-11-22 18:00",
			"Sun 18:00, Sun 18:45, Sun 19:30, Mon 09:00, Mon 10:00"},
		{"10:00, created at 01:00", order{window: "2026-11-23 10:00"}, "2026-11-23 01:00",
			"Mon 01:00, Mon 09:15, Mon 09:30, Mon 09:45, Mon 10:00"},
		{"10:00, created at 08:55", order{window: "2026-11-23 10:00"}, "2026-11-23 08:55",
			"Mon 08:55, Mon 09:15, Mon 09:30, Mon 09:45, Mon 10:00"},
		{"10:00, created at 09:05", order{window: "2026-11-23 10:00"}, "2026-11-23 09:05",
			"Mon 09:05, Mon 09:18, Mon 09:32, Mon 09:46, Mon 10:00"},
		// The demo cadence is never compressed nor skipped.
		{"demo, 09:00, created at 08:55", order{cadence: confirm.CadenceDemo, window: "2026-11-23 09:00"}, "2026-11-23 08:55",
			"Mon 08:55:00, Mon 08:56:30, Mon 08:58:00, Mon 08:59:30"},
		{"demo, 09:00, created at 09:05", order{cadence: confirm.CadenceDemo, window: "2026-11-23 09:00"}, "2026-11-23 09:05",
			"Mon 09:05:00, Mon 09:06:30, Mon 09:08:00, Mon 09:09:30"},
		{"demo, 09:00, created at 01:00", order{cadence: confirm.CadenceDemo, window: "2026-11-23 09:00"}, "2026-11-23 01:00",
			"Mon 01:00:00, Mon 01:01:30, Mon 01:03:00, Mon 01:04:30"},
		// The customer's own clock.
		{"New York 09:30, created at 01:00", order{tz: "America/New_York", window: "2026-11-23 09:30"}, "2026-11-23 01:00",
			"Mon 01:00, Mon 09:07, Mon 09:14, Mon 09:22, Mon 09:30"},
		{"New York 09:00, created at 08:55", order{tz: "America/New_York", window: "2026-11-23 09:00"}, "2026-11-23 08:55",
			"text skipped, call skipped, Mon 08:55, Mon 09:00"},
		{"Tokyo 09:00, created the evening before", order{tz: "Asia/Tokyo", phone: tokyoPhone, window: "2026-11-23 09:00"}, "2026-11-22 19:55",
			"Sun 19:55, Sun 19:56, Sun 19:57, Sun 19:58, Mon 01:58"},
		{"London 09:30 on the day the clocks go forward, created at 00:30", order{window: "2026-03-29 09:30"}, "2026-03-29T00:30:00Z",
			"Sun 00:30, Sun 09:07, Sun 09:14, Sun 09:22, Sun 09:30"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			got := playOut(c, at(t, c, tt.now))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
			checkPlayed(t, tt.name, c)
		})
	}
}

// playOut runs c's plan from creation at now with nobody answering, each
// attempt at its due time, as the scheduler would, and returns what
// happened: the time of each attempt or what was skipped, then when c
// becomes unreachable. It leaves c as the plan leaves it.
func playOut(c *confirm.Confirmation, now time.Time) string {
	layout := "Mon 15:04"
	if c.Cadence == confirm.CadenceDemo {
		layout = "Mon 15:04:05"
	}
	var out []string
	note := func(skips []Skip) {
		for _, sk := range skips {
			c.Engine.WindowSkip = true
			switch {
			case sk.Retry:
				out = append(out, "retry skipped")
			case sk.Channel == confirm.ChannelSMS:
				out = append(out, "text skipped")
			default:
				out = append(out, "call skipped")
			}
		}
	}
	var skips []Skip
	c.Steps, skips = Initial(c, now)
	note(skips)
	last := now
	for i := range c.Steps {
		for c.Steps[i].State == confirm.StepPending {
			s := &c.Steps[i]
			last = s.DueAt
			out = append(out, last.In(c.Location()).Format(layout))
			s.Attempts++
			s.State = confirm.StepDelivered
			if s.Channel == confirm.ChannelCall && s.Attempts < CallAttempts(c) {
				s.State = confirm.StepPending
			}
			c.Steps, skips = Replan(c, last)
			note(skips)
		}
	}
	return strings.Join(append(out, Deadline(c, last).In(c.Location()).Format(layout)), ", ")
}

// checkPlayed checks what every played-out standard plan keeps to: no text
// or call at or after the window's start, none outside the contact hours.
func checkPlayed(t *testing.T, name string, c *confirm.Confirmation) {
	t.Helper()
	w := WindowStart(c)
	for _, s := range c.Steps {
		if s.Channel == confirm.ChannelEmail || s.Attempts == 0 {
			continue
		}
		if c.Cadence == confirm.CadenceStandard && !s.DueAt.Before(w) {
			t.Errorf("%s: %s at %v, not before the window's start at %v", name, s.Channel, s.DueAt, w)
		}
		if !Allowed(c, s.Channel, s.DueAt) {
			t.Errorf("%s: %s at %v, outside the contact hours", name, s.Channel, s.DueAt)
		}
	}
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
			name:  "window about to start: no time for the retry, the call is unanswered",
			order: order{window: "2026-11-23 13:00"},
			steps: []string{"email delivered", "sms delivered", "call pending 1"},
			last:  "2026-11-23 12:59",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms delivered 2026-11-23 08:00:00 GMT",
				"call unanswered 2026-11-23 12:59:00 GMT",
			},
		},
		{
			name:  "text failed after the window started: the call is skipped",
			order: order{window: "2026-11-23 09:00"},
			steps: []string{"email delivered", "sms failed", "call pending"},
			last:  "2026-11-23 09:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms failed 2026-11-23 08:00:00 GMT",
				"call skipped 2026-11-23 09:00:00 GMT",
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
			steps, _ := Replan(c, at(t, c, tt.last))
			got := show(t, c, steps)
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
			name:  "stalled until after the window started: text and call skipped",
			order: order{window: "2026-11-23 10:00"},
			steps: []string{"email delivered", "sms paused", "call paused"},
			now:   "2026-11-23 10:05",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms skipped 2026-11-23 10:05:00 GMT",
				"call skipped 2026-11-23 10:05:00 GMT",
			},
		},
		{
			name:  "stalled at 09:50 for a 10:00 window: the call and its retry share the minutes",
			order: order{window: "2026-11-23 10:00"},
			steps: []string{"email delivered", "sms paused", "call paused"},
			now:   "2026-11-23 09:50",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-23 09:50:00 GMT",
				"call pending 2026-11-23 09:53:00 GMT",
			},
		},
		{
			name:  "stalled at 09:59 for a 10:00 window: one minute is the text's",
			order: order{window: "2026-11-23 10:00"},
			steps: []string{"email delivered", "sms paused", "call paused"},
			now:   "2026-11-23 09:59",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-23 09:59:00 GMT",
				"call skipped 2026-11-23 09:59:00 GMT",
			},
		},
		{
			name:  "demo after the window started: resumes all the same",
			order: order{cadence: confirm.CadenceDemo, window: "2026-11-23 02:00"},
			steps: []string{"email delivered", "sms paused", "call paused"},
			now:   "2026-11-23 03:00",
			want: []string{
				"email delivered 2026-11-23 08:00:00 GMT",
				"sms pending 2026-11-23 03:00:00 GMT",
				"call pending 2026-11-23 03:01:30 GMT",
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
			steps, _ := Resume(c, at(t, c, tt.now))
			got := show(t, c, steps)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Resume mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDeadline(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		order   order
		skipped bool // a text or call was skipped for want of time
		last    string
		want    string
	}{
		{name: "6 h after the last attempt", last: "2026-11-23 14:00", want: "2026-11-23T20:00:00Z"},
		{name: "never after the window start", order: order{window: "2026-11-23 16:00"}, last: "2026-11-23 12:00", want: "2026-11-23T16:00:00Z"},
		{name: "window about to start: at its start", order: order{window: "2026-11-23 13:00"}, last: "2026-11-23 12:50", want: "2026-11-23T13:00:00Z"},
		{name: "window passed: at once", order: order{window: "2026-11-23 08:00"}, last: "2026-11-23 14:00", want: "2026-11-23T14:00:00Z"},
		{name: "something skipped: at the window's start, not 6 h after", order: order{window: "2026-11-23 08:00"}, skipped: true, last: "2026-11-23 01:00", want: "2026-11-23T08:00:00Z"},
		{name: "something skipped, window passed: at once", order: order{window: "2026-11-23 08:00"}, skipped: true, last: "2026-11-23 08:55", want: "2026-11-23T08:55:00Z"},
		{name: "nothing skipped: 6 h after, before the window", order: order{window: "2026-11-23 08:00"}, last: "2026-11-23 01:00", want: "2026-11-23T07:00:00Z"},
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
			c.Engine.WindowSkip = tt.skipped
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

// TestSkips checks what the plan reports of each step it drops, from
// which the engine words its timeline event.
func TestSkips(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		order order
		steps []string // nil: a new confirmation (Initial)
		now   string
		want  []string // "channel retry? from window"
	}{
		{
			name:  "window at 09:00, created at 01:00",
			order: order{window: "2026-11-23 09:00"},
			now:   "2026-11-23 01:00",
			want:  []string{"sms 09:00 09:00", "call 09:00 09:00"},
		},
		{
			name:  "window at 08:00, created at 01:00: contact hours open after it",
			order: order{window: "2026-11-23 08:00"},
			now:   "2026-11-23 01:00",
			want:  []string{"sms 09:00 08:00", "call 09:00 08:00"},
		},
		{
			name:  "window started",
			order: order{window: "2026-11-23 08:00"},
			now:   "2026-11-23 08:55",
			want:  []string{"sms 09:00 08:00", "call 09:00 08:00"},
		},
		{
			name:  "two minutes left: the call would come after the text",
			order: order{window: "2026-11-23 09:02"},
			now:   "2026-11-23 01:00",
			want:  []string{"call 09:01 09:02"},
		},
		{
			name:  "the retry after the last call",
			order: order{window: "2026-11-23 13:00"},
			steps: []string{"email delivered", "sms delivered", "call pending 1"},
			now:   "2026-11-23 12:59",
			want:  []string{"call retry 12:59 13:00"},
		},
		{
			name:  "room for everything: nothing skipped",
			order: order{window: "2026-11-23 13:00"},
			now:   "2026-11-23 09:00",
		},
		{
			name:  "demo: nothing skipped",
			order: order{cadence: confirm.CadenceDemo, window: "2026-11-23 08:00"},
			now:   "2026-11-23 08:55",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			now := at(t, c, tt.now)
			var skips []Skip
			if tt.steps == nil {
				_, skips = Initial(c, now)
			} else {
				c.Steps = steps(at(t, c, "2026-11-23 08:00"), tt.steps...)
				_, skips = Replan(c, now)
			}
			var got []string
			for _, sk := range skips {
				if !sk.At.Equal(now) || !sk.Window.Equal(WindowStart(c)) {
					t.Errorf("skip %+v: want At %v and Window %v", sk, now, WindowStart(c))
				}
				retry := ""
				if sk.Retry {
					retry = " retry"
				}
				got = append(got, fmt.Sprintf("%s%s %s %s", sk.Channel, retry, sk.From.In(c.Location()).Format("15:04"), sk.Window.In(c.Location()).Format("15:04")))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("skips mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		order order
		ch    confirm.Channel
		now   string
		late  bool
	}{
		{name: "a minute before the window", order: order{window: "2026-11-23 10:00"}, ch: confirm.ChannelSMS, now: "2026-11-23 09:59", late: false},
		{name: "a second before the window", order: order{window: "2026-11-23 10:00"}, ch: confirm.ChannelCall, now: "2026-11-23 09:59:59", late: false},
		{name: "at the window's start", order: order{window: "2026-11-23 10:00"}, ch: confirm.ChannelSMS, now: "2026-11-23 10:00", late: true},
		{name: "after it", order: order{window: "2026-11-23 10:00"}, ch: confirm.ChannelCall, now: "2026-11-23 11:00", late: true},
		{name: "before it, but the hours open at its start", order: order{window: "2026-11-23 09:00"}, ch: confirm.ChannelSMS, now: "2026-11-23 08:30", late: true},
		{name: "before it, and the hours open before it", order: order{window: "2026-11-23 09:30"}, ch: confirm.ChannelSMS, now: "2026-11-23 08:30", late: false},
		{name: "the evening before an 08:00 window", order: order{window: "2026-11-24 08:00"}, ch: confirm.ChannelCall, now: "2026-11-23 20:30", late: true},
		{name: "the email is never late", order: order{window: "2026-11-23 10:00"}, ch: confirm.ChannelEmail, now: "2026-11-23 11:00", late: false},
		{name: "nor anything of the demo", order: order{cadence: confirm.CadenceDemo, window: "2026-11-23 10:00"}, ch: confirm.ChannelCall, now: "2026-11-23 11:00", late: false},
		{name: "New York: by its own clock", order: order{tz: "America/New_York", window: "2026-11-23 10:00"}, ch: confirm.ChannelSMS, now: "2026-11-23 09:59", late: false},
		{name: "New York: at its own 10:00", order: order{tz: "America/New_York", window: "2026-11-23 10:00"}, ch: confirm.ChannelSMS, now: "2026-11-23T15:00:00Z", late: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			if got := Late(c, tt.ch, at(t, c, tt.now)); got != tt.late {
				t.Errorf("Late(%s, %s) = %v, want %v", tt.ch, tt.now, got, tt.late)
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
		{name: "Tokyo 20:00 JST", order: order{tz: "Asia/Tokyo", phone: tokyoPhone}, ch: confirm.ChannelCall, t: "2026-11-20T11:00:00Z", allowed: false, next: "2026-11-21T00:00:00Z"},
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

	// Every attempt, as playOut makes them.
	var times []time.Time
	var chans []confirm.Channel
	c.Steps, _ = Initial(c, now)
	last := now
	for i := range c.Steps {
		for c.Steps[i].State == confirm.StepPending {
			s := &c.Steps[i]
			last = s.DueAt
			times, chans = append(times, last), append(chans, s.Channel)
			s.Attempts++
			s.State = confirm.StepDelivered
			if s.Channel == confirm.ChannelCall && s.Attempts < CallAttempts(c) {
				s.State = confirm.StepPending
			}
			var skips []Skip
			if c.Steps, skips = Replan(c, last); len(skips) > 0 {
				c.Engine.WindowSkip = true
			}
		}
	}
	for i, at := range times {
		if !Allowed(c, chans[i], at) {
			t.Errorf("%s: %s due at %v outside the contact hours", name, chans[i], at)
		}
		// Never sent late: a text or call goes before the window starts,
		// with at least a part's time left for an answer.
		if chans[i] != confirm.ChannelEmail && at.Add(MinCompressedGap).After(r.window) {
			t.Errorf("%s: %s at %v, less than %v before the window at %v (all %v)", name, chans[i], at, MinCompressedGap, r.window, times)
		}
		if i > 0 {
			if gap := at.Sub(times[i-1]); gap < MinCompressedGap {
				t.Errorf("%s: attempts %v apart at %v, want at least %v", name, gap, at, MinCompressedGap)
			}
		}
	}
	// Whenever contact time allowed n+1 parts of MinGap after the opening
	// contact, nothing was skipped.
	if len(times) > 0 && r.contactTime(times[0], r.window) >= 4*MinGap && len(times) < 4 && c.Customer.Email != "" {
		t.Errorf("%s: only %d attempts (%v) with %v of contact time before the window", name, len(times), times, r.contactTime(times[0], r.window))
	}
	// Unreachable comes at the window start at the latest, or at once when
	// the last attempt was after it.
	deadline := Deadline(c, last)
	if deadline.After(r.window) && deadline.After(last) {
		t.Errorf("%s: unreachable at %v, after the window at %v and the last attempt at %v", name, deadline, r.window, last)
	}
}
