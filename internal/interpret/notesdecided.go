package interpret

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// notesBesides drops from notes the runs that are the very words an
// outcome was decided on, when that outcome ends the talk about the
// delivery: "pls remove me from your texts" is the opt-out, "you've got the
// wrong person" the wrong person, "call me please" the wish for a person;
// none of them tells the driver anything. Runs beside them stay ("wrong
// number; the parcel for no. 12 is next door" keeps its second run).
func (rd *reading) notesBesides(notes string, intent confirm.Intent, span [2]int) string {
	switch intent {
	case confirm.IntentOptOut, confirm.IntentWrongPerson, confirm.IntentWantsHuman, confirm.IntentCancel:
	default:
		return notes
	}
	if notes == "" || span[1] <= span[0] {
		return notes
	}
	var kept []string
	from := 0
	for _, run := range strings.Split(notes, "; ") {
		at := strings.Index(rd.text[from:], run)
		if at < 0 {
			kept = append(kept, run)
			continue
		}
		start, end := from+at, from+at+len(run)
		from = end
		if start < span[1] && span[0] < end {
			continue // the run is (part of) what decided the outcome
		}
		kept = append(kept, run)
	}
	return strings.Join(kept, "; ")
}
