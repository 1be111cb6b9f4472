package engine

import (
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
)

// TestSandboxWalkInEachLanguage: a sandbox confirmation for a customer in
// each language confirmd words walks the email, the text (an unclear
// reply, a question, another day asked for and the slots listed, an
// unclear choice among them) and the call (picked up, an unclear answer, a
// silence), and every message confirmd sends is in the customer's
// language, checked word by word against that language's catalogue: no
// English word is left. A call to a customer in a language no voice speaks
// (Urdu in Latin letters) is in English, its texts and email in Urdu.
func TestSandboxWalkInEachLanguage(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, first *world) {
		for _, lang := range dialogue.Languages {
			// A world (an account and a clock at t0) of its own, on the
			// same database, so that each walk starts in the morning.
			w := newWorld(t, first.store)
			two := 2
			c := w.create(confirm.CadenceStandard, func(n *confirm.NewConfirmation) {
				n.Customer.Language = lang
				n.Order.Items = []confirm.NewItem{{Name: "Sofa"}, {Name: "Lamp", Qty: &two}}
				n.Order.RescheduleOptions = []confirm.Slot{
					{Date: "2026-11-26", Window: confirm.Window{From: "08:00", To: "12:00"}},
					{Date: "2026-11-27", Window: confirm.Window{From: "12:00", To: "16:00"}},
				}
			})
			start := w.clock.Now()
			w.run()
			w.clock.Set(start.Add(2 * time.Hour))
			w.run()
			reply := func(r confirm.Reply) {
				t.Helper()
				if _, err := w.engine.Reply(t.Context(), w.scope(), c.ID, r); err != nil {
					t.Fatalf("%s: reply %+v: %v", lang, r, err)
				}
			}
			reply(confirm.Reply{Channel: confirm.ChannelSMS, Text: "hmm"})
			reply(confirm.Reply{Channel: confirm.ChannelSMS, Text: "what time?"})
			reply(confirm.Reply{Channel: confirm.ChannelSMS, Text: "I can't that day, another day please"})
			reply(confirm.Reply{Channel: confirm.ChannelSMS, Text: "hmm"})
			w.clock.Set(start.Add(4 * time.Hour))
			w.run()
			answered := true
			reply(confirm.Reply{Channel: confirm.ChannelCall, Answered: &answered})
			reply(confirm.Reply{Channel: confirm.ChannelCall, Text: "hmm"})
			reply(confirm.Reply{Channel: confirm.ChannelCall, Silence: true})
			got := w.get(c.ID)
			seen := map[confirm.Channel]int{}
			for i, e := range got.Events {
				if e.Kind != confirm.EventOut {
					continue
				}
				seen[e.Channel]++
				want := lang
				if e.Channel == confirm.ChannelCall {
					want = dialogue.CallLanguage(got)
				}
				if l := dialogue.EventLanguage(got, i); l != want {
					t.Errorf("%s: %s message %d is marked %s, want %s", lang, e.Channel, i, l, want)
				}
				vocab := dialogue.Vocabulary(want)
				text := e.Text
				for _, given := range []string{"Jane Smith", "Jane", "Sofa", "Lamp", "Subject"} {
					text = strings.ReplaceAll(text, given, " ")
				}
				if e.Channel == confirm.ChannelEmail {
					// The links' addresses.
					var kept []string
					for _, line := range strings.Split(text, "\n") {
						if !strings.Contains(line, "://") {
							kept = append(kept, line)
						}
					}
					text = strings.Join(kept, "\n")
				}
				for _, word := range dialogue.Words(text) {
					if !vocab[word] && word != "x" {
						t.Errorf("%s: %s message %q has %q, which is not a word of the %s catalogue", lang, e.Channel, e.Text, word, want)
						break
					}
				}
			}
			for _, ch := range []confirm.Channel{confirm.ChannelEmail, confirm.ChannelSMS, confirm.ChannelCall} {
				if seen[ch] == 0 {
					t.Errorf("%s: no %s message was sent: %v", lang, ch, states(got))
				}
			}
			if seen[confirm.ChannelSMS] < 3 || seen[confirm.ChannelCall] < 4 {
				t.Errorf("%s: %d texts and %d call lines, want the first text, a clarification and an answer, and the call's opening, clarification and question again", lang, seen[confirm.ChannelSMS], seen[confirm.ChannelCall])
			}
		}
	})
}

// TestRepliesChooseTheLanguage: a customer booked without a language who
// answers in Italian is answered in Italian from then on, and the texts
// before the answer stay English on the timeline.
func TestRepliesChooseTheLanguage(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceStandard)
		w.at(0)
		w.at(2 * time.Hour)
		if _, err := w.engine.Reply(t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "sì, ci sarò io a casa"}); err != nil {
			t.Fatal(err)
		}
		got := w.get(c.ID) // as stored
		if got.Status != confirm.StatusConfirmed || dialogue.Language(got) != "it" {
			t.Fatalf("status %s, language %s, want confirmed in Italian: %v", got.Status, dialogue.Language(got), got.Events)
		}
		var first, last string
		for i, e := range got.Events {
			if e.Kind == confirm.EventOut && e.Channel == confirm.ChannelSMS {
				if first == "" {
					first = dialogue.EventLanguage(got, i)
				}
				last = e.Text
			}
		}
		if first != "en" || !strings.Contains(last, "conferm") {
			t.Errorf("first text in %s, closing %q: want English, then Italian", first, last)
		}
	})
}
