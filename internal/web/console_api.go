package web

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// apiResult is what an in-process API call answered.
type apiResult struct {
	Status int
	Body   []byte
}

// Problems returns the API's error messages: the list of {"errors"}, or
// the one {"error"}.
func (a apiResult) Problems() []string {
	var e struct {
		Errors []string `json:"errors"`
		Error  string   `json:"error"`
	}
	json.Unmarshal(a.Body, &e)
	if len(e.Errors) > 0 {
		return e.Errors
	}
	if e.Error != "" {
		return []string{e.Error}
	}
	return []string{http.StatusText(a.Status)}
}

// OK reports a 2xx answer.
func (a apiResult) OK() bool { return a.Status >= 200 && a.Status < 300 }

// recorder is the ResponseWriter of an in-process API call.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.header }
func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(b)
}
func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
}

// api calls the REST API in-process as the signed-in key would over HTTP:
// the same authentication, validation, rate limit (the browser's address
// is the client's) and scoping, so the console can do nothing the key
// could not.
func (c *Console) api(r *http.Request, s session, method, path string, body any) apiResult {
	var rd io.Reader = http.NoBody
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	ctx := r.Context()
	if s.op != nil {
		ctx = confirm.WithOperator(ctx, s.op)
	}
	req, err := http.NewRequestWithContext(ctx, method, path, rd)
	if err != nil {
		return apiResult{Status: http.StatusInternalServerError, Body: []byte(`{"error":"internal error"}`)}
	}
	req.RemoteAddr = r.RemoteAddr
	req.Host = r.Host
	if s.op == nil {
		req.Header.Set("Authorization", "Bearer "+s.Key)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	// The rate limit believes X-Forwarded-For only from trusted proxies;
	// passing it on keeps that judgement the API's.
	if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
		req.Header["X-Forwarded-For"] = xff
	}
	rec := &recorder{header: http.Header{}}
	c.API.ServeHTTP(rec, req)
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	return apiResult{Status: rec.status, Body: rec.body.Bytes()}
}

// apiConfirmation is a confirmation as the API writes it. The domain type
// keeps its times out of JSON, so they are read here and put back.
type apiConfirmation struct {
	ID           string           `json:"id"`
	Status       confirm.Status   `json:"status"`
	ExternalID   string           `json:"externalId"`
	Sandbox      bool             `json:"sandbox"`
	Brand        *confirm.Brand   `json:"brand"`
	Customer     confirm.Customer `json:"customer"`
	Order        confirm.Order    `json:"order"`
	Cadence      confirm.Cadence  `json:"cadence"`
	WebhookURL   string           `json:"webhookUrl"`
	Outcome      *confirm.Outcome `json:"outcome"`
	CancelReason string           `json:"cancelReason"`
	RedactedAt   string           `json:"redactedAt"`
	CreatedAt    string           `json:"createdAt"`
	UpdatedAt    string           `json:"updatedAt"`
	Steps        []struct {
		Channel  confirm.Channel   `json:"channel"`
		State    confirm.StepState `json:"state"`
		DueAt    string            `json:"dueAt"`
		Attempts int               `json:"attempts"`
	} `json:"steps"`
	Events []struct {
		At      string            `json:"at"`
		Kind    confirm.EventKind `json:"kind"`
		Channel confirm.Channel   `json:"channel"`
		Text    string            `json:"text"`
	} `json:"events"`
}

func parseTime(s string) time.Time {
	t, _ := confirm.ParseTime(s)
	return t
}

func (a *apiConfirmation) domain() *confirm.Confirmation {
	c := &confirm.Confirmation{
		ID: a.ID, Status: a.Status, ExternalID: a.ExternalID, Sandbox: a.Sandbox, Brand: a.Brand,
		Customer: a.Customer, Order: a.Order, Cadence: a.Cadence, WebhookURL: a.WebhookURL,
		Outcome: a.Outcome, CancelReason: a.CancelReason,
		CreatedAt: parseTime(a.CreatedAt), UpdatedAt: parseTime(a.UpdatedAt),
		RedactedAt: parseTime(a.RedactedAt),
	}
	for _, s := range a.Steps {
		c.Steps = append(c.Steps, confirm.Step{Channel: s.Channel, State: s.State, DueAt: parseTime(s.DueAt), Attempts: s.Attempts})
	}
	for _, e := range a.Events {
		c.Events = append(c.Events, confirm.Event{At: parseTime(e.At), Kind: e.Kind, Channel: e.Channel, Text: e.Text})
	}
	return c
}

// getConfirmation reads one confirmation through the API.
func (c *Console) getConfirmation(r *http.Request, s session, id string) (*confirm.Confirmation, apiResult) {
	res := c.api(r, s, http.MethodGet, "/v1/confirmations/"+pathEscape(id), nil)
	if !res.OK() {
		return nil, res
	}
	return decodeOne(res)
}

func decodeOne(res apiResult) (*confirm.Confirmation, apiResult) {
	var out struct {
		Confirmation apiConfirmation `json:"confirmation"`
	}
	if err := json.Unmarshal(res.Body, &out); err != nil || out.Confirmation.ID == "" {
		return nil, apiResult{Status: http.StatusInternalServerError, Body: []byte(`{"error":"the API's answer could not be read"}`)}
	}
	return out.Confirmation.domain(), res
}

// pathEscape keeps an id typed into the search box from reaching another
// API path.
func pathEscape(id string) string {
	return url.PathEscape(id)
}
