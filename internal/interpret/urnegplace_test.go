package interpret

import "testing"

// TestUrduNegatedVerbBeforePlace: Urdu and Punjabi may put the place after
// a negated verb ("meri ammi nahi hongi ghar", mum will not be home); that
// is no one home, never "someone will be in", in every person and place
// word. The place after a verb that is not negated still confirms.
func TestUrduNegatedVerbBeforePlace(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"meri ammi nahi hongi ghar", urAway, "", -1, ""},
		{"meri ammi nahi hongi ghar pe", urAway, "", -1, ""},
		{"mera bhai nahi hoga ghar", urAway, "", -1, ""},
		{"mera pra nahi hovega ghar", urAway, "", -1, ""},
		{"mera beta ni hovega ghar te", urAway, "", -1, ""},
		{"koi nahi hoga ghar", urAway, "", -1, ""},
		{"assi nahi hovange ghar", urAway, "", -1, ""},
		{"haan ji main nahi hoon ghar", urAway, "", -1, ""},
		{"abbu nahi honge ghar par, ammi hongi", urAsk, "", -1, ""},
		{"mera bhai hoga ghar", urSigner, "", -1, ""},
		{"haan main hoon ghar", urIn, "", -1, ""},
	})
}
