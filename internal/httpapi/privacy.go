package httpapi

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/confirmd/confirmd/internal/confirm"
)

// erase removes one customer's personal data: POST /v1/erasures.
func (s *Server) erase(w http.ResponseWriter, r *http.Request) error {
	walk, root, err := readObject(w, r, "phone", "email", "confirmationId", "timezone")
	if err != nil {
		return err
	}
	req := confirm.ErasureRequest{
		Phone:          walk.str(root, "", "phone"),
		Email:          walk.str(root, "", "email"),
		ConfirmationID: walk.str(root, "", "confirmationId"),
		Timezone:       walk.str(root, "", "timezone"),
	}
	if problems := walk.merge(req.Validate()); len(problems) > 0 {
		return confirm.Invalid(problems)
	}
	p := principalFrom(r.Context())
	done, err := confirm.Erase(r.Context(), s.Store, confirm.Erasure{
		Scope: p.Scope(), Phone: req.Phone, Email: req.Email, ConfirmationID: req.ConfirmationID,
		Key: confirm.AuditKeyOf(p.Key), At: s.now(),
	})
	if err != nil {
		return err
	}
	s.changed()
	writeJSON(w, http.StatusOK, struct {
		Erased int `json:"erased"`
		confirm.Redacted
	}{done.Total(), done})
	return nil
}

// auditParams are the query parameters of GET /v1/audit.
var auditParams = []string{"limit", "cursor", "action"}

// listAudit returns a page of the account's audit log: GET /v1/audit. A
// sandbox key reads the entries of sandbox scope only.
func (s *Server) listAudit(w http.ResponseWriter, r *http.Request) error {
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return confirm.Errorf(confirm.EINVALID, "the query string is not valid: %v", err)
	}
	p := principalFrom(r.Context())
	f := confirm.AuditFilter{AccountID: p.Account.ID, SandboxOnly: p.Key.Sandbox, Limit: confirm.DefaultListLimit}
	var problems []string
	for k, v := range q {
		switch {
		case k != "limit" && k != "cursor" && k != "action":
			problems = append(problems, fmt.Sprintf("%s is not a known query parameter (use %v)", k, auditParams))
			q.Del(k)
		case len(v) > 1:
			problems = append(problems, k+" is given more than once")
			q.Del(k)
		}
	}
	if q.Has("limit") {
		n, err := strconv.Atoi(q.Get("limit"))
		if err != nil || n < 1 || n > confirm.MaxListLimit {
			problems = append(problems, fmt.Sprintf("limit must be an integer from 1 to %d", confirm.MaxListLimit))
		}
		f.Limit = n
	}
	if q.Has("action") {
		f.Action = q.Get("action")
		if !confirm.ValidAuditAction(f.Action) {
			problems = append(problems, fmt.Sprintf("action must be one of %v", confirm.AuditActions))
		}
	}
	if q.Has("cursor") {
		f.Cursor = q.Get("cursor")
		if _, _, err := confirm.DecodeAuditCursor(f.Cursor); err != nil {
			problems = append(problems, confirm.ErrorProblems(err)...)
		}
	}
	if len(problems) > 0 {
		return confirm.Invalid(problems)
	}
	page, err := s.Store.ListAudit(r.Context(), f)
	if err != nil {
		return err
	}
	var next *string
	if page.NextCursor != "" {
		next = &page.NextCursor
	}
	writeJSON(w, http.StatusOK, struct {
		Entries    []*confirm.AuditEntry `json:"entries"`
		NextCursor *string               `json:"nextCursor"`
	}{page.Entries, next})
	return nil
}
