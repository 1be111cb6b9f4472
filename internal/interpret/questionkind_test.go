package interpret

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestQuestionKinds reads every kind of question as customers put it, in
// English (as a text and as a call) and in the eight other languages, with
// look-alikes of another kind beside them.
func TestQuestionKinds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want Question
	}{
		// the window: its length, narrowing it
		{"eight till twelve is a long time can you not narrow it down", QuestionWindow},
		{"Can you give me a narrower time slot? 4 hours is a lot", QuestionWindow},
		{"Is it really a 4 hour window?", QuestionWindow},
		{"is it the full 4 hours or will I get a tighter slot on the day?", QuestionWindow},
		{"could it be any time up to 12?", QuestionWindow},
		{"er is it a morning delivery or afternoon", QuestionWindow},
		{"jak długie jest okno?", QuestionWindow},
		{"quante ore?", QuestionWindow},
		{"cât durează?", QuestionWindow},
		{"¿cuánto dura la franja?", QuestionWindow},
		{"quanto tempo dura a janela?", QuestionWindow},
		{"combien de temps dure le créneau?", QuestionWindow},
		{"pa mor hir ydy'r slot?", QuestionWindow},
		{"kitni der ka time slot hai?", QuestionWindow},
		// the time
		{"What's the earliest they'll come?", QuestionTime},
		{"Can they come after 10?", QuestionTime},
		{"give me an actual time", QuestionTime},
		{"Is that this Tuesday?", QuestionTime},
		{"a que horas?", QuestionTime},
		// the items
		{"what sofa? I ordered a corner unit", QuestionItems},
		{"Which sofa, I ordered two from you", QuestionItems},
		{"Is the footstool coming with it or separately?", QuestionItems},
		{"is it the green velvet one?", QuestionItems},
		{"c'est quoi comme livraison?", QuestionItems},
		{"co to za przesyłka?", QuestionItems},
		{"co zamówiłem?", QuestionItems},
		{"cosa devo ricevere?", QuestionItems},
		{"beth sy'n dod?", QuestionItems},
		{"beth ydw i wedi archebu?", QuestionItems},
		{"ce am comandat?", QuestionItems},
		{"¿qué me traen?", QuestionItems},
		{"kya aa raha hai?", QuestionItems},
		// carrying it
		{"how many blokes are coming cos it needs to go up two flights", QuestionCarry},
		{"How many are delivering?", QuestionCarry},
		{"how many of you are there", QuestionCarry},
		{"¿cuántas personas vienen?", QuestionCarry},
		{"câți oameni vin?", QuestionCarry},
		{"combien de livreurs?", QuestionCarry},
		{"faint o bobl?", QuestionCarry},
		{"kitne log aayenge?", QuestionCarry},
		{"ilu będzie kurierów?", QuestionCarry},
		// who is writing
		{"Kis company se ho aap?", QuestionSender},
		{"Pwy di hwn?", QuestionSender},
		{"pa gwmni?", QuestionSender},
		{"c'est quelle entreprise?", QuestionSender},
		{"que empresa?", QuestionSender},
		// a scam
		{"isto é verdade ou é golpe?", QuestionScam},
		{"Isto é alguma fraude?", QuestionScam},
		{"Who gave you my number?", QuestionScam},
		{"czy to oszustwo?", QuestionScam},
		{"¿es una estafa?", QuestionScam},
		{"e o înșelătorie?", QuestionScam},
		{"c'est une arnaque?", QuestionScam},
		{"sgam ydy hwn?", QuestionScam},
		{"ye fraud hai?", QuestionScam},
		// the driver calling ahead
		{"driver aane se pehle call karega?", QuestionCallAhead},
		{"driver phone karega?", QuestionCallAhead},
		{"¿el repartidor llamará antes?", QuestionCallAhead},
		{"il corriere chiama prima?", QuestionCallAhead},
		{"fydd y gyrrwr yn ffonio o flaen llaw?", QuestionCallAhead},
		{"czy kierowca zadzwoni?", QuestionCallAhead},
		{"le livreur va appeler avant ?", QuestionCallAhead},
		{"mă sună curierul?", QuestionCallAhead},
		// must someone be in
		{"is it necessary to be home?", QuestionMustBeIn},
		{"kya mujhe ghar pe hona zaroori hai?", QuestionMustBeIn},
		// anything else: the order's number, the price, assembling it
		{"Hi what's the order number?", QuestionOther},
		{"What's the delivery charge? I was told it was free", QuestionOther},
		{"Do they assemble it?", QuestionOther},
	}
	for _, tt := range tests {
		readSaid(t, Input{Text: tt.text, Booked: corpusBooked, Options: corpusOptions, Today: corpusToday}, func(ch confirm.Channel, text string, res Result) {
			if ch == confirm.ChannelCall && res.Question == QuestionNone && res.Language != "" {
				return // written questions in another language need their question mark
			}
			if res.Question != tt.want || res.Intent != confirm.IntentUnclear {
				t.Errorf("%s %q: %s question %q, want unclear %q (%s)", ch, text, res.Intent, res.Question, tt.want, res.Reason)
			}
		})
	}
}

// TestQuestionAnswered reads a question followed or preceded by an answer:
// a check or a "sorry what" that a yes said after it settles, a question
// the booking answers said with a firm yes (a confirmation that asks),
// beside questions a yes does not settle (asking what the customer needs
// to know, or whether the message is genuine), and a cancellation said as
// a question.
func TestQuestionAnswered(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		expect Expect
		want   confirm.Intent
		q      Question
	}{
		{"is that the sofa yeah tuesday's fine", ExpectAnswer, confirm.IntentWillBeIn, QuestionNone},
		{"Is it the sofa? Yes I'll be in", ExpectAnswer, confirm.IntentWillBeIn, QuestionNone},
		{"sorry what hang on the dog's barking sorry yes yes i'll be in on tuesday", ExpectAnswer, confirm.IntentWillBeIn, QuestionNone},
		{"sorry what oh yes yes i'll be in", ExpectAnswer, confirm.IntentWillBeIn, QuestionNone},
		{"pardon yes i'll be in", ExpectAnswer, confirm.IntentWillBeIn, QuestionNone},
		// a firm yes with a question the booking answers: confirmed, and
		// the question answered (yesquestion.go)
		{"I will be in but is it the grey one?", ExpectAnswer, confirm.IntentWillBeIn, QuestionItems},
		{"Yes I'll be in. What time roughly will they come?", ExpectAnswer, confirm.IntentWillBeIn, QuestionTime},
		{"What time? yes I'll be in", ExpectAnswer, confirm.IntentWillBeIn, QuestionTime},
		// not settled
		{"is this a scam? yes I'll be in", ExpectAnswer, confirm.IntentWillBeIn, QuestionScam}, // a firm yes confirms beside it
		{"can they come after 10? yes I'll be in", ExpectAnswer, confirm.IntentUnclear, QuestionTime},
		{"is that the sofa yeah but i'm at work", ExpectAnswer, confirm.IntentDifferentDay, QuestionNone},
		{"is friday good?", ExpectAnswer, confirm.IntentReschedule, QuestionNone},
		{"is this a joke? yes I'll be in", ExpectAnswer, confirm.IntentUnclear, QuestionOther},
		{"do I have to be in? yes I'll be in", ExpectAnswer, confirm.IntentUnclear, QuestionMustBeIn},
		{"is that the sofa yeah i might be in", ExpectAnswer, confirm.IntentUnclear, QuestionNone},
		{"sorry what hang on i'm at work till 11 yes i'll be in", ExpectAnswer, confirm.IntentDifferentDay, QuestionNone},
		// a cancellation, and a question about the list on the call
		{"I cancelled this last week?? Why is it still coming", ExpectAnswer, confirm.IntentCancel, QuestionNone},
		{"I cancelled it a week ago, why are you still texting", ExpectAnswer, confirm.IntentCancel, QuestionNone},
		{"um is there anything else", ExpectYesNoSlot, confirm.IntentUnclear, QuestionOther},
		{"no is there anything else", ExpectYesNoSlot, confirm.IntentDifferentDay, QuestionOther}, // asks for another day
	}
	for _, tt := range tests {
		readSaid(t, Input{Text: tt.text, Expect: tt.expect, Booked: corpusBooked,
			Options: corpusOptions, Offered: 1, Today: corpusToday, Asked: corpusAsked}, func(ch confirm.Channel, text string, res Result) {
			if ch == confirm.ChannelCall && tt.want == confirm.IntentWillBeIn && tt.q != QuestionNone && res.Intent == confirm.IntentUnclear && res.Question == tt.q && (strings.HasPrefix(text, "what") || strings.HasPrefix(text, "is this")) {
				return // "what time yes i'll be in", "is this a scam yes i'll be in" run on with no break: asked again, never confirmed
			}
			if res.Intent != tt.want || res.Question != tt.q {
				t.Errorf("%s %q: %s question %q, want %s %q (%s)", ch, text, res.Intent, res.Question, tt.want, tt.q, res.Reason)
			}
		})
	}
}
