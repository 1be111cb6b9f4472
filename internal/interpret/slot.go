package interpret

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// refKind says how a reply points at a slot.
type refKind int

const (
	refDay   refKind = iota // a weekday, a date, "tomorrow"
	refPart                 // a part of the day or a time: "morning", "12-4"
	refIndex                // a place in the numbered list: "2", "the second one", "the last"
	refAny                  // "any of them", "whichever"
)

// slotRef is one mention of a day or slot in a reply.
type slotRef struct {
	kind   refKind
	opts   []int // the offered options it fits
	booked bool  // it fits the booked slot
	neg    bool  // said of a slot that does not suit: "not Tuesday", "Friday's no good"
	// clash: a weekday and a date that name different days, "Friday
	// 28th" (the 28th is a Saturday): daydate.go
	clash  bool
	text   string
	clause int
	pos    int // index of its first word in the clause
	last   int // index of its last word
}

// dates holds the slots a reply is read against, parsed once.
type dates struct {
	today   time.Time // zero when unknown
	booked  time.Time
	bookedW confirm.Window
	opts    []time.Time // zero where an option's date does not parse
	windows []confirm.Window
	list    bool // the options were listed, so numbers count them
	shown   bool // the whole list was shown, not one slot offered on the call
}

func newDates(in Input) dates {
	d := dates{bookedW: in.Booked.Window, list: in.Expect == ExpectSlot || in.Expect == ExpectYesNoSlot, shown: in.Expect == ExpectSlot}
	d.today, _ = time.Parse(time.DateOnly, in.Today)
	d.booked, _ = time.Parse(time.DateOnly, in.Booked.Date)
	for _, o := range in.Options {
		t, _ := time.Parse(time.DateOnly, o.Date)
		d.opts = append(d.opts, t)
		d.windows = append(d.windows, o.Window)
	}
	return d
}

// fit returns the options whose date satisfies ok, and whether the booked
// date does.
func (d dates) fit(ok func(time.Time) bool) ([]int, bool) {
	var out []int
	for i, t := range d.opts {
		if !t.IsZero() && ok(t) {
			out = append(out, i)
		}
	}
	return out, !d.booked.IsZero() && ok(d.booked)
}

// fitWindow returns the options whose window satisfies ok, and whether the
// booked window does.
func (d dates) fitWindow(ok func(from, to int) bool) ([]int, bool) {
	var out []int
	for i, w := range d.windows {
		if f, t, good := minutes(w); good && ok(f, t) {
			out = append(out, i)
		}
	}
	f, t, good := minutes(d.bookedW)
	return out, good && ok(f, t)
}

// minutes reads a window as minutes since midnight.
func minutes(w confirm.Window) (from, to int, ok bool) {
	f, err1 := time.Parse("15:04", w.From)
	t, err2 := time.Parse("15:04", w.To)
	if err1 != nil || err2 != nil {
		return 0, 0, false
	}
	return f.Hour()*60 + f.Minute(), t.Hour()*60 + t.Minute(), true
}

// Parts of the day, as windows are classed: a window is a morning one if
// it starts before noon, an afternoon one if it runs past noon and starts
// before five, an evening one if it runs past five.
var partsOfDay = words(`morning mornings am early afternoon afternoons pm lunchtime midday noon evening
	evenings night tonight late later`)

func partFits(part string, from, to int) bool {
	switch part {
	case "morning", "mornings", "am", "early":
		return from < 12*60
	case "afternoon", "afternoons", "pm", "lunchtime", "later", "late":
		return to > 12*60 && from < 17*60
	case "midday", "noon":
		return from <= 12*60 && to > 12*60
	case "evening", "evenings", "night", "tonight":
		return to > 17*60
	}
	return false
}

// slotWords point into the list of options. refAt reads them; they are
// listed here so that a typo of one is read as it.
var slotWords = words(`option options slot slots choice last latest final earliest soonest middle
	either any both`)

// pick is what the mentions of slots in a reply point at.
type pick struct {
	opts     []int // the options that fit everything said
	booked   bool  // the booked slot fits what was said
	said     bool  // some slot was named positively
	conflict bool  // a day and a time were given that no option has together
	any      bool  // "any of them"
	dayNamed bool  // a day or date was named, not only a time or a number
	text     string
}

// choose combines the positive mentions: a day and a part of the day narrow
// each other ("Saturday afternoon"); two days widen ("Friday or Saturday").
func choose(refs []slotRef, n int) pick {
	var days, parts []slotRef
	var p pick
	var texts []string
	for _, r := range refs {
		if r.neg {
			continue
		}
		texts = append(texts, r.text)
		switch r.kind {
		case refDay, refIndex:
			days = append(days, r)
			if r.kind == refDay {
				p.dayNamed = true
			}
		case refPart:
			parts = append(parts, r)
		case refAny:
			p.any = true
		}
	}
	p.text = strings.Join(texts, ", ")
	if len(days) == 0 && len(parts) == 0 {
		if p.any {
			p.said = true
			p.opts = all(n)
		}
		return p
	}
	p.said = true
	partOpts, partBooked := all(n), true
	for _, r := range parts {
		partOpts = intersect(partOpts, r.opts)
		partBooked = partBooked && r.booked
	}
	if len(days) == 0 {
		p.opts, p.booked = partOpts, partBooked
		return p
	}
	dayOpts, dayBooked := all(n), true
	for _, r := range days {
		dayOpts = intersect(dayOpts, r.opts)
		dayBooked = dayBooked && r.booked
	}
	if len(dayOpts) == 0 && !dayBooked {
		if offListAlternative(days) {
			// "wednesday or thursday" with Thursday not offered: either
			// day would do, so no one slot is picked
			p.opts = nil
			return p
		}
		// the days disagree: any of them
		for _, r := range days {
			dayOpts = union(dayOpts, r.opts)
			dayBooked = dayBooked || r.booked
		}
	}
	p.opts = intersect(dayOpts, partOpts)
	p.booked = dayBooked && partBooked
	if len(p.opts) == 0 && !p.booked && (len(dayOpts) > 0 || dayBooked) && len(parts) > 0 {
		p.conflict = true
		p.opts = dayOpts
	}
	return p
}

func all(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func intersect(a, b []int) []int {
	var out []int
	for _, x := range a {
		if slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

func union(a, b []int) []int {
	out := slices.Clone(a)
	for _, x := range b {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	slices.Sort(out)
	return out
}

// slotText formats a slot for a Reason: "Friday 27 November, 08:00-12:00".
func slotText(s confirm.Slot) string {
	t, err := time.Parse(time.DateOnly, s.Date)
	if err != nil {
		return s.Date + ", " + s.Window.From + "-" + s.Window.To
	}
	return fmt.Sprintf("%s %d %s, %s-%s", t.Weekday(), t.Day(), t.Month(), s.Window.From, s.Window.To)
}

// conditionalPick holds a pick to the condition said with it: "Friday but
// only if it's after ten", "3 if they can come before 2pm", "saturday yeah
// if it's after one" pick nothing the van can keep to, so the reply is
// asked about, as a conditional yes is.
func (rd *reading) conditionalPick(f finding) finding {
	if f.intent != confirm.IntentReschedule {
		return f
	}
	if w := rd.narrowsPick(f.slot); w != "" {
		g := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("picks a slot but narrows it (%q): not a pick", w))
		g.doubt = DoubtCondition
		return g
	}
	for _, x := range rd.facts() {
		if x.kind == factCondition && x.what == conditionWhat && !rd.politeIf(x) {
			g := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("picks a slot on a condition (%q): not a pick", rd.words(&x)))
			g.quote = [2]int{x.start, x.end}
			g.doubt = DoubtCondition
			return g
		}
		if rd.lang == nil && x.kind == factHedge && (x.what == hedgeWhat || x.what == deferWhat) {
			// "maybe 3", "saturday hmm maybe i'd have to check with the
			// wife": a slot is booked on a firm pick only (in English: a
			// gloss of asking for a slot, "ho sakta hai", reads as "may be")
			g := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("picks a slot with a hedge (%q): not a pick", rd.words(&x)))
			g.quote = [2]int{x.start, x.end}
			g.doubt = DoubtHedge
			return g
		}
	}
	return f
}

// conditioned reports a condition proper in the reply, not an "if" that
// only asks for the slot.
func (rd *reading) conditioned() bool {
	for _, x := range rd.facts() {
		if x.kind == factCondition && x.what == conditionWhat && !rd.politeIf(x) {
			return true
		}
	}
	return false
}

// politeIfWords, after "if", ask whether the slot can be had rather than
// put a condition on being in: "if poss", "if you have it", "if that's
// ok", "if that's an option", "if it works for you", "jeśli można".
var politeIfWords = words(`if poss possible possibly you they we it that this is are have has got can could
	still ok okay alright fine available free convenient suits works there space room please at all one
	an option options doable for us me
	mozna można posible possivel possível possibile posibil puede pueden se pode`)

// politeIf reports a condition that is only "if" and the words of asking
// for the slot: "Saturday afternoon would suit us better if you have it".
func (rd *reading) politeIf(x fact) bool {
	ws := strings.Fields(strings.ToLower(rd.words(&x)))
	if len(ws) == 0 || ws[0] != "if" && ws[0] != "jesli" && ws[0] != "jeśli" && ws[0] != "si" && ws[0] != "se" && ws[0] != "dacă" && ws[0] != "daca" {
		return false
	}
	rest := rd.text[x.end:]
	if i := strings.IndexAny(rest, ".,;!?\n"); i >= 0 {
		rest = rest[:i]
	}
	for _, w := range strings.Fields(strings.ToLower(rest)) {
		w = strings.Trim(w, "'\"()")
		if !politeIfWords[w] && !politeIfWords[strings.ReplaceAll(w, "'s", "")] {
			return false
		}
	}
	return true
}

// narrowsPick finds a time bound inside the picked slot's window, said
// where nothing else is spoken of: "Friday but can it be after 10?",
// "Saturday please, I'm out till 1". A bound in a clause about another day
// ("Tuesday I work till 2, could it be Saturday?") is left alone. It
// returns the words, or "" for none.
func (rd *reading) narrowsPick(slot int) string {
	from, to, ok := minutes(rd.in.Options[slot].Window)
	if !ok {
		return ""
	}
	for ci, c := range rd.clauses {
		other := false
		for _, r := range rd.rs {
			if r.clause != ci || r.pos > 0 && windowBounds[c.toks[r.pos-1].w] {
				continue // the bound's own hour
			}
			if r.kind != refPart && (r.neg || !slices.Contains(r.opts, slot)) {
				other = true
			}
		}
		if other {
			continue
		}
		ts := c.toks
		for i, t := range ts {
			if !windowBounds[t.w] || t.w == "back" {
				continue
			}
			for j := i + 1; j < min(len(ts), i+4); j++ {
				w := ts[j].w
				if w == "about" || w == "around" || w == "roughly" || w == "half" || w == "the" || w == "at" {
					continue
				}
				m, ok := hourOrPlain(w)
				if !ok {
					break
				}
				if m < 7*60 {
					m += 12 * 60 // "till 5" means the afternoon
				}
				if ts[j-1].w == "half" {
					m += 30
				}
				if m > from && m < to {
					return rawSpan(ts[i : j+1])
				}
				break
			}
		}
	}
	return ""
}
