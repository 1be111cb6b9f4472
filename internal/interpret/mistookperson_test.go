package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestThoughtRealPerson holds "I thought you were a real person": it tells
// what the customer took the call for and asks for nobody, so the yes
// beside it confirms. A person asked for beside it, a no, a hedge, a
// condition or a child are read as ever.
func TestThoughtRealPerson(t *testing.T) {
	t.Parallel()
	yes := confirm.IntentWillBeIn
	checkReads(t, []readCase{
		{text: "oh hello sorry i thought you were a real person ha yes i'll be in tuesday morning no problem", call: true, want: yes},
		// look-alikes
		{text: "sorry i thought you were a human yes i'll be in", call: true, want: yes},
		{text: "oh i thought it was a real person haha yeah i'll be home tuesday", call: true, want: yes},
		{text: "oh i thought i was talking to a real person ha yes we'll be in", call: true, want: yes},
		{text: "oh sorry thought this was a real person lol yes I'm in", want: yes},
		{text: "sorry i thought you were an actual person yes my husband will be in", call: true, want: confirm.IntentAlternateSigner},
		{text: "ah sorry i assumed you were a real person yeah i'm in all morning", call: true, want: yes},
		{text: "hello oh i thought it was a real person ha yes i'll be home tuesday", call: true, want: yes},
		{text: "sorry i thought you were a real person put me through to one", call: true, want: confirm.IntentWantsHuman},
		{text: "i thought you were a real person, i want to talk to a human", want: confirm.IntentWantsHuman},
	})
	neverConfirms(t, []readCase{
		{text: "sorry i thought you were a real person put me through to one", call: true},
		{text: "i thought you were a real person can i speak to someone", call: true},
		{text: "oh i thought you were a real person i need a real person", call: true},
		{text: "i thought you were a real person i won't be in tuesday", call: true},
		{text: "i thought you were a real person ha yes i might be in", call: true},
		{text: "i thought you were a real person yeah right", call: true},
		{text: "i thought it was a real person my son will be in he's twelve", call: true},
		{text: "i thought you were a real person ha yes i'll be in if i'm back from work", call: true},
		{text: "is this a real person?"},
	})
}
