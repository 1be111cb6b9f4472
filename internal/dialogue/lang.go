package dialogue

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

// messages is one language's wording. The sentences are format strings
// whose arguments are indexed (%[n]s), so that each language orders them as
// its grammar needs; the comment on each field names its arguments. What a
// format string cannot say (plurals, a date) is a small function.
//
// Which message is sent, and when, is decided once in dialogue.go,
// conversation.go and question.go; a catalogue only words it.
type messages struct {
	tag                language.Tag // for CLDR's plural rules
	lang, name, native string       // "pl", "Polish", "polski"

	// Dates: "Tuesday 24 November" and "Tue 24 Nov" from a weekday, a day
	// of the month and a month.
	weekdays, weekdaysShort [7]string
	months, monthsShort     [12]string
	longDate, shortDate     string // 1 weekday, 2 day (%d), 3 month
	spokenWindow            string // 1 from, 2 to: "08:00 to 12:00"

	retailer      string    // the brand when it has no name, as the texts use it
	team          string    // 1 brand: "the Acme team" (subject)
	teamOf        string    // 1 brand: the team in the genitive, where a language needs it
	noTeam        [2]string // the team without a brand's name: subject, genitive
	job, jobOf    [2]string // delivery, collection: as a subject and in the genitive
	yourItems     string    // before the items: "your "
	noItems       string    // the order when it lists no items, with yourItems
	otherItems    func(n int) string
	itemCount     func(n int) string
	hours, minute func(n int) string
	thanks        [4]string // by Tone

	// The first text: 1 job, 2 job (genitive), 3 items, 4 long when,
	// 5 short when, 6 item count. Of each list the first that fits is sent.
	firstBrief   string
	firstFormal  []string
	firstNeutral []string

	// 1 brand, 2 job, 3 job (genitive), 4 your items, 5 long when.
	callOpening [3]string

	clarify      string // 1 job, 2 job (genitive), 3 short when
	clarifySlots string // before the slots listed again after an unclear reply
	adultSigner  string // 1 job, 2 job (genitive), 3 short when: an adult must sign
	safePlace    string // 1 job, 2 job (genitive), 3 short when: where may it be left?
	and          string // between the last two of a list: " and "
	askName      string // 1 thanks
	nameQ        string // the name question alone
	askAgain     string // the first question again, in a text

	noProblem, slotsIntro, slotsTail string // the offered slots
	slotsAgain                       string // 1 how many: the slots asked for again without the list

	// Closings, by intent: 1 thanks, 2 job, 3 job (genitive), 4 when
	// (short in a text, long on a call), 5 signer, 6 team, 7 Team, 8 team
	// (genitive). A missing intent says nothing in a text and callBye on
	// a call.
	smsClosing  map[confirm.Intent]string
	callClosing map[confirm.Intent]string
	callBye     string

	lateAck string // 1 thanks, 2 job, 3 job (genitive), 4 short when, 5 contact

	callAsk         string // 1 long when
	callClarify     string // said before callAsk
	callClarifyName string // said before the name is asked again
	callSilence     string // said before the question asked again
	callAskName     string
	offerFirst      string // 1 slot
	offerNext       string // 1 slot
	// offerSlots reads several slots in one line: offerMany (or
	// offerManyNext after a first group) then the slots joined by
	// slotSep, the last by slotSepLast; then offerWhich, and offerMore
	// (1 count of slots left) or offerDayOrNone when none is left.
	offerMany, offerManyNext, slotSep, slotSepLast string
	offerWhich, offerDayOrNone                     string
	offerMore                                      func(n int) string
	sayYesNo                                       string // after an offered slot asked again
	silenceBye                                     string // 1 Team
	callOver                                       string // 1 job, 2 job (genitive), 3 Team
	wholeWindowQ                                   [2]string
	wholeWindow                                    [2]string // 1 thanks, 2 from, 3 to, 4 wholeWindowQ

	// Answers to questions: 1 job, 2 job (genitive), 3 when, 4 window,
	// 5 its length, 6 day, 7 your items, 8 brand, 9 where to ask, 10 how
	// to check, 11 every item named. Sender and scam differ for a text [0]
	// and a call [1].
	answers map[interpret.Question]string
	sender  [2]string
	scam    [2]string
	// Where to ask and how to check: 1 team, 2 Team, 3 team (genitive),
	// 4 support email; in a text, on a call, and without a support email.
	ask, check [3]string

	email emailMessages
	page  PageWords
}

// lang returns the catalogue confirmd words its next message to c in.
func lang(c *confirm.Confirmation) *messages { return catalogues[Language(c)] }

// unspoken are the languages that no voice of the call provider speaks:
// Urdu written in Latin letters (the provider's Urdu voices read Urdu
// script). A call to a customer in one of them is in English; their texts,
// email and pages are still in their language.
var unspoken = map[string]bool{"ur": true}

// CallLanguage returns the base language the call speaks to c in: the
// language of its texts, or English where no voice speaks that.
func CallLanguage(c *confirm.Confirmation) string {
	if l := Language(c); !unspoken[l] {
		return l
	}
	return "en"
}

// CallTag returns the BCP 47 tag of the call's language, for the voice
// that speaks it: customer.language when the call speaks its language (so
// that "es-MX" keeps its region), the base language when the customer's
// replies chose another, and "" for English.
func CallTag(c *confirm.Confirmation) string {
	l := CallLanguage(c)
	switch {
	case l == "en":
		return ""
	case baseLanguage(c.Customer.Language) == l:
		return c.Customer.Language
	}
	return l
}

func callLang(c *confirm.Confirmation) *messages { return catalogues[CallLanguage(c)] }

// baseLanguage is the primary subtag of a BCP 47 tag, lower-cased.
func baseLanguage(tag string) string {
	base, _, _ := strings.Cut(strings.ReplaceAll(tag, "_", "-"), "-")
	return strings.ToLower(strings.TrimSpace(base))
}

// Language returns the BCP 47 base language confirmd words its next
// message to c in: from the customer's first reply on, the language of the
// replies (see FollowReply); before it, customer.language (which the
// account's default language fills when the retailer gave none) by its base
// language, so that "pt-BR" and "pt-PT" share the Portuguese wording; and
// English for a language without a catalogue.
func Language(c *confirm.Confirmation) string {
	if n := len(c.Conversation.Languages); n > 0 {
		return c.Conversation.Languages[n-1].Lang
	}
	return initialLanguage(c)
}

func initialLanguage(c *confirm.Confirmation) string {
	if b := baseLanguage(c.Customer.Language); catalogues[b] != nil {
		return b
	}
	return "en"
}

// FollowReply is told the language a customer's reply was read in
// (interpret.Result.Language), once the reply's event is on c's timeline,
// and switches the language of what confirmd writes next to it when there
// is a catalogue for it. A reply read as English switches back to English
// only when the language came from an earlier reply: English is also what
// the reader makes of words every language texts ("ok", "x"), so an "ok"
// from a customer booked in French keeps the conversation in French.
func FollowReply(c *confirm.Confirmation, language string) {
	l := baseLanguage(language)
	if catalogues[l] == nil || l == Language(c) {
		return
	}
	if l == "en" && len(c.Conversation.Languages) == 0 {
		return
	}
	c.Conversation.Languages = append(c.Conversation.Languages, confirm.LanguageSwitch{From: len(c.Events), Lang: l})
}

// EventLanguage returns the base language of the message at index i of c's
// timeline as confirmd worded it: the language in effect when it was sent,
// or English for a call line in a language no voice speaks.
func EventLanguage(c *confirm.Confirmation, i int) string {
	l := initialLanguage(c)
	for _, s := range c.Conversation.Languages {
		if s.From <= i {
			l = s.Lang
		}
	}
	if i >= 0 && i < len(c.Events) && c.Events[i].Channel == confirm.ChannelCall && unspoken[l] {
		return "en"
	}
	return l
}

// EmailHeading is the email's heading, for a brand without a name, in
// lang: "Please confirm your delivery".
func EmailHeading(c *confirm.Confirmation, lang string) string {
	m := catalogues[baseLanguage(lang)]
	if m == nil {
		m = &english
	}
	job, jobOf := m.jobOf2(c)
	return sayf(m.email.header, job, jobOf)
}

// LanguageName returns the English name of a base language confirmd
// words messages in ("Polish"), or "" for one it has no catalogue for.
func LanguageName(lang string) string {
	if m := catalogues[baseLanguage(lang)]; m != nil {
		return m.name
	}
	return ""
}

func (m *messages) date(layout string, days [7]string, months [12]string, s string) (string, bool) {
	d, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return s, false
	}
	return fmt.Sprintf(layout, days[d.Weekday()], d.Day(), months[d.Month()-1]), true
}

// slot is a slot in words: "Tuesday 24 November, 08:00-12:00".
func (m *messages) slot(s confirm.Slot) string {
	d, _ := m.date(m.longDate, m.weekdays, m.months, s.Date)
	return d + ", " + s.Window.From + "-" + s.Window.To
}

// shortSlot is a slot in few characters, for texts: "Tue 24 Nov, 08:00-12:00".
func (m *messages) shortSlot(s confirm.Slot) string {
	d, _ := m.date(m.shortDate, m.weekdaysShort, m.monthsShort, s.Date)
	return d + ", " + s.Window.From + "-" + s.Window.To
}

func (m *messages) jobOf2(c *confirm.Confirmation) (nom, gen string) {
	i := 0
	if c.Order.Type == confirm.OrderCollection {
		i = 1
	}
	return m.job[i], m.jobOf[i]
}

// brand is the brand's name, or the words for the retailer.
func (m *messages) brand(c *confirm.Confirmation) string {
	if c.Brand != nil && c.Brand.Name != "" {
		return c.Brand.Name
	}
	return m.retailer
}

// teams returns the retailer's team as a subject and in the genitive.
func (m *messages) teams(c *confirm.Confirmation) (team, of string) {
	if c.Brand != nil && c.Brand.Name != "" {
		return fmt.Sprintf(m.team, c.Brand.Name), fmt.Sprintf(m.teamOf, c.Brand.Name)
	}
	return m.noTeam[0], m.noTeam[1]
}

// items lists the order's items without the possessive: "Sofa and 2 other
// items".
func (m *messages) items(c *confirm.Confirmation) string {
	items := c.Order.Items
	if len(items) == 0 {
		return m.noItems
	}
	first := items[0].Name
	if items[0].Qty > 1 {
		first = fmt.Sprintf("%d x %s", items[0].Qty, first)
	}
	if len(items) == 1 {
		return first
	}
	return first + m.otherItems(len(items)-1)
}

// yours is items with the possessive the language puts before them.
func (m *messages) yours(c *confirm.Confirmation) string {
	if len(c.Order.Items) == 0 {
		return m.yourItems + m.noItems
	}
	return m.yourItems + m.items(c)
}

func (m *messages) thank(c *confirm.Confirmation) string { return m.thanks[ToneOf(c)] }

// lead starts a first text with the brand's name, when there is one, so
// the customer knows who is writing: "Acme: your delivery...".
func lead(c *confirm.Confirmation, s string) string {
	if c.Brand != nil && c.Brand.Name != "" {
		r, n := utf8.DecodeRuneInString(s)
		return c.Brand.Name + ": " + string(unicode.ToLower(r)) + s[n:]
	}
	return s
}

// sayf formats a catalogue's sentence. A sentence that uses none of the
// arguments offered it (a fixed apology) is returned as it is, where
// fmt.Sprintf would append them as extras.
func sayf(format string, args ...any) string {
	if !strings.Contains(format, "%") {
		return format
	}
	return fmt.Sprintf(format, args...)
}
