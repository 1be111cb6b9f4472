package interpret

import "testing"

// TestTakePerson: taking a person somewhere ("I have to take my mum to
// hospital", "I'm taking my son to hospital") is being out, never the
// writer taking the parcel; taking it, the parcel or delivery still signs
// or confirms, and an outing past the window keeps the yes.
func TestTakePerson(t *testing.T) {
	t.Parallel()
	neverYes(t, []string{
		"I have to take my mum to hospital",
		"I'm taking my mum to hospital",
		"I need to take my dad to hospital",
		"I'm taking my son to hospital",
		"im taking my wife to the dentist",
		"I'm taking the kids to my mum's",
		"I'll be taking my husband to his appointment",
	})
	checkLangb(t, []langbCase{
		{text: "I'm taking my mum to hospital", want: "different_day"},
		{text: "I have to take my mum to hospital", want: "different_day"},
		{text: "my husband is taking it", want: "alternate_signer"},
		{text: "my husband will take it", want: "alternate_signer"},
		{text: "yes my son is taking delivery", want: "alternate_signer"},
		{text: "my mum is taking the parcel", want: "alternate_signer"},
		{text: "I'll take my parcel in", want: "will_be_in"},
		{text: "yes I'll be in, I'm taking my mum to hospital at 2", want: "will_be_in"},
	})
}
