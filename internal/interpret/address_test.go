package interpret

import "testing"

// TestAddressAfterYesNo: a word for the one written to after a yes or a no
// ("no bro", "yes bro", "nah mate") is no brother or sister who will sign:
// after a no it is never a confirmation, and after a yes it is the yes. A
// relation said with "my", or with a verb, is still a signer.
func TestAddressAfterYesNo(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "yes bro", want: "will_be_in"},
		{text: "ok bro", want: "will_be_in"},
		{text: "no bro i'm in", want: "will_be_in"},
		{text: "yes, my brother", want: "alternate_signer"},
		{text: "my bro will take it", want: "alternate_signer"},
		{text: "brother will be in", want: "alternate_signer"},
		{text: "vale tío", want: "will_be_in"},
		{text: "dale hermano", want: "will_be_in"},
		{text: "vale, mi tío estará", want: "alternate_signer"},
		{text: "da frate", want: "will_be_in"},
		{text: "sí tía", want: "will_be_in"},
		{text: "sí amigo", want: "will_be_in"},
		{text: "sí, mi tía", want: "alternate_signer"},
	})
	neverYes(t, []string{
		"no bro", "nah bro", "no brother", "no bro, not in", "no sis", "no mate", "nope bro",
		"no, brother", "vale tío, pero el martes no estoy", "no tío", "no tía", "no uncle",
	})
}
