package plan

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Numbers of a country with one zone (GB, JP) and of one with several (US).
const (
	britishPhone  = "+447400123456"
	americanPhone = "+12127365000"
)

func utc(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestPhoneZoneHours checks that texts and calls keep to the contact hours
// of the phone number's zone as well as the order's, when the number's
// country has only one zone.
func TestPhoneZoneHours(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		order   order
		t       string // UTC
		allowed bool
		next    string // UTC
		quiet   string // zone of QuietZone, "" for nil
	}{
		// 10:09 in Tokyo is 01:09 in London: the British number waits for
		// 09:00 in London, 18:00 in Tokyo.
		{name: "UK number, Tokyo order, London night", order: order{tz: "Asia/Tokyo", phone: britishPhone},
			t: "2026-11-20T01:09:00Z", allowed: false, next: "2026-11-20T09:00:00Z", quiet: "Europe/London"},
		{name: "UK number, Tokyo order, both in hours", order: order{tz: "Asia/Tokyo", phone: britishPhone},
			t: "2026-11-20T10:59:00Z", allowed: true, next: "2026-11-20T10:59:00Z"},
		// 20:00 in Tokyo: Tokyo's next 09:00 is London's midnight, so the
		// next moment for both is London's 09:00 again.
		{name: "UK number, Tokyo order, Tokyo night", order: order{tz: "Asia/Tokyo", phone: britishPhone},
			t: "2026-11-20T11:00:00Z", allowed: false, next: "2026-11-21T09:00:00Z", quiet: "Asia/Tokyo"},
		{name: "Japanese number, London order, Tokyo night", order: order{phone: tokyoPhone},
			t: "2026-11-20T12:00:00Z", allowed: false, next: "2026-11-21T09:00:00Z", quiet: "Asia/Tokyo"},
		{name: "Japanese number, Tokyo order", order: order{tz: "Asia/Tokyo", phone: tokyoPhone},
			t: "2026-11-20T01:09:00Z", allowed: true, next: "2026-11-20T01:09:00Z"},
		// The US has several zones: its number says nothing of where the
		// customer is, and the order's zone alone counts.
		{name: "US number, Tokyo order", order: order{tz: "Asia/Tokyo", phone: americanPhone},
			t: "2026-11-20T01:09:00Z", allowed: true, next: "2026-11-20T01:09:00Z"},
		{name: "US number, Tokyo order, Tokyo night", order: order{tz: "Asia/Tokyo", phone: americanPhone},
			t: "2026-11-20T11:00:00Z", allowed: false, next: "2026-11-21T00:00:00Z", quiet: "Asia/Tokyo"},
		{name: "no phone, Tokyo order", order: order{tz: "Asia/Tokyo", noPhone: true},
			t: "2026-11-20T01:09:00Z", allowed: true, next: "2026-11-20T01:09:00Z"},
		// Summer time in London: 09:00 BST is 08:00 UTC, 17:00 in Tokyo.
		{name: "UK number, Tokyo order, summer", order: order{tz: "Asia/Tokyo", phone: britishPhone},
			t: "2026-06-10T01:00:00Z", allowed: false, next: "2026-06-10T08:00:00Z", quiet: "Europe/London"},
		// In November Auckland (NZDT, +13) has its hours from 20:00 to
		// 07:00 UTC, London from 09:00 to 20:00: they never meet.
		{name: "UK number, Auckland order, hours never meet", order: order{tz: "Pacific/Auckland", phone: britishPhone},
			t: "2026-11-20T10:00:00Z", allowed: false, next: "2027-11-21T10:00:00Z", quiet: "Pacific/Auckland"},
		{name: "demo cadence", order: order{tz: "Asia/Tokyo", phone: britishPhone, cadence: confirm.CadenceDemo},
			t: "2026-11-20T01:09:00Z", allowed: true, next: "2026-11-20T01:09:00Z"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			when := utc(t, tt.t)
			for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
				if got := Allowed(c, ch, when); got != tt.allowed {
					t.Errorf("Allowed(%s, %s) = %v, want %v", ch, tt.t, got, tt.allowed)
				}
				if diff := cmp.Diff(utc(t, tt.next), NextAllowed(c, ch, when)); diff != "" {
					t.Errorf("NextAllowed(%s) mismatch (-want +got):\n%s", ch, diff)
				}
			}
			if got, want := NoContactHours(c, when), tt.order.tz == "Pacific/Auckland"; got != want {
				t.Errorf("NoContactHours = %v, want %v", got, want)
			}
			if !Allowed(c, confirm.ChannelEmail, when) {
				t.Errorf("email not allowed at %s", tt.t)
			}
			if tt.order.cadence == confirm.CadenceDemo {
				return
			}
			var quiet string
			if z := QuietZone(c, when); z != nil {
				quiet = z.String()
			}
			if quiet != tt.quiet {
				t.Errorf("QuietZone = %q, want %q", quiet, tt.quiet)
			}
		})
	}
}

// TestPhoneZonePlan checks that the plan's steps move to the hours of both
// zones, and are skipped when none is left before the window.
func TestPhoneZonePlan(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		order   order
		created string // UTC
		due     []string
		skipped []confirm.Channel
	}{
		{
			// The finding: created 10:09 in Tokyo, 01:09 in London. The
			// text waits for 09:00 in London; the call two hours later
			// would be 20:00 in Tokyo, so it waits for the next 09:00 in
			// London.
			name:  "UK number, Tokyo order",
			order: order{tz: "Asia/Tokyo", phone: britishPhone, noEmail: true}, created: "2026-11-20T01:09:00Z",
			due: []string{"2026-11-20T01:09:00Z", "2026-11-20T09:00:00Z", "2026-11-21T09:00:00Z"},
		},
		{
			name:  "US number, Tokyo order",
			order: order{tz: "Asia/Tokyo", phone: americanPhone, noEmail: true}, created: "2026-11-20T01:09:00Z",
			due: []string{"2026-11-20T01:09:00Z", "2026-11-20T01:09:00Z", "2026-11-20T03:09:00Z"},
		},
		{
			// The window opens at 09:00 in Tokyo, midnight in London:
			// no hour of both is left before it.
			name:  "UK number, Tokyo order, window before London's morning",
			order: order{tz: "Asia/Tokyo", phone: britishPhone, window: "2026-11-21 09:00"}, created: "2026-11-20T11:30:00Z",
			due:     []string{"2026-11-20T11:30:00Z", "2026-11-20T11:30:00Z", "2026-11-20T11:30:00Z"},
			skipped: []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall},
		},
		{
			name:  "UK number, Auckland order, hours never meet",
			order: order{tz: "Pacific/Auckland", phone: britishPhone, window: "2026-11-25 09:00"}, created: "2026-11-20T10:00:00Z",
			due:     []string{"2026-11-20T10:00:00Z", "2026-11-20T10:00:00Z", "2026-11-20T10:00:00Z"},
			skipped: []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := tt.order.confirmation(t)
			steps, skips := Initial(c, utc(t, tt.created))
			var due []string
			for _, s := range steps {
				due = append(due, s.DueAt.Format(time.RFC3339))
			}
			if diff := cmp.Diff(tt.due, due); diff != "" {
				t.Errorf("due times mismatch (-want +got):\n%s", diff)
			}
			var skipped []confirm.Channel
			for _, sk := range skips {
				skipped = append(skipped, sk.Channel)
				if steps[sk.Step].State != confirm.StepSkipped {
					t.Errorf("step %d is %s, want skipped", sk.Step, steps[sk.Step].State)
				}
			}
			if diff := cmp.Diff(tt.skipped, skipped); diff != "" {
				t.Errorf("skipped mismatch (-want +got):\n%s", diff)
			}
		})
	}
}
