package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestFalseYes holds yeses that answer something other than the question or
// leave nobody in: the message acknowledged ("yes got your text", "noted"),
// a call's "yes speaking", a pet said to be in, the parcel left with
// whoever is about, an errand or a course of one's own, an arrival home or
// a time allowance inside the window ("back for 11", "for an hour", "up to
// 10", "between 10 and 12"), the order fetched or sent elsewhere, a stay
// away, a deferral ("let me check"), a habit or a might-have-been, a word
// on the order, its payment, the address or the item. None is
// confirmed; the replies after them show the same words beside a firm yes
// still confirm.
func TestFalseYes(t *testing.T) {
	t.Parallel()
	read := func(text string, ch confirm.Channel) Result {
		r, _ := New().Interpret(context.Background(), Input{Text: text, Channel: ch, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday, Asked: corpusAsked})
		return r
	}
	for _, c := range []struct {
		ch    confirm.Channel
		texts []string
	}{
		{confirm.ChannelSMS, []string{
			"yes I got your message", "yes got it", "yes got the text", "yes received thanks", "yes I got the email",
			"yes I saw your message", "yes noted", "yes understood", "yes got ur msg",
			"yes got ur txt thx", "yes read your text", "yes acknowledged", "yes ok received", "yes got the email thanks",
			"yes the dog will be in", "yes the cat is in", "yes my dog will be home", "yes the puppy will be in",
			"yes only the cat will be home", "yes the kittens are in", "yes my hamster will be home",
			"yes leave it with whoever's around", "yes leave it with anybody", "yes hand it to whoever answers", "yes give it to anyone in",
			"yes I have a court date", "yes my court case is that day", "yes I'll be walking the dog", "yes I'll be walking my dog around then",
			"yes the car's in for a service so I'll be at the garage", "yes the car is in for its MOT", "yes I'm taking the car in",
			"yes I'm taking the van in for repairs", "yes I'm on a course", "yes I'm on a trip", "yes I'm on placement", "yes I'm on earlies",
			"yes I'm home at 11", "yes I'm back at 11", "yes I'll be back for 10", "yes we're back at 10", "yes I'm home for 10",
			"yes for an hour", "yes but only for an hour", "yes for a bit", "yes for half an hour", "yes but just for a couple of hours", "yes for a while",
			"yes up to 10", "yes up until 10", "yes only up to 11", "yes between 10 and 12", "yes between 9 and 11", "yes somewhere between 10 and 12",
			"yes I'll collect it", "yes can I collect it instead", "yes I'll fetch it", "yes I'll pick them up", "yes I can collect it tomorrow",
			"yes can you deliver it to my work", "yes can you bring it to my office", "yes deliver it to my mums", "yes send it to my office",
			"yes can you take it to my work instead", "yes bring it to my sisters", "yes change the address please", "yes it needs to go to a different address",
			"yes I'm staying with friends", "yes I'm staying at my mums", "yes I'm stopping at my boyfriends", "yes staying with my sister this week",
			"yes I'll see", "yes let me check", "yes let me see", "yes I'll check with my wife", "yes I'll ask my husband", "yes let me ask my wife",
			"yes I have to ask my boss", "yes I'll see what I can do",
			"yes I'd have been in", "yes I would have been in", "yes I could have been in", "yes I'm in most days", "yes I'm home most mornings",
			"yes most of the time", "yes generally", "yes mostly", "yes message received", "yes text received thanks",
			"yes only the dogs home", "yes whoever's in can take it", "yes anyone in the house can sign", "yes for about an hour",
			"yes just for the first hour", "yes for 20 minutes", "yes I'll come and get it", "yes got ya message",
			"yes I'll be next door", "yes I'm at the neighbours", "oh yes of course I'll just take the day off",
			"sure I'll just sit at home all day then", "yes I'll just stay in all week waiting then",
			"yes the sofa is paid for", "yes I did order a sofa", "yes that's my address", "yes it's the grey one", "yes I know",
			"yes I've paid", "yes it's all paid", "yes we ordered it in May", "yes I bought it last month", "yes I placed the order online",
			"yes the address is right", "yes thats the correct postcode", "yes the order looks fine", "yes the colour is right",
			"yes it's the 3 seater", "yes it's a corner sofa", "yes that's my order", "yes I know about it", "yes I'm aware",
			"yes we've been told", "yes already paid", "yes that's the right address", "yes the bed is paid for",
		}},
		{confirm.ChannelCall, []string{
			"yes um i'll be back for eleven", "yeah the dog'll be in", "yes i got your message", "yeah got it thanks", "yes i can hear you",
			"yes speaking", "yes that's me", "yes this is her", "yes it's him", "yeah just leave it with whoever's around",
			"yes i'll pick it up", "yes i'm on a course", "yes yes i heard you", "yes it's me",
			"yes i ordered it", "yeah it's paid for", "yes that's my address yeah", "yes i know", "yes it's the blue one",
		}},
	} {
		for _, text := range c.texts {
			if r := read(text, c.ch); r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
				t.Errorf("%s %q read as %s: %s", c.ch, text, r.Intent, r.Reason)
			}
		}
	}
	for _, text := range []string{
		"yes, please knock loud, the bell's broken", "yes I'll be in, the code is 4512", "yes, my husband Tom will be in",
		"yes I'm in all morning, parking round the back", "yes I'll be in, thanks for the reminder", "yes I'll be in thanks for letting me know",
		"yes got your message, I'll be in all morning", "yes got it, someone will be in", "yes my husband will be in, got your text",
		"yes I'll be in, the cat will be in too so close the door", "yes I'll be in, dog will be in the garden", "yes that's me, I'll be in",
		"yes speaking, yes I'll be in", "yes I'll be in, please bring it to my flat on the top floor", "yes I'll be in, take it round to the side",
		"yes I'm in between 8 and 12", "yes from 8 to 12", "yes I'll be in for the whole window", "yes I'll be home for it",
		"yes I'll be in, the kids are at school", "yes I'll be in, I'm home most days anyway", "yes I'll be in, my dog barks but he's fine",
		"yes my neighbour is next door and will take it", "yes Sue next door will be in", "yes of course I'll be in", "yes I'll just be in the kitchen so knock loud", "yes I'll be in all day", "yes I'm working from home so I'll be in", "yes I'll be in, I'm retired",
		"yes I'll be in, it's paid for", "yes it's paid for and I'll be home", "yes I ordered it and I'll be in", "yes I paid, my wife Ann will be in",
		"yes I'll be in, I know the driver", "yes the grey one, I'll be in", "yes I'll be in. it's the grey one",
		"yes, please take the old sofa away as agreed when I ordered", "yes, it's the house with the red door",
	} {
		if r := read(text, confirm.ChannelSMS); r.Intent != confirm.IntentWillBeIn && r.Intent != confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}
