package httpapi

import (
	"net/http"
	"net/url"

	"github.com/confirmd/confirmd/internal/confirm"
)

// eventParams are the query parameters GET /v1/events knows.
var eventParams = []string{"after", "limit"}

// EventView is a change of the events feed as the API shows it.
type EventView struct {
	ID             string         `json:"id"`
	Type           string         `json:"type"`
	ConfirmationID string         `json:"confirmationId"`
	Status         confirm.Status `json:"status"`
	// Intent is the outcome's intent, null while there is no outcome.
	Intent *confirm.Intent `json:"intent"`
	At     string          `json:"at"`
}

// listEvents handles GET /v1/events: the changes of the key's scope after
// the cursor, oldest first.
func (s *Server) listEvents(w http.ResponseWriter, r *http.Request) error {
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return confirm.Errorf(confirm.EINVALID, "the query string is not valid: %v", err)
	}
	f, err := parseEventsQuery(q)
	if err != nil {
		return err
	}
	f.Scope = principalFrom(r.Context()).Scope()
	page, err := confirm.ReadChanges(r.Context(), s.Store, f, s.now())
	if err != nil {
		return err
	}
	out := struct {
		Events     []EventView `json:"events"`
		NextCursor *string     `json:"nextCursor"`
		HasMore    bool        `json:"hasMore"`
	}{Events: make([]EventView, len(page.Changes)), HasMore: page.More}
	for i, ch := range page.Changes {
		v := EventView{ID: ch.ID, Type: confirm.EventTypeUpdated, ConfirmationID: ch.ConfirmationID,
			Status: ch.Status, At: confirm.FormatTime(ch.At)}
		if ch.Intent != "" {
			v.Intent = &ch.Intent
		}
		out.Events[i] = v
	}
	if page.NextCursor != "" {
		out.NextCursor = &page.NextCursor
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// parseEventsQuery reads the query of GET /v1/events, reporting every
// problem at once.
func parseEventsQuery(q url.Values) (confirm.ChangeFilter, error) {
	f := confirm.ChangeFilter{Limit: confirm.DefaultChangeLimit}
	problems := queryProblems(q, eventParams)
	problems = append(problems, queryLimit(q, &f.Limit, confirm.MaxChangeLimit)...)
	if q.Has("after") {
		f.After = q.Get("after")
		if _, err := confirm.DecodeChangeCursor(f.After); err != nil {
			problems = append(problems, confirm.ErrorProblems(err)...)
		}
	}
	if len(problems) > 0 {
		return f, confirm.Invalid(problems)
	}
	return f, nil
}
