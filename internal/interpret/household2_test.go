package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// checkForSarah reads each reply as an answer from the customer Sarah's
// phone and checks the intent, the signer and a part the notes must hold.
func checkForSarah(t *testing.T, tests []signerClassCase) {
	t.Helper()
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectAnswer, CustomerFirst: "Sarah"})
		if res.Intent != tt.intent || res.Signer != tt.signer || !strings.Contains(res.Notes, tt.notes) {
			t.Errorf("%q: got %s %q notes %q, want %s %q notes with %q\nreason: %s",
				tt.text, res.Intent, res.Signer, res.Notes, tt.intent, tt.signer, tt.notes, res.Reason)
		}
	}
}

// TestAnsweringForHer reads someone of the household who says who they
// are and that the customer, or the household with her, will be in as
// the customer's own yes; the writer in alone still signs, and a doubt or
// an absence still keeps it from confirming.
func TestAnsweringForHer(t *testing.T) {
	t.Parallel()
	yes, alt, unc, dd := confirm.IntentWillBeIn, confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentDifferentDay
	checkForSarah(t, []signerClassCase{
		{"This is Sarah's husband replying on her phone - yes we'll both be in", yes, "", ""},
		{"Hi, I'm Sarah's carer. Sarah will be in, she's housebound. Please knock loudly, the doorbell doesn't work", yes, "", "Please knock loudly"},
		{"Sarah's husband here, yes we'll both be in", yes, "", ""},
		{"This is Sarah's daughter replying for her, yes she'll be in", yes, "", ""},
		{"Replying for my mum, yes she will be in on Tuesday", yes, "", ""},
		{"Hi it's Sarah's partner, we'll both be home Tuesday", yes, "", ""},
		{"Sarah's carer here. She will be at home, please knock loudly", yes, "", "please knock loudly"},
		{"It's Sarah's wife on her phone, yes we'll both be in", yes, "", ""},
		{"Sarah's flatmate here, she'll be in", yes, "", ""},
		{"I'm replying for Sarah, she will be home all morning", yes, "", ""},
		{"Hi, replying on behalf of my mum Sarah, she will be in", yes, "", ""},
		{"Yes she'll be in, this is her daughter replying", yes, "", ""},
		{"yes it's her husband we'll both be in", yes, "", ""},
		{"Sarah's husband here, yes one of us will be in", yes, "", ""},
		{"Hi this is Sarah's lodger, she's asked me to say yes she'll be in", yes, "", ""},
		{"Hi, I'm Sarah's carer. Sarah will be in, she doesn't go out", yes, "", ""},
		{"Hi, Sarah's daughter replying - yes mum will be at home, she's there all day", yes, "", ""},
		{"This is Sarah's son, mum will be in all morning", yes, "", ""},
		{"Sarah's daughter here, mum will be in", yes, "", ""},
		// the writer in, someone else in: they sign
		{"Sarah's flatmate here, she's at work but I'll be in, Jess", alt, "Jess", "Sarah's flatmate"},
		{"Sarah's husband here, she's at work but I'll be in", alt, "", "Sarah's husband"},
		{"Sarah's husband here, I'll be in", alt, "", "Sarah's husband"},
		{"Sarah's son here, my gran will be in", alt, "", "my gran"},
		{"Sarah's at work, this is her husband, I'll be in", alt, "", "her husband"},
		{"This is Sarah's husband, she's away but I'll be in to sign", alt, "", "Sarah's husband"},
		{"This is Sarah's son, my gran will be in", alt, "", "my gran"},
		// doubts and absences
		{"This is Sarah's husband replying on her phone - we might both be in", unc, "", ""},
		{"This is Sarah's husband replying on her phone - we'll both be away", dd, "", ""},
		{"Sarah's carer here. She might be in, depends on her appointments", unc, "", ""},
		{"This is Sarah's son, mum's in hospital so nobody will be in", dd, "", ""},
		{"Replying for my mum, she should be in", unc, "", ""},
		{"Sarah's husband here, we'll both be in if the weather's bad", unc, "", ""},
		{"Sarah's husband here, she'll probably be in", unc, "", ""},
		{"Sarah's husband here, we're both at work that day", dd, "", ""},
		{"This is Sarah's daughter, I'll ask her and get back to you", unc, "", ""},
		{"Sarah's husband here, she's at work", unc, "", ""},
		{"Sarah's carer here, she will be in, she doesn't go out till 10", dd, "", ""},
		{"she asked me to say she might be in", unc, "", ""},
		{"Sarah's husband here, I might be in", unc, "", ""},
		{"This is Sarah's son, mum might be in", unc, "", ""},
		{"This is Sarah's son, mum's at my gran's all morning", dd, "", ""},
		{"Hi this is Sarah's lodger, she said she'll be in unless work calls her in", unc, "", ""},
	})
}

// TestAsleepButIn reads a night worker asleep in the window as in when
// being in is said after the sleep over a "but", or beside being in with
// how to wake them; asleep alone, in "but asleep", a doubt of waking or
// nobody to answer are not a confirmation.
func TestAsleepButIn(t *testing.T) {
	t.Parallel()
	yes, alt, unc, dd := confirm.IntentWillBeIn, confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentDifferentDay
	checkForSarah(t, []signerClassCase{
		{"I work nights so I'll be asleep but I'm in", yes, "", ""},
		{"I work nights so I'll be asleep but I'm in, knock loud", yes, "", "knock loud"},
		{"Yes. I work nights so I'll be asleep but I'm in, just bang on the door hard", yes, "", "just bang on the door hard"},
		{"I'll be asleep but in, knock loud", yes, "", "knock loud"},
		{"I'll be asleep but I'll be in", yes, "", ""},
		{"Yes I'm on nights so I'll be asleep but I'm in, bang on the door", yes, "", "bang on the door"},
		{"I work nights but I'll be in, just knock hard", yes, "", "just knock hard"},
		{"yes I'm in, on nights so I'll be asleep, knock loud", yes, "", "knock loud"},
		{"I'm on nights so I'll be asleep but my flatmate Ollie will be up", alt, "Ollie", ""},
		// asleep and nothing more, asleep said last, doubts
		{"I'll be asleep", unc, "", ""},
		{"I'll be in but asleep", unc, "", ""},
		{"yes i'll be in but asleep so knock loud", unc, "", "knock loud"},
		{"I'll be in but I'll probably be asleep", unc, "", ""},
		{"I'm on nights so might not hear the door", unc, "", ""},
		{"I'm on nights so I'll be asleep but I might be in", unc, "", ""},
		{"I work nights so I'll be asleep but I'm in if I'm not called in", unc, "", ""},
		{"I'm on nights so I'll be asleep, won't hear the door", dd, "", ""},
		{"I'm on nights so I'll be asleep, could you do an afternoon", dd, "", ""},
		{"I'm on nights so I'll be asleep but nobody will answer", unc, "", ""},
		{"I'll be in but asleep, just leave it", unc, "", ""},
		{"I'll be asleep, just leave it", unc, "", ""},
		{"I work nights so I'll be asleep, just leave it please", dd, "", ""},
		{"I'm in but I'm not signing for anything", dd, "", ""},
		{"I'm in but I won't sign for it", dd, "", ""},
	})
}

// TestOnCallAtHome reads being on a call or a video call beside being in
// as a doing inside the home; an hour, a doubt, "on call" or no one said
// to be in are read as before.
func TestOnCallAtHome(t *testing.T) {
	t.Parallel()
	yes, unc := confirm.IntentWillBeIn, confirm.IntentUnclear
	checkForSarah(t, []signerClassCase{
		{"Yes I'm in, I'll be on a work call but I'll get the door", yes, "", ""},
		{"Yes I'll be in, I'll be on a call so knock loud", yes, "", "knock loud"},
		{"Yes I'll be in but I'm on calls all morning so please just knock", yes, "", "please just knock"},
		{"Yes I'll be in, I'll be on a zoom so knock loud", yes, "", "knock loud"},
		{"yes home all morning, on a video call so knock loud", yes, "", "knock loud"},
		{"Yes I'll be in, on a call at 10", unc, "", ""},
		{"yes I'll be in, I'm on a call till 10", unc, "", ""},
		{"yes I'll be in, I'm on call", unc, "", ""},
		{"yes I'll be in but I'm on call all morning so knock", unc, "", ""},
		{"Yes I might be in, I'll be on a call", unc, "", ""},
		{"I'll be on a call", unc, "", ""},
		{"I'll be on a work call all morning", confirm.IntentDifferentDay, "", ""},
	})
}
