package confirm

import (
	"time"
)

// DeliveryResult is what happened on the day, as the retailer reports it.
type DeliveryResult string

// The results of a delivery.
const (
	ResultDelivered DeliveryResult = "delivered"
	ResultFailed    DeliveryResult = "failed"
)

// DeliveryResults lists every result.
var DeliveryResults = []DeliveryResult{ResultDelivered, ResultFailed}

// FailureReason is why a delivery failed.
type FailureReason string

// The reasons a delivery fails.
const (
	FailureNoOneHome FailureReason = "no_one_home"
	FailureRefused   FailureReason = "refused"
	FailureAccess    FailureReason = "access"
	FailureOther     FailureReason = "other"
)

// FailureReasons lists every reason.
var FailureReasons = []FailureReason{FailureNoOneHome, FailureRefused, FailureAccess, FailureOther}

// DeliveryClockSkew is how far in the future a reported delivery time may
// be: the retailer's clocks are not ours.
const DeliveryClockSkew = 5 * time.Minute

// DeliveryFeedback is the retailer's report of what happened on the day.
// It holds nothing personal, so erasing a customer's data keeps it.
type DeliveryFeedback struct {
	Result DeliveryResult `json:"result"`
	Reason FailureReason  `json:"reason,omitempty"` // only when Result is failed
	At     time.Time      `json:"at"`
	// RecordedAt is when confirmd was told (or last told something
	// different).
	RecordedAt time.Time `json:"recordedAt"`
}

// DeliveryView is delivery feedback as the API shows it.
type DeliveryView struct {
	Result     DeliveryResult `json:"result"`
	Reason     FailureReason  `json:"reason,omitempty"`
	At         string         `json:"at"`
	RecordedAt string         `json:"recordedAt"`
}

func (d *DeliveryFeedback) view() *DeliveryView {
	if d == nil {
		return nil
	}
	return &DeliveryView{Result: d.Result, Reason: d.Reason, At: FormatTime(d.At), RecordedAt: FormatTime(d.RecordedAt)}
}

// DeliveryReport is a retailer's report as received, before it is checked
// against the confirmation it is about.
type DeliveryReport struct {
	Result DeliveryResult
	Reason FailureReason
	At     string
}

// Check returns the report's problems, each naming its field, for a
// confirmation created at created, received at now; and the parsed time.
// A failed delivery needs a reason and a delivered one takes none; the time
// may not be before the confirmation was created, nor later than now
// beyond DeliveryClockSkew.
func (r DeliveryReport) Check(created, now time.Time) (time.Time, []string) {
	var problems []string
	switch r.Result {
	case ResultDelivered:
		if r.Reason != "" {
			problems = append(problems, "reason is only for a failed delivery")
		}
	case ResultFailed:
		switch {
		case r.Reason == "":
			problems = append(problems, "reason is required when result is failed")
		case !validReason(r.Reason):
			problems = append(problems, "reason must be one of no_one_home, refused, access, other")
		}
	case "":
		problems = append(problems, "result is required")
	default:
		problems = append(problems, "result must be delivered or failed")
	}
	var at time.Time
	if r.At == "" {
		problems = append(problems, "at is required")
	} else if t, err := time.Parse(time.RFC3339Nano, r.At); err != nil {
		problems = append(problems, "at is not an RFC 3339 timestamp")
	} else {
		at = t.UTC().Truncate(time.Millisecond)
		switch {
		case at.After(now.Add(DeliveryClockSkew)):
			problems = append(problems, "at is in the future")
		case at.Before(created.Truncate(time.Millisecond)):
			problems = append(problems, "at is before the confirmation was created")
		}
	}
	return at, problems
}

func validReason(r FailureReason) bool {
	for _, v := range FailureReasons {
		if r == v {
			return true
		}
	}
	return false
}

// RecordDelivery checks the report and records it on c at now. The same
// report again changes nothing and returns false; a different one
// replaces the last and moves UpdatedAt. The status is never changed,
// whatever it is: feedback is about the day, not the conversation, so a
// cancelled confirmation takes it too (a delivery made despite a stop).
func (c *Confirmation) RecordDelivery(r DeliveryReport, now time.Time) (bool, error) {
	at, problems := r.Check(c.CreatedAt, now)
	if len(problems) > 0 {
		return false, Invalid(problems)
	}
	if d := c.Feedback; d != nil && d.Result == r.Result && d.Reason == r.Reason && d.At.Equal(at) {
		return false, nil
	}
	c.Touch(now)
	c.Feedback = &DeliveryFeedback{Result: r.Result, Reason: r.Reason, At: at, RecordedAt: c.UpdatedAt}
	return true, nil
}
