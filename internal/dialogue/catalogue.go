package dialogue

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/go-playground/locales"
	"github.com/go-playground/locales/cy"
	"github.com/go-playground/locales/en_GB"
	"github.com/go-playground/locales/es"
	"github.com/go-playground/locales/fr"
	"github.com/go-playground/locales/it"
	"github.com/go-playground/locales/pl"
	"github.com/go-playground/locales/pt"
	"github.com/go-playground/locales/ro"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

// The wording of every language is a data file, catalogue/<language>.json,
// read once when the package loads. docs/catalogue.md describes the format:
// sentences are Go format strings with indexed arguments (%[2]s), so that a
// language orders them as its grammar needs; counted words are CLDR plural
// forms; day and month names come from CLDR, not from the file.
//
//go:embed catalogue/*.json
var catalogueFS embed.FS

// Languages are the BCP 47 base languages confirmd words its messages in,
// English first.
var Languages = []string{"en", "pl", "es", "ro", "pt", "it", "fr", "cy", "ur"}

// cldrLocales are the CLDR locales whose day and month names each language
// uses. Urdu as British Pakistanis text it is written in Latin letters,
// which CLDR does not cover (its ur is in Arabic script): its catalogue
// names the weekdays itself, and its months are the English ones, as they
// are written in Roman Urdu.
var cldrLocales = map[string]locales.Translator{
	"en": en_GB.New(), "pl": pl.New(), "es": es.New(), "ro": ro.New(), "pt": pt.New(), "it": it.New(),
	"fr": fr.New(), "cy": cy.New(), "ur": en_GB.New(),
}

// catalogueFile is a catalogue as its data file holds it. The comment on a
// sentence names its arguments.
type catalogueFile struct {
	Language string `json:"language"` // the BCP 47 base language
	Name     string `json:"name"`     // the language's English name, for the consoles
	Native   string `json:"native"`   // the language's name in itself
	// Weekdays and WeekdaysShort replace CLDR's names (Sunday first),
	// where CLDR has none in the script the language is written in.
	Weekdays      []string `json:"weekdays,omitempty"`
	WeekdaysShort []string `json:"weekdaysShort,omitempty"`

	Date struct {
		Long         string `json:"long"`         // 1 weekday, 2 day (%d), 3 month
		Short        string `json:"short"`        // 1 weekday, 2 day (%d), 3 month, abbreviated
		SpokenWindow string `json:"spokenWindow"` // 1 from, 2 to
	} `json:"date"`

	Retailer     string    `json:"retailer"`     // the brand when it has no name
	Team         string    `json:"team"`         // 1 brand
	TeamOf       string    `json:"teamOf"`       // 1 brand, in the genitive
	NoTeam       string    `json:"noTeam"`       // the team without a brand's name
	NoTeamOf     string    `json:"noTeamOf"`     // the same in the genitive
	Delivery     string    `json:"delivery"`     // the job, as a subject
	DeliveryOf   string    `json:"deliveryOf"`   // the job, in the genitive
	Collection   string    `json:"collection"`   // the job, as a subject
	CollectionOf string    `json:"collectionOf"` // the job, in the genitive
	YourItems    string    `json:"yourItems"`    // before the items
	And          string    `json:"and"`          // between the last two of a list
	NoItems      string    `json:"noItems"`      // the order when it lists no items
	OtherItems   pluralMsg `json:"otherItems"`   // after the first item: %d
	ItemCount    pluralMsg `json:"itemCount"`    // %d
	Hours        pluralMsg `json:"hours"`        // %d
	Minutes      pluralMsg `json:"minutes"`      // %d
	Thanks       struct {
		Neutral  string `json:"neutral"`
		Formal   string `json:"formal"`
		Friendly string `json:"friendly"`
		Brief    string `json:"brief"`
	} `json:"thanks"`

	First struct {
		Brief   string   `json:"brief"`
		Formal  []string `json:"formal"`
		Neutral []string `json:"neutral"`
	} `json:"first"`

	SMS struct {
		Clarify      string            `json:"clarify"`
		ClarifySlots string            `json:"clarifySlots"`
		AskName      string            `json:"askName"`
		NameQ        string            `json:"nameQuestion"`
		AskAgain     string            `json:"askAgain"`
		NoProblem    string            `json:"noProblem"`
		SlotsIntro   string            `json:"slotsIntro"`
		SlotsTail    string            `json:"slotsTail"`
		SlotsAgain   string            `json:"slotsAgain"`
		Closing      map[string]string `json:"closing"`
		LateAck      string            `json:"lateAck"`
		WholeWindowQ string            `json:"wholeWindowQuestion"`
		WholeWindow  string            `json:"wholeWindow"`
		AdultSigner  string            `json:"adultSigner"`
		SafePlace    string            `json:"safePlace"`
		Sender       string            `json:"sender"`
		Scam         string            `json:"scam"`
		Ask          string            `json:"whereToAsk"`
		Check        string            `json:"howToCheck"`
	} `json:"sms"`

	Call struct {
		Opening        []string          `json:"opening"`
		Ask            string            `json:"question"`
		Clarify        string            `json:"clarify"`
		ClarifyName    string            `json:"clarifyName"`
		Silence        string            `json:"silence"`
		AskName        string            `json:"askName"`
		OfferFirst     string            `json:"offerFirst"`
		OfferNext      string            `json:"offerNext"`
		OfferMany      string            `json:"offerMany"`
		OfferManyNext  string            `json:"offerManyNext"`
		SlotSep        string            `json:"slotSep"`
		SlotSepLast    string            `json:"slotSepLast"`
		OfferWhich     string            `json:"offerWhich"`
		OfferMore      pluralMsg         `json:"offerMore"`
		OfferDayOrNone string            `json:"offerDayOrNone"`
		SayYesNo       string            `json:"sayYesNo"`
		SilenceBye     string            `json:"silenceBye"`
		Over           string            `json:"over"`
		WholeWindowQ   string            `json:"wholeWindowQuestion"`
		WholeWindow    string            `json:"wholeWindow"`
		Closing        map[string]string `json:"closing"`
		Bye            string            `json:"bye"`
		Sender         string            `json:"sender"`
		Scam           string            `json:"scam"`
		Ask2           string            `json:"whereToAsk"`
		Check          string            `json:"howToCheck"`
	} `json:"call"`

	Answers      map[string]string `json:"answers"`
	AskNoEmail   string            `json:"askNoEmail"`
	CheckNoEmail string            `json:"checkNoEmail"`

	Email struct {
		Subject       string    `json:"subject"`
		Header        string    `json:"header"`
		Hello         string    `json:"hello"`
		Hi            string    `json:"hi"`
		Dear          string    `json:"dear"`
		Booked        string    `json:"booked"`
		Intro         string    `json:"intro"`
		Address       string    `json:"address"`
		Choose        string    `json:"choose"`
		Choices       [3]string `json:"choices"`
		Auto          string    `json:"auto"`
		Questions     string    `json:"questions"`
		QuestionsHTML string    `json:"questionsHTML"`
		Links         string    `json:"links"`
		Buttons       string    `json:"buttons"`
		What          string    `json:"what"`
		When          string    `json:"when"`
		Where         string    `json:"where"`
		Order         string    `json:"order"`
		PersonSubject string    `json:"personSubject"`
	} `json:"email"`

	Page PageWords `json:"page"`
}

// pluralMsg is a counted message in each CLDR plural form the language
// uses ("one", "few", "many", "other"); %d is the count.
type pluralMsg map[string]string

// forms are the CLDR plural categories, by plural.Form.
var forms = map[plural.Form]string{
	plural.Other: "other", plural.Zero: "zero", plural.One: "one", plural.Two: "two", plural.Few: "few", plural.Many: "many",
}

// count words n in the plural form the language's CLDR rules pick for it.
func (p pluralMsg) count(tag language.Tag, n int) string {
	f := plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)
	s, ok := p[forms[f]]
	if !ok {
		s = p["other"]
	}
	return sayf(s, n)
}

func init() {
	for _, l := range Languages {
		m, err := loadCatalogue(l)
		if err != nil {
			panic(err) // the files are embedded: a bad one fails every test
		}
		catalogues[l] = m
	}
	english = *catalogues["en"]
}

var catalogues = map[string]*messages{}

// english is British English, the wording for every language confirmd has
// no catalogue for.
var english messages

func loadCatalogue(lang string) (*messages, error) {
	b, err := catalogueFS.ReadFile(path.Join("catalogue", lang+".json"))
	if err != nil {
		return nil, err
	}
	var f catalogueFile
	d := json.NewDecoder(strings.NewReader(string(b)))
	d.DisallowUnknownFields()
	if err := d.Decode(&f); err != nil {
		return nil, fmt.Errorf("catalogue %s: %w", lang, err)
	}
	if f.Language != lang {
		return nil, fmt.Errorf("catalogue %s.json says it is %q", lang, f.Language)
	}
	return f.messages()
}

func (f *catalogueFile) messages() (*messages, error) {
	tag := language.Make(f.Language)
	loc := cldrLocales[f.Language]
	m := &messages{tag: tag, lang: f.Language, name: f.Name, native: f.Native}
	for d := time.Sunday; d <= time.Saturday; d++ {
		m.weekdays[d], m.weekdaysShort[d] = loc.WeekdayWide(d), loc.WeekdayAbbreviated(d)
	}
	if len(f.Weekdays) == 7 && len(f.WeekdaysShort) == 7 {
		copy(m.weekdays[:], f.Weekdays)
		copy(m.weekdaysShort[:], f.WeekdaysShort)
	} else if len(f.Weekdays)+len(f.WeekdaysShort) > 0 {
		return nil, fmt.Errorf("catalogue %s: weekdays and weekdaysShort name all seven days, Sunday first", f.Language)
	}
	for mo := time.January; mo <= time.December; mo++ {
		m.months[mo-1], m.monthsShort[mo-1] = loc.MonthWide(mo), loc.MonthAbbreviated(mo)
	}
	m.longDate, m.shortDate, m.spokenWindow = f.Date.Long, f.Date.Short, f.Date.SpokenWindow
	m.retailer, m.team, m.teamOf, m.noTeam = f.Retailer, f.Team, f.TeamOf, [2]string{f.NoTeam, f.NoTeamOf}
	m.job, m.jobOf = [2]string{f.Delivery, f.Collection}, [2]string{f.DeliveryOf, f.CollectionOf}
	m.yourItems, m.noItems = f.YourItems, f.NoItems
	m.otherItems = func(n int) string { return f.OtherItems.count(tag, n) }
	m.itemCount = func(n int) string { return f.ItemCount.count(tag, n) }
	m.hours = func(n int) string { return f.Hours.count(tag, n) }
	m.minute = func(n int) string { return f.Minutes.count(tag, n) }
	m.thanks = [4]string{Neutral: f.Thanks.Neutral, Formal: f.Thanks.Formal, Friendly: f.Thanks.Friendly, Brief: f.Thanks.Brief}
	m.firstBrief, m.firstFormal, m.firstNeutral = f.First.Brief, f.First.Formal, f.First.Neutral
	if len(f.Call.Opening) != 3 {
		return nil, fmt.Errorf("catalogue %s: call.opening has %d lines; it has 3: who is calling (the automated assistant first), about what, the question", f.Language, len(f.Call.Opening))
	}
	copy(m.callOpening[:], f.Call.Opening)
	s, c := &f.SMS, &f.Call
	m.clarify, m.clarifySlots, m.askName, m.nameQ, m.askAgain = s.Clarify, s.ClarifySlots, s.AskName, s.NameQ, s.AskAgain
	m.noProblem, m.slotsIntro, m.slotsTail, m.slotsAgain = s.NoProblem, s.SlotsIntro, s.SlotsTail, s.SlotsAgain
	m.lateAck, m.adultSigner, m.safePlace, m.and = s.LateAck, s.AdultSigner, s.SafePlace, f.And
	var err error
	if m.smsClosing, err = intentMap(f.Language, "sms.closing", s.Closing); err != nil {
		return nil, err
	}
	if m.callClosing, err = intentMap(f.Language, "call.closing", c.Closing); err != nil {
		return nil, err
	}
	m.callBye = c.Bye
	m.callAsk, m.callClarify, m.callSilence, m.callAskName = c.Ask, c.Clarify, c.Silence, c.AskName
	m.callClarifyName = c.ClarifyName
	m.offerFirst, m.offerNext = c.OfferFirst, c.OfferNext
	m.offerMany, m.offerManyNext, m.slotSep, m.slotSepLast = c.OfferMany, c.OfferManyNext, c.SlotSep, c.SlotSepLast
	m.offerWhich, m.offerDayOrNone, m.sayYesNo = c.OfferWhich, c.OfferDayOrNone, c.SayYesNo
	m.offerMore = func(n int) string { return c.OfferMore.count(tag, n) }
	m.silenceBye, m.callOver = c.SilenceBye, c.Over
	m.wholeWindowQ, m.wholeWindow = [2]string{s.WholeWindowQ, c.WholeWindowQ}, [2]string{s.WholeWindow, c.WholeWindow}
	m.answers = map[interpret.Question]string{}
	for k, v := range f.Answers {
		q := interpret.Question(k)
		if !slices.Contains(answeredQuestions, q) {
			return nil, fmt.Errorf("catalogue %s: answers.%s is not a question confirmd answers", f.Language, k)
		}
		m.answers[q] = v
	}
	m.sender, m.scam = [2]string{s.Sender, c.Sender}, [2]string{s.Scam, c.Scam}
	m.ask, m.check = [3]string{s.Ask, c.Ask2, f.AskNoEmail}, [3]string{s.Check, c.Check, f.CheckNoEmail}
	e := &f.Email
	m.email = emailMessages{
		subject: e.Subject, header: e.Header, hello: e.Hello, hi: e.Hi, dear: e.Dear, booked: e.Booked, intro: e.Intro,
		address: e.Address, choose: e.Choose, choices: e.Choices, auto: e.Auto, questions: e.Questions,
		questionsHTML: e.QuestionsHTML, links: e.Links, buttons: e.Buttons,
		what: e.What, when: e.When, where: e.Where, order: e.Order, personSubject: e.PersonSubject,
	}
	m.page = f.Page
	return m, nil
}

// answeredQuestions are the questions a catalogue's answers word; the
// sender and scam questions are worded per channel.
var answeredQuestions = []interpret.Question{interpret.QuestionTime, interpret.QuestionWindow, interpret.QuestionItems,
	interpret.QuestionCallAhead, interpret.QuestionCarry, interpret.QuestionMustBeIn, interpret.QuestionOther}

func intentMap(lang, key string, in map[string]string) (map[confirm.Intent]string, error) {
	out := make(map[confirm.Intent]string, len(in))
	for k, v := range in {
		i := confirm.Intent(k)
		if !i.Valid() {
			return nil, fmt.Errorf("catalogue %s: %s.%s is not an intent", lang, key, k)
		}
		out[i] = v
	}
	return out, nil
}
