package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNoteDetails keeps the whole of an instruction with the detail or
// reason said beside it: a short detail of the home after it ("2nd floor"),
// the care it asks for ("new carpets", "they get funny about it"), a verb
// of taking apart, shutting or watching out, a way in named through the
// car park, and a doubt about a baby or a pet rather than anyone being in.
// The look-alikes after them doubt or deny that anyone will be in, and are
// never confirmed.
func TestNoteDetails(t *testing.T) {
	t.Parallel()
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	for _, tt := range []struct {
		channel     confirm.Channel
		text, notes string
	}{
		// a short detail of the home after the note
		{sms, "Yes I'll be in. Buzzer doesn't work, flat 4", "flat 4"},
		{sms, "We'll be home. Stairs are steep though, 3rd floor", "Stairs are steep though, 3rd floor"},
		{call, "yeah we're in it's a second floor flat no lift", "it's a second floor flat no lift"},
		// the care an instruction asks for
		{sms, "Yes I'm in. Boots off please, cream carpets", "Boots off please, cream carpets"},
		{sms, "Yes. Don't block the lane please, the neighbours get grumpy", "the neighbours get grumpy"},
		{sms, "Yes I'll be in. Mind your head on the way up, low ceilings", "Mind your head on the way up"},
		{sms, "yes I'm home. Watch the step at the front door", "Watch the step at the front door"},
		// verbs of taking apart, shutting, clearing away
		{sms, "Yes I'll be in. You might have to take the legs off to get it through", "take the legs off"},
		{sms, "Yes we're in. Please close the side gate after you, the puppy gets out", "close the side gate after you"},
		{sms, "Yes. Could they take the packaging away please", "take the packaging away"},
		// a way in through the car park, a place to the access
		{sms, "Yes I'm in. Access to the flats is through the car park behind Lidl", "Access to the flats is through the car park"},
		{sms, "yes. Use the side gate instead, the front is blocked", "Use the side gate instead"},
		// a doubt about a baby, not about anyone being in
		{sms, "Yes I'll be home. The twins will probably be napping so please just knock", "please just knock"},
		// a pet's or a baby's doing that explains the instruction
		{sms, "Yes we'll be in. The dog might jump up so knock and wait", "The dog might jump up so knock and wait"},
		{sms, "yes I'm in, the kitten could escape so close the door behind you", "close the door behind you"},
		// a code or a postcode to use, a place it is not
		{sms, "Yes. Satnav takes you the wrong way, use LS7 2QP instead", "use LS7 2QP instead"},
		{sms, "yes we'll be in, the flat number is on the gate not the door", "the flat number is on the gate not the door"},
		// on the call a description runs on from being in
		{call, "yes i'm in it's the bungalow behind the pub", "it's the bungalow behind the pub"},
		{call, "yeah we'll be in it's the cottage past the pond", "it's the cottage past the pond"},
		// Scots and northern forms
		{sms, "Aye I'll be in, it's the cottage wi the red gate", "it's the cottage wi the red gate"},
	} {
		r := readBooked(t, tt.channel, tt.text)
		if r.Intent != confirm.IntentWillBeIn || !notesMatch(r.Notes, tt.notes) {
			t.Errorf("%q read as %s, notes %q (want will_be_in, notes with %q): %s", tt.text, r.Intent, r.Notes, tt.notes, r.Reason)
		}
	}
	for _, text := range []string{
		"yes I'll probably be in the garden so please knock",
		"I might be in so please knock",
		"yes I'll probably be at work so just knock next door",
		"The baby will probably be in, I'm out",
		"yes but I'll probably be out so please ring",
		"yes but I'm off out, take it next door",
		"yes I'll take it if I'm in",
		"yes, 2nd floor, not sure I'll be in",
		"yes if I'm in, new carpets so shoes off",
		"shut the gate, nobody will be in",
		"I'll be at the car park at work, leave it at the back",
		"watch out, I might be out",
		"yes the baby might be in so knock",
		"i might be in it's the flat above the shop",
		"yes i'm in it's the flat above the shop but i might be at work",
		"yes but my son may be out so knock",
		"yes the cat may be out so close the gate",
		"yes, the dog might be home alone so knock",
		"yes but I'm not in, the code is on the gate not the door",
	} {
		if r := readBooked(t, sms, text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// readBooked reads a reply on channel against the corpus's booking, its
// offered slots and its day.
func readBooked(t *testing.T, channel confirm.Channel, text string) Result {
	t.Helper()
	r, err := New().Interpret(context.Background(), Input{Text: text, Channel: channel, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
	if err != nil {
		t.Fatal(err)
	}
	return r
}
