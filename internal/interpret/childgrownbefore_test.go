package interpret

import "testing"

// TestChildGrownBefore: a grown-up of the household who will be in with a
// child ("my husband will be home with the baby", "ma femme sera là avec le
// bébé", "żona będzie w domu z dzieckiem", "bydd fy ngŵr adre efo'r babi")
// signs; the child is company. A child with another child, a son whose
// age is not given, a relation "who is 15", or the grown-up hedged,
// bounded or on a condition is never a confirmation.
func TestChildGrownBefore(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "i am at work but my husband will be home with the baby", want: "alternate_signer"},
		{text: "my wife will be in with the kids", want: "alternate_signer"},
		{text: "my mum will be here with my daughter", want: "alternate_signer"},
		{text: "Dw i yn y gwaith ond bydd fy ngŵr adre efo'r babi", want: "alternate_signer"},
		{text: "Je serai au travail mais ma femme sera là avec le bébé", want: "alternate_signer"},
		{text: "Będę w pracy, ale żona będzie w domu z dzieckiem", want: "alternate_signer"},
		{text: "mio marito sarà a casa con il bambino", want: "alternate_signer"},
		{text: "my partner will be home with the children all morning", want: "alternate_signer"},
	})
	neverYes(t, []string{
		"my son will be home with the baby",
		"the kids will be home with the baby",
		"my husband might be home with the baby",
		"my husband will be home with the kids till 10",
		"my wife will be home with the baby if she is not at work",
		"my son will be home with my sister who is 15",
		"my sister who is 15 will be in with the baby",
		"maybe my mum will be in with the kids",
	})
}
