package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestStoryWords: the everyday words of a story told in the past beside a
// firm yes (the weekend, the week, a scam text) are placed (storyspan.go);
// the same words beside a doubt, an absence, or with nothing said of being
// in, are not a yes.
func TestStoryWords(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Hiya sorry only just seen this, been a mad weekend with my sister's hen do in Newcastle and I've barely slept lol 🙈 anyway yes I'm off work Tuesday so I'll be here 👍",
		"Yes is this actually Acme? Got scammed last month with a fake parcel text. But yes I'm in Tuesday",
		"sorry for the slow reply, been a crazy week with the kids' birthday party and I've hardly slept. Yes I'll be in Tuesday",
		"Got conned by a fake courier text last year so just checking. Yes I'll be home Tuesday",
		"yes I'll be in tuesday. the dog was sick all weekend so I've barely slept",
		"Yes I'll be in, had a hectic week with the stag do in Dublin",
		"yes I'm in tuesday, been a rough week, the boiler burst and the pipes leaked",
		"Yes I'll be home. Been a manic month, we had the christening and my brother's birthday",
		"Yes we'll be in. Got stung by a dodgy parcel text a while ago",
	}, []string{
		"Hiya sorry only just seen this, been a mad weekend with my sister's hen do in Newcastle and I've barely slept lol anyway I might be in Tuesday",
		"Hiya sorry only just seen this, been a mad weekend with my sister's hen do and I'm not sure I'll be home Tuesday",
		"been a mad weekend, I'm in Newcastle till Wednesday so won't be home",
		"I've been invited to a hen do in Newcastle on Tuesday, sorry",
		"yes I'll be here, I've gone to Newcastle for the week",
		"yes, been a mad week, barely slept, might pop out though",
		"Got scammed last month with a fake parcel text so I won't be opening the door",
		"Got scammed last month with a fake parcel text. Is this real?",
		"been a mad weekend, might be in Tuesday, might not",
		"yes I went to Newcastle",
		"yes I was in Newcastle",
		"yes, had a mad weekend in Leeds, back on Wednesday",
		"my son will be in, he's only 12, been off school with a bug",
		"yes, slept at my sister's last night",
	})
	checkYes(t, confirm.ChannelCall, []string{
		"yeah i'll be in tuesday we've had a mad week with the kids being sick so i've barely slept",
	}, []string{
		"we've had a mad week with the kids being sick so i'm not sure i'll be in",
		"been a mad weekend i might be in tuesday",
	})
}

// TestLandmarkWords: the everyday landmarks a house is told by ("beside the
// chipper", "next to the bookies") are placed inside an instruction; being
// at them, or a doubt beside them, is not a yes.
func TestLandmarkWords(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Grand so, I'll be there Tuesday. It's the house with the red door beside the chipper",
		"Hi, yes I'll be there Tuesday. It's the one next to the bookies",
		"Yes I'm in, we're the house opposite the chipper with the blue door",
		"yes I'll be in, flat above the butchers",
		"Yes I'll be home, the house behind the allotments",
		"yes in all morning, we're next to the florist",
		"Yes I'll be in. It's the cottage past the cemetery",
		"yes I'm in, top flat above the bookmakers",
	}, []string{
		"Grand so, I might be there Tuesday. It's the house with the red door beside the chipper",
		"I'll be at the chipper Tuesday so no",
		"I'll be at the bookies all morning",
		"yes but I'll be down the allotment",
		"yes I'll be at the butchers till 11",
		"Probably in, it's the house next to the bookies",
		"not sure, the flat above the butchers",
		"I'll be in unless I'm at the allotment, house behind the cemetery",
	})
}
