package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/netguard"
)

// createConfirmation handles POST /v1/confirmations.
//
// The order of checks is deliberate. The key comes first (auth): an
// attempt with a bad key does not count. A retry with a known
// Idempotency-Key is answered from the record without counting (it creates
// nothing). Every other attempt is counted against the rate limit before
// its body is judged, so that a client over its limit costs one statement
// and never the work of validation; refused attempts count too, whatever
// is wrong with them (size, Content-Type, Idempotency-Key, content). Only
// a body that never arrived whole is not an attempt.
func (s *Server) createConfirmation(w http.ResponseWriter, r *http.Request) error {
	p := principalFrom(r.Context())
	now := s.now()
	body, bodyErr := readBody(w, r)
	if bodyErr == errUnread {
		// The request never arrived whole, and the connection is most
		// likely gone with the request's context: there is no attempt to
		// count, nor anyone to answer.
		return bodyErr
	}
	idemKey, keyErr := idempotencyKey(r)
	var idem *confirm.Idempotency
	if bodyErr == nil && keyErr == nil && idemKey != "" {
		reqHash := sha256.Sum256(canonicalJSON(body))
		idem = &confirm.Idempotency{Scope: p.Scope(), Key: idemKey, RequestHash: hex.EncodeToString(reqHash[:]), CreatedAt: now}
		if done, err := s.replay(w, r, idem, now); done || err != nil {
			return err
		}
	}

	attempt := confirm.RateAttempt{Key: s.clientIP(r), At: now, Limit: p.Account.CreateLimit()}
	// Over a limit, the answer is 429 whatever is wrong with the request.
	if err := s.countAttempt(r.Context(), p, attempt); err != nil {
		return err
	}
	if bodyErr != nil {
		return bodyErr
	}
	if keyErr != nil {
		return keyErr
	}
	n, err := decodeCreateBody(body, s.rules(now, p))
	if err != nil {
		return err
	}
	if n.WebhookURL != "" && (!p.Key.Sandbox || (s.GuardSandboxWebhooks && !s.SandboxWebhookHosts.Contains(n.WebhookURL))) {
		// Looked up only for an attempt within the limit, so that a client
		// over it cannot have us make lookups for it.
		if err := netguard.CheckURL(r.Context(), s.resolver(), n.WebhookURL); err != nil {
			return confirm.Invalid([]string{"webhookUrl " + err.Error()})
		}
	}

	if n.WebhookURL == "" || n.Brand == nil || n.Customer.Language == "" {
		d, err := s.Store.AccountDefaults(r.Context(), p.Scope())
		if err != nil {
			return err
		}
		n.UseDefaults(d)
	}

	c := n.Build(confirm.NewConfirmationID(), p.Scope(), now)
	engine.Plan(c, now)
	// The engine reads the opt-out again before each text or call, so a
	// STOP that arrives meanwhile still holds.
	if c.Customer.Phone != "" {
		out, err := s.Store.OptedOut(r.Context(), c.Scope(), c.Customer.Phone)
		if err != nil {
			return err
		}
		if out {
			engine.SkipPhone(c, now)
		}
	}
	resp, err := json.Marshal(map[string]any{"confirmation": c.View()})
	if err != nil {
		return err
	}
	if idem != nil {
		idem.ConfirmationID, idem.Response = c.ID, resp
	}
	if err := s.Store.CreateConfirmation(r.Context(), c, idem); err != nil {
		if idem != nil && confirm.ErrorCode(err) == confirm.ECONFLICT {
			// Another request with the same key won the race; answer as it did.
			if done, err := s.replay(w, r, idem, now); done || err != nil {
				return err
			}
		}
		return err
	}
	info(r.Context()).ConfirmationID = c.ID
	s.changed()
	w.Header().Set("Location", "/v1/confirmations/"+c.ID)
	writeRaw(w, http.StatusCreated, resp)
	return nil
}

// rules are the circumstances a create by p is judged in.
func (s *Server) rules(now time.Time, p *principal) confirm.Rules {
	return confirm.Rules{Now: now, DefaultTimezone: s.DefaultTimezone, Live: !p.Key.Sandbox}
}

// decodeCreateBody parses and checks the body of a create, all but the
// webhook URL's address. Its time is linear in the size of the body, and
// its error lists at most confirm.MaxProblems problems and a count of the
// rest.
func decodeCreateBody(body []byte, rules confirm.Rules) (*confirm.NewConfirmation, error) {
	root, err := parseObject(body)
	if err != nil {
		return nil, err
	}
	n, walk := decodeCreate(root)
	if problems := walk.merge(n.Validate(rules)); len(problems) > 0 {
		return nil, confirm.Invalid(problems)
	}
	return n, nil
}

// rateLimited is the answer to an attempt over the limit.
func rateLimited(a confirm.RateAttempt) error {
	return confirm.Errorf(confirm.ERATELIMIT, "rate limit exceeded: %d confirmations per hour", a.Limit)
}

// replay answers a create whose Idempotency-Key is already recorded: with
// the first response if the body is the same, with 409 if it differs. It
// reports false when the key is not recorded.
func (s *Server) replay(w http.ResponseWriter, r *http.Request, idem *confirm.Idempotency, now time.Time) (bool, error) {
	prev, err := s.Store.Idempotency(r.Context(), idem.Scope, idem.Key, now)
	if confirm.ErrorCode(err) == confirm.ENOTFOUND {
		return false, nil
	}
	if err != nil {
		return true, err
	}
	if prev.RequestHash != idem.RequestHash {
		return true, confirm.Errorf(confirm.ECONFLICT, "Idempotency-Key %q was already used with a different request body", idem.Key)
	}
	info(r.Context()).ConfirmationID = prev.ConfirmationID
	w.Header().Set("Idempotent-Replayed", "true")
	w.Header().Set("Location", "/v1/confirmations/"+prev.ConfirmationID)
	writeRaw(w, http.StatusCreated, prev.Response)
	return true, nil
}

// canonicalJSON returns a body in one canonical form (keys sorted, no
// spaces), so that a retry whose JSON was merely re-indented or re-ordered
// counts as the same request. A body that is not a JSON object stays as is.
func canonicalJSON(body []byte) []byte {
	root, err := parseObject(body)
	if err != nil {
		return body
	}
	b, err := json.Marshal(root)
	if err != nil {
		return body
	}
	return b
}

func idempotencyKey(r *http.Request) (string, error) {
	vals := r.Header.Values("Idempotency-Key")
	if len(vals) == 0 {
		return "", nil
	}
	k := vals[0]
	ok := len(vals) == 1 && len(k) >= 1 && len(k) <= 255
	for i := 0; ok && i < len(k); i++ {
		ok = k[i] > ' ' && k[i] < 0x7f
	}
	if !ok {
		return "", confirm.Errorf(confirm.EINVALID, "Idempotency-Key must be one header of 1 to 255 visible ASCII characters")
	}
	return k, nil
}

func (s *Server) resolver() netguard.Resolver {
	if s.Resolver != nil {
		return s.Resolver
	}
	return net.DefaultResolver
}

// getConfirmation handles GET /v1/confirmations/{id}.
func (s *Server) getConfirmation(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	view, err := s.Store.ConfirmationView(r.Context(), principalFrom(r.Context()).Scope(), id)
	if err != nil {
		return err
	}
	writeView(w, http.StatusOK, view)
	return nil
}

// writeView writes {"confirmation": view}, view being a confirmation's
// encoded view (confirm.Confirmation.ViewJSON).
// The view is written as it was stored, between the wrapper's two parts,
// without copying it into one body first: net/http buffers the three
// writes into one answer.
func writeView(w http.ResponseWriter, status int, view []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(viewPrefix)
	w.Write(view)
	w.Write(viewSuffix)
}

// viewPrefix and viewSuffix wrap a view as writeRaw would write
// {"confirmation": view}.
var (
	viewPrefix = []byte(`{"confirmation":`)
	viewSuffix = []byte("}\n")
)

// writeConfirmation answers a write with c, the confirmation as the store
// returned it once the write was committed, encoded as the store encodes the
// view a read returns: the answer and a read right after are the same bytes.
func writeConfirmation(w http.ResponseWriter, status int, c *confirm.Confirmation) error {
	view, err := c.ViewJSON()
	if err != nil {
		return err
	}
	writeView(w, status, view)
	return nil
}

// pathID returns the confirmation id of the path. One that cannot be an id
// is not found without asking the store: its bytes may be anything, and
// PostgreSQL refuses some of them (NUL) with an error of its own.
func pathID(r *http.Request) (string, error) {
	id := r.PathValue("id")
	info(r.Context()).ConfirmationID = id
	if !confirm.ValidConfirmationID(id) {
		return "", confirm.ErrNotFound
	}
	return id, nil
}

// listParams are the query parameters GET /v1/confirmations knows.
var listParams = []string{"limit", "cursor", "status", "externalId", "updatedSince"}

// listConfirmations handles GET /v1/confirmations.
func (s *Server) listConfirmations(w http.ResponseWriter, r *http.Request) error {
	// r.URL.Query would drop a parameter it cannot decode, and so list
	// more than was asked for.
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return confirm.Errorf(confirm.EINVALID, "the query string is not valid: %v", err)
	}
	f, err := parseListQuery(q)
	if err != nil {
		return err
	}
	f.Scope = principalFrom(r.Context()).Scope()
	page, err := s.Store.ListViews(r.Context(), f)
	if err != nil {
		return err
	}
	return writeViewPage(w, page)
}

// writeViewPage writes a page of the list: what encoding/json makes of
// {"confirmations": [...], "nextCursor": ...}, but with the stored views,
// which encoding/json wrote, copied as they are rather than checked and
// compacted again. The page is gathered in a buffer used again by later
// pages and written at once, with its length: a page is some tens of
// kilobytes, and written piece by piece it took a system call for every
// few kilobytes.
func writeViewPage(w http.ResponseWriter, page *confirm.ViewPage) error {
	n := 64 + len(page.NextCursor)
	for _, v := range page.Views {
		n += len(v) + 1
	}
	bp := pageBuffers.Get().(*[]byte)
	defer func() {
		if cap(*bp) <= maxPooledPage {
			pageBuffers.Put(bp)
		}
	}()
	b := append(slices.Grow((*bp)[:0], n), `{"confirmations":[`...)
	for i, v := range page.Views {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, v...)
	}
	b = append(b, `],"nextCursor":`...)
	if page.NextCursor == "" {
		b = append(b, "null"...)
	} else {
		cursor, err := json.Marshal(page.NextCursor)
		if err != nil {
			return err
		}
		b = append(b, cursor...)
	}
	b = append(b, "}\n"...)
	*bp = b
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(http.StatusOK)
	w.Write(b)
	return nil
}

// pageBuffers holds the buffers of written pages, for later pages.
var pageBuffers = sync.Pool{New: func() any { return new([]byte) }}

// maxPooledPage is the largest buffer kept for later pages: a page of the
// most confirmations with long timelines is not kept to be used by every
// page after it.
const maxPooledPage = 256 << 10

// queryProblems reports the parameters of q that are not among known, are
// given more than once, or hold text the API refuses; a parameter with
// such text is removed from q, as its other rules say nothing more about
// it.
func queryProblems(q url.Values, known []string) []string {
	var problems []string
	for k, v := range q {
		switch {
		case !slices.Contains(known, k):
			problems = append(problems, fmt.Sprintf("%s is not a known query parameter (use %v)", k, known))
		case len(v) > 1:
			problems = append(problems, k+" is given more than once")
		default:
			if p := confirm.TextProblem(k, v[0], confirm.SingleLine); p != "" {
				problems = append(problems, p)
				q.Del(k)
			}
		}
	}
	return problems
}

// queryLimit reads q's limit, when given, into limit: a whole number from 1
// to most.
func queryLimit(q url.Values, limit *int, most int) []string {
	if !q.Has("limit") {
		return nil
	}
	n, err := strconv.Atoi(q.Get("limit"))
	*limit = n
	if err != nil || n < 1 || n > most {
		return []string{fmt.Sprintf("limit must be an integer from 1 to %d", most)}
	}
	return nil
}

func parseListQuery(q url.Values) (confirm.ListFilter, error) {
	f := confirm.ListFilter{Limit: confirm.DefaultListLimit}
	problems := queryProblems(q, listParams)
	problems = append(problems, queryLimit(q, &f.Limit, confirm.MaxListLimit)...)
	if v := q.Get("status"); q.Has("status") {
		f.Status = confirm.Status(v)
		if !f.Status.Valid() {
			problems = append(problems, fmt.Sprintf("status must be one of %v", confirm.Statuses))
		}
	}
	if q.Has("cursor") {
		f.Cursor = q.Get("cursor")
		if _, err := confirm.DecodeCursor(f.Cursor); err != nil {
			problems = append(problems, confirm.ErrorProblems(err)...)
		}
	}
	f.ExternalID = q.Get("externalId")
	if q.Has("updatedSince") {
		t, err := parseSince(q.Get("updatedSince"))
		if err != nil {
			problems = append(problems, "updatedSince must be an RFC 3339 time, like 2026-11-22T09:30:00.000Z")
		}
		f.UpdatedSince = t
	}
	if len(problems) > 0 {
		return f, confirm.Invalid(problems)
	}
	return f, nil
}

// parseSince reads an RFC 3339 time for a filter "at or after". Times are
// stored to the millisecond, so a finer one is moved up to the next
// millisecond, which keeps out what changed before it; one before any
// confirmd could have stored is the earliest.
func parseSince(v string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil {
		return time.Time{}, err
	}
	t = t.UTC()
	if r := t.Truncate(time.Millisecond); !r.Equal(t) {
		t = r.Add(time.Millisecond)
	}
	if t.Before(confirm.MinCursorTime) {
		t = confirm.MinCursorTime
	}
	return t, nil
}

// cancelConfirmation handles POST /v1/confirmations/{id}/cancel. The body is
// optional; if given it is {"reason": "..."}.
func (s *Server) cancelConfirmation(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	body, err := readBody(w, r)
	if err != nil {
		return err
	}
	var reason string
	if len(bytes.TrimSpace(body)) > 0 {
		root, err := parseObject(body)
		if err != nil {
			return err
		}
		walk := &walker{}
		root = walk.object("", root, "reason")
		reason = walk.str(root, "", "reason")
		if p := confirm.TextProblem("reason", reason, confirm.FreeText); p != "" {
			walk.problems = append(walk.problems, p)
		}
		if utf8.RuneCountInString(reason) > confirm.MaxStringLen {
			walk.problems = append(walk.problems, fmt.Sprintf("reason is longer than %d characters", confirm.MaxStringLen))
		}
		if len(walk.problems) > 0 {
			return confirm.Invalid(walk.problems)
		}
	}
	c, err := s.Store.UpdateConfirmation(r.Context(), principalFrom(r.Context()).Scope(), id, func(c *confirm.Confirmation) error {
		return c.Cancel(s.now(), reason)
	})
	if err != nil {
		return err
	}
	s.changed()
	return writeConfirmation(w, http.StatusOK, c)
}

// advanceConfirmation handles POST /v1/confirmations/{id}/advance: the next
// step runs now instead of at its due time. A body, if any, must be an empty
// JSON object.
func (s *Server) advanceConfirmation(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	body, err := readBody(w, r)
	if err != nil {
		return err
	}
	if len(bytes.TrimSpace(body)) > 0 {
		root, err := parseObject(body)
		if err != nil {
			return err
		}
		walk := &walker{}
		walk.object("", root)
		if len(walk.problems) > 0 {
			return confirm.Invalid(walk.problems)
		}
	}
	c, err := s.Engine.Advance(r.Context(), principalFrom(r.Context()).Scope(), id)
	if err != nil {
		return err
	}
	return writeConfirmation(w, http.StatusOK, c)
}
