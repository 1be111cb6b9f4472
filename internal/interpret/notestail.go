package interpret

import "regexp"

// A remark the driver should have is kept whole, with how the customer
// ends it: "it's 3 flights up tho", "knock loud he'll have headphones on
// lol", "there is a lift but it's tiny", "we have a dog who barks a lot
// but is friendly". The tail is taken only where it closes the remark (the
// reply or its sentence ends, or a comma follows), and only for the
// words below: a softening "tho" or "lol", or "but" with a short word of
// what the thing is like. The notes are read after the intent is decided,
// so a tail kept here never changes what the reply means.
var (
	noteTailFiller = regexp.MustCompile(`^(?i)[ ,]*\b(tho|though|lol|lmao)\b`)
	noteTailBut    = regexp.MustCompile(`^(?i)[ ,]*\bbut\s+(?:(?:it|he|she|they)(?:'|’)?s\s+|(?:it|he|she) is\s+|is\s+|are\s+|(?:they|we)(?:'|’)?re\s+|(?:they|we) are\s+)?(?:very\s+|really\s+|so\s+|quite\s+|super\s+)?(friendly|harmless|gentle|soft|tiny|small|narrow|steep|old|slow|fine|ok|okay|safe|quiet|shy|lovely|soppy|daft)\b`)
	noteTailClose  = regexp.MustCompile(`^\s*(?:[.!?,;)]|$)`)
)

// noteTail returns where the remark ending at end ends once its closing
// tail is taken (noteTailFiller, noteTailBut), or end when it has none.
func (rd *reading) noteTail(end int) int {
	for {
		m := noteTailBut.FindStringIndex(rd.text[end:])
		if m == nil {
			m = noteTailFiller.FindStringIndex(rd.text[end:])
		}
		if m == nil {
			return end
		}
		next := end + m[1]
		if f := noteTailFiller.FindStringIndex(rd.text[next:]); f != nil {
			next += f[1] // "but it's tiny lol"
		}
		if !noteTailClose.MatchString(rd.text[next:]) {
			return end
		}
		end = next
	}
}
