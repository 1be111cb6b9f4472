package confirm

import (
	"fmt"
	"time"
)

// InboxSignal sums up a scope's inbox cheaply enough to be read every
// half second by each operator's open Inbox page: how many confirmations
// wait and the latest updatedAt among them. It changes whenever the
// inbox's list would:
//   - a confirmation that starts waiting is touched as it does, so its
//     updatedAt becomes the latest and the count grows;
//   - one that stops waiting leaves the count one smaller;
//   - any other change to one waiting, such as a new message from its
//     customer, touches it, so the latest updatedAt moves.
//
// One leaving and another arriving between two reads still change it: the
// one arriving is touched after every confirmation read before. The one
// exception is two changes stored within the same millisecond that leave
// the count as it was; the next change of that scope shows both.
//
// Claims ("assigned to Priya") do not touch the confirmation, so the
// signal counts them apart, with the latest claim's time: taking one adds
// a claim or moves the latest time (taking over another's claim rewrites
// its time), releasing one removes it.
type InboxSignal struct {
	Waiting   int
	UpdatedAt time.Time // zero when nobody waits
	Claims    int       // claims on the scope's confirmations
	ClaimedAt time.Time // the latest claim's time, zero without one
}

// String is the signal as the Inbox page's stream sends it.
func (s InboxSignal) String() string {
	v := "0"
	if s.Waiting != 0 {
		v = fmt.Sprintf("%d|%s", s.Waiting, FormatTime(s.UpdatedAt))
	}
	if s.Claims != 0 {
		v += fmt.Sprintf("|%d|%s", s.Claims, FormatTime(s.ClaimedAt))
	}
	return v
}
