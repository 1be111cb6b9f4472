package interpret

import "strconv"

// A few minutes away leaves the window as good as whole, as a quarter of
// an hour at either edge does: "pop out for the school run at 8:45 for
// about 15 mins" is asked about. Twenty minutes or more is a real part of
// the window: "I have to do the school run at 8.45 so I'll be gone about
// 20 mins" turns the window down.

// spanWords are minutes said as words, as on a call.
var spanWords = map[string]int{"five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30,
	"forty": 40, "fortyfive": 45, "fifty": 50, "sixty": 60}

// shortSpanIn reports a span of minutes in ts short enough to leave the
// window whole: no more than fifteen minutes, or minutes with no number
// ("a few minutes", "a couple of mins").
func shortSpanIn(ts []token) bool {
	for i, t := range ts {
		if !shortSpans[t.w] {
			continue
		}
		if i == 0 {
			return true
		}
		w := ts[i-1].w
		n, err := strconv.Atoi(w)
		if err != nil {
			m, ok := spanWords[w]
			if !ok {
				return true
			}
			n = m
		}
		if n <= 15 {
			return true
		}
	}
	return false
}
