package confirm

import (
	"context"
	"net/url"
	"strings"
	"time"
)

// Defaults are what an account's creates use for the fields they leave
// out: the webhook URL, the brand and the customer's language. An account
// keeps one set per mode, so that trying things with a sandbox key never
// changes what live creates get.
type Defaults struct {
	WebhookURL string `json:"webhookUrl,omitempty"`
	Brand      *Brand `json:"brand,omitempty"`
	Language   string `json:"language,omitempty"`
	// OperationsEmail is where a nudge goes when customers start waiting
	// for a person (see Nudge); "" sends none.
	OperationsEmail string `json:"operationsEmail,omitempty"`
	// InboxEvents sends the same nudge as an inbox.waiting webhook event
	// to WebhookURL; receivers that know only confirmation.updated get
	// nothing new unless it is set.
	InboxEvents bool `json:"inboxEvents,omitempty"`
	// UpdatedAt is when they last changed; zero when never set.
	UpdatedAt time.Time `json:"-"`
}

// DefaultsStore keeps accounts' defaults.
type DefaultsStore interface {
	// AccountDefaults returns the defaults of the scope's account and
	// mode: zero Defaults when none were ever set.
	AccountDefaults(ctx context.Context, scope Scope) (*Defaults, error)
	// UpdateAccountDefaults loads the defaults of the scope inside a
	// transaction that keeps others from changing them meanwhile, calls
	// fn, and if fn returns nil saves what fn left, with its UpdatedAt.
	// It returns the saved defaults, or fn's error with nothing saved; an
	// unknown account is ENOTFOUND.
	UpdateAccountDefaults(ctx context.Context, scope Scope, fn func(*Defaults) error) (*Defaults, error)
}

// DefaultsPatch is a change of defaults, merged as a JSON merge patch
// (RFC 7396) is: a field that is nil is left as it is, one given as ""
// (JSON null) is cleared, and the brand's fields are merged one by one.
type DefaultsPatch struct {
	WebhookURL      *string
	Brand           *BrandPatch
	Language        *string
	OperationsEmail *string
	InboxEvents     *bool
}

// BrandPatch is a change of the default brand. Clear removes the whole
// brand (JSON null); otherwise each field that is not nil is set, "" to
// clear it.
type BrandPatch struct {
	Clear        bool
	Name         *string
	Primary      *string // colors.primary
	SupportEmail *string
	Tone         *string
}

// Apply validates the patch by the rules of creates made in the same mode
// (live or sandbox) and merges it into d. It returns every problem, each
// starting with the field's path, and leaves d as it was when there is
// one. The address a webhook URL resolves to is not looked up here.
func (p DefaultsPatch) Apply(d *Defaults, live bool, now time.Time) []string {
	v := &validator{}
	next := *d
	if p.WebhookURL != nil {
		next.WebhookURL = v.webhookURL(*p.WebhookURL, live)
	}
	if bp := p.Brand; bp != nil {
		next.Brand = bp.merge(d.Brand)
		if next.Brand != nil {
			v.brand(next.Brand)
		}
	}
	if p.Language != nil {
		next.Language = *p.Language
		if next.Language != "" && v.text("language", next.Language) {
			v.language("language", next.Language)
		}
	}
	if p.OperationsEmail != nil {
		next.OperationsEmail = strings.TrimSpace(*p.OperationsEmail)
		if next.OperationsEmail != "" && v.text("operationsEmail", next.OperationsEmail) {
			v.length("operationsEmail", next.OperationsEmail, MaxEmailLen)
			v.email("operationsEmail", next.OperationsEmail)
		}
	}
	if p.InboxEvents != nil {
		next.InboxEvents = *p.InboxEvents
	}
	if next.InboxEvents && next.WebhookURL == "" && len(v.problems) == 0 {
		v.add("inboxEvents needs a webhookUrl to send the events to; set webhookUrl as well, or inboxEvents to false")
	}
	if len(v.problems) > 0 {
		return v.problems
	}
	next.UpdatedAt = now.UTC().Truncate(time.Millisecond)
	*d = next
	return nil
}

// merge returns a new brand: old with the patch applied, nil if nothing
// is left of it.
func (bp *BrandPatch) merge(old *Brand) *Brand {
	if bp.Clear {
		return nil
	}
	var b Brand
	if old != nil {
		b = *old
		if old.Colors != nil {
			c := *old.Colors
			b.Colors = &c
		}
	}
	set := func(dst *string, src *string) {
		if src != nil {
			*dst = *src
		}
	}
	set(&b.Name, bp.Name)
	set(&b.SupportEmail, bp.SupportEmail)
	set(&b.Tone, bp.Tone)
	if bp.Primary != nil {
		b.Colors = &Colors{Primary: *bp.Primary}
	}
	if b.Colors != nil && b.Colors.Primary == "" {
		b.Colors = nil
	}
	if b == (Brand{}) {
		return nil
	}
	return &b
}

// UseDefaults fills what a validated create left out from the account's
// defaults of its mode: the webhook URL, the whole brand (a create that
// names a brand uses its own, field for field) and the customer's
// language. The confirmation keeps copies, so later changes of the
// defaults do not alter it.
func (n *NewConfirmation) UseDefaults(d *Defaults) {
	if d == nil {
		return
	}
	if n.WebhookURL == "" {
		n.WebhookURL = d.WebhookURL
	}
	if n.Brand == nil && d.Brand != nil {
		b := *d.Brand
		if d.Brand.Colors != nil {
			c := *d.Brand.Colors
			b.Colors = &c
		}
		n.Brand = &b
	}
	if n.Customer != nil && n.Customer.Language == "" {
		n.Customer.Language = d.Language
	}
}

// webhookURL checks a webhook URL as creates take it and returns it
// trimmed; "" is no webhook.
func (v *validator) webhookURL(raw string, live bool) string {
	ok := v.text("webhookUrl", raw)
	s := strings.TrimSpace(raw)
	if s == "" || !ok {
		return s
	}
	v.length("webhookUrl", s, MaxStringLen)
	u, err := url.Parse(s)
	switch {
	case err != nil || !u.IsAbs() || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https"):
		v.add("webhookUrl must be an absolute http or https URL")
	case live && u.Scheme != "https":
		v.add("webhookUrl must use https with a live key")
	case u.User != nil:
		v.add("webhookUrl must not carry a user name or password")
	}
	return s
}

// brand checks a brand as creates take it, trimming its name and support
// address.
func (v *validator) brand(b *Brand) {
	v.text("brand.name", b.Name)
	b.Name = strings.TrimSpace(b.Name)
	v.length("brand.name", b.Name, MaxStringLen)
	v.text("brand.tone", b.Tone)
	v.length("brand.tone", b.Tone, MaxStringLen)
	if b.Colors != nil && b.Colors.Primary != "" && !colorRE.MatchString(b.Colors.Primary) {
		v.add("brand.colors.primary must be a colour in #RRGGBB form")
	}
	if b.SupportEmail != "" && v.text("brand.supportEmail", b.SupportEmail) {
		b.SupportEmail = strings.TrimSpace(b.SupportEmail)
		v.email("brand.supportEmail", b.SupportEmail)
	}
}
