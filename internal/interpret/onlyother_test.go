package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestOnlyOther holds replies that say the customer will be in and that
// only (just, nobody but, no one except) someone else will be: they
// contradict themselves, and the one who will be there may be a child, so
// they are asked again, whatever the order of the clauses and on either
// channel. Beside them, replies that keep their reading: another person
// alone, the customer as the only one, a time after "only", someone else
// out, someone else in as well.
func TestOnlyOther(t *testing.T) {
	t.Parallel()
	read := func(text string, ch confirm.Channel) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: ch, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		return r
	}
	asked := []struct {
		ch   confirm.Channel
		text string
	}{
		{confirm.ChannelSMS, "Yes I'm in. only my son will be in"},
		{confirm.ChannelSMS, "Yes I'll be in. Only my daughter will be home though"},
		{confirm.ChannelSMS, "Yes I'm in. Just my son will be there"},
		{confirm.ChannelSMS, "yes i'm in only my son will be in"},
		{confirm.ChannelSMS, "Only my son will be in but yes I'm in"},
		// other wordings
		{confirm.ChannelSMS, "yes im in, nobody but my son will be there"},
		{confirm.ChannelSMS, "no one except my 8 yr old will be home, yes i'm in"},
		{confirm.ChannelSMS, "yes we're in, just the kids will be home"},
		{confirm.ChannelSMS, "i'll b in, only my son wil be in"},
		{confirm.ChannelSMS, "Yep I'll be home. Only my daughter is home tho"},
		{confirm.ChannelSMS, "just my little boy will be in, but yeah I'll be in"},
		{confirm.ChannelSMS, "I will be there. No one but my niece will be in"},
		{confirm.ChannelSMS, "yes I'm around, nobody except for my son will be home"},
		{confirm.ChannelSMS, "Yes I'll be in - only my grandson will be around"},
		{confirm.ChannelSMS, "Only Tom will be in, I'm in though"},
		{confirm.ChannelCall, "yes i'm in only my son will be there"},
		{confirm.ChannelCall, "yeah i'll be home just my daughter will be in"},
		{confirm.ChannelCall, "only my son will be in but yes i will be in"},
		{confirm.ChannelCall, "yes we are in nobody but the kids will be home"},
	}
	for _, c := range asked {
		if r := read(c.text, c.ch); r.Intent != confirm.IntentUnclear {
			t.Errorf("%s %q: got %s (%s), want unclear", c.ch, c.text, r.Intent, r.Reason)
		}
	}
	kept := []struct {
		ch   confirm.Channel
		text string
		want confirm.Intent
	}{
		{confirm.ChannelSMS, "only my husband will be in", confirm.IntentAlternateSigner},
		{confirm.ChannelSMS, "Yes I'm in, only me though", confirm.IntentWillBeIn},
		{confirm.ChannelSMS, "only I will be in", confirm.IntentWillBeIn},
		{confirm.ChannelSMS, "yes I'm in, only till 12", confirm.IntentUnclear},
		{confirm.ChannelSMS, "I'm in, only my son will be out", confirm.IntentWillBeIn},
		// other wordings
		{confirm.ChannelSMS, "just my wife will be home", confirm.IntentAlternateSigner},
		{confirm.ChannelSMS, "yes I'll be in, just me", confirm.IntentWillBeIn},
		{confirm.ChannelSMS, "yes i'm in, just me and the dog", confirm.IntentWillBeIn},
		{confirm.ChannelSMS, "Yes I'm in, just my husband will be there too", confirm.IntentWillBeIn},
		{confirm.ChannelSMS, "yes I'll be in, my son will be in as well", confirm.IntentWillBeIn},
		{confirm.ChannelSMS, "yes I'm home, only my daughter will be at school", confirm.IntentWillBeIn},
		{confirm.ChannelSMS, "I'm in work, only my partner will be in", confirm.IntentAlternateSigner},
		{confirm.ChannelSMS, "yes I'll be in, just text before", confirm.IntentWillBeIn},
		{confirm.ChannelCall, "only my husband will be home", confirm.IntentAlternateSigner},
		{confirm.ChannelCall, "yes i'll be in only me", confirm.IntentWillBeIn},
	}
	for _, c := range kept {
		if r := read(c.text, c.ch); r.Intent != c.want {
			t.Errorf("%s %q: got %s (%s), want %s", c.ch, c.text, r.Intent, r.Reason, c.want)
		}
	}
}
