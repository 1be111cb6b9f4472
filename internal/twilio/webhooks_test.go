package twilio

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
)

// fakeEngine records what the webhooks asked of the engine.
type fakeEngine struct {
	receipts []engine.Receipt
	calls    []string // "id ref pickup speech"
	inbound  []engine.Inbound
	turn     engine.CallTurn
	err      error
}

func (f *fakeEngine) Receipt(_ context.Context, r engine.Receipt) error {
	f.receipts = append(f.receipts, r)
	return f.err
}

func (f *fakeEngine) Call(_ context.Context, id, ref string, pickup bool, speech string) (engine.CallTurn, error) {
	p := "speech"
	if pickup {
		p = "pickup"
	}
	f.calls = append(f.calls, id+" "+ref+" "+p+" "+speech)
	return f.turn, f.err
}

func (f *fakeEngine) Inbound(_ context.Context, in engine.Inbound) (string, error) {
	f.inbound = append(f.inbound, in)
	return "cf_x", f.err
}

const public = "https://confirmd.example"

func newHooks(t *testing.T) (*fakeEngine, http.Handler) {
	t.Helper()
	f := &fakeEngine{}
	mux := http.NewServeMux()
	h := &Webhooks{Config: Config{AccountSID: testSID, AuthToken: testToken, From: testFrom, PublicURL: public},
		Engine: f, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	h.Register(mux)
	return f, mux
}

func post(t *testing.T, h http.Handler, path string, form url.Values, signed bool) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest("POST", path, strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if signed {
		r.Header.Set("X-Twilio-Signature", sign(testToken, public+path, form))
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestWebhookStatusMapsToReceipts(t *testing.T) {
	for _, tt := range []struct {
		form url.Values
		want engine.ReceiptOutcome // "" means the engine is not told
	}{
		{url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"delivered"}}, engine.ReceiptDelivered},
		{url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"undelivered"}, "ErrorCode": {"30003"}}, engine.ReceiptFailed},
		{url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"sent"}}, ""},
		{url.Values{"CallSid": {"CA1"}, "CallStatus": {"no-answer"}}, engine.ReceiptNotAnswered},
		{url.Values{"CallSid": {"CA1"}, "CallStatus": {"busy"}}, engine.ReceiptNotAnswered},
		{url.Values{"CallSid": {"CA1"}, "CallStatus": {"failed"}}, engine.ReceiptNotAnswered},
		{url.Values{"CallSid": {"CA1"}, "CallStatus": {"completed"}, "CallDuration": {"30"}}, engine.ReceiptEnded},
		{url.Values{"CallSid": {"CA1"}, "CallStatus": {"ringing"}}, ""},
	} {
		f, h := newHooks(t)
		w := post(t, h, PathStatus+"?cf=cf_abc&ch=sms", tt.form, true)
		if w.Code != http.StatusNoContent {
			t.Errorf("%v: %d %s", tt.form, w.Code, w.Body)
			continue
		}
		switch {
		case tt.want == "" && len(f.receipts) != 0:
			t.Errorf("%v: engine told %+v", tt.form, f.receipts)
		case tt.want != "" && (len(f.receipts) != 1 || f.receipts[0].Outcome != tt.want || f.receipts[0].ConfirmationID != "cf_abc"):
			t.Errorf("%v: receipts %+v, want %s", tt.form, f.receipts, tt.want)
		}
	}
}

func TestWebhooksRefuseForgedAndUnreadable(t *testing.T) {
	f, h := newHooks(t)
	form := url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"delivered"}}
	for _, path := range []string{PathStatus + "?cf=cf_abc&ch=sms", PathSMS, PathAnswer + "?cf=cf_abc", PathGather + "?cf=cf_abc"} {
		if w := post(t, h, path, form, false); w.Code != http.StatusForbidden {
			t.Errorf("%s unsigned: %d", path, w.Code)
		}
	}
	// Signed for another confirmation: the query is part of what is signed.
	r := httptest.NewRequest("POST", PathStatus+"?cf=cf_other&ch=sms", strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("X-Twilio-Signature", sign(testToken, public+PathStatus+"?cf=cf_abc&ch=sms", form))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusForbidden {
		t.Errorf("signature of another URL: %d", w.Code)
	}
	if w := post(t, h, PathStatus+"?cf=cf_abc", url.Values{"Nothing": {"here"}}, true); w.Code != http.StatusBadRequest {
		t.Errorf("unreadable status: %d", w.Code)
	}
	if w := post(t, h, PathSMS, url.Values{"CallSid": {"CA1"}}, true); w.Code != http.StatusBadRequest {
		t.Errorf("a call's form on the texts' URL: %d", w.Code)
	}
	if len(f.receipts)+len(f.inbound)+len(f.calls) != 0 {
		t.Errorf("refused requests reached the engine")
	}
}

func TestWebhookCallTwiML(t *testing.T) {
	f, h := newHooks(t)
	f.turn = engine.CallTurn{Lines: []string{"Hello, this is an automated assistant.", "Will someone be in?"}}
	w := post(t, h, PathAnswer+"?cf=cf_abc", url.Values{"CallSid": {"CA1"}, "CallStatus": {"in-progress"}}, true)
	body := w.Body.String()
	if w.Code != 200 || w.Header().Get("Content-Type") != "text/xml; charset=utf-8" ||
		!strings.Contains(body, `<Gather input="speech" action="`+public+PathGather+`?cf=cf_abc"`) ||
		!strings.Contains(body, "automated assistant") || strings.Contains(body, "<Hangup>") {
		t.Fatalf("answer: %d %s", w.Code, body)
	}
	if f.calls[0] != "cf_abc CA1 pickup " {
		t.Errorf("engine asked %q", f.calls[0])
	}

	f.turn = engine.CallTurn{Lines: []string{"Thank you. Goodbye."}, Hangup: true}
	w = post(t, h, PathGather+"?cf=cf_abc", url.Values{"CallSid": {"CA1"}, "SpeechResult": {"yes I'll be in"}, "Confidence": {"0.93"}}, true)
	if body := w.Body.String(); !strings.Contains(body, "Goodbye.") || !strings.Contains(body, "<Hangup></Hangup>") || strings.Contains(body, "<Gather") {
		t.Fatalf("closing: %s", body)
	}
	if f.calls[1] != "cf_abc CA1 speech yes I'll be in" {
		t.Errorf("engine asked %q", f.calls[1])
	}

	// Lines worded in the customer's language are spoken and heard in it.
	f.turn = engine.CallTurn{Lines: []string{"Dzień dobry, tu automatyczny asystent."}, Language: "pl-PL"}
	w = post(t, h, PathAnswer+"?cf=cf_abc", url.Values{"CallSid": {"CA1"}, "CallStatus": {"in-progress"}}, true)
	if body := w.Body.String(); !strings.Contains(body, `<Gather input="speech"`) || !strings.Contains(body, `language="pl-PL"`) ||
		!strings.Contains(body, `<Say voice="Polly.Ewa" language="pl-PL">Dzień dobry`) || strings.Contains(body, "en-GB") {
		t.Fatalf("Polish turn: %s", body)
	}

	// Whatever fails, the caller hears a polite end, not Twilio's error.
	f.err = errors.New("database down")
	w = post(t, h, PathGather+"?cf=cf_abc", url.Values{"CallSid": {"CA1"}}, true)
	if body := w.Body.String(); w.Code != 200 || !strings.Contains(body, "Sorry, something went wrong") || !strings.Contains(body, "<Hangup>") {
		t.Fatalf("on error: %d %s", w.Code, body)
	}
}

func TestWebhookInboundTexts(t *testing.T) {
	for _, tt := range []struct {
		form                       url.Values
		optOut, optIn, keywordOnly bool
	}{
		{url.Values{"Body": {"Yes I'll be in"}}, false, false, false},
		{url.Values{"Body": {" stop "}}, true, false, false},
		{url.Values{"Body": {"STOP"}, "OptOutType": {"STOP"}}, true, false, false},
		{url.Values{"Body": {"start"}}, false, true, true},
		{url.Values{"Body": {"YES"}}, false, true, false}, // an opt-in and an answer
	} {
		f, h := newHooks(t)
		tt.form.Set("MessageSid", "SM9")
		tt.form.Set("From", "+447400123456")
		tt.form.Set("To", testFrom)
		w := post(t, h, PathSMS, tt.form, true)
		if w.Code != 200 || !strings.Contains(w.Body.String(), "<Response></Response>") {
			t.Errorf("%v: %d %s", tt.form, w.Code, w.Body)
			continue
		}
		got := f.inbound[0]
		if got.From != "+447400123456" || got.Body != tt.form.Get("Body") || got.OptOut != tt.optOut || got.OptIn != tt.optIn || got.KeywordOnly != tt.keywordOnly {
			t.Errorf("%v: engine got %+v", tt.form, got)
		}
	}
	f, h := newHooks(t)
	f.err = confirm.Errorf(confirm.ECONFLICT, "confirmation was cancelled; it takes no replies")
	if w := post(t, h, PathSMS, url.Values{"MessageSid": {"SM9"}, "From": {"+447400123456"}, "Body": {"hi"}}, true); w.Code != 200 {
		t.Errorf("a refused reply: %d (Twilio must not retry it)", w.Code)
	}
}
