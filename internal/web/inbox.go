package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
)

// The operators' console at /console: the hand-off inbox for the people
// of a retailer's team. It takes a live key as well as a sandbox key (a
// session sees only its key's scope, so a live session never sees a
// sandbox confirmation and a sandbox session never a live one), and it
// has none of the sandbox console's actions (playing the customer,
// advance, create): only the inbox, a confirmation's thread, a reply box
// and the resolution. Its sessions are the sandbox console's (stored,
// ended by sign-out, a key or account change and the idle time-out, and
// their sign-ins throttled) under a cookie of their own, for /console
// only. Everything it changes is an API call with the session's key, so
// it runs the API's own logic.
const (
	opsCookie = "confirmd_ops"
	opsPath   = "/console"
)

// opsPage is what the operators' console adds to a console page.
type opsPage struct {
	Intent  string
	Intents []confirm.Intent
	Items   []opsItem
	Next    string
	// Live is the Inbox page's own address, for its live part to refresh.
	Live string

	Item *opsItem
	// Typed text of a refused form, kept.
	Channel, Text, Author, Status, Signer, Notes, Slot, SlotDate, SlotFrom, SlotTo string

	// The Inbox's order (orderVan or orderWaiting), search, how many
	// waited before the search, and whether more wait than it reads.
	Order, Search string
	Total         int
	Capped        bool

	// The sign-in form: the email typed, and whether an API key is taken
	// too (Console.KeySignIn).
	Email     string
	KeySignIn bool
	// The set-password form: the link's token, and the second factor's
	// new secret, as text, as an otpauth:// address and sealed.
	Setup, TOTPSecret, TOTPURL, TOTPSealed string

	// The admins' Team and Erase pages.
	Team                []*confirm.Operator
	EraseBy, EraseValue string
	// Notice says what an action just did.
	Notice string
	// Waiting is set on a thread whose customer waits for a person now,
	// which may be taken.
	Waiting bool
	// Resolved, on a thread a person resolved, says how and by whom; the
	// resolve form then stays folded away.
	Resolved *resolvedView
}

// resolvedView is how a person resolved a confirmation: "Resolved as
// confirmed by Priya", and just after it was done (Just), whether the
// retailer's system was told (Told: it has a webhook URL).
type resolvedView struct {
	Status     string
	By         string
	Just, Told bool
}

// opsItem is a confirmation as the API writes it, with the fields the
// operators' console shows.
type opsItem struct {
	ID         string           `json:"id"`
	Status     confirm.Status   `json:"status"`
	ExternalID string           `json:"externalId"`
	Sandbox    bool             `json:"sandbox"`
	Customer   confirm.Customer `json:"customer"`
	Order      confirm.Order    `json:"order"`
	Outcome    *confirm.Outcome `json:"outcome"`
	WebhookURL string           `json:"webhookUrl"`
	Events     []opsEvent       `json:"events"`
	// Claim is who took it, for the wait it is in now.
	Claim     *confirm.InboxClaim `json:"-"`
	UpdatedAt string              `json:"updatedAt"`
	Handoff   *struct {
		Since               string    `json:"since"`
		WaitingSeconds      int64     `json:"waitingSeconds"`
		LastCustomerMessage *opsEvent `json:"lastCustomerMessage"`
		HandledBy           string    `json:"handledBy"`
	} `json:"handoff"`
}

type opsEvent struct {
	At      string            `json:"at"`
	Kind    confirm.EventKind `json:"kind"`
	Channel confirm.Channel   `json:"channel"`
	Text    string            `json:"text"`
	Author  string            `json:"author"`
	// Tag and Lang are, for what confirmd sent, the language it was worded
	// in (BCP 47, and its name in English: "Polish"); empty otherwise.
	Tag  string `json:"-"`
	Lang string `json:"-"`
}

// Who says who spoke, for the thread.
func (e opsEvent) Who() string {
	switch {
	case e.Author != "":
		return e.Author
	case e.Kind == confirm.EventIn:
		return "Customer"
	case e.Kind == confirm.EventOut:
		return "confirmd"
	}
	return ""
}

// Line is the kind of line the thread shows an event as: the customer's,
// a person's of the team, or the service's (what confirmd said, what it
// understood, what happened).
func (e opsEvent) Line() string {
	switch {
	case e.Kind == confirm.EventIn:
		return "customer"
	case e.Author != "":
		return "person"
	}
	return "service"
}

// IsEmail reports whether the event is an email confirmd sent, shown as
// a summary that opens.
func (e opsEvent) IsEmail() bool {
	return e.Kind == confirm.EventOut && e.Channel == confirm.ChannelEmail && e.Author == ""
}

// Subject is an email's subject line, or its first line.
func (e opsEvent) Subject() string {
	first, _, _ := strings.Cut(e.Text, "\n")
	return strings.TrimSpace(strings.TrimPrefix(first, "Subject:"))
}

// Body is an email's text without its subject line, its links shortened.
func (e opsEvent) Body() string {
	_, rest, _ := strings.Cut(e.Text, "\n")
	return shortLinks(strings.TrimSpace(rest))
}

// linkPattern finds web addresses in a text.
var linkPattern = regexp.MustCompile(`https?://[^\s<>"]+`)

// shortLinks shows each address of a text by its host and the start of
// its path: the customer's links carry a token that acts for them, which
// a screen, a screenshot or a shoulder must never show whole.
func shortLinks(s string) string {
	return linkPattern.ReplaceAllStringFunc(s, func(link string) string {
		u, err := url.Parse(link)
		if err != nil || u.Host == "" {
			return "[link]"
		}
		path := u.Path
		if len(path) > 3 {
			path = path[:3] + "…"
		}
		return "[link: " + u.Host + path + "]"
	})
}

// When is the event's time, short.
func (e opsEvent) When() string {
	t, err := confirm.ParseTime(e.At)
	if err != nil {
		return e.At
	}
	return t.Format("2 Jan 15:04:05")
}

// Waiting words how long the customer has waited: "4 min", "2 h 05 min".
func (it opsItem) Waiting() string {
	if it.Handoff == nil {
		return ""
	}
	s := it.Handoff.WaitingSeconds
	switch {
	case s < 60:
		return fmt.Sprintf("%d s", s)
	case s < 3600:
		return fmt.Sprintf("%d min", s/60)
	case s < 48*3600:
		return fmt.Sprintf("%d h %02d min", s/3600, s/60%60)
	}
	return fmt.Sprintf("%d days", s/86400)
}

// slotWords words an offered slot.
func slotWords(s confirm.Slot) string {
	return s.Date + ", " + s.Window.From + "-" + s.Window.To
}

func (c *Console) registerInbox(h func(pattern string, fn func(http.ResponseWriter, *http.Request))) {
	h("GET /console", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/console/inbox", http.StatusSeeOther)
	})
	h("GET /console/sign-in", c.opsSignInForm)
	h("POST /console/sign-in", c.opsSignIn)
	h("POST /console/sign-out", c.opsSignOut)
	h("GET /console/set-password", c.setPasswordForm)
	h("POST /console/set-password", c.setPassword)
	h("GET /console/inbox", c.ops(true, c.inboxList))
	h("GET /console/inbox/events", c.ops(false, c.capped(c.inboxEvents)))
	h("GET /console/inbox/{id}", c.ops(true, c.thread))
	h("GET /console/inbox/{id}/events", c.ops(false, c.capped(c.events)))
	h("POST /console/inbox/{id}/messages", c.opsChanges(c.sendMessage))
	h("POST /console/inbox/{id}/resolve", c.opsChanges(c.resolve))
	h("POST /console/inbox/{id}/take", c.opsChanges(c.take))
	h("POST /console/inbox/{id}/release", c.opsChanges(c.release))
}

// ops runs h for a request with a live session of the operators' console;
// anyone else is sent to its sign-in page. active as in withSession.
func (c *Console) ops(active bool, h consoleHandler) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		keys, err := c.sessionKeys(r.Context())
		if err != nil {
			c.failure(w, r, "reading the console secret", err)
			return
		}
		toSignIn := func() { http.Redirect(w, r, "/console/sign-in", http.StatusSeeOther) }
		ck, err := r.Cookie(opsCookie)
		if err != nil {
			toSignIn()
			return
		}
		s, err := keys.openAs(opsCookie, ck.Value, c.now())
		if err != nil {
			toSignIn()
			return
		}
		u, err := c.checkKey(r.Context(), keys, s, active && r.URL.Query().Get("fragment") != "1", true)
		if errors.Is(err, errNoSession) {
			setCookie(w, r, c.SecureCookies, opsCookie, opsPath, "", -1)
			toSignIn()
			return
		}
		if err != nil {
			c.failure(w, r, "looking up the console session", err)
			return
		}
		h(w, r, u)
	}
}

// opsChanges is ops for a POST that changes something: it must carry the
// session's CSRF token.
func (c *Console) opsChanges(h consoleHandler) func(http.ResponseWriter, *http.Request) {
	return c.ops(true, func(w http.ResponseWriter, r *http.Request, u *Developer) {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
		if err := r.ParseForm(); err != nil || !u.keys.checkCSRF(u.session, r.PostForm.Get("csrf")) {
			c.render(w, http.StatusForbidden, "message", &consolePage{
				Developer: u, Ops: &opsPage{}, Title: "This form has expired",
				Lines: []string{"The form did not carry this sign-in's token, so nothing was changed. Reload the page and try again."},
			})
			return
		}
		h(w, r, u)
	})
}

func (c *Console) opsSignInForm(w http.ResponseWriter, r *http.Request) {
	c.render(w, http.StatusOK, "opsignin", &consolePage{Ops: &opsPage{KeySignIn: c.KeySignIn}, Title: "Sign in"})
}

// Messages of the operators' sign-in form.
const msgNoOpsKey = "No API key matches. Check that you pasted the whole key."

func (c *Console) opsSignIn(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
	d := &consolePage{Ops: &opsPage{KeySignIn: c.KeySignIn}, Title: "Sign in"}
	if err := r.ParseForm(); err != nil {
		d.Error = "The form could not be read; please try again."
		c.render(w, http.StatusBadRequest, "opsignin", d)
		return
	}
	if !r.PostForm.Has("key") {
		c.operatorSignIn(w, r, d)
		return
	}
	if !c.KeySignIn {
		d.Error = msgKeysOff
		c.render(w, http.StatusForbidden, "opsignin", d)
		return
	}
	key := strings.TrimSpace(r.PostForm.Get("key"))
	name := strings.TrimSpace(r.PostForm.Get("name"))
	d.Ops.Author = name
	if p := confirm.AuthorProblem("Your name", name); p != "" {
		d.Error = p + "."
		c.render(w, http.StatusBadRequest, "opsignin", d)
		return
	}
	if key == "" || len(key) > maxKeyInput {
		d.Error = msgNoOpsKey
		c.render(w, http.StatusUnauthorized, "opsignin", d)
		return
	}
	k, _, err := c.Store.APIKeyByHash(r.Context(), confirm.HashKey(key))
	switch {
	case confirm.ErrorCode(err) == confirm.ENOTFOUND:
		// A key that matches none counts against the address, as on the
		// sandbox console's sign-in.
		status := http.StatusUnauthorized
		d.Error = msgNoOpsKey
		if c.Throttle != nil && c.Throttle.FailedSignIn(r) {
			status, d.Error = http.StatusTooManyRequests, msgTooMany
		}
		c.render(w, status, "opsignin", d)
		return
	case err != nil:
		c.failure(w, r, "looking up a key at sign-in", err)
		return
	}
	keys, err := c.sessionKeys(r.Context())
	if err != nil {
		c.failure(w, r, "reading the console secret", err)
		return
	}
	s, err := c.startSession(r.Context(), key, k)
	if err != nil {
		c.failure(w, r, "storing a console session", err)
		return
	}
	s.Name = name
	setCookie(w, r, c.SecureCookies, opsCookie, opsPath, keys.sealAs(opsCookie, s), int(sessionTTL/time.Second))
	http.Redirect(w, r, "/console/inbox", http.StatusSeeOther)
}

// opsSignOut ends the session on the server and clears the cookie.
func (c *Console) opsSignOut(w http.ResponseWriter, r *http.Request) {
	keys, err := c.sessionKeys(r.Context())
	if err != nil {
		c.failure(w, r, "reading the console secret", err)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
	r.ParseForm()
	if ck, err := r.Cookie(opsCookie); err == nil {
		if s, err := keys.openAs(opsCookie, ck.Value, c.now()); err == nil {
			if !keys.checkCSRF(s, r.PostForm.Get("csrf")) {
				c.render(w, http.StatusForbidden, "message", &consolePage{Ops: &opsPage{}, Title: "This form has expired",
					Lines: []string{"The form did not carry this sign-in's token, so you are still signed in. Reload the page and try again."}})
				return
			}
			if err := c.Store.DeleteConsoleSession(r.Context(), s.idHash()); err != nil {
				c.failure(w, r, "ending a console session", err)
				return
			}
			c.init()
			c.streams.endSession(s.idHash())
		}
	}
	setCookie(w, r, c.SecureCookies, opsCookie, opsPath, "", -1)
	http.Redirect(w, r, "/console/sign-in", http.StatusSeeOther)
}

// inboxShown is how many waiting confirmations the Inbox reads, to order
// and search them: the queue of people waiting for a person, which a team
// keeps short. Past it the page says that only these are shown.
const inboxShown = 500

// The Inbox's orders: the van that leaves first (the booked window's
// start, soonest first), or the customer who has waited longest (the
// API's order).
const (
	orderVan     = "van"
	orderWaiting = "waiting"
)

// inboxList shows the queue, the van that leaves first at the top unless
// asked for the longest waiting first, narrowed by reason and search.
func (c *Console) inboxList(w http.ResponseWriter, r *http.Request, u *Developer) {
	q := r.URL.Query()
	d := &consolePage{Developer: u, Title: "Inbox", Ops: &opsPage{Intent: q.Get("intent"), Intents: confirm.Intents,
		Order: q.Get("order"), Search: strings.TrimSpace(q.Get("q"))}}
	if d.Ops.Order != orderWaiting {
		d.Ops.Order = orderVan
	}
	if !c.inboxLive(w, r, u, d) {
		return
	}
	v := url.Values{"limit": {"100"}}
	if d.Ops.Intent != "" {
		v.Set("intent", d.Ops.Intent)
	}
	var items []opsItem
	for len(items) < inboxShown {
		res := c.api(r, u.session, http.MethodGet, "/v1/inbox?"+v.Encode(), nil)
		if !res.OK() {
			d.Problems = res.Problems()
			c.render(w, res.Status, "inbox", d)
			return
		}
		var out struct {
			Confirmations []opsItem `json:"confirmations"`
			NextCursor    *string   `json:"nextCursor"`
		}
		if err := json.Unmarshal(res.Body, &out); err != nil {
			c.failure(w, r, "reading the API's inbox", err)
			return
		}
		items = append(items, out.Confirmations...)
		if out.NextCursor == nil {
			break
		}
		v.Set("cursor", *out.NextCursor)
	}
	if len(items) >= inboxShown {
		items, d.Ops.Capped = items[:inboxShown], true
	}
	d.Ops.Total = len(items)
	claims, err := c.Store.InboxClaims(r.Context(), u.Scope.AccountID)
	if err != nil {
		c.failure(w, r, "reading who took what", err)
		return
	}
	for i := range items {
		if cl := claims[items[i].ID]; cl != nil && items[i].Handoff != nil && cl.Since == items[i].Handoff.Since {
			items[i].Claim = cl
		}
	}
	if d.Ops.Search != "" {
		items = slices.DeleteFunc(items, func(it opsItem) bool { return !it.matches(d.Ops.Search) })
	}
	if d.Ops.Order == orderVan {
		slices.SortStableFunc(items, func(a, b opsItem) int { return a.vanLeaves().Compare(b.vanLeaves()) })
	}
	d.Ops.Items = items
	c.render(w, http.StatusOK, "inbox", d)
}

// vanLeaves is when the booked window starts, in its time zone; the zero
// time (first) when it cannot be read.
func (it opsItem) vanLeaves() time.Time {
	loc, err := time.LoadLocation(it.Order.Timezone)
	if err != nil {
		loc = time.UTC
	}
	t, err := time.ParseInLocation("2006-01-02 15:04", it.Order.Date+" "+it.Order.Window.From, loc)
	if err != nil {
		return time.Time{}
	}
	return t
}

// matches reports whether the search s finds it: in the customer's name,
// email, order reference or external id (case aside), or, for a search
// with digits, in the phone number (spaces and signs aside).
func (it opsItem) matches(s string) bool {
	low := strings.ToLower(s)
	for _, f := range []string{it.Customer.Name, it.Customer.Email, it.Order.Ref, it.ExternalID, it.ID} {
		if f != "" && strings.Contains(strings.ToLower(f), low) {
			return true
		}
	}
	digits := func(x string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, x)
	}
	if d := digits(s); len(d) >= 3 && it.Customer.Phone != "" {
		p := digits(it.Customer.Phone)
		return strings.Contains(p, d) || strings.HasPrefix(d, "0") && strings.HasSuffix(p, d[1:])
	}
	return false
}

// Booked words the booked day and window: "Tue 2026-11-24, 08:00-12:00".
func (it opsItem) Booked() string {
	day := it.Order.Date
	if t, err := time.Parse(time.DateOnly, it.Order.Date); err == nil {
		day = t.Format("Mon 2006-01-02")
	}
	return day + ", " + it.Order.Window.From + "-" + it.Order.Window.To
}

// ItemWords lists the order's items: "Sofa, 2 x Chair".
func (it opsItem) ItemWords() string {
	var parts []string
	for _, i := range it.Order.Items {
		if i.Qty > 1 {
			parts = append(parts, strconv.Itoa(i.Qty)+" x "+i.Name)
		} else {
			parts = append(parts, i.Name)
		}
	}
	return strings.Join(parts, ", ")
}

// thread shows one confirmation's conversation, the reply box and the
// resolution; with ?fragment=1 only its live part.
func (c *Console) thread(w http.ResponseWriter, r *http.Request, u *Developer) {
	c.threadWith(w, r, u, http.StatusOK, nil, &opsPage{Author: u.Name, Channel: "sms"})
}

func (c *Console) threadWith(w http.ResponseWriter, r *http.Request, u *Developer, status int, problems []string, ops *opsPage) {
	id := r.PathValue("id")
	res := c.api(r, u.session, http.MethodGet, "/v1/confirmations/"+pathEscape(id), nil)
	if !res.OK() {
		title := "Could not load it"
		lines := res.Problems()
		if res.Status == http.StatusNotFound {
			title, lines = "Not found", []string{"No confirmation " + id + " for this key."}
		}
		c.render(w, res.Status, "message", &consolePage{Developer: u, Ops: &opsPage{}, Title: title, Lines: lines})
		return
	}
	var out struct {
		Confirmation opsItem `json:"confirmation"`
	}
	if err := json.Unmarshal(res.Body, &out); err != nil {
		c.failure(w, r, "reading the API's confirmation", err)
		return
	}
	conf, err := c.Store.GetConfirmation(r.Context(), u.Scope, id)
	if err != nil {
		c.failure(w, r, "reading a confirmation", err)
		return
	}
	ds, err := c.Store.ListDeliveries(r.Context(), u.Scope, id)
	if err != nil {
		c.failure(w, r, "listing deliveries", err)
		return
	}
	ops.Item = &out.Confirmation
	if len(ops.Item.Events) == len(conf.Events) {
		// the language each of confirmd's messages was sent in
		for i := range ops.Item.Events {
			if e := &ops.Item.Events[i]; e.Kind == confirm.EventOut && e.Author == "" {
				e.Tag = dialogue.EventLanguage(conf, i)
				e.Lang = dialogue.LanguageName(e.Tag)
			}
		}
	}
	ops.Waiting = conf.Handoff.WaitingSince != ""
	if ops.Waiting {
		claims, err := c.Store.InboxClaims(r.Context(), u.Scope.AccountID)
		if err != nil {
			c.failure(w, r, "reading who took what", err)
			return
		}
		if cl := claims[id]; cl != nil && cl.Since == conf.Handoff.WaitingSince {
			ops.Item.Claim = cl
		}
	}
	if o := out.Confirmation.Outcome; o != nil && o.ResolvedBy != "" && !out.Confirmation.Status.Open() && out.Confirmation.Status != confirm.StatusActionNeeded {
		ops.Resolved = &resolvedView{Status: strings.ReplaceAll(string(out.Confirmation.Status), "_", " "), By: o.ResolvedBy,
			Just: r.URL.Query().Get("resolved") == "1", Told: out.Confirmation.WebhookURL != ""}
	}
	d := &consolePage{Developer: u, Ops: ops, Title: shownPlain(out.Confirmation.Customer.Name), Problems: problems,
		Version: version(conf, ds), Fragment: r.URL.Query().Get("fragment") == "1"}
	c.render(w, status, "thread", d)
}

// opsAct makes an API call for the thread's confirmation: after a 303 on
// success, the thread again; at once with the API's problems otherwise,
// the form as it was typed.
func (c *Console) opsAct(w http.ResponseWriter, r *http.Request, u *Developer, path string, body any, typed *opsPage) {
	id := r.PathValue("id")
	res := c.api(r, u.session, http.MethodPost, "/v1/confirmations/"+pathEscape(id)+path, body)
	if !res.OK() {
		c.threadWith(w, r, u, res.Status, res.Problems(), typed)
		return
	}
	http.Redirect(w, r, "/console/inbox/"+pathEscape(id), http.StatusSeeOther)
}

// sendMessage writes to the customer as the signed-in operator.
func (c *Console) sendMessage(w http.ResponseWriter, r *http.Request, u *Developer) {
	f := r.PostForm
	typed := &opsPage{Channel: f.Get("channel"), Text: f.Get("text"), Author: strings.TrimSpace(f.Get("author"))}
	body := map[string]string{"channel": typed.Channel, "text": typed.Text}
	if typed.Author != "" {
		body["author"] = typed.Author
	}
	c.opsAct(w, r, u, "/messages", body, typed)
}

// Problems of the resolve form, which the console checks before the API:
// the form has nothing chosen, so that nobody records an outcome the
// customer never gave by pressing Resolve after typing a note.
const (
	msgNoOutcome = "Choose an outcome: confirmed (the customer, or someone else), rescheduled or cancelled. Nothing was recorded."
	msgNoSigner  = "Give the name of the person who will be in and sign (Confirmed: someone else will be in)."
	msgNoSlot    = "Choose the new slot: one of those offered, or \"Another slot\" with its date and times (Rescheduled)."
)

// resolve records what the operator agreed with the customer.
func (c *Console) resolve(w http.ResponseWriter, r *http.Request, u *Developer) {
	f := r.PostForm
	g := func(k string) string { return strings.TrimSpace(f.Get(k)) }
	typed := &opsPage{Channel: "sms", Author: g("author"), Status: g("status"), Signer: g("signerName"), Notes: f.Get("notes"),
		Slot: g("slot"), SlotDate: g("slotDate"), SlotFrom: g("slotFrom"), SlotTo: g("slotTo")}
	var problem string
	switch typed.Status {
	case string(confirm.StatusConfirmed), string(confirm.StatusCancelled):
	case "confirmed_other":
		if typed.Signer == "" {
			problem = msgNoSigner
		}
	case string(confirm.StatusRescheduled):
		if typed.Slot == "" || typed.Slot == "other" && typed.SlotDate == "" && typed.SlotFrom == "" && typed.SlotTo == "" {
			problem = msgNoSlot
		}
	default:
		problem = msgNoOutcome
	}
	if problem != "" {
		if u.Name != "" && typed.Author == "" {
			typed.Author = u.Name
		}
		c.threadWith(w, r, u, http.StatusBadRequest, []string{problem}, typed)
		return
	}
	body := map[string]any{"status": typed.Status}
	put := func(k, v string) {
		if v != "" {
			body[k] = v
		}
	}
	put("author", typed.Author)
	put("notes", strings.TrimSpace(typed.Notes))
	if typed.Status == "confirmed_other" {
		body["status"] = confirm.StatusConfirmed
		body["intent"] = confirm.IntentAlternateSigner
		body["signerName"] = typed.Signer
	}
	if typed.Status == string(confirm.StatusRescheduled) {
		switch typed.Slot {
		case "other":
			body["slot"] = map[string]any{"date": typed.SlotDate, "window": map[string]any{"from": typed.SlotFrom, "to": typed.SlotTo}}
		default:
			// An offered slot, by its index: read again through the API,
			// so that it is the slot the confirmation offers now.
			res := c.api(r, u.session, http.MethodGet, "/v1/confirmations/"+pathEscape(r.PathValue("id")), nil)
			var out struct {
				Confirmation opsItem `json:"confirmation"`
			}
			n, err := strconv.Atoi(typed.Slot)
			if !res.OK() || json.Unmarshal(res.Body, &out) != nil || err != nil || n < 0 || n >= len(out.Confirmation.Order.RescheduleOptions) {
				c.threadWith(w, r, u, http.StatusBadRequest, []string{msgNoSlot}, typed)
				return
			}
			body["slot"] = out.Confirmation.Order.RescheduleOptions[n]
		}
	}
	id := r.PathValue("id")
	res := c.api(r, u.session, http.MethodPost, "/v1/confirmations/"+pathEscape(id)+"/resolve", body)
	if !res.OK() {
		c.threadWith(w, r, u, res.Status, res.Problems(), typed)
		return
	}
	http.Redirect(w, r, "/console/inbox/"+pathEscape(id)+"?resolved=1", http.StatusSeeOther)
}

// intentWords words an outcome's intent for people: the inbox's reasons
// and the thread's outcome.
func intentWords(i confirm.Intent) string {
	switch i {
	case confirm.IntentWillBeIn:
		return "will be in"
	case confirm.IntentAlternateSigner:
		return "someone else will sign"
	case confirm.IntentReschedule:
		return "moved to another slot"
	case confirm.IntentDifferentDay:
		return "can't do that day"
	case confirm.IntentCancel:
		return "cancelled"
	case confirm.IntentWrongPerson:
		return "not the right person"
	case confirm.IntentOptOut:
		return "asked not to be contacted"
	case confirm.IntentWantsHuman:
		return "asked for a person"
	case confirm.IntentUnclear:
		return "answer not understood"
	case confirm.IntentNoAnswer:
		return "no answer"
	}
	return strings.ReplaceAll(string(i), "_", " ")
}

// hasAuthor reports whether a summary names its author already ("...
// (agreed with Priya)"), so that the name is not shown twice; with no
// author there is nothing to add either.
func hasAuthor(summary, author string) bool {
	return author == "" || strings.Contains(summary, "(agreed with "+author+")")
}

// take records that the signed-in person has taken a waiting customer, so
// that the Inbox and the thread say who answers them.
func (c *Console) take(w http.ResponseWriter, r *http.Request, u *Developer) {
	id := r.PathValue("id")
	conf, err := c.Store.GetConfirmation(r.Context(), u.Scope, id)
	if confirm.ErrorCode(err) == confirm.ENOTFOUND {
		c.render(w, http.StatusNotFound, "message", &consolePage{Developer: u, Ops: &opsPage{}, Title: "Not found", Lines: []string{"No confirmation " + id + " for this sign-in."}})
		return
	}
	if err != nil {
		c.failure(w, r, "reading a confirmation", err)
		return
	}
	switch {
	case conf.Handoff.WaitingSince == "":
		c.threadWith(w, r, u, http.StatusConflict, []string{"Nobody waits here now, so there is nothing to take."}, &opsPage{Author: u.Name, Channel: "sms"})
		return
	case u.Name == "":
		c.threadWith(w, r, u, http.StatusBadRequest, []string{"Sign in with your name to take a customer: the others see who took it."}, &opsPage{Channel: "sms"})
		return
	}
	cl := &confirm.InboxClaim{ConfirmationID: id, AccountID: u.Scope.AccountID, By: u.Name, Since: conf.Handoff.WaitingSince, At: c.now()}
	if u.Operator != nil {
		cl.OperatorID = u.Operator.ID
	}
	if err := c.Store.ClaimInbox(r.Context(), cl); err != nil {
		c.failure(w, r, "taking a confirmation", err)
		return
	}
	http.Redirect(w, r, "/console/inbox/"+pathEscape(id), http.StatusSeeOther)
}

// release lets a taken customer go, for anyone to take.
func (c *Console) release(w http.ResponseWriter, r *http.Request, u *Developer) {
	id := r.PathValue("id")
	if err := c.Store.ReleaseInbox(r.Context(), u.Scope.AccountID, id); err != nil {
		c.failure(w, r, "letting a confirmation go", err)
		return
	}
	http.Redirect(w, r, "/console/inbox/"+pathEscape(id), http.StatusSeeOther)
}
