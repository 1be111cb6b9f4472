package httpapi

import (
	"strings"
	"testing"
)

// A firm yes that also asks what the booking answers closes as confirmed,
// and the closing message answers the question; a bare yes with the same
// question is answered and asked again, as before.
func TestConfirmedWithQuestion(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		t.Run("text: confirmed and the time answered", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("Yes I'll be in, what time will they come?"))
			h.closedWith(id, "confirmed", "will_be_in", "", "sms")
			got := lastOut(c, "sms")
			if !strings.HasPrefix(got, "Thanks, that's confirmed: your delivery on Tue 24 Nov, 08:00-12:00.") ||
				!strings.Contains(got, "I don't know the exact time within 08:00-12:00. Please ask help@acme.test.") ||
				strings.Contains(got, "Will someone be in?") {
				t.Errorf("closing: %q", got)
			}
			if !agentSays(c, "sms", "Understood: someone will be in; a question about the time - answered") {
				t.Errorf("no agent event says both: %v", c["events"])
			}
		})
		t.Run("text: who is writing, with a firm acceptance", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("Yes fine, who is this from?"))
			h.closedWith(id, "confirmed", "will_be_in", "", "sms")
			if got := lastOut(c, "sms"); !strings.Contains(got, "that's confirmed") || !strings.Contains(got, "This is an automated message on behalf of Acme Home") {
				t.Errorf("closing: %q", got)
			}
		})
		t.Run("text: a bare yes with the question is asked again", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("yes, what time?"))
			open(t, c)
			if got := lastOut(c, "sms"); !strings.HasSuffix(got, "Will someone be in? Reply YES, the name of who will be in, or ask for another day.") {
				t.Errorf("answer: %q", got)
			}
		})
		t.Run("call: confirmed and the window answered", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			c := h.reply(id, call("yes we'll be in how long is the window"))
			h.closedWith(id, "confirmed", "will_be_in", "", "call")
			got := lastOut(c, "call")
			if !strings.Contains(got, "The window is 08:00 to 12:00 (4 hours)") || !strings.HasSuffix(got, "is confirmed. Goodbye.") {
				t.Errorf("closing line: %q", got)
			}
			if !agentSays(c, "call", "Understood: someone will be in; a question about the window - answered") {
				t.Errorf("no agent event says both: %v", c["events"])
			}
		})
		t.Run("call: a run-on time question", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			c := h.reply(id, call("yes i'll be in what time roughly will they come"))
			h.closedWith(id, "confirmed", "will_be_in", "", "call")
			if got := lastOut(c, "call"); !strings.Contains(got, "I don't know the exact time") || !strings.HasSuffix(got, "Goodbye.") {
				t.Errorf("closing line: %q", got)
			}
		})
		t.Run("another person, not named: the answer and the name asked", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("my daughter will be in, what time will they come?"))
			open(t, c)
			if got := lastOut(c, "sms"); !strings.Contains(got, "I don't know the exact time") || !strings.HasSuffix(got, "What is the name of the person who will be in?") {
				t.Errorf("answer: %q", got)
			}
			h.reply(id, sms("Anna"))
			h.closedWith(id, "confirmed", "alternate_signer", "Anna", "sms")
		})
		for _, tt := range []struct{ tag, text, confirmed, answer string }{
			{"pl", "Tak, będę w domu. O której przyjadą?", "Potwierdzamy termin dostawy", "Dokładnej godziny w przedziale 08:00-12:00 nie znam."},
			{"es-MX", "Sí, estaré en casa. ¿A qué hora vendrán?", "Confirmada tu entrega", "No sé la hora exacta en la franja 08:00-12:00."},
		} {
			t.Run("text in "+tt.tag, func(t *testing.T) {
				id := h.started(edited(func(_, cu, _ map[string]any) { cu["language"] = tt.tag }), 2)
				c := h.reply(id, sms(tt.text))
				h.closedWith(id, "confirmed", "will_be_in", "", "sms")
				got := lastOut(c, "sms")
				if !strings.Contains(got, tt.confirmed) || !strings.Contains(got, tt.answer) {
					t.Errorf("closing: %q", got)
				}
			})
		}
	})
}
