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
