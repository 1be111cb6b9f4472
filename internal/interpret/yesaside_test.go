package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// notConfirmed stands for any reading but will_be_in or alternate_signer.
const notConfirmed confirm.Intent = "not confirmed"

// asideCase is a reply that must read as intent, its notes holding notes
// when given.
type asideCase struct {
	text   string
	intent confirm.Intent
	notes  string
}

func checkAsides(t *testing.T, cases []asideCase) {
	t.Helper()
	for _, tt := range cases {
		got := readAnswer(t, confirm.ChannelSMS, tt.text)
		if tt.intent == notConfirmed {
			if got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner {
				t.Errorf("%q: got %s (%s), want no confirmation", tt.text, got.Intent, got.Reason)
			}
			continue
		}
		if got.Intent != tt.intent || tt.notes != "" && !strings.Contains(got.Notes, tt.notes) {
			t.Errorf("%q: got %s notes %q (%s), want %s notes %q", tt.text, got.Intent, got.Notes, got.Reason, tt.intent, tt.notes)
		}
	}
}

// TestYesAsideHome reads a yes beside what customers say to help the driver
// find a home whose number is gone or hidden, get past building works, or
// share a lane with farm traffic: the yes confirms. The same words beside an
// absence or a hedge do not.
func TestYesAsideHome(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Yes I'll be in, it's the white cottage, the number came off in the storm", in, ""},
		{"yep we'll be home, the number has fallen off so look for the green gate", in, "the number has fallen off"},
		{"Yes I'm in. Our number is hidden by the hedge, it's the one with the blue door", in, ""},
		{"Yes we'll be here. Please use the back gate, the front steps are being rebuilt", in, ""},
		{"yes I'll be in, the drive is dug up so use the side gate", in, ""},
		{"Yes no problem, please use the side gate, the drive is blocked by the skip", in, ""},
		{"Yes I'll be in. please dont block the lane, the farmer needs it for his tractor", in, ""},
		{"Yes we'll be in, the bell does not always work so knock loudly", in, ""},
		{"Yes, lorries struggle on the hill so best to stop at the bottom and walk up", in, ""},
		// an absence, a hedge or a doubt beside the same words
		{"the number fell off and I'm at work till 3", no, ""},
		{"yes but I'm out till 11, the number has fallen off", no, ""},
		{"Maybe, the drive is dug up anyway", no, ""},
		{"yes if the skip has gone by then", no, ""},
		{"the farmer will be in", no, ""},
	})
}

// TestYesAsideTimeOff reads a yes beside time off taken for the delivery, a
// reply late for a night shift already worked, recovery at home, or relief
// that the order is coming: the yes confirms. A day off that is not the
// booked one, a shift to come or a hedge does not.
func TestYesAsideTimeOff(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Definitely, I've taken the afternoon off specially", in, ""},
		{"Yes, booked a half day for it so please don't be late", in, ""},
		{"yes got the morning off, see you tuesday", in, ""},
		{"Yes I'll be in, sorry was on a night shift", in, ""},
		{"Yes, at home recovering from my operation so I'll be here", in, ""},
		{"Yes we'll be in, can't wait to get off the beanbags haha", in, ""},
		// not the booked day, a shift to come, a hedge
		{"I've booked the afternoon off on Friday", no, ""},
		{"Yes I'll try to book the morning off", no, ""},
		{"Yes, should be in, recovering from my op", no, ""},
		{"yes but I'm on a night shift that morning", no, ""},
		{"yes, on a night shift", no, ""},
		{"yes but on a night shift Tuesday", no, ""},
	})
}

// TestYesAsideEmoji reads emoji of welcome (tea, a salute, a wave, a
// handshake) beside a yes as adding nothing: the yes confirms as its words
// do; beside a no, an absence or a hedge they change nothing.
func TestYesAsideEmoji(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Yes we'll be in, kettle will be on ☕", in, ""},
		{"yep I'm in 🫡", in, ""},
		{"Yes I'll be home 🍪☕", in, ""},
		{"👋 yes we'll be in tuesday", in, ""},
		{"Confirmed 🤝", in, ""},
		{"yes I'm in, ring the 🔔 twice", in, ""},
		{"Yes we'll be here 🫶", in, ""},
		{"I'll be at work ☕", no, ""},
		{"not in till 11 🫡", no, ""},
		{"maybe 🤝", no, ""},
		{"yes but I'm out till 12 ☕", no, ""},
		{"no 👋", no, ""},
	})
}

// TestYesAsideDriverOnWay reads a yes beside a call asked for when the
// driver is on the way as a confirmation with the call ahead in its notes;
// someone of the home on the way, or on the way home, is not.
func TestYesAsideDriverOnWay(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"yes I'm in, could the driver text me when he's on his way", in, "text me when he's on his way"},
		{"We'll be home. Please ring when the driver is on his way", in, "ring when the driver is on his way"},
		{"yep we're in, give us a buzz when they're on their way", in, "when they're on their way"},
		{"Yes I'll be in, can the driver phone me when he is on his way", in, "when he is on his way"},
		{"yes I'll be in, drop me a text when she's on her way please", in, "when she's on her way"},
		{"yes, my husband is on his way home", no, ""},
		{"yes when he's on his way home I'll be in", no, ""},
		{"yes I'm on my way", no, ""},
		{"yes we're on our way back now", no, ""},
		{"yes my son will be in, he's on his way from work", no, ""},
	})
}

// TestYesAsideSignOff reads a yes signed off with a title, an initial and a
// surname as a confirmation; the initial places no other word.
func TestYesAsideSignOff(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Yes I shall be at home. Kind regards, Mrs S Jones", in, ""},
		{"yes i will be in thank you. regards Mrs P Whitfield", in, ""},
		{"Yes I'll be in on Tuesday. Many thanks, Mr D Kowalczyk", in, ""},
		{"Yes, we will be at home. Yours sincerely, Miss A Thornton", in, ""},
		{"I will be in. Thank you, Ms R Adeyemi", in, ""},
		{"yes I'll be in, Mrs S hospital", no, ""},
		{"Yes, Mrs B away", no, ""},
		{"Regards, Mrs S Jones, away till 12", no, ""},
		{"Mrs S Jones", no, ""},
		{"Yes maybe. Kind regards, Mrs S Jones", no, ""},
	})
}

// TestYesAsideAskedAside reads a yes beside a satnav that sends drivers
// astray, a call ahead asked for politely, or the time of arrival asked
// about and let go as a confirmation; beside an absence or a hedge, not.
func TestYesAsideAskedAside(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Yes I'll be in. The satnav sends people round the back of the estate, we're the house by the postbox", in, ""},
		{"Yes we'll be home. Would it be possible for the driver to ring me before he gets here?", in, ""},
		{"yes I'm in, the number is hidden by the ivy, it's the one with the green door", in, ""},
		{"Yes we'll be in, the front is overgrown so use the side gate", in, ""},
		{"Yes I'll be in, is it possible for them to call ahead?", in, ""},
		{"yes, does not matter, I'm at work anyway", no, ""},
		{"Is it possible for the driver to come Friday instead", no, ""},
		{"would it be possible for them to come after 2, I'm out till then", no, ""},
		{"the satnav sends people to the wrong end, maybe I'll be in", no, ""},
	})
}

// TestYesAsideDriverMight reads a yes beside a doubt about the driver's way
// in ("the driver might want to park opposite") as a confirmation; a doubt
// about anyone of the home is not.
func TestYesAsideDriverMight(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Yes I'll be in. The road is narrow so the driver might want to park on the next street", in, ""},
		{"Yes we'll be home, the van may need to reverse up the lane", in, ""},
		{"yes I'll be in, the driver might need to ring the bell twice", in, ""},
		{"Yes I'm in, drivers might find it easier to use the back gate", in, ""},
		{"yes I might be in", no, ""},
		{"yes, he might be out", no, ""},
		{"yes, the driver may have to wait, I'm out till 10", no, ""},
		{"the driver might want to come another day, I'm away", no, ""},
		{"yes my husband might need to pop out", no, ""},
	})
}

// TestYesAsideNotQuick reads a yes beside being slow to the door, or beside
// which bell to ring and not the other, as a confirmation; a "not" said of
// being in is not.
func TestYesAsideNotQuick(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Yes I'll be in. I'm 90 and not very quick, so please give me a minute", in, ""},
		{"Yes I shall be at home, bit slow and not steady on my feet so please be patient", in, ""},
		{"Yes we'll be in, ring the bell marked SMITH, not the one for flat A", in, ""},
		{"yes I'm in, please use the back door, not the front one", in, ""},
		{"Yes I'll be home, I'm not as quick as I used to be so knock and wait", in, ""},
		{"not very quick, not in till 12", no, ""},
		{"I'm not the one who'll be in", no, ""},
		{"yes, not the one for Tuesday though", no, ""},
		{"not home, ring the bell for flat 2 not the one for flat 1", no, ""},
	})
}

// TestYesAsideBackOfHome reads a yes beside a habit of being far from the
// door, or not hearing it, as a confirmation: both ask for a call ahead. A
// habit of being out, or a bare "usually in", is not.
func TestYesAsideBackOfHome(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Yes I'll be in, please ring first as I'm normally upstairs", in, ""},
		{"Yes we'll be home, ring ahead please, we're usually in the garden", in, ""},
		{"yes I'm in, I don't always hear the bell so please ring ahead", in, ""},
		{"Yes I'll be in, text when close, I can't hear the doorbell from the kitchen", in, ""},
		{"Yes I'll be here, I'm usually out the back so ring first", in, ""},
		{"yes I'm usually in", no, ""},
		{"yes I'm usually back at 2", no, ""},
		{"yes but I'm usually out on Tuesdays", no, ""},
		{"yes, usually at work", no, ""},
		{"I can't hear the door so I won't be in", no, ""},
	})
}

// TestYesAsidePetJoke reads a yes beside a joke about the pets and the new
// furniture as a confirmation; the joke beside an absence, or a laugh at
// the yes itself, is not.
func TestYesAsidePetJoke(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"Yes we'll be in, I've told the dog it's not his 😂", in, ""},
		{"yes I'll be in, warned the dogs it's not a chew toy haha", in, ""},
		{"Yes I'll be home, warned the cats it is not a scratching post", in, ""},
		{"Yes we will be in, made room and told the cat it's not hers lol", in, ""},
		{"warned the cat it's not hers, I'm away that day 😂", no, ""},
		{"yes, not his 😂", no, ""},
		{"Yes I'll be in 😂", no, ""},
		{"told the dog, maybe we'll be in", no, ""},
	})
}

// TestYesAsideCalmForOnce reads a yes beside a home quiet or tidy "for once"
// as a confirmation; "for once" said of being in, or of the delivery, stays
// irony.
func TestYesAsideCalmForOnce(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	checkAsides(t, []asideCase{
		{"yes I'll be in, the house will be tidy for once", in, ""},
		{"Yes we'll be in, kids are at nursery so it'll be peaceful for once", in, ""},
		{"yes I'm in, nice and quiet for once lol", in, ""},
		{"Yes I'll be home, the lounge is clear for once haha", in, ""},
		{"oh I'll be in for once", no, ""},
		{"yes, on time for once would be nice", no, ""},
		{"yes it'll be quiet for once, I'm away", no, ""},
		{"maybe it'll be quiet for once", no, ""},
	})
}

// TestYesAsideRepairNamed reads, on a call, a request to hear the question
// again that names the order before a yes ("sorry what was that oh the sofa
// yes we'll be in") as a confirmation; a question about the order, or a no
// or an absence after it, is not.
func TestYesAsideRepairNamed(t *testing.T) {
	t.Parallel()
	in, no := confirm.IntentWillBeIn, notConfirmed
	for _, tt := range []asideCase{
		{"sorry what was that oh the bed yeah we'll be in", in, ""},
		{"what's that the parcel yeah i'll be in", in, ""},
		{"sorry what did you say oh the wardrobe yes i'm in", in, ""},
		{"what was that oh right the table yes yes we'll be home", in, ""},
		{"sorry what was that oh the sofa yes yes we'll be out", no, ""},
		{"what was that the sofa or the bed yes", no, ""},
		{"what was that about the sofa yes we'll be in", no, ""},
		{"what was that oh the sofa yes but i'm at work", no, ""},
		{"what was that oh the sofa no", no, ""},
	} {
		got := readAnswer(t, confirm.ChannelCall, tt.text)
		confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner
		if tt.intent == notConfirmed && confirmed || tt.intent != notConfirmed && got.Intent != tt.intent {
			t.Errorf("%q: got %s (%s), want %s", tt.text, got.Intent, got.Reason, tt.intent)
		}
	}
}
