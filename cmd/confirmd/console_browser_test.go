package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// findChromium returns the browser the console's browser test drives. A
// machine without one may skip the test, but CI must not: there the test
// fails, so a missing install step cannot pass unseen.
func findChromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no Chromium found; CI must install the Debian package chromium (see .ci/run)")
	}
	t.Skip("no Chromium found; install the Debian package chromium (apt-get install -y chromium) to run the console's browser test")
	return ""
}

// TestConsoleInBrowser drives the console in headless Chromium against the
// real `confirmd serve`: sign in, create a demo confirmation, advance to the
// text, answer it as the customer, and watch the page follow, all without
// a page load after sign-in.
func TestConsoleInBrowser(t *testing.T) {
	bin := findChromium(t)
	cs := newConsoleServer(t)

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 1000),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}

	// CONFIRMD_TEST_SCREENSHOTS keeps the screenshots in a folder of one's
	// choice, to look at after the run.
	shots := os.Getenv("CONFIRMD_TEST_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	n := 0
	shot := func(name string) {
		t.Helper()
		n++
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Errorf("screenshot %s: %v", name, err)
			return
		}
		p := filepath.Join(shots, fmt.Sprintf("%02d-%s.png", n, name))
		if err := os.WriteFile(p, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}
	do := func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		if err := chromedp.Do(tctx, actions...); err != nil {
			shot("failed")
			t.Fatalf("%s: %v", what, err)
		}
	}
	// until waits for a JavaScript condition to hold.
	until := func(what, expr string) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for {
			ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
			if err == nil && ok {
				return
			}
			if time.Now().After(deadline) {
				shot("failed")
				t.Fatalf("timed out waiting for %s (%s): %v", what, expr, err)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	idle := `(function () { var b = document.getElementById("advance"); return !!b && !b.disabled; })()`

	do("opening the sign-in page",
		chromedp.Navigate(cs.base+"/sandbox"),
		chromedp.WaitVisible(chromedp.CSS("#key")),
	)
	shot("sign-in")
	do("signing in",
		chromedp.SendKeys(chromedp.CSS("#key"), consoleKey),
		chromedp.Click(chromedp.CSS("main button[type=submit]")),
	)
	until("the list", `document.querySelector("h1") && document.querySelector("h1").textContent === "Sandbox confirmations"`)
	// From here on the page must never load again: forms and links are
	// fetched and swapped in, and a new load would lose this marker.
	do("setting the marker", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Evaluate[bool](`window.consoleMarker = "kept"; true`)(ctx, tg)
		return err
	}))

	do("opening the create form",
		chromedp.Click(chromedp.CSS(`main a[href="/sandbox/new"]`)),
		chromedp.WaitVisible(chromedp.CSS("#webhookUrl")),
	)
	do("filling in the webhook", chromedp.SendKeys(chromedp.CSS("#webhookUrl"), cs.hook.URL+"/hooks"))
	shot("create-form")
	do("creating", chromedp.Click(chromedp.CSS(`form[action="/sandbox/new"] button[type=submit]`)))
	until("the confirmation's page", idle)
	shot("created")

	for i := range 2 {
		do(fmt.Sprintf("advance %d", i+1), chromedp.Click(chromedp.CSS("#advance")))
		until("the page after advancing", idle)
	}
	until("the text to the customer", `!!document.querySelector(".chat li.out")`)
	shot("text-sent")

	do("texting back",
		chromedp.SendKeys(chromedp.CSS("#sms-text"), "my neighbour Sue will take it"),
		chromedp.Click(chromedp.CSS("#send-sms")),
	)
	until("confirmed with Sue signing", `(function () {
		var s = document.getElementById("status"), g = document.getElementById("signer");
		return !!s && s.textContent.trim() === "confirmed" && !!g && g.textContent.indexOf("Sue") === 0;
	})()`)
	until("the webhook attempt, by live update", `document.getElementById("hooks-heading") && document.body.textContent.indexOf("Attempt 1 at") >= 0`)
	shot("confirmed")

	marker, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.consoleMarker || ""`))
	if err != nil || marker != "kept" {
		t.Errorf("the page was reloaded after sign-in (marker %q, %v)", marker, err)
	}
	if n := cs.hooks.Load(); n != 1 {
		t.Errorf("the receiver got %d webhooks, want 1", n)
	}

	do("a phone-sized screen", chromedp.EmulateViewport(390, 844))
	shot("phone")
}
