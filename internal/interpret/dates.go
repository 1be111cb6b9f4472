package interpret

import (
	"strconv"
	"strings"
	"time"
)

func (d dates) index(n int) slotRef {
	if n < 1 || n > len(d.opts) {
		return slotRef{kind: refIndex}
	}
	return slotRef{kind: refIndex, opts: []int{n - 1}}
}

// dateAt reads a date at ts[k]: "27th", "27th of November", "November
// 27", "27 Nov", "26/11", "26/11/2026", "2026-11-26", "December", "the
// first of December". Day and month written with a slash are read day
// first, as in Britain, and then month first if that fits no slot.
func (d dates) dateAt(ts []token, k int) (slotRef, int) {
	if k >= len(ts) {
		return slotRef{}, 0
	}
	w := ts[k].w
	at := func(j int) string {
		if k+j < len(ts) && k+j >= 0 {
			return ts[k+j].w
		}
		return ""
	}
	// the day as a digit ordinal, a word ordinal (for "the first of"), or a
	// plain number next to a month.
	day := 0
	if n, ok := digitOrdinal(w); ok {
		day = n
	} else if o, ok := ordinals[w]; ok {
		day = o
	} else if isDigits(w) {
		day, _ = strconv.Atoi(w)
	}
	if day >= 1 && day <= 31 {
		// day then month: "27th of November", "27 Nov"
		j := 1
		if at(j) == "of" {
			j++
		}
		if m := months[at(j)]; m > 0 {
			return d.dayMonth(day, m), j + 1
		}
		// month then day comes from the month's side below; a bare digit
		// ordinal is a day of any month, unless it counts something else:
		// "2nd floor", "3rd door on the left".
		if ordinalNouns[at(1)] {
			return slotRef{}, 0
		}
		if _, ok := digitOrdinal(w); ok {
			return d.dayMonth(day, 0), 1
		}
		if _, ok := ordinals[w]; ok && d.list {
			return d.dayMonth(day, 0), 1
		}
		return slotRef{}, 0
	}
	if m, ok := months[w]; ok {
		// month then day: "November 27", "Nov 27th", "December the 1st"
		j := 1
		if at(j) == "the" {
			j++
		}
		v := 0
		if n, ok := digitOrdinal(at(j)); ok {
			v = n
		} else if isDigits(at(j)) {
			v, _ = strconv.Atoi(at(j))
		} else if o, ok := ordinals[at(j)]; ok {
			v = o
		}
		if v >= 1 && v <= 31 {
			return d.dayMonth(v, m), j + 1
		}
		if w == "may" || w == "march" || w == "mar" || monthNamed(strings.ToLower(ts[k].raw), at(-1), at(1)) {
			return slotRef{}, 0 // alone, these are verbs more often than months; "with Jan next door" is a person
		}
		opts, booked := d.fit(func(t time.Time) bool { return int(t.Month()) == m })
		return slotRef{kind: refDay, opts: opts, booked: booked}, 1
	}
	if iso, err := time.Parse(time.DateOnly, w); err == nil {
		opts, booked := d.fit(func(t time.Time) bool { return t.Equal(iso) })
		return slotRef{kind: refDay, opts: opts, booked: booked}, 1
	}
	if parts := splitDate(w); parts != nil {
		a, b := parts[0], parts[1]
		r := d.dayMonth(a, b)
		if len(r.opts) == 0 && !r.booked && a <= 12 {
			if alt := d.dayMonth(b, a); len(alt.opts) > 0 || alt.booked {
				r = alt
			}
		}
		if a > 31 || (b > 12 && a > 12) {
			return slotRef{}, 0
		}
		return r, 1
	}
	return slotRef{}, 0
}

// splitDate reads "26/11", "26.11", "26/11/2026" and "26-11" (where the
// first number is too big to be an hour) into day and month numbers.
func splitDate(w string) []int {
	sep := ""
	for _, s := range []string{"/", ".", "-"} {
		if strings.Contains(w, s) {
			sep = s
			break
		}
	}
	if sep == "" {
		return nil
	}
	fs := strings.Split(w, sep)
	if len(fs) < 2 || len(fs) > 3 {
		return nil
	}
	var out []int
	for _, f := range fs[:2] {
		if !isDigits(f) || len(f) > 2 {
			return nil
		}
		n, _ := strconv.Atoi(f)
		out = append(out, n)
	}
	if sep == "-" && out[0] <= 24 {
		return nil // a time range: "12-4"
	}
	if sep == "." && out[0] <= 24 && out[1] < 60 && len(fs) == 2 && out[1] > 12 {
		return nil // a time: "12.30"
	}
	if out[0] < 1 || out[1] < 1 {
		return nil
	}
	return out
}

// dayMonth is a date given as a day of the month and, if m > 0, a month.
func (d dates) dayMonth(day, m int) slotRef {
	opts, booked := d.fit(func(t time.Time) bool { return t.Day() == day && (m == 0 || int(t.Month()) == m) })
	return slotRef{kind: refDay, opts: opts, booked: booked}
}

// timeAt reads a time or a range of hours: "8am", "12pm", "12:00",
// "12-4", "12:00-16:00", "8 till 12", "12 to 4".
func (d dates) timeAt(ts []token, k int) (slotRef, int) {
	w := ts[k].w
	if from, to, ok := hourRange(w); ok {
		opts, booked := d.fitWindow(func(f, t int) bool { return hoursMatch(from, f) && hoursMatch(to, t) })
		return slotRef{kind: refPart, opts: opts, booked: booked}, 1
	}
	h, ok := hourOf(w)
	n := 1
	if !ok && isDigits(w) && k+1 < len(ts) && (ts[k+1].w == "am" || ts[k+1].w == "pm" || ts[k+1].w == "oclock") {
		v, _ := strconv.Atoi(w)
		if v >= 1 && v <= 12 {
			h, ok = v*60, true
			if ts[k+1].w == "pm" && v < 12 {
				h += 12 * 60
			}
			n = 2
		}
	}
	if !ok {
		if !isDigits(w) || k+2 >= len(ts) {
			return slotRef{}, 0
		}
		// "8 till 12", "twelve to four"
		if sep := ts[k+1].w; sep != "till" && sep != "to" {
			return slotRef{}, 0
		}
		a, _ := strconv.Atoi(w)
		b, err := strconv.Atoi(ts[k+2].w)
		if err != nil || a < 1 || a > 24 || b < 1 || b > 24 {
			return slotRef{}, 0
		}
		opts, booked := d.fitWindow(func(f, t int) bool { return hoursMatch(a*60, f) && hoursMatch(b*60, t) })
		booked = booked || d.covers(a, b)
		return slotRef{kind: refPart, opts: opts, booked: booked}, 3
	}
	// the end of a range names the window's end: "between 8am and 12pm"
	end := k > 0 && (ts[k-1].w == "and" || ts[k-1].w == "till" || ts[k-1].w == "until" || ts[k-1].w == "to")
	// an open span that holds the whole window: "from 7am" when it opens at
	// 8, "until 1pm" when it closes at 12
	from := k > 0 && (ts[k-1].w == "from" || ts[k-1].w == "since")
	until := k > 0 && (ts[k-1].w == "till" || ts[k-1].w == "until") && (k < 2 || !isTimeWord(ts[k-2].w))
	opts, booked := d.fitWindow(func(f, t int) bool {
		return f <= h && (h < t || end && h == t) || from && h <= f || until && h >= t
	})
	return slotRef{kind: refPart, opts: opts, booked: booked}, n
}

// ordinalNouns follow an ordinal that is not a day of the month.
var ordinalNouns = words(`floor floors storey flat door doors house houses gate turning turn left right
	building block time times person people attempt try go delivery`)

// hourOf reads "8am", "4pm", "12pm", "12:00", "16:00" as minutes.
func hourOf(w string) (int, bool) {
	suffix := ""
	if strings.HasSuffix(w, "am") || strings.HasSuffix(w, "pm") {
		suffix, w = w[len(w)-2:], w[:len(w)-2]
	}
	hh, mm := w, "0"
	if i := strings.IndexAny(w, ":."); i > 0 {
		hh, mm = w[:i], w[i+1:]
	} else if suffix == "" {
		return 0, false
	}
	h, err1 := strconv.Atoi(hh)
	m, err2 := strconv.Atoi(mm)
	if err1 != nil || err2 != nil || h > 23 || m > 59 {
		return 0, false
	}
	if suffix == "pm" && h < 12 {
		h += 12
	}
	if suffix == "am" && h == 12 {
		h = 0
	}
	return h*60 + m, true
}

// hourRange reads "12-4", "8-12", "12:00-16:00" as minutes.
func hourRange(w string) (int, int, bool) {
	i := strings.IndexByte(w, '-')
	if i <= 0 {
		return 0, 0, false
	}
	a, b := w[:i], w[i+1:]
	ha, ok1 := hourOrPlain(a)
	hb, ok2 := hourOrPlain(b)
	return ha, hb, ok1 && ok2
}

func hourOrPlain(s string) (int, bool) {
	s = strings.TrimSuffix(s, "ish") // "11ish" is about 11
	if h, ok := hourOf(s); ok {
		return h, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 24 {
		return 0, false
	}
	return n * 60, true
}

// hoursMatch compares a spoken hour with a window's: "4" is 16:00 as well.
func hoursMatch(said, window int) bool {
	return said == window || said+12*60 == window
}

// isTimeWord reports a word that can open a range of hours: "8", "8am",
// "12:00".
func isTimeWord(w string) bool {
	_, ok := hourOf(w)
	return ok || isDigits(w)
}
