package engine

import (
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestLiveCallInCustomersLanguage: a customer who gave Spanish hears the
// call in Spanish, and the turn names the language so that the provider
// speaks it in a Spanish voice; the text before it is Spanish too.
func TestLiveCallInCustomersLanguage(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		c := w.createLive(func(n *confirm.NewConfirmation) { n.Customer.Language = "es-MX" })
		w.at(0)
		w.at(2 * time.Hour)
		w.at(4 * time.Hour)
		if got := w.getLive(c.ID); !strings.Contains(smsText(got), "¿Habrá alguien?") {
			t.Errorf("the text is not Spanish: %q", smsText(got))
		}
		ref := p.last(confirm.ChannelCall)
		turn := w.call(c.ID, ref, true, "")
		if turn.Language != "es-MX" || len(turn.Lines) != 3 || !strings.Contains(turn.Lines[0], "asistente automático") {
			t.Fatalf("opening: %+v", turn)
		}
		turn = w.call(c.ID, ref, false, "No puedo ese día, otro día por favor")
		if turn.Language != "es-MX" || turn.Hangup || len(turn.Lines) != 1 || !strings.Contains(turn.Lines[0], "jueves 26 de noviembre") {
			t.Fatalf("first offer: %+v", turn)
		}
	})
}

// TestLiveCallWithoutWording: a language confirmd has no wording for is
// spoken in English, and the turn names no language, so the provider keeps
// its own voice.
func TestLiveCallWithoutWording(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		c := w.createLive(func(n *confirm.NewConfirmation) { n.Customer.Language = "de" })
		w.at(0)
		w.at(2 * time.Hour)
		w.at(4 * time.Hour)
		turn := w.call(c.ID, p.last(confirm.ChannelCall), true, "")
		if turn.Language != "" || !strings.Contains(turn.Lines[0], "automated assistant") {
			t.Fatalf("opening for a German speaker: %+v", turn)
		}
	})
}

// smsText is the first text sent on c.
func smsText(c *confirm.Confirmation) string {
	for _, e := range c.Events {
		if e.Kind == confirm.EventOut && e.Channel == confirm.ChannelSMS {
			return e.Text
		}
	}
	return ""
}
