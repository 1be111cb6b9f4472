package httpapi

import (
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// inboxParams are the query parameters GET /v1/inbox knows.
var inboxParams = []string{"limit", "cursor", "intent"}

// InboxItem is a confirmation in the inbox: the confirmation as the API
// shows it, and what the queue needs beside it.
type InboxItem struct {
	*confirm.ConfirmationView
	Handoff InboxHandoff `json:"handoff"`
}

// InboxHandoff says since when the customer has waited for a person and
// what they said last.
type InboxHandoff struct {
	Since string `json:"since"`
	// WaitingSeconds is how long the customer has waited, as of the
	// answer.
	WaitingSeconds int64 `json:"waitingSeconds"`
	// LastCustomerMessage is the customer's latest words (or tap), if
	// any.
	LastCustomerMessage *confirm.EventView `json:"lastCustomerMessage"`
	// HandledBy names the person who last wrote to the customer, while
	// the conversation is theirs.
	HandledBy string `json:"handledBy,omitempty"`
}

// NewInboxItem returns c as the inbox shows it at now.
func NewInboxItem(c *confirm.Confirmation, now time.Time) InboxItem {
	v := c.View()
	item := InboxItem{ConfirmationView: v, Handoff: InboxHandoff{HandledBy: c.HandledBy()}}
	if since, ok := c.Waiting(); ok {
		item.Handoff.Since = confirm.FormatTime(since)
		item.Handoff.WaitingSeconds = max(0, int64(now.Sub(since)/time.Second))
	}
	for i := len(v.Events) - 1; i >= 0; i-- {
		if v.Events[i].Kind == confirm.EventIn {
			e := v.Events[i]
			item.Handoff.LastCustomerMessage = &e
			break
		}
	}
	return item
}

// listInbox handles GET /v1/inbox.
func (s *Server) listInbox(w http.ResponseWriter, r *http.Request) error {
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return confirm.Errorf(confirm.EINVALID, "the query string is not valid: %v", err)
	}
	f, err := parseInboxQuery(q)
	if err != nil {
		return err
	}
	f.Scope = principalFrom(r.Context()).Scope()
	page, err := s.Store.ListInbox(r.Context(), f)
	if err != nil {
		return err
	}
	now := s.now()
	out := struct {
		Confirmations []InboxItem `json:"confirmations"`
		NextCursor    *string     `json:"nextCursor"`
	}{Confirmations: make([]InboxItem, len(page.Confirmations))}
	for i, c := range page.Confirmations {
		out.Confirmations[i] = NewInboxItem(c, now)
	}
	if page.NextCursor != "" {
		out.NextCursor = &page.NextCursor
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// parseInboxQuery reads the query of GET /v1/inbox, whose limit and
// cursor follow the rules of GET /v1/confirmations.
func parseInboxQuery(q url.Values) (confirm.InboxFilter, error) {
	var problems []string
	for k, v := range q {
		known := false
		for _, p := range inboxParams {
			known = known || k == p
		}
		switch {
		case !known:
			problems = append(problems, fmt.Sprintf("%s is not a known query parameter (use %v)", k, inboxParams))
			q.Del(k)
		case len(v) > 1:
			problems = append(problems, k+" is given more than once")
		}
	}
	intent := q.Get("intent")
	q.Del("intent")
	lf, err := parseListQuery(q)
	if err != nil {
		problems = append(problems, confirm.ErrorProblems(err)...)
	}
	f := confirm.InboxFilter{Limit: lf.Limit, Cursor: lf.Cursor, Intent: confirm.Intent(intent)}
	if p := confirm.TextProblem("intent", intent, confirm.SingleLine); p != "" {
		problems = append(problems, p)
	} else if intent != "" && !f.Intent.Valid() {
		problems = append(problems, fmt.Sprintf("intent must be one of %v", confirm.Intents))
	}
	if len(problems) > 0 {
		return f, confirm.Invalid(dedupe(problems))
	}
	return f, nil
}

func dedupe(list []string) []string {
	seen := map[string]bool{}
	out := list[:0]
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// sendMessage handles POST /v1/confirmations/{id}/messages: a person of
// the retailer's team writes to the customer. Every attempt counts against
// the key's confirm.PersonMessageRateLimit, and over it the answer is 429
// whatever is wrong with the request.
func (s *Server) sendMessage(w http.ResponseWriter, r *http.Request) error {
	p := principalFrom(r.Context())
	ok, err := s.Store.RecordAttempt(r.Context(), confirm.PersonMessageWindow(p.Key.ID), s.now(), confirm.PersonMessageRateLimit)
	if err != nil {
		return err
	}
	if !ok {
		return confirm.PersonMessageRateError()
	}
	id, err := pathID(r)
	if err != nil {
		return err
	}
	walk, root, err := readObject(w, r, "channel", "text", "author")
	if err != nil {
		return err
	}
	m := confirm.PersonMessage{
		Channel: confirm.Channel(walk.str(root, "", "channel")),
		Text:    walk.str(root, "", "text"),
		Author:  walk.str(root, "", "author"),
		Key:     confirm.AuditKeyOf(principalFrom(r.Context()).Key),
	}
	if p.Operator != nil {
		// A person signed in as themselves writes under their own name.
		m.Author = p.Operator.Name
	}
	if problems := walk.merge(m.Validate()); len(problems) > 0 {
		return confirm.Invalid(problems)
	}
	c, err := s.Engine.SendMessage(r.Context(), p.Scope(), id, m)
	if err != nil {
		return err
	}
	return writeConfirmation(w, http.StatusCreated, c)
}

// resolveConfirmation handles POST /v1/confirmations/{id}/resolve: a
// person records what was agreed with the customer.
func (s *Server) resolveConfirmation(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	walk, root, err := readObject(w, r, "status", "intent", "slot", "signerName", "notes", "author")
	if err != nil {
		return err
	}
	res := confirm.Resolution{
		Status:     confirm.Status(walk.str(root, "", "status")),
		Intent:     confirm.Intent(walk.str(root, "", "intent")),
		SignerName: walk.str(root, "", "signerName"),
		Notes:      walk.str(root, "", "notes"),
		Author:     walk.str(root, "", "author"),
		Key:        confirm.AuditKeyOf(principalFrom(r.Context()).Key),
	}
	if o := principalFrom(r.Context()).Operator; o != nil {
		res.Author = o.Name
	}
	if v, ok := root["slot"]; ok && v != nil {
		m := walk.object("slot", v, "date", "window")
		if m != nil {
			res.Slot = &confirm.Slot{Date: walk.str(m, "slot", "date")}
			if win := walk.window("slot.window", m["window"]); win != nil {
				res.Slot.Window = *win
			}
		}
	}
	if len(walk.problems) > 0 {
		return confirm.Invalid(walk.problems)
	}
	c, err := s.Engine.Resolve(r.Context(), principalFrom(r.Context()).Scope(), id, res)
	if err != nil {
		return err
	}
	return writeConfirmation(w, http.StatusOK, c)
}
