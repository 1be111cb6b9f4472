package web

import "net/http"

// CreateAllowance tells how many creates a client address has left of its
// account's hourly limit; the API's server is one.
type CreateAllowance interface {
	CreatesLeft(r *http.Request, accountID string) (left, limit int, err error)
}

// createsView is what the console says of the hour's creates.
type createsView struct {
	Left, Limit int
}

// fillCreatesLeft sets d's count of the creates left from r's address,
// when the console can know it; a failure only leaves the line out.
func (c *Console) fillCreatesLeft(r *http.Request, u *Developer, d *consolePage) {
	if c.Creates == nil || u == nil {
		return
	}
	left, limit, err := c.Creates.CreatesLeft(r, u.Scope.AccountID)
	if err != nil {
		c.logger().Warn("sandbox console: counting the creates left", "err", err)
		return
	}
	d.Creates = &createsView{Left: left, Limit: limit}
}
