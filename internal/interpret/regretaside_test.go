package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestRegretAside: "should have" told of the past inside a story ("my
// sister said I should've kept it till the new one came") is no doubt
// about being in (regretaside.go); a "should" about being in, a "should
// have been", and one of leaving or finishing by a time stay a hedge.
func TestRegretAside(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Oh thank goodness I was starting to worry about this as the old sofa went to the tip on Friday and we've been sitting on garden chairs all weekend lol. my sister said I should've kept it till the new one came but anyway. Yes I'll be in Tuesday morning, I've booked the day off",
		"Yes I'll be in, my husband said we should've ordered the bigger one lol",
		"Yes Tuesday is fine, I'll be in. My mum said I should've bought the grey one",
		"yes I'll be home, my brother reckons we should have waited for the sale",
		"Yes we'll be in. The wife thinks we should've measured the door haha",
		"yes I'm in Tuesday. Should have ordered it months ago, the old one broke last year",
		"Yes I'll be in. My dad said I should've kept the old one till the new one arrived",
		"Yes I'll be in, my friend said I could have asked for the footstool too",
	}, []string{
		"my sister said I should've kept it, I should be in Tuesday",
		"my sister said I should've been in, anyway I'll be out Tuesday",
		"yes I should have been in Tuesday but I've got work",
		"yes I'll be in but I should have left by 10",
		"I should've finished work by then so yes",
		"yes but my boss said I should have finished by 11",
		"yes I'll be in, should've been fine",
		"yes I'll be in, I should have gone out by the time they come",
		"my sister reckons I should've waited till the new one came, I'll probably be in though",
		"I should be in Tuesday, my sister said I should've kept the old one",
	})
	checkYes(t, confirm.ChannelCall, []string{
		"yes i'll be in tuesday my wife said we should have ordered the bigger one",
	}, []string{
		"i should be in tuesday my wife said we should have ordered the bigger one",
	})
}
