package interpret

import "regexp"

// A remark the driver should have is kept whole, with how the customer
// ends it: "it's 3 flights up tho", "knock loud he'll have headphones on
// lol", "there is a lift but it's tiny", "we have a dog who barks a lot
// but is friendly", "please shut the front door behind you, she's a
// runner", "theres a loose dog next door (not ours) just be careful". The
// tail is taken only where it closes the remark (the reply or its
// sentence ends, or a comma follows), and only for the words below: a
// softening "tho" or "lol", "but" with a short word of what the thing is
// like, a word of care ("just be careful", "watch out"), or what a pet is
// ("she's a runner", "he's all mouth"). The notes are read after the
// intent is decided, so a tail kept here never changes what the reply
// means.
var (
	noteTailFiller = regexp.MustCompile(`^(?i)[ ,]*\b(tho|though|lol|lmao)\b`)
	noteTailBut    = regexp.MustCompile(`^(?i)[ ,]*\bbut\s+(?:(?:it|he|she|they)(?:'|’)?s\s+|(?:it|he|she) is\s+|is\s+|are\s+|(?:they|we)(?:'|’)?re\s+|(?:they|we) are\s+)?(?:very\s+|really\s+|so\s+|quite\s+|super\s+)?(friendly|harmless|gentle|soft|tiny|small|narrow|steep|old|slow|fine|ok|okay|safe|quiet|shy|lovely|soppy|daft)\b`)
	noteTailCare   = regexp.MustCompile(`^(?i)[ ,]*(?:(?:just|so|please)\s+)?(?:be careful|take care|watch out|mind out|beware)\b`)
	noteTailPet    = regexp.MustCompile(`^(?i)[ ,]*(?:he|she)(?:'|’)?s\s+(?:a|an|all)\s+(?:runner|escaper|escape artist|softie|jumper|mouth)\b`)
	noteTailClose  = regexp.MustCompile(`^\s*(?:[.!?,;)]|$)`)
)

// noteTail returns where the remark ending at end ends once its closing
// tail is taken (noteTailBut, noteTailCare, noteTailPet, noteTailFiller),
// or end when it has none.
func (rd *reading) noteTail(end int) int {
	for {
		var m []int
		for _, re := range []*regexp.Regexp{noteTailBut, noteTailCare, noteTailPet, noteTailFiller} {
			if m = re.FindStringIndex(rd.text[end:]); m != nil {
				break
			}
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
