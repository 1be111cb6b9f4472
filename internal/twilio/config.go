// Package twilio is the channel of live texts and calls: it sends texts and
// places calls through Twilio's REST API, checks that the webhooks Twilio
// sends back really come from Twilio, words the TwiML a call follows, and
// reads Twilio's status and inbound callbacks into small structs the engine
// can act on.
package twilio

import (
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"regexp"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The routes Twilio calls. The answer, gather and status URLs are given to
// Twilio per message or call; only PathSMS is set in the Twilio console.
const (
	PathSMS    = "/providers/twilio/sms"
	PathAnswer = "/providers/twilio/voice/answer"
	PathGather = "/providers/twilio/voice/gather"
	PathStatus = "/providers/twilio/status"
)

// Config is what confirmd needs to use a Twilio account.
type Config struct {
	AccountSID string
	AuthToken  string
	// From is an E.164 number of the account, or a Messaging Service SID
	// ("MG..."). Calls need a number; a Messaging Service only sends texts.
	From string
	// PublicURL is the base of the callback URLs, the address at which
	// Twilio reaches confirmd, without a trailing slash. Signatures are
	// checked against it, so it must be exactly what Twilio calls.
	PublicURL string
}

var (
	accountSIDPattern = regexp.MustCompile(`^AC[0-9a-fA-F]{32}$`)
	servicePattern    = regexp.MustCompile(`^MG[0-9a-fA-F]{32}$`)
	e164Pattern       = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)
	// twilio-go refuses credentials with anything else in them. Twilio's
	// tokens are 32 characters; a shorter one is a paste cut short.
	tokenPattern = regexp.MustCompile(`^[0-9A-Za-z]{32,}$`)
)

// ConfigFromEnv reads CONFIRMD_TWILIO_ACCOUNT_SID, CONFIRMD_TWILIO_AUTH_TOKEN,
// CONFIRMD_TWILIO_FROM and CONFIRMD_PUBLIC_URL through getenv. It returns
// false, and no error, when none of the Twilio variables is set: live texts
// and calls are then simply not configured. Every problem is reported at
// once; the token's value never appears in the error.
func ConfigFromEnv(getenv func(string) string) (Config, bool, error) {
	c := Config{
		AccountSID: strings.TrimSpace(getenv("CONFIRMD_TWILIO_ACCOUNT_SID")),
		AuthToken:  strings.TrimSpace(getenv("CONFIRMD_TWILIO_AUTH_TOKEN")),
		From:       strings.TrimSpace(getenv("CONFIRMD_TWILIO_FROM")),
		PublicURL:  strings.TrimRight(strings.TrimSpace(getenv("CONFIRMD_PUBLIC_URL")), "/"),
	}
	if c.AccountSID == "" && c.AuthToken == "" && c.From == "" {
		return Config{}, false, nil
	}
	var missing []string
	for _, v := range []struct{ name, value string }{
		{"CONFIRMD_TWILIO_ACCOUNT_SID", c.AccountSID},
		{"CONFIRMD_TWILIO_AUTH_TOKEN", c.AuthToken},
		{"CONFIRMD_TWILIO_FROM", c.From},
	} {
		if v.value == "" {
			missing = append(missing, v.name)
		}
	}
	if len(missing) > 0 {
		return Config{}, false, fmt.Errorf("twilio is partly configured: set %s too, or none of the CONFIRMD_TWILIO_* variables", strings.Join(missing, " and "))
	}
	if err := c.Validate(); err != nil {
		return Config{}, false, err
	}
	return c, true, nil
}

// Validate reports every problem with c at once, naming the environment
// variable each value comes from.
func (c Config) Validate() error {
	var problems []string
	if !accountSIDPattern.MatchString(c.AccountSID) {
		problems = append(problems, fmt.Sprintf("CONFIRMD_TWILIO_ACCOUNT_SID %q is not an Account SID (AC followed by 32 hex digits)", c.AccountSID))
	}
	if !tokenPattern.MatchString(c.AuthToken) {
		problems = append(problems, "CONFIRMD_TWILIO_AUTH_TOKEN is not an Auth Token (32 letters and digits, as shown in the Twilio console)")
	}
	if !e164Pattern.MatchString(c.From) && !servicePattern.MatchString(c.From) {
		problems = append(problems, fmt.Sprintf("CONFIRMD_TWILIO_FROM %q is neither an E.164 number such as +447700900123 nor a Messaging Service SID (MG followed by 32 hex digits)", c.From))
	}
	if c.PublicURL == "" {
		problems = append(problems, "CONFIRMD_PUBLIC_URL must be set when Twilio is configured: it is the address Twilio calls back")
	} else if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		problems = append(problems, fmt.Sprintf("CONFIRMD_PUBLIC_URL %q is not an http(s) base URL such as https://confirmd.example.com", c.PublicURL))
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}

// usesService reports whether texts go out through a Messaging Service.
func (c Config) usesService() bool { return strings.HasPrefix(c.From, "MG") }

// String describes c without its token, so that printing a Config by
// mistake leaks nothing.
func (c Config) String() string {
	return fmt.Sprintf("twilio.Config{AccountSID: %q, AuthToken: [redacted], From: %q, PublicURL: %q}", c.AccountSID, c.From, c.PublicURL)
}

// GoString is String, so that %#v is as safe as %v.
func (c Config) GoString() string { return c.String() }

// LogValue keeps the token out of structured logs.
func (c Config) LogValue() slog.Value {
	return slog.GroupValue(
		slog.String("account_sid", c.AccountSID),
		slog.String("from", c.From),
		slog.String("public_url", c.PublicURL),
	)
}

// StatusURL is where Twilio reports what became of a text or call of the
// confirmation.
func (c Config) StatusURL(confirmationID string, ch confirm.Channel) string {
	return c.PublicURL + PathStatus + "?cf=" + url.QueryEscape(confirmationID) + "&ch=" + url.QueryEscape(string(ch))
}

// AnswerURL is where Twilio fetches the TwiML of a call once the customer
// answers.
func (c Config) AnswerURL(confirmationID string) string {
	return c.PublicURL + PathAnswer + "?cf=" + url.QueryEscape(confirmationID)
}

// GatherURL is where Twilio posts what the customer said on a call; it is
// the action of each Gather.
func (c Config) GatherURL(confirmationID string) string {
	return c.PublicURL + PathGather + "?cf=" + url.QueryEscape(confirmationID)
}
