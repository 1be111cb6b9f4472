package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestW3TimeOutsideWindow: work, school runs, appointments and leaving at
// an hour after the booked window ends (Tuesday 08:00-12:00), or a night
// shift finishing before it opens, leave the window whole; the same things
// at an hour inside it still ask or are absences.
func TestW3TimeOutsideWindow(t *testing.T) {
	in, unclear, away := confirm.IntentWillBeIn, confirm.IntentUnclear, confirm.IntentDifferentDay
	cases := map[string]confirm.Intent{
		"Yeah someone will be in, my shift doesn't start til 2":     in,
		"I'm in till 2 then I go to work, so that's fine":           in,
		"I finish nights at 7 so I'll be home":                      in,
		"yes someone will be here, I don't start work till 3":       in,
		"yes I'll be in, I'm not leaving till 1":                    in,
		"Yes that's fine I don't go to work until 2":                in,
		"yes I'll be in. I go to work at 12":                        in,
		"yep I'm home, need to go out at 1 though":                  in,
		"yes I'll be in, I've got an appointment at 2pm":            in,
		"yes I'll be in, I've got to leave at 1 for the school run": in,
		"Yes I'll be in, I have to pick the kids up at 3":           in,
		"yes I'll be in, I leave for work at half 12":               in,
		"I'm in till 1 then off to the dentist":                     in,
		"yes I'll be in until 12 then I'm off to work":              in,
		"yes I'll be in, I start work at 10":                        away,
		"yes i'll be in, i don't start work till 9":                 away,
		"yes I'll be in, I've got a meeting at 9":                   away,
		"yes I'll be home, I finish work at 7":                      away,
		"I can't be in, I start work at 1":                          away,
		"yes I'll be in, I'm out all day":                           away,
		"I'm out till 2":                                            away,
		"yes I'll be in, I'm off out at 10":                         unclear,
		"yes I'm in, out from 11 though":                            unclear,
		"yes I'm in, back at 1":                                     unclear,
		"yes I'll be in, appointment at 11":                         unclear,
		"Yes I'm in but I start at 9":                               unclear,
		"yes I'll be in until 11 then I'm off to work":              unclear,
		"yes I'll be in, I'm in till 10 then work":                  unclear,
		"yes I'll be in till 12 and out after 1":                    unclear,
		"yes, I'll be at the building site till 12":                 unclear,
		"yes I'm home, won't be back out till 2":                    unclear,
		"my husband will be home after 12":                          unclear,
		"The house will be empty till about 3":                      away,
		"nobody in till 1, then I start work at 2":                  away,
		"yes I'm in till 2 then out at the shops":                   unclear,
	}
	for text, want := range cases {
		r := trapRead(text)
		if r.Intent != want && !(want != in && r.Intent != in && r.Intent != confirm.IntentAlternateSigner) {
			t.Errorf("%q read as %s, want %s: %s", text, r.Intent, want, r.Reason)
		}
		if want != in && (r.Intent == in || r.Intent == confirm.IntentAlternateSigner) {
			t.Errorf("%q confirms and must not: %s", text, r.Reason)
		}
	}
}

// TestW3TimePastOver: an absence of a moment said in the past ("sorry I was
// out in the garden") with a yes after it is over; a stay, an absence still
// going, or one said of the day does not confirm.
func TestW3TimePastOver(t *testing.T) {
	in := confirm.IntentWillBeIn
	cases := map[string]bool{
		"yes yes sorry i was out in the garden yes i'll be in for it": true,
		"sorry we were out, yes we'll be home Tuesday":                true,
		"I was out but I'll be in":                                    true,
		"sorry i was busy, yes i'm in":                                true,
		"sorry we were out at the shops, yes we'll be in Tuesday":     true,
		"oh sorry I was out the back, yes I will be here":             true,
		"sorry i was out, still am, back Wednesday, yes":              false,
		"Yes I was away":                                false,
		"I was out and won't be in Tuesday":             false,
		"i was out when you rang, i'll be away tuesday": false,
		"sorry i was in hospital yes i'll be in":        false,
		"sorry I was out, I'm out again Tuesday":        false,
		"I was out, are you coming Tuesday?":            false,
	}
	for text, want := range cases {
		r := trapRead(text)
		if got := r.Intent == in; got != want {
			t.Errorf("%q read as %s, want confirmed %v: %s", text, r.Intent, want, r.Reason)
		}
	}
}

// TestW3TimeBusyAtHome: busy or working about the house is home; working
// or out somewhere else, or out and back at an hour, is not.
func TestW3TimeBusyAtHome(t *testing.T) {
	in := confirm.IntentWillBeIn
	cases := map[string]bool{
		"yes I'll be in, I'm working in the garden so knock loud":                                      true,
		"Yes I'll be in. Ring me 10 mins before as I'm working up in the loft and won't hear the door": true,
		"yes we'll be in, I'm busy in the kitchen so knock hard":                                       true,
		"yes I'll be in, working in the shed so bang on the door":                                      true,
		"yes I'll be in, I'm working in town":                                                          false,
		"yes I'll be in, I'm out at the shops":                                                         false,
		"yes but I'm out, back at 11":                                                                  false,
		"yes I'll be in, my husband is working in Leeds":                                               true, // the customer is in; where the husband works changes nothing
		"I'm busy at work Tuesday":                                                                     false,
		"yes but I'm working at the office":                                                            false,
	}
	for text, want := range cases {
		r := trapRead(text)
		if got := r.Intent == in || r.Intent == confirm.IntentAlternateSigner; got != want {
			t.Errorf("%q read as %s, want confirmed %v: %s", text, r.Intent, want, r.Reason)
		}
	}
	// the reason for a call, busy about the house, stays in the note
	for text, note := range map[string]string{
		"Yes I'll be in. Ring me 10 mins before as I'm working up in the loft and won't hear the door": "working up in the loft",
		"yes I'll be in, call when you're close as I'll be busy in the garden":                         "busy in the garden",
	} {
		if r := trapRead(text); !strings.Contains(r.Notes, note) {
			t.Errorf("%q notes %q, want %q", text, r.Notes, note)
		}
	}
}

// TestW3TimeAskTomorrow: "ask me tomorrow" names a day to be asked on, not
// a day to come; it never confirms nor moves the delivery.
func TestW3TimeAskTomorrow(t *testing.T) {
	for _, text := range []string{
		"Yes. No. Maybe. Not a clue what my rota looks like yet, ask me tomorrow",
		"no idea yet, ask me tomorrow", "not sure, text me tomorrow", "can you ask me tomorrow",
		"dunno my shifts yet, message me tomorrow", "remind me tonight and I'll let you know",
		"ask me tomorrow when I know my shifts", "txt me monday, don't know yet",
	} {
		if r := trapRead(text); r.Intent != confirm.IntentUnclear {
			t.Errorf("%q read as %s, want unclear: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestW3TimeIgnoreLast: taking back an earlier message leaves what follows
// to decide.
func TestW3TimeIgnoreLast(t *testing.T) {
	in := confirm.IntentWillBeIn
	cases := map[string]bool{
		"Sorry ignore my last text, I was thinking of a different order. Yes I'll be in Tuesday for the sofa": true,
		"ignore my last message, yes we'll be in":                                                             true,
		"disregard my previous text, I'll be home Tuesday":                                                    true,
		"sorry I was thinking of another order, yes I'll be in":                                               true,
		"sorry disregard my last text, I was thinking of another delivery. I won't be in Tuesday":             false,
		"Ignore my last text. I'm away Tuesday":                                                               false,
		"ignore my last text I was thinking of a different order":                                             false,
		"ignore my last text, not sure yet":                                                                   false,
	}
	for text, want := range cases {
		r := trapRead(text)
		if got := r.Intent == in; got != want {
			t.Errorf("%q read as %s, want confirmed %v: %s", text, r.Intent, want, r.Reason)
		}
	}
}

// TestW3TimeRoadReason: the road's reason after a parking instruction stays
// in the note; a person out in that clause is no road reason.
func TestW3TimeRoadReason(t *testing.T) {
	for text, note := range map[string]string{
		"yes will be in. please park round the back, the front is double yellows":   "the front is double yellows",
		"yes I'll be in, please use the side street, the main road is a red route":  "the main road is a red route",
		"yes we're in, pull onto the drive, the road is too narrow":                 "the road is too narrow",
		"yes I'll be in, park on the drive, there are roadworks outside":            "roadworks",
		"yes I'll be in, come in from the back lane, the front road is blocked off": "the front road is blocked",
	} {
		r := trapRead(text)
		if r.Intent != confirm.IntentWillBeIn || !strings.Contains(r.Notes, note) {
			t.Errorf("%q read as %s notes %q, want will_be_in with %q: %s", text, r.Intent, r.Notes, note, r.Reason)
		}
	}
	for _, text := range []string{
		"yes I'll be in, park round the back, I'm out the front",
		"park round the back, the front is double yellows, I won't be in",
		"please park round the back, the front is double yellows",
	} {
		if r := trapRead(text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q confirms and must not: %s", text, r.Reason)
		}
	}
}
