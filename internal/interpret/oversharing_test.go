package interpret

import "testing"

// TestYesHomeUpheaval: the home in upheaval beside a firm yes (just moved,
// boxes, chaos, the old sofa gone to the tip) is an aside; the same words
// beside a move away, an absence or a hedge are not a yes.
func TestYesHomeUpheaval(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'll be in. We've just moved in so excuse the boxes", true},
		{"Yes we'll be in. Kids are off school so it'll be chaos but we're here", true},
		{"Yes I'll be in, excuse the state of the garden", true},
		{"Yes I'll be in. Apologies in advance for the mess", true},
		{"yes we'll be in, the old settee went to the tip", true},
		{"yes i'll be in we're decorating so it's a bit of a tip", true},
		{"Yes I'll be in. We've just got rid of the old one so we're sitting on the floor lol", true},
		{"Yes we'll be in, we've been sat on deckchairs since the old sofa went", true},
		{"Yes I'll be in, been sleeping on the old one for weeks", true},
		{"yes we're in, ignore the dog he's all mouth", true},
		// look-alikes that must not confirm
		{"We've just moved out so excuse the boxes", false},
		{"Yes we've just moved, I'm at the new place now", false},
		{"yes we've moved", false},
		{"Yes I'll be in, we've moved", false},
		{"yes I've recently moved", false},
		{"Excuse the boxes, I'm at work till 11", false},
		{"Apologies in advance, I won't be in", false},
		{"Got rid of the old one but I'm away Tuesday", false},
		{"yes but it'll be chaos, I might have to pop out", false},
		{"the old sofa's gone to the tip and so have I lol, not in", false},
		{"Yes but I'll have gone to the tip by then", false},
		{"yes i'll be gone to the tip", false},
		{"Yes I'll be in, probably, we've just moved so it's all boxes", false},
		{"we've been sat on deckchairs, can you do sat instead", false},
	})
}

// TestYesGoodWishes: thanks, good wishes to the crew and talk of the
// weather beside a firm yes are asides; "good luck" only in those runs,
// never as irony, and a hope about anyone being in stays a hedge.
func TestYesGoodWishes(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'll be in. Weather's meant to be awful so good luck to the lads!", true},
		{"yes we're in, hope it's not raining for the lads", true},
		{"Yes I'll be in. Hope the drivers are ok in this weather", true},
		{"Yes I'll be in. Good luck getting it through the door haha", true},
		{"Yes I'll be in, thanks for sorting this out", true},
		{"oh yes we'll be in we're ever so excited about it", true},
		{"Yes I'll be in, the wife is more excited than me haha", true},
		{"Yes I'll be in, hope you are well", true},
		{"Yes I'll be in. Hope you're having a good week", true},
		{"Yes I'll be home, the weather's meant to be grim so take care", true},
		{"Yes we'll be in, terrible weather though, hope the lads are ok", true},
		// look-alikes that must not confirm
		{"yeah good luck with that", false},
		{"good luck finding anyone in", false},
		{"Yes good luck, nobody will be in", false},
		{"I hope to be in", false},
		{"Hope the drivers are ok, I might be out though", false},
		{"Weather's meant to be awful so I might go to my mum's", false},
		{"thanks for sorting this out, I'll be at work though", false},
		{"hope it's not raining, I'll be in if it isn't", false},
		{"good luck to the lads, I'll probably be in", false},
		{"Hope you're having a good week, I'm away though", false},
		{"hope you are having a good day, might be in", false},
	})
}

// TestYesNothingPlanned: a customer with nothing else on, an early riser, a
// home having work done, beside a yes; plans, lateness or work of their
// own are not a yes.
func TestYesNothingPlanned(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'll be in all day, nothing planned", true},
		{"yes I'll be in. 8-12 is perfect, I'm an early riser", true},
		{"Yes I'm in. Please use the back door, the front is boarded up", true},
		{"Yes I'll be home, I've got nothing on", true},
		{"Yes we'll be in, nothing on that day", true},
		{"Yes I'm an early bird so any time is fine", true},
		{"Yes I'll be in, having work done on the kitchen", true},
		// look-alikes that must not confirm
		{"Nothing planned yet, I'll let you know", false},
		{"I'm an early riser but I'm at work by 9", false},
		{"Yes but I have work to get done in town", false},
		{"no plans yet, might be in", false},
		{"I have no plans to be in", false},
		{"yes I'll be in at the moment", false},
		{"I'm at work at the moment, not sure", false},
		{"nothing planned but I'll probably be out", false},
		{"Yes, early riser, out by 8", false},
		{"boarded up, we've gone away for the week", false},
	})
}

// TestYesNoWayIn: a yes beside a plain statement that the driver cannot get
// in is asked about; the same words with a way round after them stay an
// instruction.
func TestYesNoWayIn(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'll be in, you can't get in the front so use the side gate", true},
		{"yes we're in, the buzzer doesn't work so ring me when you're outside", true},
		{"Yes I'll be in. The lift's broken so you'll have to use the stairs", true},
		{"Yes I'm in, you can't get in through the front, use the side gate", true},
		// look-alikes that must not confirm
		{"Yes, the intercom's broken so you won't be able to get in anyway", false},
		{"yes I'm in but you can't get in", false},
		{"yes we're in but the lads won't be able to get in", false},
		{"Yes I'll be in, the gate's locked so the driver won't get in", false},
		{"yes I'll be in but you can't get in at all", false},
		{"Yes, you won't get in though, the door's jammed", false},
	})
}

// TestYesPoliteIfYouCan: "if you can" closing a request of its own beside a
// yes is politeness, like "if possible"; "if you can" with more after it,
// asking for a time, or after a bare yes is still a condition.
func TestYesPoliteIfYouCan(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'll be in. We've just had the carpets done so please take shoes off if you can", true},
		{"Yes I'll be in, please use the side gate if you can", true},
		{"yes we're in, please ring ahead if you can", true},
		{"Yes we'll be in, please take the packaging away if you can", true},
		{"Yes I'm in, please knock rather than ring if you can", true},
		// look-alikes that must not confirm
		{"yes please if you can", false},
		{"yes, if you can", false},
		{"Yes I'll be in if you can come early", false},
		{"we will be in so please come early if you can", false},
		{"yes please come before 10 if you can", false},
		{"please ring first if you can, I might be out", false},
		{"I'll be in if you can make it before 11", false},
	})
}

// TestYesVisitorAtHour: another person who comes to the home at an hour in
// the window is their hour when the customer is firmly in.
func TestYesVisitorAtHour(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes my carer comes at 9 but I'll be in all morning", true},
		{"Yes I'll be in all morning, my cleaner comes at 10", true},
		{"Yes I'll be in all morning, the carer comes at 11", true},
		{"my carer comes at 9 but I'll be here all morning", true},
		// look-alikes that must not confirm
		{"my carer comes at 9", false},
		{"my carer comes at 9 and takes me out", false},
		{"Yes my carer comes at 9, I might be in", false},
		{"yes I'm in, my carer comes at 10 and we go out", false},
		{"my carer comes at 9 and I'll be in after", false},
		{"Yes my carer comes at 9 but I'll probably be in", false},
	})
}

// TestYesLastTimeStory: a story of the last delivery beside a firm yes for
// this one is an aside; the story alone, or with a word of what will be,
// is asked about.
func TestYesLastTimeStory(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"yes I'm in, I was in last time too and no one came", true},
		{"Yes I'll be in. Third time lucky, the last two deliveries never showed up", true},
		{"Yes I'll be in. Last time nobody turned up", true},
		{"Yes we'll be in, we were in last time and nobody came", true},
		{"Yes I'll be home, the last delivery never arrived", true},
		{"Yes I'm in all morning. Last time the driver never knocked", true},
		// look-alikes that must not confirm
		{"yes I was in last time", false},
		{"I was in last time and no one came", false},
		{"Yes I'll be in, last time nobody came so I won't wait in this time", false},
		{"yes I'll be in, last time they never came, never again", false},
		{"I was in last time, not this time", false},
		{"last time they never came so I'm not waiting in", false},
		{"Yes I'll be in, the last delivery never came and I'm never in on Tuesdays", false},
		{"yes I might be in, I was in last time too and no one came", false},
	})
}

// TestYesCannotReachDoor: a customer in who cannot come down to let the
// crew in, or cannot hear them with no other way asked for, is asked
// about; the same need with a call asked for is an instruction.
func TestYesCannotReachDoor(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'll be in, I can't hear the door so ring me when you're outside", true},
		{"yes I'm in but I can't hear the doorbell so please call when outside", true},
		{"Yes I'll be in, the lift is broken so I'll come down to let you in", true},
		{"Yes we'll be in, we can't hear the bell from upstairs so text when you're here", true},
		// look-alikes that must not confirm
		{"Yes I'll be in. The lift's not working so I can't get down to let you in", false},
		{"Yes I'll be in, but the buzzer doesn't work and I can't hear knocking", false},
		{"yes I'm in but I can't hear the door", false},
		{"Yes we're in, we can't hear the buzzer from the flat", false},
		{"yes I'll be in but I can't come down to let you in", false},
		{"Yes I'll be in, the stairs are too much for me so I can't let you in", false},
	})
}

// TestYesLifeAsides: more life told beside a firm yes (a promise, a past
// mix-up, the old sofa on its last legs, furlough, a shy cat, an empty
// room waiting, living alone) is an aside; beside an absence or a hedge it
// is not a yes, and "empty" said of the home is not placed.
func TestYesLifeAsides(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'll be in this time, promise!", true},
		{"Yes definitely in this time, sorry about the mix up before", true},
		{"Yes I'll be in. Thanks again for rebooking", true},
		{"Yes I'll be in, the old one is falling to bits", true},
		{"Yes I'll be in, I'm on furlough lol", true},
		{"Yes I'm in. Our cat hates visitors so she'll hide, don't worry", true},
		{"Yes I'll be in, the living room is empty and waiting", true},
		{"Yes I'll be in. I'm 78 and live alone so please be patient at the door", true},
		{"Yes we'll be in. The kids are so excited they've been counting the days", true},
		// look-alikes that must not confirm
		{"the house will be empty", false},
		{"yes the house is empty", false},
		{"I can't promise", false},
		{"yes I'll be in, promise I'll try", false},
		{"yes I live alone and I'm at work", false},
		{"I'm on furlough but I'm away that week", false},
		{"sorry about the mix up, I won't be in", false},
		{"the living room is empty and waiting but I might be out", false},
		{"counting the days, if I'm in", false},
	})
}

// TestYesHomeTold: the home and the order as customers tell of them beside a
// yes; the same beside an absence or a doubt is not a yes.
func TestYesHomeTold(t *testing.T) {
	t.Parallel()
	checkEnmore(t, []enmoreCase{
		{"Yes I'll be in, thanks for sorting it, the last delivery firm were useless", true},
		{"Yes I'll be in. Excuse the state of the drive, we're having it redone", true},
		{"yes we're in, good luck to the driver finding us lol", true},
		{"Yes we'll be in, just moved in last month so still getting used to the place", true},
		{"Yes I'll be in, the kids will be climbing the walls with excitement", true},
		{"yes i'll be in good luck getting it up the stairs it's a tight squeeze", true},
		// look-alikes that must not confirm
		{"good luck finding anyone in", false},
		{"good luck finding us, we're away", false},
		{"the last delivery firm were useless, I'm not waiting in again", false},
		{"we're having the drive redone so we'll be at my mum's", false},
		{"it's a tight squeeze, not sure it'll fit, might cancel", false},
		{"glad it's rebooked but I might be out", false},
	})
}
