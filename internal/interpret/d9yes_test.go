package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// d9yesRun reads each line as an SMS answer and checks whether it closes
// as confirmed (will_be_in or alternate_signer) or stays open.
func d9yesRun(t *testing.T, tests []struct {
	text    string
	confirm bool
}) {
	t.Helper()
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		ok := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner
		if ok != tt.confirm {
			t.Errorf("%q: got %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
		}
	}
}

// TestGladTears holds a yes with "omg" and tears of relief: they add
// nothing and take nothing away, so the words beside them decide.
func TestGladTears(t *testing.T) {
	t.Parallel()
	d9yesRun(t, []struct {
		text    string
		confirm bool
	}{
		{"omg yes finally!!! been waiting 9 weeks for this sofa 😭😭 i'll be in", true},
		{"omg yes 😭 I'll be in", true},
		{"omg yes I'll be home", true},
		{"yes!! 🥹 I'll be in", true},
		{"finally 😭 yes I'll be in tuesday", true},
		{"omg no I'm away", false},
		{"omg I'm at work 😭", false},
		{"omg yes but maybe 😭", false},
		{"😭 I'll be out", false},
		{"omg yes I'll be in unless I get called in 😭", false},
		{"yes 😭 I won't be in", false},
		{"omg I forgot, I'm away tuesday 😭", false},
	})
}

// TestGaveNumber holds someone answering for the customer who says how we
// came to write to them ("she gave you my number"): that is accounted
// for, and what they say about being in decides.
func TestGaveNumber(t *testing.T) {
	t.Parallel()
	d9yesRun(t, []struct {
		text    string
		confirm bool
	}{
		{"I'll be in, this is Tom, Sarah's husband. She gave you my number as she's away with work", true},
		{"I'm her husband, she's given you my number, I'll be in Tuesday", true},
		{"She gave you my number, yes I'll be in", true},
		{"this is Tom, she gave you my number, I'll be home all morning", true},
		{"this is Tom, Sarah's husband. She gave you my number, she's away with work", false},
		{"she gave you my number, I might be in", false},
		{"She gave you my number as she's away, I'll be in if I can", false},
		{"she gave you my number but I'm at work too", false},
		{"she gave you my number, not sure I'll be in", false},
	})
}

// TestNightsUp holds a night worker who says they are in and will be up
// through the morning: the shift is no absence. Being up alone, asleep, a
// doubt, another day or an hour are read as before.
func TestNightsUp(t *testing.T) {
	t.Parallel()
	d9yesRun(t, []struct {
		text    string
		confirm bool
	}{
		{"yeah i'm in all day i work nights so i'll be up", true},
		{"yes I'm in, I work nights so I'll be awake", true},
		{"yeah i'm in all day i'm on nights so i'll be up", true},
		{"I'll be home, I work lates so I'll be up", true},
		{"I'm in, I'm on nights so I'll be up anyway", true},
		{"I work nights so I'll be asleep, just leave it", false},
		{"yeah i'm in all day i work nights so i'll be asleep", false},
		{"yes I'm in, I work nights so I might be up", false},
		{"yes I'm in I work nights so I'll be up after 10", false},
		{"I might be in, I work nights so I'll be up", false},
		{"I'm in Wednesday, I work nights so I'll be up", false},
		{"we're not in, I work nights so I'll be up", false},
		{"i'm out all day i work nights so i'll be up", false},
	})
}

// TestWriterSaysWho holds a writer who says who they are ("I'm Tom", "I'm
// her husband") beside what they say of being in: the introduction is no
// presence, so an absence after it is read as one, never as a signer.
func TestWriterSaysWho(t *testing.T) {
	t.Parallel()
	d9yesRun(t, []struct {
		text    string
		confirm bool
	}{
		{"I'm Tom, I'll be in", true},
		{"I'm her husband, I'll be in", true},
		{"I'm her husband, Sarah's at work but I'll be in", true},
		{"I'm Tom, Sarah's husband, I'll be in", true},
		{"I'm Tom, no", false},
		{"I'm Tom, I won't be in", false},
		{"I'm Tom", false},
		{"I'm her husband, I'm at work too", false},
		{"I'm her husband, I won't be in either", false},
		{"She gave you my number, I'm her husband, I won't be in either", false},
		{"I'm her son", false},
		{"this is her husband, sarah's at work and so am i", false},
	})
}

// TestCanConfirm holds "can confirm" opening a yes beside a question: it
// confirms now, so the yes does not wait on the answer. A confirmation
// put off until the answer, a condition or a threat after the question
// keep the reply asked about.
func TestCanConfirm(t *testing.T) {
	t.Parallel()
	d9yesRun(t, []struct {
		text    string
		confirm bool
	}{
		{"Can confirm I'll be home. Will they take the old sofa away?", true},
		{"I can confirm I'll be in. Will they take the old sofa away?", true},
		{"Yes can confirm we'll be in. Will they take the packaging?", true},
		{"can confirm i'm in. will they take the old one away?", true},
		{"Yes I'll be in. Can you take the old sofa away? Need to know before I confirm", false},
		{"Will they take the old sofa away? Then I can confirm", false},
		{"Can confirm once I know. Will they take the old sofa away?", false},
		{"Can confirm I'll be home if they take the old sofa away. Will they?", false},
		{"I'll be in. Can you take the old one? I'll confirm then", false},
		{"can confirm i'm in. will they take the old one away? if not i'll cancel", false},
	})
}

// TestStayingWithCustomer holds a relation of the customer, who says who
// they are, staying with her and in on the day: at her home, so no
// window is narrowed. The customer's own stay, a person or a place after
// "her", a doubt or an absence are read as before. The customer is Sarah.
func TestStayingWithCustomer(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text    string
		confirm bool
	}{
		{"Hi, Sarah's mum here, I'm staying with her this week and I'll be in on Tuesday to take it", true},
		{"Sarah's mum here, I'm staying with her this week and I'll be in", true},
		{"this is her husband, I'm staying with her at the moment and I'll be in", true},
		{"Sarah's dad here, staying with her this week, I'll be in Tuesday", true},
		{"I'm staying with her this week but out Tuesday", false},
		{"Sarah's mum here, I'm staying with her this week but out Tuesday", false},
		{"I'm staying with her this week and I'll be in", false},
		{"Sarah's mum here, I'm staying with her mum this week and I'll be in", false},
		{"Sarah's mum here, I'm staying with her in Leeds and I'll be in", false},
		{"this is her husband, I'm staying with her this week, I might be in", false},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer", Customer: "Sarah"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		ok := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner
		if ok != tt.confirm {
			t.Errorf("%q: got %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
		}
	}
}

// TestKinNamedBeforeCustomer holds a writer naming themself before the
// customer's name and their relation to her, on a call with no break:
// "it's tom sarah's husband". Sarah is the customer, so Tom alone signs.
func TestKinNamedBeforeCustomer(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		intent confirm.Intent
		signer string
	}{
		{"it's tom sarah's husband yeah i'll be in", confirm.IntentAlternateSigner, "Tom"},
		{"this is tom sarah's husband i'll be in", confirm.IntentAlternateSigner, "Tom"},
		{"it's dave sarah's brother yes i'm in", confirm.IntentAlternateSigner, "Dave"},
		{"it's tom sarah's husband i won't be in", confirm.IntentDifferentDay, ""},
		{"it's tom sarah's husband i might be in", confirm.IntentUnclear, ""},
		{"it's tom sarah's husband we're both at work", confirm.IntentDifferentDay, ""},
		{"it's tom sarah's husband i'll be in if i'm back", confirm.IntentUnclear, ""},
		{"it's tom sarah's husband not sure yet", confirm.IntentUnclear, ""},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelCall, Expect: "answer", Customer: "Sarah"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != tt.intent || got.Signer != tt.signer {
			t.Errorf("%q: got %s signer %q (%s), want %s signer %q", tt.text, got.Intent, got.Signer, got.Reason, tt.intent, tt.signer)
		}
	}
}
