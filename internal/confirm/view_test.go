package confirm

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// viewed is a confirmation with every field the API shows set.
func viewed() *Confirmation {
	at := time.Date(2026, 11, 22, 9, 30, 0, 0, time.FixedZone("X", 3600))
	return &Confirmation{
		ID: "cf_x", AccountID: "ac_x", Status: StatusRescheduled, ExternalID: "SO-1", Sandbox: true,
		Brand:    &Brand{Name: "Acme", Colors: &Colors{Primary: "#112233"}, SupportEmail: "help@acme.example", Tone: "warm"},
		Customer: Customer{Name: "Jane Smith", First: "Jane", Phone: "+447400123456", Email: "jane@example.com"},
		Order: Order{Ref: "A-1", Type: OrderDelivery, Date: "2026-11-25", Window: Window{From: "08:00", To: "12:00"}, Timezone: "Europe/London",
			Items: []Item{{Name: "Sofa", Qty: 1, SKU: "S-1"}}, Address: &Address{Line1: "1 High St", City: "Leeds", Postcode: "LS1 1AA"},
			RescheduleOptions: []Slot{{Date: "2026-11-26", Window: Window{From: "12:00", To: "16:00"}}}},
		Cadence: CadenceStandard, WebhookURL: "https://example.com/hook",
		Steps: []Step{{Channel: ChannelEmail, State: StepDelivered, DueAt: at}, {Channel: ChannelSMS, State: StepSent, DueAt: at},
			{Channel: ChannelCall, State: StepCancelled, DueAt: at, Attempts: 1}},
		Events:       []Event{{At: at, Kind: EventIn, Channel: ChannelSMS, Text: "Can we do <Thursday> & \"later\"?"}},
		Outcome:      &Outcome{Intent: IntentReschedule, Summary: "Moved.", SignerName: "Bob", Channel: ChannelSMS, Slot: &Slot{Date: "2026-11-26", Window: Window{From: "12:00", To: "16:00"}}},
		CancelReason: "x", CreatedAt: at, UpdatedAt: at.Add(time.Millisecond),
		WakeAt: at, LeaseOwner: "me", Engine: EngineState{DeadlineAt: at},
	}
}

// viewedJSON is viewed() as the API has always written it.
const viewedJSON = `{"id":"cf_x","status":"rescheduled","externalId":"SO-1","sandbox":true,"brand":{"name":"Acme","colors":{"primary":"#112233"},"supportEmail":"help@acme.example","tone":"warm"},"customer":{"name":"Jane Smith","first":"Jane","phone":"+447400123456","email":"jane@example.com"},"order":{"ref":"A-1","type":"delivery","date":"2026-11-25","window":{"from":"08:00","to":"12:00"},"timezone":"Europe/London","items":[{"name":"Sofa","qty":1,"sku":"S-1"}],"address":{"line1":"1 High St","city":"Leeds","postcode":"LS1 1AA"},"rescheduleOptions":[{"date":"2026-11-26","window":{"from":"12:00","to":"16:00"}}]},"cadence":"standard","webhookUrl":"https://example.com/hook","steps":[{"channel":"email","state":"delivered","dueAt":"2026-11-22T08:30:00.000Z"},{"channel":"sms","state":"pending","dueAt":"2026-11-22T08:30:00.000Z"},{"channel":"call","state":"cancelled","dueAt":"2026-11-22T08:30:00.000Z","attempts":1}],"events":[{"at":"2026-11-22T08:30:00.000Z","kind":"in","channel":"sms","text":"Can we do \u003cThursday\u003e \u0026 \"later\"?"}],"outcome":{"intent":"reschedule","summary":"Moved.","signerName":"Bob","channel":"sms","slot":{"date":"2026-11-26","window":{"from":"12:00","to":"16:00"}}},"cancelReason":"x","createdAt":"2026-11-22T08:30:00.000Z","updatedAt":"2026-11-22T08:30:00.001Z"}`

func TestViewJSON(t *testing.T) {
	t.Parallel()
	c := viewed()
	for name, v := range map[string]any{"Confirmation": c, "View": c.View()} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != viewedJSON {
			t.Errorf("%s JSON:\n%s\nwant\n%s", name, b, viewedJSON)
		}
	}
	empty, err := json.Marshal(&Confirmation{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(empty), `"steps":[],"events":[]`) {
		t.Errorf("a confirmation without steps or events: %s", empty)
	}
}

// TestViewHasEveryField guards against a field added to Confirmation's
// JSON but not to the view.
func TestViewHasEveryField(t *testing.T) {
	t.Parallel()
	var want, got []string
	ct := reflect.TypeFor[Confirmation]()
	for i := range ct.NumField() {
		if name, _, _ := strings.Cut(ct.Field(i).Tag.Get("json"), ","); name != "-" && name != "" {
			want = append(want, name)
		}
	}
	want = append(want, "createdAt", "updatedAt")
	vt := reflect.TypeFor[ConfirmationView]()
	for i := range vt.NumField() {
		name, _, _ := strings.Cut(vt.Field(i).Tag.Get("json"), ",")
		got = append(got, name)
	}
	if !slices.Equal(got, want) {
		t.Errorf("ConfirmationView has %v, want the JSON fields of Confirmation %v", got, want)
	}
}

// BenchmarkPageJSON encodes a page of 20 confirmations as the list
// endpoint does.
func BenchmarkPageJSON(b *testing.B) {
	page := make([]*Confirmation, 20)
	for i := range page {
		page[i] = viewed()
	}
	for b.Loop() {
		views := make([]*ConfirmationView, len(page))
		for i, c := range page {
			views[i] = c.View()
		}
		if _, err := json.Marshal(map[string]any{"confirmations": views, "nextCursor": "x"}); err != nil {
			b.Fatal(err)
		}
	}
}
