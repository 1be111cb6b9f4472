package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// readYes reads one reply to "will someone be in?" on the given channel.
func readYes(text string, ch confirm.Channel) Result {
	r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: ch, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
	return r
}

// yesCases holds replies that must confirm (will_be_in) and look-alikes that
// must not confirm at all.
func checkYes(t *testing.T, ch confirm.Channel, confirms, notConfirm []string) {
	t.Helper()
	for _, text := range confirms {
		if r := readYes(text, ch); r.Intent != confirm.IntentWillBeIn {
			t.Errorf("%q read as %s, want will_be_in: %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range notConfirm {
		if r := readYes(text, ch); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s, want no confirmation: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestLaughAtStory holds a laughing emoji that closes a story of the home or
// the order: no irony. A laugh after a bare yes, a name, a stock phrase or
// beside an eye-roll is still irony.
func TestLaughAtStory(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Yes I'll be in, we've waited 6 weeks for this settee 😂",
		"Absolutely! Been waiting months for this wardrobe 😂 yes",
		"yes I'll be in, the dog will go mad 😂",
		"yes I'm in, I'm retired 😂",
		"Yes I'll be in, had 4 reminders already 🤣",
	}, []string{
		"Yes I'll be in 😂😂😂",
		"Yes I'll be in, said no one ever 😂",
		"yeah right 😂",
		"sure 🤣",
		"definitely 😂 the sofa",
		"yes like I'll be in 😂",
		"Yes I'll be in, like last time 😂 the sofa",
		"Yes I'll be in 🙄 been waiting 10 weeks for this sofa 🙄",
		"yes I'll be in, sofa 😂 at work",
		"Yes I'll be in, for once 😂 the sofa",
		"sure, I'll be in... in Tenerife 😂 been waiting weeks for the sofa",
		"Yes I'll be in, been waiting weeks for the sofa 😂 not",
		"Alexa will be in 😂",
	})
}

// TestYesSmallTalk holds good wishes to the driver, small talk, dictated
// punctuation, phone slips and text-speak beside a yes: they confirm. The
// same words beside an absence, a doubt or a message meant for someone
// else never confirm.
func TestYesSmallTalk(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"yep I'll be in, safe travels",
		"yes we're in, enjoy the rest of your day",
		"yes I'll be in, hope you have a lovely day",
		"yes I'm in, keep warm",
		"yes we're always in at our age",
		"count us in",
		"Sorry my phone is playing up. Yes I'll be in",
		"Sorry sent too soon, yes I'll be in",
		"Cancel. Sorry meant that for another chat. Yes we'll be in",
		"no sorry meant that for my sister, yes I'll be in",
		"yes I'll be in full stop",
		"Never been so excited, yes I'll be in",
		"ya il b hom", "yes iam in", "yes imma be in", "yes dw I'll be in", "yes I'm avail",
	}, []string{
		"hope you have a good day, I'll try to be in",
		"I won't be in, have a safe journey",
		"do not count me in",
		"yes at my age I'm never in",
		"phone went mad, I'm away that day",
		"Yes I'll be in, sorry meant that for a different text",
		"yes I'll be in, wrong chat sorry",
		"meant that for someone else", "sorry meant that for my sister",
		"yes I'll be in full stop not",
		"stay dry, I'm at work all day",
		"yes imma be at work",
		"yes dw I'm out all day",
	})
}

// TestYesPastAside holds asides beside a yes that a guarded word would
// block: a tag question, where the customer was when the message came, what
// happened to the order before, no one having called. They confirm; the
// same words in the past alone, away from home, or about now never confirm.
func TestYesPastAside(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelCall, []string{
		"sorry i was upstairs yes i'll be in",
		"oh hello sorry we was in the back garden yeah we'll be in",
		"sorry i was on the phone, yes i'll be in",
		"the sofa was supposed to come last week but yes i'll be in",
		"it was due last month and then it was delayed so yes we'll be in",
		"nobody phoned last time but yes i'll be in",
		"yes i'll be in they'll ring first won't they",
		"yes we're in aren't we love",
		"no one else will be in but i'll be here",
		"yes i'll be in i was expecting your call",
		"yes i'll be in i'm doing a bit of gardening so i'll hear the van",
		"yes we'll be in it should go through the french doors",
	}, []string{
		"nobody else will be in",
		"i was expecting your call but i'm at work",
		"i'll be gardening at the allotment",
		"yes nobody else",
		"nobody else will be here but i will be at work",
		"i was in the garden",
		"yes i was in",
		"sorry i was in hospital yes i'll be in",
		"sorry i was in the garden i'm at work tomorrow",
		"it was cancelled yes i'll be in",
		"yes nobody will be in",
		"nobody rang so i'm not in",
		"nobody will answer",
		"i won't be in won't i",
		"it was meant to come today but i'm away",
	})
}

// TestYesVetoAsides holds words the veto reads as irony, a hedge or a
// condition in a shape that says none of these about anyone being in:
// "whatever you do", "no idea why", "not sure I'll hear the door", "if
// poss" after a request, a house number put right. The same words about
// being in stay vetoed.
func TestYesVetoAsides(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Yes we'll be in. Whatever you do don't ring the bell, the baby's asleep",
		"Yes I'm in. Not sure why I got this twice though",
		"yes I'll be in, no idea why you called three times",
		"I'll be home, not sure I'll hear the bell so knock hard",
		"Yes I'll be in. Could you take the cardboard away if possible",
		"yes I'll be in, it's number 12 not 21",
		"Yes I will, plenty of space to park out front",
		"Tes I'll be in",
	}, []string{
		"whatever",
		"yes whatever, I'll be in",
		"ok whatever you say",
		"I'll be in if possible",
		"yes if possible",
		"I'll be in, please if possible",
		"no idea if I'll be in",
		"yes I'll be in, not sure I'll be home though",
		"I'm not sure I'll hear the door as I'll be at work",
		"not sure why but I might be out",
		"yes I'm at number 5 not in",
		"yes I'll be in at 10 not 12",
	})
}

// TestCallYesThenInstruction holds a yes on a call followed, with no
// comma, by an instruction: it confirms and the instruction is a note. A
// "come" before a day or an absence before an instruction never confirms.
func TestCallYesThenInstruction(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelCall, []string{
		"ill be in please come to the back door",
		"we'll be home knock loud the bell's broken",
		"yes we'll be in use the side gate",
	}, []string{
		"i won't be in come tuesday",
		"nobody will be home please ring my neighbour",
		"i'll be in come to think of it no i won't",
	})
}

// TestYesHomeAndKindWords holds what customers add to a yes about pets,
// parking, carrying and courtesy: they confirm. Look-alikes that say
// someone is out, the order goes back, or name a time never confirm.
func TestYesHomeAndKindWords(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Yes I'll be in, the spaniel is a big softie",
		"Yes I'll be in, our cat is very nosy",
		"Yes I'll be in, double yellow lines outside so use the bay opposite",
		"Yes I'll be in, I'm blind so please announce yourself",
		"yes, thank you ever so much",
		"Yes, much obliged",
		"Yes I'll be in, the kids are beside themselves",
		"Yes we'll be in, kettle's on",
		"Yes I'll be in, there's a cup of tea waiting",
		"Yes I'm home all day, nowhere to go",
		"Yes, stairs are narrow so the wardrobe may have to go through the window",
		"yes, it will need to go up to the second floor",
	}, []string{
		"yes I'll be in after tea",
		"yes nowhere to be, I'm at work",
		"I won't be in, ever so sorry",
		"no parking so I'll be out",
		"yes it may have to go back",
		"yes I'll be in but I have to go out at 10",
		"yes but it has to go before 10",
	})
}

// TestCallYesEveryday holds everyday words on a call beside a yes: never
// going out, making room, "you can't miss us", "don't you worry", "no
// bother at all", a wonky step. They confirm; the same words beside an
// absence never confirm.
func TestCallYesEveryday(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelCall, []string{
		"oh yes i'll be in i hardly go out these days",
		"yes we'll be in we're making space for it in the lounge",
		"yes i'm in you can't miss the house there's a big tree outside",
		"yes i'll be in now don't you worry",
		"aye we'll be in nae bother",
		"yes we'll be in no bother at all",
		"i'll be home no worries",
		"yes i'll be in mind the step it's a bit dodgy",
		"yes we'll be in there's tea and biscuits for the lads",
	}, []string{
		"i can't miss work so i won't be in",
		"don't you worry i won't be in",
		"you can't miss us but we're out all day",
		"i won't be in no worries",
		"i'm never in these days",
		"i'll nae be in",
	})
}

// TestYesNeedsAndEmoji holds access needs, a quick text ahead and emoji of
// the weather, pets and the delivery beside a yes: they confirm. The same
// emoji beside an absence, a place to go or crossed fingers never confirm.
func TestYesNeedsAndEmoji(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Yes I'll be in, I've an assistance dog so don't worry about the barking",
		"Yes I'll be in, I'm a blue badge holder so please park on the drive",
		"yes I'll be in, a quick call when you're close please",
		"yes I'll be in ☀️",
		"Yes we'll be in 🐶🐱",
		"yes I'll be in, miserable weather 🌧️",
		"Yes I'll be in 💪",
	}, []string{
		"☀️",
		"yes ☀️ I'm on the beach",
		"yes I'm out walking the 🐶",
		"I'll be in 🤞",
		"sorry ❄️ I'm snowed in at my sister's",
		"miserable weather, not coming home today 🌧️",
	})
}

// TestYesWatchAndHope holds keeping watch for the van, a hope that the
// order fits and the order's story beside a yes: they confirm. Going out,
// a hope about being in, or the order going back never confirm.
func TestYesWatchAndHope(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Yes I'll be in, I'll keep an eye out for the van",
		"yes we'll be in, we'll be looking out for you",
		"Yes I'll be in, fingers crossed the wardrobe fits",
		"yes I'll be in, fingers crossed it will fit up the stairs",
		"Yes I'll be in, it's a christmas present for the kids",
		"Yes I'll be in, took forever but better late than never",
		"Yes I'll be in, the heating's on so it's cosy",
		"Yes I'll be in, sorry about the state of the house",
	}, []string{
		"I'll be out looking for you",
		"yes keep an eye out, I'm away",
		"fingers crossed I'll be in",
		"yes I'll be in, fingers crossed",
		"yes, fingers crossed it goes back",
		"yes I'll be in 🤞",
		"birthday party so not in",
		"yes I'll be watching the football at the pub",
	})
}

// TestYesWayMightBe holds a doubt about the way in or parking beside a
// yes: it confirms. A doubt about the house, or about anyone being in,
// never confirms.
func TestYesWayMightBe(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Yes I'll be in, the builders are here so the drive might be full",
		"yes I'll be in, the road may be blocked by the bins so park round the corner",
		"the lift might be broken but I'll be in",
	}, []string{
		"yes the house might be empty",
		"yes the drive might be full, I might be out",
		"yes the drive might be",
		"yes we might be busy",
		"yes the house could be empty",
	})
}

// TestYesTextSpeak holds text-speak beside a yes: it confirms. The same
// spellings beside an absence or a later time never confirm.
func TestYesTextSpeak(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"yes cnt w8 2 c it",
		"yes thnx v much",
		"yep in all day, ring the bel",
		"yes ill b der",
		"yes I'll b in, pls cum 2 the bk door",
		"yes in all day, bel brkn so knock lound",
		"yes thx 4 lettin me kno",
		"yes sweet as", "yes nice1", "yes smashin", "yes will be in innit",
		"yes in, laters",
		"yes gd stuff",
	}, []string{
		"I cnt be in",
		"no I'm out, laters",
		"v busy so not in",
		"der's nobody in",
		"cum back another day",
		"yes but I'm at work til l8",
	})
}

// TestRealWordKeepsDoubles holds real words written with a double letter:
// they are not squeezed into another word ("dinner" is not "diner"), while
// a letter typed three times or more still is ("yesss", "goood").
func TestRealWordKeepsDoubles(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"dinner": "dinner", "latter": "latter", "hopping": "hopping", "yesss": "yes", "goood": "good", "yess": "yes"} {
		if got := expand(in); len(got) != 1 || got[0] != want {
			t.Errorf("expand(%q) = %q, want %q", in, got, want)
		}
	}
	checkYes(t, confirm.ChannelCall, []string{
		"yes i'll be in the dinner's on",
		"yesss i'll be in",
	}, []string{
		"i'm out for dinner",
		"yes i'll be in i'm out for dinner at ten",
	})
}
