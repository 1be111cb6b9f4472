package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestUrduPunjabiDayThenNo: a day with a no after it, in every spelling of
// the day and with ko, nu or wale din between ("mangalvaar ko nahi",
// "mangal wale din nahi", "mangal ni ji"), turns that day down; with the
// booked day it is never a yes. The day with a yes after it still confirms.
func TestUrduPunjabiDayThenNo(t *testing.T) {
	t.Parallel()
	checkUr(t, []urCase{
		{"mangalvaar ko nahi", urAway, "", -1, ""},
		{"mangal wale din nahi", urAway, "", -1, ""},
		{"mangal ni ji", urAway, "", -1, ""},
		{"mangalwaar nu ni", urAway, "", -1, ""},
		{"mangal nu bilkul ni", urAway, "", -1, ""},
		{"tuesday wale din nahi", urAway, "", -1, ""},
		{"mangal vale din nahi chalega", urAway, "", -1, ""},
		{"mangalvaar nu ghar hovange", urIn, "", -1, ""},
		{"haan ji mangal wale din ghar pe hoon", urIn, "", -1, ""},
	})
	for _, d := range []string{"mangal", "mangalvaar", "mangalwaar", "tuesday", "mngl"} {
		for _, p := range []string{"", "ko ", "nu ", "wale din "} {
			for _, n := range []string{"nahi", "ni", "nahi ji", "bilkul nahi", "naa"} {
				text := "haan ji, " + d + " " + p + n
				r := interpret(t, Input{Text: text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
				if r.Intent == urIn || r.Intent == urSigner {
					t.Errorf("%q read as %s: %s", text, r.Intent, r.Reason)
				}
			}
		}
	}
}
