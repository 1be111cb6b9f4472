package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesAddedBeside holds what English speakers add to a yes, class by
// class: time taken off or a night shift that leaves them up, the
// packaging and the old furniture, the road and the route for a lorry, the
// household heard on a call, someone replying for the customer, a
// neighbour's pet, the crew's route and job put as a hedge or a condition.
// Each yes confirms; each look-alike that says or hedges an absence, or
// puts a condition on being in, is asked about. The corpus books Tuesday.
func TestYesAddedBeside(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text    string
		channel confirm.Channel
		confirm bool
	}{
		// the day off and the shift that leave the customer home
		{"Definitely in. Took the morning off specially", confirm.ChannelSMS, true},
		{"yes, I've taken the day off for it", confirm.ChannelSMS, true},
		{"Yes we'll be in, my husband has booked the day off", confirm.ChannelSMS, true},
		{"yes got the afternoon off so I'm home", confirm.ChannelSMS, true},
		{"yes I'm taking the day off work specially", confirm.ChannelSMS, true},
		{"Yep home all Tuesday, I'm on nights so I'll be up, don't worry", confirm.ChannelSMS, true},
		{"yes I'm on nights this week so I'm home during the day", confirm.ChannelSMS, true},
		{"yes, I'm on lates so I'm home all morning", confirm.ChannelSMS, true},
		{"yes I'm on nights so I'll be asleep", confirm.ChannelSMS, false},
		{"yes I'm on nights", confirm.ChannelSMS, false},
		{"yes I'm on earlies so I'll be up", confirm.ChannelSMS, false},
		{"yes I'm on nights so back at 9", confirm.ChannelSMS, false},
		{"Took the morning off but I have to go out at 10", confirm.ChannelSMS, false},
		{"took the day off but might pop out", confirm.ChannelSMS, false},
		// the packaging and the old furniture
		{"Yes. Please leave all the packaging, we'll recycle it ourselves", confirm.ChannelSMS, true},
		{"yes I'll be in, we'll keep the boxes for recycling", confirm.ChannelSMS, true},
		{"Yes. Please leave the packaging in the hall", confirm.ChannelSMS, true},
		{"yes we're in, our bins are full so please take the cardboard", confirm.ChannelSMS, true},
		{"yes leave the cardboard, I might be out", confirm.ChannelSMS, false},
		{"yes leave it in the porch", confirm.ChannelSMS, false},
		{"yes leave the box in the porch", confirm.ChannelSMS, false},
		// the road and the route
		{"Yes, I'll be in. There's a low bridge on Mill Lane so big lorries have to come via the bypass", confirm.ChannelSMS, true},
		{"yes home, the road is closed at the top so come in via the ring road", confirm.ChannelSMS, true},
		{"Yes I'll be in. There's a weight restriction on the bridge, big vans use the other entrance", confirm.ChannelSMS, true},
		{"Yes. Side gate code is 4471, leave the van on the drive", confirm.ChannelSMS, true},
		{"yes leave the van outside, I'll be out", confirm.ChannelSMS, false},
		{"yes I'm on the bypass", confirm.ChannelSMS, false},
		// the household heard on a call
		{"yes hang on shush it's about the sofa yes we'll be in", confirm.ChannelCall, true},
		{"yes we'll be in shh mummy's on the phone", confirm.ChannelCall, true},
		{"yes be quiet yes I'll be home", confirm.ChannelCall, true},
		{"yes I'll be in sorry the kids are screaming", confirm.ChannelCall, true},
		{"yes we'll be in sorry the baby's crying", confirm.ChannelCall, true},
		{"yes give me a sec yes I'll be home", confirm.ChannelCall, true},
		{"yes i'll be in, turn the telly down", confirm.ChannelSMS, true},
		{"yes I'll be in, I'm a stay at home mum", confirm.ChannelSMS, true},
		{"yes I'll be in, I'm a housewife", confirm.ChannelSMS, true},
		{"yes I'm in a sec", confirm.ChannelCall, false},
		{"shush I'm on the phone yes I'll be out", confirm.ChannelCall, false},
		{"yes shh I'm on the phone at work", confirm.ChannelCall, false},
		// someone replying for the customer
		{"Hi this is her daughter, she asked me to reply as her phone is playing up. Yes she'll be in", confirm.ChannelSMS, true},
		{"replying on behalf of my dad, his phone is broken, yes he'll be home", confirm.ChannelSMS, true},
		{"yes, she asked me to reply, she's at work", confirm.ChannelSMS, false},
		{"he asked me to let you know he's away that week", confirm.ChannelSMS, false},
		// the delivery at a relation's address
		{"yes but its at my mums address isnt it, ill be there to let you in anyway", confirm.ChannelSMS, true},
		{"Yes but I'll be at my mum's", confirm.ChannelSMS, false},
		{"yes I'm going to my mums", confirm.ChannelSMS, false},
		// a neighbour's pet, a delivery that went astray before
		{"yes we're home. theres a loose dog next door (not ours) just be careful", confirm.ChannelSMS, true},
		{"Yes, I will be in. The last delivery firm couldn't find us, we're behind the Co-op, entrance on Mill Lane", confirm.ChannelSMS, true},
		{"yes I'll be in, the satnav takes you to the wrong end of the lane", confirm.ChannelSMS, true},
		{"yes but you've got the wrong house", confirm.ChannelSMS, false},
		{"Yes I'll be reyt here, kettle'll be on", confirm.ChannelSMS, true},
		{"Wee buns, I'll be in", confirm.ChannelSMS, true},
		// the crew's route as a hedge
		{"Yes we'll be in. Just so you know the front door is narrow, might be easier through the patio doors round the back", confirm.ChannelSMS, true},
		{"Yes. We're on the 4th floor, there is a lift but it's tiny, might be worth measuring", confirm.ChannelSMS, true},
		{"yes in, the sofa might be easier through the back door", confirm.ChannelSMS, true},
		{"yes, might be best to bring it through the garage", confirm.ChannelSMS, true},
		{"yes we'll be in, it might be worth measuring the stairs", confirm.ChannelSMS, true},
		{"Will be home 👍 cat might try to escape so shut the door behind you pls", confirm.ChannelSMS, true},
		{"yes I'll be in, dog might try to jump up so shut the gate", confirm.ChannelSMS, true},
		{"Yes I might be out", confirm.ChannelSMS, false},
		{"yes, might be easier", confirm.ChannelSMS, false},
		{"yes I'll be in, might be easier if I meet you outside", confirm.ChannelSMS, false},
		{"yes in, might be better after 10", confirm.ChannelSMS, false},
		{"yes she might be better off at her mums", confirm.ChannelSMS, false},
		{"yes, might be easier round the back, I'll be out", confirm.ChannelSMS, false},
		{"yes, it may be easier through the back, I'll try to be in", confirm.ChannelSMS, false},
		{"the cat might try to escape, I might be in", confirm.ChannelSMS, false},
		// the crew's job as a condition
		{"Yes I'll be in. Old sofa is already in the garage if you're taking it, 2 seater leather one", confirm.ChannelSMS, true},
		{"yes I'll be in, the old mattress is by the gate if you're taking it away", confirm.ChannelSMS, true},
		{"yes I'll be in, if it doesn't fit through the door use the patio doors", confirm.ChannelSMS, true},
		{"yes in, if it's too big for the stairs it can go in the garage", confirm.ChannelSMS, true},
		{"yes I'll be in, the old bed is in bits if you need it", confirm.ChannelSMS, true},
		{"yes I'm in, if you're taking the old sofa it's by the back door", confirm.ChannelSMS, true},
		{"yes if you need me", confirm.ChannelSMS, false},
		{"yes if you need it", confirm.ChannelSMS, false},
		{"yes I'll be in if it fits", confirm.ChannelSMS, false},
		{"yes if it comes before 10", confirm.ChannelSMS, false},
		{"yes, if it's here before 12 I'll be in", confirm.ChannelSMS, false},
		{"yes if it's the morning", confirm.ChannelSMS, false},
		{"yes I'll be in if you need me to be", confirm.ChannelSMS, false},
		{"yes, if it doesn't fit I'm not in", confirm.ChannelSMS, false},
		{"yes if it won't fit send it back", confirm.ChannelSMS, false},
		{"yes if I'm back in time", confirm.ChannelSMS, false},
		{"yes I'll be in if you're taking the old one", confirm.ChannelSMS, false},
		{"yes if you're taking the old one I'll be in", confirm.ChannelSMS, false},
		{"yes someone will be in if you're taking it away", confirm.ChannelSMS, false},
		{"yes will be in if you're taking it away", confirm.ChannelSMS, false},
		{"yes we'll be in if you are coming before 10", confirm.ChannelSMS, false},
		{"yes if you come before 10", confirm.ChannelSMS, false},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: tt.channel, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner; confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
		}
	}
}

// notesHold checks that a confirmation's notes hold each part given.
func notesHold(t *testing.T, text string, channel confirm.Channel, parts ...string) {
	t.Helper()
	l := corpusLine{Text: text, Channel: channel, Expect: "answer"}
	got, err := New().Interpret(context.Background(), l.input())
	if err != nil {
		t.Fatal(err)
	}
	if got.Intent != confirm.IntentWillBeIn && got.Intent != confirm.IntentAlternateSigner {
		t.Errorf("%q: read as %s (%s), want a confirmation", text, got.Intent, got.Reason)
		return
	}
	for _, p := range parts {
		if !strings.Contains(got.Notes, p) {
			t.Errorf("%q: notes %q, want them to hold %q", text, got.Notes, p)
		}
	}
}

// TestYesAddedNotesWhole holds instructions given with a yes going to notes
// whole: a trailing "then", a second clause that says the way in will be
// open, the "get" that asks for the driver, a request to take the
// packaging, two instructions side by side, and on a call an instruction
// that follows "there" with no comma.
func TestYesAddedNotesWhole(t *testing.T) {
	t.Parallel()
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	notesHold(t, "Yes I'll be in but please don't knock before 8, baby sleeps til then", sms, "please don't knock before 8, baby sleeps til then")
	notesHold(t, "yes in, please don't knock before 8, the twins nap till then", sms, "till then")
	notesHold(t, "Yep we're in, bring it through the garage, it'll be open", sms, "bring it through the garage, it'll be open")
	notesHold(t, "yes home, come round the side, the gate will be unlocked", sms, "the gate will be unlocked")
	notesHold(t, "yes I'll be in, use the back door, it's open", sms, "use the back door, it's open")
	notesHold(t, "yep we're in all morning get the driver to ring ahead please", call, "get the driver to ring ahead please")
	notesHold(t, "yes I'll be in, get the driver to text when he's close", sms, "get the driver to text when he's close")
	notesHold(t, "Yes. Side gate code is 4471, leave the van on the drive", sms, "Side gate code is 4471", "leave the van on the drive")
	notesHold(t, "Yes I'm in all morning. Please can you take the packaging with you, we've no room in the bins", sms, "take the packaging with you", "we've no room in the bins")
	notesHold(t, "yes we'll be in, please take the cardboard with you", sms, "take the cardboard with you")
	notesHold(t, "yes we'll be there please take the cardboard away with you", call, "take the cardboard away with you")
	notesHold(t, "yes i'll be home take the old one away please", call, "take the old one away please")
	notesHold(t, "yes we'll be in park on the drive", call, "park on the drive")
	notesHold(t, "Yes we will be home. Please note we have a dog who barks a lot but is friendly.", sms, "we have a dog who barks a lot")
	notesHold(t, "yes I'll be in, just so you know we have a big dog", sms, "we have a big dog")
	notesHold(t, "yes we're in. Please note there's no lift, 3rd floor", sms, "no lift, 3rd floor")

	// look-alikes that must not confirm however whole their notes
	for _, text := range []string{
		"yes i'll be in get back at 10",
		"i'm not in just leave it round the back",
		"yes leave the door open, I'll be at work",
		"the back door will be open, nobody's in",
		"yes take it with you, I won't be in",
		"yes in, note I'm out till 10",
		"yes just so you know I'm at work",
	} {
		for _, ch := range []confirm.Channel{sms, call} {
			l := corpusLine{Text: text, Channel: ch, Expect: "answer"}
			got, err := New().Interpret(context.Background(), l.input())
			if err != nil {
				t.Fatal(err)
			}
			if got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner {
				t.Errorf("%q (%s): read as %s (%s), want no confirmation", text, ch, got.Intent, got.Reason)
			}
		}
	}
}
