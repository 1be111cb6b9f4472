package interpret

import (
	"strings"
	"unicode"
)

// slotPickWords make up a clause that only picks or weighs the offered
// slots: "the last one", "either 2 or 3, whichever is easier for you",
// "number 3 works". Such a clause, in answer to the slot list, tells the
// driver nothing, so it is never a note.
var slotPickWords = words(`the a one ones first second third fourth fifth last latter former final
	earliest latest earlier later 1st 2nd 3rd 4th 5th 1 2 3 4 5 6 7 8 9 no no. number num nr option options
	opt slot slots choice either or and whichever whatever any both of them those these that this is are be
	would will do go with take i i'll we we'll well i'd id like prefer preferably rather easier easiest
	best better good great fine ok okay okey works work suits suit suited ideal perfect lovely for you your
	us me please pls plz thanks thank ta cheers then it it's its all same to doesn't doesnt matter really
	mind not fussy bothered two three four five six seven eight nine`)

// onlyPicksSlots tells whether the words of s only pick or weigh slots.
func onlyPicksSlots(s string) bool {
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
	if len(fields) == 0 {
		return false
	}
	for _, f := range fields {
		if !slotPickWords[strings.Trim(f, "'")] && !dayNameWord(f) {
			return false
		}
	}
	return true
}

// dayNameWord is a day or part of a day a slot is picked by.
func dayNameWord(w string) bool {
	switch w {
	case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"mon", "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "sat", "sun",
		"morning", "afternoon", "am", "pm", "day":
		return true
	}
	return false
}

// withoutSlotPicks drops from the notes of a reply to the slot list the
// clauses that only pick a slot: "the last one, leave it in the porch"
// keeps "leave it in the porch".
func withoutSlotPicks(notes string) string {
	var runs []string
	for _, run := range strings.Split(notes, "; ") {
		var kept []string
		for _, part := range strings.Split(run, ", ") {
			if !onlyPicksSlots(part) {
				kept = append(kept, part)
			}
		}
		if len(kept) > 0 {
			runs = append(runs, strings.Join(kept, ", "))
		}
	}
	return strings.Join(runs, "; ")
}

// withoutIrony drops the notes said in the sentence that was read as
// ironic ("Oh great, another 4 hour window 🙄"): mockery tells the driver
// nothing. An instruction in another sentence stays.
func (rd *reading) withoutIrony(notes string, span [2]int) string {
	if notes == "" || span[1] <= span[0] {
		return notes
	}
	from, to := span[0], span[1]
	for from > 0 && !strings.ContainsRune(".!?\n", rune(rd.text[from-1])) {
		from--
	}
	for to < len(rd.text) && !strings.ContainsRune(".!?\n", rune(rd.text[to])) {
		to++
	}
	var kept []string
	at := 0
	for _, run := range strings.Split(notes, "; ") {
		i := strings.Index(rd.text[at:], run)
		if i < 0 {
			kept = append(kept, run)
			continue
		}
		start := at + i
		at = start + len(run)
		if start >= from && start < to {
			continue
		}
		kept = append(kept, run)
	}
	return strings.Join(kept, "; ")
}
