package interpret

import "testing"

// TestAbsenceDenied: a yes said as a denied absence ("I won't be out",
// "not going out anywhere") confirms; a denial taken back or bounded by a
// time, and a plain absence, do not.
func TestAbsenceDenied(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "No I won't be out, I'll be there", intent: inYes},
		{text: "I won't be out on Tuesday", intent: inYes},
		{text: "yes we're not going out anywhere that day", intent: inYes},
		{text: "Won't be going out, we'll be in", intent: inYes},
		{text: "Yes, I won't be away", intent: inYes},
		{text: "yes not leaving the house that day", intent: inYes},
		{text: "we're not going out at all on Tuesday", intent: inYes},
		{text: "I won't be there", intent: inDay},
		{text: "I'll be out", intent: inDay},
		{text: "I won't be out of bed till 10", intent: inUnclear},
		{text: "won't be out long, back by 9", intent: inUnclear},
		{text: "I won't be out, might be in the garden though", intent: inUnclear},
		{text: "won't be out I don't think", intent: inUnclear},
	})
}

// TestOffThatWeek: time off the customer already has that week or day
// ("I'm off all that week") is a firm yes; "off to work", "off on
// holiday" and time off spent somewhere else are not.
func TestOffThatWeek(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Tuesday's fine, I'm off all that week", intent: inYes},
		{text: "yes I'm off all week so I'll be in", intent: inYes},
		{text: "Fine, I'm off that week anyway", intent: inYes},
		{text: "yes that's fine, off the whole week", intent: inYes},
		{text: "Yes I'm on my week off", intent: inYes},
		{text: "yes I'm off all day Tuesday", intent: inYes},
		{text: "I'm off to work that day", intent: inDay},
		{text: "yes I'm off all week on holiday", intent: inDay},
		{text: "Tuesday's fine, I'm off all that week in Spain", intent: inUnclear},
		{text: "I'm off all that week, maybe", intent: inUnclear},
	})
}

// TestRatherThanMe: another person in the customer's place ("rather than
// me", "instead of me") signs; wanting not to be in is no yes.
func TestRatherThanMe(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes, well my partner will be in rather than me, his name is Tom", intent: inSigner},
		{text: "my partner will be in rather than me", intent: inSigner},
		{text: "My husband Dave will be home rather than me", intent: inSigner},
		{text: "my daughter will be there instead of me", intent: inSigner},
		{text: "It'll be my wife Jan signing rather than me", intent: inSigner},
		{text: "I'd rather not", intent: inUnclear},
		{text: "rather not be in", intent: inDay},
		{text: "my son will be in rather than me, he's 15", intent: inUnclear},
		{text: "my wife might be in rather than me", intent: inUnclear},
	})
}

// TestReassuranceAside: a yes with a word that the rest matters little or
// thanks for asking ("doesn't really matter", "most firms don't bother")
// confirms; "doesn't matter" beside an absence does not.
func TestReassuranceAside(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "I'll be in anyway so doesn't really matter", intent: inYes},
		{text: "yes I'll be in, doesn't matter what time", intent: inYes},
		{text: "I will be in. Thank you for checking, most firms don't bother.", intent: inYes},
		{text: "Yes thanks for asking, I'll be in", intent: inYes},
		{text: "Yes we'll be home, it doesn't matter when", intent: inYes},
		{text: "doesn't matter, I won't be in", intent: inDay},
		{text: "doesn't matter, I'll be out anyway", intent: inDay},
		{text: "doesn't really matter, might be in", intent: inUnclear},
	})
}

// TestCrewNeedHedge: a hedge about what the crew's work will take ("prob
// need the stairs", "will probably need two of you") stays beside a yes; a
// hedge about the customer or anyone being in does not.
func TestCrewNeedHedge(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "yes. buzzer 14 then 3rd floor, lift is tiny so prob need the stairs", intent: inYes},
		{text: "yes I'll be in, sofa is big so will probably need two of you", intent: inYes},
		{text: "Yes the lift is small, probably need to tilt it", intent: inYes},
		{text: "yes we'll be in, may need to take the legs off", intent: inYes},
		{text: "Yes I'm in. Hallway is narrow so you'll prob need to take the door off", intent: inYes},
		{text: "yes, prob need to go out", intent: inUnclear},
		{text: "yes I'll be in, sofa is big so I'll probably need help", intent: inUnclear},
		{text: "yes so prob need to be at work", intent: inUnclear},
		{text: "yes, it's tiny so might need the stairs and I might be out", intent: inUnclear},
		{text: "yes but might need another day", intent: inDay},
	})
}

// TestChildWithGrown: a yes that puts the children in with a grown-up of
// the household ("the kids are home with their dad") confirms, and no child
// signs; children alone, with another child or with a young sitter are
// asked about.
func TestChildWithGrown(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes the kids are home with their dad", intent: inYes},
		{text: "yes kids are home with me", intent: inYes},
		{text: "Yes, the kids will be in with their nan", intent: inYes},
		{text: "yep the children are in with my husband", intent: inYes},
		{text: "yes the kids are home with their brother", intent: inUnclear},
		{text: "the kids will be home with the babysitter, she's 16", intent: inUnclear},
		{text: "yes my son is 12, he'll be home with his nan", intent: inUnclear},
		{text: "only the kids will be home", intent: inUnclear},
		{text: "the kids are home with their dad who is 16", intent: inUnclear},
		{text: "yes the kids are home with their dad but he might be out", intent: inUnclear},
	})
}

// TestAccessAsides: what customers add about the way in and the van beside a
// yes (a pet that gets out, a landmark on the way, the van leaving the
// depot, a reply typed on the bus) confirms; being at the landmark, on the
// bus or setting off oneself is asked about.
func TestAccessAsides(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes am in. Oh and our cat gets out so keep the front door shut pls", intent: inYes},
		{text: "yes I'll be in, the dog escapes so close the gate", intent: inYes},
		{text: "Yes we'll be in. It's the farm track just after the church", intent: inYes},
		{text: "yes, we're the white house opposite the pub", intent: inYes},
		{text: "Yes I'll be in. Just text me when he leaves the depot", intent: inYes},
		{text: "on the bus so quick one - yes I'll be in", intent: inYes},
		{text: "yes, text me when he sets off", intent: inYes},
		{text: "yes I'll be at the church", intent: inUnclear},
		{text: "yes I'll be on the bus", intent: inUnclear},
		{text: "yes I'm setting off at 9", intent: inUnclear},
		{text: "yes but I'll be at the school next to the church", intent: inUnclear},
	})
}

// TestSenderNameBeside: our own name, as the message gave it, written back
// beside a yes ("Dear Acme Home", "oh Acme, yes") is placed; an unknown
// company, and a name with an absence, are not.
func TestSenderNameBeside(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Dear Acme Home,\n\nThank you for your message. Yes, I will be in for the delivery on Tuesday 24th.\n\nKind regards,\nSarah Jones", intent: inYes},
		{text: "Hi Acme, yes I'll be in", intent: inYes},
		{text: "Thanks Acme Home, yes we'll be home all morning", intent: inYes},
		{text: "oh acme yes I'll be in", intent: inYes},
		{text: "Dear Zenith Sofas, yes I will be in", intent: inUnclear},
		{text: "Hi Acme, I'll be away that week", intent: inDay},
		{text: "Acme? Who are Acme?", intent: inUnclear, question: QuestionSender},
		{text: "Hi Acme, maybe", intent: inUnclear},
	})
}

// TestGladAndNobodyBeside: gladness at the order at last beside a yes, and
// "nobody here" as the reason another signs, are placed; "nobody" beside
// no one who signs, and gladness with an absence, are not a yes.
func TestGladAndNobodyBeside(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'll be in, can't wait to finally sit on something that isn't a camping chair 😂", intent: inYes},
		{text: "yes I'll be in, can't wait to sit on something other than the floor", intent: inYes},
		{text: "Yes we'll be in, can't wait to sleep in a proper bed again", intent: inYes},
		{text: "Nobody here but next door can take it", intent: inSigner},
		{text: "Nobody here but my neighbour Sue will take it", intent: inSigner},
		{text: "yes nobody will be in", intent: inDay},
		{text: "yes, can't wait, I'll be out though", intent: inDay},
		{text: "nobody here, maybe next door", intent: inUnclear},
	})
}

// TestJobAskIf: a request for the crew's job ended by a doubt about the
// booking ("take the old sofa away too if that was included", "I'd like the
// packaging taken away if possible") stays beside a yes; an "if" said of
// anyone being in, or of the time, is a condition.
func TestJobAskIf(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'll be home. Please take the old sofa away too if that was included, it's in the front garden", intent: inYes},
		{text: "yes. I'd like the packaging taken away if possible", intent: inYes},
		{text: "yes I'll be in, take the old one away if it's included", intent: inYes},
		{text: "Yes we'll be in. Could you take the old mattress away if that's part of the service", intent: inYes, question: QuestionOther},
		{text: "Yes no problem at all. Also I'd like the packaging taken away if possible", intent: inYes},
		{text: "yes I'll be in if that's possible", intent: inUnclear},
		{text: "yes take the old one away if I'm not in", intent: inUnclear},
		{text: "yes, take the old bed away if you come before 10", intent: inUnclear},
		{text: "yes I'll be away if possible", intent: inDay},
	})
}

// TestSlowToTheDoor: a hedge only about how soon the door is answered
// ("might not answer straight away", "may be slow to the door") stays
// beside a yes; not answering at all, or not being in, is asked about.
func TestSlowToTheDoor(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "Yes I'll be in, might not answer straight away so knock loudly", intent: inYes},
		{text: "Yes I'll be in, might not answer quickly", intent: inYes},
		{text: "Yes I'll be in, might take a while to answer", intent: inYes},
		{text: "Yes I'll be in but may be slow to the door", intent: inYes},
		{text: "yes we're in but might take a while to get to the door, please knock loudly", intent: inYes},
		{text: "yes I might not answer", intent: inUnclear},
		{text: "yes I might not be in", intent: inUnclear},
		{text: "yes, might not be here straight away", intent: inUnclear},
		{text: "yes, I might not answer the door", intent: inUnclear},
		{text: "yes might be away", intent: inUnclear},
	})
}
