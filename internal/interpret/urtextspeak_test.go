package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestUrduTextSpeak: Urdu as it is texted, "m" for main, "zrur", "kb",
// "ajaen", and "is din" (this day); the same shorthand beside an absence
// or a hedge never confirms.
func TestUrduTextSpeak(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"hn g m ghr pe hn", urIn, "", -1, ""},
		{"m ghar pe hun", urIn, "", -1, ""},
		{"ji hn zrur", urIn, "", -1, ""},
		{"zrur aa jao", urIn, "", -1, ""},
		{"hanji ajaen, main ghar hon", urIn, "", -1, ""},
		{"jee haan, main ghar par hon", urIn, "", -1, ""},
		{"is din main ghar pe hoon", urIn, "", -1, ""},
		{"m ghar pe nahi hun", urAway, "", -1, ""},
		{"nai m ghr nai hun", urAway, "", -1, ""},
		{"m kaam pe hun", urAway, "", -1, ""},
		{"is din nahi", urAway, "", -1, ""},
		{"is din mushkil hai, doosra din de dein", urAway, "", -1, ""},
		{"m shayad ghar pe hun", urAsk, "", -1, ""},
		{"zrur, lekin agar kaam se jaldi aa gaya", urAsk, "", -1, ""},
		{"ajao lekin agar main ghar hua", urAsk, "", -1, ""},
		{"ajaen par main ghar nahi hun", urAway, "", -1, ""},
	})
}

// TestPunjabiQuestionsAndAsks: Punjabi questions (who is this, what is
// coming, is it a scam, can the window be narrowed, when), the wrong
// number, a person to talk to, and the crew's instructions with "da" and
// "de" (of); a question or an instruction alone never confirms.
func TestPunjabiQuestionsAndAsks(t *testing.T) {
	t.Parallel()
	questions := []struct {
		text string
		want Question
	}{
		{"eh kaun aa ji", "sender"},
		{"tusi kaun ho", "sender"},
		{"eh scam taan nahi", "scam"},
		{"ki deliver kar rahe o?", "items"},
		{"kehda saman aa", "items"},
		{"8 ton 12 bahut lamba time aa, ghat kar sakde o?", "window"},
		{"thoda kam kar sakte hain", "window"},
		{"kb aao ge?", "time"},
	}
	for _, q := range questions {
		r := interpret(t, Input{Text: q.text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if r.Intent != urAsk || r.Question != q.want {
			t.Errorf("%q read as %s question %q, want a %q question: %s", q.text, r.Intent, r.Question, q.want, r.Reason)
		}
	}
	checkUr(t, []urCase{
		{"eh mera number nahi, galti nal bheja", confirm.IntentWrongPerson, "", -1, ""},
		{"main koi order nahi kita", confirm.IntentWrongPerson, "", -1, ""},
		{"kise insaan nal gal karao", confirm.IntentWantsHuman, "", -1, ""},
		{"gal karni aa kise nal", confirm.IntentWantsHuman, "", -1, ""},
		{"cancel kar deo ji", confirm.IntentCancel, "", -1, ""},
		{"haanji ghar hovange, gate da code 4521 aa", urIn, "", -1, ""},
		{"haan ji, gaddi ghar de samne la dena", urIn, "", -1, ""},
		{"ji ghar haan, bell kharab aa, darwaza khadka dena", urIn, "", -1, ""},
		{"Waheguru ji ka khalsa, haanji ghar haan", urIn, "", -1, ""},
		{"gate da code 4521 aa", urAsk, "", -1, ""},
		{"darwaza khadka dena", urAsk, "", -1, ""},
		{"Waheguru ji ka khalsa, shayad ghar hovange", urAsk, "", -1, ""},
		{"gate da code 4521 aa par main ghar ni hovanga", urAway, "", -1, ""},
	})
}
