package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestPunjabiSmallWords: the small Punjabi words that left a reply asked
// again: vi (also), ch (in), ohda (his, her), saara tabbar (the whole
// family), chahida (want), ethe nahi rehnda (does not live here), kol (at:
// the dentist), order khatam (cancel) and kinne bande (how many people).
// Beside an absence or a doubt they never confirm.
func TestPunjabiSmallWords(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"nahi ji, savere koi vi ghar nahi hunda", urAway, "", -1, ""},
		{"nahi, assi mangal nu shehar ch nahi hovange", urAway, "", -1, ""},
		{"mangal nu saara tabbar bahar ja reha", urAway, "", -1, ""},
		{"mainu mangal nu dentist kol jana aa", urAway, "", -1, ""},
		{"meri bhain te ohda gharwala ghar hovange", urSigner, "", -1, ""},
		{"mere vadde pra Kamaljit le lainge", urSigner, "Kamaljit", -1, ""},
		{"mainu refund chahida, sofa nahi chahida", confirm.IntentCancel, "", -1, ""},
		{"order khatam kar do", confirm.IntentCancel, "", -1, ""},
		{"main ethe hun nahi rehnda", confirm.IntentWrongPerson, "", -1, ""},
		{"haan ji assi vi ghar hovange", urIn, "", -1, ""},
		{"haan ji, ghar ch hi aan", urIn, "", -1, ""},
		{"shayad koi vi ghar na hove", urAsk, "", -1, ""},
		{"ohda pata nahi, main ghar ni hovanga", urAway, "", -1, ""},
	})
	r := interpret(t, Input{Text: "sofa nal kinne bande aaunge?", Channel: confirm.ChannelSMS, Asked: corpusAsked})
	if r.Intent != urAsk || r.Question != "carry" {
		t.Errorf("kinne bande read as %s question %q, want a carry question: %s", r.Intent, r.Question, r.Reason)
	}
}
