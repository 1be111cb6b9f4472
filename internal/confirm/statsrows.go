package confirm

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// StatsRow is what a store reads of one group's confirmations with one
// status, intent, delivery result and reason: how many there are, how
// many of them were answered and how many were reached on each channel.
// The figures need no more of the channels reached and the reply than
// these counts, so that a store keeps and reads a row for all the
// combinations of those (outcome_day_counts, a third as many rows).
type StatsRow struct {
	Key      string
	Status   Status
	Intent   Intent
	Result   DeliveryResult
	Reason   FailureReason
	Count    int64
	Answered int64    // of Count, those with a reply
	Reached  [3]int64 // of Count, those reached on each of Channels, in order
}

// AddRow adds the confirmations of r to c.
func (c *StatsCounts) AddRow(r StatsRow) {
	n := r.Count
	c.Created += n
	for i, ch := range Channels {
		c.Reached[ch] += r.Reached[i]
	}
	c.Answered += r.Answered
	c.ByStatus[r.Status] += n
	if r.Intent != "" {
		c.ByIntent[r.Intent] += n
	}
	if r.Result == "" {
		return
	}
	c.Reported += n
	failed := r.Result == ResultFailed
	if failed {
		c.Failed += n
		c.FailedBy[r.Reason] += n
	} else {
		c.Delivered += n
	}
	confirmed := r.Status == StatusConfirmed || r.Status == StatusRescheduled
	for _, cl := range FeedbackClasses {
		m := int64(0)
		switch cl {
		case ClassConfirmed:
			m = b2i(confirmed) * n
		case ClassUnreachable:
			m = b2i(r.Status == StatusUnreachable) * n
		case ClassUnanswered:
			m = n - r.Answered
		case ClassNotConfirmed:
			m = b2i(!confirmed) * n
		}
		c.ClassReported[cl] += m
		if failed {
			c.ClassFailed[cl] += m
		}
	}
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// Add adds the figures of o but its percentiles to c.
func (c *StatsCounts) Add(o StatsCounts) {
	c.Created += o.Created
	c.Answered += o.Answered
	c.Reported += o.Reported
	c.Delivered += o.Delivered
	c.Failed += o.Failed
	for k, v := range o.Reached {
		c.Reached[k] += v
	}
	for k, v := range o.ByStatus {
		c.ByStatus[k] += v
	}
	for k, v := range o.ByIntent {
		c.ByIntent[k] += v
	}
	for k, v := range o.FailedBy {
		c.FailedBy[k] += v
	}
	for k, v := range o.ClassReported {
		c.ClassReported[k] += v
	}
	for k, v := range o.ClassFailed {
		c.ClassFailed[k] += v
	}
}

// GroupRows adds up rows into one StatsCounts per key, ordered by key, and
// their totals. Several rows may carry the same values (kept counts and
// changes not yet folded into them, some negative); a group whose
// confirmations add up to none is left out.
func GroupRows(rows []StatsRow) (StatsCounts, []StatsCounts) {
	totals := NewStatsCounts("")
	var groups []StatsCounts
	index := map[string]int{}
	for _, r := range rows {
		i, ok := index[r.Key]
		if !ok {
			i = len(groups)
			index[r.Key] = i
			groups = append(groups, NewStatsCounts(r.Key))
		}
		groups[i].AddRow(r)
	}
	groups = slices.DeleteFunc(groups, func(g StatsCounts) bool { return g.Created == 0 })
	slices.SortFunc(groups, func(a, b StatsCounts) int { return cmp.Compare(a.Key, b.Key) })
	for _, g := range groups {
		totals.Add(g)
	}
	return totals, groups
}

// ParseAnswerBuckets reads the buckets of group key written as text, a
// bucket and its count after each other, separated by spaces ("312 4 313
// 1"), and appends them to to.
func ParseAnswerBuckets(to []AnswerBucket, key, text string) ([]AnswerBucket, error) {
	f := strings.Fields(text)
	if len(f)%2 != 0 {
		return to, fmt.Errorf("answer buckets of %s: %d numbers, not pairs", key, len(f))
	}
	for i := 0; i < len(f); i += 2 {
		b, err := strconv.Atoi(f[i])
		if err != nil {
			return to, fmt.Errorf("answer buckets of %s: %w", key, err)
		}
		n, err := strconv.ParseInt(f[i+1], 10, 64)
		if err != nil {
			return to, fmt.Errorf("answer buckets of %s: %w", key, err)
		}
		to = append(to, AnswerBucket{Key: key, Bucket: b, Count: n})
	}
	return to, nil
}

// JoinAnswerBuckets puts the buckets of each group (a group's may come
// in several parts: its kept counts and the changes not folded into them
// yet) in the order AnswerLookups reads them, by group then bucket, each
// group's buckets added up by bucket, those that add up to none or less
// left out, as a store's sum(n) > 0 would. Grouped by day, a year has
// some 37,000: groups are ordered as a whole, and a group's few buckets
// sorted only if they came out of order.
func JoinAnswerBuckets(parts map[string][]AnswerBucket) []AnswerBucket {
	n := 0
	for _, b := range parts {
		n += len(b)
	}
	out := make([]AnswerBucket, 0, n)
	for _, k := range slices.Sorted(maps.Keys(parts)) {
		b := parts[k]
		if !slices.IsSortedFunc(b, compareBucket) {
			slices.SortFunc(b, compareBucket)
		}
		start := len(out)
		for _, x := range b {
			if m := len(out); m > start && out[m-1].Bucket == x.Bucket {
				out[m-1].Count += x.Count
				continue
			}
			out = append(out, x)
		}
	}
	return slices.DeleteFunc(out, func(x AnswerBucket) bool { return x.Count <= 0 })
}

// compareBucket orders one group's buckets.
func compareBucket(x, y AnswerBucket) int { return cmp.Compare(x.Bucket, y.Bucket) }

// compareBuckets orders buckets by group, then bucket.
func compareBuckets(x, y AnswerBucket) int {
	return cmp.Or(cmp.Compare(x.Key, y.Key), cmp.Compare(x.Bucket, y.Bucket))
}
