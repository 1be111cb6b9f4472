package twilio

import (
	"net/url"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

func TestParseStatus(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		form url.Values
		want Status
	}{
		{"text queued", url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"queued"}, "cf": {"cf_1"}},
			Status{ConfirmationID: "cf_1", Channel: confirm.ChannelSMS, SID: "SM1", TwilioStatus: "queued", Outcome: OutcomePending}},
		{"text sent", url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"sent"}, "SmsStatus": {"sent"}},
			Status{Channel: confirm.ChannelSMS, SID: "SM1", TwilioStatus: "sent", Outcome: OutcomePending}},
		{"text delivered", url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"delivered"}},
			Status{Channel: confirm.ChannelSMS, SID: "SM1", TwilioStatus: "delivered", Outcome: OutcomeDelivered}},
		{"text undelivered", url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"undelivered"}, "ErrorCode": {"30003"}},
			Status{Channel: confirm.ChannelSMS, SID: "SM1", TwilioStatus: "undelivered", Outcome: OutcomeFailed, ErrorCode: 30003, Reason: "the phone is off or out of reach"}},
		{"text failed, opted out", url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"failed"}, "ErrorCode": {"21610"}},
			Status{Channel: confirm.ChannelSMS, SID: "SM1", TwilioStatus: "failed", Outcome: OutcomeFailed, ErrorCode: 21610, OptedOut: true, Reason: "the number has opted out of texts (replied STOP)"}},
		{"text failed, other code", url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"failed"}, "ErrorCode": {"30410"}},
			Status{Channel: confirm.ChannelSMS, SID: "SM1", TwilioStatus: "failed", Outcome: OutcomeFailed, ErrorCode: 30410, Reason: "Twilio error 30410"}},
		{"text failed, no code", url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"failed"}},
			Status{Channel: confirm.ChannelSMS, SID: "SM1", TwilioStatus: "failed", Outcome: OutcomeFailed, Reason: "Twilio reported the text failed"}},
		{"text, unknown word", url.Values{"MessageSid": {"SM1"}, "MessageStatus": {"teleported"}},
			Status{Channel: confirm.ChannelSMS, SID: "SM1", TwilioStatus: "teleported", Outcome: OutcomePending}},
		{"call completed", url.Values{"CallSid": {"CA1"}, "CallStatus": {"completed"}, "CallDuration": {"42"}, "cf": {"cf_2"}},
			Status{ConfirmationID: "cf_2", Channel: confirm.ChannelCall, SID: "CA1", TwilioStatus: "completed", Outcome: OutcomeAnswered, Duration: 42 * time.Second}},
		{"call no answer", url.Values{"CallSid": {"CA1"}, "CallStatus": {"no-answer"}, "CallDuration": {"0"}},
			Status{Channel: confirm.ChannelCall, SID: "CA1", TwilioStatus: "no-answer", Outcome: OutcomeNotAnswered, Reason: "no answer"}},
		{"call busy", url.Values{"CallSid": {"CA1"}, "CallStatus": {"busy"}},
			Status{Channel: confirm.ChannelCall, SID: "CA1", TwilioStatus: "busy", Outcome: OutcomeNotAnswered, Reason: "the line was busy"}},
		{"call canceled", url.Values{"CallSid": {"CA1"}, "CallStatus": {"canceled"}},
			Status{Channel: confirm.ChannelCall, SID: "CA1", TwilioStatus: "canceled", Outcome: OutcomeNotAnswered, Reason: "cancelled before it was answered"}},
		{"call failed", url.Values{"CallSid": {"CA1"}, "CallStatus": {"failed"}, "ErrorCode": {"13224"}},
			Status{Channel: confirm.ChannelCall, SID: "CA1", TwilioStatus: "failed", Outcome: OutcomeFailed, ErrorCode: 13224, Reason: "the call could not be connected (Twilio error 13224)"}},
		{"call ringing", url.Values{"CallSid": {"CA1"}, "CallStatus": {"ringing"}},
			Status{Channel: confirm.ChannelCall, SID: "CA1", TwilioStatus: "ringing", Outcome: OutcomePending}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseStatus(tc.form)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("status mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseStatusErrors(t *testing.T) {
	t.Parallel()
	for name, form := range map[string]url.Values{
		"empty":             {},
		"no message status": {"MessageSid": {"SM1"}},
		"no call status":    {"CallSid": {"CA1"}},
		"bad error code":    {"MessageSid": {"SM1"}, "MessageStatus": {"failed"}, "ErrorCode": {"x"}},
		"bad duration":      {"CallSid": {"CA1"}, "CallStatus": {"completed"}, "CallDuration": {"-3"}},
	} {
		if _, err := ParseStatus(form); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestParseInbound(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name          string
		form          url.Values
		want          Inbound
		optOut, optIn bool
	}{
		{"text", url.Values{"MessageSid": {"SM1"}, "From": {"+447700900123"}, "To": {testFrom}, "Body": {"Yes, my wife will be in"}},
			Inbound{Kind: InboundSMS, From: "+447700900123", To: testFrom, MessageSid: "SM1", Body: "Yes, my wife will be in"}, false, false},
		{"STOP with OptOutType", url.Values{"MessageSid": {"SM1"}, "From": {"+447700900123"}, "Body": {"Stop"}, "OptOutType": {"STOP"}},
			Inbound{Kind: InboundSMS, From: "+447700900123", MessageSid: "SM1", Body: "Stop", OptOutType: "STOP"}, true, false},
		{"cancel without OptOutType", url.Values{"MessageSid": {"SM1"}, "From": {"+447700900123"}, "Body": {" cancel "}},
			Inbound{Kind: InboundSMS, From: "+447700900123", MessageSid: "SM1", Body: " cancel "}, true, false},
		{"cancel in a sentence", url.Values{"MessageSid": {"SM1"}, "From": {"+447700900123"}, "Body": {"cancel please"}},
			Inbound{Kind: InboundSMS, From: "+447700900123", MessageSid: "SM1", Body: "cancel please"}, false, false},
		{"yes", url.Values{"SmsMessageSid": {"SM1"}, "From": {"+447700900123"}, "Body": {"YES"}},
			Inbound{Kind: InboundSMS, From: "+447700900123", MessageSid: "SM1", Body: "YES"}, false, true},
		{"help", url.Values{"MessageSid": {"SM1"}, "From": {"+447700900123"}, "Body": {"help"}, "OptOutType": {"HELP"}},
			Inbound{Kind: InboundSMS, From: "+447700900123", MessageSid: "SM1", Body: "help", OptOutType: "HELP"}, false, false},
		{"speech", url.Values{"CallSid": {"CA1"}, "From": {testFrom}, "To": {"+447700900123"}, "SpeechResult": {"Yes, I'll be in. "}, "Confidence": {"0.92"}},
			Inbound{Kind: InboundSpeech, From: testFrom, To: "+447700900123", CallSid: "CA1", SpeechResult: "Yes, I'll be in.", Confidence: 0.92}, false, false},
		{"silence", url.Values{"CallSid": {"CA1"}},
			Inbound{Kind: InboundSpeech, CallSid: "CA1"}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseInbound(tc.form)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("inbound mismatch (-want +got):\n%s", diff)
			}
			if got.OptOut() != tc.optOut || got.OptIn() != tc.optIn {
				t.Errorf("OptOut, OptIn = %v, %v; want %v, %v", got.OptOut(), got.OptIn(), tc.optOut, tc.optIn)
			}
		})
	}
}

func TestParseInboundErrors(t *testing.T) {
	t.Parallel()
	for name, form := range map[string]url.Values{
		"empty":          {},
		"text, no From":  {"MessageSid": {"SM1"}, "Body": {"hi"}},
		"bad confidence": {"CallSid": {"CA1"}, "Confidence": {"high"}},
		"confidence > 1": {"CallSid": {"CA1"}, "Confidence": {"7"}},
	} {
		if _, err := ParseInbound(form); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func FuzzParseStatus(f *testing.F) {
	f.Add("MessageSid=SM1&MessageStatus=failed&ErrorCode=30003")
	f.Add("CallSid=CA1&CallStatus=completed&CallDuration=12")
	// As Twilio sends them.
	f.Add("AccountSid=AC0123456789abcdef0123456789abcdef&ApiVersion=2010-04-01&From=%2B447700900001&MessageSid=SM0123456789abcdef0123456789abcdef&MessageStatus=undelivered&ErrorCode=30005&SmsSid=SM0123456789abcdef0123456789abcdef&SmsStatus=undelivered&To=%2B447400123456&cf=cf_abcdefghijklmnopqrstuvwx&ch=sms")
	f.Add("AccountSid=AC0123456789abcdef0123456789abcdef&ApiVersion=2010-04-01&CallSid=CA0123456789abcdef0123456789abcdef&CallStatus=no-answer&CallDuration=0&Direction=outbound-api&From=%2B447700900001&SequenceNumber=3&Timestamp=Mon%2C+23+Nov+2026+14%3A00%3A31+%2B0000&To=%2B447400123456&cf=cf_abcdefghijklmnopqrstuvwx&ch=call")
	f.Fuzz(func(t *testing.T, body string) {
		form, err := url.ParseQuery(body)
		if err != nil {
			return
		}
		st, err := ParseStatus(form)
		if err == nil && (st.SID == "" || st.Outcome == "") {
			t.Errorf("ParseStatus(%q) = %+v without error", body, st)
		}
	})
}

func FuzzParseInbound(f *testing.F) {
	f.Add("MessageSid=SM1&From=%2B447700900123&Body=STOP")
	f.Add("CallSid=CA1&SpeechResult=yes&Confidence=0.5")
	// As Twilio sends them.
	f.Add("AccountSid=AC0123456789abcdef0123456789abcdef&ApiVersion=2010-04-01&Body=Yes+I%27ll+be+in+%F0%9F%98%8A&From=%2B447400123456&FromCountry=GB&MessageSid=SM1123456789abcdef0123456789abcdef&NumMedia=0&NumSegments=1&SmsMessageSid=SM1123456789abcdef0123456789abcdef&SmsStatus=received&To=%2B447700900001")
	f.Add("AccountSid=AC0123456789abcdef0123456789abcdef&CallSid=CA0123456789abcdef0123456789abcdef&CallStatus=in-progress&Confidence=0.92&Direction=outbound-api&From=%2B447700900001&Language=en-GB&SpeechResult=Can+we+do+Friday+instead%3F&To=%2B447400123456&cf=cf_abcdefghijklmnopqrstuvwx")
	f.Add("MessageSid=SM2&From=%2B447400123456&Body=START&OptOutType=START")
	f.Fuzz(func(t *testing.T, body string) {
		form, err := url.ParseQuery(body)
		if err != nil {
			return
		}
		in, err := ParseInbound(form)
		if err == nil && in.Kind == "" {
			t.Errorf("ParseInbound(%q) = %+v without error", body, in)
		}
		_, _ = in.OptOut(), in.OptIn()
	})
}
