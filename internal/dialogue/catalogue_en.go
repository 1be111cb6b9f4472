package dialogue

import (
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

// english is British English, the wording for every language confirmd has
// no catalogue for.
var english = messages{
	weekdays:      [7]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"},
	weekdaysShort: [7]string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"},
	months: [12]string{"January", "February", "March", "April", "May", "June", "July", "August", "September",
		"October", "November", "December"},
	monthsShort:  [12]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
	longDate:     "%[1]s %[2]d %[3]s",
	shortDate:    "%[1]s %[2]d %[3]s",
	spokenWindow: "%[1]s to %[2]s",

	retailer:  "your retailer",
	team:      "the %s team",
	teamOf:    "the %s team",
	noTeam:    [2]string{"the retailer's team", "the retailer's team"},
	job:       [2]string{"delivery", "collection"},
	jobOf:     [2]string{"delivery", "collection"},
	yourItems: "your ",
	noItems:   "order",
	otherItems: func(n int) string {
		if n == 1 {
			return " and 1 other item"
		}
		return fmt.Sprintf(" and %d other items", n)
	},
	itemCount: func(n int) string {
		if n == 1 {
			return "1 item"
		}
		return fmt.Sprintf("%d items", n)
	},
	hours: func(n int) string {
		if n == 1 {
			return "1 hour"
		}
		return fmt.Sprintf("%d hours", n)
	},
	minute: func(n int) string { return fmt.Sprintf("%d minutes", n) },
	thanks: [4]string{Neutral: "Thanks", Formal: "Thank you", Friendly: "Thanks so much", Brief: "Thanks"},

	firstBrief: "Your %[1]s: %[5]s. Will someone be in? Reply in your own words.",
	firstFormal: []string{
		"Your %[1]s of %[3]s is booked for %[4]s. Please let us know whether someone will be in. You may reply in your own words, for example YES, the name of the person who will be in, or a request for another day.",
		"Your %[1]s of %[3]s is booked for %[5]s. Please let us know in your own words whether someone will be in.",
		"Your %[1]s (%[6]s) is booked for %[5]s. Please let us know in your own words whether someone will be in.",
	},
	firstNeutral: []string{
		"Your %[1]s of %[3]s is booked for %[4]s. Will someone be in? Just reply in your own words, e.g. YES, or the name of who will be in, or ask for another day.",
		"Your %[1]s of %[3]s is booked for %[5]s. Will someone be in? Reply in your own words: YES, who will be in, or ask for another day.",
		"Your %[1]s of %[3]s is on %[5]s. Will someone be in? Reply in your own words.",
		"Your %[1]s (%[6]s) is on %[5]s. Will someone be in? Reply in your own words.",
	},

	callOpening: [3]string{
		"Hello, this is an automated assistant calling for %[1]s.",
		"We are calling about the %[2]s of %[4]s, booked for %[5]s.",
		"Will someone be in to receive it? You can say yes, tell me who will be in, or say you need a different day.",
	},

	clarify:  "Sorry, I didn't understand. Will someone be in for your %[1]s on %[3]s? Reply YES, the name of who will be in, or ask for another day.",
	askName:  "%[1]s. What is the name of the person who will be in?",
	nameQ:    "What is the name of the person who will be in?",
	askAgain: "Will someone be in? Reply YES, the name of who will be in, or ask for another day.",

	noProblem:  "No problem. ",
	slotsIntro: "We can offer:",
	slotsTail:  ". Reply with the number, or NONE if none suit.",
	slotsAgain: "Reply with the number of a slot (1-%[1]d), or NONE if none suit.",

	smsClosing: map[confirm.Intent]string{
		confirm.IntentWillBeIn:        "%[1]s, that's confirmed: your %[2]s on %[4]s.",
		confirm.IntentAlternateSigner: "%[1]s, that's confirmed: %[5]s will be in for your %[2]s on %[4]s.",
		confirm.IntentReschedule:      "Done: your %[2]s is now on %[4]s.",
		confirm.IntentDifferentDay:    "%[1]s. %[7]s will contact you to arrange another day.",
		confirm.IntentCancel:          "%[1]s. We have passed your request to cancel to %[6]s, who will be in touch.",
		confirm.IntentWrongPerson:     "Sorry to have bothered you. We will not contact this number about this order again.",
		confirm.IntentWantsHuman:      "%[1]s. Someone from %[6]s will contact you soon.",
		confirm.IntentUnclear:         "Sorry, I couldn't understand. Someone from %[6]s will contact you.",
	},
	callClosing: map[confirm.Intent]string{
		confirm.IntentWillBeIn:        "%[1]s. Your %[2]s on %[4]s is confirmed. Goodbye.",
		confirm.IntentAlternateSigner: "%[1]s. I have noted that %[5]s will be in on %[4]s. Goodbye.",
		confirm.IntentReschedule:      "Done. Your %[2]s is now booked for %[4]s. Goodbye.",
		confirm.IntentDifferentDay:    "I'm sorry none of those suit. %[7]s will contact you to arrange another day. Goodbye.",
		confirm.IntentCancel:          "I have passed your request to cancel to %[6]s, who will be in touch. Goodbye.",
		confirm.IntentWrongPerson:     "I'm sorry to have bothered you. We will not call this number about this order again. Goodbye.",
		confirm.IntentOptOut:          "Understood. We will not call or text this number again. Goodbye.",
		confirm.IntentWantsHuman:      "Of course. I will ask %[6]s to call you back as soon as they can. Goodbye.",
		confirm.IntentUnclear:         "I'm sorry, I'm having trouble understanding. Someone from %[6]s will contact you. Goodbye.",
	},
	callBye: "Thank you for your time. Goodbye.",

	lateAck: "%[1]s for your message. Your %[2]s is booked for %[4]s. To change anything, contact %[5]s.",

	callAsk:     "Will someone be in on %[1]s? You can say yes, tell me who will be in, or say you need a different day.",
	callClarify: "Sorry, I didn't catch that. ",
	callSilence: "Sorry, I didn't hear anything. ",
	callAskName: "Who will be there to receive it? Please say their name.",
	offerFirst:  "I can offer %[1]s. Would that suit you?",
	offerNext:   "Or I can offer %[1]s. Would that suit you?",

	offerMany:      "I can offer ",
	offerManyNext:  "Or I can offer ",
	slotSep:        "; ",
	slotSepLast:    "; or ",
	offerWhich:     ". Which would suit you?",
	offerMore:      " If none of these do, say so and I have %[1]d more days.",
	offerMoreOne:   " If none of these do, say so and I have 1 more day.",
	offerDayOrNone: " You can say the day, or none of them.",
	sayYesNo:       " Please say yes or no.",
	silenceBye:     "I still can't hear anything, so I'll end the call here. %[1]s will try again, or you can reply to our message. Goodbye.",
	callOver:       "Sorry, this call about your %[1]s has ended. %[3]s will be in touch. Goodbye.",
	wholeWindowQ:   [2]string{"Will someone be in for the whole window? Reply YES, or NO for another day.", "Will someone be in for the whole window? Please say yes, or no for another day."},
	wholeWindow:    [2]string{"%[1]s. We can't promise a time within %[2]s-%[3]s. %[4]s", "%[1]s. I can't promise a time within %[2]s to %[3]s. %[4]s"},

	answers: map[interpret.Question]string{
		interpret.QuestionTime:      "Your %[1]s is booked for %[3]s. I don't know the exact time within %[4]s.%[9]s",
		interpret.QuestionWindow:    "The window is %[4]s%[5]s on %[6]s.",
		interpret.QuestionItems:     "It is the %[1]s of %[7]s, booked for %[3]s.",
		interpret.QuestionCallAhead: "I don't know whether the driver will call ahead.%[9]s",
		interpret.QuestionCarry:     "I don't know how many people will bring it or what they will do on arrival.%[9]s",
		interpret.QuestionMustBeIn:  "Yes, someone needs to be in to receive it on %[6]s, %[4]s.",
		interpret.QuestionOther:     "Sorry, I can't answer that here.%[9]s",
	},
	sender: [2]string{
		"This is an automated message on behalf of %[8]s, about the %[1]s of %[7]s on %[3]s.",
		"This is an automated call on behalf of %[8]s, about the %[1]s of %[7]s on %[3]s.",
	},
	scam: [2]string{
		"This is a genuine automated message on behalf of %[8]s about your %[1]s on %[3]s. It only asks whether someone will be in; it never asks for payment or card details.%[10]s",
		"This is a genuine automated call on behalf of %[8]s about your %[1]s on %[3]s. It only asks whether someone will be in; it never asks for payment or card details.%[10]s",
	},
	ask:   [3]string{" Please ask %[4]s.", " %[2]s can tell you by email at %[4]s.", " %[2]s can tell you."},
	check: [3]string{" To check, contact %[4]s.", " You can check with %[1]s by email at %[4]s.", " You can check with %[1]s."},
	email: emailMessages{
		subject:       "Please confirm your %[1]s on %[3]s",
		header:        "Please confirm your %[1]s",
		hello:         "Hello",
		hi:            "Hi %s",
		dear:          "Dear %s",
		booked:        "%[1]s has booked the %[2]s of %[4]s for %[5]s.",
		intro:         "%[1]s has booked your %[2]s. Will someone be in?",
		address:       "Address: %s",
		choose:        "Will someone be in? Choose one:",
		choices:       [3]string{"I will be in", "Someone else will be in", "I need a different day"},
		auto:          "This message was sent automatically for %s.",
		questions:     " Questions: %s",
		questionsHTML: "Questions? Email",
		links:         "To answer, open one of these links:",
		buttons:       "Each button opens a page where you confirm your answer with one more tap.",
		what:          "What", when: "When", where: "Where", order: "Order",
	},
}
