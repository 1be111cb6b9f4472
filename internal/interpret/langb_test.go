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

// TestLangbLeavingLater: someone in for the first part of the window who
// then leaves ("luego me voy", "depois saio", "poi esco", "après je pars")
// is asked about, never confirmed and never turned down.
func TestLangbLeavingLater(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "estaré en casa hasta las 10, después tengo que salir", want: "unclear"},
		{text: "sí, estoy hasta las diez y luego me voy a trabajar", want: "unclear"},
		{text: "sí, pero me voy a las once, luego tengo cita", want: "unclear"},
		{text: "sim, mas saio às 10", want: "unclear"},
		{text: "sì ma esco alle 10 e mezza", want: "unclear"},
		{text: "vou estar em casa até às 9, depois vou trabalhar", want: "unclear"},
		{text: "sim estou, dps tenho consulta", want: "unclear"},
		{text: "ci sono fino alle 11, poi vado al lavoro", want: "unclear"},
		{text: "sì ci sono, dopo ho il medico", want: "unclear"},
		{text: "je suis là jusqu'à 10h, ensuite je dois partir", want: "unclear"},
		{text: "oui jusqu'à 11h après j'ai rdv", want: "unclear"},
	})
	neverYes(t, []string{
		"sí, luego me voy", "no, luego me voy", "sim, depois vou embora",
		"sì, poi me ne vado", "oui, ensuite je m'en vais", "je serai là, je sors après",
	})
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
