package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNoteTailKept: a remark for the driver keeps how it ends, a "tho" or
// "lol", or "but" with what the thing is like ("but he's friendly", "but
// it's tiny"), where that closes the remark. The note never decides the
// answer: the hedged, conditional and absent twins keep their own intent,
// and a "but" that goes on to more ("but maybe not", "but not before 9")
// is no tail.
func TestNoteTailKept(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"yes I'll be in, it's 3 flights up tho", confirm.IntentWillBeIn, "it's 3 flights up tho"},
		{"yes I'll be in. it's 4 flights up though!", confirm.IntentWillBeIn, "it's 4 flights up though!"},
		{"yep we're in, there's no lift tho", confirm.IntentWillBeIn, "no lift tho"},
		{"yes I'll be in. knock loud, the bell doesn't work lol", confirm.IntentWillBeIn, "knock loud, the bell doesn't work lol"},
		{"yes I'll be in, knock loud lol", confirm.IntentWillBeIn, "knock loud lol"},
		{"yes I'll be in, use the side gate tho", confirm.IntentWillBeIn, "use the side gate tho"},
		{"yes I'll be in, the lift is out of order tho", confirm.IntentWillBeIn, "the lift is out of order tho"},
		{"yes we're home. we have a dog but he's friendly", confirm.IntentWillBeIn, "we have a dog but he's friendly"},
		{"yes I'll be in, there's a dog but he's friendly tho", confirm.IntentWillBeIn, "there's a dog but he's friendly tho"},
		{"Yes I'll be in. We have two dogs who bark a lot but are friendly", confirm.IntentWillBeIn, "We have two dogs who bark a lot but are friendly"},
		{"yes I'll be in, we have a cat but she's shy", confirm.IntentWillBeIn, "we have a cat but she's shy"},
		{"yes I'll be in. the stairs are steep but it's fine", confirm.IntentWillBeIn, "the stairs are steep but it's fine"},
		{"Yes we'll be in. We're on the 3rd floor, there's a lift but it's small", confirm.IntentWillBeIn, "We're on the 3rd floor, there's a lift but it's small"},
		{"yes I'll be in, the drive is steep but it's ok", confirm.IntentWillBeIn, "the drive is steep but it's ok"},
		{"yes I'll be in, the gate is stiff but it's fine though", confirm.IntentWillBeIn, "the gate is stiff but it's fine though"},
		{"yes I'll be in, there is a lift but it's tiny lol", confirm.IntentWillBeIn, "a lift but it's tiny lol"},
		{"Yes we will be home. Please note we have a dog who barks a lot but is friendly.", confirm.IntentWillBeIn, "Please note we have a dog who barks a lot but is friendly."},
		{"yes I'll be in, the lift is tiny tho, might be worth measuring", confirm.IntentWillBeIn, "the lift is tiny tho"},
		{"my son jake will be in. knock loud he'll have headphones on lol", confirm.IntentAlternateSigner, "my son; knock loud he'll have headphones on lol"},
		{"yes I'm home, we have a dog but he's really friendly", confirm.IntentWillBeIn, "we have a dog but he's really friendly"},
		{"yes I'll be in, we've got a big dog but he's very gentle", confirm.IntentWillBeIn, "we've got a big dog but he's very gentle"},
		{"yes we'll be in, the lane is narrow tho", confirm.IntentWillBeIn, "the lane is narrow tho"},
		{"yes we'll be in, there's parking out front lol", confirm.IntentWillBeIn, "there's parking out front lol"},
		{"I might be in, it's 3 flights up tho", confirm.IntentUnclear, "it's 3 flights up tho"},
		{"no I won't be in, it's 3 flights up tho", confirm.IntentDifferentDay, "it's 3 flights up tho"},
		{"yes if I'm back, there is a lift but it's tiny", confirm.IntentUnclear, "a lift but it's tiny"},
		{"I'll try to be in, we have a dog but he's friendly", confirm.IntentUnclear, "we have a dog but he's friendly"},
		{"no sorry we're out, knock loud lol", confirm.IntentDifferentDay, "knock loud lol"},
		{"probably in, there's no lift tho", confirm.IntentUnclear, "no lift tho"},
		{"yes I'm in but the dog is not friendly tho", confirm.IntentUnclear, ""},
		{"yes I'm in, we have a dog but he bites", confirm.IntentWillBeIn, "we have a dog but he bites"},
		{"yes I'll be in, knock loud but not before 9", confirm.IntentUnclear, "knock loud but not before 9"},
		{"yes I'll be in, we have a dog but he's friendly, unless it's before 9", confirm.IntentUnclear, "we have a dog but he's friendly"},
		{"not sure yet, there's a lift but it's tiny lol", confirm.IntentUnclear, "a lift but it's tiny lol"},
		{"we're away tuesday, we have a dog but he's friendly", confirm.IntentDifferentDay, "we have a dog but he's friendly"},
		{"yes I'll be in, knock loud lol but maybe not", confirm.IntentUnclear, "knock loud"},
		{"yes I'll be in lol", confirm.IntentWillBeIn, ""},
		{"lol yes", confirm.IntentWillBeIn, ""},
		{"yes I'll be in tho", confirm.IntentWillBeIn, ""},
		{"oui je serai là, c'est au 3e sans ascenseur lol", confirm.IntentWillBeIn, "c'est au 3e sans ascenseur lol"},
		{"sì ci sono, terzo piano senza ascensore lol", confirm.IntentWillBeIn, "terzo piano senza ascensore lol"},
		{"byddaf i mewn, mae ci gyda ni ond mae'n gyfeillgar", confirm.IntentWillBeIn, "mae ci gyda ni ond mae'n gyfeillgar"},
		{"sí, estaré. tenemos un perro pero es bueno", confirm.IntentWillBeIn, "tenemos un perro pero es bueno"},
		{"sí, estaré en casa. es un tercero sin ascensor", confirm.IntentWillBeIn, "es un tercero sin ascensor"},
		{"tak, będę w domu. trzecie piętro bez windy", confirm.IntentWillBeIn, "trzecie piętro bez windy"},
		{"sim, estarei em casa. é no terceiro andar sem elevador", confirm.IntentWillBeIn, "é no terceiro andar sem elevador"},
		{"sí, estaré. tenemos un perro pero es bueno lol", confirm.IntentUnclear, "tenemos un perro pero es bueno lol"},
		{"oui je serai là, on a un chien mais il est gentil", confirm.IntentWillBeIn, "on a un chien mais il est gentil"},
		{"sì ci sono, abbiamo un cane ma è buono", confirm.IntentWillBeIn, "abbiamo un cane ma è buono"},
		{"no, no estaré. tenemos un perro pero es bueno", confirm.IntentDifferentDay, "tenemos un perro pero es bueno"},
		{"je ne serai pas là, c'est au 3e sans ascenseur lol", confirm.IntentDifferentDay, "c'est au 3e sans ascenseur lol"},
		{"yes I'll be in, there's a lift but it's tiny, can they manage?", confirm.IntentWillBeIn, "a lift but it's tiny"},
	})
}

// TestNoteTailKeptCall: the same on the call, where the remark runs on
// from the answer without a stop.
func TestNoteTailKeptCall(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes i'll be in it's three flights up tho", confirm.IntentWillBeIn, "it's three flights up tho"},
		{"yeah we're in there's a dog but he's friendly", confirm.IntentWillBeIn, "there's a dog but he's friendly"},
		{"yes i'll be in we've got a dog but she's harmless", confirm.IntentWillBeIn, "we've got a dog but she's harmless"},
		{"yeah i'll be in the lift's tiny tho", confirm.IntentWillBeIn, "the lift's tiny tho"},
		{"yes i'll be in knock loud lol", confirm.IntentWillBeIn, "knock loud lol"},
		{"i might be in there's a dog but he's friendly", confirm.IntentUnclear, "there's a dog but he's friendly"},
		{"maybe i'll be in it's three flights up tho", confirm.IntentUnclear, ""},
	})
}

// TestPetPlacedRunOnCall: on the call a clause saying where a pet will be
// kept runs on from a firm being in with no stop; the note starts at the
// pet. With no firm being in before it, or a pet said to be elsewhere, no
// such note is taken and the answer is left as it was read.
func TestPetPlacedRunOnCall(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes i will be in tuesday the dog will be in the garden", confirm.IntentWillBeIn, "the dog will be in the garden"},
		{"yes i will be in the dog will be in the garden", confirm.IntentWillBeIn, "the dog will be in the garden"},
		{"yeah we'll be in the dogs will be shut in the kitchen", confirm.IntentWillBeIn, "the dogs will be shut in the kitchen"},
		{"yes i'm in all morning the cat will be upstairs", confirm.IntentWillBeIn, "the cat will be upstairs"},
		{"i might be in the dog will be in the garden", confirm.IntentUnclear, ""},
		{"i won't be in the dog will be in the garden", confirm.IntentDifferentDay, ""},
		{"my husband will be in the dog will be in the garden", confirm.IntentUnclear, ""},
		{"yes i'll be in the dog will be at the vets", confirm.IntentUnclear, ""},
		{"yes i will be in tuesday the dog will be in the garden and nobody else is home", confirm.IntentUnclear, ""},
	})
	// in a text the writer's stop marks the clause
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"yes i will be in tuesday the dog will be in the garden", confirm.IntentWillBeIn, ""},
	})
}

// TestNumberMissingBefore: a remark that the house number is not to be
// seen, said just before the description of the home in the same
// sentence, is kept with it. The remark alone is no note, and the
// description never makes the answer firmer than it was.
func TestNumberMissingBefore(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"Yes. House number isn't on the door, it's the one with the red Fiesta outside", confirm.IntentWillBeIn, "House number isn't on the door, it's the one with the red Fiesta outside"},
		{"Yes I'll be in. The number's not on the door, it's the house with the blue gate", confirm.IntentWillBeIn, "The number's not on the door, it's the house with the blue gate"},
		{"yes we're in, number fell off, it's the one with the green door", confirm.IntentWillBeIn, "number fell off, it's the one with the green door"},
		{"Yes. No number on the house, ring the bell by the side gate", confirm.IntentWillBeIn, "No number on the house, ring the bell by the side gate"},
		{"I might be in. House number isn't on the door, it's the one with the red Fiesta outside", confirm.IntentUnclear, "House number isn't on the door, it's the one with the red Fiesta outside"},
		{"No, out Tuesday. House number isn't on the door, it's the one with the red Fiesta outside", confirm.IntentDifferentDay, "House number isn't on the door, it's the one with the red Fiesta outside"},
		{"Yes. House number isn't on the door", confirm.IntentWillBeIn, ""},
	})
}

// TestLandmarkAfterDescription: a description may place the home after a
// landmark on the way ("the farm track just after the church"), and runs
// on from a satnav warning. "after" with a time or a run is still no
// description, and the hedged and absent twins keep their answer.
func TestLandmarkAfterDescription(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"Yes me and the wife will both be in. Satnav takes you down the wrong lane, it's the farm track just after the church", confirm.IntentWillBeIn, "Satnav takes you down the wrong lane, it's the farm track just after the church"},
		{"Yes I'll be in. it's the farm track after the church", confirm.IntentWillBeIn, "it's the farm track after the church"},
		{"Yes I'll be in. it's the house just after the church", confirm.IntentWillBeIn, "it's the house just after the church"},
		{"Yes I'll be in, it's the house after the bridge", confirm.IntentWillBeIn, "it's the house after the bridge"},
		{"Yes I'll be in, it's the cottage after the pub", confirm.IntentWillBeIn, "it's the cottage after the pub"},
		{"I might be in, it's the house after the church", confirm.IntentUnclear, "it's the house after the church"},
		{"No I'm out, it's the house after the church", confirm.IntentDifferentDay, "it's the house after the church"},
		{"Yes I'll be in. it's the house after the school run", confirm.IntentUnclear, ""},
		{"Yes I'll be in, I'm out after the school run", confirm.IntentDifferentDay, ""},
		{"yes, after the church", confirm.IntentUnclear, ""},
		{"yes I'll be in, only after the bridge", confirm.IntentUnclear, ""},
	})
}

// TestNoteTailCareAndPet: a word of care or what a pet is, closing a note,
// stays with it; the answer is as it was read without it.
func TestNoteTailCareAndPet(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"yes we're home. theres a loose dog next door (not ours) just be careful", confirm.IntentWillBeIn, "theres a loose dog next door (not ours) just be careful"},
		{"yes we're home. theres a loose dog next door, just be careful", confirm.IntentWillBeIn, "theres a loose dog next door, just be careful"},
		{"Yep we're in. We've got a cat so please shut the front door behind you, she's a runner", confirm.IntentWillBeIn, "We've got a cat so please shut the front door behind you, she's a runner"},
		{"yes I'm in, please shut the gate, he's an escape artist", confirm.IntentUnclear, "please shut the gate, he's an escape artist"},
		{"yes we're in, the steps are icy, please take care", confirm.IntentWillBeIn, "the steps are icy, please take care"},
		{"I might be in, theres a loose dog next door, just be careful", confirm.IntentUnclear, "theres a loose dog next door, just be careful"},
		{"we're out Tuesday, please shut the gate, he's an escape artist", confirm.IntentDifferentDay, "please shut the gate, he's an escape artist"},
		{"yes we're home. theres a loose dog next door, just be careful as I might be out", confirm.IntentUnclear, "theres a loose dog next door"},
	})
}

// TestPetHaveRunOnCall: on the call "we've got a dog" runs on from being in
// as a description of the home, with what is said of the pet after it.
// What else the customer has is no such run, and a hedged or absent
// answer is not made firmer by it.
func TestPetHaveRunOnCall(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelCall, []noteCase{
		{"yes we're in um we've got a big dog but he'll be shut in the kitchen", confirm.IntentWillBeIn, "we've got a big dog but he'll be shut in the kitchen"},
		{"yes we're in we've got a big dog but he'll be shut in the kitchen", confirm.IntentWillBeIn, "we've got a big dog but he'll be shut in the kitchen"},
		{"yes i'm in i've got a dog so just knock", confirm.IntentWillBeIn, "i've got a dog so just knock"},
		{"yes we're in we have a dog he's friendly", confirm.IntentWillBeIn, "we have a dog he's friendly"},
		{"yes i'll be in i've got the room cleared", confirm.IntentWillBeIn, ""},
		{"yes we're in we have a meeting at ten", confirm.IntentUnclear, ""},
		{"yes we're in we have got a big dog but i might be out", confirm.IntentUnclear, "we have got a big dog"},
		{"i might be in we've got a big dog but he'll be shut in the kitchen", confirm.IntentUnclear, ""},
		{"no we're out we've got a big dog", confirm.IntentDifferentDay, ""},
		{"yes we're in we've got the kids till ten", confirm.IntentUnclear, ""},
		{"yes we're in we have got to pop out", confirm.IntentUnclear, ""},
	})
}

// TestPetGetsOutReason: a pet that "gets out" is the reason for the
// instruction after it, kept with it; it says nobody is out. A person who
// gets out, or a pet with a time, is no such reason.
func TestPetGetsOutReason(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"Yes am in. Oh and our cat gets out so keep the front door shut pls", confirm.IntentWillBeIn, "our cat gets out so keep the front door shut pls"},
		{"Yes am in. our cat gets out so keep the front door shut", confirm.IntentWillBeIn, "our cat gets out so keep the front door shut"},
		{"Yes am in. our cat gets out so please shut the front door", confirm.IntentWillBeIn, "our cat gets out so please shut the front door"},
		{"Yes I'm in, the dog gets out so shut the gate behind you", confirm.IntentWillBeIn, "the dog gets out so shut the gate behind you"},
		{"I might be in, our cat gets out so keep the front door shut", confirm.IntentUnclear, "our cat gets out so keep the front door shut"},
		{"our cat gets out so keep the front door shut", confirm.IntentUnclear, "our cat gets out so keep the front door shut"},
		{"no, out all day. our cat gets out so keep the front door shut", confirm.IntentDifferentDay, "our cat gets out so keep the front door shut"},
		{"yes but I get out at 10 so keep the door shut", confirm.IntentDifferentDay, ""},
		{"yes, the dog gets out at 10 so keep the door shut", confirm.IntentDifferentDay, ""},
	})
}

// TestPetIgnoredNote: "ignore the dog", with only that the pet is no
// trouble after it, is a note; "ignore" with anything else is none, and
// the answer is as it was read.
func TestPetIgnoredNote(t *testing.T) {
	t.Parallel()
	checkNotes(t, confirm.ChannelSMS, []noteCase{
		{"yes we're in, ignore the dog he's all mouth", confirm.IntentWillBeIn, "ignore the dog he's all mouth"},
		{"yes we're in, ignore the dog", confirm.IntentWillBeIn, "ignore the dog"},
		{"yes I'm in, ignore the barking", confirm.IntentWillBeIn, "ignore the barking"},
		{"Actually Tuesday is OK now, I'll be in. Ignore my last message", confirm.IntentWillBeIn, ""},
		{"I might be in, ignore the dog he's all mouth", confirm.IntentUnclear, "ignore the dog he's all mouth"},
		{"no we're out, ignore the dog he's all mouth", confirm.IntentDifferentDay, "ignore the dog he's all mouth"},
		{"ignore the dog he's all mouth", confirm.IntentUnclear, "ignore the dog he's all mouth"},
		{"yes I'm in, ignore the dogs they're harmless", confirm.IntentUnclear, "ignore the dogs they're harmless"},
	})
}
