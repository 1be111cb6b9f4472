package httpapi

import (
	"errors"
	"net/http"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// errUnchanged stops an update that would change nothing, so that nothing
// is written and updatedAt stays.
var errUnchanged = errors.New("unchanged")

// recordDelivery records the retailer's report of the day on a
// confirmation, in any status; the same report again changes nothing.
func (s *Server) recordDelivery(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	walk, root, err := readObject(w, r, "result", "reason", "at")
	if err != nil {
		return err
	}
	report := confirm.DeliveryReport{
		Result: confirm.DeliveryResult(walk.str(root, "", "result")),
		Reason: confirm.FailureReason(walk.str(root, "", "reason")),
		At:     walk.str(root, "", "at"),
	}
	if len(walk.problems) > 0 {
		return confirm.Invalid(walk.problems)
	}
	var same *confirm.Confirmation
	c, err := s.Store.UpdateConfirmation(r.Context(), principalFrom(r.Context()).Scope(), id, func(c *confirm.Confirmation) error {
		changed, err := c.RecordDelivery(report, s.now())
		if err != nil {
			return err
		}
		if !changed {
			same = c
			return errUnchanged
		}
		return nil
	})
	if errors.Is(err, errUnchanged) {
		c, err = same, nil
	}
	if err != nil {
		return err
	}
	return writeConfirmation(w, http.StatusOK, c)
}

// statsBody is the answer of GET /v1/stats.
type statsBody struct {
	Stats statsView `json:"stats"`
}

type statsView struct {
	From    string         `json:"from"`
	To      string         `json:"to"`
	GroupBy *string        `json:"groupBy"`
	Totals  statsFigures   `json:"totals"`
	Rows    []statsFigures `json:"rows"`
}

// statsFigures are the figures of a period, or of one group of it.
type statsFigures struct {
	Key          *string          `json:"key,omitempty"`
	Created      int64            `json:"created"`
	Reached      map[string]int64 `json:"reached"`
	Answered     int64            `json:"answered"`
	ByStatus     map[string]int64 `json:"byStatus"`
	ByIntent     map[string]int64 `json:"byIntent"`
	OptedOut     int64            `json:"optedOut"`
	TimeToAnswer timeToAnswer     `json:"timeToAnswer"`
	Delivery     deliveryFigures  `json:"delivery"`
}

type timeToAnswer struct {
	Count         int64    `json:"count"`
	MedianSeconds *float64 `json:"medianSeconds"`
	P90Seconds    *float64 `json:"p90Seconds"`
}

type deliveryFigures struct {
	Reported       int64                   `json:"reported"`
	Delivered      int64                   `json:"delivered"`
	Failed         int64                   `json:"failed"`
	FailedByReason map[string]int64        `json:"failedByReason"`
	Among          map[string]failureShare `json:"among"`
}

// failureShare is how many of a class of confirmations have feedback, how
// many of those failed, and the rate (null when none has feedback).
type failureShare struct {
	Reported   int64    `json:"reported"`
	Failed     int64    `json:"failed"`
	FailedRate *float64 `json:"failedRate"`
}

func seconds(ms *int64) *float64 {
	if ms == nil {
		return nil
	}
	s := float64(*ms) / 1000
	return &s
}

func figures(c confirm.StatsCounts) statsFigures {
	f := statsFigures{
		Created: c.Created, Answered: c.Answered, OptedOut: c.ByIntent[confirm.IntentOptOut],
		Reached: map[string]int64{}, ByStatus: map[string]int64{}, ByIntent: map[string]int64{},
		TimeToAnswer: timeToAnswer{Count: c.Answered, MedianSeconds: seconds(c.MedianMillis), P90Seconds: seconds(c.P90Millis)},
		Delivery: deliveryFigures{
			Reported: c.Reported, Delivered: c.Delivered, Failed: c.Failed,
			FailedByReason: map[string]int64{}, Among: map[string]failureShare{},
		},
	}
	for _, ch := range confirm.Channels {
		f.Reached[string(ch)] = c.Reached[ch]
	}
	for _, st := range confirm.Statuses {
		f.ByStatus[string(st)] = c.ByStatus[st]
	}
	for _, in := range confirm.Intents {
		f.ByIntent[string(in)] = c.ByIntent[in]
	}
	for _, r := range confirm.FailureReasons {
		f.Delivery.FailedByReason[string(r)] = c.FailedBy[r]
	}
	for _, k := range confirm.FeedbackClasses {
		rep, failed := c.ClassReported[k], c.ClassFailed[k]
		f.Delivery.Among[string(k)] = failureShare{Reported: rep, Failed: failed, FailedRate: confirm.Rate(failed, rep)}
	}
	return f
}

// stats answers the outcome statistics of the key's scope.
func (s *Server) stats(w http.ResponseWriter, r *http.Request) error {
	q, err := confirm.ParseStatsQuery(principalFrom(r.Context()).Scope(), r.URL.Query(), s.now())
	if err != nil {
		return err
	}
	totals, groups, err := s.Store.OutcomeStats(r.Context(), q)
	if err != nil {
		return err
	}
	v := statsView{From: q.From.Format(time.DateOnly), To: q.To.Format(time.DateOnly), Totals: figures(totals), Rows: []statsFigures{}}
	if q.GroupBy != confirm.GroupNone {
		g := string(q.GroupBy)
		v.GroupBy = &g
	}
	for _, c := range groups {
		f := figures(c)
		key := c.Key
		if key == "" {
			key = "none"
		}
		f.Key = &key
		v.Rows = append(v.Rows, f)
	}
	writeJSON(w, http.StatusOK, statsBody{Stats: v})
	return nil
}
