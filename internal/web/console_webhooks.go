package web

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"html/template"
	"net/http"
	"net/url"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The operators' console's "Webhooks" page: the failed webhooks of the
// session's scope, the last to fail first, each with "Send again", as the
// sandbox console offers beside a confirmation. Whoever holds one of the
// account's API keys administers it, so every session of the operators'
// console may use it. Sending again is the API's own resend
// (confirm.ResendDelivery): through the outbox, signed when it is sent,
// under the same limits; the form carries the session's CSRF token like
// every other form of the console.

// failedWebhooksShown is how many failed webhooks the page lists.
const failedWebhooksShown = 50

// webhooksPage is the page's data.
type webhooksPage struct {
	*consolePage
	Rows []webhookRow
	// Sent names the delivery just queued again, for the page to say so.
	Sent    string
	Resends confirm.ResendLimit
	// Nudges is how the team hears of customers waiting, as the account
	// sets it; nil if it could not be read.
	Nudges *nudgeSettings
}

// nudgeSettings are the account's settings of nudges (PATCH /v1/account).
type nudgeSettings struct {
	OperationsEmail *string `json:"operationsEmail"`
	InboxEvents     bool    `json:"inboxEvents"`
	WebhookURL      *string `json:"webhookUrl"`
}

// webhookRow is one failed delivery as the page shows it.
type webhookRow struct {
	ConfirmationID string
	DeliveryID     string
	URL            string
	Attempts       int
	LastAt         time.Time
	LastStatus     int
	LastError      string
}

var webhooksTemplate = template.Must(template.New("webhooks").Funcs(consoleFuncs).ParseFS(templateFS,
	"templates/console_layout.html", "templates/console_webhooks.html"))

// registerWebhooks adds the page to the operators' console.
func (c *Console) registerWebhooks(h func(string, func(http.ResponseWriter, *http.Request))) {
	h("GET /console/webhooks", c.opsAdmin(true, c.failedWebhooks))
	h("POST /console/webhooks/{id}/{delivery}/resend", c.opsChanges(adminOnly(c, c.opsResend)))
}

// failedWebhooks lists the scope's failed webhooks.
func (c *Console) failedWebhooks(w http.ResponseWriter, r *http.Request, u *Developer) {
	c.showWebhooks(w, r, u, http.StatusOK, nil)
}

// showWebhooks writes the page with status and problems.
func (c *Console) showWebhooks(w http.ResponseWriter, r *http.Request, u *Developer, status int, problems []string) {
	ds, err := c.Store.ListFailedDeliveries(r.Context(), u.Scope, failedWebhooksShown)
	if err != nil {
		c.failure(w, r, "listing failed webhooks", err)
		return
	}
	p := u.page("Webhooks")
	p.Problems = problems
	d := &webhooksPage{consolePage: &p, Resends: c.resendLimit()}
	if sent := r.URL.Query().Get("sent"); status == http.StatusOK && sent != "" {
		d.Sent = sent
	}
	if res := c.api(r, u.session, http.MethodGet, "/v1/account", nil); res.OK() {
		var body struct {
			Account nudgeSettings `json:"account"`
		}
		if json.Unmarshal(res.Body, &body) == nil {
			d.Nudges = &body.Account
		}
	}
	for _, dl := range ds {
		row := webhookRow{ConfirmationID: dl.ConfirmationID, DeliveryID: dl.ID, URL: dl.URL, Attempts: len(dl.Attempts)}
		if n := len(dl.Attempts); n > 0 {
			last := dl.Attempts[n-1]
			row.LastAt, row.LastStatus, row.LastError = last.At, last.StatusCode, last.Error
		}
		d.Rows = append(d.Rows, row)
	}
	d.Nonce = rand.Text()
	d.CSRF = d.keys.csrfToken(d.session)
	var b bytes.Buffer
	if err := webhooksTemplate.ExecuteTemplate(&b, "layout", d); err != nil {
		c.logger().Error("operators' console: rendering", "page", "webhooks", "err", err)
		consoleHeaders(w, "")
		http.Error(w, "Something went wrong, please try again.", http.StatusInternalServerError)
		return
	}
	consoleHeaders(w, d.Nonce)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// opsResend sends a failed webhook again and shows the list, which says
// so; a refusal shows the list with the reason.
func (c *Console) opsResend(w http.ResponseWriter, r *http.Request, u *Developer) {
	id, did := r.PathValue("id"), r.PathValue("delivery")
	if _, err := confirm.ResendDelivery(r.Context(), c.Store, u.Scope, id, did, c.now(), c.resendLimit()); err != nil {
		switch confirm.ErrorCode(err) {
		case confirm.ENOTFOUND:
			c.showWebhooks(w, r, u, http.StatusNotFound, []string{"No such webhook delivery of this confirmation."})
		case confirm.ERATELIMIT:
			c.showWebhooks(w, r, u, http.StatusTooManyRequests, []string{confirm.ErrorMessage(err)})
		default:
			c.failure(w, r, "requeueing a delivery", err)
		}
		return
	}
	if c.Sender != nil {
		c.Sender.Kick()
	}
	http.Redirect(w, r, opsPath+"/webhooks?"+url.Values{"sent": {did}}.Encode(), http.StatusSeeOther)
}
