package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// urCase is a reply in Urdu or Punjabi written in Latin letters, the
// intent it must be read as, and for a signer or a slot what it must name
// (slot -1 when none is checked). expect is what the customer was asked,
// "" for "will someone be in?".
type urCase struct {
	text   string
	want   confirm.Intent
	signer string
	slot   int
	expect string
}

func checkUr(t *testing.T, tests []urCase) {
	t.Helper()
	for _, tt := range tests {
		in := Input{Text: tt.text, Channel: confirm.ChannelSMS, Asked: corpusAsked}
		if tt.expect != "" {
			in.Asked = ""
			for i, n := range expectNames {
				if n == tt.expect {
					in.Expect = Expect(i)
				}
			}
		}
		r := interpret(t, in)
		switch {
		case r.Intent != tt.want:
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
		case tt.want == confirm.IntentAlternateSigner && !signerMatch(r.Signer, tt.signer):
			t.Errorf("%q signer %q, want %q", tt.text, r.Signer, tt.signer)
		case tt.slot >= 0 && r.Slot != tt.slot:
			t.Errorf("%q slot %d, want %d", tt.text, r.Slot, tt.slot)
		}
	}
}

const (
	urIn     = confirm.IntentWillBeIn
	urSigner = confirm.IntentAlternateSigner
	urMove   = confirm.IntentReschedule
	urAway   = confirm.IntentDifferentDay
	urAsk    = confirm.IntentUnclear
)

// TestPunjabiFutureVerbs: the Punjabi future in every person of being in
// (hovanga, howangi), staying (rahanga, rahange), waiting (karanga,
// karange) and taking it (le lavanga, le lainge); the same verbs after a
// no, a hedge or a condition never confirm.
func TestPunjabiFutureVerbs(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"haan main ghar rahanga", urIn, "", -1, ""},
		{"assi ghar rahange", urIn, "", -1, ""},
		{"ji main aap le lavanga", urIn, "", -1, ""},
		{"haan ji main khud le lunga", urIn, "", -1, ""},
		{"main wait karanga ji", urIn, "", -1, ""},
		{"ok ji assi intezar karange", urIn, "", -1, ""},
		{"haanji main ghar howangi", urIn, "", -1, ""},
		{"theek aa main le lawangi", urIn, "", -1, ""},
		{"mera putt le lavega", urSigner, "", -1, ""},
		{"guaandi Gurdeep le lainge", urSigner, "Gurdeep", -1, ""},
		{"meri kudi Simran ghar rahegi", urSigner, "Simran", -1, ""},
		{"bapu ji ghar rehnge", urSigner, "", -1, ""},
		// the absence and hedge twins
		{"main ghar nahi rahanga", urAway, "", -1, ""},
		{"assi ghar nahi rahange", urAway, "", -1, ""},
		{"main ghar ni howanga", urAway, "", -1, ""},
		{"main kam te rahangi", urAway, "", -1, ""},
		{"shayad main ghar rahanga", urAsk, "", -1, ""},
		{"je chhutti mili taan main le lavanga", urAsk, "", -1, ""},
		{"main le lavanga par pakka nahi", urAsk, "", -1, ""},
		{"pata nahi main le lawanga ke nahi", urAsk, "", -1, ""},
		{"main wait nahi karanga", urAsk, "", -1, ""},
		{"main nahi le lavanga", urAsk, "", -1, ""},
		{"guaandi nahi le lainge", urAsk, "", -1, ""},
	})
}

// TestPunjabiDaysFamilyAway: Punjabi day names and ordinals picking an
// offered slot, the family and neighbours as Punjabi speakers name them,
// and being away at a wedding or on holiday; a day turned down or a yes
// beside an absence never confirms.
func TestPunjabiDaysFamilyAway(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"dooja", urMove, "", 1, "slot"},
		{"teeja theek aa", urMove, "", 2, "slot"},
		{"2 number wala", urMove, "", 1, "slot"},
		{"duja wala", urMove, "", 1, "slot"},
		{"shukkarvar savere theek aa", urMove, "", 1, ""},
		{"mangal nu kam aa, budhvaar nu aa sakde o?", urMove, "", 0, ""},
		{"meri kudi ghar hovegi", urSigner, "", -1, ""},
		{"mera pra Sukhi ghar hovega oh le lavega", urSigner, "Sukhi", -1, ""},
		{"saade guaandi le lainge", urSigner, "", -1, ""},
		{"bapu ji ghar hone ne", urSigner, "", -1, ""},
		{"assi chhuttiyan te ja rahe aan", urAway, "", -1, ""},
		{"mangal nu viah te ja rahe aan", urAway, "", -1, ""},
		{"tuesday nu duty aa, ghar koi nahi", urAway, "", -1, ""},
		{"mangal nu duty aa", urAway, "", -1, ""},
		{"chhuttiyan te haan", urAway, "", -1, ""},
		{"haan par viah te jana aa", urAsk, "", -1, ""},
		{"haan... nahi, ruko, mangal nu taan kam aa", urAway, "", -1, ""},
		{"nahi ji, koi hor din rakh lao", urAway, "", -1, ""},
		{"ni ji", urAway, "", -1, ""},
	})
}
