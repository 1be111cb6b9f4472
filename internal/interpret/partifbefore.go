package interpret

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// A yes on condition that the van comes before an hour, because the
// customer goes out at that hour, states the absence firmly: "yes if it's
// before 11, I've got to go out then" is out from 11, a part of the
// window, and turns it down. The condition alone ("yes if they come before
// 10"), a doubt about going out ("I might go out then"), or someone else
// going out is still asked about.

// ifBeforeAway returns the day turned down for a reply that makes its yes
// hang on an hour inside the window and says the customer goes out then.
func (rd *reading) ifBeforeAway(fs []fact) (finding, bool) {
	if rd.in.Expect != ExpectAnswer || rd.otherIn() {
		return finding{}, false
	}
	for _, x := range fs {
		if x.kind == factHedge || x.kind == factIrony || x.kind == factContradiction || x.kind == factQuestion {
			return finding{}, false
		}
	}
	for _, c := range rd.clauses {
		if c.question || asks(c) {
			return finding{}, false // "..., can they come early?" is asked about
		}
	}
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return finding{}, false
	}
	ifs := 0
	for _, t := range rd.all {
		if partDoubts[t.w] {
			if t.w != "if" {
				return finding{}, false // "if it's before 11, I might go out then"
			}
			ifs++
		}
	}
	if ifs != 1 {
		return finding{}, false
	}
	for _, s := range rd.vsents() {
		hour := false
		for i, t := range s.toks {
			if t.w != "before" {
				continue
			}
			ts, k := clauseToks(s, i)
			if !containsWord(ts[:k], "if") {
				continue
			}
			if m, ok := hourAfterBound(ts, k); ok && m >= from+15 && m <= to-15 {
				hour = true
			}
		}
		if !hour {
			continue
		}
		for i, t := range s.toks {
			if t.w != "then" {
				continue
			}
			ts, k := clauseToks(s, i)
			if containsWord(ts, "if") || anyWord(ts, partOthers) || anyWord(ts, relationSet) || anyWord(ts, partPast) {
				continue
			}
			away, _, neg, _ := marksBefore(ts[:k])
			if away && !neg {
				g := found(confirm.IntentDifferentDay, 0.75, partAwayWhat)
				g.quote = [2]int{ts[0].start, ts[len(ts)-1].end}
				g.what = partAwayWhat + " (" + strings.Join(strings.Fields(rd.text[ts[0].start:ts[len(ts)-1].end]), " ") + ")"
				return g, true
			}
		}
	}
	return finding{}, false
}
