package webhook

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"
)

// MaxBodyBytes is the largest body Handler reads. A confirmation with its
// whole timeline is a few tens of KiB; the limit keeps an unauthenticated
// sender from making the receiver buffer without end before the signature
// can be checked.
const MaxBodyBytes = 1 << 20

// handlerMemory is how many confirmations a Handler remembers for
// newest-wins; far more than are usually open at once, and a few MiB.
const handlerMemory = 100_000

// Handler returns an http.Handler that receives deliveries signed with
// secret and calls fn once for each new state of a confirmation.
//
// It answers 405 to anything but POST, 413 to a body over MaxBodyBytes, 401
// when the signature does not match the raw body (before any JSON is parsed),
// 400 when an authentic body is not an event, and 204 otherwise. Deliveries
// that are duplicates or older than one already handled (by data.updatedAt,
// remembered in a Latest of 100,000 ids) are answered 204 without calling fn.
// When fn returns an error Handler answers 500 and forgets the delivery, so a
// retry of it is handled; fn should log its own errors, as the sender only
// sees the status.
//
// A delivery with a timestamp header is checked with VerifyWithTimestamp and
// DefaultTolerance. Events of types other than confirmation.updated are
// passed to fn as they are.
//
// Handler panics if secret is empty or fn is nil.
func Handler(secret string, fn func(ctx context.Context, e Event) error) http.Handler {
	if secret == "" {
		panic("webhook: Handler needs a signing secret")
	}
	if fn == nil {
		panic("webhook: Handler needs a function to call")
	}
	return &handler{secret: secret, fn: fn, latest: NewLatest(handlerMemory), now: time.Now}
}

type handler struct {
	secret string
	fn     func(context.Context, Event) error
	latest *Latest
	now    func() time.Time
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
			http.Error(w, "body too large", http.StatusRequestEntityTooLarge)
			return
		}
		http.Error(w, "cannot read body", http.StatusBadRequest)
		return
	}
	if err := h.verify(r.Header, body); err != nil {
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}

	var e Event
	if err := json.Unmarshal(body, &e); err != nil {
		http.Error(w, "body is not a webhook event", http.StatusBadRequest)
		return
	}
	d := e.Data
	if e.Type == TypeConfirmationUpdated && (d.ID == "" || d.UpdatedAt.IsZero()) {
		http.Error(w, "event has no data.id or data.updatedAt", http.StatusBadRequest)
		return
	}
	ordered := d.ID != "" && !d.UpdatedAt.IsZero()
	var prev time.Time
	if ordered {
		var newer bool
		if prev, newer = h.latest.accept(d.ID, d.UpdatedAt); !newer {
			// A 2xx, so the sender does not count a stale delivery as a
			// failure.
			w.WriteHeader(http.StatusNoContent)
			return
		}
	}
	if err := h.fn(r.Context(), e); err != nil {
		if ordered {
			h.latest.undo(d.ID, d.UpdatedAt, prev)
		}
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *handler) verify(header http.Header, body []byte) error {
	sig := header.Get(SignatureHeader)
	if ts := header.Get(TimestampHeader); ts != "" {
		return VerifyWithTimestamp(h.secret, body, sig, ts, h.now(), DefaultTolerance)
	}
	return Verify(h.secret, body, sig)
}
