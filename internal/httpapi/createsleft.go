package httpapi

import (
	"net/http"
)

// CreatesLeft returns how many more confirmations the account may create
// from r's client address in the current hour, and the account's limit, as
// a create at this moment would count them; it records nothing.
func (s *Server) CreatesLeft(r *http.Request, accountID string) (left, limit int, err error) {
	acct, err := s.Store.GetAccount(r.Context(), accountID)
	if err != nil {
		return 0, 0, err
	}
	limit = acct.CreateLimit()
	n, err := s.Store.CountAttempts(r.Context(), s.clientIP(r), s.Clock.Now())
	if err != nil {
		return 0, 0, err
	}
	return max(0, limit-n), limit, nil
}
