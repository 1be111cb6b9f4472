package dialogue

import (
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
	"github.com/google/go-cmp/cmp"
)

// answerSample is a confirmation with a brand, its support email and one
// item, or, bare, with none of them.
func answerSample(bare bool) *confirm.Confirmation {
	c := &confirm.Confirmation{
		Brand:    &confirm.Brand{Name: "Acme Home", SupportEmail: "help@acme.test"},
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Phone: "+447400123456"},
		Order: confirm.Order{Type: "delivery", Date: "2026-11-24", Window: confirm.Window{From: "08:00", To: "12:00"},
			Items: []confirm.Item{{Name: "Sofa", Qty: 1}}},
	}
	if bare {
		c.Brand, c.Order.Items = nil, nil
	}
	return c
}

// TestSMSAnswer words each answer from what the confirmation holds, and
// says plainly what it does not know, with the brand's support email when
// there is one; then asks the first question again.
func TestSMSAnswer(t *testing.T) {
	t.Parallel()
	const again = " Will someone be in? Reply YES, the name of who will be in, or ask for another day."
	tests := []struct {
		q    interpret.Question
		bare bool
		want string
	}{
		{interpret.QuestionTime, false, "Your delivery is booked for Tue 24 Nov, 08:00-12:00. I don't know the exact time within 08:00-12:00. Please ask help@acme.test."},
		{interpret.QuestionTime, true, "Your delivery is booked for Tue 24 Nov, 08:00-12:00. I don't know the exact time within 08:00-12:00. The retailer's team can tell you."},
		{interpret.QuestionWindow, false, "The window is 08:00-12:00 (4 hours) on Tue 24 Nov."},
		{interpret.QuestionItems, false, "It is the delivery of your Sofa, booked for Tue 24 Nov, 08:00-12:00."},
		{interpret.QuestionItems, true, "It is the delivery of your order, booked for Tue 24 Nov, 08:00-12:00."},
		{interpret.QuestionSender, false, "This is an automated message on behalf of Acme Home, about the delivery of your Sofa on Tue 24 Nov, 08:00-12:00."},
		{interpret.QuestionSender, true, "This is an automated message on behalf of your retailer, about the delivery of your order on Tue 24 Nov, 08:00-12:00."},
		{interpret.QuestionScam, false, "This is a genuine automated message on behalf of Acme Home about your delivery on Tue 24 Nov, 08:00-12:00. It only asks whether someone will be in; it never asks for payment or card details. To check, contact help@acme.test."},
		{interpret.QuestionScam, true, "This is a genuine automated message on behalf of your retailer about your delivery on Tue 24 Nov, 08:00-12:00. It only asks whether someone will be in; it never asks for payment or card details. You can check with the retailer's team."},
		{interpret.QuestionCallAhead, false, "I don't know whether the driver will call ahead. Please ask help@acme.test."},
		{interpret.QuestionCallAhead, true, "I don't know whether the driver will call ahead. The retailer's team can tell you."},
		{interpret.QuestionCarry, false, "I don't know how many people will bring it or what they will do on arrival. Please ask help@acme.test."},
		{interpret.QuestionMustBeIn, false, "Yes, someone needs to be in to receive it on Tue 24 Nov, 08:00-12:00."},
		{interpret.QuestionOther, false, "Sorry, I can't answer that here. Please ask help@acme.test."},
		{interpret.QuestionOther, true, "Sorry, I can't answer that here. The retailer's team can tell you."},
	}
	for _, tt := range tests {
		c := answerSample(tt.bare)
		got := SMSAnswer(c, confirm.Thread{}, tt.q)
		if diff := cmp.Diff(tt.want+again, got); diff != "" {
			t.Errorf("%s (bare %v): mismatch (-want +got):\n%s", tt.q, tt.bare, diff)
		}
		if n, gsm := Segments(got); !gsm || n > 3 {
			t.Errorf("%s: %d segments, GSM %v", tt.q, n, gsm)
		}
	}
}

// TestAnswerAsksAgain asks, after the answer, the question the customer
// was last asked on the thread.
func TestAnswerAsksAgain(t *testing.T) {
	t.Parallel()
	c := sample("", 1)
	tests := []struct {
		th         confirm.Thread
		sms, spoke string
	}{
		{confirm.Thread{}, "Will someone be in? Reply YES", "Will someone be in on Tuesday 24 November, 08:00-12:00?"},
		{confirm.Thread{Expect: confirm.ExpectSlot}, "We can offer: 1) Wed 25 Nov, 12:00-16:00 2) Fri 27 Nov", ""},
		{confirm.Thread{Expect: confirm.ExpectName}, "What is the name of the person who will be in?", "Please say their name."},
		{confirm.Thread{Expect: confirm.ExpectWholeWindow}, "Will someone be in for the whole window? Reply YES, or NO for another day.", "Will someone be in for the whole window? Please say yes, or no for another day."},
		{confirm.Thread{Expect: confirm.ExpectYesNoSlot, Offered: 1}, "", "Or I can offer Friday 27 November, 08:00-12:00. Would that suit you? Please say yes or no."},
	}
	for _, tt := range tests {
		if got := SMSAnswer(c, tt.th, interpret.QuestionTime); tt.sms != "" && !strings.HasSuffix(got, tt.sms) && !strings.Contains(got, tt.sms) {
			t.Errorf("%q: text %q does not ask %q", tt.th.Expect, got, tt.sms)
		}
		if got := CallAnswer(c, tt.th, interpret.QuestionTime); tt.spoke != "" && !strings.Contains(got, tt.spoke) {
			t.Errorf("%q: call line %q does not ask %q", tt.th.Expect, got, tt.spoke)
		}
	}
}

// TestCallAnswer: spoken answers are short and hold no link.
func TestCallAnswer(t *testing.T) {
	t.Parallel()
	for _, bare := range []bool{false, true} {
		c := answerSample(bare)
		for _, q := range []interpret.Question{interpret.QuestionTime, interpret.QuestionWindow, interpret.QuestionItems, interpret.QuestionSender,
			interpret.QuestionScam, interpret.QuestionCallAhead, interpret.QuestionCarry, interpret.QuestionMustBeIn, interpret.QuestionOther} {
			got := CallAnswer(c, confirm.Thread{}, q)
			if strings.Contains(got, "http") || strings.Contains(got, "www.") || len(got) > 400 {
				t.Errorf("%s: %q", q, got)
			}
			if !strings.HasSuffix(got, "or say you need a different day.") {
				t.Errorf("%s: does not ask again: %q", q, got)
			}
		}
	}
	c := answerSample(false)
	for q, want := range map[interpret.Question]string{
		interpret.QuestionTime:   "Your delivery is booked for Tuesday 24 November, 08:00-12:00. I don't know the exact time within 08:00 to 12:00. The Acme Home team can tell you by email at help@acme.test.",
		interpret.QuestionSender: "This is an automated call on behalf of Acme Home, about the delivery of your Sofa on Tuesday 24 November, 08:00-12:00.",
	} {
		if got := CallAnswer(c, confirm.Thread{}, q); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want it to start %q", q, got, want)
		}
	}
}

// TestWholeWindow asks the one question a yes with a condition gets.
func TestWholeWindow(t *testing.T) {
	t.Parallel()
	c := answerSample(false)
	if diff := cmp.Diff("Thanks. We can't promise a time within 08:00-12:00. Will someone be in for the whole window? Reply YES, or NO for another day.", SMSWholeWindow(c)); diff != "" {
		t.Errorf("text mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff("Thanks. I can't promise a time within 08:00 to 12:00. Will someone be in for the whole window? Please say yes, or no for another day.", CallWholeWindow(c)); diff != "" {
		t.Errorf("call mismatch (-want +got):\n%s", diff)
	}
}
