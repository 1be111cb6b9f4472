package webhook

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"testing"
	"time"
)

func TestEventDecode(t *testing.T) {
	t.Parallel()
	body, err := os.ReadFile("testdata/confirmation_updated.json")
	if err != nil {
		t.Fatal(err)
	}
	var e Event
	if err := json.Unmarshal(body, &e); err != nil {
		t.Fatal(err)
	}

	var envelope struct{ Data json.RawMessage }
	if err := json.Unmarshal(body, &envelope); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(e.Data.Raw, envelope.Data) {
		t.Errorf("Raw = %s\nwant the data object as sent: %s", e.Data.Raw, envelope.Data)
	}
	e.Data.Raw = nil

	slot := Window{From: "12:00", To: "16:00"}
	want := Event{
		Type: TypeConfirmationUpdated,
		Data: Confirmation{
			ID:         "cf_k3v9x0q2m7b1n8c4z6w5r2t0",
			Status:     StatusRescheduled,
			ExternalID: "SO-1042",
			Sandbox:    true,
			Order: Order{
				Ref: "A-1", Type: "delivery", Date: "2026-11-25", Window: slot, Timezone: "Europe/London",
			},
			Outcome: &Outcome{
				Intent:  "reschedule",
				Summary: "Moved to Wednesday 25 November, 12:00-16:00",
				Notes:   "gate code 4321, please ring the bell twice",
				Channel: "email",
				Slot:    &Slot{Date: "2026-11-25", Window: slot},
			},
			Events: []TimelineEvent{
				{At: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC), Kind: "out", Channel: "email", Text: "Your Acme Home delivery on Tuesday 24 November, 08:00-12:00"},
				{At: time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC), Kind: "in", Channel: "email", Text: "Chose 25 November, 12:00-16:00"},
			},
			UpdatedAt: time.Date(2026, 11, 22, 9, 30, 0, 123_000_000, time.UTC),
		},
	}
	for i := range e.Data.Events {
		e.Data.Events[i].At = e.Data.Events[i].At.UTC()
	}
	if !e.Data.UpdatedAt.Equal(want.Data.UpdatedAt) {
		t.Errorf("UpdatedAt = %v, want %v", e.Data.UpdatedAt, want.Data.UpdatedAt)
	}
	e.Data.UpdatedAt = want.Data.UpdatedAt // same instant; the decoded one has its own *Location
	if !reflect.DeepEqual(e, want) {
		t.Errorf("decoded event mismatch\n got %+v\nwant %+v", e.Data, want.Data)
	}
}

func TestEventDecodeErrors(t *testing.T) {
	t.Parallel()
	for _, body := range []string{
		`not json`,
		`{"type":"confirmation.updated","data":{"id":1}}`,
		`{"type":"confirmation.updated","data":{"updatedAt":"yesterday"}}`,
		`{"type":"confirmation.updated","data":[]}`,
	} {
		var e Event
		if err := json.Unmarshal([]byte(body), &e); err == nil {
			t.Errorf("Unmarshal(%s) = nil error, want one", body)
		}
	}
}

func TestEventDecodeNullData(t *testing.T) {
	t.Parallel()
	var e Event
	if err := json.Unmarshal([]byte(`{"type":"x","data":null}`), &e); err != nil {
		t.Fatal(err)
	}
	if e.Data.Raw != nil || e.Data.ID != "" {
		t.Errorf("null data decoded as %+v, want the zero Confirmation", e.Data)
	}
}
