package httpapi

import (
	"net/http"
	"slices"

	"github.com/confirmd/confirmd/internal/confirm"
)

// AttemptView is one attempt at a webhook delivery as the API shows it.
type AttemptView struct {
	ID         string `json:"id"`
	DeliveryID string `json:"deliveryId"`
	// DeliveryState is where the attempt's delivery stands now: pending
	// (waiting for an attempt, a resend's among them), delivered or failed.
	DeliveryState confirm.DeliveryState `json:"deliveryState"`
	At            string                `json:"at"`
	// StatusCode is the receiver's answer, null when none came.
	StatusCode *int  `json:"statusCode"`
	DurationMs int64 `json:"durationMs"`
	// Error says why the attempt failed, null when it succeeded.
	Error *string `json:"error"`
}

// listWebhookAttempts handles GET /v1/confirmations/{id}/webhooks: every
// attempt of every webhook delivery of the confirmation, oldest first.
func (s *Server) listWebhookAttempts(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	scope := principalFrom(r.Context()).Scope()
	// The confirmation first, so that another account's id is 404.
	if _, err := s.Store.ConfirmationView(r.Context(), scope, id); err != nil {
		return err
	}
	ds, err := s.Store.ListDeliveries(r.Context(), scope, id)
	if err != nil {
		return err
	}
	out := struct {
		Attempts []AttemptView `json:"attempts"`
	}{Attempts: []AttemptView{}}
	for _, d := range ds {
		for n, a := range d.Attempts {
			v := AttemptView{ID: confirm.AttemptID(d.ID, n), DeliveryID: d.ID, DeliveryState: d.State,
				At: confirm.FormatTime(a.At), DurationMs: a.Duration.Milliseconds()}
			if a.StatusCode != 0 {
				v.StatusCode = &a.StatusCode
			}
			if a.Error != "" {
				v.Error = &a.Error
			}
			out.Attempts = append(out.Attempts, v)
		}
	}
	slices.SortStableFunc(out.Attempts, func(a, b AttemptView) int {
		if a.At < b.At {
			return -1
		}
		if a.At > b.At {
			return 1
		}
		return 0
	})
	writeJSON(w, http.StatusOK, out)
	return nil
}

// resendWebhook handles POST /v1/confirmations/{id}/webhooks/{attemptId}/resend:
// the attempt's delivery goes back to the outbox and is sent again, signed
// when it is sent. 202: it is queued, not yet sent; its attempt shows in
// the list when it is made.
func (s *Server) resendWebhook(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	scope := principalFrom(r.Context()).Scope()
	if _, err := s.Store.ConfirmationView(r.Context(), scope, id); err != nil {
		return err
	}
	notFound := confirm.Errorf(confirm.ENOTFOUND, "webhook attempt not found")
	deliveryID, n, ok := confirm.ParseAttemptID(r.PathValue("attemptId"))
	if !ok {
		return notFound
	}
	ds, err := s.Store.ListDeliveries(r.Context(), scope, id)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(ds, func(d *confirm.Delivery) bool { return d.ID == deliveryID })
	if i < 0 || n >= len(ds[i].Attempts) {
		return notFound
	}
	d, err := confirm.ResendDelivery(r.Context(), s.Store, scope, id, deliveryID, s.now(), s.resendLimit())
	if err != nil {
		return err
	}
	if s.Outbox != nil {
		s.Outbox.Kick()
	}
	writeJSON(w, http.StatusAccepted, map[string]any{"deliveryId": d.ID, "deliveryState": d.State})
	return nil
}

// resendLimit is the server's ResendLimit, or the default.
func (s *Server) resendLimit() confirm.ResendLimit {
	if s.ResendLimit == (confirm.ResendLimit{}) {
		return confirm.DefaultResendLimit
	}
	return s.ResendLimit
}
