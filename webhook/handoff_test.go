package webhook

import (
	"encoding/json"
	"testing"
)

// TestEventDecodeResolution reads the event of a confirmation a person of
// the retailer's team resolved: who resolved it, and who wrote what.
func TestEventDecodeResolution(t *testing.T) {
	body := `{"type":"confirmation.updated","data":{"id":"cf_k3v9x0q2m7b1n8c4z6w5r2t0","status":"cancelled","sandbox":false,
		"order":{"date":"2026-11-25","window":{"from":"12:00","to":"16:00"}},
		"events":[{"at":"2026-11-22T09:00:00.000Z","kind":"out","channel":"sms","text":"Acme Home: Shall we cancel it? - Sam","author":"Sam"},
			{"at":"2026-11-22T09:05:00.000Z","kind":"in","channel":"sms","text":"yes please"}],
		"outcome":{"intent":"cancel","summary":"The customer cancelled the delivery (agreed with Sam)","resolvedBy":"Sam"},
		"updatedAt":"2026-11-22T09:06:00.000Z"}}`
	var e Event
	if err := json.Unmarshal([]byte(body), &e); err != nil {
		t.Fatal(err)
	}
	if e.Data.Status != StatusCancelled || e.Data.Outcome.ResolvedBy != "Sam" {
		t.Errorf("status %q, resolvedBy %q", e.Data.Status, e.Data.Outcome.ResolvedBy)
	}
	if len(e.Data.Events) != 2 || e.Data.Events[0].Author != "Sam" || e.Data.Events[1].Author != "" {
		t.Errorf("events = %+v", e.Data.Events)
	}
}
