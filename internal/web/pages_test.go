package web

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

type fakeGetter struct {
	GetConfirmationFunc func(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error)
}

func (f *fakeGetter) GetConfirmation(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error) {
	return f.GetConfirmationFunc(ctx, scope, id)
}

type fakeReplier struct {
	ReplyFunc func(ctx context.Context, scope confirm.Scope, id string, r confirm.Reply) (*confirm.Confirmation, error)
}

func (f *fakeReplier) Reply(ctx context.Context, scope confirm.Scope, id string, r confirm.Reply) (*confirm.Confirmation, error) {
	return f.ReplyFunc(ctx, scope, id, r)
}

var (
	_ Replier = (*fakeReplier)(nil)
	_ Getter  = (*fakeGetter)(nil)
)

// world is one stored confirmation behind fake Getter and Replier. The
// Replier closes it the way the engine would, so a test can follow the
// redirect and see the decision.
type world struct {
	t       *testing.T
	mu      sync.Mutex
	c       *confirm.Confirmation
	replies []confirm.Reply
	gets    int
	log     bytes.Buffer
	pages   *Pages
	clock   *clock.Fake
	mux     *http.ServeMux
	// replyErr, when set, is what the Replier answers.
	replyErr error
}

func newWorld(t *testing.T, c *confirm.Confirmation) *world {
	// The day the email went out, well before the links expire.
	w := &world{t: t, c: c, clock: clock.NewFake(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))}
	scope := confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}
	getter := &fakeGetter{GetConfirmationFunc: func(ctx context.Context, s confirm.Scope, id string) (*confirm.Confirmation, error) {
		w.mu.Lock()
		defer w.mu.Unlock()
		w.gets++
		if s != scope || id != w.c.ID {
			return nil, confirm.ErrNotFound
		}
		// The stored value itself, so that a page changing it shows up.
		return w.c, nil
	}}
	replier := &fakeReplier{ReplyFunc: func(ctx context.Context, s confirm.Scope, id string, r confirm.Reply) (*confirm.Confirmation, error) {
		w.mu.Lock()
		defer w.mu.Unlock()
		if s != scope || id != w.c.ID {
			t.Errorf("Reply(%+v, %q), want the scope and id of the token", s, id)
		}
		w.replies = append(w.replies, r)
		if w.replyErr != nil {
			return nil, w.replyErr
		}
		applyReply(w.c, r)
		return w.c, nil
	}}
	w.pages = &Pages{Secret: testSecret, Store: getter, Replier: replier,
		Logger: slog.New(slog.NewTextHandler(&w.log, nil)), Clock: w.clock}
	w.mux = http.NewServeMux()
	w.pages.Register(w.mux)
	return w
}

// applyReply closes c as the engine would for an email choice.
func applyReply(c *confirm.Confirmation, r confirm.Reply) {
	o := &confirm.Outcome{Channel: confirm.ChannelEmail}
	switch {
	case r.Choice == confirm.ChoiceWillBeIn:
		c.Status, o.Intent = confirm.StatusConfirmed, confirm.IntentWillBeIn
	case r.Choice == confirm.ChoiceSomeoneElse:
		c.Status, o.Intent, o.SignerName = confirm.StatusConfirmed, confirm.IntentAlternateSigner, r.SignerName
	case r.Slot != nil:
		s := c.Order.RescheduleOptions[*r.Slot]
		c.Status, o.Intent, o.Slot = confirm.StatusRescheduled, confirm.IntentReschedule, &s
		c.Order.Date, c.Order.Window = s.Date, s.Window
	default:
		c.Status, o.Intent = confirm.StatusActionNeeded, confirm.IntentDifferentDay
	}
	c.Outcome = o
}

func (w *world) link(choice string) string {
	return "/c/" + tokenFor(testSecret, w.c, choice)
}

func (w *world) replyCount() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.replies)
}

// do serves one request and returns the response with its body read.
func (w *world) do(method, target string, form url.Values, header ...string) (*http.Response, string) {
	w.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	r := httptest.NewRequest(method, target, body)
	if form != nil {
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	w.mux.ServeHTTP(rec, r)
	res := rec.Result()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

// post sends the page's form for link with the token echoed, as the
// customer's browser would.
func (w *world) post(link string, form url.Values, header ...string) (*http.Response, string) {
	w.t.Helper()
	if form == nil {
		form = url.Values{}
	}
	if _, ok := form["token"]; !ok {
		form.Set("token", strings.TrimPrefix(link, "/c/"))
	}
	return w.do(http.MethodPost, link, form, header...)
}

// follow resolves a 303's relative Location against the link it answered.
func follow(t *testing.T, link string, res *http.Response) string {
	t.Helper()
	if res.StatusCode != http.StatusSeeOther {
		t.Fatalf("status %d, want 303", res.StatusCode)
	}
	base, _ := url.Parse("https://confirm.example" + link)
	loc, err := base.Parse(res.Header.Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	return loc.Path
}

func TestGetShowsTheChoiceAndChangesNothing(t *testing.T) {
	t.Parallel()
	noSlots := fullConfirmation()
	noSlots.Order.RescheduleOptions = nil
	for _, tc := range []struct {
		name   string
		c      *confirm.Confirmation
		choice string
		check  func(t *testing.T, els []*element)
	}{
		{"will_be_in", fullConfirmation(), confirm.ChoiceWillBeIn, func(t *testing.T, els []*element) {
			wantButton(t, els, "Yes, I will be in")
		}},
		{"someone_else", fullConfirmation(), confirm.ChoiceSomeoneElse, func(t *testing.T, els []*element) {
			in := find(els, "input", "name=signerName", "type=text", "required", "maxlength=100", "id=signerName")
			if len(in) != 1 {
				t.Error("no required text input signerName with maxlength 100")
			}
			if len(find(els, "label", "for=signerName")) != 1 {
				t.Error("the name input has no label")
			}
			wantButton(t, els, "Confirm who will be in")
		}},
		{"different_day", fullConfirmation(), confirm.ChoiceDifferentDay, func(t *testing.T, els []*element) {
			if len(find(els, "fieldset")) != 1 || text(els, "legend") == "" {
				t.Error("the slots are not in a fieldset with a legend")
			}
			var got []string
			for _, l := range find(els, "label", "class=option") {
				got = append(got, strings.Join(strings.Fields(l.Text), " "))
			}
			want := []string{"Wednesday 25 November, 12:00-16:00", "Friday 27 November, 08:00-12:00", "None of these suit me"}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("slot labels mismatch (-want +got):\n%s", diff)
			}
			var values []string
			for _, in := range find(els, "input", "type=radio", "name=slot") {
				values = append(values, in.Attr["value"])
			}
			if diff := cmp.Diff([]string{"0", "1", "none"}, values); diff != "" {
				t.Errorf("slot values mismatch (-want +got):\n%s", diff)
			}
			wantButton(t, els, "Send my choice")
		}},
		{"different_day without slots", noSlots, confirm.ChoiceDifferentDay, func(t *testing.T, els []*element) {
			if n := len(find(els, "input", "type=radio")); n != 0 {
				t.Errorf("%d radio buttons, want none", n)
			}
			wantButton(t, els, "I need a different day")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t, tc.c)
			link := w.link(tc.choice)
			res, body := w.do(http.MethodGet, link, nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET: status %d, want 200\n%s", res.StatusCode, body)
			}
			els := parseHTML(t, body)
			forms := find(els, "form", "method=post")
			if len(forms) != 1 {
				t.Fatalf("%d POST forms, want 1", len(forms))
			}
			if _, ok := forms[0].Attr["action"]; ok {
				t.Error("the form names an action; it must post to the page's own URL")
			}
			if len(find(els, "input", "type=hidden", "name=token", "value="+strings.TrimPrefix(link, "/c/"))) != 1 {
				t.Error("the form does not echo the token")
			}
			for _, s := range []string{"Acme Home", "Sofa", "4 x Dining chair", "Tuesday 24 November, 08:00-12:00", "1 High St, Leeds, LS1 1AA", "automated"} {
				if !strings.Contains(body, s) {
					t.Errorf("page lacks %q", s)
				}
			}
			tc.check(t, els)

			// A mail scanner fetching the link, even twice, answers nothing.
			w.do(http.MethodGet, link, nil)
			w.do(http.MethodHead, link, nil)
			if n := w.replyCount(); n != 0 {
				t.Errorf("GET called the Replier %d times", n)
			}
			want := fullConfirmation()
			if tc.c == noSlots {
				want.Order.RescheduleOptions = nil
			}
			if diff := cmp.Diff(want, w.c); diff != "" {
				t.Errorf("GET changed the confirmation (-want +got):\n%s", diff)
			}
		})
	}
}

func wantButton(t *testing.T, els []*element, label string) {
	t.Helper()
	for _, b := range find(els, "button", "type=submit") {
		if strings.TrimSpace(b.Text) == label {
			return
		}
	}
	t.Errorf("no submit button %q", label)
}

func TestPostAnswers(t *testing.T) {
	t.Parallel()
	one, zero := 1, 0
	noSlots := fullConfirmation()
	noSlots.Order.RescheduleOptions = nil
	for _, tc := range []struct {
		name     string
		c        *confirm.Confirmation
		choice   string
		form     url.Values
		want     confirm.Reply
		decision string
	}{
		{"will_be_in", fullConfirmation(), confirm.ChoiceWillBeIn, nil,
			confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceWillBeIn},
			"Your delivery on Tuesday 24 November, 08:00-12:00 is confirmed."},
		{"someone_else", fullConfirmation(), confirm.ChoiceSomeoneElse, url.Values{"signerName": {"  Tom \t Smith "}},
			confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceSomeoneElse, SignerName: "Tom Smith"},
			"Your delivery on Tuesday 24 November, 08:00-12:00 is confirmed; Tom Smith will sign for it."},
		{"someone_else with a 100-character name", fullConfirmation(), confirm.ChoiceSomeoneElse, url.Values{"signerName": {strings.Repeat("é", 100)}},
			confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceSomeoneElse, SignerName: strings.Repeat("é", 100)},
			"will sign for it."},
		{"different_day, a slot", fullConfirmation(), confirm.ChoiceDifferentDay, url.Values{"slot": {"1"}},
			confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceDifferentDay, Slot: &one},
			"Your delivery has been moved to Friday 27 November, 08:00-12:00."},
		{"different_day, the first slot", fullConfirmation(), confirm.ChoiceDifferentDay, url.Values{"slot": {"0"}},
			confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceDifferentDay, Slot: &zero},
			"Your delivery has been moved to Wednesday 25 November, 12:00-16:00."},
		{"different_day, none suit", fullConfirmation(), confirm.ChoiceDifferentDay, url.Values{"slot": {"none"}},
			confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceDifferentDay, NoneSuit: true},
			"The Acme Home team will contact you to arrange another day."},
		{"different_day, nothing offered", noSlots, confirm.ChoiceDifferentDay, nil,
			confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceDifferentDay},
			"The Acme Home team will contact you to arrange another day."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t, tc.c)
			link := w.link(tc.choice)
			res, body := w.post(link, tc.form, "Sec-Fetch-Site", "same-origin", "Origin", "https://confirm.example")
			if got := follow(t, link, res); got != link {
				t.Fatalf("POST redirected to %q, want %q\n%s", got, link, body)
			}
			if diff := cmp.Diff([]confirm.Reply{tc.want}, w.replies); diff != "" {
				t.Errorf("replies mismatch (-want +got):\n%s", diff)
			}
			res, body = w.do(http.MethodGet, link, nil)
			if res.StatusCode != http.StatusOK || !strings.Contains(body, tc.decision) {
				t.Errorf("GET after POST: status %d, want 200 with %q\n%s", res.StatusCode, tc.decision, body)
			}
			if els := parseHTML(t, body); len(find(els, "form")) != 0 {
				t.Error("the decided page still has a form")
			}
			// Sending the form again (the back button) answers nothing more.
			res, _ = w.post(link, tc.form)
			follow(t, link, res)
			if n := w.replyCount(); n != 1 {
				t.Errorf("Replier called %d times, want 1", n)
			}
		})
	}
}

func TestPostRefusesABadAnswer(t *testing.T) {
	t.Parallel()
	noSlots := fullConfirmation()
	noSlots.Order.RescheduleOptions = nil
	for _, tc := range []struct {
		name   string
		c      *confirm.Confirmation
		choice string
		form   url.Values
		status int
		errMsg string
	}{
		{"no name", fullConfirmation(), confirm.ChoiceSomeoneElse, nil, 400, "Please enter the name of the person who will be in."},
		{"blank name", fullConfirmation(), confirm.ChoiceSomeoneElse, url.Values{"signerName": {" \t\n "}}, 400, "Please enter the name of the person who will be in."},
		{"name too long", fullConfirmation(), confirm.ChoiceSomeoneElse, url.Values{"signerName": {strings.Repeat("a", 101)}}, 400, "at most 100 characters"},
		{"name with a control character", fullConfirmation(), confirm.ChoiceSomeoneElse, url.Values{"signerName": {"Tom\x00Smith"}}, 400, "Please enter the name"},
		{"name not UTF-8", fullConfirmation(), confirm.ChoiceSomeoneElse, url.Values{"signerName": {"Tom \xff"}}, 400, "Please enter the name"},
		{"no slot", fullConfirmation(), confirm.ChoiceDifferentDay, nil, 400, "Please choose one of the times offered"},
		{"slot out of range", fullConfirmation(), confirm.ChoiceDifferentDay, url.Values{"slot": {"2"}}, 400, "Please choose one of the times offered"},
		{"negative slot", fullConfirmation(), confirm.ChoiceDifferentDay, url.Values{"slot": {"-1"}}, 400, "Please choose one of the times offered"},
		{"slot with a leading zero", fullConfirmation(), confirm.ChoiceDifferentDay, url.Values{"slot": {"01"}}, 400, "Please choose one of the times offered"},
		{"slot not a number", fullConfirmation(), confirm.ChoiceDifferentDay, url.Values{"slot": {"tuesday"}}, 400, "Please choose one of the times offered"},
		{"slot when none offered", noSlots, confirm.ChoiceDifferentDay, url.Values{"slot": {"0"}}, 400, "Please tap the button"},
		{"token not echoed", fullConfirmation(), confirm.ChoiceWillBeIn, url.Values{"token": {""}}, 403, "tap the button"},
		{"other token echoed", fullConfirmation(), confirm.ChoiceWillBeIn, url.Values{"token": {"AQEB"}}, 403, "tap the button"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t, tc.c)
			res, body := w.post(w.link(tc.choice), tc.form)
			if res.StatusCode != tc.status {
				t.Errorf("status %d, want %d", res.StatusCode, tc.status)
			}
			els := parseHTML(t, body)
			if got := text(els, "title"); !strings.HasPrefix(got, "Error: ") {
				t.Errorf("title %q does not start with Error:", got)
			}
			if alert := find(els, "p", "role=alert"); len(alert) != 1 || !strings.Contains(alert[0].Text, tc.errMsg) {
				t.Errorf("page does not show the error %q\n%s", tc.errMsg, body)
			}
			if len(find(els, "form", "method=post")) != 1 {
				t.Error("the form is not shown again")
			}
			if n := w.replyCount(); n != 0 {
				t.Errorf("Replier called %d times", n)
			}
		})
	}
}

func TestPostKeepsWhatWasTyped(t *testing.T) {
	t.Parallel()
	w := newWorld(t, fullConfirmation())
	_, body := w.post(w.link(confirm.ChoiceSomeoneElse), url.Values{"signerName": {strings.Repeat("x", 101)}})
	els := parseHTML(t, body)
	in := find(els, "input", "name=signerName", "aria-invalid=true", "aria-describedby=error")
	if len(in) != 1 || in[0].Attr["value"] != strings.Repeat("x", 101) {
		t.Errorf("the name input is not marked invalid with the name kept\n%s", body)
	}
}

func TestPostFromAnotherSiteIsRefused(t *testing.T) {
	t.Parallel()
	w := newWorld(t, fullConfirmation())
	link := w.link(confirm.ChoiceWillBeIn)
	for _, header := range [][]string{
		{"Sec-Fetch-Site", "cross-site"},
		{"Origin", "https://evil.example"},
	} {
		res, body := w.post(link, nil, header...)
		if res.StatusCode != http.StatusForbidden {
			t.Errorf("%v: status %d, want 403", header, res.StatusCode)
		}
		if len(find(parseHTML(t, body), "button", "type=submit")) != 1 {
			t.Errorf("%v: the customer does not get the form back to answer themselves", header)
		}
	}
	if n := w.replyCount(); n != 0 {
		t.Errorf("Replier called %d times", n)
	}
}

func TestBadTokens(t *testing.T) {
	t.Parallel()
	c := fullConfirmation()
	good := tokenFor(testSecret, c, confirm.ChoiceWillBeIn)
	raw := mustDecode(t, good)
	raw[len(raw)-1] ^= 1
	other := *c
	other.AccountID = "acct_ffffffffffffffff"
	for _, tc := range []struct{ name, token string }{
		{"forged with another secret", SignToken([]byte("not the server's secret at all!!"), Token{ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: true, Choice: confirm.ChoiceWillBeIn})},
		{"altered", base64url(raw)},
		{"truncated", good[:len(good)-2]},
		{"garbage", "hello"},
		{"a confirmation id", c.ID},
		{"another account's scope", tokenFor(testSecret, &other, confirm.ChoiceWillBeIn)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t, fullConfirmation())
			for _, method := range []string{http.MethodGet, http.MethodPost} {
				var res *http.Response
				var body string
				if method == http.MethodGet {
					res, body = w.do(method, "/c/"+tc.token, nil)
				} else {
					res, body = w.post("/c/"+tc.token, url.Values{"signerName": {"Eve"}})
				}
				if res.StatusCode != http.StatusNotFound {
					t.Errorf("%s: status %d, want 404", method, res.StatusCode)
				}
				els := parseHTML(t, body)
				if got := text(els, "h1"); got != "This link is not valid" {
					t.Errorf("%s: heading %q", method, got)
				}
				for _, leak := range []string{"Acme", "Sofa", "High St", "cf_", "acct_", "invalid link token", "goroutine"} {
					if strings.Contains(body, leak) {
						t.Errorf("%s: the page gives away %q", method, leak)
					}
				}
			}
			if n := w.replyCount(); n != 0 {
				t.Errorf("Replier called %d times", n)
			}
		})
	}
}

func base64url(b []byte) string { return tokenEncoding.EncodeToString(b) }

func TestClosedConfirmation(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		status  confirm.Status
		outcome *confirm.Outcome
		want    string
	}{
		{confirm.StatusConfirmed, &confirm.Outcome{Intent: confirm.IntentAlternateSigner, SignerName: "Tom Smith", Channel: confirm.ChannelSMS},
			"Your delivery on Tuesday 24 November, 08:00-12:00 is confirmed; Tom Smith will sign for it."},
		{confirm.StatusConfirmed, &confirm.Outcome{Intent: confirm.IntentWillBeIn, Channel: confirm.ChannelCall},
			"Your delivery on Tuesday 24 November, 08:00-12:00 is confirmed."},
		{confirm.StatusRescheduled, &confirm.Outcome{Intent: confirm.IntentReschedule},
			"Your delivery has been moved to Tuesday 24 November, 08:00-12:00."},
		{confirm.StatusActionNeeded, &confirm.Outcome{Intent: confirm.IntentDifferentDay},
			"The Acme Home team will contact you to arrange another day."},
		{confirm.StatusActionNeeded, &confirm.Outcome{Intent: confirm.IntentWantsHuman},
			"Your answer has been passed to the Acme Home team"},
		{confirm.StatusUnreachable, &confirm.Outcome{Intent: confirm.IntentNoAnswer},
			"We could not reach you in time"},
		{confirm.StatusCancelled, nil,
			"Acme Home has stopped this check of your delivery"},
	} {
		t.Run(string(tc.status)+"/"+string(intentOf(tc.outcome)), func(t *testing.T) {
			t.Parallel()
			c := fullConfirmation()
			c.Status, c.Outcome = tc.status, tc.outcome
			w := newWorld(t, c)
			for _, choice := range choices {
				link := w.link(choice)
				res, body := w.do(http.MethodGet, link, nil)
				if res.StatusCode != http.StatusOK {
					t.Errorf("GET %s: status %d, want 200", choice, res.StatusCode)
				}
				els := parseHTML(t, body)
				if !strings.Contains(strings.Join(strings.Fields(body), " "), tc.want) {
					t.Errorf("GET %s: page lacks %q\n%s", choice, tc.want, body)
				}
				if n := len(find(els, "form")) + len(find(els, "button")) + len(find(els, "input")); n != 0 {
					t.Errorf("GET %s: the decided page has %d form controls", choice, n)
				}
				res, _ = w.post(link, url.Values{"signerName": {"Eve"}, "slot": {"0"}})
				if got := follow(t, link, res); got != link {
					t.Errorf("POST %s redirected to %q", choice, got)
				}
			}
			if n := w.replyCount(); n != 0 {
				t.Errorf("Replier called %d times for a closed confirmation", n)
			}
		})
	}
}

func intentOf(o *confirm.Outcome) confirm.Intent {
	if o == nil {
		return "none"
	}
	return o.Intent
}

func TestReplierErrors(t *testing.T) {
	t.Parallel()
	t.Run("conflict, closed meanwhile", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t, fullConfirmation())
		w.pages.Replier = &fakeReplier{ReplyFunc: func(ctx context.Context, s confirm.Scope, id string, r confirm.Reply) (*confirm.Confirmation, error) {
			w.mu.Lock()
			defer w.mu.Unlock()
			w.replies = append(w.replies, r)
			// A text answered first.
			w.c.Status = confirm.StatusConfirmed
			w.c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn, Channel: confirm.ChannelSMS}
			return nil, confirm.Errorf(confirm.ECONFLICT, "confirmation is already confirmed")
		}}
		link := w.link(confirm.ChoiceDifferentDay)
		res, _ := w.post(link, url.Values{"slot": {"none"}})
		follow(t, link, res)
		_, body := w.do(http.MethodGet, link, nil)
		if !strings.Contains(body, "is confirmed.") {
			t.Errorf("the page does not show what was decided\n%s", body)
		}
	})
	t.Run("conflict, still open", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t, fullConfirmation())
		w.replyErr = confirm.Errorf(confirm.ECONFLICT, "busy")
		res, body := w.post(w.link(confirm.ChoiceWillBeIn), nil)
		if res.StatusCode != http.StatusConflict || !strings.Contains(body, "Please try again in a minute.") {
			t.Errorf("status %d, want 409 asking to try again\n%s", res.StatusCode, body)
		}
	})
	t.Run("internal", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t, fullConfirmation())
		w.replyErr = errors.New("database is locked")
		link := w.link(confirm.ChoiceSomeoneElse)
		res, body := w.post(link, url.Values{"signerName": {"Tom Smith"}})
		if res.StatusCode != http.StatusInternalServerError {
			t.Errorf("status %d, want 500", res.StatusCode)
		}
		if got := text(parseHTML(t, body), "h1"); got != "Something went wrong, please try again" {
			t.Errorf("heading %q", got)
		}
		if strings.Contains(body, "database") {
			t.Error("the page shows the error")
		}
		logged := w.log.String()
		if !strings.Contains(logged, "database is locked") || !strings.Contains(logged, w.c.ID) {
			t.Errorf("the log lacks the error and the confirmation id: %s", logged)
		}
		for _, private := range []string{"Tom Smith", "Jane", "High St", strings.TrimPrefix(link, "/c/")} {
			if strings.Contains(logged, private) {
				t.Errorf("the log holds %q: %s", private, logged)
			}
		}
	})
	t.Run("store down", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t, fullConfirmation())
		w.pages.Store = &fakeGetter{GetConfirmationFunc: func(context.Context, confirm.Scope, string) (*confirm.Confirmation, error) {
			return nil, confirm.Errorf(confirm.EUNAVAILABLE, "connection refused")
		}}
		res, body := w.do(http.MethodGet, w.link(confirm.ChoiceWillBeIn), nil)
		if res.StatusCode != http.StatusInternalServerError || !strings.Contains(body, "Something went wrong, please try again") {
			t.Errorf("status %d, want 500 with an apology\n%s", res.StatusCode, body)
		}
	})
}

// A customer who closes the tab while the store is busy is no server
// fault: the page logs it as information, not as an error that pages an
// operator.
func TestClientHungUpIsNoError(t *testing.T) {
	t.Parallel()
	w := newWorld(t, fullConfirmation())
	ctx, cancel := context.WithCancel(t.Context())
	w.pages.Store = &fakeGetter{GetConfirmationFunc: func(ctx context.Context, _ confirm.Scope, _ string) (*confirm.Confirmation, error) {
		cancel() // the customer goes while the read is under way
		<-ctx.Done()
		return nil, confirm.Errorf(confirm.EUNAVAILABLE, "reading the confirmation: %v", ctx.Err())
	}}
	r := httptest.NewRequestWithContext(ctx, http.MethodGet, w.link(confirm.ChoiceWillBeIn), nil)
	w.mux.ServeHTTP(httptest.NewRecorder(), r)
	logged := w.log.String()
	if strings.Contains(logged, "level=ERROR") || !strings.Contains(logged, "the client hung up") {
		t.Errorf("log:\n%s\nwant one line at INFO saying the client hung up", logged)
	}
}

func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	w := newWorld(t, fullConfirmation())
	link := w.link(confirm.ChoiceWillBeIn)
	getRes, getBody := w.do(http.MethodGet, link, nil)
	postRes, _ := w.post(link, nil)
	badRes, _ := w.do(http.MethodGet, "/c/nonsense", nil)
	for name, res := range map[string]*http.Response{"GET": getRes, "POST": postRes, "bad token": badRes} {
		for k, want := range map[string]string{
			"Cache-Control":          "no-store",
			"Referrer-Policy":        "no-referrer",
			"X-Frame-Options":        "DENY",
			"X-Content-Type-Options": "nosniff",
		} {
			if got := res.Header.Get(k); got != want {
				t.Errorf("%s: %s = %q, want %q", name, k, got, want)
			}
		}
		csp := res.Header.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'none'", "form-action 'self'", "frame-ancestors 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: Content-Security-Policy %q lacks %q", name, csp, want)
			}
		}
		if strings.Contains(csp, "script-src") || strings.Contains(csp, "unsafe") {
			t.Errorf("%s: Content-Security-Policy %q allows too much", name, csp)
		}
	}
	// The page's one style element carries the nonce the policy allows.
	csp := getRes.Header.Get("Content-Security-Policy")
	styles := find(parseHTML(t, getBody), "style")
	if len(styles) != 1 || !strings.Contains(csp, "'nonce-"+styles[0].Attr["nonce"]+"'") || styles[0].Attr["nonce"] == "" {
		t.Errorf("style nonce does not match the policy %q", csp)
	}
	if ct := getRes.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
}

func TestPagesAreAccessible(t *testing.T) {
	t.Parallel()
	w := newWorld(t, fullConfirmation())
	_, body := w.do(http.MethodGet, w.link(confirm.ChoiceDifferentDay), nil)
	els := parseHTML(t, body)
	if len(find(els, "html", "lang=en")) != 1 {
		t.Error(`no <html lang="en">`)
	}
	if len(find(els, "meta", "name=viewport")) != 1 {
		t.Error("no viewport meta")
	}
	if len(find(els, "main")) != 1 || len(find(els, "h1")) != 1 {
		t.Error("want one main and one h1")
	}
	for _, in := range find(els, "input", "type=radio") {
		if in.Attr["name"] != "slot" {
			t.Errorf("radio %v not in the slot group", in.Attr)
		}
	}
	if !strings.Contains(body, ":focus-visible") {
		t.Error("no visible focus style")
	}
	for _, s := range []string{"Sandbox: this is a test.", "automated service on behalf of Acme Home", "mailto:help@acme.test"} {
		if !strings.Contains(body, s) {
			t.Errorf("page lacks %q", s)
		}
	}
	if n := len(find(els, "script")); n != 0 {
		t.Errorf("%d scripts", n)
	}
}

func TestPagesOfferTheOtherChoices(t *testing.T) {
	t.Parallel()
	w := newWorld(t, fullConfirmation())
	_, body := w.do(http.MethodGet, w.link(confirm.ChoiceWillBeIn), nil)
	var got []string
	for _, a := range find(parseHTML(t, body), "a", "href") {
		if href := a.Attr["href"]; !strings.HasPrefix(href, "mailto:") {
			tok, err := ParseToken(testSecret, href)
			if err != nil {
				t.Fatalf("link %q: %v", href, err)
			}
			got = append(got, a.Text+" -> "+tok.Choice)
		}
	}
	want := []string{"Someone else will be in -> someone_else", "I need a different day -> different_day"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("other choices mismatch (-want +got):\n%s", diff)
	}
}

func TestPagesEscape(t *testing.T) {
	t.Parallel()
	c := fullConfirmation()
	c.Brand.Name = `</style><script>alert(1)</script>`
	c.Brand.Colors.Primary = `#000000;}body{display:none`
	c.Order.Items[0].Name = `<img src=x onerror=alert(1)>`
	w := newWorld(t, c)
	link := w.link(confirm.ChoiceSomeoneElse)
	_, body := w.do(http.MethodGet, link, nil)
	_, body2 := w.post(link, url.Values{"signerName": {`"><script>alert(2)</script>`}})
	for _, b := range []string{body, body2} {
		for _, bad := range []string{"<script", "<img", "display:none"} {
			if strings.Contains(b, bad) {
				t.Errorf("page contains %q", bad)
			}
		}
		parseHTML(t, b)
	}
}
