package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNoteSoDescription keeps the description that leads into an
// instruction through "so" whole, even when it names a part of the property
// itself ("permit parking", "the lane", "a cat"), and a baby explains an
// instruction as a pet does. The look-alikes say the customer is away or
// unsure, or "so" leads into the customer's own doing: they are never
// confirmed, and nothing after "so" that is not an instruction is kept.
func TestNoteSoDescription(t *testing.T) {
	t.Parallel()
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	for _, tt := range []struct {
		channel     confirm.Channel
		text, notes string
	}{
		{sms, "Yes I'm in, there's visitor parking only so use the bay opposite", "there's visitor parking only so use the bay opposite"},
		{sms, "Yes fine. There's a shared driveway so park on the street", "There's a shared driveway so park on the street"},
		{call, "yeah im in theres a dog so keep the gate shut please", "theres a dog so keep the gate shut please"},
		{sms, "Yes we'll be home. We have a toddler so please knock quietly", "We have a toddler so please knock quietly"},
		{sms, "yes. We've got a newborn so don't ring the bell", "We've got a newborn so don't ring the bell"},
	} {
		r := readBooked(t, tt.channel, tt.text)
		if r.Intent != confirm.IntentWillBeIn || !notesMatch(r.Notes, tt.notes) {
			t.Errorf("%q read as %s, notes %q (want will_be_in, notes with %q): %s", tt.text, r.Intent, r.Notes, tt.notes, r.Reason)
		}
	}
	// "so" leading into the customer's own doing is no instruction
	for _, text := range []string{
		"yes there's a dog so I'll be in",
		"Yes we'll be in, there's a cat so we will keep it upstairs",
	} {
		r := readBooked(t, sms, text)
		if strings.Contains(strings.ToLower(r.Notes), "so i") || strings.Contains(strings.ToLower(r.Notes), "so we") {
			t.Errorf("%q kept notes %q", text, r.Notes)
		}
	}
	for _, text := range []string{
		"there's permit parking only so I might be out",
		"yes but I'm at work so keep the gate shut",
		"yes my husband is away so please knock loudly",
		"we have a newborn so I may not hear the door, leave it next door if so",
		"the lane is narrow so I probably won't be in",
	} {
		if r := readBooked(t, sms, text); r.Intent == confirm.IntentWillBeIn {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}
