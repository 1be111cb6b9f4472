package web

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

const testPublicURL = "https://confirm.example"

// fullConfirmation has everything a confirmation may carry.
func fullConfirmation() *confirm.Confirmation {
	at := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	return &confirm.Confirmation{
		ID:         "cf_abcdefghijklmnopqrstuvwx",
		AccountID:  "acct_0123456789abcdef",
		Status:     confirm.StatusInProgress,
		ExternalID: "SO-1042",
		Sandbox:    true,
		Brand: &confirm.Brand{
			Name:         "Acme Home",
			Colors:       &confirm.Colors{Primary: "#0A7F5A"},
			SupportEmail: "help@acme.test",
			Tone:         "warm, brief",
		},
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Phone: "+447400123456", Email: "jane@example.com"},
		Order: confirm.Order{
			Ref: "A-1", Type: confirm.OrderDelivery, Date: "2026-11-24",
			Window: confirm.Window{From: "08:00", To: "12:00"}, Timezone: "Europe/London",
			Items: []confirm.Item{
				{Name: "Sofa", Qty: 1, SKU: "SF-1"},
				{Name: "Dining chair", Qty: 4},
				{Name: "Rug"},
			},
			Address: &confirm.Address{Line1: "1 High St", City: "Leeds", Postcode: "LS1 1AA"},
			RescheduleOptions: []confirm.Slot{
				{Date: "2026-11-25", Window: confirm.Window{From: "12:00", To: "16:00"}},
				{Date: "2026-11-27", Window: confirm.Window{From: "08:00", To: "12:00"}},
			},
		},
		Cadence:   confirm.CadenceStandard,
		CreatedAt: at,
		UpdatedAt: at,
	}
}

// minimalConfirmation has only what a create request must carry.
func minimalConfirmation() *confirm.Confirmation {
	return &confirm.Confirmation{
		ID:        "cf_0000000000000000000000aa",
		AccountID: "acct_0000000000000001",
		Status:    confirm.StatusScheduled,
		Customer:  confirm.Customer{Name: "Sam", First: "Sam", Email: "sam@example.com"},
		Order: confirm.Order{
			Type: confirm.OrderCollection, Date: "2026-12-01",
			Window: confirm.Window{From: "13:00", To: "17:00"}, Timezone: "Europe/London",
			Items: []confirm.Item{{Name: "Washing machine"}},
		},
		Cadence: confirm.CadenceStandard,
	}
}

func TestRenderEmailGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    *confirm.Confirmation
	}{
		{"full", fullConfirmation()},
		{"minimal", minimalConfirmation()},
		// In the customer's language: Polish and Spanish have the
		// wording; German falls back to English.
		{"full_pl", inLanguage(fullConfirmation(), "pl-PL")},
		{"minimal_pl", inLanguage(minimalConfirmation(), "pl")},
		{"full_es", inLanguage(fullConfirmation(), "es-MX")},
		{"minimal_es", inLanguage(minimalConfirmation(), "es")},
		{"full_de", inLanguage(fullConfirmation(), "de")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			subject, text, html, err := RenderEmail(tc.c, EmailLinks(testSecret, testPublicURL, tc.c))
			if err != nil {
				t.Fatal(err)
			}
			golden(t, "email_"+tc.name+".txt", "Subject: "+subject+"\n\n"+text)
			golden(t, "email_"+tc.name+".html", html)
		})
	}
}

func inLanguage(c *confirm.Confirmation, tag string) *confirm.Confirmation {
	c.Customer.Language = tag
	return c
}

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", path, diff)
	}
}

func TestRenderEmailHTML(t *testing.T) {
	t.Parallel()
	c := fullConfirmation()
	links := EmailLinks(testSecret, testPublicURL, c)
	_, text, html, err := RenderEmail(c, links)
	if err != nil {
		t.Fatal(err)
	}
	els := parseHTML(t, html)
	if got := find(els, "html", "lang=en"); len(got) != 1 {
		t.Error(`email has no <html lang="en">`)
	}

	// Three big buttons, one per choice, in the order of the email.
	var got []string
	for _, a := range find(els, "a", "href") {
		if strings.HasPrefix(a.Attr["href"], testPublicURL+"/c/") {
			got = append(got, strings.TrimSpace(a.Text)+" -> "+a.Attr["href"])
			if !strings.Contains(a.Attr["style"], "color:#FFFFFF") || !strings.Contains(a.Attr["style"], "display:block") {
				t.Errorf("button %q style = %q; want white block text on the brand colour", a.Text, a.Attr["style"])
			}
		}
	}
	want := []string{
		"I will be in -> " + links[confirm.ChoiceWillBeIn],
		"Someone else will be in -> " + links[confirm.ChoiceSomeoneElse],
		"I need a different day -> " + links[confirm.ChoiceDifferentDay],
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("email buttons mismatch (-want +got):\n%s", diff)
	}
	for _, w := range want {
		label, url, _ := strings.Cut(w, " -> ")
		if !strings.Contains(text, label+":\n"+url+"\n") {
			t.Errorf("text part lacks %q with its link", label)
		}
	}

	// Nothing is fetched when the email is opened: no images, fonts,
	// styles or scripts from anywhere, and every link is ours or mailto.
	for _, name := range []string{"img", "script", "link", "iframe", "object", "style", "form"} {
		if n := len(find(els, name)); n > 0 {
			t.Errorf("email has %d <%s> elements", n, name)
		}
	}
	for _, e := range els {
		for k, v := range e.Attr {
			if k == "src" || k == "background" || strings.Contains(v, "url(") {
				t.Errorf("<%s %s=%q> loads something", e.Name, k, v)
			}
			if k == "href" && !strings.HasPrefix(v, testPublicURL+"/c/") && v != "mailto:help@acme.test" {
				t.Errorf("unexpected link %q", v)
			}
		}
	}
	for _, s := range []string{"Acme Home", "Sofa", "4 x Dining chair", "Rug", "Tuesday 24 November, 08:00-12:00", "1 High St, Leeds, LS1 1AA", "A-1",
		"This message was sent automatically for Acme Home.", "help@acme.test"} {
		if !strings.Contains(html, s) {
			t.Errorf("email HTML lacks %q", s)
		}
	}
}

func TestRenderEmailNeedsEveryLink(t *testing.T) {
	t.Parallel()
	c := minimalConfirmation()
	links := EmailLinks(testSecret, testPublicURL, c)
	delete(links, confirm.ChoiceSomeoneElse)
	if _, _, _, err := RenderEmail(c, links); err == nil {
		t.Error("RenderEmail without the someone_else link succeeded")
	}
}

func TestRenderEmailEscapes(t *testing.T) {
	t.Parallel()
	c := fullConfirmation()
	c.Brand.Name = `<script>alert(1)</script>`
	c.Brand.Colors.Primary = `red;background:url(https://evil.example/x)`
	c.Order.Items[0].Name = `<img src=x onerror=alert(1)>`
	links := EmailLinks(testSecret, testPublicURL, c)
	links[confirm.ChoiceWillBeIn] = "javascript:alert(1)"
	_, _, html, err := RenderEmail(c, links)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"<script", "<img", "evil.example", "javascript:"} {
		if strings.Contains(html, bad) {
			t.Errorf("email HTML contains %q", bad)
		}
	}
	if !strings.Contains(html, "background-color:"+defaultPrimary) {
		t.Error("a malformed brand colour did not fall back to the default")
	}
	parseHTML(t, html)
}

func TestTextOnMeetsAA(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ bg, want string }{
		{"#0A7F5A", textLight},
		{"#FFFFFF", textDark},
		{"#FFD700", textDark},
		{"#000000", textLight},
		{defaultPrimary, textLight},
	} {
		if got := textOn(tc.bg); got != tc.want {
			t.Errorf("textOn(%s) = %s, want %s", tc.bg, got, tc.want)
		}
	}
	// Every colour of a 4096-colour sweep gets a text colour that holds
	// 4.5:1, including the mid tones where near-black falls short.
	const hex = "0123456789ABCDEF"
	for _, r := range hex {
		for _, g := range hex {
			for _, b := range hex {
				bg := "#" + string([]rune{r, r, g, g, b, b})
				if ratio := contrast(luminance(textOn(bg)), luminance(bg)); ratio < minTextRatio {
					t.Fatalf("textOn(%s) = %s with contrast %.2f", bg, textOn(bg), ratio)
				}
			}
		}
	}
}
