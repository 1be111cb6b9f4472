package web

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
)

// Replier applies a customer's answer (the engine implements it).
type Replier interface {
	Reply(ctx context.Context, scope confirm.Scope, id string, r confirm.Reply) (*confirm.Confirmation, error)
}

// Getter reads one confirmation (the store implements it).
type Getter interface {
	GetConfirmation(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error)
}

// Pages serves the pages behind the email's links. The signed token in the
// URL is the customer's only credential; it names the confirmation, its
// account and the choice tapped.
type Pages struct {
	Secret  []byte // the key tokens are signed with; see SignToken
	Store   Getter
	Replier Replier
	Logger  *slog.Logger // nil discards
	// Clock tells when links have expired (see linkDays); nil means the
	// wall clock.
	Clock clock.Clock
}

// Register adds the customer pages to mux: GET shows a choice and never
// changes anything, because mail scanners and link previews fetch every
// link in an email; only the POST of the page's own form answers.
func (p *Pages) Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /c/{token}", p.show)
	mux.HandleFunc("POST /c/{token}", p.answer)
}

// Limits on what the customer sends.
const (
	maxNameLen  = 100     // characters of a signer's name
	maxFormSize = 8 << 10 // bytes of a form body; ours are a few hundred
)

// crossOrigin refuses a form that a browser says another site sent.
var crossOrigin = http.NewCrossOriginProtection()

var pageCSS = func() template.CSS {
	b, err := templateFS.ReadFile("templates/page.css")
	if err != nil {
		panic(err)
	}
	return template.CSS(b)
}()

var pageTemplates = map[string]*template.Template{
	"choice":  pageTemplate("choice"),
	"decided": pageTemplate("decided"),
	"problem": pageTemplate("problem"),
}

func pageTemplate(name string) *template.Template {
	return template.Must(template.New(name).Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html"))
}

// page is what every customer page template is given.
type page struct {
	order
	palette
	Nonce     string
	CSS       template.CSS
	Title     string
	BrandName string // as given, possibly empty
	Brand     string // dialogue.Brand, for sentences
	Support   string
	Sandbox   bool
	Error     string
	// T is the pages' wording in the customer's language, Lang that
	// language for <html lang>.
	T    dialogue.PageWords
	Lang string

	// An open confirmation's form.
	Choice      string
	Token       string
	MaxName     int
	SignerName  string
	Slots       []slotOption
	NoneChecked bool
	Others      []otherChoice

	// A closed confirmation's decision.
	Decision decision

	// A problem page's explanation.
	Lines []string
}

type slotOption struct {
	Value, Label string
	Checked      bool
}

type otherChoice struct{ Label, Href string }

type decision struct{ Heading, Message, Next string }

// show answers GET /c/{token}: the form for the choice while the
// confirmation is open, what was decided once it has closed.
func (p *Pages) show(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("token")
	tok, err := ParseToken(p.Secret, raw)
	if err != nil {
		p.invalid(w)
		return
	}
	c, err := p.Store.GetConfirmation(r.Context(), scopeOf(tok), tok.ConfirmationID)
	if err != nil {
		p.fail(w, r, tok, err)
		return
	}
	if linksExpired(c, p.now()) {
		p.expired(w, c)
		return
	}
	if !c.Status.Open() {
		p.render(w, http.StatusOK, "decided", p.decidedPage(c))
		return
	}
	p.render(w, http.StatusOK, "choice", p.choicePage(c, tok, raw))
}

// answer answers POST /c/{token}: it checks the form and hands the answer
// to the Replier, then sends the browser back to GET, so that a reload
// does not post again and the page shows the decision.
func (p *Pages) answer(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("token")
	tok, err := ParseToken(p.Secret, raw)
	if err != nil {
		p.invalid(w)
		return
	}
	ctx := r.Context()
	c, err := p.Store.GetConfirmation(ctx, scopeOf(tok), tok.ConfirmationID)
	if err != nil {
		p.fail(w, r, tok, err)
		return
	}
	if linksExpired(c, p.now()) {
		p.expired(w, c)
		return
	}
	if !c.Status.Open() {
		seeResult(w, raw)
		return
	}
	d := p.choicePage(c, tok, raw)

	r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
	if err := r.ParseForm(); err != nil {
		d.Error = d.T.ErrUnread
		p.render(w, http.StatusBadRequest, "choice", d)
		return
	}
	// The token in the URL is the capability; these checks keep another
	// site from spending it on the customer's behalf. A browser tells us a
	// form came from elsewhere; a form built without reading our page
	// cannot echo the token. Either way the customer gets the form back
	// to answer for themselves.
	if crossOrigin.Check(r) != nil ||
		subtle.ConstantTimeCompare([]byte(r.PostForm.Get("token")), []byte(raw)) != 1 {
		d.Error = d.T.ErrCheck
		p.render(w, http.StatusForbidden, "choice", d)
		return
	}

	reply, problem := readAnswer(tok.Choice, r.PostForm, c, d)
	if problem != "" {
		d.Error = problem
		p.render(w, http.StatusBadRequest, "choice", d)
		return
	}
	_, err = p.Replier.Reply(ctx, scopeOf(tok), c.ID, reply)
	switch {
	case err == nil:
	case confirm.ErrorCode(err) == confirm.ECONFLICT:
		// Most often the confirmation closed a moment ago (another tap, a
		// text, the call): show what was decided. If it is still open the
		// engine was busy with it; the customer can simply try again.
		c, err = p.Store.GetConfirmation(ctx, scopeOf(tok), tok.ConfirmationID)
		if err != nil {
			p.fail(w, r, tok, err)
			return
		}
		if c.Status.Open() {
			d.Error = d.T.ErrSave
			p.render(w, http.StatusConflict, "choice", d)
			return
		}
	default:
		p.fail(w, r, tok, err)
		return
	}
	seeResult(w, raw)
}

// readAnswer turns the form into a Reply, or says what the customer must
// correct. It fills d with what they sent, so the form comes back as they
// left it.
func readAnswer(choice string, form url.Values, c *confirm.Confirmation, d *page) (confirm.Reply, string) {
	reply := confirm.Reply{Channel: confirm.ChannelEmail, Choice: choice}
	switch choice {
	case confirm.ChoiceSomeoneElse:
		name := strings.Join(strings.Fields(form.Get("signerName")), " ")
		// Shown back in the form, so only what a page can hold.
		d.SignerName = strings.Map(func(r rune) rune {
			if unicode.IsControl(r) {
				return -1
			}
			return r
		}, strings.ToValidUTF8(name, ""))
		switch {
		case name == "":
			return reply, d.T.ErrNoName
		case confirm.TextProblem("signerName", name, confirm.SingleLine) != "":
			// Tabs and line breaks, which a pasted name may carry, were
			// tidied into spaces above; anything else the domain's
			// one-line rule refuses is refused here too.
			return reply, d.T.ErrNameChar
		case utf8.RuneCountInString(name) > maxNameLen:
			return reply, fmt.Sprintf(d.T.ErrNameLong, maxNameLen)
		}
		reply.SignerName = name
	case confirm.ChoiceDifferentDay:
		v := form.Get("slot")
		opts := c.Order.RescheduleOptions
		if len(opts) == 0 {
			// Nothing was offered, so there is nothing to pick: the team
			// arranges the day.
			if v != "" && v != "none" {
				return reply, d.T.ErrOtherDay
			}
			return reply, ""
		}
		if v == "none" {
			d.NoneChecked = true
			reply.NoneSuit = true
			return reply, ""
		}
		i, err := strconv.Atoi(v)
		if err != nil || strconv.Itoa(i) != v || i < 0 || i >= len(opts) {
			return reply, d.T.ErrSlot
		}
		d.Slots[i].Checked = true
		reply.Slot = &i
	}
	return reply, ""
}

func scopeOf(t Token) confirm.Scope {
	return confirm.Scope{AccountID: t.AccountID, Sandbox: t.Sandbox}
}

// seeResult sends the browser to the page of the same token. The Location
// is relative so that it stays right behind a proxy that serves the pages
// under a prefix of CONFIRMD_PUBLIC_URL.
func seeResult(w http.ResponseWriter, token string) {
	securityHeaders(w, "")
	w.Header().Set("Location", token)
	w.WriteHeader(http.StatusSeeOther)
}

func basePage(c *confirm.Confirmation, title string) *page {
	return &page{
		order:     orderOf(c),
		palette:   brandPalette(c),
		Title:     title,
		BrandName: brandName(c),
		Brand:     dialogue.Brand(c),
		Support:   supportEmail(c),
		Sandbox:   c.Sandbox,
		T:         dialogue.PageText(c),
		Lang:      dialogue.PageLanguage(c),
	}
}

func (p *Pages) choicePage(c *confirm.Confirmation, tok Token, raw string) *page {
	t := dialogue.PageText(c)
	title := map[string]string{
		confirm.ChoiceWillBeIn:     t.ConfirmTitle,
		confirm.ChoiceSomeoneElse:  t.SignerTitle,
		confirm.ChoiceDifferentDay: t.SlotsTitle,
	}[tok.Choice]
	if tok.Choice == confirm.ChoiceDifferentDay && len(c.Order.RescheduleOptions) == 0 {
		title = t.OtherDayTitle
	}
	d := basePage(c, title)
	d.Choice, d.Token, d.MaxName = tok.Choice, raw, maxNameLen
	for i, s := range c.Order.RescheduleOptions {
		d.Slots = append(d.Slots, slotOption{Value: strconv.Itoa(i), Label: dialogue.SlotIn(c, s)})
	}
	// A customer who tapped the wrong button in the email can change
	// their mind here rather than hunt for the email again.
	labels := dialogue.Choices(c)
	for _, other := range choices {
		if other != tok.Choice {
			d.Others = append(d.Others, otherChoice{Label: labels[other], Href: tokenFor(p.Secret, c, other)})
		}
	}
	return d
}

func (p *Pages) decidedPage(c *confirm.Confirmation) *page {
	dec := decide(c)
	d := basePage(c, dec.Heading)
	d.Decision = dec
	return d
}

// decide words what was decided about a closed confirmation, for the
// customer, in their language.
func decide(c *confirm.Confirmation) decision {
	t := dialogue.PageText(c)
	var intent confirm.Intent
	var signer string
	if c.Outcome != nil {
		intent, signer = c.Outcome.Intent, c.Outcome.SignerName
	}
	next := t.IfChanges
	switch c.Status {
	case confirm.StatusConfirmed:
		if signer != "" {
			return decision{t.Thanks, dialogue.PageSay(c, t.ConfirmedSigner, signer), next}
		}
		return decision{t.Thanks, t.Confirmed, next}
	case confirm.StatusRescheduled:
		return decision{t.Thanks, t.Moved, next}
	case confirm.StatusActionNeeded:
		if intent == confirm.IntentDifferentDay {
			return decision{t.Thanks, t.OtherDay, ""}
		}
		return decision{t.Thanks, t.PassedOn, ""}
	case confirm.StatusUnreachable:
		return decision{t.Closed, t.Unreachable, ""}
	case confirm.StatusCancelled:
		return decision{t.Closed, t.Stopped, next}
	}
	return decision{t.Closed, t.NothingHere, next}
}

// invalid answers a token that does not parse, or that names nothing. It
// says no more than that: not whether the signature, the id or the account
// was wrong.
func (p *Pages) invalid(w http.ResponseWriter) {
	t := dialogue.PageText(nil)
	p.render(w, http.StatusNotFound, "problem", &page{
		order:   order{Job: "delivery"},
		palette: brandPalette(nil),
		Title:   t.InvalidTitle,
		Lines:   t.InvalidLines[:],
		T:       t, Lang: "en",
	})
}

// expired answers a link used after its confirmation's links stopped
// working (see linkDays): 410, and whom to ask, with nothing of the order
// (no items, date, address or reference), since whoever holds an old email
// now may not be the customer.
func (p *Pages) expired(w http.ResponseWriter, c *confirm.Confirmation) {
	brand := dialogue.Brand(c)
	t := dialogue.PageText(c)
	contact := t.ExpiredAsk
	if support := supportEmail(c); support != "" {
		contact = dialogue.PageSay(c, t.ExpiredAskMail, support)
	}
	p.render(w, http.StatusGone, "problem", &page{
		order:     order{Job: dialogue.Job(c)},
		palette:   brandPalette(c),
		Title:     t.ExpiredTitle,
		BrandName: brandName(c),
		Brand:     brand,
		Support:   supportEmail(c),
		Sandbox:   c.Sandbox,
		Lines: []string{
			t.ExpiredLine,
			contact,
		},
		T: t, Lang: dialogue.PageLanguage(c),
	})
}

func (p *Pages) now() time.Time {
	if p.Clock == nil {
		return clock.Real{}.Now()
	}
	return p.Clock.Now()
}

// fail answers an error from the store or the engine. The log gets the
// error and the confirmation id, never the token (it is the customer's
// key) nor anything the customer typed.
func (p *Pages) fail(w http.ResponseWriter, r *http.Request, tok Token, err error) {
	if confirm.ErrorCode(err) == confirm.ENOTFOUND {
		p.invalid(w)
		return
	}
	if errors.Is(r.Context().Err(), context.Canceled) {
		// The customer hung up (closed the tab, lost signal) while the
		// store was working: nobody is left to read the page, and it is
		// no fault of the server's. The request log records it as 499.
		p.logger().Info("customer page: the client hung up", "method", r.Method, "confirmation", tok.ConfirmationID)
	} else {
		p.logger().Error("customer page failed", "method", r.Method, "confirmation", tok.ConfirmationID, "choice", tok.Choice, "err", err)
	}
	t := dialogue.PageText(nil)
	p.render(w, http.StatusInternalServerError, "problem", &page{
		order:   order{Job: "delivery"},
		palette: brandPalette(nil),
		Title:   t.BrokenTitle,
		Lines:   []string{t.BrokenLine},
		T:       t, Lang: "en",
	})
}

func (p *Pages) render(w http.ResponseWriter, status int, name string, d *page) {
	d.Nonce, d.CSS = rand.Text(), pageCSS
	var b bytes.Buffer
	if err := pageTemplates[name].ExecuteTemplate(&b, "layout", d); err != nil {
		p.logger().Error("customer page: rendering", "page", name, "err", err)
		securityHeaders(w, "")
		http.Error(w, "Something went wrong, please try again.", http.StatusInternalServerError)
		return
	}
	securityHeaders(w, d.Nonce)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// securityHeaders are on every answer. The pages carry a capability in
// their URL and the customer's address in their body, so nothing may cache
// them, frame them, or leak the URL to another site through a Referer.
// The only style allowed is the page's own, by nonce; there is no script.
func securityHeaders(w http.ResponseWriter, nonce string) {
	h := w.Header()
	style := "'none'"
	if nonce != "" {
		style = "'nonce-" + nonce + "'"
	}
	h.Set("Content-Security-Policy", "default-src 'none'; style-src "+style+"; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("Cache-Control", "no-store")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Robots-Tag", "noindex, nofollow")
}

func (p *Pages) logger() *slog.Logger {
	if p.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return p.Logger
}
