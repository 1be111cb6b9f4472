package confirm

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
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

func TestDeliveryHost(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ url, want string }{
		{"https://hooks.example.com/confirmd", "hooks.example.com:443"},
		{"https://Hooks.Example.COM./confirmd?x=1#f", "hooks.example.com:443"},
		{"https://hooks.example.com:443/a", "hooks.example.com:443"},
		{"HTTPS://hooks.example.com/b", "hooks.example.com:443"},
		{"http://localhost:3000/hooks", "localhost:3000"},
		{"http://127.0.0.1/hooks", "127.0.0.1:80"},
		{"https://[2001:DB8::1]:8443/h", "[2001:db8::1]:8443"},
		{"https://[2001:db8::1]/h", "[2001:db8::1]:443"},
		{"https://user:pass@hooks.example.com/h", "hooks.example.com:443"},
		{"ftp://files.example.com/h", "files.example.com"},
		{"/relative", ""},
		{"https://%zz", ""},
		{"", ""},
	} {
		if got := DeliveryHost(tt.url); got != tt.want {
			t.Errorf("DeliveryHost(%q) = %q, want %q", tt.url, got, tt.want)
		}
	}
}

// due builds due deliveries, oldest first, from "id account host" triples.
func due(specs ...string) []DueDelivery {
	var ds []DueDelivery
	for _, s := range specs {
		f := strings.Fields(s)
		ds = append(ds, DueDelivery{ID: f[0], DeliveryTarget: DeliveryTarget{AccountID: f[1], Host: f[2]}})
	}
	return ds
}

// targets builds deliveries in flight from "account host" pairs.
func targets(specs ...string) []DeliveryTarget {
	var ts []DeliveryTarget
	for _, s := range specs {
		f := strings.Fields(s)
		ts = append(ts, DeliveryTarget{AccountID: f[0], Host: f[1]})
	}
	return ts
}

func TestPickDeliveries(t *testing.T) {
	t.Parallel()
	caps := DeliveryCaps{PerAccount: 3, PerHost: 2}
	// A backlog of account a to its hanging host, older than everything
	// else.
	backlog := due("a1 a hang", "a2 a hang", "a3 a hang", "a4 a hang", "a5 a hang")
	tests := []struct {
		name     string
		due      []DueDelivery
		inFlight []DeliveryTarget
		caps     DeliveryCaps
		limit    int
		want     []string
	}{
		{
			name:  "no caps: round robin over accounts, oldest first within each",
			due:   due("a1 a x", "a2 a x", "a3 a x", "b1 b y", "a4 a x", "c1 c z", "b2 b y"),
			limit: 5,
			want:  []string{"a1", "b1", "c1", "a2", "b2"},
		},
		{
			name:  "no caps and room for all: everything",
			due:   due("a1 a x", "b1 b y", "a2 a x"),
			limit: 10,
			want:  []string{"a1", "b1", "a2"},
		},
		{
			name:  "a backlog takes its host's share and no more",
			due:   append(slices.Clone(backlog), due("b1 b ok")...),
			caps:  caps,
			limit: 10,
			want:  []string{"a1", "b1", "a2"},
		},
		{
			name:     "an account at its cap waits; another goes",
			due:      append(slices.Clone(backlog), due("b1 b ok")...),
			inFlight: targets("a hang", "a hang", "a other"),
			caps:     caps,
			limit:    10,
			want:     []string{"b1"},
		},
		{
			name:     "a host at its cap gives way to the account's other host",
			due:      append(slices.Clone(backlog), due("a6 a ok", "a7 a ok")...),
			inFlight: targets("a hang", "a hang"),
			caps:     caps,
			limit:    10,
			want:     []string{"a6"},
		},
		{
			name:     "a host's cap counts each account apart: another account's backlog there holds nobody back",
			due:      due("b1 b shared", "c1 c shared", "c2 c own", "c3 c shared"),
			inFlight: targets("a shared", "a shared", "c shared"),
			caps:     caps,
			limit:    10,
			want:     []string{"b1", "c1", "c2"},
		},
		{
			name:     "in flight and chosen count together",
			due:      due("a1 a x", "a2 a y", "a3 a z"),
			inFlight: targets("a w"),
			caps:     caps,
			limit:    10,
			want:     []string{"a1", "a2"},
		},
		{
			name:  "the limit ends the claim",
			due:   due("a1 a x", "b1 b y", "c1 c z"),
			caps:  caps,
			limit: 2,
			want:  []string{"a1", "b1"},
		},
		{
			name:  "no limit, nothing",
			due:   due("a1 a x"),
			limit: 0,
		},
		{
			name:  "nothing due",
			caps:  caps,
			limit: 4,
		},
	}
	for _, tt := range tests {
		got := PickDeliveries(tt.due, tt.inFlight, tt.caps, tt.limit)
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s: PickDeliveries mismatch (-want +got):\n%s", tt.name, d)
		}
	}
}

func TestDeliveryCapsFull(t *testing.T) {
	t.Parallel()
	inFlight := targets("a hang", "a hang", "a other", "b hang", "c x")
	tests := []struct {
		caps     DeliveryCaps
		accounts []string
		hosts    []DeliveryTarget
	}{
		{DeliveryCaps{}, nil, nil},
		// b's one delivery to hang does not add to a's two.
		{DeliveryCaps{PerAccount: 3, PerHost: 2}, []string{"a"}, targets("a hang")},
		{DeliveryCaps{PerAccount: 1}, []string{"a", "b", "c"}, nil},
		{DeliveryCaps{PerHost: 1}, nil, targets("a hang", "a other", "b hang", "c x")},
		{DeliveryCaps{PerHost: 4}, nil, nil},
	}
	for _, tt := range tests {
		accounts, hosts := tt.caps.Full(inFlight)
		slices.Sort(accounts)
		slices.SortFunc(hosts, func(x, y DeliveryTarget) int {
			return strings.Compare(x.AccountID+" "+x.Host, y.AccountID+" "+y.Host)
		})
		if d := cmp.Diff(tt.accounts, accounts); d != "" {
			t.Errorf("%+v: full accounts mismatch (-want +got):\n%s", tt.caps, d)
		}
		if d := cmp.Diff(tt.hosts, hosts); d != "" {
			t.Errorf("%+v: full hosts mismatch (-want +got):\n%s", tt.caps, d)
		}
	}
}

func TestDeliveryCapsPerTarget(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		caps  DeliveryCaps
		limit int
		want  int
	}{
		{DeliveryCaps{}, 32, 32},
		{DeliveryCaps{PerAccount: 8, PerHost: 4}, 32, 4},
		{DeliveryCaps{PerAccount: 2, PerHost: 4}, 32, 2},
		{DeliveryCaps{PerAccount: 8}, 3, 3},
		{DeliveryCaps{PerHost: 4}, 0, 0},
	} {
		if got := tt.caps.PerTarget(tt.limit); got != tt.want {
			t.Errorf("%+v.PerTarget(%d) = %d, want %d", tt.caps, tt.limit, got, tt.want)
		}
	}
}
