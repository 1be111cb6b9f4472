package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// plrocyurCase is a reply in Polish, Romanian, Welsh or Urdu/Punjabi, the
// intent it must be read as and, when notes is not "-", the notes.
type plrocyurCase struct{ text, want, notes string }

func checkPlRoCyUr(t *testing.T, tests []plrocyurCase) {
	t.Helper()
	for _, tt := range tests {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS})
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
		}
		if tt.notes != "-" && r.Notes != tt.notes {
			t.Errorf("%q: notes %q, want %q", tt.text, r.Notes, tt.notes)
		}
	}
}

// TestYesThenOutAsked: a yes in for only part of the window, bounded by an
// hour before the going out ("yes but only till 10, then I go out",
// "come before 10 because I go out"), is never confirmed in any language;
// said firmly it turns the window down (partaway.go). An absence bounded by the hour itself
// ("I'm out till 10", "back at 11") or a going out with no hour still
// turns the day down.
func TestYesThenOutAsked(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"yes but only till 10, then I'm going out", "different_day", "-"},
		{"tak, ale tylko do 11, potem idę do pracy", "different_day", "-"},
		{"tak bede do 10 a potem wychodze", "different_day", "-"},
		{"da, dar doar pana la 10, apoi plec la serviciu", "different_day", "-"},
		{"ie, tan 10, wedyn dw i'n mynd i'r gwaith", "unclear", "-"},
		{"haan 11 baje tak, phir office jana hai", "unclear", "-"},
		{"haan lekin 10 se pehle aana kyunke phir main bahar jaungi", "unclear", "-"},
		{"yes, I'm out till 10", "different_day", "-"},
		{"tak, ale mam wizytę u dentysty", "different_day", "-"},
		{"da, dar am programare la medic", "different_day", "-"},
		{"ie ond bydda i nôl am 11", "different_day", "-"},
	})
}
