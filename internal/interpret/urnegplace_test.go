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

// TestPunjabiHabitsAndInstead: Punjabi present habits and going (ghar ton
// kam karda haan, nikal janda, ja reha), older and younger relations, the
// in-laws, waiting (udeek), and "X di jagah" / "X ke bajaye" (instead of X),
// which turns day X down and is never a yes to it; not being able to
// confirm yet is asked about.
func TestPunjabiHabitsAndInstead(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"haanji ghar ton kam karda haan", urIn, "", -1, ""},
		{"haanji assi tuhadi udeek karange", urIn, "", -1, ""},
		{"ji main ghar hi milanga", urIn, "", -1, ""},
		{"mera vada munda Karan ghar hovega", urSigner, "Karan", -1, ""},
		{"mera chhota pra ghar hovega", urSigner, "", -1, ""},
		{"mere sohre ghar hovange", urSigner, "", -1, ""},
		{"main nahi hovangi, guaandan Jasmeet le lavegi", urSigner, "Jasmeet", -1, ""},
		{"main savere 7 vaje nikal janda haan", urAway, "", -1, ""},
		{"nahi yaar, mangal nu taan aukha aa", urAway, "", -1, ""},
		{"mangal di jagah jumma kar do", urAway, "", -1, ""},
		{"mangal ke bajaye jumma kar dein", urAway, "", -1, ""},
		{"tuesday di jagah friday", urAway, "", -1, ""},
		{"ghar ton kam karda haan, pakka nahi", urAsk, "", -1, ""},
		{"abhi confirm nahi kar sakta", urAsk, "", -1, ""},
		{"confirm ni kar sakda", urAsk, "", -1, ""},
		{"shayad main udeek karanga", urAsk, "", -1, ""},
	})
}
