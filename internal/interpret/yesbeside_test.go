package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesBeside holds the class of a plain yes with something the customer
// adds beside it: the way to the door, parking and the road, the rules of
// the home, an access need, a call ahead, stairs and carrying, pets. Each
// such yes confirms, and its instruction goes to notes whole; each
// look-alike that says no one is in, hedges, puts a condition, doubts that
// anyone can open or mocks the yes is asked about, never confirmed.
func TestYesBeside(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text    string
		confirm bool
		notes   string // in the notes of a confirmation, when given
	}{
		// finding the door: the satnav or postcode that misleads, landmarks, which entrance
		{"Yes I'll be in. The postcode takes you to the wrong road, we're behind the Co-op", true, "The postcode takes you to the wrong road, we're behind the Co-op"},
		{"yes, satnav sends people round the back of the estate, we're the first house on the left", true, "satnav sends people round the back of the estate, we're the first house on the left"},
		{"Yes I'm in. Sat nav sometimes gets it wrong, look for the white van on the drive", true, "Sat nav sometimes gets it wrong, look for the white van on the drive"},
		{"yes will be in, google maps puts us in the next street, we're the cottage by the church", true, "we're the cottage by the church"},
		{"Yes. We're the last house before the cattle grid", true, "We're the last house before the cattle grid"},
		{"yes I'm in, there's a permit zone so use the visitor bay opposite", true, "there's a permit zone so use the visitor bay opposite"},
		{"Yes I'll be in. The entrance is round the back, through the car park", true, "The entrance is round the back, through the car park"},
		{"yes home, we're above the hairdressers, door is to the left of the shop", true, "home, we're above the hairdressers, door is to the left of the shop"},
		{"Yes I'll be in. We're in the annexe behind the main house", true, ""},
		{"yes will be in, postcode covers the whole street so look for number 42 on the bins", true, "postcode covers the whole street so look for number 42 on the bins"},
		{"Yes I'll be in. It's a new build so it won't show on the sat nav, turn right after the show home", true, "turn right after the show home"},
		{"yes in. Park in the pub car park opposite, landlord knows", true, "Park in the pub car park opposite, landlord knows"},
		{"Yes I'll be in. The lane is single track, there's a passing place by the farm", true, "The lane is single track, there's a passing place by the farm"},
		{"yes I'm in, come to the rear entrance, the front one is for the shop", true, "come to the rear entrance, the front one is for the shop"},
		{"yes, the house is at the end of the cul de sac with the blue garage door", true, "the house is at the end of the cul de sac with the blue garage door"},
		{"Yes I'll be in. Go past the pub and it's the second turning on the left", true, "Go past the pub and it's the second turning on the left"},
		{"yes I will be in. We're the farm at the top of the hill, follow the track", true, "We're the farm at the top of the hill, follow the track"},
		{"Yes I'll be in. The flat is above the chip shop on the high street", true, "The flat is above the chip shop on the high street"},
		{"yes, in all day. Opposite the primary school, there's a zebra crossing outside", true, "Opposite the primary school, there's a zebra crossing outside"},
		{"yes I'll be in. Satnav takes you to the wrong end of the lane, we're at the top by the post box", true, "Satnav takes you to the wrong end of the lane, we're at the top by the post box"},
		{"yes we'll be in. The postcode brings up the wrong street, we're behind the Spar", true, "The postcode brings up the wrong street, we're behind the Spar"},
		{"Yes I'll be in. We're the new build opposite the Crown, not on the satnav yet", true, "We're the new build opposite the Crown"},
		{"yes I'm in. Our house isn't on google maps yet, it's the end plot with the green door", true, "it's the end plot with the green door"},
		{"Yes I'll be home, we're the bungalow behind the village hall", true, "we're the bungalow behind the village hall"},
		{"yes in. Look for the house with the caravan on the drive", true, "Look for the house with the caravan on the drive"},
		{"Yes we'll be in. It's the cream house with the bay window, opposite the bus stop", true, "It's the cream house with the bay window, opposite the bus stop"},
		{"yes I'll be in. We're down the side of the chemist, first door on the right", true, "We're down the side of the chemist, first door on the right"},
		{"Yes I'll be in. The entrance is round the back through the car park", true, "The entrance is round the back through the car park"},
		{"yes in. We're the flat above the bakery, the door is next to the shop window", true, "We're the flat above the bakery, the door is next to the shop window"},
		{"yes I'll be in. The flat may be hard to find, it's behind the garages", true, "it's behind the garages"},
		{"yes I'm in, it's a shared entrance so buzz number 6", true, "it's a shared entrance so buzz number 6"},
		{"yes I'll be in, the postcode covers the whole street so look for number 42", true, "the postcode covers the whole street so look for number 42"},
		// parking and the road: wardens, permits, yellow lines, bus routes, red routes, works
		{"Yes I'll be home. Please park on the drive, the road is a bus route", true, "Please park on the drive, the road is a bus route"},
		{"Yes I'll be in. Wardens are very active round here so park on the drive", true, "park on the drive"},
		{"Yes, we'll be in. Front of the house is scaffolded so use the side gate", true, "Front of the house is scaffolded so use the side gate"},
		{"yes home. We're having building work done so mind the skip", true, "We're having building work done so mind the skip"},
		{"Yes I will be in. Double yellows outside, pull onto the drive", true, "pull onto the drive"},
		{"yes in, it's a residents only car park so press buzzer 12 and I'll lift the barrier", true, "it's a residents only car park so press buzzer 12 and I'll lift the barrier"},
		{"yes I'll be in, can the driver text me when he's 10 minutes away", true, "can the driver text me when he's 10 minutes away"},
		{"Yes. I'll be in. Loading bay at the back is free to use", true, ""},
		{"Yes I'll be in. Our road has speed bumps, watch out with the lorry", true, "watch out with the lorry"},
		{"Yes I'll be there. The building is gated, code is 2580 at the pedestrian gate", true, "The building is gated, code is 2580 at the pedestrian gate"},
		{"yes home. Our driveway is steep so reverse in", true, "Our driveway is steep so reverse in"},
		{"Yes I'll be in, the road is being resurfaced so come in from the other end", true, "the road is being resurfaced so come in from the other end"},
		{"Yes I'll be in. Please don't block the neighbour's drive", true, "Please don't block the neighbour's drive"},
		{"Yes I'll be in. Sorry the front garden is a building site at the moment", true, "Sorry the front garden is a building site at the moment"},
		{"yes in, we're having the kitchen done so mind the builders", true, "we're having the kitchen done so mind the builders"},
		{"Yes I'll be in, the builders will be there too but I'll sign", true, ""},
		{"yes home. Bus stop right outside so park round the corner", true, "Bus stop right outside so park round the corner"},
		{"Yes I'll be in. Please avoid parking on the grass verge", true, "Please avoid parking on the grass verge"},
		{"yes I'll be home, it's a red route so stop in the loading bay", true, "it's a red route so stop in the loading bay"},
		{"yes I'll be in. Please don't park across the dropped kerb, the neighbour needs it", true, "Please don't park across the dropped kerb, the neighbour needs it"},
		{"Yes in. It's permit parking, use the visitor bay outside number 3", true, "It's permit parking, use the visitor bay outside number 3"},
		{"yes home, there are double yellows outside so pull onto the drive", true, ""},
		{"Yes I'll be in. Please park on the drive, the road is a bus route", true, "Please park on the drive, the road is a bus route"},
		{"yes we'll be in. No parking on our road 8-10am, use the car park at the back", true, "No parking on our road 8-10am, use the car park at the back"},
		{"Yes I'll be there. The front of the house is scaffolded so come to the back door", true, "The front of the house is scaffolded so come to the back door"},
		{"yes, in. We're having building work done, mind the skip on the drive", true, "mind the skip on the drive"},
		{"Yes I'll be in. Building site next door so the road is a bit muddy", true, "Building site next door so the road is a bit muddy"},
		{"Yes I'll be in. The lane is single track so reverse in from the main road", true, "The lane is single track so reverse in from the main road"},
		{"yes I'll be in. There's a low bridge on the way in, come via the A road", true, "There's a low bridge on the way in, come via the A road"},
		{"Yes I'll be in. Our road has speed bumps", true, ""},
		{"Yes in. Red route outside so stop in the loading bay round the corner", true, "Red route outside so stop in the loading bay round the corner"},
		{"yes I'll be in. It's a red route so stop in the loading bay", true, "It's a red route so stop in the loading bay"},
		{"yes in, be careful of the wardens, they love a ticket", true, "they love a ticket"},
		// house rules: shoes, quiet, a baby or a shift worker asleep, the edge of the window
		{"Yes I'll be in. Please take your shoes off or I can give you shoe covers", true, "Please take your shoes off or I can give you shoe covers"},
		{"Yes I'll be in, please knock gently, the baby naps in the morning", true, "please knock gently, the baby naps in the morning"},
		{"yes we'll be in. We have a newborn so please don't ring the bell, just text when you're outside", true, "We have a newborn so please don't ring the bell, just text when you're outside"},
		{"Yes, I'll be in. Please wipe your feet, new carpets", true, "Please wipe your feet, new carpets"},
		{"yes I'll be home, please use the dust sheets on the new carpet", true, "please use the dust sheets on the new carpet"},
		{"yes I'll be in, baby will be asleep so no doorbell please", true, "baby will be asleep so no doorbell please"},
		{"Yes I'll be in, please be quiet as my mum is poorly", true, "please be quiet as my mum is poorly"},
		{"Yes I'll be home. Please take your shoes off, new carpets", true, "Please take your shoes off, new carpets"},
		{"yes in, shoes off please, we've just had the floors done", true, "shoes off please, we've just had the floors done"},
		{"Yes I'll be in. Please don't ring the bell, the baby will be asleep, just knock", true, "Please don't ring the bell, the baby will be asleep, just knock"},
		{"yes home. Please knock quietly, my partner works nights", true, "Please knock quietly, my partner works nights"},
		{"Yes we're in. Please don't come before 8, we have a newborn", true, "Please don't come before 8, we have a newborn"},
		{"yes I'll be in, don't knock before 8 please, baby asleep", true, "don't knock before 8 please, baby asleep"},
		{"Yes we'll be in. Please wipe your feet, it's been raining", true, "Please wipe your feet"},
		{"yes home, please use the dust sheets, cream carpet", true, "home, please use the dust sheets, cream carpet"},
		// access needs: hearing, a wheelchair, slow to the door
		{"Yes I'll be in. I'm hard of hearing so please knock loudly and wait", true, "I'm hard of hearing so please knock loudly and wait"},
		{"yes I'm in, I'm a wheelchair user so it takes me a minute to get to the door", true, "I'm a wheelchair user so it takes me a minute to get to the door"},
		{"Yes I'll be home, I'm a bit slow on my feet so please be patient at the door", true, "I'm a bit slow on my feet so please be patient at the door"},
		{"yes I'll be in, I'm partially deaf so text me rather than ring the bell", true, "I'm partially deaf so text me rather than ring the bell"},
		{"yes I'll be in, I have a guide dog so he'll be at the door with me", true, ""},
		{"Yes I'll be in. I'm deaf so please text when you're outside", true, "I'm deaf so please text when you're outside"},
		{"yes in, I'm hard of hearing so bang on the door", true, "I'm hard of hearing so bang on the door"},
		{"Yes I'll be in. I'm in a wheelchair so it takes me a while to answer the door", true, "I'm in a wheelchair so it takes me a while to answer the door"},
		{"yes I'll be home, I use a walking frame so please give me a minute to get to the door", true, ""},
		// calling or texting ahead
		{"yes, please ring 20 minutes before you arrive", true, "please ring 20 minutes before you arrive"},
		{"Yes in all morning, give me a call when you're on your way", true, "give me a call when you're on your way"},
		{"Yes I will be in. Please bring two men, it's a heavy wardrobe and it goes upstairs", true, "Please bring two men, it's a heavy wardrobe and it goes upstairs"},
		{"Yes I'll be in. Please text on arrival, the doorbell is broken", true, "Please text on arrival, the doorbell is broken"},
		{"yes I will be in. Please bring the sofa in feet first, the door is narrow", true, "Please bring the sofa in feet first, the door is narrow"},
		{"yes, we'll be in. Ask for me at the concierge desk and they'll ring up", true, "Ask for me at the concierge desk and they'll ring up"},
		{"Yes I'll be in, there's a ring doorbell so just press it", true, "there's a ring doorbell so just press it"},
		{"Yes I'll be in. Please ring when you're 15 minutes away", true, "Please ring when you're 15 minutes away"},
		{"yes home all day, text me when you're on your way", true, "text me when you're on your way"},
		{"Yes I'll be in. A quick call when you're nearby please", true, "call when you're nearby please"},
		{"yes in. Buzz flat 7, the intercom is a bit temperamental so knock if it doesn't work", true, "Buzz flat 7, the intercom is a bit temperamental so knock if it doesn't work"},
		{"Yes I'll be in. Please bring two people, it's a heavy table", true, "Please bring two people, it's a heavy table"},
		{"Yes I'll be in. Please bring it in feet first, the hallway is narrow", true, "Please bring it in feet first, the hallway is narrow"},
		{"Yes I'll be in. Please text rather than ring the bell", true, "Please text rather than ring the bell"},
		{"yes I'll be home. Please call rather than knock", true, "Please call rather than knock"},
		// stairs, lifts, carrying, packaging and old furniture
		{"Yes I'll be in. Can you take the old sofa away? It's in the lounge", true, "Can you take the old sofa away"},
		{"yes, please take all the packaging with you, we have nowhere to put it", true, "please take all the packaging with you"},
		{"yes will be in, the lift is out of order so it's 4 flights of stairs", true, "the lift is out of order so it's 4 flights of stairs"},
		{"Yes I'll be in. No lift, 3rd floor, the stairwell is quite narrow", true, "No lift, 3rd floor, the stairwell is quite narrow"},
		{"yes home, there's a spiral staircase so the bed may need to come through the window", true, ""},
		{"yes, the sofa needs to go to the first floor, stairs are tight at the top", true, "stairs are tight at the top"},
		{"Yes I'll be in. Can you assemble the bed in the back bedroom please", true, ""},
		{"Yes I'll be in. There's a step up to the door and a narrow hallway", true, "There's a step up to the door and a narrow hallway"},
		{"Yes I'll be in. Careful of the low beams in the cottage", true, "Careful of the low beams in the cottage"},
		{"Yes I'll be in. Please take the old mattress away too, it's bagged up", true, "Please take the old mattress away too"},
		{"Yes we're in. Use the lift to the 5th floor, the stairs are closed for repairs", true, "Use the lift to the 5th floor, the stairs are closed for repairs"},
		{"Yes I'll be in. The stairs are steep so take care", true, "The stairs are steep so take care"},
		{"yes we'll be in. Please take the old settee away, it's in the front room", true, "Please take the old settee away"},
		{"Yes in. Can you take the cardboard with you please", true, ""},
		{"yes I'll be in. There's 3 flights of stairs and no lift", true, "There's 3 flights of stairs and no lift"},
		{"Yes we're in. Third floor, lift is small so the sofa will need to go up the stairs", true, "Third floor, lift is small so the sofa will need to go up the stairs"},
		{"yes I'll be in, the stairs are narrow and there's a tight bend at the top", true, "the stairs are narrow and there's a tight bend at the top"},
		{"yes I'll be in, please assemble the wardrobe in the back bedroom", true, "please assemble the wardrobe in the back bedroom"},
		{"yes I'll be in. Careful with the ceiling light in the hall, it hangs low", true, ""},
		{"yes in. The sofa will have to come through the patio doors", true, ""},
		{"Yes I'll be in. The lift is out of order so it's the stairs I'm afraid", true, "The lift is out of order so it's the stairs I'm afraid"},
		{"Yes I'll be in. The old mattress is bagged up in the hall, please take it", true, ""},
		{"Yes I'll be in, you might need to take the legs off the sofa", true, "need to take the legs off the sofa"},
		{"yes in, they might need to take the door off to get it in", true, "they might need to take the door off to get it in"},
		// pets
		{"yes I'll be in, the cats are shut in the bedroom so don't worry about the door", true, ""},
		{"Yes, I'll be in. Two dogs, both soft as anything, I'll keep them in the kitchen", true, "Two dogs, both soft as anything"},
		{"Yes I'll be in, please don't let the cat out", true, "please don't let the cat out"},
		{"Yes I'll be in. Our dog is friendly, he'll just want a fuss", true, "Our dog is friendly"},
		{"yes home, I'll shut the dogs in the kitchen", true, ""},
		// codes, gates and doors
		{"Yes I'll be in. Gate code is 1234 then go to block C", true, "Gate code is 1234 then go to block C"},
		{"yes in, use the intercom, flat 14, it's the one by the bike store", true, "use the intercom, flat 14, it's the one by the bike store"},
		{"Yes I'll be in. The doorbell doesn't work so please knock on the window", true, "The doorbell doesn't work so please knock on the window"},
		{"yes, please use the back door, the front door is stuck", true, "please use the back door, the front door is stuck"},
		{"Yes I'll be home. Our house has a green door and a big hedge", true, "Our house has a green door and a big hedge"},
		{"yes I'm in, there's no number on the house but it's the one with the red car", true, "it's the one with the red car"},
		{"yes I'm in. Mind the ramp at the front, it's slippery when wet", true, "Mind the ramp at the front, it's slippery when wet"},
		{"Yes I'll be in. Code for the gate is 4455, then the second door on the left", true, "Code for the gate is 4455, then the second door on the left"},
		{"yes I'll be home. Use the side gate, the front door is freshly painted", true, "Use the side gate, the front door is freshly painted"},
		{"Yes I'll be in. The doorbell doesn't work so please knock loudly", true, "The doorbell doesn't work so please knock loudly"},
		{"yes home, the knocker is broken, knock on the window", true, "home, the knocker is broken, knock on the window"},
		{"Yes we'll be in. The front door sticks so come round the back", true, "The front door sticks so come round the back"},
		{"Yes, I'll be in. Gated block, code 2580 at the pedestrian gate", true, "Gated block, code 2580 at the pedestrian gate"},
		// not a confirmation: a bare ok with anything beside it that holds it back
		{"k but I'm away that week", false, ""},
		{"ok I'll check with my wife", false, ""},
		{"ok I'll see", false, ""},
		{"ok but I'm at work", false, ""},
		{"ok but I'm not in on Tuesday", false, ""},
		{"ok but it depends on my shifts", false, ""},
		{"ok but nobody is in until 12", false, ""},
		{"ok but not till the afternoon", false, ""},
		{"ok what time?", false, ""},
		{"ok, I'll let you know", false, ""},
		{"ok, depends on my shifts", false, ""},
		{"ok, not sure anyone's in", false, ""},
		{"okay but I might be out", false, ""},
		// not a confirmation: an absence in the window beside an instruction
		{"Yes I'd love to be in but I'll be at work", false, ""},
		{"Yes but the lift is broken and I'm out till 10", false, ""},
		{"yes I'd love to but I'm at work", false, ""},
		{"yes I'll be in after 10, before that I'm on the school run", false, ""},
		{"yes I'll be in from 10", false, ""},
		{"yes I'll be in from 11", false, ""},
		{"yes I'll be in unless I'm called into work", false, ""},
		{"yes I'll be in, no wait, I won't, I'm at work", false, ""},
		{"yes as long as it's after 10", false, ""},
		{"yes but I can't carry it and nobody will be here to help", false, ""},
		{"yes but I can't get to the door, I'm bedbound and nobody else is here", false, ""},
		{"yes but I have to move my car for the wardens at 9 so I'll be out for a bit", false, ""},
		{"yes but I might be at the hospital with my newborn", false, ""},
		{"yes but I might be in the shower, or out", false, ""},
		{"yes but I work nights so I'll be asleep and won't hear the door", false, ""},
		{"yes but I work nights so might not hear the door", false, ""},
		{"yes but I'm at the hospital with the baby till 11", false, ""},
		{"yes but I'm at work till 1", false, ""},
		{"yes but I'm deaf and nobody else will be in, so I won't hear you", false, ""},
		{"yes but I'm on site all day, the house is empty", false, ""},
		{"yes but I'm on the bus to work till 11", false, ""},
		{"yes but I've got a hospital appointment at 10", false, ""},
		{"yes but no parking 8-10 so I'll be out moving the car", false, ""},
		{"yes but nobody will be in till 1", false, ""},
		{"yes but nobody's home until after lunch", false, ""},
		{"yes but please don't come before 10, I'm on the school run", false, ""},
		{"yes but the road will be closed till 12 for resurfacing", false, ""},
		{"yes but the satnav will get you lost and I'll be at work anyway", false, ""},
		{"yes call ahead, I might pop out", false, ""},
		{"yes great, park on the drive, I'm at my mum's though", false, ""},
		{"yes home from 11", false, ""},
		{"yes if it's after 10", false, ""},
		{"yes if the driver comes after 11", false, ""},
		{"yes if the wardens don't move me on I'll be parked outside", false, ""},
		{"yes in but only till 10", false, ""},
		{"yes in until 9 then I go out", false, ""},
		{"yes just leave it in the porch, I'm at work", false, ""},
		{"yes just leave it in the porch, I'm out", false, ""},
		{"yes please, I'll be at my mum's though", false, ""},
		{"yes the builders are in but they can't sign, I'm out", false, ""},
		{"yes the dog will be in, I'm at work", false, ""},
		{"yes the house will be empty but the code is 1234", false, ""},
		{"yes the satnav will get you lost, and I'm out anyway", false, ""},
		{"yes, I'll be at the building site till 12", false, ""},
		{"yes, I'll be at the building site till 12 though", false, ""},
		{"yes, I'm asleep after my night shift so probably won't answer", false, ""},
		{"yes, I'm in a wheelchair and can't get to the door, nobody else here", false, ""},
		{"yes, home after the school run", false, ""},
		{"yes, leave it by the back door if nobody answers", false, ""},
		{"yes, newborn has a check up at 9 so we'll be out", false, ""},
		{"yes, nobody will be in till 1", false, ""},
		{"yes, park on the drive, I'll be at work", false, ""},
		{"yes, please come after 10 as I'm out before then", false, ""},
		{"yes, satnav me to the hospital, I'm there till 12", false, ""},
		{"yes, shift worker here, might sleep through the bell", false, ""},
		{"yes, text me first as I might be out", false, ""},
		{"yes, the gate code is 1234, nobody will be home", false, ""},
		{"yes, the key is in the keysafe, code 1111, I'm away", false, ""},
		{"yes, the old sofa can go out the front, nobody will be in", false, ""},
		{"yes, the place may be empty when you get there", false, ""},
		{"yes, the scaffolders have the keys, I'm away", false, ""},
		{"yes, unless the scaffolders need me on site", false, ""},
		// not a confirmation: a hedge or a doubt whether anyone can open
		{"Yes I'll probably be in, call ahead just in case", false, ""},
		{"Yes, the gate might be locked and I may not hear the buzzer", false, ""},
		{"yes I'll be in unless the baby has her jab, not sure yet", false, ""},
		{"yes I'll be in, well I should be", false, ""},
		{"yes I'll probably be in, ring when you're close", false, ""},
		{"yes in, but might pop to the shops for half an hour", false, ""},
		{"yes should be in, ring first", false, ""},
		{"yes should be in, text me first", false, ""},
		{"yes the flat may be locked", false, ""},
		{"yes the house might be locked up, I'm not sure", false, ""},
		{"yes the house might be locked, not sure I can get back in time", false, ""},
		{"yes third time lucky I suppose", false, ""},
		// not a confirmation: a condition
		{"yes I'll be in if you text me first", false, ""},
		{"yes I'll be in. Park on the drive if I'm not there", false, ""},
		{"yes if someone can carry it up 4 flights, I can't", false, ""},
		{"yes if you text first, otherwise I won't be in", false, ""},
		// not a confirmation: irony
		{"Yes I'll be in. Third time lucky", false, ""},
		{"oh yes I'll definitely be in, like last time 🙄", false, ""},
		{"yes I'll be in 🙄 as always", false, ""},
		{"yes I'll be in 🙄 like the last three times", false, ""},
		// not a confirmation: no one who can sign
		{"Yes I'll be in, can't guarantee I'll hear you though", false, ""},
		{"yes but I can't get down the stairs to open the door", false, ""},
		{"yes but I won't open the door to anyone", false, ""},
		{"yes but the road will be closed so you can't get through", false, ""},
		{"yes my cat will answer the door", false, ""},
		{"yes my dog will sign for it", false, ""},
		{"yes please don't come before 11", false, ""},
		{"yes the babysitter will be in, she's 16", false, ""},
		{"yes, don't come before 9 as I won't be back", false, ""},
		{"yes, leave it with the wardens", false, ""},
		{"yes, my son will be in, he's 14", false, ""},
		{"yes, the baby sitter will be in, she's 15", false, ""},
		{"yes, the dog will be in", false, ""},
		{"yes, the wardens moved me on so I'm parked in town", false, ""},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner
		if confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
			continue
		}
		if tt.confirm && !strings.Contains(got.Notes, tt.notes) {
			t.Errorf("%q: notes %q, want them to hold %q", tt.text, got.Notes, tt.notes)
		}
	}
}

// TestYesBesideDayOffAndChoice holds two shapes beside a yes: a day off on
// the booked day that leads to being in ("I'm off Tuesday so yes"), and a
// choice left to the driver ("the footstool can go in the garage if
// easier"). The corpus books Tuesday.
func TestYesBesideDayOffAndChoice(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text    string
		confirm bool
	}{
		{"I'm off Tuesday so yes", true},
		{"yes I'm off on Tuesday so I'll be in", true},
		{"Yes! I'm off Tuesday so I'll be home, we're the house with the red door", true},
		{"we're off Tuesday so we'll both be in", true},
		{"yes I'm off Tuesday", false},
		{"I'm off Tuesday lol", false},
		{"yes I'm off Tuesday but back Wednesday", false},
		{"yes I'm off Tuesday, back Wednesday night", false},
		{"yes I'm off Tuesday till Friday", false},
		{"I'm off Tuesday so I'll be out", false},
		{"I'm off Wednesday so yes", false},
		{"yes I'm off Tuesday to see my mum", false},
		{"yes I'm off Tuesday so going away for the day", false},
		{"yes. the footstool can go in the garage if easier, code 0909", true},
		{"yes in, use the side gate if that's easier", true},
		{"yes I'll be in, the parcel can go round the back if it's easier", true},
		{"yes if easier", false},
		{"yes, if it's easier", false},
		{"yes I'll be in if it's easier", false},
		{"I can be in if it's easier", false},
		{"yes if it helps, but I'm at work", false},
		{"the sofa can go in the garage if easier, I'm out all day", false},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner; confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
		}
	}
}
