package web

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestConsoleShowsNotes checks that the outcome on a confirmation's page
// shows the customer's delivery notes, escaped, and nothing when there are
// none.
func TestConsoleShowsNotes(t *testing.T) {
	t.Parallel()
	k, _ := newSessionKeys("secret")
	dev := &Developer{session: session{Key: "sk_test_x", ID: "sid"}, keys: k, Prefix: "sk_test_x", Account: "Sandbox"}
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		notes string
		want  string // the notes' element, "" for none
	}{
		{"my neighbour Sue at number 12 <b>will</b> take it, gate code 4321",
			`<dd id="notes"><bdi>my neighbour Sue at number 12 &lt;b&gt;will&lt;/b&gt; take it, gate code 4321</bdi></dd>`},
		{"", ""},
	} {
		c := &confirm.Confirmation{
			ID: "cf_abc", Status: confirm.StatusConfirmed, Sandbox: true, Cadence: confirm.CadenceDemo,
			Customer:  confirm.Customer{Name: "Jane Smith", Phone: "+447400123456"},
			Order:     confirm.Order{Type: "delivery", Date: "2026-11-25", Window: confirm.Window{From: "08:00", To: "12:00"}, Items: []confirm.Item{{Name: "Sofa"}}},
			Outcome:   &confirm.Outcome{Intent: "alternate_signer", Summary: "Sue will sign", SignerName: "Sue", Notes: tt.notes},
			UpdatedAt: now,
		}
		d := showPage(dev, c, nil, now)
		d.Nonce = "n"
		d.CSRF = k.csrfToken(d.session)
		var b bytes.Buffer
		if err := consoleTemplates["show"].ExecuteTemplate(&b, "layout", d); err != nil {
			t.Fatal(err)
		}
		html := b.String()
		switch {
		case tt.want != "" && !strings.Contains(html, tt.want):
			t.Errorf("notes %q: page lacks %s", tt.notes, tt.want)
		case tt.want == "" && strings.Contains(html, `id="notes"`):
			t.Errorf("notes shown with none given")
		}
	}
}
