package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestTailOptOut: the keyword STOP as a part of its own after other words
// opts out; "stop" inside a sentence, or "cancel" after other words, does
// not.
func TestTailOptOut(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want string }{
		{"why are you texting me, stop", "opt_out"},
		{"why are you texting me? STOP", "opt_out"},
		{"who is this? stop", "opt_out"},
		{"Not interested. STOP!", "opt_out"},
		{"wrong number. unsubscribe", "opt_out"},
		{"who is this?? Stop.", "opt_out"},
		{"yes I'll be in, the bus stop is outside", "will_be_in"},
		{"yes I'll be in, please park by the bus stop", "will_be_in"},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS})
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
		}
	}
	neverYes(t, []string{"yes. STOP", "I'll be in, stop", "can you stop by after 10"})
}
