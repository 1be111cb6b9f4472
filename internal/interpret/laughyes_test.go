package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestLaughBesideYes holds a laugh at a joke of the customer's own about
// their age or health, or about the one who will sign, in a clause of its
// own beside a firm yes: it is no irony about the yes. A laugh just after
// the yes, an eye-roll, a scoff, a joke about the wait or about us, a
// child or a hedge are never confirmed.
func TestLaughBesideYes(t *testing.T) {
	t.Parallel()
	yes, other := confirm.IntentWillBeIn, confirm.IntentAlternateSigner
	checkReads(t, []readCase{
		{text: "Well where else would I be, I'm 89 and my hip's done in 😂 Yes I'm in", want: yes},
		{text: "my dad'll be in, dont let him talk your ear off 😂 hes deaf in one ear so knock hard", want: other, notes: "dad; knock hard"},
		// look-alikes
		{text: "Yes I'm in, I'm 92 and my knees don't work 😂", want: yes},
		{text: "I'm 80 and never go out 🤣 so yes I'm in", want: yes},
		{text: "I'm 89 and my hip's done in 😂 Yes I'm in", want: yes},
		{text: "Of course I'm in, I'm 93 with a bad knee 😂", want: yes},
		{text: "my mum will be there, she's 84 and a bit deaf 😂 knock loud", want: other, notes: "knock loud"},
		{text: "my husband will be in, he'll talk your ear off 😂 ring the bell", want: other, notes: "ring the bell"},
		{text: "my wife will be in, don't let her talk your ear off 🤣", want: other},
		{text: "my nan will be in, she's 90 and deaf as anything 😂 knock hard", want: other, notes: "knock hard"},
		{text: "where else would we be lol we're always in", want: yes},
	})
	neverConfirms(t, []readCase{
		{text: "yeah right 😂"},
		{text: "oh I'll definitely be in 🙄😂"},
		{text: "😂 as if"},
		{text: "Yes I'm in 😂"},
		{text: "definitely be in 😂😂"},
		{text: "where else would i be", call: true},
		{text: "Of course I'll be in, where else would I be, it's not like I have a job or anything 🙄"},
		{text: "sure my husband will be in, he loves waiting in for you lot 😂"},
		{text: "yes I'm in, said no one ever 😂"},
		{text: "yes I'll be in, as if you'll turn up 😂"},
		{text: "my son will be in, he's twelve 😂"},
		{text: "I'm 89 and my hip's done in 😂 I might be in"},
		{text: "my dad might be in, he's deaf in one ear 😂"},
		{text: "I'm 89 and my hip's done in 😂 so no I won't be in"},
		{text: "oh my son will definitely be in 🙄😂"},
	})
}
