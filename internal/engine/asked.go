package engine

import "github.com/confirmd/confirmd/internal/confirm"

// lastSent is the text of the last message confirmd sent the customer on
// a channel: what a reply answers, and what it may quote back ("> Hi, this
// is Acme Home about your delivery ... Yes I will"), which the interpreter
// then does not read as the customer's own words.
func lastSent(c *confirm.Confirmation, ch confirm.Channel) string {
	for i := len(c.Events) - 1; i >= 0; i-- {
		if e := c.Events[i]; e.Kind == confirm.EventOut && e.Channel == ch {
			return e.Text
		}
	}
	return ""
}
