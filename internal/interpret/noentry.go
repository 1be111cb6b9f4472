package interpret

// A yes beside a plain statement that the driver cannot get in is no
// confirmation: "yes, the intercom's broken so you won't be able to get in
// anyway", "yes I'm in but you can't get in". The way in is shut and
// nobody says how else, so the yes is asked about. The same words with a
// way round after them ("you can't get in the front, use the side gate")
// name a part of the home and stay an instruction: the rule holds only
// when nothing but "anyway", "at all" or "though" follows the way in.

// noEntryWho are who may be told they cannot get in.
var noEntryWho = words(`you they he she driver drivers van lads guys crew courier anyone anybody nobody`)

// noEntryTail may close the clause after the way in.
var noEntryTail = words(`anyway anyhow though tho at all`)

// noEntryWhat is the Reason for one.
const noEntryWhat = "says the driver cannot get in"

// noEntry reports at s.toks[i] a statement that someone coming cannot get
// in ("you will not be able to get in", "you can not get in", "they will
// not get in"), and where it ends.
func noEntry(s sentence, i int) (int, bool) {
	ts := s.toks
	if !noEntryWho[ts[i].w] {
		return 0, false
	}
	same := func(j int) bool { return j < len(ts) && s.clause[j] == s.clause[i] }
	j := i + 1
	switch {
	case same(j+1) && ts[j].w == "will" && ts[j+1].w == "not":
		j += 2
	case same(j+1) && ts[j].w == "can" && ts[j+1].w == "not":
		j += 2
	default:
		return 0, false
	}
	if same(j+2) && ts[j].w == "be" && ts[j+1].w == "able" && ts[j+2].w == "to" {
		j += 3
	}
	if !same(j+1) || ts[j].w != "get" || !getIn[ts[j+1].w] {
		return 0, false
	}
	j += 2
	for same(j) && noEntryTail[ts[j].w] {
		j++
	}
	if same(j) {
		return 0, false // "you can't get in the front, use the side gate"
	}
	return j, true
}

// The customer who cannot hear the driver, with no other way to reach
// them asked for, is as hard to reach as a shut door: "yes I'll be in, but
// the buzzer doesn't work and I can't hear knocking" is asked about, while
// "I can't hear the door so ring me when you're outside" is an
// instruction.

// contactWays are the ways the driver may reach the customer other than the
// door.
var contactWays = words(`call ring rang phone text txt message whatsapp mobile shout buzz bang`)

// hearSubjects may come before "can't hear": the customer, the one answered
// for, or none after a link ("but can't hear").
var hearSubjects = words(`i we she he they but and so`)

// selfCannotHear returns the negation, as written, of "I can't hear" or "we
// can't hear" in ts.
func selfCannotHear(ts []token) string {
	for i, t := range ts {
		if t.w != "not" || i < 1 || ts[i-1].w != "can" && ts[i-1].w != "could" && ts[i-1].w != "will" {
			continue
		}
		// the subject may be dropped after a yes ("yes I'm in but can't
		// hear the door"), or be the one in, answered for ("she can't hear")
		if (i == 1 || hearSubjects[ts[i-2].w]) && i+1 < len(ts) && ts[i+1].w == "hear" {
			return t.raw
		}
	}
	return ""
}

// contactAsked reports a way to reach the customer other than the door
// asked for anywhere in the reply: "ring me", "give me a call".
func (rd *reading) contactAsked() bool {
	for _, t := range rd.all {
		if contactWays[t.w] {
			return true
		}
	}
	return false
}

// selfCannotReach returns the negation of a clause in which the customer
// cannot open, answer or sign (selfCannot), or cannot hear the driver with
// no other way to reach them asked for.
func (rd *reading) selfCannotReach(ts []token) string {
	if w := selfCannot(ts); w != "" {
		return w
	}
	if w := selfCannotHear(ts); w != "" && !rd.contactAsked() {
		return w
	}
	return ""
}
