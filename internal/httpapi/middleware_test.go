package httpapi

import (
	"net/url"
	"strings"
	"testing"
)

// TestRequestLogHidesPageTokens: a customer page's token is the customer's
// key to their booking, so the request log shows the route, not the path.
func TestRequestLogHidesPageTokens(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		b := validBody()
		b["cadence"] = "demo"
		id := h.started(b, 1)
		links := h.emailLinks(id)
		for _, link := range links {
			h.page("GET", h.srv.URL+"/c/"+tokenOf(link), nil)
		}
		tok := tokenOf(links[0])
		h.page("POST", h.srv.URL+"/c/"+tok, url.Values{"token": {tok}})
		h.page("GET", h.srv.URL+"/c/"+tok+"x", nil) // altered: still hidden
		logs := h.logs.String()
		for _, link := range links {
			if strings.Contains(logs, tokenOf(link)) {
				t.Errorf("the log holds the token of %s:\n%s", link, logs)
			}
		}
		if n := strings.Count(logs, `"path":"/c/{token}"`); n != 5 {
			t.Errorf("%d request lines show /c/{token}, want 5:\n%s", n, logs)
		}
		if !strings.Contains(logs, `"path":"/v1/confirmations/`+id+`/advance"`) {
			t.Errorf("other paths are no longer logged as they are:\n%s", logs)
		}
	})
}
