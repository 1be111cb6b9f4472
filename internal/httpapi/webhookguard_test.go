package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/netguard"
)

// TestCreateSandboxWebhookGuard creates sandbox confirmations whose
// webhookUrl leads to the service's own network: accepted while sandbox
// webhooks may reach private addresses (a developer's receiver on
// localhost), refused as a live key's would be once they are guarded.
func TestCreateSandboxWebhookGuard(t *testing.T) {
	t.Parallel()
	tests := []struct {
		url  string
		want []string // with the guard; nil: accepted
	}{
		{"http://127.0.0.1:9/hook", []string{"webhookUrl 127.0.0.1 is a loopback address"}},
		{"http://[::1]:9/hook", []string{"webhookUrl ::1 is a loopback address"}},
		{"http://10.1.2.3/hook", []string{"webhookUrl 10.1.2.3 is a private address (RFC 1918)"}},
		{"http://169.254.169.254/latest/meta-data/", []string{"webhookUrl 169.254.169.254 is a link-local address"}},
		{"https://internal.example/hook", []string{`webhookUrl host "internal.example" resolves to 10.0.0.7, a private address (RFC 1918)`}},
		// Public addresses pass, over plain http too: the sandbox does not
		// ask for https.
		{"http://client.example/hook", nil},
		{"https://client.example/hook", nil},
	}
	eachStore(t, func(t *testing.T, h *harness) {
		create := func(url string) *response {
			body := validBody()
			body["webhookUrl"] = url
			return h.do("POST", "/v1/confirmations", h.sandbox, body)
		}
		for _, tt := range tests {
			if res := create(tt.url); res.Status != http.StatusCreated {
				t.Errorf("unguarded, %s: %d %s, want 201", tt.url, res.Status, res.Raw)
			}
		}
		h.api.GuardSandboxWebhooks = true
		for _, tt := range tests {
			res := create(tt.url)
			if tt.want == nil {
				if res.Status != http.StatusCreated {
					t.Errorf("guarded, %s: %d %s, want 201", tt.url, res.Status, res.Raw)
				}
				continue
			}
			if res.Status != http.StatusBadRequest {
				t.Errorf("guarded, %s: %d %s, want 400", tt.url, res.Status, res.Raw)
				continue
			}
			if diff := cmp.Diff(tt.want, errorList(t, res)); diff != "" {
				t.Errorf("guarded, %s: errors mismatch (-want +got):\n%s", tt.url, diff)
			}
			// The message a live key gets for the same address.
			live := validBody()
			live["webhookUrl"] = strings.Replace(tt.url, "http://", "https://", 1)
			if res := h.do("POST", "/v1/confirmations", h.live, live); res.Status != http.StatusBadRequest ||
				cmp.Diff(tt.want, errorList(t, res)) != "" {
				t.Errorf("live, %s: %d %s, want the sandbox's answer", live["webhookUrl"], res.Status, res.Raw)
			}
		}
	})
}

// TestCreateSandboxWebhookHosts checks CONFIRMD_SANDBOX_WEBHOOK_HOSTS: with
// sandbox webhooks held to public addresses, the hosts listed are accepted
// whatever they resolve to, and nothing else private is; live keys keep
// their rule.
func TestCreateSandboxWebhookHosts(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.api.GuardSandboxWebhooks = true
		h.api.SandboxWebhookHosts = netguard.Hosts{"internal.example"}
		create := func(key, url string) *response {
			body := validBody()
			body["webhookUrl"] = url
			return h.do("POST", "/v1/confirmations", key, body)
		}
		for url, want := range map[string]int{
			"http://internal.example:3000/hooks/confirmd": http.StatusCreated,
			"https://Internal.Example./hook":              http.StatusCreated,
			"http://10.1.2.3/hook":                        http.StatusBadRequest,
			"http://127.0.0.1:9/hook":                     http.StatusBadRequest,
			"http://client.example/hook":                  http.StatusCreated,
		} {
			if res := create(h.sandbox, url); res.Status != want {
				t.Errorf("sandbox, %s: %d %s, want %d", url, res.Status, res.Raw, want)
			}
		}
		if res := create(h.live, "https://internal.example/hook"); res.Status != http.StatusBadRequest {
			t.Errorf("live, a listed host on a private address: %d %s, want 400", res.Status, res.Raw)
		}
	})
}
