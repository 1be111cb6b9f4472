package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestPunjabiAmNot: Punjabi "nahi haan" (am not) puts the verb haan after
// the no; it is never read as "no, yes". Habits of being (hunde haan) and
// coming back (wapas aavanga) in their persons, and "aa jaenge" after
// "kitne baje" or "kab", which asks when the crew comes rather than saying
// the writer will be back.
func TestPunjabiAmNot(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"haan ji main nahi haan", urAway, "", -1, ""},
		{"haan main nahi haan ghar", urAway, "", -1, ""},
		{"main kam te haan, ghar nahi haan", urAway, "", -1, ""},
		{"main Harjit nahi haan, galat number aa", confirm.IntentWrongPerson, "", -1, ""},
		{"assi ghar nahi hunde", urAway, "", -1, ""},
		{"haan ji, assi ghar hi hunde haan", urIn, "", -1, ""},
		{"mangal nu main ghar nahi hovanga, parson wapas aavanga", urAway, "", -1, ""},
		{"main 11 vaje wapas aavanga", urAway, "", -1, ""},
		{"hum 10 baje wapas aa jaenge", urAway, "", -1, ""},
	})
	for _, text := range []string{"kitne baje tak aa jaenge?", "kitne baje aa jaenge?", "kab aa jayenge", "kab tak pohanchenge?", "kinne vaje tak aa jaoge?"} {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if r.Intent != urAsk || r.Question != "time" {
			t.Errorf("%q read as %s question %q, want a time question: %s", text, r.Intent, r.Question, r.Reason)
		}
	}
}

// TestUrduPunjabiEverydayLoans: everyday words and the English ones mixed
// in (an operation, a meeting, an operator), "es hafte", "jaddon marzi"
// (whenever), ringing twice, a big lorry that cannot get down the street,
// a daughter-in-law (nuh), and "lod nahi" (no need), which cancels only
// beside a cancel; the same words beside an absence or alone never confirm.
func TestUrduPunjabiEverydayLoans(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"ji haan, tusi aa jao jaddon marzi", urIn, "", -1, ""},
		{"haanji, ghanti do vaar maarna", urIn, "", -1, ""},
		{"hanji ghar aan, gali tang aa vadda truck nahi aa sakda", urIn, "", -1, ""},
		{"es hafte assi ghar haan", urIn, "", -1, ""},
		{"meri nuh Preet le lavegi", urSigner, "Preet", -1, ""},
		{"meri nuh ghar hovegi", urSigner, "", -1, ""},
		{"kise operator nal gal karao", confirm.IntentWantsHuman, "", -1, ""},
		{"kisi operator se baat karao", confirm.IntentWantsHuman, "", -1, ""},
		{"hun lod nahi, cancel kar do", confirm.IntentCancel, "", -1, ""},
		{"hun lod nahi", urAsk, "", -1, ""},
		{"gali tang aa vadda truck nahi aa sakda", urAsk, "", -1, ""},
		{"jaddon marzi aao par main 10 vaje nikal jandi haan", urAway, "", -1, ""},
		{"es hafte assi bahar haan", urAway, "", -1, ""},
		{"mangal nu mera operation aa", urAway, "", -1, ""},
		{"mangal ko subah bachon ke school mein meeting hai", urAway, "", -1, ""},
	})
}
