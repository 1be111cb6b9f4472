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
