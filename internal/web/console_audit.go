package web

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"html/template"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// auditPage is the consoles' "Audit log" page (see console_reports.go): the account's audit
// entries the signed-in key may read (see GET /v1/audit), newest first.
type auditPage struct {
	*consolePage
	Action  string
	Actions []string
	Entries []auditRow
	Next    string
}

// auditRow is one entry as the page shows it.
type auditRow struct {
	At       time.Time
	LastAt   time.Time
	Scope    string
	Actor    string // a key's prefix, or cli, janitor, confirmd, api
	KeyID    string
	Author   string
	Action   string
	Target   string
	Details  string
	Repeated int
	Summary  bool
}

var auditTemplate = template.Must(template.New("audit").Funcs(consoleFuncs).ParseFS(templateFS,
	"templates/console_layout.html", "templates/console_audit.html"))

func (c *Console) audit(w http.ResponseWriter, r *http.Request, u *Developer) {
	q := r.URL.Query()
	p := u.page("Audit log")
	d := &auditPage{consolePage: &p, Actions: confirm.AuditActions}
	v := url.Values{"limit": {"50"}}
	if a := q.Get("action"); a != "" {
		d.Action = a
		v.Set("action", a)
	}
	if cur := q.Get("cursor"); cur != "" {
		v.Set("cursor", cur)
	}
	res := c.api(r, u.session, http.MethodGet, "/v1/audit?"+v.Encode(), nil)
	if !res.OK() {
		d.Error = strings.Join(res.Problems(), "; ")
		c.renderAudit(w, res.Status, d)
		return
	}
	var out struct {
		Entries []struct {
			At       string          `json:"at"`
			LastAt   string          `json:"lastAt"`
			Scope    string          `json:"scope"`
			Actor    string          `json:"actor"`
			KeyID    string          `json:"keyId"`
			Author   string          `json:"author"`
			Action   string          `json:"action"`
			Target   string          `json:"target"`
			Details  json.RawMessage `json:"details"`
			Repeated int             `json:"repeated"`
			Summary  bool            `json:"summary"`
		} `json:"entries"`
		NextCursor *string `json:"nextCursor"`
	}
	if err := json.Unmarshal(res.Body, &out); err != nil {
		c.failure(w, r, "reading the API's audit log", err)
		return
	}
	for _, e := range out.Entries {
		at, _ := confirm.ParseTime(e.At)
		last, _ := confirm.ParseTime(e.LastAt)
		row := auditRow{At: at, LastAt: last, Scope: e.Scope, Actor: e.Actor, KeyID: e.KeyID, Author: e.Author,
			Action: e.Action, Target: e.Target, Repeated: e.Repeated, Summary: e.Summary}
		row.Details = detailsText(e.Details)
		d.Entries = append(d.Entries, row)
	}
	if out.NextCursor != nil {
		next := url.Values{"cursor": {*out.NextCursor}}
		if d.Action != "" {
			next.Set("action", d.Action)
		}
		d.Next = u.base() + "/audit?" + next.Encode()
	}
	c.renderAudit(w, http.StatusOK, d)
}

// renderAudit writes the page as render writes the console's others.
func (c *Console) renderAudit(w http.ResponseWriter, status int, d *auditPage) {
	d.Nonce = rand.Text()
	if d.Developer != nil {
		d.CSRF = d.keys.csrfToken(d.session)
	}
	var b bytes.Buffer
	if err := auditTemplate.ExecuteTemplate(&b, "layout", d); err != nil {
		c.logger().Error("sandbox console: rendering", "page", "audit", "err", err)
		consoleHeaders(w, "")
		http.Error(w, "Something went wrong, please try again.", http.StatusInternalServerError)
		return
	}
	consoleHeaders(w, d.Nonce)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// detailsText writes an entry's details, a JSON object, as "name: value"
// pairs in the order of their names; anything else as it is.
func detailsText(raw json.RawMessage) string {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return string(raw)
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, fmt.Sprintf("%s: %v", k, m[k]))
	}
	return strings.Join(parts, ", ")
}
