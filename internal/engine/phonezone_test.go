package engine

import (
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestQuietHoursOfThePhone checks that a live confirmation keeps to the
// contact hours of the phone number's zone as well as the order's: a
// British number on an order in Tokyo is not texted at 01:09 London time,
// by the scheduler, an advance or a person; an American number (a country
// of several zones) keeps to the order's zone only.
func TestQuietHoursOfThePhone(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		phone string
		// quiet: 01:09 in London (10:09 in Tokyo) is outside the hours.
		quiet bool
	}{
		{"UK number", "+447400123456", true},
		{"US number", "+12127365000", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachWorld(t, func(t *testing.T, w *world) {
				w.clock.Set(time.Date(2026, 11, 23, 1, 9, 0, 0, time.UTC)) // Monday 10:09 in Tokyo
				p := w.live()
				c := w.createLive(func(n *confirm.NewConfirmation) {
					n.Customer.Email, n.Customer.Phone = "", tt.phone
					n.Order.Timezone = "Asia/Tokyo"
				})
				live := confirm.Scope{AccountID: w.account.ID}
				w.run()
				if got := p.count(); got != map[bool]int{true: 0, false: 1}[tt.quiet] {
					t.Fatalf("%d messages sent at 01:09 London, 10:09 Tokyo", got)
				}
				_, err := w.engine.SendMessage(t.Context(), live, c.ID, confirm.PersonMessage{Channel: confirm.ChannelSMS, Text: "Hello", Author: "Sam"})
				if !tt.quiet {
					if err != nil {
						t.Fatalf("a person's text at 10:09 Tokyo: %v", err)
					}
					return
				}
				want := "(it is 01:09 in Europe/London, the phone number's zone)"
				if confirm.ErrorCode(err) != confirm.ECONFLICT || !strings.Contains(err.Error(), want) {
					t.Errorf("a person's text at 01:09 London: %v, want a conflict saying %q", err, want)
				}
				if _, err := w.engine.Advance(t.Context(), live, c.ID); confirm.ErrorCode(err) != confirm.ECONFLICT || !strings.Contains(err.Error(), want) {
					t.Errorf("advance at 01:09 London: %v, want a conflict saying %q", err, want)
				}
				if got := w.getLive(c.ID).Steps[1].DueAt; !got.Equal(time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)) {
					t.Errorf("text due %v, want 09:00 London", got)
				}
				w.clock.Set(time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)) // 09:00 London, 18:00 Tokyo
				w.run()
				if got := p.count(); got != 1 {
					t.Errorf("%d messages sent at 09:00 London, want the text", got)
				}
			})
		})
	}
}

// TestQuietHoursThatNeverMeet checks that a British number on an order in
// Auckland in November, whose contact hours never meet London's, gets no
// text or call: both are skipped at once, with a system event saying why.
func TestQuietHoursThatNeverMeet(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		w.clock.Set(time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC))
		p := w.live()
		c := w.createLive(func(n *confirm.NewConfirmation) {
			n.Order.Timezone = "Pacific/Auckland"
			n.Order.Window = &confirm.Window{From: "09:00", To: "12:00"}
		})
		w.run()
		got := w.getLive(c.ID)
		want := "09:00-20:00 in the order's time zone (Pacific/Auckland) and in the phone number's (Europe/London) never meet, so no text or call can be made."
		var skipped int
		for _, e := range timeline(got) {
			if strings.HasSuffix(e, want) {
				skipped++
			}
		}
		if skipped != 2 || got.Steps[1].State != confirm.StepSkipped || got.Steps[2].State != confirm.StepSkipped {
			t.Errorf("steps %v, events %q; want the text and the call skipped, each saying %q", states(got), timeline(got), want)
		}
		if n := p.count(); n != 1 {
			t.Errorf("%d messages sent, want the email alone", n)
		}
	})
}
