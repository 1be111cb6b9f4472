package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// langbCase is one reply in Spanish, Portuguese, Italian or French and the
// intent it must read as; signer and notes are checked when given.
type langbCase struct {
	text, want string
	signer     string // checked when not empty
	notes      string // the notes must contain it, when not empty
}

func checkLangb(t *testing.T, cases []langbCase) {
	t.Helper()
	for _, tt := range cases {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
			continue
		}
		if tt.signer != "" && r.Signer != tt.signer {
			t.Errorf("%q: signer %q, want %q: %s", tt.text, r.Signer, tt.signer, r.Reason)
		}
		if tt.notes != "" && !strings.Contains(strings.ToLower(r.Notes), strings.ToLower(tt.notes)) {
			t.Errorf("%q: notes %q, want them to hold %q: %s", tt.text, r.Notes, tt.notes, r.Reason)
		}
	}
}

// neverYes fails for any reply read as a confirmation.
func neverYes(t *testing.T, texts []string) {
	t.Helper()
	for _, text := range texts {
		r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if r.Intent == confirm.IntentWillBeIn || r.Intent == confirm.IntentAlternateSigner {
			t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
		}
	}
}

// TestLangbNameAfterVerb: a name written after the verb that opens its
// clause ("Ci sarà Luca", "lo recogerá Manolo el portero", "Recebe o
// Pedro") is the one who will sign; a name after "I will be" or after a
// negated verb is not.
func TestLangbNameAfterVerb(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Ci sarà Marta, io sono in ufficio", want: "alternate_signer", signer: "Marta"},
		{text: "estará Juan, yo trabajo", want: "alternate_signer", signer: "Juan"},
		{text: "no estaré pero estará Carlos", want: "alternate_signer", signer: "Carlos"},
		{text: "lo recibirá Pepe el portero", want: "alternate_signer", signer: "Pepe"},
		{text: "Recebe o Pedro, eu estou a trabalhar", want: "alternate_signer", signer: "Pedro"},
	})
	neverYes(t, []string{
		"No estará Juan", "non ci sarà Luca", "Pedro não vai estar",
		"ci sarà Luca forse", "estará Juan si puede",
	})
}
