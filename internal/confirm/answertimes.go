package confirm

import (
	"cmp"
	"slices"
	"time"
)

// AnswerBucket is how many answered confirmations of a group have a time
// to the first reply in one bucket. A store numbers the buckets so that a
// larger number never holds a shorter time.
type AnswerBucket struct {
	Key    string // the group, as in StatsCounts.Key
	Bucket int
	Count  int64
}

// AnswerLookup is one time to the first reply a store finds exactly: the
// Rank-th shortest (from 1) among the answered confirmations of the group
// created from From to End whose time is in Bucket.
type AnswerLookup struct {
	Total     bool   // the group is the whole period; otherwise the group Key
	Key       string // the group; "" with Total
	P90       bool   // the 90th percentile; otherwise the median
	Bucket    int
	Rank      int64
	From, End time.Time
}

// AnswerLookups works out, from the buckets of q's period, where the
// nearest-rank median and 90th percentile of each group (and of the
// totals, first) are: rank ceil(n*p/100) of the group's n times, found in
// the bucket whose running count reaches it. With GroupDay a group's
// confirmations are those created on its day.
func AnswerLookups(q StatsQuery, buckets []AnswerBucket) []AnswerLookup {
	if !slices.IsSortedFunc(buckets, compareBuckets) {
		buckets = slices.Clone(buckets)
		slices.SortFunc(buckets, compareBuckets)
	}
	// The totals' buckets: the groups' added up by bucket (a map, since
	// grouped by day a year has some 37,000 entries and a few hundred
	// buckets).
	byBucket := map[int]int64{}
	for _, b := range buckets {
		byBucket[b.Bucket] += b.Count
	}
	totals := make([]AnswerBucket, 0, len(byBucket))
	for b, n := range byBucket {
		totals = append(totals, AnswerBucket{Bucket: b, Count: n})
	}
	slices.SortFunc(totals, func(a, b AnswerBucket) int { return cmp.Compare(a.Bucket, b.Bucket) })
	out := ranks(AnswerLookup{Total: true, From: q.From, End: q.End()}, totals)
	if q.GroupBy == GroupNone {
		return out
	}
	for len(buckets) > 0 {
		n := 1
		for n < len(buckets) && buckets[n].Key == buckets[0].Key {
			n++
		}
		l := AnswerLookup{Key: buckets[0].Key, From: q.From, End: q.End()}
		if q.GroupBy == GroupDay {
			if d, err := time.Parse(time.DateOnly, l.Key); err == nil {
				l.From, l.End = d, d.AddDate(0, 0, 1)
			}
		}
		out = append(out, ranks(l, buckets[:n])...)
		buckets = buckets[n:]
	}
	return out
}

// ranks locates the median and 90th percentile among one group's buckets,
// in order; none without a count.
func ranks(l AnswerLookup, buckets []AnswerBucket) []AnswerLookup {
	var n int64
	for _, b := range buckets {
		n += b.Count
	}
	if n <= 0 {
		return nil
	}
	var out []AnswerLookup
	for _, p90 := range []bool{false, true} {
		p := int64(50)
		if p90 {
			p = 90
		}
		rank := (n*p + 99) / 100
		for _, b := range buckets {
			if rank <= b.Count {
				l.P90, l.Bucket, l.Rank = p90, b.Bucket, rank
				out = append(out, l)
				break
			}
			rank -= b.Count
		}
	}
	return out
}

// SetAnswerTimes sets the median and 90th percentile of totals and groups
// from the times found for lookups (nil where none was found).
func SetAnswerTimes(totals *StatsCounts, groups []StatsCounts, lookups []AnswerLookup, millis []*int64) {
	byKey := map[string]*StatsCounts{}
	for i := range groups {
		byKey[groups[i].Key] = &groups[i]
	}
	for i, l := range lookups {
		g := totals
		if !l.Total {
			if g = byKey[l.Key]; g == nil {
				continue
			}
		}
		if l.P90 {
			g.P90Millis = millis[i]
		} else {
			g.MedianMillis = millis[i]
		}
	}
}

// FindAnswerTimes finds the times of lookups and sets them on totals and
// groups: the lookups of periods up to longer in one call of short (a
// day's group), the longer ones by at most maxLong at a time with long,
// each filling millis at the lookups' indexes it is given.
func FindAnswerTimes(totals *StatsCounts, groups []StatsCounts, lookups []AnswerLookup, longer time.Duration, maxLong int,
	short, long func(idx []int, millis []*int64) error) error {
	millis := make([]*int64, len(lookups))
	var near, far []int
	for i, l := range lookups {
		if l.End.Sub(l.From) > longer {
			far = append(far, i)
		} else {
			near = append(near, i)
		}
	}
	if err := short(near, millis); err != nil {
		return err
	}
	for len(far) > 0 {
		n := min(len(far), maxLong)
		if err := long(far[:n], millis); err != nil {
			return err
		}
		far = far[n:]
	}
	SetAnswerTimes(totals, groups, lookups, millis)
	return nil
}
