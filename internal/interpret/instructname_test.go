package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// nameCase is a reply and how it must read: with intent set, that intent,
// the signer (case and title spelling aside) and notes holding each of
// notes' "; "-parted runs; with intent empty, no confirmation at all, and
// never the signer named in notName.
type nameCase struct {
	text    string
	call    bool
	intent  confirm.Intent
	signer  string
	notes   string
	notName string
}

func checkNameCases(t *testing.T, cases []nameCase) {
	t.Helper()
	for _, c := range cases {
		ch := confirm.ChannelSMS
		if c.call {
			ch = confirm.ChannelCall
		}
		res := interpret(t, Input{Text: c.text, Channel: ch, Expect: ExpectAnswer})
		if c.notName != "" && signerMatch(res.Signer, c.notName) {
			t.Errorf("%q: signer %q is no one who will sign (%s)", c.text, res.Signer, res.Reason)
		}
		if c.intent == "" {
			if positive(res.Intent) && c.notName == "" {
				t.Errorf("%q: read as %s %q, must not confirm (%s)", c.text, res.Intent, res.Signer, res.Reason)
			}
			continue
		}
		if res.Intent != c.intent || !signerMatch(res.Signer, c.signer) || !notesMatch(res.Notes, c.notes) {
			t.Errorf("%q: got %s %q notes %q, want %s %q notes %q (%s)", c.text, res.Intent, res.Signer, res.Notes,
				c.intent, c.signer, c.notes, res.Reason)
		}
	}
}

// TestInstructionVerbNotName: the verb of an instruction for the driver
// ("Buzz flat 2B", "Ring number 4") opening its clause, or running on
// from a name on a call, is never taken for a person's name.
func TestInstructionVerbNotName(t *testing.T) {
	t.Parallel()
	alt, yes := confirm.IntentAlternateSigner, confirm.IntentWillBeIn
	checkNameCases(t, []nameCase{
		{text: "I'm in hospital for a procedure that day so my carer will be at the flat, her name is Grace Okafor. Buzz flat 2B",
			intent: alt, signer: "Grace Okafor", notes: "carer; Buzz flat 2B"},
		{text: "Im at work but my husband will be in, his name is Tomasz Nowak. Ring flat 4", intent: alt, signer: "Tomasz Nowak", notes: "husband; Ring flat 4"},
		{text: "My daughter will be in, her name is Zoe. Ring number 4", intent: alt, signer: "Zoe", notes: "daughter; Ring number 4"},
		{text: "I'm away so my mum will be there, she's called Brenda. Knock flat 3", intent: alt, signer: "Brenda", notes: "mum; Knock flat 3"},
		{text: "Not me but my partner will be in, he's called Ade. Press 12 on the intercom", intent: alt, signer: "Ade", notes: "partner; Press 12 on the intercom"},
		{text: "not in but my flatmate Kasia will be. Use the side door", intent: alt, signer: "Kasia", notes: "flatmate; Use the side door"},
		{text: "I'm in hospital that week but my carer Grace will be at the flat. Just ring flat 2B", intent: alt, signer: "Grace", notes: "carer; Just ring flat 2B"},
		{text: "yes I'll be in. Buzz flat 2B", intent: yes, notes: "Buzz flat 2B"},
		{text: "Yes in all day. Please buzz flat 9", intent: yes, notes: "Please buzz flat 9"},
		{text: "i'm at work but my son will be in his name is kieran buzz flat twelve", call: true, intent: alt, signer: "Kieran", notes: "son; buzz flat twelve"},
		{text: "my mum will be in her name's joan ring the bell", call: true, intent: alt, signer: "Joan", notes: "mum; ring the bell"},
		{text: "yes in. Buzz flat 7, the intercom is a bit temperamental so knock if it doesn't work", intent: yes, notes: "Buzz flat 7"},
		// twins: nobody said to be in, or someone only hedged, a child, or
		// a name that is only on a bell
		{text: "Buzz flat 2B"},
		{text: "Buzz me when you're outside"},
		{text: "Ring number 4"},
		{text: "Ring Dave's bell"},
		{text: "Yes I'm in. Ring Dave's bell", notName: "Dave"},
		{text: "I won't be in, my neighbour Pat won't either. Buzz flat 2B"},
		{text: "My son might be in. Knock flat 3"},
		{text: "Nobody in that day. Leave it at number 9"},
		{text: "My daughter will be in, her name is Zoe, she's 12. Ring flat 4"},
		{text: "Park outside flat 2 and buzz Grace, she might be in"},
		{text: "I'm away, her name is Grace Okafor. Buzz flat 2B"},
		{text: "my son will be in his name is kieran buzz flat twelve", call: true, notName: "Kieran Buzz"},
	})
}
