package interpret

import "testing"

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
