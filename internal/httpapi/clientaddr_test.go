package httpapi

import (
	"net/http/httptest"
	"testing"
)

// TestClientAddr checks the address the console's stream caps count
// against: the rate limit's client address, believing X-Forwarded-For only
// from a trusted proxy, and an IPv6 client by its /64.
func TestClientAddr(t *testing.T) {
	t.Parallel()
	proxies, err := ParseTrustedProxies("10.0.0.0/8")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{TrustedProxies: proxies}
	tests := []struct {
		name, remote, xff, want string
	}{
		{"a direct client", "192.0.2.7:5000", "", "192.0.2.7"},
		{"a forged X-Forwarded-For", "192.0.2.7:5000", "198.51.100.1", "192.0.2.7"},
		{"through a trusted proxy", "10.1.2.3:5000", "198.51.100.1", "198.51.100.1"},
		{"through two trusted proxies", "10.1.2.3:5000", "198.51.100.1, 10.9.9.9", "198.51.100.1"},
		{"an IPv6 client", "[2001:db8:1:2:3:4:5:6]:5000", "", "2001:db8:1:2::/64"},
		{"an IPv6 client through a trusted proxy", "10.1.2.3:5000", "2001:db8:1:2::99", "2001:db8:1:2::/64"},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", "/console/inbox/events", nil)
		r.RemoteAddr = tt.remote
		if tt.xff != "" {
			r.Header.Set("X-Forwarded-For", tt.xff)
		}
		if got := s.ClientAddr(r); got != tt.want {
			t.Errorf("%s: ClientAddr = %q, want %q", tt.name, got, tt.want)
		}
	}
}
