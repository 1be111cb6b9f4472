package conversation

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/interpret"
)

var now = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

// booking is an open confirmation whose email and text have reached the
// customer; the call is still to come.
func booking() *confirm.Confirmation {
	return &confirm.Confirmation{
		ID: "cf_1", AccountID: "acct_1", Status: confirm.StatusInProgress,
		Brand:    &confirm.Brand{Name: "Acme Home Furnishings", SupportEmail: "help@acme.test"},
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Phone: "+447400123456", Email: "jane@example.com"},
		Order: confirm.Order{Type: confirm.OrderDelivery, Date: "2026-11-24", Window: confirm.Window{From: "08:00", To: "12:00"},
			Timezone: "Europe/London", Items: []confirm.Item{{Name: "Sofa", Qty: 1}},
			RescheduleOptions: []confirm.Slot{
				{Date: "2026-11-25", Window: confirm.Window{From: "12:00", To: "16:00"}},
				{Date: "2026-11-27", Window: confirm.Window{From: "08:00", To: "12:00"}},
			}},
		Steps: []confirm.Step{
			{Channel: confirm.ChannelEmail, State: confirm.StepDelivered},
			{Channel: confirm.ChannelSMS, State: confirm.StepDelivered},
			{Channel: confirm.ChannelCall, State: confirm.StepPending},
		},
	}
}

// reading is what the interpreter made of a reply.
func reading(intent confirm.Intent) *interpret.Result {
	return &interpret.Result{Intent: intent, Slot: -1, Confidence: 0.9, Reason: "read for the test"}
}

func text(words string) confirm.Reply {
	return confirm.Reply{Channel: confirm.ChannelSMS, Text: words, Inbound: true}
}

// decide decides r on c and keeps on c what the engine would: the
// conversation, the status and the outcome.
func decide(t *testing.T, c *confirm.Confirmation, r confirm.Reply, res *interpret.Result) Decision {
	t.Helper()
	d := Decide(State{Confirmation: c, Reply: r, Reading: res, Now: now})
	c.Conversation = d.Conversation
	if a := d.Closed(); a != nil {
		c.Status, c.Outcome = a.Status, a.Outcome
		if a.Outcome.Slot != nil {
			c.Order.Date, c.Order.Window = a.Outcome.Slot.Date, a.Outcome.Slot.Window
		}
	}
	return d
}

// records is the text of every Record action of d.
func records(d Decision) []string {
	var out []string
	for _, a := range d.Actions {
		if a.Kind == Record {
			out = append(out, a.Text)
		}
	}
	return out
}

func bodies(d Decision) []string {
	var out []string
	for _, m := range d.Texts() {
		out = append(out, m.Text)
	}
	return out
}

func has(d Decision, k Kind) bool {
	return slices.ContainsFunc(d.Actions, func(a Action) bool { return a.Kind == k })
}

// A reply that cannot be understood gets one clarifying question; a second
// in a row closes the confirmation as unclear for a person to follow up.
func TestClarifyThenUnclear(t *testing.T) {
	t.Parallel()
	c := booking()
	d := decide(t, c, text("purple elephant"), reading(confirm.IntentUnclear))
	if d.Closed() != nil || d.Notify || !d.Pause {
		t.Fatalf("first unclear reply: closed %v, notify %v, pause %v", d.Closed(), d.Notify, d.Pause)
	}
	if got, want := bodies(d), []string{dialogue.SMSClarify(c)}; !slices.Equal(got, want) {
		t.Errorf("texts %q, want %q", got, want)
	}
	if got := records(d); len(got) != 2 || got[0] != "purple elephant" || !strings.HasPrefix(got[1], "Understood: not clear - ") {
		t.Errorf("recorded %q", got)
	}
	if c.Conversation.SMS.Unclear != 1 {
		t.Errorf("unclear count %d, want 1", c.Conversation.SMS.Unclear)
	}

	d = decide(t, c, text("blue giraffe"), reading(confirm.IntentUnclear))
	a := d.Closed()
	if a == nil || a.Kind != Close || a.Status != confirm.StatusActionNeeded || a.Outcome.Intent != confirm.IntentUnclear {
		t.Fatalf("second unclear reply closed with %+v", a)
	}
	if !strings.Contains(a.Outcome.Summary, "could not be understood") || !strings.Contains(a.Outcome.Summary, `text: "blue giraffe"`) {
		t.Errorf("summary %q", a.Outcome.Summary)
	}
	if !d.Notify || d.Pause {
		t.Errorf("closing: notify %v, pause %v", d.Notify, d.Pause)
	}
	if got := bodies(d); len(got) != 1 || got[0] != dialogue.SMSClosing(c) {
		t.Errorf("closing texts %q", got)
	}
}

// Asked for the name, a reply that still gives none ("my husband") is
// asked once more and then handed over, so the question cannot loop.
func TestNoNameAfterAskingHandsOver(t *testing.T) {
	t.Parallel()
	c := booking()
	decide(t, c, text("my husband will be in"), reading(confirm.IntentAlternateSigner))
	if c.Conversation.SMS.Expect != confirm.ExpectName {
		t.Fatalf("expect %v after a signer with no name, want the name asked for", c.Conversation.SMS.Expect)
	}
	if d := decide(t, c, text("my husband"), reading(confirm.IntentAlternateSigner)); d.Closed() != nil {
		t.Fatalf("the first answer with no name closed it: %+v", d.Closed())
	}
	if c.Conversation.SMS.Unclear != 1 {
		t.Errorf("unclear count %d, want 1", c.Conversation.SMS.Unclear)
	}
	a := decide(t, c, text("my husband"), reading(confirm.IntentAlternateSigner)).Closed()
	if a == nil || a.Status != confirm.StatusActionNeeded || a.Outcome.Intent != confirm.IntentUnclear {
		t.Fatalf("the second answer with no name closed with %+v", a)
	}
}

// An understood reply between two unclear ones starts the count again.
func TestUnderstoodReplyEndsUnclearRun(t *testing.T) {
	t.Parallel()
	c := booking()
	decide(t, c, text("hmm"), reading(confirm.IntentUnclear))
	decide(t, c, text("need another day"), reading(confirm.IntentDifferentDay))
	if c.Conversation.SMS.Unclear != 0 {
		t.Fatalf("unclear count %d after an understood reply", c.Conversation.SMS.Unclear)
	}
	if d := decide(t, c, text("hmm"), reading(confirm.IntentUnclear)); d.Closed() != nil {
		t.Errorf("an unclear reply after an understood one closed it")
	}
}

// "Not that day" gets the list of offered slots; picking one closes as
// rescheduled, moves the booking, and the closing text speaks of the new
// slot.
func TestSlotListThenReschedule(t *testing.T) {
	t.Parallel()
	c := booking()
	d := decide(t, c, text("can't do tuesday"), reading(confirm.IntentDifferentDay))
	if d.Closed() != nil {
		t.Fatalf("different day closed before the slots were offered")
	}
	if got, want := bodies(d), []string{dialogue.SMSSlots(c)}; !slices.Equal(got, want) {
		t.Errorf("texts %q, want %q", got, want)
	}
	if c.Conversation.SMS.Expect != confirm.ExpectSlot {
		t.Errorf("expects %q, want a slot", c.Conversation.SMS.Expect)
	}

	pick := reading(confirm.IntentReschedule)
	pick.Slot = 1
	d = decide(t, c, text("the second one"), pick)
	a := d.Closed()
	if a == nil || a.Status != confirm.StatusRescheduled || a.Outcome.Slot == nil || *a.Outcome.Slot != booking().Order.RescheduleOptions[1] {
		t.Fatalf("picking a slot closed with %+v", a)
	}
	if c.Order.Date != "2026-11-27" {
		t.Errorf("booking on %s, want the picked slot's day", c.Order.Date)
	}
	if got := bodies(d); len(got) != 1 || got[0] != dialogue.SMSClosing(c) {
		t.Errorf("closing texts %q, want the closing of the moved booking", got)
	}
	if got := records(d); !slices.Contains(got, "Outcome: rescheduled - "+a.Outcome.Summary) {
		t.Errorf("recorded %q", got)
	}
}

// A reply read as a pick of a slot that is not offered is a different day.
func TestPickOutOfRangeIsDifferentDay(t *testing.T) {
	t.Parallel()
	c := booking()
	pick := reading(confirm.IntentReschedule)
	pick.Slot = 7
	d := decide(t, c, text("the eighth"), pick)
	if got, want := bodies(d), []string{dialogue.SMSSlots(c)}; !slices.Equal(got, want) {
		t.Errorf("texts %q, want the slots %q", got, want)
	}
}

// A question is answered and the question asked again; it neither counts
// as unclear nor closes, until the third in a row hands the conversation
// to a person.
func TestQuestionAnsweredAndAskedAgain(t *testing.T) {
	t.Parallel()
	c := booking()
	q := reading(confirm.IntentUnclear)
	q.Question = interpret.QuestionTime
	th := c.Conversation.SMS
	d := decide(t, c, text("what time?"), q)
	if d.Closed() != nil {
		t.Fatalf("a question closed the confirmation")
	}
	th.Questions = []string{`"what time?"`}
	if got, want := bodies(d), []string{dialogue.SMSAnswer(c, th, interpret.QuestionTime)}; !slices.Equal(got, want) {
		t.Errorf("texts %q, want %q", got, want)
	}
	if got := records(d); len(got) != 2 || !strings.HasPrefix(got[1], "Understood: a question about the time - answered, asked again - ") {
		t.Errorf("recorded %q", got)
	}
	if c.Conversation.SMS.Unclear != 0 {
		t.Errorf("a question counted as unclear")
	}

	decide(t, c, text("who is this?"), &interpret.Result{Intent: confirm.IntentUnclear, Slot: -1, Question: interpret.QuestionSender})
	d = decide(t, c, text("is this a scam?"), &interpret.Result{Intent: confirm.IntentUnclear, Slot: -1, Question: interpret.QuestionScam})
	a := d.Closed()
	if a == nil || a.Status != confirm.StatusActionNeeded || a.Outcome.Intent != confirm.IntentWantsHuman {
		t.Fatalf("the third question closed with %+v", a)
	}
	want := `Customer asked 3 questions without answering: "what time?", "who is this?", "is this a scam?" (text)`
	if a.Outcome.Summary != want {
		t.Errorf("summary %q, want %q", a.Outcome.Summary, want)
	}
	if got := records(d); !strings.Contains(got[1], "3 questions without an answer, passed to the team") {
		t.Errorf("recorded %q", got)
	}
}

// A late "actually I can't" after a confirmed answer reopens it as
// action_needed, with its webhook, and the customer gets the one closing
// line a late reply may have (CONTRACT "Late replies"); a later thanks
// changes nothing and gets no second answer.
func TestLateReplyReopensConfirmed(t *testing.T) {
	t.Parallel()
	c := booking()
	decide(t, c, text("yes I'll be in"), reading(confirm.IntentWillBeIn))
	if c.Status != confirm.StatusConfirmed {
		t.Fatalf("status %s after a yes", c.Status)
	}

	d := decide(t, c, text("actually I need another day"), reading(confirm.IntentDifferentDay))
	a := d.Closed()
	if a == nil || a.Kind != Reclose || a.Status != confirm.StatusActionNeeded || a.Outcome.Intent != confirm.IntentDifferentDay {
		t.Fatalf("late change of mind: %+v", a)
	}
	if !strings.HasPrefix(a.Outcome.Summary, "Changed after confirmed: customer needs a different day") {
		t.Errorf("summary %q", a.Outcome.Summary)
	}
	if got := records(d); !slices.Contains(got, "Reopened: the customer wrote after the confirmation was confirmed.") {
		t.Errorf("recorded %q", got)
	}
	if !d.Notify || d.Pause || !c.Conversation.LateAcked {
		t.Errorf("notify %v, pause %v, acknowledged %v", d.Notify, d.Pause, c.Conversation.LateAcked)
	}
	if got := bodies(d); len(got) != 1 || got[0] != dialogue.SMSClosing(c) {
		t.Errorf("texts %q", got)
	}

	d = decide(t, c, text("thanks"), reading(confirm.IntentUnclear))
	if d.Closed() != nil || d.Notify || len(d.Texts()) != 0 || !has(d, Wait) {
		t.Errorf("a second late reply: closed %v, notify %v, texts %q, waits %v", d.Closed(), d.Notify, bodies(d), has(d, Wait))
	}
}

// A late pick of another slot after a confirmed answer is a change the
// team must make; a late pick of the slot already booked is the same yes.
func TestLateSlotPick(t *testing.T) {
	t.Parallel()
	c := booking()
	c.Status = confirm.StatusConfirmed
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn}
	pick := reading(confirm.IntentReschedule)
	pick.Slot = 0
	d := decide(t, c, text("can you come wednesday instead"), pick)
	a := d.Closed()
	if a == nil || a.Status != confirm.StatusActionNeeded || a.Outcome.Intent != confirm.IntentDifferentDay || a.Outcome.Slot != nil {
		t.Fatalf("late pick of another slot: %+v", a)
	}
	if c.Order.Date != "2026-11-24" {
		t.Errorf("the booking moved to %s on its own", c.Order.Date)
	}

	c = booking()
	c.Status = confirm.StatusConfirmed
	c.Order.RescheduleOptions[0] = confirm.Slot{Date: c.Order.Date, Window: c.Order.Window}
	if d := decide(t, c, text("the 24th is fine"), pick); d.Closed() != nil || !has(d, Wait) {
		t.Errorf("late pick of the booked slot changed the answer: %+v", d.Closed())
	}
}

// A late yes turns unreachable into confirmed, saying so in the summary.
func TestLateYesAfterUnreachable(t *testing.T) {
	t.Parallel()
	c := booking()
	c.Status = confirm.StatusUnreachable
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentNoAnswer}
	d := decide(t, c, text("sorry yes I'll be in"), reading(confirm.IntentWillBeIn))
	a := d.Closed()
	if a == nil || a.Status != confirm.StatusConfirmed || !strings.HasSuffix(a.Outcome.Summary, ", after the plan had ended") {
		t.Fatalf("late yes after unreachable: %+v", a)
	}
}

// Whoever writes from a number that said it was the wrong one changes
// nothing and hears nothing of the booking.
func TestLateReplyFromWrongNumber(t *testing.T) {
	t.Parallel()
	c := booking()
	c.Status = confirm.StatusActionNeeded
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentWrongPerson, Channel: confirm.ChannelSMS}
	d := decide(t, c, text("yes I'll be in"), reading(confirm.IntentWillBeIn))
	if d.Closed() != nil || d.Notify {
		t.Fatalf("a stranger's yes changed the answer")
	}
	if got := bodies(d); len(got) != 1 || got[0] != dialogue.SMSClosing(c) {
		t.Errorf("texts %q, want only the neutral closing", got)
	}
}

// While a person of the team handles the conversation, a reply is recorded
// and read but decides nothing: no answer, no close, no text; the
// confirmation goes to the inbox. A line on a call under way ends the call.
func TestHandoff(t *testing.T) {
	t.Parallel()
	c := booking()
	c.Handoff = &confirm.Handoff{HandledBy: "Sam"}
	d := decide(t, c, text("yes I'll be in"), reading(confirm.IntentWillBeIn))
	if d.Closed() != nil || d.Notify || d.Pause || len(d.Texts()) != 0 || !has(d, Wait) {
		t.Fatalf("reply while handled: closed %v, notify %v, pause %v, texts %q, waits %v",
			d.Closed(), d.Notify, d.Pause, bodies(d), has(d, Wait))
	}
	if got := records(d); len(got) != 2 || got[0] != "yes I'll be in" || !strings.HasPrefix(got[1], "Understood: someone will be in") {
		t.Errorf("recorded %q", got)
	}

	d = decide(t, c, confirm.Reply{Channel: confirm.ChannelCall, Text: "hello?"}, reading(confirm.IntentUnclear))
	if !d.HungUp || !has(d, HoldForPerson) || len(d.Said()) != 0 {
		t.Errorf("a line on the call while handled: hung up %v, held %v, said %q", d.HungUp, has(d, HoldForPerson), d.Said())
	}

	d = decide(t, c, text("STOP"), reading(confirm.IntentOptOut))
	if !d.OptOut || !slices.Contains(records(d), "The customer opted out of texts and calls; no further messages will be sent.") {
		t.Errorf("an opt-out while handled: opt-out %v, recorded %q", d.OptOut, records(d))
	}
}

// A weak yes is not enough to dispatch on: it is asked about.
func TestWeakYesIsAsked(t *testing.T) {
	t.Parallel()
	c := booking()
	weak := reading(confirm.IntentWillBeIn)
	weak.Confidence = 0.4
	d := decide(t, c, text("ok"), weak)
	if d.Closed() != nil || c.Conversation.SMS.Unclear != 1 {
		t.Fatalf("a weak yes: closed %v, unclear %d", d.Closed(), c.Conversation.SMS.Unclear)
	}
	if got := records(d); !strings.Contains(got[1], "(confidence 0.40 is too low to take as a yes)") {
		t.Errorf("recorded %q", got)
	}
}

// Instructions heard before the answer are kept on the outcome.
func TestNotesKeptToTheAnswer(t *testing.T) {
	t.Parallel()
	c := booking()
	gate := reading(confirm.IntentUnclear)
	gate.Notes = "gate code 1234"
	decide(t, c, text("gate code 1234"), gate)
	d := decide(t, c, text("yes"), reading(confirm.IntentWillBeIn))
	if a := d.Closed(); a == nil || a.Outcome.Notes != "gate code 1234" {
		t.Fatalf("closed with %+v", a)
	}
}

// On the call: the pick-up says the opening, a silence asks again, and a
// second silence ends the call as unanswered.
func TestCallSilence(t *testing.T) {
	t.Parallel()
	c := booking()
	answered := true
	d := decide(t, c, confirm.Reply{Channel: confirm.ChannelCall, Answered: &answered}, nil)
	if got, want := d.Said(), dialogue.CallOpening(c); !slices.Equal(got, want) || !has(d, CallLive) || !d.Pause {
		t.Fatalf("pick-up said %q (want %q), live %v, pause %v", got, want, has(d, CallLive), d.Pause)
	}
	d = decide(t, c, confirm.Reply{Channel: confirm.ChannelCall, Silence: true}, nil)
	if d.HungUp || has(d, CallEnded) || len(d.Said()) != 1 {
		t.Fatalf("first silence: hung up %v, said %q", d.HungUp, d.Said())
	}
	d = decide(t, c, confirm.Reply{Channel: confirm.ChannelCall, Silence: true}, nil)
	if !d.HungUp || !has(d, CallEnded) || d.Pause || d.Said()[0] != dialogue.CallSilenceGoodbye(c) {
		t.Errorf("second silence: hung up %v, ended %v, pause %v, said %q", d.HungUp, has(d, CallEnded), d.Pause, d.Said())
	}
}

// A call that rang out ends the call and leaves the plan as it is.
func TestCallRangOut(t *testing.T) {
	t.Parallel()
	c := booking()
	no := false
	d := decide(t, c, confirm.Reply{Channel: confirm.ChannelCall, Answered: &no}, nil)
	if !has(d, CallEnded) || d.Pause || !slices.Equal(records(d), []string{"Nobody picked up."}) {
		t.Errorf("rang out: %+v", d)
	}
}

// The email's taps close at once.
func TestEmailTap(t *testing.T) {
	t.Parallel()
	c := booking()
	d := decide(t, c, confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceSomeoneElse, SignerName: "Tom Smith"}, nil)
	a := d.Closed()
	if a == nil || a.Status != confirm.StatusConfirmed || a.Outcome.SignerName != "Tom Smith" || len(d.Texts()) != 0 || len(d.Said()) != 0 {
		t.Fatalf("tap: %+v", d)
	}
}

// Nothing is ever written to a number that opted out, a closing included.
func TestNoTextToOptedOutNumber(t *testing.T) {
	t.Parallel()
	c := booking()
	d := Decide(State{Confirmation: c, Reply: text("yes"), Reading: reading(confirm.IntentWillBeIn), Now: now, OptedOut: true})
	if d.Closed() == nil || len(d.Texts()) != 0 {
		t.Errorf("closed %v, texts %q", d.Closed(), bodies(d))
	}
}

// Decide never changes the confirmation it is given: the engine applies
// the decision.
func TestDecideLeavesConfirmationAlone(t *testing.T) {
	t.Parallel()
	c := booking()
	c.Steps[1].State = confirm.StepSent
	c.Conversation.SMS.Questions = make([]string, 1, 4)
	c.Handoff = &confirm.Handoff{}
	before := booking()
	before.Steps[1].State = confirm.StepSent
	before.Conversation.SMS.Questions = []string{""}
	before.Handoff = &confirm.Handoff{}
	pick := reading(confirm.IntentReschedule)
	pick.Slot = 0
	pick.Notes = "leave it with number 12"
	d := Decide(State{Confirmation: c, Reply: text("wednesday please"), Reading: pick, Now: now})
	if !has(d, TextArrived) || d.Closed() == nil {
		t.Fatalf("decision %+v", d)
	}
	if !reflect.DeepEqual(c, before) {
		t.Errorf("Decide changed the confirmation:\n got %+v\nwant %+v", c, before)
	}
}
