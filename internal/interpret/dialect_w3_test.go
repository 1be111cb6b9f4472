package interpret

import "testing"

// TestW3DialectYes: the yeses, greetings and words of address of the UK
// and Ireland ("whey aye pet", "yes bab", "ta duck", "cheers our kid",
// "ey up love", "dead on", "grand so", "safe fam") beside a firm yes
// confirm; the same voices saying they are out, unsure or mocking never do.
func TestW3DialectYes(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Whey aye, someone'll be in", "will_be_in", "-"},
		{"why aye hinny we'll be there", "will_be_in", "-"},
		{"aye nee bother pet, I'll be in", "will_be_in", "-"},
		{"yes babs, we'll be in all day", "will_be_in", "-"},
		{"ta me duck, I'll be in", "will_be_in", "-"},
		{"yes flower, someone will be in", "will_be_in", "-"},
		{"ey up love, aye I'll be in", "will_be_in", "-"},
		{"reet, I'll be in", "will_be_in", "-"},
		{"cheers our kid, we're in", "will_be_in", "-"},
		{"dead on, I'll be in", "will_be_in", "-"},
		{"grand job, we'll be home", "will_be_in", "-"},
		{"safe fam, I'll be in", "will_be_in", "-"},
		{"yes butty, I'll be in", "will_be_in", "-"},
		{"alright my lover, I'll be in", "will_be_in", "-"},
		{"braw, I'll be in", "will_be_in", "-"},
		{"yeah bud, I'll be in", "will_be_in", "-"},
		{"boss that la, I'm in", "will_be_in", "-"},
		{"nae bovver, I'll be in", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"aye right pal", "aye that'll be right", "aye that'll be right, I'll be in",
		"aye and pigs might fly", "I cannae be in Tuesday hen", "I'll no be in pet, I'm at work",
		"dinnae think I'll be in", "mebbe, I'll see", "I'm gannin oot on Tuesday, sorry pet",
		"whey aye, if I'm back from work", "ey up, nobody's in Tuesday", "sorry bab I wasnae thinking, I'm at work",
		"cheers duck but I'm away", "safe fam but I'm out",
	})
}

// TestW3EmojiBesideYes: an embarrassed or cheering emoji beside a firm yes
// (🙈 🙌 🥳 🎉 😅) is relief, and a laugh closing a sentence that tells of
// the wait for the order is laughter at one's own situation; an eye-roll,
// a sulk or a frown beside a yes, or a laugh at the yes itself, still asks.
func TestW3EmojiBesideYes(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"yes I'll be in 🙈", "will_be_in", "-"},
		{"yes someone will be in, ordered two by mistake 🙈", "will_be_in", "-"},
		{"yes I'll be in 🙌", "will_be_in", "-"},
		{"finally! yes we'll be in 🥳", "will_be_in", "-"},
		{"yes I'll be in 🎉🎉", "will_be_in", "-"},
		{"yes I'll be in 😅", "will_be_in", "-"},
		{"Yes! Been waiting 8 weeks for this sofa, we're sitting on deckchairs 😂", "will_be_in", "-"},
		{"yes we'll be in. Been months for this bed, I'm on an airbed 🤣", "will_be_in", "-"},
		{"yes! been eating off my lap for a month waiting for this table 😂", "will_be_in", "-"},
		{"yes we'll be in, the kids have been sleeping on the floor 😂", "will_be_in", "-"},
		{"yes we'll be in, been living out of boxes for weeks 😆", "will_be_in", "-"},
		{"yes I'll be in ✌️", "will_be_in", "-"},
		{"YES! Waiting 5 weeks for the settee, we're sat on the floor 😂", "will_be_in", "-"},
		{"yes I'm in, we're sat on an airbed till the new bed comes 🤣", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"yes I'll be in 🙄", "yes I'll be in 😒", "yes I'll be in 🤔", "yes 😂",
		"yes I'll be in 😂", "sure, I'll be in, like last time 😂", "yes, honest 🤣",
		"yes I'll be in, for once 😂", "yeah I'll be in 🙄 been waiting 6 weeks", "yes I'll be in 😆",
		"sleeping on the floor 😂", "yes I'll be in 😉", "yes I'll be in 😜",
	})
}

// TestW3DialectMore: more of the same voices: goodbyes ("ta-ra"), yeses
// in two words ("lovely jubbly", "proper job") and the Scots morrow; the
// stock Scots and English ironies ("in your dreams", "dream on") never
// confirm.
func TestW3DialectMore(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"ta-ra, I'll be in", "will_be_in", "-"},
		{"we'll be in, ta-ra a bit", "will_be_in", "-"},
		{"lovely jubbly, I'll be in", "will_be_in", "-"},
		{"proper job, we'll be in", "will_be_in", "-"},
		{"aye, we'll be in, gan canny", "will_be_in", "-"},
		{"alreet, someone'll be in", "will_be_in", "-"},
		{"sound as a pound, we're in", "will_be_in", "-"},
		{"cheers mucker, I'll be in", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"yes, in your dreams", "aye, dream on", "aye right, like I'm sitting in all day for you lot",
		"aye, that'll be shining", "whey aye 😂", "yes bab 😒", "aye, nae bother 🤔",
		"reet, I'll try and be in", "mebbes, depends on me shift", "dead on, but I'll be out till 1",
		"lush, leave it in the porch", "ta chuck, but we're on holiday",
	})
}

// TestW3ScotsNo: the Scots "no" after a verb is "not" ("I'll no be in",
// "we're no in", "she's no in"): never a confirmation, though "no bother"
// and "no problem" after a yes still confirm; "aw day" is all day.
func TestW3ScotsNo(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"aye I'll be in, no bother", "will_be_in", "-"},
		{"I'll be in no problem", "will_be_in", "-"},
		{"I'll be in aw day", "will_be_in", "-"},
		{"aye, nee problem, we'll be in", "will_be_in", "-"},
		{"ahm in the hale day", "will_be_in", "-"},
		{"yes I'll be in, the bairn's off school", "will_be_in", "-"},
		{"yes I'll be in, the babby's asleep so knock", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"I'll no be in", "we'll no be in", "a'll no be in", "ah'll no be in hen", "we'll no be there",
		"I'm no in", "we're no in Tuesday", "she's no in", "I'll no make it", "I'm no home till 2",
		"I'm oot aw day", "the bairn'll be in", "the bairns will be in", "the weans will be in",
		"aye, that'll be the day", "the babby will be in", "the bab will be in", "our bab'll be in",
		"my kidda will be in", "yes I'll be sat on the sofa waiting", "can you do sat on the 28th",
	})
}
