package api

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// TestDocumentIsValid loads the document as written and as served, and
// validates both as OpenAPI 3.1, examples included (each is checked against
// its schema).
func TestDocumentIsValid(t *testing.T) {
	t.Parallel()
	j, err := JSON()
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"openapi.yaml": YAML, "JSON()": j} {
		l := openapi3.NewLoader()
		doc, err := l.LoadFromData(data)
		if err != nil {
			t.Fatalf("%s does not load: %v", name, err)
		}
		if err := doc.Validate(l.Context); err != nil {
			t.Errorf("%s is not a valid OpenAPI document: %v", name, err)
		}
		if !doc.IsOpenAPI31OrLater() || doc.OpenAPIMajorMinor() != "3.1" {
			t.Errorf("%s is OpenAPI %q, want 3.1", name, doc.OpenAPI)
		}
		if doc.Webhooks["confirmation.updated"] == nil {
			t.Errorf("%s does not describe the confirmation.updated webhook", name)
		}
	}
}

// TestJSONIsTheYAML checks that the conversion keeps every value: the JSON
// document decodes to the same tree as the YAML one, and dates and times of
// day stay strings rather than becoming YAML timestamps or numbers.
func TestJSONIsTheYAML(t *testing.T) {
	t.Parallel()
	j, err := JSON()
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := JSON(); !bytes.Equal(j, again) {
		t.Error("JSON() gives different bytes on a second call")
	}
	var doc map[string]any
	if err := json.Unmarshal(j, &doc); err != nil {
		t.Fatalf("JSON() is not JSON: %v", err)
	}
	if doc["openapi"] != "3.1.0" {
		t.Errorf("openapi = %v", doc["openapi"])
	}
	// A value that YAML 1.1 would turn into a timestamp, and one it would
	// read as a number of minutes (sexagesimal).
	ex := doc["components"].(map[string]any)["examples"].(map[string]any)["Scheduled"].(map[string]any)["value"].(map[string]any)["confirmation"].(map[string]any)
	order := ex["order"].(map[string]any)
	if order["date"] != "2026-11-24" || order["window"].(map[string]any)["from"] != "08:00" {
		t.Errorf("order date %#v, window %#v: want strings as written", order["date"], order["window"])
	}
}
