package confirm

import (
	_ "embed"
	"fmt"
	"net/mail"
	"regexp"
	"strings"
	"sync"
	"time"
	_ "time/tzdata" // customers' zones must load on hosts without a tz database
	"unicode"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"
	"golang.org/x/text/language"
)

// NewConfirmation is a create request as decoded from the client. Pointers
// mark objects that may be absent; Validate reports what is missing.
type NewConfirmation struct {
	ExternalID string
	Brand      *Brand
	Customer   *Customer
	Order      *NewOrder
	Cadence    Cadence
	WebhookURL string
}

// NewOrder is the order of a create request.
type NewOrder struct {
	Ref               string
	Type              string
	Date              string
	Window            *Window
	Timezone          string
	Items             []NewItem
	Address           *Address
	RescheduleOptions []Slot
}

// NewItem is an item of a create request; Qty is nil when not given.
type NewItem struct {
	Name string
	Qty  *int
	SKU  string
}

// Rules are the circumstances a create request is judged in.
type Rules struct {
	Now             time.Time // for "not before today"
	DefaultTimezone string    // customers' zone when the order names none
	Live            bool      // made with a live key
}

// Limits on what a create request may hold.
const (
	MaxStringLen      = 1000
	MaxExternalIDLen  = 255
	MaxItems          = 100
	MaxRescheduleOpts = 10
)

var (
	colorRE = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)
	hhmmRE  = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)
)

// Validate checks every rule of a create request and returns every problem
// found, each starting with the path of its field. On success it has
// normalised n: defaults filled in, phone in E.164, strings trimmed. Its
// work is linear in the size of n: an array over its cap is one problem,
// and its entries are not judged.
func (n *NewConfirmation) Validate(r Rules) []string {
	v := &validator{}
	// Text is judged as sent, before spaces are trimmed, so that a line
	// break at the end of a single-line field is refused, not dropped.
	v.text("externalId", n.ExternalID)
	n.ExternalID = strings.TrimSpace(n.ExternalID)
	v.length("externalId", n.ExternalID, MaxExternalIDLen)

	switch n.Cadence {
	case "":
		n.Cadence = CadenceStandard
	case CadenceStandard:
	case CadenceDemo:
		if r.Live {
			v.add("cadence demo is only for sandbox keys")
		}
	default:
		v.add("cadence must be standard or demo")
	}

	n.WebhookURL = v.webhookURL(n.WebhookURL, r.Live)
	if n.Brand != nil {
		v.brand(n.Brand)
	}

	tz := r.DefaultTimezone
	var loc *time.Location
	if n.Order != nil && n.Order.Timezone != "" && v.text("order.timezone", n.Order.Timezone) {
		l, err := loadZone(n.Order.Timezone)
		if err != nil {
			v.add("order.timezone is not a known IANA time zone (such as Europe/London)")
		} else {
			tz, loc = n.Order.Timezone, l
		}
	}
	if loc == nil {
		l, err := loadZone(tz)
		if err != nil {
			l = time.UTC
		}
		loc = l
	}

	n.validateCustomer(v, tz, r.Live)
	n.validateOrder(v, r.Now.In(loc).Format(time.DateOnly))
	if n.Order != nil && n.Order.Timezone == "" {
		n.Order.Timezone = tz
	}
	return v.problems
}

func (n *NewConfirmation) validateCustomer(v *validator, tz string, live bool) {
	c := n.Customer
	if c == nil {
		v.add("customer is required")
		return
	}
	nameOK := v.text("customer.name", c.Name)
	c.Name = strings.Join(strings.Fields(c.Name), " ")
	if c.Name == "" && nameOK {
		v.add("customer.name is required")
	}
	v.length("customer.name", c.Name, MaxStringLen)
	c.First, _, _ = strings.Cut(c.Name, " ")
	emailOK, phoneOK := v.text("customer.email", c.Email), v.text("customer.phone", c.Phone)
	c.Email = strings.TrimSpace(c.Email)
	c.Phone = strings.TrimSpace(c.Phone)
	if c.Email == "" && c.Phone == "" {
		v.add("customer.email or customer.phone is required: at least one way to reach the customer")
	}
	if c.Email != "" && emailOK {
		v.email("customer.email", c.Email)
	}
	// "" is no language, as an absent field; anything else must be a tag
	// as written, spaces and all.
	if c.Language != "" && v.text("customer.language", c.Language) {
		v.language("customer.language", c.Language)
	}
	if c.Phone != "" && phoneOK {
		if e164, ok := NormalizePhone(c.Phone, tz); ok {
			c.Phone = e164
		} else if sc, ok := sandboxPhone(c.Phone, tz); ok && !live {
			// Numbers kept for drama are not valid numbers, but sandbox
			// keys take the ones that answer by themselves.
			c.Phone = sc
		} else {
			v.add("customer.phone is not a valid phone number (give it in international form, such as +447400123456)")
		}
	}
}

func (n *NewConfirmation) validateOrder(v *validator, today string) {
	o := n.Order
	if o == nil {
		v.add("order is required")
		return
	}
	v.text("order.ref", o.Ref)
	v.length("order.ref", o.Ref, MaxStringLen)
	switch o.Type {
	case "":
		o.Type = OrderDelivery
	case OrderDelivery, OrderCollection:
	default:
		v.add("order.type must be delivery or collection")
	}
	dateOK := v.date("order.date", o.Date, today)
	winOK := v.window("order.window", o.Window)

	items := o.Items
	switch {
	case len(o.Items) == 0:
		v.add("order.items must have at least one item")
	case len(o.Items) > MaxItems:
		v.add(TooMany("order.items", len(o.Items), MaxItems))
		items = nil
	}
	for i := range items {
		it := &items[i]
		p := fmt.Sprintf("order.items[%d]", i)
		nameOK := v.text(p+".name", it.Name)
		it.Name = strings.TrimSpace(it.Name)
		if it.Name == "" && nameOK {
			v.add(p + ".name is required")
		}
		v.length(p+".name", it.Name, MaxStringLen)
		v.text(p+".sku", it.SKU)
		v.length(p+".sku", it.SKU, MaxStringLen)
		if it.Qty != nil && *it.Qty < 1 {
			v.add(p + ".qty must be at least 1")
		}
	}
	if a := o.Address; a != nil {
		for _, f := range []struct{ path, val string }{
			{"order.address.line1", a.Line1}, {"order.address.city", a.City}, {"order.address.postcode", a.Postcode},
		} {
			v.text(f.path, f.val)
			v.length(f.path, f.val, MaxStringLen)
		}
	}

	opts := o.RescheduleOptions
	if len(opts) > MaxRescheduleOpts {
		v.add(TooMany("order.rescheduleOptions", len(opts), MaxRescheduleOpts))
		opts = nil
	}
	seen := map[Slot]int{}
	for i, s := range opts {
		p := fmt.Sprintf("order.rescheduleOptions[%d]", i)
		sdOK := v.date(p+".date", s.Date, today)
		w := s.Window
		swOK := v.window(p+".window", &w)
		if !sdOK || !swOK {
			continue
		}
		if dateOK && winOK && s.Date == o.Date && s.Window == *o.Window {
			v.add(p + " is the booked slot itself; offer a different date or window")
		}
		if j, dup := seen[s]; dup {
			v.add(fmt.Sprintf("%s repeats order.rescheduleOptions[%d]", p, j))
		}
		seen[s] = i
	}
}

type validator struct{ problems []string }

func (v *validator) add(p string) { v.problems = append(v.problems, p) }

// text notes a single-line field that is not valid text, and reports
// whether it is; the field's other rules are judged only if it is.
func (v *validator) text(path, s string) bool {
	if p := TextProblem(path, s, SingleLine); p != "" {
		v.add(p)
		return false
	}
	return true
}

// MaxLanguageLen bounds a language tag: BCP 47 sets no limit, but a tag
// of a language, script, region and a variant or two is well within it.
const MaxLanguageLen = 35

// languageForm is the written form of a BCP 47 tag: subtags of letters and
// digits joined by hyphens. language.Parse alone would also take "en_GB"
// and other forms the contract does not name.
var languageForm = regexp.MustCompile(`^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$`)

// language notes a tag that is not BCP 47 ("pl", "es-MX"). It is kept as
// given: the customer's messages are worded from it.
func (v *validator) language(path, s string) {
	if n := utf8.RuneCountInString(s); n > MaxLanguageLen {
		v.add(fmt.Sprintf("%s is %d characters long; at most %d are allowed for a BCP 47 language tag such as pl or es-MX", path, n, MaxLanguageLen))
		return
	}
	if _, err := language.Parse(s); err != nil || !languageForm.MatchString(s) {
		v.add(fmt.Sprintf("%s %q is not a BCP 47 language tag such as pl or es-MX", path, s))
	}
}

func (v *validator) length(path, s string, max int) {
	if n := utf8.RuneCountInString(s); n > max {
		v.add(fmt.Sprintf("%s is %d characters long; at most %d are allowed", path, n, max))
	}
}

func (v *validator) email(path, s string) {
	if !ValidEmail(s) {
		v.add(path + " is not a valid email address")
	}
}

// date checks a YYYY-MM-DD calendar date not before today.
func (v *validator) date(path, s, today string) bool {
	if s == "" {
		v.add(path + " is required")
		return false
	}
	d, err := time.Parse(time.DateOnly, s)
	if err != nil || d.Format(time.DateOnly) != s {
		v.add(path + " is not a real calendar date in YYYY-MM-DD form")
		return false
	}
	if s < today {
		v.add(fmt.Sprintf("%s is in the past (today is %s in the customer's time zone)", path, today))
		return false
	}
	return true
}

// window checks an HH:MM to HH:MM window that ends after it starts.
func (v *validator) window(path string, w *Window) bool {
	if w == nil {
		v.add(path + " is required")
		return false
	}
	ok := true
	for _, f := range []struct{ name, val string }{{"from", w.From}, {"to", w.To}} {
		switch {
		case f.val == "":
			v.add(path + "." + f.name + " is required")
			ok = false
		case !hhmmRE.MatchString(f.val):
			v.add(path + "." + f.name + " must be a 24-hour time in HH:MM form")
			ok = false
		}
	}
	if ok && w.From >= w.To {
		v.add(path + ".from must be before " + path + ".to")
		ok = false
	}
	return ok
}

// ValidEmail reports whether s is one plain email address whose domain is
// a host name of at least two labels, such as jane@example.com: each label
// letters, digits and inner hyphens, and the last not all digits, so that
// neither an address literal nor a bare IP address passes.
func ValidEmail(s string) bool {
	if len(s) > 254 || strings.ContainsAny(s, " <>\"") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && hostName(s[at+1:])
}

// hostName reports whether d is a host name of at least two labels, the
// last of them not all digits. Letters of any script count, for the
// internationalised names that mail.ParseAddress accepts.
func hostName(d string) bool {
	labels := strings.Split(d, ".")
	if len(d) > 253 || len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for _, r := range l {
			if r != '-' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				return false
			}
		}
	}
	tld := labels[len(labels)-1]
	return strings.TrimLeft(tld, "0123456789") != ""
}

// NormalizePhone parses a phone number, reading national numbers in the
// country of the IANA zone tz, and returns it in E.164 if it is a valid one.
func NormalizePhone(s, tz string) (string, bool) {
	region := ZoneCountry(tz)
	if region == "" {
		region = "ZZ" // only international (+...) numbers parse
	}
	num, err := phonenumbers.Parse(s, region)
	if err != nil || !phonenumbers.IsValidNumber(num) {
		return "", false
	}
	return phonenumbers.Format(num, phonenumbers.E164), true
}

//go:embed zonecountry.tab
var zoneCountryTab string

var zoneCountry = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(zoneCountryTab, "\n") {
		zone, cc, ok := strings.Cut(line, "\t")
		if ok && !strings.HasPrefix(line, "#") {
			m[zone] = strings.TrimSpace(cc)
		}
	}
	return m
})

// ZoneCountry returns the ISO 3166 country of an IANA zone, or "" for a zone
// of no one country (such as UTC).
func ZoneCountry(tz string) string { return zoneCountry()[tz] }

// countryZone maps each country of one zone only to that zone; countries of
// several zones (US, CA, AU, RU, ...) are not in it.
var countryZone = sync.OnceValue(func() map[string]string {
	zones := map[string][]string{}
	for zone, cc := range zoneCountry() {
		zones[cc] = append(zones[cc], zone)
	}
	m := map[string]string{}
	for cc, zs := range zones {
		if len(zs) == 1 {
			m[cc] = zs[0]
		}
	}
	return m
})

// PhoneZone returns the IANA zone of the phone number's country (E.164)
// when that country has only one, or "" when it has several, or the number
// cannot be placed. Quiet hours keep to it as well as to the order's zone,
// so that a number abroad is not woken at night by an order's distant zone.
func PhoneZone(phone string) string {
	if phone == "" {
		return ""
	}
	phoneZones.mu.Lock()
	z, ok := phoneZones.m[phone]
	phoneZones.mu.Unlock()
	if ok {
		return z
	}
	if num, err := phonenumbers.Parse(phone, "ZZ"); err == nil {
		z = countryZone()[phonenumbers.GetRegionCodeForNumber(num)]
	}
	phoneZones.mu.Lock()
	if len(phoneZones.m) >= maxPhoneZones {
		clear(phoneZones.m)
	}
	phoneZones.m[phone] = z
	phoneZones.mu.Unlock()
	return z
}

// phoneZones keeps PhoneZone's answers by number: parsing a number was an
// eighth of the scheduler's work, since every step of the plan asks for
// its customer's zone. It forgets them all when it holds maxPhoneZones.
var phoneZones = struct {
	mu sync.Mutex
	m  map[string]string
}{m: map[string]string{}}

const maxPhoneZones = 100_000

// zones holds the zones loaded so far by name. time.LoadLocation reads and
// parses the zone's file on every call, and every create and every step of
// the plan asks for a zone; there are only some six hundred of them.
var zones sync.Map // string -> *time.Location

// loadZone loads an IANA zone by name, refusing the empty name and "Local"
// that time.LoadLocation would accept.
func loadZone(name string) (*time.Location, error) {
	if name == "" || name == "Local" {
		return nil, fmt.Errorf("no zone named %q", name)
	}
	if l, ok := zones.Load(name); ok {
		return l.(*time.Location), nil
	}
	l, err := time.LoadLocation(name)
	if err != nil {
		// Not kept: the names that fail are whatever clients send.
		return nil, err
	}
	zones.Store(name, l)
	return l, nil
}

// Location returns the confirmation's customer time zone.
func (c *Confirmation) Location() *time.Location {
	if l, err := loadZone(c.Order.Timezone); err == nil {
		return l
	}
	return time.UTC
}

// PhoneLocation returns the zone of the customer's phone number (see
// PhoneZone), or nil when it has none of its own or it is the order's zone.
func (c *Confirmation) PhoneLocation() *time.Location {
	z := PhoneZone(c.Customer.Phone)
	if z == "" || z == c.Order.Timezone {
		return nil
	}
	l, err := loadZone(z)
	if err != nil {
		return nil
	}
	return l
}

// Build turns a validated request into a new confirmation in status
// scheduled, without steps (the plan adds them).
func (n *NewConfirmation) Build(id string, scope Scope, now time.Time) *Confirmation {
	now = now.UTC().Truncate(time.Millisecond)
	o := n.Order
	items := make([]Item, len(o.Items))
	for i, it := range o.Items {
		items[i] = Item{Name: it.Name, SKU: it.SKU}
		if it.Qty != nil {
			items[i].Qty = *it.Qty
		}
	}
	return &Confirmation{
		ID:         id,
		AccountID:  scope.AccountID,
		Status:     StatusScheduled,
		ExternalID: n.ExternalID,
		Sandbox:    scope.Sandbox,
		Brand:      n.Brand,
		Customer:   *n.Customer,
		Order: Order{
			Ref: o.Ref, Type: o.Type, Date: o.Date, Window: *o.Window, Timezone: o.Timezone,
			Items: items, Address: o.Address, RescheduleOptions: o.RescheduleOptions,
		},
		Cadence:    n.Cadence,
		WebhookURL: n.WebhookURL,
		CreatedAt:  now,
		UpdatedAt:  now,
	}
}
