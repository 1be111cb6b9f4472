package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesPropertyState holds delivery instructions that describe the state of
// the property or the road: scaffolding, fresh paint, a gated block, a bus
// route, the easier door. The words are accounted for only inside such an
// instruction; a bus the customer is on, or a door that is easier on another
// day, still keeps the reply from confirming.
func TestYesPropertyState(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Yes I'll be in. Don't park outside please, the street is a bus route",
		"yes in, please park on the drive as the road is a bus lane",
		"Yes. Use the back door, the front is scaffolded at the moment",
		"Yes I'll be home, please mind the hallway, it's newly decorated",
		"Yes I'm in, please use the back door, the front door is freshly varnished",
		"Yes we're in, it's a gated block so ring flat 4 on the panel",
		"Yes I'll be in. The side gate is easier than the front",
	}, []string{
		"Yes but I'm on the bus",
		"yes, on the bus now, home by 2",
		"yes I'm on the bus home",
		"yes if the bus is on time",
		"Yes, another day would be easier",
		"yes, the side gate is easier but I might be out",
		"yes the front is scaffolded so I might not hear you",
		"yes the gated block, but I'm away that week",
		"yes, newly moved in, but I'm at work",
	})
}

// TestYesLivesWithUs holds a signer said to live in the home, beside the one
// who will be in. An absence beside it still stops the yes; the words alone
// say nobody will be in.
func TestYesLivesWithUs(t *testing.T) {
	t.Parallel()
	for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
		for _, text := range []string{
			"yes my dad will be in, he lives with us",
			"not me but my nan will be home, she lives with me",
			"my daughter will be in, she's living with us at the moment",
		} {
			if r := readYes(text, ch); r.Intent != confirm.IntentAlternateSigner {
				t.Errorf("%s %q read as %s, want alternate_signer: %s", ch, text, r.Intent, r.Reason)
			}
		}
		checkYes(t, ch, nil, []string{
			"she lives with us",
			"my sister lives with us but she's away",
			"my dad lives with us but he's in hospital that day",
			"yes he lives with us, maybe he'll be in",
		})
	}
}

// TestYesNeverGoOut holds a customer who says they are always at home, in the
// habitual present ("I don't go anywhere these days"). A "don't go" that is
// not habitual, or an absence beside it, is not a confirmation.
func TestYesNeverGoOut(t *testing.T) {
	t.Parallel()
	for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
		checkYes(t, ch, []string{
			"yes i'll be here i don't go anywhere these days",
			"yes I'll be in, I don't get out much",
			"yes we'll be in, we don't go out much these days",
		}, []string{
			"yes I don't go anywhere near there these days",
			"yes I don't go anywhere these days, except work",
			"yes don't go anywhere, I'll be 5 minutes",
			"yes I don't go out much but I'm at work that day",
			"I don't go anywhere these days but I'm in hospital that week",
			"don't go anywhere",
		})
	}
}

// TestYesHen holds "hen", a Scottish term of endearment, beside a yes. A hen
// or stag party is an outing: the one who goes is not in.
func TestYesHen(t *testing.T) {
	t.Parallel()
	for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
		checkYes(t, ch, []string{
			"aye nae bother hen, I'll be in",
			"yes hen I'll be home",
		}, []string{
			"yes I'll be in, I'm at a hen do",
			"yes I'll be in hen, after the hen party",
			"aye hen, I'm on a hen weekend",
			"yes hen, on my stag do",
			"I'll be in hen, maybe",
			"yes hen, not in",
		})
	}
}

// TestYesInstructionReason holds an instruction with its reason given by
// "cause" or by someone's leave ("they don't mind"). The customer's own "I
// don't mind", or a reason that is an absence or a doubt, does not confirm.
func TestYesInstructionReason(t *testing.T) {
	t.Parallel()
	for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
		checkYes(t, ch, []string{
			"yes knock loudly cause I'm upstairs",
			"we'll be in, ring the bell cause the dog barks at knocking",
			"yes use the drive next door, they don't mind",
			"Yes I'm home, park on next door's drive, they won't mind",
		}, []string{
			"yes ring the bell cause I might be out",
			"yes cause I'm at work",
			"yes they don't mind if you come another day",
			"yes, I don't mind",
			"they don't mind",
			"yes use their drive, they don't mind, I'm at work though",
		})
	}
}

// TestYesNamesNoApostrophe holds "her names Karen", "her name's" typed
// without its apostrophe, naming the one who signs. A doubt or an absence
// beside it still does not confirm.
func TestYesNamesNoApostrophe(t *testing.T) {
	t.Parallel()
	for _, ch := range []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall} {
		for text, want := range map[string]string{
			"not me but my son will be in his names tom":                "Tom",
			"i'm at work but my wife will sign for it, her names karen": "Karen",
		} {
			if r := readYes(text, ch); r.Intent != confirm.IntentAlternateSigner || r.Signer != want {
				t.Errorf("%s %q read as %s %q, want alternate_signer %q: %s", ch, text, r.Intent, r.Signer, want, r.Reason)
			}
		}
		checkYes(t, ch, nil, []string{
			"my wife will be in her names karen but she's at work",
			"her names karen",
			"my husband might be in his names dave",
		})
	}
}

// TestYesNumberMissing holds a house number missing from the door, said with
// "not" beside a yes; the negation is read only in that phrase.
func TestYesNumberMissing(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"we're in, it's the house with the red door, number's not on it",
		"yes I'll be in, the number isn't on the door, it's the white house",
	}, []string{
		"yes the number is not on it, I'm not home",
		"number's not on it",
		"yes, number's not on it, not in till 5",
		"yes, the number's not on it, I might be out",
	})
}

// TestYesHappyToPay holds an offer to pay for an extra service beside a yes.
// A refusal, a condition or a question about paying does not confirm.
func TestYesHappyToPay(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"yes I'm in, can they take the old bed? willing to pay extra",
		"yes I'll be in, happy to pay for that",
	}, []string{
		"yes but I'm not happy to pay",
		"yes if I don't have to pay",
		"yes, do I have to pay?",
		"yes I won't pay extra",
		"happy to pay",
		"yes happy to pay, I'm at work though",
	})
}

// TestYesWhereItGoes holds a yes with who will show the crew where the order
// goes in the home. A doubt about where it goes, or a question, does not
// confirm.
func TestYesWhereItGoes(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"yes I'll be in to show you where it goes",
		"yes I'm home, I'll help with where it needs to go",
	}, []string{
		"yes, not sure where it goes yet",
		"yes I don't know where to put it",
		"where it goes",
		"yes, where will you be?",
		"yes where it goes depends if I'm in",
		"yes, I'll show you where it goes, if I'm back in time",
	})
}
