package dialogue

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

func sample(tone string, items int) *confirm.Confirmation {
	c := &confirm.Confirmation{
		Brand:    &confirm.Brand{Name: "Acme Home Furnishings", SupportEmail: "help@acme.test", Tone: tone},
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Phone: "+447400123456", Email: "jane@example.com"},
		Order: confirm.Order{Type: "delivery", Date: "2026-11-24", Window: confirm.Window{From: "08:00", To: "12:00"}, Timezone: "Europe/London",
			RescheduleOptions: []confirm.Slot{
				{Date: "2026-11-25", Window: confirm.Window{From: "12:00", To: "16:00"}},
				{Date: "2026-11-27", Window: confirm.Window{From: "08:00", To: "12:00"}},
				{Date: "2026-11-28", Window: confirm.Window{From: "12:00", To: "16:00"}},
			}},
	}
	for i := range items {
		c.Order.Items = append(c.Order.Items, confirm.Item{Name: "Three-seater velvet sofa in forest green", Qty: i + 1})
	}
	return c
}

// Every text confirmd sends is GSM-7, one segment where it can be and never
// more than three, whatever the tone, the brand's name or the order's size.
func TestTextsFitSMS(t *testing.T) {
	t.Parallel()
	for _, tone := range []string{"", "formal", "friendly and warm", "brief"} {
		c := sample(tone, 3)
		texts := map[string]string{
			"first": FirstSMS(c), "clarify": SMSClarify(c), "ask name": SMSAskName(c),
			"slots": SMSSlots(c), "late ack": SMSLateAck(c),
		}
		for _, intent := range []confirm.Intent{confirm.IntentWillBeIn, confirm.IntentAlternateSigner, confirm.IntentReschedule,
			confirm.IntentDifferentDay, confirm.IntentCancel, confirm.IntentWrongPerson, confirm.IntentWantsHuman, confirm.IntentUnclear} {
			c.Outcome = &confirm.Outcome{Intent: intent, SignerName: "Tom Smith"}
			texts["closing "+string(intent)] = SMSClosing(c)
		}
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentOptOut}
		if s := SMSClosing(c); s != "" {
			t.Errorf("a closing text after an opt-out: %q", s)
		}
		for name, s := range texts {
			n, gsm := Segments(s)
			if !gsm || n > 3 || s == "" {
				t.Errorf("tone %q, %s: %d segments, gsm %v: %q", tone, name, n, gsm, s)
			}
		}
		if n, _ := Segments(SMSAskName(c)); n != 1 {
			t.Errorf("the name question takes %d segments", n)
		}
	}
}

func TestSegments(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text string
		n    int
		gsm  bool
	}{
		{strings.Repeat("a", 160), 1, true},
		{strings.Repeat("a", 161), 2, true},
		{strings.Repeat("a", 306), 2, true},
		{strings.Repeat("a", 307), 3, true},
		{strings.Repeat("€", 80), 1, true},
		{strings.Repeat("€", 81), 2, true},
		{"It’s fine", 1, false},
		{strings.Repeat("a", 70) + "👍", 2, false},
	} {
		if n, gsm := Segments(tt.text); n != tt.n || gsm != tt.gsm {
			t.Errorf("Segments(%.20q…) = %d, %v; want %d, %v", tt.text, n, gsm, tt.n, tt.gsm)
		}
	}
}

func TestTone(t *testing.T) {
	t.Parallel()
	for tone, want := range map[string]Tone{"": Neutral, "Formal and respectful": Formal, "warm, brief": Brief, "friendly": Friendly, "quirky": Neutral} {
		if got := ToneOf(sample(tone, 1)); got != want {
			t.Errorf("ToneOf(%q) = %v, want %v", tone, got, want)
		}
	}
	formal, friendly := sample("formal", 1), sample("friendly", 1)
	formal.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn}
	friendly.Outcome = formal.Outcome
	if !strings.HasPrefix(SMSClosing(formal), "Thank you") || !strings.HasPrefix(SMSClosing(friendly), "Thanks so much") {
		t.Errorf("tone not followed: %q / %q", SMSClosing(formal), SMSClosing(friendly))
	}
}

func TestCallOpeningSaysAutomated(t *testing.T) {
	t.Parallel()
	lines := CallOpening(sample("", 1))
	if !strings.Contains(lines[0], "automated assistant") || !strings.Contains(lines[0], "Acme Home Furnishings") {
		t.Errorf("first line: %q", lines[0])
	}
	if !strings.Contains(lines[1], "Tuesday 24 November, 08:00-12:00") {
		t.Errorf("the order and window are not read: %q", lines[1])
	}
}

func TestBriefIsShorter(t *testing.T) {
	t.Parallel()
	brief, neutral := FirstSMS(sample("brief", 1)), FirstSMS(sample("", 1))
	if len(brief) >= len(neutral) {
		t.Errorf("brief first text is not shorter:\n%s\n%s", brief, neutral)
	}
	if n, _ := Segments(brief); n != 1 {
		t.Errorf("brief first text takes %d segments", n)
	}
}

// Without a brand name the texts still read as sentences.
func TestNoBrandName(t *testing.T) {
	t.Parallel()
	c := sample("", 1)
	c.Brand = nil
	if s := FirstSMS(c); !strings.HasPrefix(s, "Your delivery of") {
		t.Errorf("first text without a brand: %q", s)
	}
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentDifferentDay}
	if s := SMSClosing(c); !strings.Contains(s, "The retailer's team will contact you") {
		t.Errorf("closing without a brand: %q", s)
	}
}

// The first text fits in one segment when a shorter wording can say it all.
func TestFirstSMSFitsOneSegment(t *testing.T) {
	t.Parallel()
	for _, tone := range []string{"", "friendly", "formal", "brief"} {
		for _, items := range []int{1, 3} {
			c := sample(tone, items)
			s := FirstSMS(c)
			if n, _ := Segments(s); n != 1 {
				t.Errorf("tone %q, %d items: %d segments: %q", tone, items, n, s)
			}
			if !strings.Contains(s, "Tue 24 Nov") && !strings.Contains(s, "Tuesday 24 November") {
				t.Errorf("the text does not say when: %q", s)
			}
			if !strings.Contains(s, "Acme Home Furnishings") {
				t.Errorf("the text does not say who: %q", s)
			}
		}
	}
	// A short order keeps the fullest wording.
	c := sample("", 0)
	c.Order.Items = []confirm.Item{{Name: "Sofa"}}
	c.Brand.Name = "Acme"
	if s := FirstSMS(c); !strings.Contains(s, "Sofa") {
		t.Errorf("short order: %q", s)
	}
}
