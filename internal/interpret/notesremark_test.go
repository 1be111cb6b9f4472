package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNoteRemarks keeps in the note a remark that finishes the instruction
// or the description before it: a part of the home that does not work, a
// reassurance about the pet just described. The look-alikes say the same of
// the customer or of a person, which is no note, or doubt that anyone will
// be in, and are never confirmed.
func TestNoteRemarks(t *testing.T) {
	t.Parallel()
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	for _, tt := range []struct {
		channel     confirm.Channel
		text, notes string
	}{
		{sms, "Yes I'm in. Please knock, the door knocker isn't working", "Please knock, the door knocker isn't working"},
		{sms, "Yes. Use the back door please, the front door doesn't work", "Use the back door please, the front door doesn't work"},
		{sms, "Yes. Knock on the window, the front door does not work", "Knock on the window, the front door does not work"},
		{sms, "Yes I'm in. Knock loudly please, the doorbell doesn't work", "Knock loudly please, the doorbell doesn't work"},
		{call, "yes im in the dog will bark but shes ok", "the dog will bark but shes ok"},
		{sms, "Yes we're in. The dog barks a lot but she's fine", "The dog barks a lot but she's fine"},
	} {
		r := readBooked(t, tt.channel, tt.text)
		if r.Intent != confirm.IntentWillBeIn || !notesMatch(r.Notes, tt.notes) {
			t.Errorf("%q read as %s, notes %q (want will_be_in, notes with %q): %s", tt.text, r.Intent, r.Notes, tt.notes, r.Reason)
		}
	}
	// the same words said of the customer or of a person are no note
	for _, tt := range []struct{ text, not string }{
		{"Yes I'll be in. Please ring the bell, my husband isn't working today", "husband"},
		{"yes the dog will bark but I'm fine with that", "fine"},
		{"yes I'm in, my son will be here but he's fine", "fine"},
	} {
		if r := readBooked(t, sms, tt.text); strings.Contains(strings.ToLower(r.Notes), tt.not) {
			t.Errorf("%q kept notes %q", tt.text, r.Notes)
		}
	}
	for _, text := range []string{
		"Please ring the bell, the knocker doesn't work and I might be out",
		"the dog will bark but he's fine, I may be at work though",
		"ring the bell, the knocker doesn't work, not sure I'll be in",
		"yes but I'm away, the dog will bark but she's fine",
	} {
		if r := readBooked(t, sms, text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestNoteCrewRequest keeps the request that frames an instruction when it
// names the crew in other words than "the driver": "can the delivery men",
// "could the lads", "can your team". A plain instruction keeps no more than
// it said, and a request to come another day is never confirmed.
func TestNoteCrewRequest(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, notes string }{
		{"Yes. Could the lads take their boots off please, new carpets", "Could the lads take their boots off please, new carpets"},
		{"Yes I'm in. Can the delivery guys use the side door", "Can the delivery guys use the side door"},
		{"Yes, can your team call me when outside", "can your team call me when outside"},
		{"Yes I'm in. The team can use the side door", "use the side door"},
	} {
		r := readBooked(t, confirm.ChannelSMS, tt.text)
		if r.Intent != confirm.IntentWillBeIn || !notesMatch(r.Notes, tt.notes) {
			t.Errorf("%q read as %s, notes %q (want will_be_in, notes with %q): %s", tt.text, r.Intent, r.Notes, tt.notes, r.Reason)
		}
	}
	for _, text := range []string{
		"can the lads come tomorrow instead, I'm at work",
		"could your team deliver next week, we're away",
	} {
		r := readBooked(t, confirm.ChannelSMS, text)
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestNoteSelfReason keeps the customer's own reason after an instruction:
// where they are in the home and what answering takes them. A reason that
// says they are away or unsure is no note and is never confirmed.
func TestNoteSelfReason(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, notes string }{
		{"Yes I'm in. Please ring when outside, we're on the third floor and have to come down to open the door",
			"Please ring when outside, we're on the third floor and have to come down to open the door"},
		{"Yes. Call 10 mins before please, I'm upstairs and will need to come down to let you in",
			"Call 10 mins before please, I'm upstairs and will need to come down to let you in"},
		{"Yes I'm in. Please call when outside, I'm on the 4th floor", "Please call when outside, I'm on the 4th floor"},
	} {
		if r := readBooked(t, confirm.ChannelSMS, tt.text); r.Intent != confirm.IntentWillBeIn || !notesMatch(r.Notes, tt.notes) {
			t.Errorf("%q read as %s, notes %q (want will_be_in, notes with %q): %s", tt.text, r.Intent, r.Notes, tt.notes, r.Reason)
		}
	}
	for _, tt := range []struct{ text, not string }{
		{"Yes I'm in. Please call ahead, I'm on the top floor and will shout down", "shout"},
		{"Yes I'm in. Please call ahead, I'm in the garden and will come round", "come round"},
	} {
		if r := readBooked(t, confirm.ChannelSMS, tt.text); strings.Contains(strings.ToLower(r.Notes), tt.not) {
			t.Errorf("%q kept notes %q", tt.text, r.Notes)
		}
	}
	for _, text := range []string{
		"Please call 30 mins before, I'm at work and will need to come home first",
		"Yes. Please call ahead, I'm on the top floor but might be out",
		"Please call before, I'm on the top floor and will need to come back from the shop",
	} {
		if r := readBooked(t, confirm.ChannelSMS, text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestNotePatience keeps a request to wait for the door after the need or
// instruction that explains it; alone, or asking to wait for someone else,
// it is no note.
func TestNotePatience(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, notes string }{
		{"Yes I'm in. I use a wheelchair so it takes me a minute to get to the door, bear with me", "get to the door, bear with me"},
		{"Yes I'm in. Please knock loudly, I'm a bit deaf, please wait", "I'm a bit deaf, please wait"},
	} {
		if r := readBooked(t, confirm.ChannelSMS, tt.text); r.Intent != confirm.IntentWillBeIn || !notesMatch(r.Notes, tt.notes) {
			t.Errorf("%q read as %s, notes %q (want will_be_in, notes with %q): %s", tt.text, r.Intent, r.Notes, tt.notes, r.Reason)
		}
	}
	for _, text := range []string{
		"yes I'll be in, please be patient",
		"Yes I'm in, please wait for my husband to get home",
	} {
		if r := readBooked(t, confirm.ChannelSMS, text); strings.Contains(strings.ToLower(r.Notes), "wait") || strings.Contains(strings.ToLower(r.Notes), "patient") {
			t.Errorf("%q kept notes %q", text, r.Notes)
		}
	}
	for _, text := range []string{
		"I'm disabled so it takes me a while, please be patient, I might be out though",
		"please knock loudly, bear with me, not sure I'll be in",
	} {
		if r := readBooked(t, confirm.ChannelSMS, text); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}
