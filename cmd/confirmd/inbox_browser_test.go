package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/confirmd/confirmd/internal/testdb"
	"github.com/confirmd/confirmd/webhook"
)

const inboxSecret = "whsec_inboxBrowserq0jg8AJua9d3LVOT3Cly"

// setupLink finds the one-time link `confirmd operators create` prints.
var setupLink = regexp.MustCompile(`(?m)^link: +(\S+)$`)

// TestInboxInBrowser drives the operators' console in headless Chromium
// against the real `confirmd serve`, on each store: an operator and an
// admin are added with `confirmd operators create`, set their passwords
// through its link and sign in as themselves; with the operator's
// Inbox open and empty, a customer asks for a person and appears in it
// without a reload (announced, focus left where it was), and a take and a
// release made in a second tab show in it live too; the operator
// opens them, answers, the customer
// replies (the thread follows live), and the operator resolves; the
// retailer's receiver gets the signed webhook with resolvedBy (his name,
// from his operator record); the dashboard is refused to him and shown to
// the admin. Every page of the operators' console, its sign-in and
// set-password pages, and the sandbox console's pages (its sign-in
// included) fit 360 and 1280 px and pass axe-core.
func TestInboxInBrowser(t *testing.T) {
	bin := findChromium(t)
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		var mu sync.Mutex
		var got []webhook.Event
		hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			if err := webhook.Verify(inboxSecret, body, r.Header.Get(webhook.SignatureHeader)); err != nil {
				t.Errorf("webhook signature: %v", err)
				w.WriteHeader(http.StatusUnauthorized)
				return
			}
			var e webhook.Event
			if err := json.Unmarshal(body, &e); err != nil {
				t.Errorf("webhook body: %v", err)
			}
			mu.Lock()
			got = append(got, e)
			mu.Unlock()
			w.WriteHeader(http.StatusNoContent)
		}))
		t.Cleanup(hook.Close)
		dbURL := k.URL(t)
		run := mustServe(t, map[string]string{
			"CONFIRMD_DATABASE_URL":   dbURL,
			"CONFIRMD_SANDBOX_KEY":    consoleKey,
			"CONFIRMD_SIGNING_SECRET": inboxSecret,
		})
		t.Cleanup(func() { run.stop() })
		base := "http://" + run.addr

		api := func(method, path string, body any) map[string]any {
			t.Helper()
			var rd io.Reader = http.NoBody
			if body != nil {
				b, _ := json.Marshal(body)
				rd = bytes.NewReader(b)
			}
			req, _ := http.NewRequest(method, base+"/v1"+path, rd)
			req.Header.Set("Authorization", "Bearer "+consoleKey)
			req.Header.Set("Content-Type", "application/json")
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			var out map[string]any
			json.NewDecoder(res.Body).Decode(&out)
			if res.StatusCode >= 300 {
				t.Fatalf("%s %s: %d %v", method, path, res.StatusCode, out)
			}
			return out["confirmation"].(map[string]any)
		}
		day := func(n int) string { return time.Now().In(london(t)).AddDate(0, 0, n).Format(time.DateOnly) }
		c := api("POST", "/confirmations", map[string]any{
			"brand":    map[string]any{"name": "Acme Home"},
			"customer": map[string]any{"name": "Jane Smith", "phone": "+447400123456", "email": "jane@example.com"},
			"order": map[string]any{"date": day(3), "window": map[string]any{"from": "08:00", "to": "12:00"},
				"items":             []any{map[string]any{"name": "Sofa"}},
				"rescheduleOptions": []any{map[string]any{"date": day(4), "window": map[string]any{"from": "12:00", "to": "16:00"}}}},
			"cadence": "demo", "webhookUrl": hook.URL + "/hooks",
		})
		id := c["id"].(string)
		api("POST", "/confirmations/"+id+"/advance", nil)
		api("POST", "/confirmations/"+id+"/advance", nil)

		opts := []chromedp.ExecAllocatorOption{
			chromedp.ExecPath(bin), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
			chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
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
		// The browser starts with ctx, not with the time-out of a step.
		if err := chromedp.Do(ctx); err != nil {
			t.Fatalf("starting Chromium: %v", err)
		}
		do := func(what string, actions ...chromedp.Action[chromedp.Void]) {
			t.Helper()
			// generous: a step waits for the page, which under the race
			// detector on a busy machine can take tens of seconds
			tctx, cancel := context.WithTimeout(ctx, 90*time.Second)
			defer cancel()
			if err := chromedp.Do(tctx, actions...); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
		}
		until := func(what, expr string) {
			t.Helper()
			deadline := time.Now().Add(90 * time.Second)
			for {
				ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
				if err == nil && ok {
					return
				}
				if time.Now().After(deadline) {
					html, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText : ""`))
					t.Fatalf("timed out waiting for %s (%s): %v\n%s", what, expr, err, html)
				}
				time.Sleep(100 * time.Millisecond)
			}
		}
		threadHas := func(s string) string {
			return fmt.Sprintf(`(function () { var t = document.getElementById("thread"); return !!t && t.textContent.indexOf(%q) >= 0; })()`, s)
		}

		// Sam, an operator of the account's sandbox, and Ada, an admin,
		// are added with the command line; each sets a password through
		// the printed link and signs in as themselves.
		cliEnv := map[string]string{"CONFIRMD_DATABASE_URL": dbURL, "CONFIRMD_PUBLIC_URL": base}
		link := func(args ...string) string {
			t.Helper()
			out, stderr, err := cli(cliEnv, append([]string{"operators", "create", "--sandbox"}, args...)...)
			m := setupLink.FindStringSubmatch(out)
			if err != nil || m == nil {
				t.Fatalf("operators create %v: %v\n%s%s", args, err, out, stderr)
			}
			return m[1]
		}
		signIn := func(who, setLink, email string) {
			t.Helper()
			do("setting "+who+"'s password",
				chromedp.Navigate(setLink),
				chromedp.WaitVisible(chromedp.CSS("#password")),
				chromedp.SendKeys(chromedp.CSS("#password"), who+"'s long password"),
				chromedp.SendKeys(chromedp.CSS("#password2"), who+"'s long password"),
				chromedp.Click(chromedp.CSS("main button[type=submit]")),
			)
			until(who+"'s password set", `document.body.textContent.indexOf("Your password is set") >= 0`)
			do("opening the console",
				chromedp.Navigate(base+"/console"),
				chromedp.WaitVisible(chromedp.CSS("#email")),
			)
			do("signing in as "+who,
				chromedp.SendKeys(chromedp.CSS("#email"), email),
				chromedp.SendKeys(chromedp.CSS("#password"), who+"'s long password"),
				chromedp.Click(chromedp.CSS("main button[type=submit]")),
			)
		}
		samLink := link("--email", "sam@acme.example", "--name", "Sam", "--role", "operator")
		adaLink := link("--email", "ada@acme.example", "--name", "Ada", "--role", "admin")
		signIn("Sam", samLink, "sam@acme.example")
		until("the empty inbox", `document.body.textContent.indexOf("Nobody is waiting") >= 0`)
		// The page is left open, with the filter focused; a reload would
		// lose the mark and the focus.
		do("focusing the filter", chromedp.Focus(chromedp.CSS("#intent")))
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.notReloaded = true`)); err != nil {
			t.Fatal(err)
		}
		if c = api("POST", "/sandbox/confirmations/"+id+"/reply", map[string]any{"channel": "sms", "text": "can I speak to someone"}); c["status"] != "action_needed" {
			t.Fatalf("status %v", c["status"])
		}
		until("the inbox with the customer, by live update", fmt.Sprintf(`!!document.querySelector('a[href="/console/inbox/%s"]')`, id))
		until("the announcement", `document.getElementById("live-news").textContent === "New in the inbox: Jane Smith."`)
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.notReloaded === true && document.activeElement && document.activeElement.id === "intent"`)); err != nil || !ok {
			t.Errorf("the page was reloaded or lost its focus (%v)", err)
		}
		until("the last customer message", `document.body.textContent.indexOf("can I speak to someone") >= 0`)

		// In a second tab Sam takes the customer and then lets them go;
		// the Inbox left open in the first says so each time, without a
		// reload.
		tab, cancelTab := chromedp.NewContext(ctx)
		// The tab opens with tab itself, not with the time-out of a step,
		// which would close it when the step ends.
		if err := chromedp.Do(tab); err != nil {
			t.Fatalf("opening a second tab: %v", err)
		}
		toFront := chromedp.Action[chromedp.Void](func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
			_, err := cdp.Call(ctx, t, cdppage.BringToFront, cdp.Empty{})
			return chromedp.Void{}, err
		})
		inTab := func(what string, actions ...chromedp.Action[chromedp.Void]) {
			t.Helper()
			tctx, cancel := context.WithTimeout(tab, 90*time.Second)
			defer cancel()
			// A tab in the background loads nothing: it comes to the front
			// for its step.
			if err := chromedp.Do(tctx, append([]chromedp.Action[chromedp.Void]{toFront}, actions...)...); err != nil {
				t.Fatalf("second tab, %s: %v", what, err)
			}
		}
		inTab("taking the customer",
			chromedp.Navigate(base+"/console/inbox/"+id),
			chromedp.WaitVisible(chromedp.CSS(`form[action$="/take"] button`)),
			chromedp.Click(chromedp.CSS(`form[action$="/take"] button`)),
			chromedp.WaitVisible(chromedp.CSS(`form[action$="/release"] button`)),
		)
		do("the Inbox's tab to the front", toFront)
		until("the claim in the open Inbox, by live update", `window.notReloaded === true && document.body.textContent.indexOf("assigned to Sam") >= 0`)
		inTab("letting the customer go",
			chromedp.Navigate(base+"/console/inbox/"+id),
			chromedp.WaitVisible(chromedp.CSS(`form[action$="/release"] button`)),
			chromedp.Click(chromedp.CSS(`form[action$="/release"] button`)),
			chromedp.WaitVisible(chromedp.CSS(`form[action$="/take"] button`)))
		do("the Inbox's tab to the front", toFront)
		until("the release in the open Inbox, by live update", `window.notReloaded === true && document.body.textContent.indexOf("assigned to") < 0`)
		cancelTab()
		do("opening the thread", chromedp.Click(chromedp.CSS(fmt.Sprintf(`a[href="/console/inbox/%s"]`, id))))
		until("the reply box", `!!document.getElementById("reply-text")`)

		do("answering",
			chromedp.SendKeys(chromedp.CSS("#reply-text"), "Hi Jane, would the afternoon after suit?"),
			chromedp.Click(chromedp.CSS(`form[action$="/messages"] button[type=submit]`)),
		)
		until("the answer in the thread, with its author", threadHas("Sam: Acme Home: Hi Jane, would the afternoon after suit? - Sam"))

		api("POST", "/sandbox/confirmations/"+id+"/reply", map[string]any{"channel": "sms", "text": "yes the afternoon after is fine"})
		until("the customer's reply, by live update", threadHas("yes the afternoon after is fine"))

		// Nothing is chosen at first; Resolve without a choice is refused
		// with a line saying so, and the slot appears only for Rescheduled.
		if got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector("form.resolve input[type=radio]:checked") || {id: "nothing"}).id + " checked, slot " + getComputedStyle(document.querySelector(".only-rescheduled")).display`)); err != nil || got != "nothing checked, slot none" {
			t.Errorf("the resolve form starts with %q, want nothing checked and no slot shown (%v)", got, err)
		}
		do("resolving without a choice", chromedp.Click(chromedp.CSS(`form[action$="/resolve"] button[type=submit]`)))
		until("the refusal", `(function () { var p = document.getElementById("problems"); return !!p && p.textContent.indexOf("Choose an outcome") >= 0; })()`)
		do("resolving",
			chromedp.Click(chromedp.CSS("#status-rescheduled")),
			chromedp.SetValue(chromedp.CSS("#slot"), "0"),
			chromedp.Click(chromedp.CSS(`form[action$="/resolve"] button[type=submit]`)),
		)
		until("rescheduled", `(function () { var s = document.getElementById("status"); return !!s && s.textContent.trim() === "rescheduled"; })()`)
		until("the notice", `(function () { var s = document.getElementById("resolved"); return !!s && s.textContent === "Resolved as rescheduled by Sam; the retailer's system was told."; })()`)

		// The dashboard is the admins': not linked for Sam, refused if he
		// goes there, and shown to Ada.
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!document.querySelector('a[href="/console/dashboard"]')`)); err != nil || !ok {
			t.Errorf("the operator's header links the dashboard (%v)", err)
		}
		do("the operator opening the dashboard", chromedp.Navigate(base+"/console/dashboard"))
		until("the dashboard refused", `document.body.textContent.indexOf("For admins only") >= 0`)
		do("signing out", chromedp.Click(chromedp.CSS(`form[action="/console/sign-out"] button`)))
		signIn("Ada", adaLink, "ada@acme.example")
		until("the admin's inbox", `!!document.querySelector('a[href="/console/dashboard"]')`)
		do("the admin opening the dashboard", chromedp.Click(chromedp.CSS(`a[href="/console/dashboard"]`)))
		until("the dashboard", `document.querySelector("h1") && document.querySelector("h1").textContent.indexOf("Dashboard") >= 0`)

		// Every page of the console fits a phone (360 px) and a desktop
		// (1280 px): nothing scrolls sideways, no header breaks inside a
		// word, and the dashboard's chart labels are 12 px or more. Screenshots are kept (CONFIRMD_TEST_SCREENSHOTS=DIR).
		shots := os.Getenv("CONFIRMD_TEST_SCREENSHOTS")
		if shots == "" {
			shots = t.TempDir()
		} else if err := os.MkdirAll(shots, 0o755); err != nil {
			t.Fatal(err)
		}
		// A second customer waits, so that the Inbox has a row to show.
		waiting := api("POST", "/confirmations", map[string]any{
			"brand":    map[string]any{"name": "Acme Home"},
			"customer": map[string]any{"name": "Priya Raman", "phone": "+447400123457", "email": "priya.raman@example.com"},
			"order": map[string]any{"ref": "ORD-20418", "date": day(2), "window": map[string]any{"from": "07:00", "to": "10:00"},
				"items":   []any{map[string]any{"name": "Oak wardrobe"}, map[string]any{"name": "Bedside table", "qty": 2}},
				"address": map[string]any{"line1": "14 Mill Lane", "city": "York", "postcode": "YO1 7HH"}},
			"cadence": "demo", "externalId": "SO-88412",
		})["id"].(string)
		api("POST", "/confirmations/"+waiting+"/advance", nil)
		api("POST", "/confirmations/"+waiting+"/advance", nil)
		api("POST", "/sandbox/confirmations/"+waiting+"/reply", map[string]any{"channel": "sms", "text": "I can't do Thursday, can someone call me"})
		axeSource, err := os.ReadFile(filepath.Join("testdata", "axe", "axe.min.js"))
		if err != nil {
			t.Fatal(err)
		}
		checkPage := func(name, path string, width int64) {
			t.Helper()
			do("opening "+name, chromedp.Navigate(base+path), chromedp.WaitVisible(chromedp.CSS("main h1")))
			fits, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(function () {
				var out = [];
				if (document.documentElement.scrollWidth > window.innerWidth) out.push("scrolls sideways: " + document.documentElement.scrollWidth + " > " + window.innerWidth);
				document.querySelectorAll("th, h1, h2").forEach(function (h) {
					var head = h.closest("thead");
					if (head && head.getBoundingClientRect().width <= 1) return; // a table's header hidden on a phone, its cells labelled
					var words = h.textContent.trim().split(/\s+/);
					var r = document.createRange(); r.selectNodeContents(h);
					var lines = new Set(Array.from(r.getClientRects()).map(function (x) { return Math.round(x.top); })).size;
					if (lines > words.length) out.push("a header breaks inside a word: " + h.textContent.trim());
				});
				document.querySelectorAll("svg.chart").forEach(function (svg) {
					var w = svg.getBoundingClientRect().width;
					if (w === 0) return; // hidden on a phone: its table shows the same numbers
					var scale = w / svg.viewBox.baseVal.width;
					svg.querySelectorAll("text").forEach(function (t) {
						var px = parseFloat(getComputedStyle(t).fontSize) * scale;
						if (px < 12) out.push("a chart label of " + px.toFixed(1) + " px: " + t.textContent);
					});
				});
				return out.join("; ");
			})()`))
			if err != nil || fits != "" {
				t.Errorf("%s at %d px: %s (%v)", name, width, fits, err)
			}
			// axe-core (testdata/axe, pinned) finds no serious or
			// critical violation.
			if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](string(axeSource)+";true")); err != nil {
				t.Fatalf("loading axe-core: %v", err)
			}
			violations, err := chromedp.Run(ctx, chromedp.Evaluate[string](`axe.run(document, {resultTypes: ["violations"]}).then(function (r) {
				if (r.passes.length === 0) return "axe-core checked nothing";
				return r.violations.filter(function (v) { return v.impact === "serious" || v.impact === "critical"; }).map(function (v) {
					return v.impact + " " + v.id + ": " + v.help + " (" + v.nodes.map(function (n) { return n.target.join(" "); }).slice(0, 3).join(", ") + ")";
				}).join("; ");
			})`, chromedp.EvalAwaitPromise))
			if err != nil || violations != "" {
				t.Errorf("axe-core on %s at %d px: %s (%v)", name, width, violations, err)
			}
			png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			if err != nil {
				t.Errorf("screenshot of %s: %v", name, err)
				return
			}
			p := filepath.Join(shots, fmt.Sprintf("%s-%s-%d.png", k.Name, name, width))
			if err := os.WriteFile(p, png, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("screenshot: %s", p)
		}
		type page struct{ name, path string }
		// checkPages opens each page at a phone's and a desktop's width and
		// checks it.
		checkPages := func(pages []page) {
			t.Helper()
			for _, width := range []int64{360, 1280} {
				do(fmt.Sprintf("a %d px window", width), chromedp.EmulateViewport(width, 900))
				for _, pg := range pages {
					checkPage(pg.name, pg.path, width)
				}
			}
		}
		checkPages([]page{
			{"inbox", "/console/inbox"}, {"thread", "/console/inbox/" + waiting}, {"dashboard", "/console/dashboard"},
			{"audit", "/console/audit"}, {"webhooks", "/console/webhooks"}, {"team", "/console/team"},
			{"erase", "/console/erasures"},
		})

		// Signed out: the sign-in pages of both consoles and a set-password
		// link, unused.
		do("signing Ada out", chromedp.Navigate(base+"/console/inbox"), chromedp.WaitVisible(chromedp.CSS("main h1")),
			chromedp.Click(chromedp.CSS(`form[action="/console/sign-out"] button`)))
		until("signed out", `!!document.getElementById("email")`)
		leeLink := link("--email", "lee@acme.example", "--name", "Lee", "--role", "operator")
		checkPages([]page{
			{"sign-in", "/console/sign-in"}, {"set-password", strings.TrimPrefix(leeLink, base)},
			{"sandbox-sign-in", "/sandbox/sign-in"},
		})

		// The sandbox console, signed in with the sandbox key.
		do("signing in to the sandbox console",
			chromedp.EmulateViewport(1280, 900),
			chromedp.Navigate(base+"/sandbox/sign-in"),
			chromedp.WaitVisible(chromedp.CSS("#key")),
			chromedp.SendKeys(chromedp.CSS("#key"), consoleKey),
			chromedp.Click(chromedp.CSS("main button[type=submit]")),
		)
		until("the sandbox list", `location.pathname === "/sandbox"`)
		checkPages([]page{
			{"sandbox-list", "/sandbox"}, {"sandbox-new", "/sandbox/new"}, {"sandbox-show", "/sandbox/confirmations/" + id},
			{"sandbox-waiting", "/sandbox/confirmations/" + waiting}, {"sandbox-dashboard", "/sandbox/dashboard"},
			{"sandbox-audit", "/sandbox/audit"},
		})

		deadline := time.Now().Add(30 * time.Second)
		for {
			mu.Lock()
			var resolved *webhook.Event
			for i := range got {
				if got[i].Data.Status == webhook.StatusRescheduled {
					resolved = &got[i]
				}
			}
			mu.Unlock()
			if resolved != nil {
				if resolved.Data.Outcome == nil || resolved.Data.Outcome.ResolvedBy != "Sam" || resolved.Data.Order.Date != day(4) {
					t.Errorf("the resolution's webhook: %+v", resolved.Data)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("no webhook of the resolution")
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
}

func london(t *testing.T) *time.Location {
	loc, err := time.LoadLocation("Europe/London")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}
