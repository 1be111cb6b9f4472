package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/confirmd/confirmd/internal/confirm"
)

// handlerFunc is an HTTP handler that returns its error for handle to answer.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// statusOf maps each domain error code to its one HTTP status.
var statusOf = map[string]int{
	confirm.EINVALID:      http.StatusBadRequest,
	confirm.EUNAUTHORIZED: http.StatusUnauthorized,
	confirm.EFORBIDDEN:    http.StatusForbidden,
	confirm.ENOTFOUND:     http.StatusNotFound,
	confirm.ECONFLICT:     http.StatusConflict,
	confirm.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	confirm.ERATELIMIT:    http.StatusTooManyRequests,
	confirm.EUNAVAILABLE:  http.StatusServiceUnavailable,
	confirm.EINTERNAL:     http.StatusInternalServerError,
}

// methodError answers a known path called with a method it does not serve.
type methodError struct{ method, allow string }

func (e *methodError) Error() string {
	return fmt.Sprintf("method %s is not allowed here; allowed: %s", e.method, e.allow)
}

// handle turns a handlerFunc into an http.Handler that answers its error.
func (s *Server) handle(h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})
}

// writeError answers err: {"errors": [...]} for a list of problems,
// {"error": "..."} otherwise; internal details go only to the log.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var me *methodError
	if errors.As(err, &me) {
		writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": me.Error()})
		return
	}
	var mt *mediaTypeError
	if errors.As(err, &mt) {
		writeJSON(w, http.StatusUnsupportedMediaType, map[string]string{"error": mt.Error()})
		return
	}
	code := confirm.ErrorCode(err)
	if (code == confirm.EINTERNAL || code == confirm.EUNAVAILABLE) && clientGone(r) {
		// The client hung up while we worked, and what we waited on gave
		// up with it: no fault of ours, and nobody is left to read an
		// answer. The request line says so (see logRequests).
		w.WriteHeader(statusClientClosedRequest)
		return
	}
	status := statusOf[code]
	if code == confirm.EINTERNAL {
		s.Logger.Error("internal error", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	if code == confirm.EUNAVAILABLE {
		s.Logger.Error("dependency unavailable", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	if problems := confirm.ErrorProblems(err); len(problems) > 0 {
		writeJSON(w, status, map[string][]string{"errors": problems})
		return
	}
	writeJSON(w, status, map[string]string{"error": confirm.ErrorMessage(err)})
}

// writeJSON writes v as the JSON body with the status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		status, body = http.StatusInternalServerError, []byte(`{"error":"internal error"}`)
	}
	writeRaw(w, status, body)
}

// writeRaw writes an already encoded JSON body.
func writeRaw(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(body)
	w.Write([]byte("\n"))
}
