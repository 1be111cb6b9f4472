package confirm

import "context"

// StatsReader is what CountOutcomes needs of a store: the SQL that counts
// the confirmations of one scope and period. Each method is given the
// store's SQL expression of the group a confirmation falls in.
type StatsReader interface {
	// StatsCombos counts the confirmations by group and by the values the
	// statistics count by (see StatsCombo), ordered by group.
	StatsCombos(ctx context.Context, key string) ([]StatsCombo, error)
	// StatsPercentiles calls set with each group's nearest-rank median
	// and 90th percentile of the time to the first reply, in
	// milliseconds (nil when none replied).
	StatsPercentiles(ctx context.Context, key string, set func(key string, median, p90 *int64)) error
}

// CountOutcomes gives the statistics of a scope and period, grouped by
// by, from the counts r makes: totals first, then one entry per group
// that has a confirmation (none when by is GroupNone). keys holds the
// store's SQL expression of the group for each GroupBy; a GroupBy it
// lacks is refused as EINVALID.
func CountOutcomes(ctx context.Context, r StatsReader, by GroupBy, keys map[GroupBy]string) (StatsCounts, []StatsCounts, error) {
	key, ok := keys[by]
	if !ok {
		return StatsCounts{}, nil, Errorf(EINVALID, "groupBy must be day, channel or intent")
	}
	combos, err := r.StatsCombos(ctx, key)
	if err != nil {
		return StatsCounts{}, nil, err
	}
	totals, groups := GroupCombos(combos)
	if by == GroupNone {
		groups = nil
	}
	if err := r.StatsPercentiles(ctx, keys[GroupNone], setPercentiles(map[string]*StatsCounts{"": &totals})); err != nil {
		return totals, nil, err
	}
	if groups != nil {
		byKey := map[string]*StatsCounts{}
		for i := range groups {
			byKey[groups[i].Key] = &groups[i]
		}
		if err := r.StatsPercentiles(ctx, key, setPercentiles(byKey)); err != nil {
			return totals, nil, err
		}
	}
	return totals, groups, nil
}

// setPercentiles sets the times to the first reply of the groups in byKey.
func setPercentiles(byKey map[string]*StatsCounts) func(string, *int64, *int64) {
	return func(key string, median, p90 *int64) {
		if g := byKey[key]; g != nil {
			g.MedianMillis, g.P90Millis = median, p90
		}
	}
}

// FeedbackRow is a count of delivery feedback as a store makes it, by the
// confirmations' status rather than their class.
type FeedbackRow struct {
	Sandbox bool
	Result  DeliveryResult
	Reason  FailureReason
	Status  Status
	Count   int64
}

// FeedbackCounts adds up the rows of a store's count by class (see
// FeedbackClassOf and MergeFeedback).
func FeedbackCounts(rows []FeedbackRow) []FeedbackCount {
	var out []FeedbackCount
	for _, r := range rows {
		out = append(out, FeedbackCount{Sandbox: r.Sandbox, Result: r.Result, Reason: r.Reason, Class: FeedbackClassOf(r.Status), Count: r.Count})
	}
	return MergeFeedback(out)
}
