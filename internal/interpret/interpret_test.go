package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

func slot(date, from, to string) confirm.Slot {
	return confirm.Slot{Date: date, Window: confirm.Window{From: from, To: to}}
}

// interpret reads text against the corpus booking unless in says
// otherwise.
func interpret(t *testing.T, in Input) Result {
	t.Helper()
	if in.Booked.Date == "" {
		in.Booked = corpusBooked
	}
	if in.Options == nil {
		in.Options = corpusOptions
	}
	if in.Today == "" {
		in.Today = corpusToday
	}
	if in.Channel == "" {
		in.Channel = confirm.ChannelSMS
	}
	res, err := New().Interpret(context.Background(), in)
	if err != nil {
		t.Fatalf("%q: %v", in.Text, err)
	}
	return res
}

// got is the part of a Result the tables compare.
type got struct {
	Intent confirm.Intent
	Signer string
	Slot   int
}

func TestSignerNames(t *testing.T) {
	t.Parallel()
	tests := []struct {
		expect Expect
		text   string
		want   got
	}{
		// a name after a relation, in every case and spelling
		{ExpectAnswer, "my husband Tom will be in", got{confirm.IntentAlternateSigner, "Tom", -1}},
		{ExpectAnswer, "MY HUSBAND TOM SMITH WILL BE IN", got{confirm.IntentAlternateSigner, "Tom Smith", -1}},
		{ExpectAnswer, "my husband tom smith will sign", got{confirm.IntentAlternateSigner, "Tom Smith", -1}},
		{ExpectAnswer, "my daughter Amelia-Rose will be home", got{confirm.IntentAlternateSigner, "Amelia-Rose", -1}},
		{ExpectAnswer, "our lodger o'brien will be in", got{confirm.IntentAlternateSigner, "O'Brien", -1}},
		{ExpectAnswer, "my partner Sean McDonald will be in", got{confirm.IntentAlternateSigner, "Sean McDonald", -1}},
		{ExpectAnswer, "My son Will will be in", got{confirm.IntentAlternateSigner, "Will", -1}},
		{ExpectAnswer, "my husband, Tom, will be in", got{confirm.IntentAlternateSigner, "Tom", -1}},
		{ExpectAnswer, "Tom, my husband, will be in", got{confirm.IntentAlternateSigner, "Tom", -1}},
		// a name on its own before a verb
		{ExpectAnswer, "Tom will be in", got{confirm.IntentAlternateSigner, "Tom", -1}},
		{ExpectAnswer, "priya will sign for it", got{confirm.IntentAlternateSigner, "Priya", -1}},
		{ExpectAnswer, "Tom's in all day", got{confirm.IntentAlternateSigner, "Tom", -1}},
		{ExpectAnswer, "tom and sue will be in", got{confirm.IntentAlternateSigner, "Tom and Sue", -1}},
		// where to find someone who is not at the address
		{ExpectAnswer, "my neighbour Sue at no 12 will take it", got{confirm.IntentAlternateSigner, "Sue", -1}},
		{ExpectAnswer, "Mrs Patel next door will take it in", got{confirm.IntentAlternateSigner, "Mrs Patel", -1}},
		{ExpectAnswer, "mrs. patel next door", got{confirm.IntentAlternateSigner, "Mrs Patel", -1}},
		{ExpectAnswer, "my next door neighbour Sue will have it", got{confirm.IntentAlternateSigner, "Sue", -1}},
		{ExpectAnswer, "leave it with Dave at number 14", got{confirm.IntentAlternateSigner, "Dave", -1}},
		{ExpectAnswer, "give it to Linda across the road", got{confirm.IntentAlternateSigner, "Linda", -1}},
		{ExpectAnswer, "please leave it with my neighbour Mr Ahmed at no. 7", got{confirm.IntentAlternateSigner, "Mr Ahmed", -1}},
		{ExpectAnswer, "Sam the concierge will sign", got{confirm.IntentAlternateSigner, "Sam", -1}},
		// said the other way round
		{ExpectAnswer, "I won't be there but my son Jack will", got{confirm.IntentAlternateSigner, "Jack", -1}},
		{ExpectAnswer, "not me, my wife Sarah", got{confirm.IntentAlternateSigner, "Sarah", -1}},
		{ExpectAnswer, "my mum will be in, her name is Linda", got{confirm.IntentAlternateSigner, "Linda", -1}},
		{ExpectAnswer, "ask for Kevin", got{confirm.IntentAlternateSigner, "Kevin", -1}},
		// nobody named: the dialogue asks for the name
		{ExpectAnswer, "my daughter will be in", got{confirm.IntentAlternateSigner, "", -1}},
		{ExpectAnswer, "someone else will be in", got{confirm.IntentAlternateSigner, "", -1}},
		{ExpectAnswer, "leave it next door", got{confirm.IntentAlternateSigner, "", -1}},
		// the customer among them: they will be in
		{ExpectAnswer, "me or my husband will be in", got{confirm.IntentWillBeIn, "", -1}},
		{ExpectAnswer, "my wife and I will both be in", got{confirm.IntentWillBeIn, "", -1}},
		{ExpectAnswer, "someone will be in", got{confirm.IntentWillBeIn, "", -1}},
		// nobody else either
		{ExpectAnswer, "my husband won't be in either", got{confirm.IntentDifferentDay, "", -1}},
		// answers to "who will be in?"
		{ExpectName, "Tom", got{confirm.IntentAlternateSigner, "Tom", -1}},
		{ExpectName, "it'll be my son Jack", got{confirm.IntentAlternateSigner, "Jack", -1}},
		{ExpectName, "his name's Ben", got{confirm.IntentAlternateSigner, "Ben", -1}},
		{ExpectName, "Jack, my son", got{confirm.IntentAlternateSigner, "Jack", -1}},
		{ExpectName, "zanele", got{confirm.IntentAlternateSigner, "Zanele", -1}},
		{ExpectName, "Mrs Patel at number 4", got{confirm.IntentAlternateSigner, "Mrs Patel", -1}},
		{ExpectName, "my son", got{confirm.IntentAlternateSigner, "", -1}},
		{ExpectName, "the neighbour at number 12", got{confirm.IntentAlternateSigner, "", -1}},
		{ExpectName, "the lady next door", got{confirm.IntentAlternateSigner, "", -1}},
		{ExpectName, "me", got{confirm.IntentWillBeIn, "", -1}},
		{ExpectName, "nobody", got{confirm.IntentDifferentDay, "", -1}},
		{ExpectName, "someone else", got{confirm.IntentUnclear, "", -1}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Expect: tt.expect})
		if diff := cmp.Diff(tt.want, got{res.Intent, res.Signer, res.Slot}); diff != "" {
			t.Errorf("%s %q mismatch (-want +got):\n%s\nreason: %s", tt.expect, tt.text, diff, res.Reason)
		}
	}
}

func TestSlotPicking(t *testing.T) {
	t.Parallel()
	monthEnd := []confirm.Slot{slot("2026-11-30", "08:00", "12:00"), slot("2026-12-01", "12:00", "16:00")}
	yearEnd := []confirm.Slot{slot("2026-12-31", "08:00", "12:00"), slot("2027-01-01", "08:00", "12:00")}
	nextTue := []confirm.Slot{slot("2026-11-25", "08:00", "12:00"), slot("2026-12-01", "08:00", "12:00")}
	booked := slot("2026-11-24", "08:00", "12:00") // a Tuesday
	tests := []struct {
		expect  Expect
		options []confirm.Slot
		today   string
		text    string
		want    got
	}{
		// across a month end
		{ExpectSlot, monthEnd, "", "monday", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, monthEnd, "", "the 1st", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "1/12", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "12/1", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "December 1st", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "1st of december", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "the first of december", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "dec 1", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "2026-12-01", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "the 30th", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, monthEnd, "", "30/11", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, monthEnd, "", "thirtieth", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, monthEnd, "", "november", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, monthEnd, "", "tuesday", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "the afternoon one", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "the first one", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, monthEnd, "", "2", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "2026-11-29", "tomorrow", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, monthEnd, "", "the 2nd", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, monthEnd, "", "the 3rd", got{confirm.IntentDifferentDay, "", -1}}, // 3 December, not offered
		{ExpectAnswer, monthEnd, "", "can you do monday instead", got{confirm.IntentReschedule, "", 0}},
		{ExpectAnswer, monthEnd, "", "December 1st would be better", got{confirm.IntentReschedule, "", 1}},
		{ExpectAnswer, monthEnd, "", "1/12 please", got{confirm.IntentReschedule, "", 1}},
		// across a year end
		{ExpectSlot, yearEnd, "", "the 31st", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, yearEnd, "", "1/1", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, yearEnd, "", "Jan 1st", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, yearEnd, "", "friday", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, yearEnd, "", "thursday", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, yearEnd, "", "monday", got{confirm.IntentDifferentDay, "", -1}},
		// the booked weekday offered again a week later
		{ExpectAnswer, nextTue, "", "tuesday is fine", got{confirm.IntentWillBeIn, "", -1}},
		{ExpectAnswer, nextTue, "", "can you do next tuesday", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, nextTue, "", "tuesday", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, nextTue, "", "wednesday", got{confirm.IntentReschedule, "", 0}},
		// parts of the day and hours pick only when they fit one slot
		{ExpectSlot, nil, "", "the afternoon one", got{confirm.IntentUnclear, "", -1}},
		{ExpectSlot, nil, "", "morning", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, nil, "", "saturday afternoon", got{confirm.IntentReschedule, "", 2}},
		{ExpectSlot, nil, "", "12-4 on wednesday", got{confirm.IntentReschedule, "", 0}},
		{ExpectSlot, nil, "", "8am", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, nil, "", "wednesday morning", got{confirm.IntentDifferentDay, "", -1}},
		// numbers, ordinals and words for them
		{ExpectSlot, nil, "", "number 3", got{confirm.IntentReschedule, "", 2}},
		{ExpectSlot, nil, "", "the second one", got{confirm.IntentReschedule, "", 1}},
		{ExpectSlot, nil, "", "three", got{confirm.IntentReschedule, "", 2}},
		{ExpectSlot, nil, "", "the twenty eighth", got{confirm.IntentReschedule, "", 2}},
		{ExpectSlot, nil, "", "4", got{confirm.IntentUnclear, "", -1}},
		{ExpectSlot, nil, "", "the last one", got{confirm.IntentReschedule, "", 2}},
		{ExpectSlot, nil, "", "not friday, saturday", got{confirm.IntentReschedule, "", 2}},
		{ExpectSlot, nil, "", "friday or saturday", got{confirm.IntentUnclear, "", -1}},
		// cancelling a day turns it down
		{ExpectAnswer, nil, "", "cancel Tuesday, do Friday instead", got{confirm.IntentReschedule, "", 1}},
		{ExpectAnswer, nil, "", "cancel tuesday", got{confirm.IntentDifferentDay, "", -1}},
		// no options at all
		{ExpectAnswer, []confirm.Slot{}, "", "friday please", got{confirm.IntentDifferentDay, "", -1}},
		{ExpectSlot, []confirm.Slot{}, "", "2", got{confirm.IntentUnclear, "", -1}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Expect: tt.expect, Booked: booked, Options: tt.options, Today: tt.today})
		if diff := cmp.Diff(tt.want, got{res.Intent, res.Signer, res.Slot}); diff != "" {
			t.Errorf("%s %q mismatch (-want +got):\n%s\nreason: %s", tt.expect, tt.text, diff, res.Reason)
		}
	}
}

func TestOptOutKeywords(t *testing.T) {
	t.Parallel()
	for _, k := range []string{"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"} {
		for _, text := range []string{k, strings.ToLower(k), upperFirst(strings.ToLower(k)), " " + k + ". ", k + "!", k + "\n"} {
			res := interpret(t, Input{Text: text})
			if res.Intent != confirm.IntentOptOut {
				t.Errorf("%q: got %s (%s), want opt_out", text, res.Intent, res.Reason)
			}
		}
	}
	tests := []struct {
		channel confirm.Channel
		text    string
		want    confirm.Intent
	}{
		{confirm.ChannelSMS, "Opt out", confirm.IntentOptOut},
		{confirm.ChannelSMS, "stop all", confirm.IntentOptOut},
		{confirm.ChannelSMS, "STOP please", confirm.IntentOptOut},
		{confirm.ChannelSMS, "stop texting me", confirm.IntentOptOut},
		{confirm.ChannelSMS, "remove my number", confirm.IntentOptOut},
		{confirm.ChannelSMS, "please don't text me again", confirm.IntentOptOut},
		// cancelling the order is not opting out
		{confirm.ChannelSMS, "cancel my order", confirm.IntentCancel},
		{confirm.ChannelSMS, "I want to cancel", confirm.IntentCancel},
		{confirm.ChannelSMS, "cancel please", confirm.IntentCancel},
		{confirm.ChannelSMS, "don't want it any more", confirm.IntentCancel},
		{confirm.ChannelSMS, "please stop the delivery", confirm.IntentCancel},
		// on a call there is no carrier: "cancel" means the order
		{confirm.ChannelCall, "cancel", confirm.IntentCancel},
		{confirm.ChannelCall, "stop calling me", confirm.IntentOptOut},
		// keywords inside a sentence mean what the sentence says
		{confirm.ChannelSMS, "end of the week would be better", confirm.IntentDifferentDay},
		{confirm.ChannelSMS, "don't cancel, I'll be in", confirm.IntentWillBeIn},
		{confirm.ChannelSMS, "no need to call me, someone will be in", confirm.IntentWillBeIn},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: tt.channel})
		if res.Intent != tt.want {
			t.Errorf("%s %q: got %s (%s), want %s", tt.channel, tt.text, res.Intent, res.Reason, tt.want)
		}
	}
}

func TestYesNo(t *testing.T) {
	t.Parallel()
	tests := []struct {
		expect  Expect
		offered int
		text    string
		want    got
	}{
		{ExpectYesNoSlot, 1, "yes", got{confirm.IntentReschedule, "", 1}},
		{ExpectYesNoSlot, 2, "yeah that's fine", got{confirm.IntentReschedule, "", 2}},
		{ExpectYesNoSlot, 0, "no", got{confirm.IntentDifferentDay, "", -1}},
		{ExpectYesNoSlot, 0, "no but friday would work", got{confirm.IntentReschedule, "", 1}},
		{ExpectYesNoSlot, 0, "actually tuesday's fine", got{confirm.IntentWillBeIn, "", -1}},
		{ExpectYesNoHandoff, 0, "yes please", got{confirm.IntentWantsHuman, "", -1}},
		{ExpectYesNoHandoff, 0, "no thanks", got{confirm.IntentUnclear, "", -1}},
		{ExpectYesNoHandoff, 0, "no it's fine", got{confirm.IntentUnclear, "", -1}},
		{ExpectYesNoHandoff, 0, "no I'll be in", got{confirm.IntentWillBeIn, "", -1}},
		// "yeah no": the answer said last counts
		{ExpectAnswer, 0, "yeah no that's fine", got{confirm.IntentWillBeIn, "", -1}},
		{ExpectAnswer, 0, "no, I'll be in", got{confirm.IntentWillBeIn, "", -1}},
		{ExpectAnswer, 0, "yes, no one will be in though", got{confirm.IntentDifferentDay, "", -1}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Expect: tt.expect, Offered: tt.offered, Channel: confirm.ChannelCall})
		if diff := cmp.Diff(tt.want, got{res.Intent, res.Signer, res.Slot}); diff != "" {
			t.Errorf("%s %q mismatch (-want +got):\n%s\nreason: %s", tt.expect, tt.text, diff, res.Reason)
		}
	}
}

func TestReason(t *testing.T) {
	t.Parallel()
	res := interpret(t, Input{Text: "my husband Tom will be in"})
	if want := `"my husband Tom will be in" names another person who will sign: Tom`; res.Reason != want {
		t.Errorf("reason %q, want %q", res.Reason, want)
	}
	res = interpret(t, Input{Text: "tommorow is no good", Today: "2026-11-23"})
	if res.Intent != confirm.IntentDifferentDay || !strings.Contains(res.Reason, "booked day") {
		t.Errorf("got %s %q, want different_day turning down the booked day", res.Intent, res.Reason)
	}
	res = interpret(t, Input{Text: "wrong numbr"})
	if res.Intent != confirm.IntentWrongPerson || !strings.Contains(res.Reason, `read "numbr" as "number"`) {
		t.Errorf("got %s %q, want wrong_person naming the typo it corrected", res.Intent, res.Reason)
	}
	long := strings.Repeat("blah ", 40) + "can you do friday instead"
	if res := interpret(t, Input{Text: long}); len(res.Reason) > 120 {
		t.Errorf("reason is %d bytes, want one short line: %q", len(res.Reason), res.Reason)
	}
}

func TestInterpretErrors(t *testing.T) {
	t.Parallel()
	r := New()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.Interpret(ctx, Input{Text: "yes"}); err == nil {
		t.Error("a cancelled context: want an error")
	}
	if _, err := r.Interpret(context.Background(), Input{Text: "yes", Expect: ExpectYesNoSlot, Offered: 3, Options: corpusOptions}); err == nil {
		t.Error("an offered slot out of range: want an error")
	}
	if _, err := r.Interpret(context.Background(), Input{Text: "yes", Expect: Expect(42)}); err == nil {
		t.Error("an unknown expectation: want an error")
	}
	res, err := r.Interpret(context.Background(), Input{Text: "yes"})
	if err != nil || res.Intent != confirm.IntentWillBeIn || res.Slot != -1 {
		t.Errorf("no booking at all: got %+v, %v", res, err)
	}
}

func TestTidyName(t *testing.T) {
	t.Parallel()
	tests := []struct{ title, in, want string }{
		{"", "tom smith", "Tom Smith"},
		{"", "TOM SMITH", "Tom Smith"},
		{"", "o'brien", "O'Brien"},
		{"", "mary-jane", "Mary-Jane"},
		{"", "McDonald", "McDonald"},
		{"", "Tom's", "Tom"},
		{"", "mrs. patel", "Mrs Patel"},
		{"Dr", "khan", "Dr Khan"},
	}
	for _, tt := range tests {
		if got := tidyName(tt.title, tt.in); got != tt.want {
			t.Errorf("tidyName(%q, %q) = %q, want %q", tt.title, tt.in, got, tt.want)
		}
	}
}

func TestTypos(t *testing.T) {
	t.Parallel()
	tests := []struct{ typed, want string }{
		{"tomorow", "tomorrow"}, // spelling list
		{"definately", "definitely"},
		{"wensday", "wednesday"},
		{"thrusday", "thursday"},   // two letters swapped
		{"somone", ""},             // would make a presence word: never guessed
		{"hers", ""},               // a real word, never made into another ("here")
		{"test", ""},               // likewise ("text")
		{"cancle", "cancel"},       // a letter swapped, into a word that does not confirm
		{"neighbuor", "neighbour"}, // swapped
		{"reschedual", ""},         // two slips: left alone
		{"tracking", ""},           // a word, not a typo
		{"Tom", ""},                // a name
	}
	for _, tt := range tests {
		rd := tokenize(tt.typed)
		var w []string
		for _, tk := range rd.toks {
			w = append(w, tk.w)
		}
		got := strings.Join(w, " ")
		if tt.want == "" {
			tt.want = strings.ToLower(tt.typed)
		}
		if got != tt.want {
			t.Errorf("%q read as %q, want %q", tt.typed, got, tt.want)
		}
	}
	if d := distance("abcd", "acbd"); d != 1 {
		t.Errorf("distance of a swap = %d, want 1", d)
	}
}
