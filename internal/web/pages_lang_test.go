package web

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
)

// pageInLanguage is fullConfirmation for a customer in lang, in the given
// status (open when "").
func pageInLanguage(lang string, status confirm.Status) *confirm.Confirmation {
	c := fullConfirmation()
	c.Customer.Language = lang
	if status != "" {
		c.Status = status
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentAlternateSigner, SignerName: "Tom Smith"}
	}
	return c
}

// visibleText is a page's text without its markup, scripts and styles.
func visibleText(body string) string {
	for _, tag := range []string{"style", "script", "title"} {
		for {
			i := strings.Index(body, "<"+tag)
			j := strings.Index(body, "</"+tag+">")
			if i < 0 || j < i {
				break
			}
			body = body[:i] + body[j+len(tag)+3:]
		}
	}
	var b strings.Builder
	in := false
	for _, r := range body {
		switch {
		case r == '<':
			in = true
			b.WriteRune(' ')
		case r == '>':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return strings.NewReplacer("&#39;", "'", "&amp;", "&", "&quot;", `"`).Replace(b.String())
}

// TestPagesInLanguage: each customer page speaks the customer's language,
// says so in <html lang>, and holds no word its catalogue lacks besides
// the booking's own (brand, items, address, names).
func TestPagesInLanguage(t *testing.T) {
	t.Parallel()
	given := []string{"Acme Home", "Sofa", "Dining chair", "Rug", "High St", "Leeds", "LS1 1AA", "A-1", "help@acme.test", "Tom Smith", "mailto"}
	for _, lang := range dialogue.Languages {
		vocab := dialogue.Vocabulary(lang)
		for _, status := range []confirm.Status{"", confirm.StatusConfirmed, confirm.StatusUnreachable} {
			w := newWorld(t, pageInLanguage(lang, status))
			for _, choice := range choices {
				res, body := w.do(http.MethodGet, w.link(choice), nil)
				if res.StatusCode != http.StatusOK {
					t.Fatalf("%s %s %s: status %d", lang, status, choice, res.StatusCode)
				}
				if !strings.Contains(body, `<html lang="`+lang+`">`) {
					t.Errorf("%s %s %s: the page does not say it is in %s", lang, status, choice, lang)
				}
				text := visibleText(body)
				for _, g := range given {
					text = strings.ReplaceAll(text, g, " ")
				}
				for _, word := range dialogue.Words(text) {
					if !vocab[word] && word != "x" {
						t.Errorf("%s %s %s: %q is not a word of the %s catalogue:\n%s", lang, status, choice, word, lang, strings.Join(strings.Fields(text), " "))
						break
					}
				}
			}
		}
	}
}

// TestPagesInLanguageFitAPhone renders each customer page in each language
// in Chromium at 360 px wide, a small phone, and checks that nothing is
// wider than the screen (no sideways scrolling) however long the words.
func TestPagesInLanguageFitAPhone(t *testing.T) {
	bin := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			bin = p
			break
		}
	}
	if bin == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("no Chromium found; CI must install the Debian package chromium")
		}
		t.Skip("no Chromium found; install the Debian package chromium to run the customer pages' browser test")
	}
	type pageCase struct{ name, url string }
	var cases []pageCase
	for _, lang := range dialogue.Languages {
		for _, status := range []confirm.Status{"", confirm.StatusConfirmed} {
			w := newWorld(t, pageInLanguage(lang, status))
			srv := httptest.NewServer(w.mux)
			t.Cleanup(srv.Close)
			for _, choice := range choices {
				cases = append(cases, pageCase{lang + "/" + string(status) + "/" + choice, srv.URL + w.link(choice)})
			}
		}
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck, chromedp.Flag("disable-dev-shm-usage", true), chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(360, 740),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(360, 740)); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	tctx, cancelTimeout := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancelTimeout)
	for _, pc := range cases {
		if err := chromedp.Do(tctx, chromedp.Navigate(pc.url), chromedp.WaitReady("main")); err != nil {
			t.Fatalf("%s: %v", pc.name, err)
		}
		scroll, err1 := chromedp.Run(tctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth`))
		inner, err2 := chromedp.Run(tctx, chromedp.Evaluate[int](`window.innerWidth`))
		lang, err3 := chromedp.Run(tctx, chromedp.Evaluate[string](`document.documentElement.lang`))
		if err := errors.Join(err1, err2, err3); err != nil {
			t.Fatalf("%s: %v", pc.name, err)
		}
		if inner != 360 || scroll > inner {
			t.Errorf("%s: scrollWidth %d, innerWidth %d: the page is wider than a 360 px screen", pc.name, scroll, inner)
		}
		if want, _, _ := strings.Cut(pc.name, "/"); lang != want {
			t.Errorf("%s: <html lang=%q>", pc.name, lang)
		}
	}
}
