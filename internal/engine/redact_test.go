package engine

import (
	"errors"
	"testing"
)

func TestLogSafe(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		err, to, want string
	}{
		{"twilio: sending the text: Twilio error 21211: The 'To' number +447400123456 is not a valid phone number.", "+447400123456",
			"twilio: sending the text: Twilio error 21211: The 'To' number [recipient] is not a valid phone number."},
		{"Twilio error 21614: 447400123456 is not a mobile number", "+447400123456",
			"Twilio error 21614: [recipient] is not a mobile number"},
		{`smtp: permanent failure: 127.0.0.1:2525 refused the message: 550 "5.1.1 <Jane.Smith@Example.com>: Recipient address rejected", affected message ID: <a1b2@confirmd.example>`, "jane.smith@example.com",
			`smtp: permanent failure: 127.0.0.1:2525 refused the message: 550 "5.1.1 <[recipient]>: Recipient address rejected", affected message ID: <[email]>`},
		{"relay said: forwarded to tom@example.org and +14155550100", "jane@example.com",
			"relay said: forwarded to [email] and [phone]"},
		{"twilio: sending the text: HTTP 503: Service Unavailable", "+447400123456", "twilio: sending the text: HTTP 503: Service Unavailable"},
		{"no provider is configured for sms", "", "no provider is configured for sms"},
	} {
		if got := logSafe(errors.New(tc.err), tc.to); got != tc.want {
			t.Errorf("logSafe(%q, %q)\n got %q\nwant %q", tc.err, tc.to, got, tc.want)
		}
	}
	if logSafe(nil, "x") != "" {
		t.Errorf("logSafe(nil) is not empty")
	}
}
