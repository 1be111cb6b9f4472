package web

import (
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// choices are the email's one-tap choices, in the order the email and the
// pages show them.
var choices = []string{confirm.ChoiceWillBeIn, confirm.ChoiceSomeoneElse, confirm.ChoiceDifferentDay}

// EmailLinks returns the links of c's email, "<publicURL>/c/<token>", keyed
// by choice. publicURL is CONFIRMD_PUBLIC_URL; a trailing slash is ignored so
// that either spelling of it gives the same links.
func EmailLinks(secret []byte, publicURL string, c *confirm.Confirmation) map[string]string {
	base := strings.TrimRight(publicURL, "/")
	links := make(map[string]string, len(choices))
	for _, choice := range choices {
		links[choice] = base + "/c/" + tokenFor(secret, c, choice)
	}
	return links
}

func tokenFor(secret []byte, c *confirm.Confirmation, choice string) string {
	return SignToken(secret, Token{ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox, Choice: choice})
}

// linkDays is how long a customer's links keep working: until the end of
// the linkDays-th day after the booked date. By then the delivery is over
// and the email, forwarded or left in an old mailbox, should no longer
// open the customer's booking.
const linkDays = 7

// linksExpireAt returns the moment c's links stop working: midnight at the
// end of the linkDays-th day after order.date, in the order's time zone.
// It is read from the confirmation as stored, not from the token, so a
// reschedule (which moves order.date) moves it too, and every link ever
// sent follows the same rule. ok is false for a date that does not parse,
// which validation never stores; such links keep working rather than shut
// the customer out over a fault of ours.
func linksExpireAt(c *confirm.Confirmation) (at time.Time, ok bool) {
	loc := c.Location()
	day, err := time.ParseInLocation(time.DateOnly, c.Order.Date, loc)
	if err != nil {
		return time.Time{}, false
	}
	return time.Date(day.Year(), day.Month(), day.Day()+linkDays+1, 0, 0, 0, 0, loc), true
}

// linksExpired reports whether c's links have stopped working at now.
func linksExpired(c *confirm.Confirmation, now time.Time) bool {
	at, ok := linksExpireAt(c)
	return ok && !now.Before(at)
}
