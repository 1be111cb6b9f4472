package confirm

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestTextProblem(t *testing.T) {
	t.Parallel()
	single := func(r rune) string { return fmt.Sprintf("f must not contain control characters (found U+%04X)", r) }
	free := func(r rune) string {
		return fmt.Sprintf("f must not contain control characters other than tab and line breaks (found U+%04X)", r)
	}
	for _, tt := range []struct {
		in           string
		single, free string
	}{
		{"", "", ""},
		{"Jane Smith", "", ""},
		{"Zoë Ørsted 山田 😀 O\u2019Brien", "", ""},
		{"joined\u200dhere, marked\u200f, \ufffd", "", ""}, // format characters and U+FFFD are text
		{"\u00a0no-break space", "", ""},                   // U+00A0, just past C1
		{"a\x00b", single(0), free(0)},
		{"\x01", single(1), free(1)},
		{"tab\there", single('\t'), ""},
		{"two\nlines", single('\n'), ""},
		{"two\r\nlines", single('\r'), ""},
		{"\x0b\x0c", single(0x0b), free(0x0b)},
		{"esc\x1b[2J", single(0x1b), free(0x1b)},
		{"\x1f", single(0x1f), free(0x1f)},
		{"del\x7f", single(0x7f), free(0x7f)},
		{"c1\u0080", single(0x80), free(0x80)},
		{"csi\u009b", single(0x9b), free(0x9b)},
		{"\u009f", single(0x9f), free(0x9f)},
		{"bad \xff byte", "f is not valid UTF-8 text", "f is not valid UTF-8 text"},
		{"cut \xe2\x82", "f is not valid UTF-8 text", "f is not valid UTF-8 text"},
		{"surrogate \xed\xa0\x80", "f is not valid UTF-8 text", "f is not valid UTF-8 text"},
		{"overlong \xc0\x80", "f is not valid UTF-8 text", "f is not valid UTF-8 text"},
		{"first wins \x00 \xff", single(0), free(0)},
	} {
		if got := TextProblem("f", tt.in, SingleLine); got != tt.single {
			t.Errorf("TextProblem(%q, SingleLine) = %q, want %q", tt.in, got, tt.single)
		}
		if got := TextProblem("f", tt.in, FreeText); got != tt.free {
			t.Errorf("TextProblem(%q, FreeText) = %q, want %q", tt.in, got, tt.free)
		}
	}
}

func TestInvalidCapsProblems(t *testing.T) {
	t.Parallel()
	list := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = fmt.Sprintf("p%d is wrong", i)
		}
		return out
	}
	for _, tt := range []struct {
		n, more int
		want    []string
	}{
		{1, 0, list(1)},
		{20, 0, list(20)},
		{21, 0, append(list(20), "... and 1 more problems")},
		{20000, 0, append(list(20), "... and 19980 more problems")},
		{3, 7, append(list(3), "... and 7 more problems")},
		{25, 5, append(list(20), "... and 10 more problems")},
	} {
		in := list(tt.n)
		got := InvalidMore(in, tt.more).Problems
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("InvalidMore(%d problems, %d): mismatch (-want +got):\n%s", tt.n, tt.more, diff)
		}
		if diff := cmp.Diff(list(tt.n), in); diff != "" {
			t.Errorf("InvalidMore changed its argument (-want +got):\n%s", diff)
		}
	}
}

// TestValidateArrayCaps: an array over its cap is one problem, and its
// entries are not judged one by one.
func TestValidateArrayCaps(t *testing.T) {
	t.Parallel()
	n := &NewConfirmation{
		Customer: &Customer{Name: "Jane Smith", Email: "jane@example.com"},
		Order: &NewOrder{
			Date: "2026-11-24", Window: &Window{From: "08:00", To: "12:00"},
			Items:             make([]NewItem, 20000),
			RescheduleOptions: make([]Slot, 11),
		},
	}
	got := n.Validate(Rules{Now: testNow, DefaultTimezone: "Europe/London"})
	want := []string{
		"order.items has 20000 entries; at most 100 are allowed",
		"order.rescheduleOptions has 11 entries; at most 10 are allowed",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("problems mismatch (-want +got):\n%s", diff)
	}
}

// TestValidateText: every text field of a create is judged as sent, one
// line, and its other rules are not judged when its text is bad.
func TestValidateText(t *testing.T) {
	t.Parallel()
	n := &NewConfirmation{
		ExternalID: "SO-1\n", WebhookURL: "https://x.example/\x00",
		Brand:    &Brand{Name: "Acme\t", Tone: "warm\u0085", SupportEmail: "help@x.example\x7f"},
		Customer: &Customer{Name: "\tJane", Email: "jane@example.com\r\n", Phone: "+447400123456\x00"},
		Order: &NewOrder{
			Ref: "A\x1b", Date: "2026-11-24", Window: &Window{From: "08:00", To: "12:00"}, Timezone: "Europe/London\x00",
			Items:   []NewItem{{Name: "Sofa\x00", SKU: "SF\x01"}, {Name: "\n"}},
			Address: &Address{Line1: "1 High St\x00", City: "Leeds\x00", Postcode: "LS1\xff"},
		},
	}
	got := n.Validate(Rules{Now: testNow, DefaultTimezone: "Europe/London"})
	want := []string{
		"externalId must not contain control characters (found U+000A)",
		"webhookUrl must not contain control characters (found U+0000)",
		"brand.name must not contain control characters (found U+0009)",
		"brand.tone must not contain control characters (found U+0085)",
		"brand.supportEmail must not contain control characters (found U+007F)",
		"order.timezone must not contain control characters (found U+0000)",
		"customer.name must not contain control characters (found U+0009)",
		"customer.email must not contain control characters (found U+000D)",
		"customer.phone must not contain control characters (found U+0000)",
		"order.ref must not contain control characters (found U+001B)",
		"order.items[0].name must not contain control characters (found U+0000)",
		"order.items[0].sku must not contain control characters (found U+0001)",
		"order.items[1].name must not contain control characters (found U+000A)",
		"order.address.line1 must not contain control characters (found U+0000)",
		"order.address.city must not contain control characters (found U+0000)",
		"order.address.postcode is not valid UTF-8 text",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("problems mismatch (-want +got):\n%s", diff)
	}
	if strings.Contains(strings.Join(got, "\n"), "required") {
		t.Errorf("a field with bad text was also called missing: %q", got)
	}
}

// testNow is the validation tests' "now": a Sunday morning in London.
var testNow = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
