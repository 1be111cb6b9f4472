package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestAwayForPart holds firm statements that nobody will be in for a real
// part of the booked window (08:00-12:00), in English and in the other
// languages through their glosses: the window is turned down. The
// look-alikes after them doubt it, put a condition on it, ask for a time,
// say it of someone else, or leave the window whole, and are never read as
// a different day.
func TestAwayForPart(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		// in until an hour inside the window
		"I'm home till half 10 then I've got the physio",
		"in until 9.30 then I need to head off",
		"we're there till 11 then we have to leave for the airport",
		"yes but I'm only home until 10",
		"yep, though only till half nine",
		"Yes until 11 then I go out",
		// in only from an hour inside the window
		"im only home from 11",
		"I'll be in from half 9",
		"we'll be back in from 10 onwards",
		"I can be home after 10.30",
		// out for a span inside the window
		"I'm out from 9 till 10.30",
		"out between 10 and 11, sorry",
		"I'm doing the school run 8.30 to 9.30",
		"yes I'll be in but I've a dentist appointment at 10 so I'll be out from half 9",
		"not home until half 9",
		"won't be back from the gym till 10",
		"yes but I've got to leave at 10.30 for work",
		"we'll be in except between 9 and 10",
		"I'll be in but have to pop to the shops at 10",
		"i'm only around till 11",
		"yes, at the gym 9-10",
		"I won't be home till 9.30",
		"ill be in but ive got to go out at 11",
		// the other languages, through the glosses
		"będę w domu do 10, potem wychodzę",
		"jestem w domu dopiero od 11",
		"estaré en casa hasta las 10, luego tengo que salir",
		"voi fi acasă până la 10, apoi plec",
		"estarei em casa só a partir das 11",
		"sarò a casa fino alle 10, poi devo uscire",
		"je suis là jusqu'à 10h, après je dois sortir",
		"bydda i adre tan 10, wedyn dwi'n mynd allan",
		"main 11 baje ke baad ghar pe hunga",
		"solo estoy desde las 11",
	} {
		if r := readAnswer(t, confirm.ChannelSMS, text); r.Intent != confirm.IntentDifferentDay {
			t.Errorf("%q read as %s (want different_day): %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range []string{
		"um i'm in till about half ten then i've got to go out",
		"i'm only home from eleven",
		"yeah i'm out between nine and ten",
	} {
		if r := readAnswer(t, confirm.ChannelCall, text); r.Intent != confirm.IntentDifferentDay {
			t.Errorf("call %q read as %s (want different_day): %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range []string{
		// a doubt or a condition: asked about
		"yes but I might pop out at 10",
		"I should be back by 9",
		"yes as long as it's before 11",
		"yes if they come before 10",
		"I may have to nip out at half 9",
		"yes, I'll probably be out from 10",
		"I'll be in from 10 hopefully",
		"yes I'll be in once I'm back from the gym at 10",
		"yes but I'll try to nip out at 10",
		// a few minutes only
		"yes but I'm popping out for 10 mins at 9",
		// a request or a question, no absence stated
		"can they come before 10?",
		"only after ten",
		"could it be after 10 please",
		"I have to go out at 10, what time will they come?",
		// said of someone else, with someone else in
		"I'll be in, my husband has a dentist appointment at 10",
		"I'm out from 9 till 10 but my wife Sarah will be in",
		"in a meeting until 11 but I'll be in",
		// no outing at all
		"I'll pop the parcel through at 10",
		// past
		"I was out at 10 yesterday, sorry I missed you",
		// the other languages, hedged
		"może wyjdę na chwilę o 10",
		"puede que salga a las 10",
		"forse esco alle 10",
		"shayad main 10 baje bahar jaun",
	} {
		if r := readAnswer(t, confirm.ChannelSMS, text); r.Intent == confirm.IntentDifferentDay || r.Intent == confirm.IntentWillBeIn {
			t.Errorf("%q read as %s (want neither different_day nor a confirmation): %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range []string{
		// no absence, or hours at or past the window's edges: it stays whole
		"Yes in all morning. There's no parking on our road till 9.30",
		"I'm in from 8",
		"I'm in until 12",
		"yes, I'm home from 8am till 12",
		"yes I'll be in all morning, school run is at 3",
		"yes I'm in, out after 12",
		"yes, home till 12 then I'm off to work",
		"yes I'll be in, I'm back from the gym by 8",
		"yes I'll be around, text me around 10",
		"yes around till 12",
	} {
		if r := readAnswer(t, confirm.ChannelSMS, text); r.Intent == confirm.IntentDifferentDay {
			t.Errorf("%q read as different_day (the window is whole): %s", text, r.Reason)
		}
	}
}

// TestUpEarly: being up from a small hour ("up from six") is the morning,
// before the window opens, so beside a yes it narrows nothing and
// confirms. An absence, a doubt or a later hour beside it still does not.
func TestUpEarly(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"er yes i'm up from about six so that's fine",
		"yes I'm up from 6",
		"yes we're up from half 6",
		"yeah im up from about five so any time is fine",
		"yes I'll be up from 6, I'll be in",
	} {
		if r := readAnswer(t, confirm.ChannelSMS, text); r.Intent != confirm.IntentWillBeIn {
			t.Errorf("%q read as %s (want will_be_in): %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range []string{
		"I'm up from 6 but out from 9",
		"up from 6 but at work from 8",
		"yes im awake from 6 but i wont be in",
		"yes I'm up from 6 but might go out",
		"yes up from 9",
		"yes, from 6",
	} {
		if r := readAnswer(t, confirm.ChannelSMS, text); r.Intent == confirm.IntentWillBeIn {
			t.Errorf("%q read as will_be_in: %s", text, r.Reason)
		}
	}
}
