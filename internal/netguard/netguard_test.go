package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var _ Resolver = net.DefaultResolver

func TestPublic(t *testing.T) {
	t.Parallel()
	tests := []struct {
		addr string
		want bool
	}{
		// IPv4, public
		{"8.8.8.8", true},
		{"1.1.1.1", true},
		{"93.184.215.14", true},
		{"100.63.255.255", true},  // just below CGNAT
		{"100.128.0.0", true},     // just above CGNAT
		{"172.15.255.255", true},  // just below 172.16/12
		{"172.32.0.0", true},      // just above
		{"192.169.0.1", true},     // just above 192.168/16
		{"198.17.255.255", true},  // just below benchmarking
		{"198.20.0.0", true},      // just above
		{"223.255.255.255", true}, // last before multicast
		{"11.0.0.1", true},
		// IPv4, not public
		{"0.0.0.0", false},
		{"0.1.2.3", false},
		{"10.0.0.1", false},
		{"10.255.255.255", false},
		{"100.64.0.1", false},
		{"100.127.255.254", false},
		{"127.0.0.1", false},
		{"127.255.255.254", false},
		{"169.254.169.254", false}, // cloud metadata
		{"172.16.0.1", false},
		{"172.31.255.255", false},
		{"192.0.0.8", false},
		{"192.0.2.1", false},
		{"192.88.99.1", false},
		{"192.168.1.1", false},
		{"198.18.0.1", false},
		{"198.19.255.255", false},
		{"198.51.100.7", false},
		{"203.0.113.9", false},
		{"224.0.0.1", false},
		{"239.255.255.250", false},
		{"240.0.0.1", false},
		{"255.255.255.255", false},
		// IPv6, public
		{"2606:4700:4700::1111", true},
		{"2001:4860:4860::8888", true},
		{"2a00:1450:4009:81f::200e", true},
		{"2001:200::1", true},      // just above 2001::/23
		{"64:ff9b::808:808", true}, // NAT64 of 8.8.8.8
		{"::ffff:8.8.8.8", true},   // IPv4-mapped public
		{"3fff:1000::1", true},     // just above 3fff::/20
		{"2c0f:f248::1", true},
		// IPv6, not public
		{"::", false},
		{"::1", false},
		{"::127.0.0.1", false}, // IPv4-compatible
		{"::ffff:127.0.0.1", false},
		{"::ffff:10.0.0.1", false},
		{"::ffff:169.254.169.254", false},
		{"::ffff:100.64.0.1", false},
		{"::ffff:0.0.0.0", false},
		{"64:ff9b::7f00:1", false},    // NAT64 of 127.0.0.1
		{"64:ff9b::a00:1", false},     // NAT64 of 10.0.0.1
		{"64:ff9b:1::8.8.8.8", false}, // local-use NAT64
		{"100::1", false},
		{"2001::1", false},     // Teredo
		{"2001:2::1", false},   // benchmarking
		{"2001:10::1", false},  // ORCHID
		{"2001:db8::1", false}, // documentation
		{"2002:7f00:1::1", false},
		{"3fff::1", false},
		{"fc00::1", false},
		{"fd12:3456:789a::1", false},
		{"fe80::1", false},
		{"fec0::1", false},
		{"ff02::1", false},
		{"ff0e::1", false},
		{"5f00::1", false}, // SRv6 SIDs, outside 2000::/3
		{"4000::1", false}, // unallocated
		{"1::1", false},    // unallocated
		{"fe80::1%eth0", false},
		{"2606:4700::1%eth0", false}, // a zone makes it local whatever the address
	}
	for _, tt := range tests {
		ip := netip.MustParseAddr(tt.addr)
		if got := Public(ip); got != tt.want {
			t.Errorf("Public(%s) = %v, want %v (%s)", tt.addr, got, tt.want, whyNotPublic(ip))
		}
	}
	if Public(netip.Addr{}) {
		t.Error("Public(zero Addr) = true, want false")
	}
}

// The Go resolver returns IPv4 answers in their IPv4-mapped form.
func TestPublicIPv4Mapped(t *testing.T) {
	t.Parallel()
	for _, b := range blocked4 {
		v4 := b.prefix.Addr()
		mapped := netip.AddrFrom16(v4.As16())
		if Public(mapped) {
			t.Errorf("Public(%s) = true, want false like %s", mapped, v4)
		}
	}
}

type fakeResolver struct {
	LookupNetIPFunc func(ctx context.Context, network, host string) ([]netip.Addr, error)
	calls           atomic.Int32
}

func (f *fakeResolver) LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error) {
	f.calls.Add(1)
	return f.LookupNetIPFunc(ctx, network, host)
}

var _ Resolver = (*fakeResolver)(nil)

func TestCheckURL(t *testing.T) {
	t.Parallel()
	zone := map[string][]string{
		"hooks.example.com":   {"93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"},
		"mapped.example.com":  {"::ffff:93.184.215.14"},
		"internal.example":    {"10.1.2.3"},
		"mixed.example.com":   {"93.184.215.14", "127.0.0.1"},
		"v6local.example.com": {"fd00::5"},
		"metadata.example":    {"::ffff:169.254.169.254"},
		"empty.example.com":   {},
	}
	r := &fakeResolver{LookupNetIPFunc: func(_ context.Context, network, host string) ([]netip.Addr, error) {
		if network != "ip" {
			return nil, fmt.Errorf("network %q, want ip", network)
		}
		addrs, ok := zone[host]
		if !ok {
			return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
		}
		var out []netip.Addr
		for _, a := range addrs {
			out = append(out, netip.MustParseAddr(a))
		}
		return out, nil
	}}

	tests := []struct {
		url         string
		wantErr     string // substring; "" for no error
		wantPublic  bool   // when wantErr != "": whether the error wraps ErrNotPublic
		wantDNSFail bool
	}{
		{"https://hooks.example.com/confirm", "", false, false},
		{"https://hooks.example.com:8443/confirm?x=1", "", false, false},
		{"https://mapped.example.com/", "", false, false},
		{"https://93.184.215.14/hook", "", false, false},
		{"https://[2606:4700:4700::1111]/hook", "", false, false},
		{"https://internal.example/hook", `"internal.example" resolves to 10.1.2.3, a private address`, true, false},
		{"https://mixed.example.com/", "resolves to 127.0.0.1, a loopback address", true, false},
		{"https://v6local.example.com/", "fd00::5, a unique local address", true, false},
		{"https://metadata.example/", "169.254.169.254, a link-local address", true, false},
		{"http://127.0.0.1:8080/", "127.0.0.1 is a loopback address", true, false},
		{"http://[::1]/", "::1 is a loopback address", true, false},
		{"http://[::ffff:192.168.0.1]/", "a private address", true, false},
		{"http://[fe80::1%25eth0]/", "scoped to a local interface", true, false},
		{"http://0.0.0.0/", "the unspecified address", true, false},
		{"http://100.64.1.1/", "carrier-grade NAT", true, false},
		{"https://nowhere.example.com/", `"nowhere.example.com" does not resolve`, false, true},
		{"https://empty.example.com/", "does not resolve to any address", false, false},
		{"http://127.1/", "neither an IP address in standard form", false, false},
		{"http://2130706433/", "neither an IP address in standard form", false, false},
		{"http://0x7f000001/", "neither an IP address in standard form", false, false},
		{"http://0177.0.0.1/", "neither an IP address in standard form", false, false},
		{"ftp://hooks.example.com/", `scheme "ftp" is not http or https`, false, false},
		{"/relative/path", `scheme "" is not http or https`, false, false},
		{"https:///nohost", "URL has no host", false, false},
		{"https://hooks.example.com/%zz", "not a valid URL", false, false},
	}
	for _, tt := range tests {
		err := CheckURL(context.Background(), r, tt.url)
		if tt.wantErr == "" {
			if err != nil {
				t.Errorf("CheckURL(%s) = %v, want nil", tt.url, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("CheckURL(%s) = %v, want an error containing %q", tt.url, err, tt.wantErr)
			continue
		}
		if got := errors.Is(err, ErrNotPublic); got != tt.wantPublic {
			t.Errorf("CheckURL(%s): errors.Is(err, ErrNotPublic) = %v, want %v", tt.url, got, tt.wantPublic)
		}
		if _, got := errors.AsType[*net.DNSError](err); got != tt.wantDNSFail {
			t.Errorf("CheckURL(%s): wraps a *net.DNSError = %v, want %v", tt.url, got, tt.wantDNSFail)
		}
	}
}

// A literal address is judged as it is; asking DNS about it would be pointless.
func TestCheckURLLiteralSkipsResolver(t *testing.T) {
	t.Parallel()
	r := &fakeResolver{LookupNetIPFunc: func(context.Context, string, string) ([]netip.Addr, error) {
		return nil, errors.New("unexpected lookup")
	}}
	for _, u := range []string{"https://8.8.8.8/", "https://[2001:4860:4860::8888]/"} {
		if err := CheckURL(context.Background(), r, u); err != nil {
			t.Errorf("CheckURL(%s) = %v", u, err)
		}
	}
	if n := r.calls.Load(); n != 0 {
		t.Errorf("resolver called %d times, want 0", n)
	}
}

func TestControl(t *testing.T) {
	t.Parallel()
	tests := []struct {
		network, address string
		wantErr          string
	}{
		{"tcp4", "93.184.215.14:443", ""},
		{"tcp6", "[2606:4700:4700::1111]:443", ""},
		{"tcp4", "127.0.0.1:8080", "127.0.0.1 is a loopback address"},
		{"tcp6", "[::1]:80", "::1 is a loopback address"},
		{"tcp6", "[::ffff:10.0.0.1]:80", "10.0.0.1 is a private address"},
		{"tcp4", "169.254.169.254:80", "link-local"},
		{"tcp6", "[fe80::1%eth0]:80", "scoped to a local interface"},
		{"tcp", "example.com:80", "not an IP address and port"},
		{"unix", "/var/run/docker.sock", "not an IP address and port"},
	}
	for _, tt := range tests {
		err := Control(tt.network, tt.address, nil)
		if tt.wantErr == "" {
			if err != nil {
				t.Errorf("Control(%s, %s) = %v, want nil", tt.network, tt.address, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("Control(%s, %s) = %v, want an error containing %q", tt.network, tt.address, err, tt.wantErr)
		}
	}
}

func TestNewClientGuard(t *testing.T) {
	t.Parallel()
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	res, err := NewClient(5*time.Second, false).Post(srv.URL+"/", "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatalf("unguarded client: %v", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusNoContent {
		t.Errorf("unguarded client: status %d, want 204", res.StatusCode)
	}

	guarded := NewClient(5*time.Second, true)
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	// localhost shows the check is made on the address dialled, after DNS.
	for _, u := range []string{srv.URL + "/", "http://localhost:" + port + "/"} {
		res, err := guarded.Post(u, "application/json", strings.NewReader("{}"))
		if err == nil {
			res.Body.Close()
			t.Errorf("guarded client reached %s (status %d), want it refused", u, res.StatusCode)
			continue
		}
		if !errors.Is(err, ErrNotPublic) {
			t.Errorf("guarded client, %s: error %v does not wrap ErrNotPublic", u, err)
		}
	}
	if n := hits.Load(); n != 1 {
		t.Errorf("server hit %d times, want 1 (the unguarded request only)", n)
	}
}

func TestNewClientDoesNotFollowRedirects(t *testing.T) {
	t.Parallel()
	var targetHits atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/hook", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/elsewhere", http.StatusTemporaryRedirect)
	})
	mux.HandleFunc("/elsewhere", func(w http.ResponseWriter, r *http.Request) {
		targetHits.Add(1)
		w.WriteHeader(http.StatusNoContent)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	res, err := NewClient(5*time.Second, false).Post(srv.URL+"/hook", "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusTemporaryRedirect || res.Header.Get("Location") != "/elsewhere" {
		t.Errorf("status %d, Location %q; want the redirect itself", res.StatusCode, res.Header.Get("Location"))
	}
	if n := targetHits.Load(); n != 0 {
		t.Errorf("redirect target hit %d times, want 0", n)
	}
}

func TestNewClientTimeout(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-release
	}))
	defer srv.Close()
	defer close(release)

	c := NewClient(50*time.Millisecond, false)
	if c.Timeout != 50*time.Millisecond {
		t.Errorf("Timeout = %v, want 50ms", c.Timeout)
	}
	_, err := c.Get(srv.URL)
	if ne, ok := errors.AsType[net.Error](err); !ok || !ne.Timeout() {
		t.Errorf("slow server: error %v, want a time-out", err)
	}
}

func TestParseHosts(t *testing.T) {
	t.Parallel()
	hs, err := ParseHosts(" receiver , Hooks.Internal., 10.0.0.5,,")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Hosts{"receiver", "hooks.internal", "10.0.0.5"}, hs); diff != "" {
		t.Errorf("ParseHosts mismatch (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"http://receiver", "receiver:3000", "*.internal", "receiver/hooks", "-bad"} {
		if _, err := ParseHosts(bad); err == nil || !strings.Contains(err.Error(), "is not a host name") {
			t.Errorf("ParseHosts(%q) = %v, want an error", bad, err)
		}
	}
	if hs, err := ParseHosts(""); err != nil || len(hs) != 0 {
		t.Errorf("ParseHosts(\"\") = %v, %v", hs, err)
	}
	for url, want := range map[string]bool{
		"http://receiver:3000/hooks/confirmd": true,
		"https://RECEIVER./x":                 true,
		"http://hooks.internal/x":             true,
		"http://10.0.0.5:8080/x":              true,
		"http://receiver.evil.example/x":      false,
		"http://evil.example/?receiver":       false,
		"http://10.0.0.6/x":                   false,
		"::not a url":                         false,
	} {
		if got := hs.Contains(url); got != want {
			t.Errorf("Contains(%q) = %v, want %v", url, got, want)
		}
	}
}
