package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNotesLanguageNotRead: a reply in a language the reader does not read
// (German, Dutch, Turkish, ...) is asked about and carries no notes: its
// words are nothing the driver can follow. A language read keeps its
// instructions as written.
func TestNotesLanguageNotRead(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text  string
		notes string // "" when none; the intent of a language not read is never a confirmation
		read  bool
	}{
		{"Ja, ich bin am Dienstag zu Hause. Bitte vorher kurz anrufen.", "", false},
		{"Ja, ich bin zu Hause", "", false},
		{"Ja, ich bin da, Paket bitte beim Nachbarn abgeben", "", false},
		{"Ja, wir sind zu Hause. Bitte hinten klingeln", "", false},
		{"Ja klopt, ik ben er. Graag aanbellen bij nummer 12", "", false},
		{"Evet evde olacağım, kapıyı çalın", "", false},
		// languages read keep their notes
		{"Oui je serai là, sonnez deux fois", "sonnez deux fois", true},
		{"Tak, będę w domu. Proszę dzwonić domofonem", "Proszę dzwonić domofonem", true},
		{"yes I'll be in, ring twice", "ring twice", true},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Expect: ExpectAnswer})
		if res.Notes != tt.notes {
			t.Errorf("%q: notes %q, want %q (%s)", tt.text, res.Notes, tt.notes, res.Reason)
		}
		if !tt.read && (res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentAlternateSigner) {
			t.Errorf("%q: %s, want no confirmation (%s)", tt.text, res.Intent, res.Reason)
		}
	}
}
