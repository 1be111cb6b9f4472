package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestUrduPunjabiNegatedBeingNeverYes: being in, staying and being found,
// in the Urdu and Punjabi persons and tenses, with a no before the verb or
// after the place, in either order ("meri ammi ghar nahi hovegi", "abbu
// nahi hunda ghar", "main ghare ni rahanga"): never a yes. The same verbs
// without the no confirm.
func TestUrduPunjabiNegatedBeingNeverYes(t *testing.T) {
	t.Parallel()
	subjects := []string{"main", "assi", "meri ammi", "mera pra", "abbu"}
	places := []string{"ghar", "ghar pe", "ghare", "ghar te", "ghar vich", "ghar mein"}
	verbs := []string{"hoon", "hoonga", "hovanga", "howangi", "hovange", "rahanga", "rehega", "hunda", "hunde haan", "milanga", "hoga", "hovegi"}
	for _, s := range subjects {
		for _, p := range places {
			for _, v := range verbs {
				for _, text := range []string{s + " " + p + " nahi " + v, s + " nahi " + v + " " + p, s + " " + p + " ni " + v} {
					r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
					if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
						t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
					}
				}
			}
		}
	}
	for _, text := range []string{"haan main ghare rahanga", "main ghar vich hovangi", "assi ghar te hunde haan", "haan ji main ghar mein milanga", "main ghar pe hi hoonga", "assi ghar hovange"} {
		if r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS, Asked: corpusAsked}); r.Intent != confirm.IntentWillBeIn {
			t.Errorf("%q read as %s, want will_be_in: %s", text, r.Intent, r.Reason)
		}
	}
}
