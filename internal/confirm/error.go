package confirm

import (
	"errors"
	"fmt"
)

// Error codes. Adapters map each to one outcome (an HTTP status, an exit
// code); anything without a code is internal.
const (
	EINVALID      = "invalid"      // the request breaks a rule; Problems lists each
	EUNAUTHORIZED = "unauthorized" // missing or wrong key
	EFORBIDDEN    = "forbidden"    // known caller, not allowed to do that
	ENOTFOUND     = "not_found"    // no such thing visible to the caller
	ECONFLICT     = "conflict"     // the thing's state does not allow it
	ERATELIMIT    = "rate_limited" // too many attempts
	ETOOLARGE     = "too_large"    // the body is over the limit
	EUNAVAILABLE  = "unavailable"  // a dependency (the database) is down
	EINTERNAL     = "internal"     // a fault of ours
)

// Error is a domain error with a code, a message meant for the API client,
// and for EINVALID the list of every problem found.
type Error struct {
	Code     string
	Message  string
	Problems []string
}

func (e *Error) Error() string {
	if len(e.Problems) > 0 {
		return fmt.Sprintf("%s: %v", e.Message, e.Problems)
	}
	return e.Message
}

// Errorf returns an *Error with the code and a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// MaxProblems is how many problems an EINVALID error lists; the rest are
// counted in one more entry, so that a body made of mistakes gets an answer
// of bounded size.
const MaxProblems = 20

// Invalid returns an EINVALID error listing the problems: at most
// MaxProblems of them, then "... and N more problems".
func Invalid(problems []string) *Error { return InvalidMore(problems, 0) }

// InvalidMore is Invalid for a check that spelled out only some of the
// problems it found: listed, and more besides.
func InvalidMore(listed []string, more int) *Error {
	if n := len(listed) - MaxProblems; n > 0 {
		listed, more = listed[:MaxProblems:MaxProblems], more+n
	}
	if more > 0 {
		listed = append(listed[:len(listed):len(listed)], fmt.Sprintf("... and %d more problems", more))
	}
	return &Error{Code: EINVALID, Message: "invalid request", Problems: listed}
}

// ErrorCode returns the code of err, or EINTERNAL if it carries none.
func ErrorCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the client-facing message of err; internal errors
// never show their detail.
func ErrorMessage(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return "internal error"
}

// ErrorProblems returns the problems listed by an EINVALID error.
func ErrorProblems(err error) []string {
	var e *Error
	if errors.As(err, &e) {
		return e.Problems
	}
	return nil
}

// ErrNotFound is what stores return for a confirmation that does not exist
// or is not visible to the caller, so ids never leak between accounts.
var ErrNotFound = &Error{Code: ENOTFOUND, Message: "confirmation not found"}
