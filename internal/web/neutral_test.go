package web

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

func TestShown(t *testing.T) {
	t.Parallel()
	mark := func(s string) string { return `<span class="ctl">[U+` + s + `]</span>` }
	for _, tt := range []struct {
		name, in, want string
	}{
		{"empty", "", ""},
		{"plain text", "Jane Smith", "<bdi>Jane Smith</bdi>"},
		{"markup is escaped", `<b>"yes"</b> & no`, "<bdi>&lt;b&gt;&#34;yes&#34;&lt;/b&gt; &amp; no</bdi>"},
		{"right-to-left override", "invoice\u202Efdp.exe", "<bdi>invoice" + mark("202E") + "fdp.exe</bdi>"},
		{"every embedding and override", "\u202A\u202B\u202C\u202D\u202E", "<bdi>" + mark("202A") + mark("202B") + mark("202C") + mark("202D") + mark("202E") + "</bdi>"},
		{"isolates", "a\u2066b\u2067c\u2068d\u2069", "<bdi>a" + mark("2066") + "b" + mark("2067") + "c" + mark("2068") + "d" + mark("2069") + "</bdi>"},
		{"zero-width space and marks", "J\u200Bane\u200E\u200F", "<bdi>J" + mark("200B") + "ane" + mark("200E") + mark("200F") + "</bdi>"},
		{"word joiner and invisible operators", "\u2060\u2061\u2062\u2063\u2064", "<bdi>" + mark("2060") + mark("2061") + mark("2062") + mark("2063") + mark("2064") + "</bdi>"},
		{"byte-order mark", "\uFEFFhello", "<bdi>" + mark("FEFF") + "hello</bdi>"},
		{"soft hyphen and a tag character", "Ja\u00ADne\U000E0041", "<bdi>Ja" + mark("00AD") + "ne" + mark("E0041") + "</bdi>"},
		{"a joiner inside an emoji sequence is kept", "👩\u200D💻 ok", "<bdi>👩\u200D💻 ok</bdi>"},
		{"a non-joiner inside a Persian word is kept", "می\u200Cخواهم", "<bdi>می\u200Cخواهم</bdi>"},
		{"a joiner at an edge or by a space is shown", "\u200Dhi \u200D there\u200C", "<bdi>" + mark("200D") + "hi " + mark("200D") + " there" + mark("200C") + "</bdi>"},
		{"joiners in a row are shown", "a\u200D\u200Db", "<bdi>a" + mark("200D") + mark("200D") + "b</bdi>"},
		{"right-to-left letters stay", "שלום", "<bdi>שלום</bdi>"},
	} {
		if diff := cmp.Diff(tt.want, string(shown(tt.in))); diff != "" {
			t.Errorf("%s: shown(%q) mismatch (-want +got):\n%s", tt.name, tt.in, diff)
		}
	}
	if got, want := shownPlain("Jane\u202E"), "\u2068Jane[U+202E]\u2069"; got != want {
		t.Errorf("shownPlain = %q, want %q", got, want)
	}
}

// noFormatCharacters fails when html holds a Cf character, but for the
// isolates that wrap a page's title (in <title> and the page's data-title)
// when a customer's name is the title.
func noFormatCharacters(t *testing.T, page, html string, titled bool) {
	t.Helper()
	if titled {
		if a, b := strings.Count(html, "\u2068"), strings.Count(html, "\u2069"); a != 2 || b != 2 {
			t.Errorf("%s: %d U+2068 and %d U+2069, want the title's two of each", page, a, b)
		}
		html = strings.NewReplacer("\u2068", "", "\u2069", "").Replace(html)
	}
	for i, r := range html {
		if unicode.Is(unicode.Cf, r) {
			t.Errorf("%s: raw U+%04X at byte %d: %q", page, r, i, html[max(0, i-40):min(len(html), i+40)])
		}
	}
}

// TestConsolesNeutraliseFormatCharacters renders the pages of both
// consoles with a customer whose name and messages hold bidirectional
// overrides and invisible characters: none reaches the page, each shows
// as its marker, and each text is isolated in a <bdi>.
func TestConsolesNeutraliseFormatCharacters(t *testing.T) {
	t.Parallel()
	k, _ := newSessionKeys("secret")
	dev := &Developer{session: session{Key: "sk_test_x", ID: "sid"}, keys: k, Prefix: "sk_test_x", Account: "Sandbox"}
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	const (
		name  = "Jane \u202Ehtims\u202C"
		reply = "yes\u2066 \u200Bplease\uFEFF"
	)
	c := &confirm.Confirmation{
		ID: "cf_abc", Status: confirm.StatusActionNeeded, Sandbox: true, Cadence: confirm.CadenceDemo, ExternalID: "SO-1\u202E",
		Customer: confirm.Customer{Name: name, Phone: "+447400123456"},
		Order:    confirm.Order{Type: "delivery", Date: "2026-11-25", Window: confirm.Window{From: "08:00", To: "12:00"}, Items: []confirm.Item{{Name: "Sofa\u202E"}}, Address: &confirm.Address{Line1: "1 High St\u2067"}},
		Events: []confirm.Event{
			{At: now, Kind: "out", Channel: "sms", Text: "Will someone be in?"},
			{At: now, Kind: "in", Channel: "sms", Text: reply},
			{At: now, Kind: "out", Channel: "sms", Text: "On its way"},
		},
		Outcome:   &confirm.Outcome{Intent: "other", Summary: "asked for a person", Notes: "gate\u202E code"},
		UpdatedAt: now,
	}
	ds := []*confirm.Delivery{{ID: "wh_1", URL: "http://127.0.0.1:9/hook", State: "delivered", Payload: []byte(`{"name":"` + name + `"}`),
		Attempts: []confirm.Attempt{{At: now, StatusCode: 200, ResponseBody: "ok\u202E"}}}}

	events := make([]opsEvent, len(c.Events))
	for i, e := range c.Events {
		events[i] = opsEvent{At: confirm.FormatTime(e.At), Kind: e.Kind, Channel: e.Channel, Text: e.Text}
	}
	events[2].Author = "Sam\u202E" // a person wrote it
	item := opsItem{ID: c.ID, Status: c.Status, ExternalID: c.ExternalID, Customer: c.Customer, Order: c.Order, Outcome: c.Outcome, Events: events}
	item.Handoff = &struct {
		Since               string    `json:"since"`
		WaitingSeconds      int64     `json:"waitingSeconds"`
		LastCustomerMessage *opsEvent `json:"lastCustomerMessage"`
		HandledBy           string    `json:"handledBy"`
	}{LastCustomerMessage: &events[1], HandledBy: "Sam\u202E"}

	pages := map[string]*consolePage{
		"list":   {Developer: dev, Title: "Confirmations", Rows: []*confirm.Confirmation{c}},
		"show":   showPage(dev, c, ds, now),
		"inbox":  {Developer: dev, Title: "Inbox", Ops: &opsPage{Items: []opsItem{item}}},
		"thread": {Developer: dev, Title: shownPlain(name), Ops: &opsPage{Item: &item}},
	}
	for page, d := range pages {
		d.Nonce = "n"
		d.CSRF = k.csrfToken(d.session)
		var b bytes.Buffer
		if err := consoleTemplates[page].ExecuteTemplate(&b, "layout", d); err != nil {
			t.Fatal(err)
		}
		html := b.String()
		noFormatCharacters(t, page, html, page == "thread")
		parseHTML(t, html)
		if want := `<bdi>Jane <span class="ctl">[U+202E]</span>htims<span class="ctl">[U+202C]</span></bdi>`; !strings.Contains(html, want) {
			t.Errorf("%s: the customer's name is not shown as %s:\n%s", page, want, html)
		}
		if page == "list" {
			continue // the list shows no messages
		}
		if want := `<bdi>yes<span class="ctl">[U+2066]</span> <span class="ctl">[U+200B]</span>please<span class="ctl">[U+FEFF]</span></bdi>`; !strings.Contains(html, want) {
			t.Errorf("%s: the customer's reply is not shown as %s:\n%s", page, want, html)
		}
	}
}
