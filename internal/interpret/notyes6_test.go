package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// notYesCase is an English reply that is not a plain yes, read against the
// corpus's booking (Tuesday 24 November 8-12) as an answer to what it
// expects ("answer" unless given). signer and notes are checked when the
// case says so.
type notYesCase struct {
	text   string
	intent confirm.Intent
	expect string
	signer *string
	notes  *string
}

func str(s string) *string { return &s }

func checkNotYes(t *testing.T, cases []notYesCase) {
	t.Helper()
	for _, c := range cases {
		for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
			l := corpusLine{Text: c.text, Channel: ch, Expect: c.expect}
			if l.Expect == "" {
				l.Expect = "answer"
			}
			r, err := New().Interpret(context.Background(), l.input())
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case r.Intent != c.intent:
				t.Errorf("%s %q read as %s (want %s): %s", ch, c.text, r.Intent, c.intent, r.Reason)
			case c.signer != nil && r.Signer != *c.signer:
				t.Errorf("%s %q signer %q (want %q): %s", ch, c.text, r.Signer, *c.signer, r.Reason)
			case c.notes != nil && r.Notes != *c.notes:
				t.Errorf("%s %q notes %q (want %q): %s", ch, c.text, r.Notes, *c.notes, r.Reason)
			}
		}
	}
}

const inHuman = confirm.IntentWantsHuman

// TestHumanAskedBluntly: a person asked for rudely or in a roundabout way
// ("get me your manager", "complaints department please") is wants_human;
// a manager who will sign, or a call the driver is to make, is not.
func TestHumanAskedBluntly(t *testing.T) {
	t.Parallel()
	checkNotYes(t, []notYesCase{
		{text: "Get me your manager", intent: inHuman},
		{text: "Get me your manager. This is the THIRD time you people have messed this order up", intent: inHuman},
		{text: "get me a manager now", intent: inHuman},
		{text: "fetch your supervisor", intent: inHuman},
		{text: "I want your supervisor", intent: inHuman},
		{text: "put me through to someone who knows", intent: inHuman},
		{text: "put me on to someone in charge", intent: inHuman},
		{text: "get me someone who knows what they're doing", intent: inHuman},
		{text: "who is in charge there?", intent: inHuman},
		{text: "whoever's in charge, I want a word", intent: inHuman},
		{text: "I want to speak to a real person", intent: inHuman},
		{text: "is there a human I can talk to", intent: inHuman},
		{text: "is there an actual person I can talk to", intent: inHuman},
		{text: "I want a real person not a bot", intent: inHuman},
		{text: "can I speak to your boss", intent: inHuman},
		{text: "let me talk to your superiors", intent: inHuman},
		{text: "complaints department please", intent: inHuman},
		{text: "complaints dept", intent: inHuman},
		{text: "who do I complain to", intent: inHuman},
		{text: "customer services please", intent: inHuman},
		{text: "I want this escalated", intent: inHuman},
		{text: "escalate this please", intent: inHuman},
		{text: "I need someone to call me about this", intent: inHuman},
		{text: "head office number please", intent: inHuman},
		{text: "put me thru to ur manager", intent: inHuman},
		{text: "can i have a word with your supervisor", intent: inHuman},
		{text: "pass me to your manager", intent: inHuman},
		{text: "get your boss on the phone", intent: inHuman},
		{text: "i need a human not a robot", intent: inHuman},
		{text: "I demand to speak to a manager", intent: inHuman},
		{text: "I want a person", intent: inHuman},
		{text: "I need a manager", intent: inHuman},
		// not a person asked for
		{text: "I need the manager to sign it off", intent: inUnclear},
		{text: "yes leave it with the manager in reception", intent: inYes},
		{text: "call me when you're outside", intent: inUnclear},
		{text: "my manager might let me work from home, I'll let you know", intent: inUnclear},
	})
}

// TestSlotPickNoNotes: an answer to the slot list that only picks or weighs
// slots keeps no notes; an instruction beside the pick stays.
func TestSlotPickNoNotes(t *testing.T) {
	t.Parallel()
	checkNotYes(t, []notYesCase{
		{text: "The last one", intent: inMove, expect: "slot", notes: str("")},
		{text: "the last one please", intent: inMove, expect: "slot", notes: str("")},
		{text: "number 3 works", intent: inMove, expect: "slot", notes: str("")},
		{text: "the first one is best for us", intent: inMove, expect: "slot", notes: str("")},
		{text: "go with the last one", intent: inMove, expect: "slot", notes: str("")},
		{text: "number 2 would be great thank you", intent: inMove, expect: "slot", notes: str("")},
		{text: "option 3 ta", intent: inMove, expect: "slot", notes: str("")},
		{text: "friday works best for us thanks", intent: inMove, expect: "slot", notes: str("")},
		{text: "either 2 or 3, whichever is easier for you", intent: inUnclear, expect: "slot", notes: str("")},
		{text: "1 or 2 either is fine", intent: inUnclear, expect: "slot", notes: str("")},
		{text: "2 or 3, doesn't matter to me", intent: inUnclear, expect: "slot", notes: str("")},
		{text: "the last one, leave it in the porch", intent: inMove, expect: "slot", notes: str("leave it in the porch")},
		{text: "2 please, ring the bell", intent: inMove, expect: "slot", notes: str("ring the bell")},
		{text: "number 1, the gate code is 1234", intent: inMove, expect: "slot", notes: str("the gate code is 1234")},
	})
}

// TestIronyNoNotes: irony stays unclear and its words are not notes; an
// instruction in another sentence stays.
func TestIronyNoNotes(t *testing.T) {
	t.Parallel()
	checkNotYes(t, []notYesCase{
		{text: "Oh great, another 4 hour window, because we all have nothing better to do 🙄", intent: inUnclear, notes: str("")},
		{text: "Oh great, another 4 hour window, because obviously I've got nothing better to do 🙄", intent: inUnclear, notes: str("")},
		{text: "brilliant, another delivery window, just what I need", intent: inUnclear, notes: str("")},
		{text: "oh wonderful, another 4 hour slot 🙄", intent: inUnclear, notes: str("")},
		{text: "oh brilliant, a 4 hour window, love that for me 🙄", intent: inUnclear, notes: str("")},
		{text: "lovely, another morning sat waiting by the door 🙄", intent: inUnclear, notes: str("")},
		{text: "Oh perfect, because I've got nothing better to do than wait in all morning", intent: inUnclear, notes: str("")},
		{text: "Oh great, another 4 hour window 🙄. Leave it in the porch", intent: inUnclear, notes: str("Leave it in the porch")},
	})
}

// TestPartPresence: a yes with a condition or a doubt, or surprise at the
// day, is asked about, never read as another day; the customer firmly in
// for only part of the window, or away for all of it, is another day
// (partaway.go).
func TestPartPresence(t *testing.T) {
	t.Parallel()
	checkNotYes(t, []notYesCase{
		{text: "I'm in till about 10 then I've got a dentist appt, so 8-10 only really", intent: inDay},
		{text: "I'm home 9-11 only", intent: inDay},
		{text: "we're in from 8 till 10, then out", intent: inDay},
		{text: "Cleaner (Maria) is there 9-1 on tuesdays, she can let them in", intent: inUnclear},
		{text: "my son is home 10-12 on tuesday", intent: inUnclear},
		{text: "yes we'll be in, though my husband might have to pop out for the school run at 8.45 so could be nobody for a bit", intent: inUnclear},
		{text: "yes, unless my shift changes, they do the rota on monday", intent: inUnclear},
		{text: "yes I'll be in unless work call me in", intent: inUnclear},
		{text: "yeah should be fine, depends on my shifts", intent: inUnclear},
		{text: "yes, providing the kids aren't ill", intent: inUnclear},
		{text: "yeah should be ok as long as work don't call me in", intent: inUnclear},
		{text: "yes I'll be in so long as my shift doesn't change", intent: inUnclear},
		{text: "yes I'll be in, unless I'm called into work", intent: inUnclear},
		{text: "yes, depending on my shift", intent: inUnclear},
		{text: "yes unless the baby arrives early lol", intent: inUnclear},
		{text: "Thought that was next week?? hang on", intent: inUnclear},
		{text: "hang on, I thought it was being delivered on Friday?", intent: inUnclear},
		{text: "wait, wasn't it supposed to be Thursday?", intent: inUnclear},
		{text: "I was told it'd come next week", intent: inUnclear},
		{text: "we're in from 8 till 10 only", intent: inDay},
		{text: "my wife is in till 11 then she's out", intent: inUnclear},
		{text: "not in till after lunch sorry", intent: inDay},
		{text: "Not back home until 2pm sorry", intent: inDay},
		{text: "oh I thought it was coming thursday", intent: inUnclear},
		{text: "I was told it would be next week", intent: inUnclear},
		{text: "wasn't it meant to be next week?", intent: inUnclear},
		{text: "Yes. Actually no wait I've got a hospital appt that morning, let me check what time and get back to you", intent: inUnclear},
		{text: "I've got the dentist tuesday morning, let me check the time and I'll get back to you", intent: inUnclear},
		{text: "there's a meeting that morning, I'll check and let you know", intent: inUnclear},
		{text: "no, tuesday is no good, I'll let you know another day", intent: inDay},
		// away for the whole window
		{text: "not till the afternoon i'm afraid i'm not back till one", intent: inDay},
		{text: "I won't be in until lunchtime", intent: inDay},
		{text: "not back till 2, sorry", intent: inDay},
		{text: "we won't be home till about 1pm sorry", intent: inDay},
		{text: "I'm not back till gone one", intent: inDay},
		{text: "thought it was next week, can you do Friday instead?", intent: inMove},
		{text: "Fine but not till after lunch", intent: inUnclear},
		{text: "Tuesday's fine. Wait, is that this Tuesday? I thought it was December. No, this week won't work", intent: inDay},
		// not away: the look-alikes never confirm by these words alone
		{text: "I'm not going out till the afternoon", intent: inUnclear},
	})
}

const inSigner = confirm.IntentAlternateSigner

// TestSignerNotYes: who signs when the customer will not be in. Hired help
// said outright to sign signs without a name; "my lad will" is the verb, not
// a man called Will; a treatment of the customer's own beside a named signer
// is why that signer is there, while the same treatment of the signer, or
// help not said to sign, is asked about.
func TestSignerNotYes(t *testing.T) {
	t.Parallel()
	checkNotYes(t, []notYesCase{
		{text: "The builders are at the house all day, they can sign for it", intent: inSigner, signer: str(""), notes: str("The builders")},
		{text: "the decorators will be at the property, they are happy to sign", intent: inSigner, signer: str("")},
		{text: "nope but my lad will, hes 19 so he can sign", intent: inSigner, signer: str("")},
		{text: "no but my daughter will, she's 22", intent: inSigner, signer: str("")},
		{text: "I can't but my husband will, he works from home", intent: inSigner, signer: str("")},
		{text: "My son Will will be in", intent: inSigner, signer: str("Will")},
		{text: "Hi, I'm in hospital for a small procedure on Tuesday. My sister Anne Jones will be at the house to receive it. Many thanks", intent: inSigner, signer: str("Anne Jones")},
		{text: "I'm having a procedure on Tuesday, my husband Tom will be in", intent: inSigner, signer: str("Tom")},
		{text: "I'm in for a scan, my son Dan will take it", intent: inSigner, signer: str("Dan")},
		{text: "the builders will be there, they'll sign", intent: inSigner, signer: str("")},
		{text: "the decorator will be in, he's ok to sign for it", intent: inSigner, signer: str("")},
		{text: "my cleaner is in all morning, she's allowed to sign", intent: inSigner, signer: str("")},
		{text: "no but my boy will, he's 25", intent: inSigner, signer: str("")},
		{text: "not me, my lad will", intent: inSigner, signer: str("")},
		{text: "nope, my other half will though", intent: inSigner, signer: str("")},
		{text: "I'm at the hospital for an op, my partner Jo will be in", intent: inSigner, signer: str("Jo")},
		// asked about, never confirmed
		{text: "the builders will be at the house, they might be able to sign", intent: inUnclear},
		{text: "the builders will be there but I'm not sure they can sign", intent: inUnclear},
		{text: "the cleaner will be in but she can't sign", intent: inUnclear},
		{text: "the builders will be there, they probably can sign", intent: inUnclear},
		{text: "the cleaner is in, she could sign if needed", intent: inUnclear},
		{text: "the builders will be there, can they sign?", intent: inUnclear},
		{text: "yes but I've got a scan at 10", intent: inUnclear},
		{text: "I'm at the house of a friend", intent: inUnclear},
		{text: "the builders are there all day", intent: inUnclear},
		{text: "my sister will be in but she's having a procedure that morning", intent: inUnclear},
		{text: "my sister will be in but she's having surgery that morning", intent: inUnclear},
		{text: "my son will be in, he's got a scan at 10 though", intent: inUnclear},
		{text: "my mum will sign, she has dialysis on tuesdays", intent: inUnclear},
	})
}
