package confirm

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"math"
	"net/url"
	"slices"
	"time"
)

// GroupBy splits outcome statistics into rows.
type GroupBy string

// The ways to split outcome statistics: none (totals only), by day of
// creation (UTC), by the channel the answer came on, by outcome intent.
const (
	GroupNone    GroupBy = ""
	GroupDay     GroupBy = "day"
	GroupChannel GroupBy = "channel"
	GroupIntent  GroupBy = "intent"
)

// Limits of a statistics period.
const (
	DefaultStatsDays = 30
	MaxStatsDays     = 366
)

// StatsQuery asks for the outcome statistics of one scope over the
// confirmations created from From to To, both whole UTC days, inclusive.
type StatsQuery struct {
	Scope   Scope
	From    time.Time // midnight UTC
	To      time.Time // midnight UTC; To >= From
	GroupBy GroupBy
}

// End is the first moment after the period: the confirmations counted
// were created at or after From and before End.
func (q StatsQuery) End() time.Time { return q.To.AddDate(0, 0, 1) }

// Months returns the whole calendar months (UTC) of the period, as the
// first day of the first and the first day after the last, so that counts
// kept by month can stand for them and only the days before from and from
// end on are read by day. When the period holds no whole month, or is
// grouped by day, from and end are both From: no month.
func (q StatsQuery) Months() (from, end time.Time) {
	first := time.Date(q.From.Year(), q.From.Month(), 1, 0, 0, 0, 0, time.UTC)
	if !first.Equal(q.From) {
		first = first.AddDate(0, 1, 0)
	}
	e := q.End()
	last := time.Date(e.Year(), e.Month(), 1, 0, 0, 0, 0, time.UTC)
	if q.GroupBy == GroupDay || !first.Before(last) {
		return q.From, q.From
	}
	return first, last
}

// ParseStatsQuery reads from, to and groupBy from a query string, for a
// caller in scope at now. A missing to is today (UTC), a missing from the
// DefaultStatsDays ending at to.
func ParseStatsQuery(scope Scope, q url.Values, now time.Time) (StatsQuery, error) {
	var problems []string
	for _, k := range slices.Sorted(maps.Keys(q)) {
		switch {
		case k != "from" && k != "to" && k != "groupBy":
			problems = append(problems, fmt.Sprintf("%s is not a known query parameter (use from, to, groupBy)", k))
		case len(q[k]) > 1:
			problems = append(problems, k+" is given more than once")
		}
	}
	day := func(name string) (time.Time, bool) {
		v := q.Get(name)
		if v == "" {
			return time.Time{}, true
		}
		t, err := time.Parse(time.DateOnly, v)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s must be a date, YYYY-MM-DD", name))
			return time.Time{}, false
		}
		return t, true
	}
	sq := StatsQuery{Scope: scope, GroupBy: GroupBy(q.Get("groupBy"))}
	to, okTo := day("to")
	from, okFrom := day("from")
	switch sq.GroupBy {
	case GroupNone, GroupDay, GroupChannel, GroupIntent:
	default:
		problems = append(problems, "groupBy must be day, channel or intent")
	}
	if okTo && to.IsZero() {
		to = now.UTC().Truncate(24 * time.Hour)
	}
	if okFrom && from.IsZero() && okTo {
		from = to.AddDate(0, 0, 1-DefaultStatsDays)
	}
	if okTo && okFrom {
		switch {
		case from.After(to):
			problems = append(problems, "from is after to")
		case to.Sub(from) >= MaxStatsDays*24*time.Hour:
			problems = append(problems, fmt.Sprintf("from to to covers more than %d days", MaxStatsDays))
		}
	}
	if len(problems) > 0 {
		return StatsQuery{}, Invalid(problems)
	}
	sq.From, sq.To = from, to
	return sq, nil
}

// StatsCounts are the figures the stores count for one group of
// confirmations; Stats are computed from them.
type StatsCounts struct {
	// Key names the group: a day (YYYY-MM-DD), a channel or an intent,
	// "" for totals or for confirmations with no answer.
	Key      string
	Created  int64
	Reached  map[Channel]int64 // confirmations with a step delivered on the channel
	Answered int64             // confirmations with a customer reply
	ByStatus map[Status]int64
	ByIntent map[Intent]int64
	// Reported counts confirmations with delivery feedback, Failed those
	// whose delivery failed, FailedBy by reason.
	Reported, Delivered, Failed int64
	FailedBy                    map[FailureReason]int64
	// Feedback among confirmations of each class (see FeedbackClasses).
	ClassReported map[FeedbackClass]int64
	ClassFailed   map[FeedbackClass]int64
	// Median and P90 of the time from create to the first reply, in
	// milliseconds, by nearest rank; nil with no reply.
	MedianMillis, P90Millis *int64
}

// FeedbackClass is a class of confirmations whose failed deliveries are
// counted apart.
type FeedbackClass string

// The classes: confirmed (status confirmed or rescheduled: the customer
// said someone would be in), unreachable, unanswered (no reply at all,
// whatever the status) and not confirmed (any status but confirmed and
// rescheduled).
const (
	ClassConfirmed    FeedbackClass = "confirmed"
	ClassUnreachable  FeedbackClass = "unreachable"
	ClassUnanswered   FeedbackClass = "unanswered"
	ClassNotConfirmed FeedbackClass = "notConfirmed"
)

// FeedbackClasses lists the classes in the order the API shows them.
var FeedbackClasses = []FeedbackClass{ClassConfirmed, ClassUnreachable, ClassUnanswered, ClassNotConfirmed}

// Channels lists the channels in the plan's order.
var Channels = []Channel{ChannelEmail, ChannelSMS, ChannelCall}

// FeedbackCount is how many confirmations of one mode and status class have
// one delivery result and reason, over all accounts.
type FeedbackCount struct {
	Sandbox bool
	Result  DeliveryResult
	Reason  FailureReason
	Class   FeedbackClass // confirmed, unreachable or notConfirmed (never unanswered)
	Count   int64
}

// OutcomeStatsStore computes outcome statistics in the database.
type OutcomeStatsStore interface {
	// OutcomeStats returns the counts of q's period, totals first (Key
	// ""), then, with a GroupBy, one entry per group that has a
	// confirmation, ordered by key. Only the scope's confirmations count.
	OutcomeStats(ctx context.Context, q StatsQuery) (totals StatsCounts, groups []StatsCounts, err error)
	// CountFeedback counts delivery feedback over all accounts, for
	// metrics. Groups with none are left out.
	CountFeedback(ctx context.Context) ([]FeedbackCount, error)
	// FoldOutcomeCounts moves what writes recorded of their changes to the
	// counts since the last fold into the counts OutcomeStats reads, and
	// returns how many changes it moved. OutcomeStats is exact whether or
	// not they were folded; folding keeps it fast. Several processes may
	// fold at once.
	FoldOutcomeCounts(ctx context.Context) (int, error)
}

// NewStatsCounts returns zero counts with every known key in their maps.
func NewStatsCounts(key string) StatsCounts {
	c := StatsCounts{
		Key: key, Reached: map[Channel]int64{}, ByStatus: map[Status]int64{}, ByIntent: map[Intent]int64{},
		FailedBy: map[FailureReason]int64{}, ClassReported: map[FeedbackClass]int64{}, ClassFailed: map[FeedbackClass]int64{},
	}
	c.SetCounts(make([]int64, StatsCountColumns))
	return c
}

// StatsCountColumns is the number of counts SetCounts takes.
var StatsCountColumns = 1 + len(Channels) + 1 + len(Statuses) + len(Intents) + 3 + len(FailureReasons) + 2*len(FeedbackClasses)

// SetCounts fills c from the counts a store read, in this order: created;
// reached on each of Channels; answered; each of Statuses; each of
// Intents; reported, delivered, failed; failed for each of
// FailureReasons; reported for each of FeedbackClasses; failed for each of
// FeedbackClasses. A store writes its SQL in the same order.
func (c *StatsCounts) SetCounts(v []int64) {
	next := func() int64 { n := v[0]; v = v[1:]; return n }
	c.Created = next()
	for _, ch := range Channels {
		c.Reached[ch] = next()
	}
	c.Answered = next()
	for _, s := range Statuses {
		c.ByStatus[s] = next()
	}
	for _, i := range Intents {
		c.ByIntent[i] = next()
	}
	c.Reported, c.Delivered, c.Failed = next(), next(), next()
	for _, r := range FailureReasons {
		c.FailedBy[r] = next()
	}
	for _, k := range FeedbackClasses {
		c.ClassReported[k] = next()
	}
	for _, k := range FeedbackClasses {
		c.ClassFailed[k] = next()
	}
}

// Rate is part of whole as a fraction rounded to four places, or nil when
// whole is zero: a rate of nothing is unknown, not zero.
func Rate(part, whole int64) *float64 {
	if whole == 0 {
		return nil
	}
	r := math.Round(float64(part)/float64(whole)*10000) / 10000
	return &r
}

// FeedbackClassOf is the class a confirmation of status s counts in among
// the failed deliveries of the metrics: confirmed, unreachable or not
// confirmed.
func FeedbackClassOf(s Status) FeedbackClass {
	switch s {
	case StatusConfirmed, StatusRescheduled:
		return ClassConfirmed
	case StatusUnreachable:
		return ClassUnreachable
	}
	return ClassNotConfirmed
}

// MergeFeedback adds up counts of the same mode, result, reason and class
// (a store counts by status; see FeedbackClassOf) and orders them.
func MergeFeedback(counts []FeedbackCount) []FeedbackCount {
	var out []FeedbackCount
	for _, c := range counts {
		i := slices.IndexFunc(out, func(o FeedbackCount) bool {
			return o.Sandbox == c.Sandbox && o.Result == c.Result && o.Reason == c.Reason && o.Class == c.Class
		})
		if i < 0 {
			out = append(out, c)
			continue
		}
		out[i].Count += c.Count
	}
	slices.SortFunc(out, func(a, b FeedbackCount) int {
		if a.Sandbox != b.Sandbox {
			if a.Sandbox {
				return 1
			}
			return -1
		}
		return cmp.Or(cmp.Compare(a.Result, b.Result), cmp.Compare(a.Reason, b.Reason), cmp.Compare(a.Class, b.Class))
	})
	return out
}
