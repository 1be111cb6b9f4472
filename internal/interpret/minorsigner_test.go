package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

type minorCase struct {
	text     string
	channel  confirm.Channel
	want     confirm.Intent
	question Question // checked when not empty
}

// TestMinorSignerInWords: a signer said to be a child in any words, an age
// with a word before it ("he's only twelve", "not 18 yet"), a school year
// ("she's in year 9"), a school ("he's at primary school") or a word
// ("underage", "still a minor", "just a boy"), is never a confirmation, on
// a call as in a text and in the glossed languages. A question run on
// after it on a call ("he's only twelve can he sign for it") is asked as
// the question it is. An adult's age, spelled or not, and children beside
// a customer who is in still confirm (minorage.go).
func TestMinorSignerInWords(t *testing.T) {
	t.Parallel()
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	unclear, alt, in := confirm.IntentUnclear, confirm.IntentAlternateSigner, confirm.IntentWillBeIn
	tests := []minorCase{
		// the day's line
		{"my son will be home but he's only twelve can he sign for it", call, unclear, QuestionOther},
		// said otherwise: never a confirmation
		{"my son will be in he's only twelve", call, unclear, ""},
		{"My son will be in, he's only 12", sms, unclear, ""},
		{"my daughter will sign, she's just fourteen", sms, unclear, ""},
		{"my son will be in but he's only 16", sms, unclear, ""},
		{"my nephew will be in he's still only fifteen", call, unclear, ""},
		{"my son is only 12 and he'll be in", sms, unclear, ""},
		{"my son will sign, he's not 18 yet", sms, unclear, ""},
		{"my son will sign he isnt 18", sms, unclear, ""},
		{"my son will sign, he's under 18", sms, unclear, ""},
		{"my daughter will be in, she's nearly 18", sms, unclear, ""},
		{"my son will be in, he's sixteen", sms, unclear, ""},
		{"my son will be in he's over 16", sms, unclear, ""},
		{"my son will be in, he's about 15", sms, unclear, ""},
		{"my son will sign, he's just a kid", sms, unclear, ""},
		{"my son will be in he's just a boy can he sign", call, unclear, QuestionOther},
		{"my daughter's in year 9, she'll be in", sms, unclear, ""},
		{"my son will be home he's in year eight", call, unclear, ""},
		{"my daughter will be in shes in yr 10", sms, unclear, ""},
		{"my son will be in, he's in y9", sms, unclear, ""},
		{"my son will be in, he's in 7th grade", sms, unclear, ""},
		{"my son will be in, he's at primary school", sms, unclear, ""},
		{"my son will be in he goes to high school", call, unclear, ""},
		{"my daughter will be in, she's in sixth form", sms, unclear, ""},
		{"my grandson, he's still at school, he'll take it", sms, unclear, ""},
		{"my son will be in, he's underage", sms, unclear, ""},
		{"my son will be in, he's under age", sms, unclear, ""},
		{"my son will sign, he's still a minor", sms, unclear, ""},
		{"my son will sign he's too young", sms, unclear, ""},
		{"my son will be in, he's not old enough", sms, unclear, ""},
		{"my son will be in, he's not an adult", sms, unclear, ""},
		{"my son will be in, he's a youngster", sms, unclear, ""},
		{"my daughter will be in she's fourteen can she sign", call, unclear, QuestionOther},
		{"my son will be in he's in year nine can he take it", call, unclear, QuestionOther},
		{"mio figlio sarà a casa, è minorenne", sms, unclear, ""},
		{"mon fils sera là, il est mineur", sms, unclear, ""},
		{"mój syn będzie w domu, jest niepełnoletni", sms, unclear, ""},
		{"fiul meu va fi acasă, e minor", sms, unclear, ""},
		{"mera beta ghar par hoga, woh nabaligh hai", sms, unclear, ""},
		{"mi hijo firmará, es menor de edad", sms, unclear, ""},
		// the customer in with only a child mentioned: asked, not confirmed
		{"Yes I'll be in. Just out of interest does someone have to sign, my son might answer the door and he's 15", sms, unclear, QuestionMustBeIn},
		// adults and children beside the customer still confirm
		{"my son, he's 25, will sign", sms, alt, ""},
		{"my son is twenty two and will be in", sms, alt, ""},
		{"my son will be in, he's 19", sms, alt, ""},
		{"my son will be home he's twenty", call, alt, ""},
		{"I'll be in with the kids", sms, in, ""},
		{"yes i'll be in with the kids", call, in, ""},
		{"I'll be in, the kids are at school", sms, in, ""},
		{"yes I'll be in, the kids will be at school", sms, in, ""},
		{"my son will be in, he's only 10 minutes away", sms, alt, ""},
		{"my son will be in, he's around till 12", sms, alt, ""},
		{"my son will be in he's just 18", sms, alt, ""},
		{"my son will be in he's over 18", sms, alt, ""},
	}
	for _, tt := range tests {
		r := interpret(t, Input{Text: tt.text, Channel: tt.channel, Asked: corpusAsked})
		if r.Intent != tt.want {
			t.Errorf("%q (%s) read as %s, want %s: %s", tt.text, tt.channel, r.Intent, tt.want, r.Reason)
		}
		if tt.question != "" && r.Question != tt.question {
			t.Errorf("%q (%s): question %q, want %q", tt.text, tt.channel, r.Question, tt.question)
		}
	}
}
