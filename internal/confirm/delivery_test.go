package confirm

import (
	"testing"
	"time"
)

func TestResendLimitAllow(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	ago := func(d time.Duration) time.Time { return now.Add(-d) }
	// n resends of cf, the oldest first, a minute apart, the last at now-1m.
	of := func(cf string, n int) []Resend {
		var rs []Resend
		for i := n; i >= 1; i-- {
			rs = append(rs, Resend{ConfirmationID: cf, At: ago(time.Duration(i) * time.Minute)})
		}
		return rs
	}
	limit := ResendLimit{PerConfirmation: 3, PerAccount: 5}
	tests := []struct {
		name   string
		limit  ResendLimit
		recent []Resend
		want   string // the error's message; "" for allowed
	}{
		{"none yet", limit, nil, ""},
		{"below both", limit, append(of("cf_a", 2), of("cf_b", 2)...), ""},
		{"confirmation full", limit, of("cf_a", 3),
			"Send again is limited to 3 per confirmation in any hour; try again after 10:57:00 UTC"},
		{"another confirmation's full", limit, of("cf_b", 3), ""},
		{"account full", limit, append(of("cf_b", 3), of("cf_c", 2)...),
			"Send again is limited to 5 per account in any hour; try again after 10:57:00 UTC"},
		// Exactly one window old no longer counts.
		{"window edge", limit, []Resend{{"cf_a", ago(time.Hour)}, {"cf_a", ago(time.Minute)}, {"cf_a", ago(time.Second)}}, ""},
		// Out of order, and over the limit (a limit lowered since): the
		// next is when all but two have left the window.
		{"over the limit", limit, []Resend{{"cf_a", ago(time.Minute)}, {"cf_a", ago(50 * time.Minute)}, {"cf_a", ago(40 * time.Minute)}, {"cf_a", ago(45 * time.Minute)}},
			"Send again is limited to 3 per confirmation in any hour; try again after 10:15:00 UTC"},
		{"turned off", ResendLimit{PerConfirmation: 0, PerAccount: 5}, nil, "Send again is turned off on this server"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.limit.Allow("cf_a", tt.recent, now)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("Allow = %v, want nil", err)
				}
				return
			}
			if ErrorCode(err) != ERATELIMIT || ErrorMessage(err) != tt.want {
				t.Errorf("Allow = %v (%s)\nwant %q (%s)", err, ErrorCode(err), tt.want, ERATELIMIT)
			}
		})
	}
}
