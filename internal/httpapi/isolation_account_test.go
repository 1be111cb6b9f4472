package httpapi

import "net/http"

// checkAccount reads and patches the account as k: the answer is always
// k's own account in k's own mode, never tg's owner's, whatever scope tg
// is in.
func (w *isolation) checkAccount(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	for _, req := range []struct {
		method string
		body   any
	}{{"GET", nil}, {"PATCH", map[string]any{}}} {
		res := w.h.do(req.method, "/v1/account", k.key, req.body)
		if res.Status != http.StatusOK {
			w.t.Errorf("%s: %s /v1/account: %d %s", k.name, req.method, res.Status, res.Raw)
			continue
		}
		a := res.Body["account"].(map[string]any)
		if a["id"] != k.scope.AccountID || a["sandbox"] != k.scope.Sandbox {
			w.t.Errorf("%s: %s /v1/account answered account %v sandbox %v, want its own (target %s)",
				k.name, req.method, a["id"], a["sandbox"], tg.name)
		}
	}
}
