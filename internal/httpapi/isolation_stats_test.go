package httpapi

import (
	"net/http"
	"regexp"
	"strconv"
	"strings"
)

// checkStats requires k's statistics to count exactly the confirmations k
// lists, whatever the period and grouping: another scope's target never
// adds to them.
func (w *isolation) checkStats(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	list := w.h.do("GET", "/v1/confirmations?limit=100", k.key, nil)
	if list.Status != http.StatusOK {
		w.t.Fatalf("%s: list: %d %s", k.name, list.Status, list.Raw)
	}
	own := float64(len(list.Body["confirmations"].([]any)))
	for _, q := range []string{"", "?groupBy=day", "?groupBy=channel", "?groupBy=intent", "?from=2000-01-01&to=2000-12-31"} {
		res := w.h.do("GET", "/v1/stats"+q, k.key, nil)
		if res.Status != http.StatusOK {
			w.t.Errorf("%s: stats%s: %d %s", k.name, q, res.Status, res.Raw)
			continue
		}
		st := res.Body["stats"].(map[string]any)
		want := own
		if q == "?from=2000-01-01&to=2000-12-31" {
			want = 0
		}
		if got := st["totals"].(map[string]any)["created"]; got != want {
			w.t.Errorf("%s: stats%s counts %v confirmations, but the key sees %v (target %s)", k.name, q, got, want, tg.name)
		}
		sum := 0.0
		for _, r := range st["rows"].([]any) {
			sum += r.(map[string]any)["created"].(float64)
		}
		if q != "" && sum != want {
			w.t.Errorf("%s: stats%s rows add up to %v, want %v", k.name, q, sum, want)
		}
	}
}

// createdOnDashboard matches the dashboard's count of confirmations.
var createdOnDashboard = regexp.MustCompile(`<strong id="created">(\d+)</strong>`)

// checkDashboard requires the console's dashboard to count what the
// signed-in key lists, as checkStats does for the API.
func (w *isolation) checkDashboard(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	if k.console == nil {
		return
	}
	list := w.h.do("GET", "/v1/confirmations?limit=100", k.key, nil)
	own := strconv.Itoa(len(list.Body["confirmations"].([]any)))
	for _, q := range []string{"", "?groupBy=intent"} {
		status, body, _ := w.consoleDo(k.console, "GET", "/sandbox/dashboard"+q, nil, "")
		m := createdOnDashboard.FindStringSubmatch(body)
		if status != http.StatusOK || m == nil || m[1] != own {
			w.t.Errorf("%s: dashboard%s: %d, counts %v, want %s (target %s)", k.name, q, status, m, own, tg.name)
		}
		if strings.Contains(body, tg.id) {
			w.t.Errorf("%s: dashboard shows %s", k.name, tg.id)
		}
	}
}
