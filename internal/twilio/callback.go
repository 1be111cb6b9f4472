package twilio

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Outcome is what a status callback means for the confirmation.
type Outcome string

// The outcomes of a status callback.
const (
	// OutcomePending: still on its way (queued, sent, ringing, in
	// progress); nothing to do.
	OutcomePending Outcome = "pending"
	// OutcomeDelivered: the text reached the handset.
	OutcomeDelivered Outcome = "delivered"
	// OutcomeFailed: the text or call could not be delivered; Reason says
	// why.
	OutcomeFailed Outcome = "failed"
	// OutcomeAnswered: the call was answered and has ended. With machine
	// detection off, a voicemail that picked up counts as answered.
	OutcomeAnswered Outcome = "answered"
	// OutcomeNotAnswered: the call rang out, was busy, or was cancelled
	// before it was answered.
	OutcomeNotAnswered Outcome = "not_answered"
)

// Status is one status callback of a text or call.
type Status struct {
	// ConfirmationID is the "cf" of the callback URL, when the form
	// includes the query (r.Form does, r.PostForm does not).
	ConfirmationID string
	Channel        confirm.Channel // ChannelSMS or ChannelCall
	SID            string          // the MessageSid or CallSid
	TwilioStatus   string          // Twilio's word, e.g. "undelivered"
	Outcome        Outcome
	// Reason says in a few words why a text or call failed or was not
	// answered; empty otherwise.
	Reason    string
	ErrorCode int  // Twilio's ErrorCode, 0 if none
	OptedOut  bool // the failure was Twilio's STOP block (21610)
	// Duration is how long an answered call lasted.
	Duration time.Duration
}

// ParseStatus reads a status callback, of a text (MessageSid and
// MessageStatus) or of a call (CallSid and CallStatus). A status word it
// does not know is OutcomePending, so that a word Twilio adds later
// changes nothing rather than failing the callback.
func ParseStatus(form url.Values) (Status, error) {
	st := Status{ConfirmationID: form.Get("cf")}
	if code := form.Get("ErrorCode"); code != "" {
		n, err := strconv.Atoi(code)
		if err != nil || n < 0 {
			return Status{}, fmt.Errorf("twilio status: ErrorCode %q is not a number", limit(code))
		}
		st.ErrorCode = n
	}
	switch {
	case form.Get("MessageSid") != "" || form.Get("SmsSid") != "":
		st.Channel = confirm.ChannelSMS
		st.SID = first(form.Get("MessageSid"), form.Get("SmsSid"))
		st.TwilioStatus = first(form.Get("MessageStatus"), form.Get("SmsStatus"))
		if st.TwilioStatus == "" {
			return Status{}, errors.New("twilio status: a message callback without MessageStatus")
		}
		switch st.TwilioStatus {
		case "delivered", "read":
			st.Outcome = OutcomeDelivered
		case "undelivered", "failed":
			st.Outcome = OutcomeFailed
			st.Reason = messageReason(st.ErrorCode, st.TwilioStatus)
		case "canceled":
			st.Outcome, st.Reason = OutcomeFailed, "cancelled before it was sent"
		default: // accepted, scheduled, queued, sending, sent, ...
			st.Outcome = OutcomePending
		}
		st.OptedOut = st.ErrorCode == codeOptedOut
	case form.Get("CallSid") != "":
		st.Channel = confirm.ChannelCall
		st.SID = form.Get("CallSid")
		st.TwilioStatus = form.Get("CallStatus")
		if st.TwilioStatus == "" {
			return Status{}, errors.New("twilio status: a call callback without CallStatus")
		}
		switch st.TwilioStatus {
		case "completed":
			st.Outcome = OutcomeAnswered
			if d := form.Get("CallDuration"); d != "" {
				secs, err := strconv.Atoi(d)
				if err != nil || secs < 0 {
					return Status{}, fmt.Errorf("twilio status: CallDuration %q is not a number of seconds", limit(d))
				}
				st.Duration = time.Duration(secs) * time.Second
			}
		case "no-answer":
			st.Outcome, st.Reason = OutcomeNotAnswered, "no answer"
		case "busy":
			st.Outcome, st.Reason = OutcomeNotAnswered, "the line was busy"
		case "canceled":
			st.Outcome, st.Reason = OutcomeNotAnswered, "cancelled before it was answered"
		case "failed":
			st.Outcome = OutcomeFailed
			st.Reason = "the call could not be connected"
			if st.ErrorCode != 0 {
				st.Reason += fmt.Sprintf(" (Twilio error %d)", st.ErrorCode)
			}
		default: // queued, initiated, ringing, in-progress
			st.Outcome = OutcomePending
		}
	default:
		return Status{}, errors.New("twilio status: neither MessageSid nor CallSid")
	}
	return st, nil
}

// messageReason words the usual delivery failures; the rest get their code.
func messageReason(code int, status string) string {
	switch code {
	case 0:
		return "Twilio reported the text " + status
	case codeOptedOut:
		return "the number has opted out of texts (replied STOP)"
	case codeInvalidTo:
		return "not a valid phone number"
	case codeNotAMobile:
		return "the number cannot receive texts"
	case 30003:
		return "the phone is off or out of reach"
	case 30004:
		return "the message was blocked"
	case 30005:
		return "the number is unknown or no longer in use"
	case 30006:
		return "a landline or a network that cannot receive texts"
	case 30007:
		return "filtered by the carrier"
	default:
		return fmt.Sprintf("Twilio error %d", code)
	}
}

// InboundKind says which webhook an Inbound came from.
type InboundKind string

// The kinds of inbound webhook.
const (
	InboundSMS    InboundKind = "sms"    // a text from the customer
	InboundSpeech InboundKind = "speech" // what a Gather heard on a call
)

// Inbound is a text from a customer or the result of a Gather.
type Inbound struct {
	Kind InboundKind
	From string // the customer's number, E.164
	To   string // the account's number

	// Texts.
	MessageSid string
	Body       string
	// OptOutType is STOP, START or HELP when Twilio took the text as that
	// keyword (Messaging Services with Advanced Opt-Out say so); empty
	// otherwise. See OptOut for texts that did not come with it.
	OptOutType string

	// Calls. SpeechResult is empty when the customer said nothing: the
	// Gather's Redirect posts without it.
	CallSid      string
	SpeechResult string
	Confidence   float64 // 0 to 1; 0 when Twilio gave none
}

// ParseInbound reads the inbound-text webhook (MessageSid, From, To, Body)
// or a Gather's action (CallSid, SpeechResult, Confidence).
func ParseInbound(form url.Values) (Inbound, error) {
	in := Inbound{From: form.Get("From"), To: form.Get("To")}
	switch {
	case form.Get("MessageSid") != "" || form.Get("SmsMessageSid") != "":
		in.Kind = InboundSMS
		in.MessageSid = first(form.Get("MessageSid"), form.Get("SmsMessageSid"))
		in.Body = form.Get("Body")
		in.OptOutType = strings.ToUpper(strings.TrimSpace(form.Get("OptOutType")))
		if in.From == "" {
			return Inbound{}, errors.New("twilio inbound: a text without From")
		}
	case form.Get("CallSid") != "":
		in.Kind = InboundSpeech
		in.CallSid = form.Get("CallSid")
		in.SpeechResult = strings.TrimSpace(form.Get("SpeechResult"))
		if c := form.Get("Confidence"); c != "" {
			f, err := strconv.ParseFloat(c, 64)
			if err != nil || f < 0 || f > 1 {
				return Inbound{}, fmt.Errorf("twilio inbound: Confidence %q is not between 0 and 1", limit(c))
			}
			in.Confidence = f
		}
	default:
		return Inbound{}, errors.New("twilio inbound: neither MessageSid nor CallSid")
	}
	return in, nil
}

// Twilio's default keywords on long codes: a text that is exactly one of
// them, in any case and with spaces around it, changes whether Twilio will
// text the number again.
var (
	optOutWords = []string{"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"}
	optInWords  = []string{"START", "YES", "UNSTOP"}
)

// OptOut reports whether Twilio has taken this text as an opt-out: Twilio
// will refuse (error 21610) every further text to the number from this
// sender until the customer sends START. It is true for OptOutType STOP,
// and for a body that is exactly one of Twilio's default opt-out keywords,
// since without Advanced Opt-Out Twilio blocks the number without saying
// so in the webhook.
func (in Inbound) OptOut() bool {
	if in.Kind != InboundSMS {
		return false
	}
	if in.OptOutType != "" {
		return in.OptOutType == "STOP"
	}
	return isKeyword(in.Body, optOutWords)
}

// OptIn reports whether the text lifts an earlier opt-out. YES is one of
// Twilio's opt-in words, so it is both a customer's answer and an opt-in.
func (in Inbound) OptIn() bool {
	if in.Kind != InboundSMS {
		return false
	}
	if in.OptOutType != "" {
		return in.OptOutType == "START"
	}
	return isKeyword(in.Body, optInWords)
}

func isKeyword(body string, words []string) bool {
	b := strings.ToUpper(strings.TrimSpace(body))
	for _, w := range words {
		if b == w {
			return true
		}
	}
	return false
}

func first(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// limit keeps untrusted values short in error messages.
func limit(s string) string {
	if len(s) > 32 {
		return s[:32] + "..."
	}
	return s
}
