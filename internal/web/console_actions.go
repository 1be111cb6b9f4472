package web

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// createForm holds the create form's fields as typed, so that a refused
// form comes back as it was left.
type createForm struct {
	ExternalID, Name, Phone, Email                   string
	Date, From, To, Timezone, Item, Qty, Ref         string
	Line1, City, Postcode                            string
	Opt1Date, Opt1From, Opt1To, Opt2Date, Opt2From   string
	Opt2To, Cadence, WebhookURL, BrandName, BrandHex string
}

// defaultForm is a demo that runs from email to call in under five
// minutes, for a date a few days ahead in the default zone.
func defaultForm(now time.Time) createForm {
	loc, err := time.LoadLocation("Europe/London")
	if err != nil {
		loc = time.UTC
	}
	day := func(n int) string { return now.In(loc).AddDate(0, 0, n).Format("2006-01-02") }
	return createForm{
		ExternalID: "SO-" + strconv.FormatInt(now.Unix()%100000, 10),
		Name:       "Jane Smith", Phone: "+447400123456", Email: "jane@example.com",
		Date: day(3), From: "08:00", To: "12:00", Timezone: "Europe/London",
		Item: "Sofa", Qty: "1", Ref: "A-1",
		Line1: "1 High St", City: "Leeds", Postcode: "LS1 1AA",
		Opt1Date: day(4), Opt1From: "12:00", Opt1To: "16:00",
		Opt2Date: day(5), Opt2From: "08:00", Opt2To: "12:00",
		Cadence: "demo", BrandName: "Acme Home", BrandHex: "#0A7F5A",
	}
}

func (f *createForm) read(r *http.Request) {
	g := func(k string) string { return strings.TrimSpace(r.PostForm.Get(k)) }
	*f = createForm{
		ExternalID: g("externalId"), Name: g("name"), Phone: g("phone"), Email: g("email"),
		Date: g("date"), From: g("from"), To: g("to"), Timezone: g("timezone"), Item: g("item"), Qty: g("qty"), Ref: g("ref"),
		Line1: g("line1"), City: g("city"), Postcode: g("postcode"),
		Opt1Date: g("opt1Date"), Opt1From: g("opt1From"), Opt1To: g("opt1To"),
		Opt2Date: g("opt2Date"), Opt2From: g("opt2From"), Opt2To: g("opt2To"),
		Cadence: g("cadence"), WebhookURL: g("webhookUrl"), BrandName: g("brandName"), BrandHex: g("brandColor"),
	}
}

// body is the create request. Empty fields are left out so the API's own
// rules (required, defaults) decide, and its messages name the field.
func (f *createForm) body() map[string]any {
	put := func(m map[string]any, k, v string) {
		if v != "" {
			m[k] = v
		}
	}
	b := map[string]any{}
	put(b, "externalId", f.ExternalID)
	put(b, "cadence", f.Cadence)
	put(b, "webhookUrl", f.WebhookURL)
	cust := map[string]any{}
	put(cust, "name", f.Name)
	put(cust, "phone", f.Phone)
	put(cust, "email", f.Email)
	b["customer"] = cust
	ord := map[string]any{}
	put(ord, "ref", f.Ref)
	put(ord, "date", f.Date)
	put(ord, "timezone", f.Timezone)
	ord["window"] = map[string]any{"from": f.From, "to": f.To}
	item := map[string]any{"name": f.Item}
	if f.Qty != "" {
		if n, err := strconv.Atoi(f.Qty); err == nil {
			item["qty"] = n
		} else {
			item["qty"] = f.Qty // the API says what is wrong with it
		}
	}
	ord["items"] = []any{item}
	addr := map[string]any{}
	put(addr, "line1", f.Line1)
	put(addr, "city", f.City)
	put(addr, "postcode", f.Postcode)
	if len(addr) > 0 {
		ord["address"] = addr
	}
	var opts []any
	for _, o := range [][3]string{{f.Opt1Date, f.Opt1From, f.Opt1To}, {f.Opt2Date, f.Opt2From, f.Opt2To}} {
		if o[0] != "" || o[1] != "" || o[2] != "" {
			opts = append(opts, map[string]any{"date": o[0], "window": map[string]any{"from": o[1], "to": o[2]}})
		}
	}
	if len(opts) > 0 {
		ord["rescheduleOptions"] = opts
	}
	b["order"] = ord
	if f.BrandName != "" || f.BrandHex != "" {
		br := map[string]any{}
		put(br, "name", f.BrandName)
		if f.BrandHex != "" {
			br["colors"] = map[string]any{"primary": f.BrandHex}
		}
		b["brand"] = br
	}
	return b
}

func (c *Console) newForm(w http.ResponseWriter, r *http.Request, u *Developer) {
	d := &consolePage{Developer: u, Title: "New confirmation", Form: defaultForm(c.now())}
	c.fillCreatesLeft(r, u, d)
	c.render(w, http.StatusOK, "new", d)
}

func (c *Console) create(w http.ResponseWriter, r *http.Request, u *Developer) {
	d := &consolePage{Developer: u, Title: "New confirmation"}
	d.Form.read(r)
	res := c.api(r, u.session, http.MethodPost, "/v1/confirmations", d.Form.body())
	if !res.OK() {
		d.Problems = res.Problems()
		c.fillCreatesLeft(r, u, d)
		c.render(w, res.Status, "new", d)
		return
	}
	conf, res := decodeOne(res)
	if conf == nil {
		d.Problems = res.Problems()
		c.render(w, res.Status, "new", d)
		return
	}
	http.Redirect(w, r, "/sandbox/confirmations/"+pathEscape(conf.ID), http.StatusSeeOther)
}

// show renders one confirmation: the whole page, or with ?fragment=1 only
// its live part.
func (c *Console) show(w http.ResponseWriter, r *http.Request, u *Developer) {
	c.showWith(w, r, u, http.StatusOK, nil)
}

// showWith renders the page with the problems of a refused action, if
// any.
func (c *Console) showWith(w http.ResponseWriter, r *http.Request, u *Developer, status int, problems []string) {
	id := r.PathValue("id")
	conf, res := c.getConfirmation(r, u.session, id)
	if conf == nil {
		if res.Status == http.StatusNotFound {
			c.render(w, http.StatusNotFound, "message", &consolePage{Developer: u, Title: "Not found",
				Lines: []string{"No confirmation " + id + " in this sandbox account."}})
			return
		}
		c.render(w, res.Status, "message", &consolePage{Developer: u, Title: "Could not load it", Lines: res.Problems()})
		return
	}
	ds, err := c.Store.ListDeliveries(r.Context(), u.Scope, conf.ID)
	if err != nil {
		c.failure(w, r, "listing deliveries", err)
		return
	}
	d := showPage(u, conf, ds, c.now())
	d.HistoryDays = int(c.DeliveryHistory / (24 * time.Hour))
	d.Resends = c.resendLimit()
	d.Problems = problems
	d.Fragment = r.URL.Query().Get("fragment") == "1"
	c.render(w, status, "show", d)
}

// act runs an API call for the page's confirmation and shows the page
// again: after a 303 on success, so a reload does not post twice; at once
// with the API's problems otherwise.
func (c *Console) act(w http.ResponseWriter, r *http.Request, u *Developer, path string, body any) {
	id := r.PathValue("id")
	res := c.api(r, u.session, http.MethodPost, "/v1"+path, body)
	if !res.OK() {
		c.showWith(w, r, u, res.Status, res.Problems())
		return
	}
	http.Redirect(w, r, "/sandbox/confirmations/"+pathEscape(id), http.StatusSeeOther)
}

func (c *Console) advance(w http.ResponseWriter, r *http.Request, u *Developer) {
	c.act(w, r, u, "/confirmations/"+pathEscape(r.PathValue("id"))+"/advance", nil)
}

func (c *Console) cancel(w http.ResponseWriter, r *http.Request, u *Developer) {
	var body any
	if reason := strings.TrimSpace(r.PostForm.Get("reason")); reason != "" {
		body = map[string]string{"reason": reason}
	}
	c.act(w, r, u, "/confirmations/"+pathEscape(r.PathValue("id"))+"/cancel", body)
}

// reply plays the customer through the sandbox reply API, in its shapes.
func (c *Console) reply(w http.ResponseWriter, r *http.Request, u *Developer) {
	f := r.PostForm
	body := map[string]any{"channel": f.Get("channel")}
	switch f.Get("channel") {
	case "email":
		body["choice"] = f.Get("choice")
		if f.Get("choice") == confirm.ChoiceSomeoneElse {
			body["signerName"] = f.Get("signerName")
		}
		if v := f.Get("slot"); f.Get("choice") == confirm.ChoiceDifferentDay && v != "" && v != "none" {
			if n, err := strconv.Atoi(v); err == nil {
				body["slot"] = n
			}
		}
	case "sms":
		body["text"] = f.Get("text")
	case "call":
		if f.Has("ringOut") {
			body["answered"] = false
		} else {
			body["text"] = f.Get("text")
		}
	}
	c.act(w, r, u, "/sandbox/confirmations/"+pathEscape(r.PathValue("id"))+"/reply", body)
}

// resend makes a webhook delivery pending again and wakes the sender; the
// new attempt appears on the page when it is recorded. Resends are limited
// (see resendLimit), whatever the process that counts them.
func (c *Console) resend(w http.ResponseWriter, r *http.Request, u *Developer) {
	id := r.PathValue("id")
	// Through the API first, so that an id of another account is 404 here
	// exactly as it would be there.
	if _, res := c.getConfirmation(r, u.session, id); !res.OK() {
		c.showWith(w, r, u, res.Status, res.Problems())
		return
	}
	did := r.PathValue("delivery")
	gone := []string{"No such webhook delivery of this confirmation."}
	if _, err := confirm.ResendDelivery(r.Context(), c.Store, u.Scope, id, did, c.now(), c.resendLimit()); err != nil {
		switch confirm.ErrorCode(err) {
		case confirm.ENOTFOUND:
			// Not of this confirmation, or deleted by the janitor since.
			c.showWith(w, r, u, http.StatusNotFound, gone)
		case confirm.ERATELIMIT:
			// 429, as the API answers a limit, for a script that posts
			// the form; the page says when the next one is allowed.
			c.showWith(w, r, u, http.StatusTooManyRequests, []string{confirm.ErrorMessage(err)})
		default:
			c.failure(w, r, "requeueing a delivery", err)
		}
		return
	}
	if c.Sender != nil {
		c.Sender.Kick()
	}
	http.Redirect(w, r, "/sandbox/confirmations/"+pathEscape(id), http.StatusSeeOther)
}

// resendLimit is the console's ResendLimit, or the default.
func (c *Console) resendLimit() confirm.ResendLimit {
	if c.ResendLimit == (confirm.ResendLimit{}) {
		return confirm.DefaultResendLimit
	}
	return c.ResendLimit
}

// events streams a line whenever the confirmation or its deliveries change
// (see stream).
func (c *Console) events(w http.ResponseWriter, r *http.Request, u *Developer) {
	id := r.PathValue("id")
	if _, err := c.Store.GetConfirmation(r.Context(), u.Scope, id); err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	c.stream(w, r, u, "confirmation|"+scopeKey(u.Scope)+"|"+id, func(ctx context.Context) (string, error) {
		conf, err := c.Store.GetConfirmation(ctx, u.Scope, id)
		if err != nil {
			return "", err
		}
		ds, err := c.Store.ListDeliveries(ctx, u.Scope, id)
		if err != nil {
			return "", err
		}
		return version(conf, ds), nil
	})
}
