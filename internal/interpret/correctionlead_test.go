package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestCorrectionAfterCorrection reads "scrap that" as a correction, and a
// correction led by another ("actually scrap that", "wait ignore that")
// as opening what is said last; with nothing after it, a yes before it is
// taken back and asked about.
func TestCorrectionAfterCorrection(t *testing.T) {
	t.Parallel()
	alt, unc, yes, dd := confirm.IntentAlternateSigner, confirm.IntentUnclear, confirm.IntentWillBeIn, confirm.IntentDifferentDay
	checkClassCases(t, confirm.ChannelSMS, []signerClassCase{
		{"Yes I'll be in. Actually scrap that, I'm at work - my partner will be in instead", alt, "", "my partner"},
		{"Yes I'll be in. Actually ignore that, I'm at work", dd, "", ""},
		{"no I'm out. wait scratch that, I'll be in", yes, "", ""},
		{"no sorry I'm out. Actually scrap that, I will be in", yes, "", ""},
		{"Yes I'll be in. Actually scrap that, I might be out", unc, "", ""},
		{"yes actually scrap that", unc, "", ""},
		{"yes actually ignore that", unc, "", ""},
		{"yes wait ignore that", unc, "", ""},
		{"yes I'll be in, knock and wait", yes, "", ""},
	})
}
