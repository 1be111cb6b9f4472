package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestFirmYesBesideQuestionKinds reads a firm yes said with a question the
// booking answers, of every kind, and with a word on why it is asked ("I
// ordered both", "I've a few parcels due"), as a confirmation with its
// question. The look-alikes keep the reply unclear: a bare yes, a hedge or
// an absence beside the question, or a question that may decide whether
// anyone is in.
func TestFirmYesBesideQuestionKinds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		ch     confirm.Channel
		intent confirm.Intent
		q      Question
	}{
		// carrying: how many come
		{"Yes we'll be in. Will there be two of them? It's a top floor flat", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCarry},
		{"I'll be home. Are there going to be 2 of you?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCarry},
		{"Yes I'm in. Is it going to be two of you?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCarry},
		{"I'll be in. How many of you will come? We're on the third floor", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCarry},
		{"Yes I'll be in. Will there be 2 of you? There's no lift", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCarry},
		{"Will there be two of you? It's going up to the first floor and I can't be there", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"Yes. Will there be two of you? It's going upstairs", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionCarry}, // a bare yes with a whole question: yesbareask.go
		{"Will there be two of you?", confirm.ChannelSMS, confirm.IntentUnclear, QuestionCarry},
		{"Might be in. Will there be two of you?", confirm.ChannelSMS, confirm.IntentUnclear, QuestionCarry},
		// the sender, with why it is asked
		{"I'll be in. Sorry, who's this? I have a few parcels coming", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionSender},
		{"We'll be home. Which company is this? We've got loads of deliveries due", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionSender},
		{"yes i'll be in, who is this from? i've got a couple of things coming", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionSender},
		{"Who is this? I've got a few deliveries coming this week", confirm.ChannelSMS, confirm.IntentUnclear, QuestionSender},
		{"I'll be in. Who is this? I've got a few deliveries coming but I'm away Tuesday", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		// the items, with why it is asked
		{"I'll be in, is it the blue sofa or the armchair? I ordered both", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems},
		{"We will be home. Is it the bed or the mattress? ordered both 😅", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems},
		{"Someone will be in. Is it the table? I've got 2 orders with you", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems},
		{"Is it the blue sofa or the armchair? I ordered both", confirm.ChannelSMS, confirm.IntentUnclear, QuestionItems},
		{"Yes I'm in. Is it the grey sofa or the footstool? ordered both 🙈", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems},
		{"Probably in. Is it the bed or the mattress? I ordered both", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"I'll be in if it's the sofa. Is it the sofa or the chair? I bought both", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"Yes we'll be in. Is it the armchair?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems},
		{"Yes, we'll be in. Is that the footstool or the sofa?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems},
		{"Oui, je serai là. C'est bien le fauteuil ? J'ai commandé les deux", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionItems},
		{"C'est bien le canapé bleu ?", confirm.ChannelSMS, confirm.IntentUnclear, QuestionItems},
		// the sender, in other languages and with an unknown number
		{"Yes I'll be in. Who's this? I don't recognise the number", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionSender},
		{"Voi fi acasă. Ce firmă sunteți? Nu recunosc numărul", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionSender},
		{"Ce firmă sunteți? Nu recunosc numărul", confirm.ChannelSMS, confirm.IntentUnclear, QuestionSender},
		{"Je serai là. C'est qui ? Je ne reconnais pas le numéro", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionSender},
		// the time, in other languages
		{"Haan main ghar pe hoon. Time kya hoga exactly?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime},
		{"Time kya hoga exactly?", confirm.ChannelSMS, confirm.IntentUnclear, QuestionTime},
		// the window, narrowed, perhaps by a text
		{"I'll be in. Is it the whole 8-12 or will you text me a closer time on the day?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionWindow},
		{"We'll be in. Do you send a narrower slot on the day?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionWindow},
		{"Yes I will be home, is that the whole morning or will the driver ring with a tighter time?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionWindow},
		{"Is it the whole 8-12 or do you text with a closer time? I might nip out", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		// run on, on a call: the question is named, the confirmation as read
		{"yeah we'll be in is it just the bed or the mattress too", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionItems},
		{"yes i'm home is that the whole morning then", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionWindow},
		{"i'll be in er is it two of you coming", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionCarry},
		{"i might be in is it just the bed", confirm.ChannelCall, confirm.IntentUnclear, ""},
		{"yes we're in is it the so far or the chair", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionItems},
		{"so far so good yes i'll be in", confirm.ChannelCall, confirm.IntentWillBeIn, ""},
		// the time, asked of how they usually come
		{"yeah i'll be there what time do they usually turn up", confirm.ChannelCall, confirm.IntentWillBeIn, QuestionTime},
		{"I'll be in. When do they normally come?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime},
		{"We'll be home. What time do the drivers generally arrive?", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionTime},
		{"I'm usually in. What time will they come?", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"I'll generally be in, what time do they usually come?", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"what time do they usually come?", confirm.ChannelSMS, confirm.IntentUnclear, QuestionTime},
		// the time, with why it is asked: which part of the day is booked
		{"I'll be in. Is it morning or afternoon? Can't remember which I chose", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionWindow},
		{"We'll be in. Is it the morning or the afternoon? I forgot what I booked", confirm.ChannelSMS, confirm.IntentWillBeIn, QuestionWindow},
		{"I'm in Friday. Is it the morning or afternoon?", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"I'm only in the afternoon, is it morning or afternoon?", confirm.ChannelSMS, confirm.IntentUnclear, ""},
		{"Is it the morning or afternoon?", confirm.ChannelSMS, confirm.IntentUnclear, QuestionWindow},
		{"I think I'll be in. Is it the morning or afternoon?", confirm.ChannelSMS, confirm.IntentUnclear, ""},
	}
	notes := map[string]string{
		"Yes we'll be in. Will there be two of them? It's a top floor flat": "It's a top floor flat",
		"Yes I'll be in. Will there be 2 of you? There's no lift":           "no lift",
	}
	for text, want := range notes {
		if res := readAnswer(t, confirm.ChannelSMS, text); !strings.Contains(res.Notes, want) {
			t.Errorf("%q: notes %q, want %q", text, res.Notes, want)
		}
	}
	for _, tt := range tests {
		res := readAnswer(t, tt.ch, tt.text)
		confirmed := res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentAlternateSigner
		if tt.intent == confirm.IntentUnclear && confirmed || tt.intent != confirm.IntentUnclear && res.Intent != tt.intent || tt.q != "" && res.Question != tt.q {
			t.Errorf("%q: got %s %q, want %s %q (%s)", tt.text, res.Intent, res.Question, tt.intent, tt.q, res.Reason)
		}
	}
}
