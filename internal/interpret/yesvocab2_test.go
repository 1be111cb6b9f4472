package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesPropertyState holds delivery instructions that describe the state of
// the property or the road: scaffolding, fresh paint, a gated block, a bus
// route, the easier door. The words are accounted for only inside such an
// instruction; a bus the customer is on, or a door that is easier on another
// day, still keeps the reply from confirming.
func TestYesPropertyState(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Yes I'll be in. Don't park outside please, the street is a bus route",
		"yes in, please park on the drive as the road is a bus lane",
		"Yes. Use the back door, the front is scaffolded at the moment",
		"Yes I'll be home, please mind the hallway, it's newly decorated",
		"Yes I'm in, please use the back door, the front door is freshly varnished",
		"Yes we're in, it's a gated block so ring flat 4 on the panel",
		"Yes I'll be in. The side gate is easier than the front",
	}, []string{
		"Yes but I'm on the bus",
		"yes, on the bus now, home by 2",
		"yes I'm on the bus home",
		"yes if the bus is on time",
		"Yes, another day would be easier",
		"yes, the side gate is easier but I might be out",
		"yes the front is scaffolded so I might not hear you",
		"yes the gated block, but I'm away that week",
		"yes, newly moved in, but I'm at work",
	})
}
