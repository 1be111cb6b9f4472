package dialogue

import (
	"reflect"

	"github.com/confirmd/confirmd/internal/confirm"
)

// PageWords is the wording of the customer's pages (/c/{token}): the three
// choices, the slot list, what was decided, and the errors. Sentences with
// arguments name them; the job is in the case the sentence needs.
type PageWords struct {
	Header      string `json:"header"`      // the banner without a brand's name: 1 job
	Sandbox     string `json:"sandbox"`     // 1 job
	Footer      string `json:"footer"`      // 1 job (genitive), 2 brand
	FooterPlain string `json:"footerPlain"` // without a brand
	Questions   string `json:"questions"`   // before the support email's link
	ErrorTitle  string `json:"errorTitle"`  // before the title when the form has an error
	YourJob     string `json:"yourJob"`     // the order's heading: 1 job, 2 job (genitive)
	What        string `json:"what"`
	When        string `json:"when"`
	Where       string `json:"where"`
	OrderRef    string `json:"orderRef"`

	ConfirmTitle   string `json:"confirmTitle"`   // 1 job, 2 job (genitive)
	WillBeInTitle  string `json:"willBeInTitle"`  // the heading
	WillBeInText   string `json:"willBeInText"`   // 1 job, 2 job (genitive), 3 when
	WillBeInButton string `json:"willBeInButton"` // the button
	SignerTitle    string `json:"signerTitle"`
	SignerText     string `json:"signerText"` // 1 job, 2 job (genitive), 3 when
	SignerLabel    string `json:"signerLabel"`
	SignerButton   string `json:"signerButton"`
	SlotsTitle     string `json:"slotsTitle"`
	SlotsText      string `json:"slotsText"` // 1 job, 2 job (genitive), 3 when
	SlotsLegend    string `json:"slotsLegend"`
	NoneSuit       string `json:"noneSuit"`
	SlotsButton    string `json:"slotsButton"`
	OtherDayTitle  string `json:"otherDayTitle"`
	OtherDayText   string `json:"otherDayText"` // 1 job, 2 job (genitive), 3 when, 4 Team
	OtherDayButton string `json:"otherDayButton"`
	NothingYet     string `json:"nothingYet"` // under the form
	NotMeant       string `json:"notMeant"`   // the other choices' heading

	Thanks          string `json:"thanks"`
	Closed          string `json:"closed"`
	Confirmed       string `json:"confirmed"`       // 1 job, 2 job (genitive), 3 when
	ConfirmedSigner string `json:"confirmedSigner"` // 1 job, 2 job (genitive), 3 when, 8 signer
	Moved           string `json:"moved"`           // 1 job, 2 job (genitive), 3 when
	OtherDay        string `json:"otherDay"`        // 4 Team, 5 team (genitive)
	PassedOn        string `json:"passedOn"`        // 1 job, 2 job (genitive), 4 Team, 5 team (genitive)
	Unreachable     string `json:"unreachable"`     // 1 job, 2 job (genitive), 3 when, 4 Team
	Stopped         string `json:"stopped"`         // 1 job, 2 job (genitive), 6 Brand
	NothingHere     string `json:"nothingHere"`
	IfChanges       string `json:"ifChanges"` // 7 brand

	InvalidTitle   string    `json:"invalidTitle"`
	InvalidLines   [2]string `json:"invalidLines"`
	ExpiredTitle   string    `json:"expiredTitle"`
	ExpiredLine    string    `json:"expiredLine"`
	ExpiredAsk     string    `json:"expiredAsk"`      // 1 job, 2 job (genitive), 7 brand
	ExpiredAskMail string    `json:"expiredAskEmail"` // 1 job, 2 job (genitive), 7 brand, 8 support email
	BrokenTitle    string    `json:"brokenTitle"`
	BrokenLine     string    `json:"brokenLine"`

	ErrUnread   string `json:"errUnread"`
	ErrCheck    string `json:"errCheck"`
	ErrSave     string `json:"errSave"`
	ErrNoName   string `json:"errNoName"`
	ErrNameChar string `json:"errNameChars"`
	ErrNameLong string `json:"errNameLong"` // 1 at most (%[1]d)
	ErrOtherDay string `json:"errOtherDay"`
	ErrSlot     string `json:"errSlot"`
}

// pageRaw are the sentences PageText leaves as format strings: they need
// an argument only the page knows (the signer, the support email, the
// longest name).
var pageRaw = map[string]bool{"ConfirmedSigner": true, "ExpiredAskMail": true, "ErrNameLong": true}

// PageText is the customer's pages' wording for c in the customer's
// language, every sentence filled but those of pageRaw, which PageSay
// fills (ErrNameLong with the length alone). A nil c (a link that names
// nothing) is worded in English without a booking's details.
func PageText(c *confirm.Confirmation) PageWords {
	if c == nil {
		c = &confirm.Confirmation{Order: confirm.Order{Type: confirm.OrderDelivery}}
	}
	w := lang(c).page
	v := reflect.ValueOf(&w).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		switch {
		case pageRaw[v.Type().Field(i).Name]:
		case f.Kind() == reflect.String:
			f.SetString(PageSay(c, f.String()))
		case f.Kind() == reflect.Array:
			for j := range f.Len() {
				f.Index(j).SetString(PageSay(c, f.Index(j).String()))
			}
		}
	}
	w.Header = capFirst(w.Header)
	return w
}

// PageLanguage is the BCP 47 base language of c's pages, for <html lang>.
func PageLanguage(c *confirm.Confirmation) string {
	if c == nil {
		return "en"
	}
	return Language(c)
}

// SlotIn returns a slot in words in the language of c's messages:
// "Tuesday 24 November, 08:00-12:00".
func SlotIn(c *confirm.Confirmation, s confirm.Slot) string { return lang(c).slot(s) }

// WhenIn returns c's booked slot in words in the language of its messages.
func WhenIn(c *confirm.Confirmation) string { return lang(c).slot(booked(c)) }

// Choices returns the labels of the email's three one-tap choices in the
// language of c's messages, by choice.
func Choices(c *confirm.Confirmation) map[string]string {
	e := &lang(c).email
	return map[string]string{
		confirm.ChoiceWillBeIn: e.choices[0], confirm.ChoiceSomeoneElse: e.choices[1], confirm.ChoiceDifferentDay: e.choices[2],
	}
}

// PageSay fills a sentence of the customer's pages for c: 1 job, 2 job
// (genitive), 3 when, 4 Team, 5 team (genitive), 6 Brand, 7 brand, then
// extra (the signer, a support email) from 8 on.
func PageSay(c *confirm.Confirmation, format string, extra ...any) string {
	m := lang(c)
	job, jobOf := m.jobOf2(c)
	team, teamOf := m.teams(c)
	args := []any{job, jobOf, m.slot(booked(c)), capFirst(team), teamOf, capFirst(m.brand(c)), m.brand(c)}
	return sayf(format, append(args, extra...)...)
}
