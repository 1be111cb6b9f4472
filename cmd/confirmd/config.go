package main

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/httpapi"
	"github.com/confirmd/confirmd/internal/netguard"
	"github.com/confirmd/confirmd/internal/smtp"
	"github.com/confirmd/confirmd/internal/twilio"
	"github.com/confirmd/confirmd/internal/viewcache"
)

// config is confirmd's configuration, read from the environment.
type config struct {
	Addr           string
	DatabaseURL    string
	PublicURL      string
	SandboxKey     string
	SigningSecret  string
	Timezone       string
	TrustedProxies []netip.Prefix
	// RateLimitPerKey is how many creates each API key may attempt in any
	// rolling hour, besides its address's limit; 0 is no such limit.
	RateLimitPerKey int
	LogFormat       string
	// MetricsAddr is where /metrics is served: "" on Addr, "off" nowhere,
	// else a listener of its own.
	MetricsAddr string
	// MetricsPublic serves /metrics on Addr to every client, not only to
	// those on loopback.
	MetricsPublic bool

	// Live providers; nil when not configured.
	SMTP      *smtp.Config
	EmailFrom string
	Twilio    *twilio.Config

	// Webhook features the spec plans, off by default.
	WebhookRetries       int
	WebhookRetryBase     time.Duration
	WebhookSignTimestamp bool
	// StandardWebhooks adds the Standard Webhooks headers to every delivery.
	StandardWebhooks bool
	// ConsoleKeySignIn lets the operators' console take API keys at
	// sign-in as well as operators' passwords, for a transition.
	ConsoleKeySignIn bool
	// WebhookHistory is how long finished deliveries are kept; 0 forever.
	WebhookHistory time.Duration
	// RetentionDays is how many days after its booked day a closed
	// confirmation keeps its customer's personal data; 0 forever.
	RetentionDays int
	// ViewCacheBytes bounds the memory of the confirmations' views kept
	// while the process is the only one on its database; 0 keeps none.
	ViewCacheBytes int
	// AuditRetentionDays is how many days an audit entry is kept; 0
	// forever.
	AuditRetentionDays int
	// SandboxPrivateWebhooks lets sandbox webhooks go to loopback, private
	// and other non-public addresses; SandboxWebhooksWhy says why, for
	// the start-up log.
	SandboxPrivateWebhooks bool
	// SandboxWebhookHosts are hosts sandbox webhooks may reach whatever
	// their addresses, when private addresses are otherwise refused: the
	// operator's own receiver (CONFIRMD_SANDBOX_WEBHOOK_HOSTS).
	SandboxWebhookHosts netguard.Hosts
	SandboxWebhooksWhy  string
	// The webhook sender's workers, and the caps on one account's and one
	// receiver's deliveries in flight; 0 is the sender's default.
	WebhookWorkers, WebhookPerAccount, WebhookPerHost int

	// DataDir is where the first start writes the new sandbox account's
	// key and secret; "" means the SQLite database's folder, or the
	// working directory on PostgreSQL.
	DataDir string
	// PrintFirstSecrets says whether the first start also prints the new
	// sandbox account's key and secret to stderr (CONFIRMD_FIRST_START_PRINT;
	// by default yes, unless stderr is the systemd journal, which keeps
	// them for good).
	PrintFirstSecrets bool

	// For testing whole processes: run the clock faster, and log what the
	// sandbox channel would have sent.
	ClockSpeed       float64
	ClockOrigin      time.Time
	SandboxSendLog   string
	SandboxSendDelay time.Duration
}

// loadConfig reads the CONFIRMD_* variables through getenv, reporting every
// bad value at once.
func loadConfig(getenv func(string) string) (*config, error) {
	get := func(name, def string) string {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			return v
		}
		return def
	}
	c := &config{
		Addr:          get("CONFIRMD_ADDR", "127.0.0.1:8080"),
		DatabaseURL:   get("CONFIRMD_DATABASE_URL", "sqlite:confirmd.db"),
		SandboxKey:    get("CONFIRMD_SANDBOX_KEY", ""),
		SigningSecret: get("CONFIRMD_SIGNING_SECRET", ""),
		Timezone:      get("CONFIRMD_TIMEZONE", "Europe/London"),
		LogFormat:     get("CONFIRMD_LOG_FORMAT", "text"),
	}
	c.PublicURL = strings.TrimRight(get("CONFIRMD_PUBLIC_URL", "http://"+c.Addr), "/")

	var problems []string
	if _, err := time.LoadLocation(c.Timezone); err != nil || c.Timezone == "Local" {
		problems = append(problems, fmt.Sprintf("CONFIRMD_TIMEZONE %q is not an IANA time zone such as Europe/London", c.Timezone))
	}
	if (c.SandboxKey == "") != (c.SigningSecret == "") {
		problems = append(problems, "CONFIRMD_SANDBOX_KEY and CONFIRMD_SIGNING_SECRET must be set together, or neither")
	}
	if p := checkSandboxKey(c.SandboxKey); c.SandboxKey != "" && p != "" {
		problems = append(problems, p)
	}
	if p := checkSigningSecret(c.SigningSecret); c.SigningSecret != "" && p != "" {
		problems = append(problems, p)
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		problems = append(problems, "CONFIRMD_LOG_FORMAT must be text or json")
	}
	if v := getenv("CONFIRMD_WEBHOOK_RETRIES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 20 {
			problems = append(problems, "CONFIRMD_WEBHOOK_RETRIES must be an integer from 0 to 20")
		}
		c.WebhookRetries = n
	}
	c.WebhookRetryBase = 30 * time.Second
	if v := getenv("CONFIRMD_WEBHOOK_RETRY_BASE"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < time.Second {
			problems = append(problems, "CONFIRMD_WEBHOOK_RETRY_BASE must be a duration of at least 1s, such as 30s")
		}
		c.WebhookRetryBase = d
	}
	if v := getenv("CONFIRMD_WEBHOOK_SIGN_TIMESTAMP"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			problems = append(problems, "CONFIRMD_WEBHOOK_SIGN_TIMESTAMP must be true or false")
		}
		c.WebhookSignTimestamp = b
	}
	if v := getenv("CONFIRMD_STANDARD_WEBHOOKS"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			problems = append(problems, "CONFIRMD_STANDARD_WEBHOOKS must be true or false")
		}
		c.StandardWebhooks = b
	}
	if v := getenv("CONFIRMD_CONSOLE_KEY_SIGN_IN"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			problems = append(problems, "CONFIRMD_CONSOLE_KEY_SIGN_IN must be true or false")
		}
		c.ConsoleKeySignIn = b
	}
	c.WebhookHistory = 30 * 24 * time.Hour
	if v := strings.TrimSpace(getenv("CONFIRMD_WEBHOOK_HISTORY_DAYS")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 36500 {
			problems = append(problems, "CONFIRMD_WEBHOOK_HISTORY_DAYS must be a whole number of days from 0 (keep forever) to 36500")
		}
		c.WebhookHistory = time.Duration(n) * 24 * time.Hour
	}
	c.RetentionDays = confirm.DefaultRetentionDays
	if v := strings.TrimSpace(getenv("CONFIRMD_RETENTION_DAYS")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 36500 {
			problems = append(problems, "CONFIRMD_RETENTION_DAYS must be a whole number of days from 0 (keep forever) to 36500")
		}
		c.RetentionDays = n
	}
	c.ViewCacheBytes = viewcache.DefaultBytes
	if v := strings.TrimSpace(getenv("CONFIRMD_VIEW_CACHE_MB")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 1<<20 {
			problems = append(problems, "CONFIRMD_VIEW_CACHE_MB must be a whole number of MiB from 0 (keep no views in memory) to 1048576")
		}
		c.ViewCacheBytes = n << 20
	}
	c.AuditRetentionDays = confirm.DefaultAuditRetentionDays
	if v := strings.TrimSpace(getenv("CONFIRMD_AUDIT_RETENTION_DAYS")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 36500 {
			problems = append(problems, "CONFIRMD_AUDIT_RETENTION_DAYS must be a whole number of days from 0 (keep forever) to 36500")
		}
		c.AuditRetentionDays = n
	}
	hosts, err := netguard.ParseHosts(getenv("CONFIRMD_SANDBOX_WEBHOOK_HOSTS"))
	if err != nil {
		problems = append(problems, "CONFIRMD_SANDBOX_WEBHOOK_HOSTS: "+err.Error())
	}
	c.SandboxWebhookHosts = hosts
	private, why, err := sandboxPrivateWebhooks(getenv("CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS"), c.Addr)
	if err != nil {
		problems = append(problems, err.Error())
	}
	c.SandboxPrivateWebhooks, c.SandboxWebhooksWhy = private, why
	if v := strings.TrimSpace(getenv("CONFIRMD_RATE_LIMIT_PER_KEY")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 1_000_000_000 {
			problems = append(problems, "CONFIRMD_RATE_LIMIT_PER_KEY must be a whole number of creates per hour per API key, 0 (no such limit) to 1000000000")
		}
		c.RateLimitPerKey = n
	}
	for _, w := range []struct {
		name string
		to   *int
	}{
		{"CONFIRMD_WEBHOOK_WORKERS", &c.WebhookWorkers},
		{"CONFIRMD_WEBHOOK_WORKERS_PER_ACCOUNT", &c.WebhookPerAccount},
		{"CONFIRMD_WEBHOOK_WORKERS_PER_HOST", &c.WebhookPerHost},
	} {
		if v := strings.TrimSpace(getenv(w.name)); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 1000 {
				problems = append(problems, w.name+" must be a whole number from 1 to 1000")
			}
			*w.to = n
		}
	}
	c.ClockSpeed = 1
	if v := getenv("CONFIRMD_CLOCK_SPEED"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 1 || f > 10000 {
			problems = append(problems, "CONFIRMD_CLOCK_SPEED must be a number from 1 to 10000")
		}
		c.ClockSpeed = f
	}
	c.ClockOrigin = time.Now()
	if v := getenv("CONFIRMD_CLOCK_ORIGIN"); v != "" {
		ms, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			problems = append(problems, "CONFIRMD_CLOCK_ORIGIN must be a Unix time in milliseconds")
		}
		c.ClockOrigin = time.UnixMilli(ms)
	}
	c.DataDir = strings.TrimSpace(getenv("CONFIRMD_DATA_DIR"))
	switch v := strings.TrimSpace(getenv("CONFIRMD_FIRST_START_PRINT")); v {
	case "":
		// systemd sets JOURNAL_STREAM for a service whose output goes to
		// the journal.
		c.PrintFirstSecrets = getenv("JOURNAL_STREAM") == ""
	case "true", "false":
		c.PrintFirstSecrets = v == "true"
	default:
		problems = append(problems, "CONFIRMD_FIRST_START_PRINT must be true or false")
	}
	c.SandboxSendLog = getenv("CONFIRMD_SANDBOX_SEND_LOG")
	if v := getenv("CONFIRMD_SANDBOX_SEND_DELAY"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 || d > time.Minute {
			problems = append(problems, "CONFIRMD_SANDBOX_SEND_DELAY must be a duration up to 1m, such as 5ms")
		}
		c.SandboxSendDelay = d
	}
	metricsAddr, err := parseMetricsAddr(getenv("CONFIRMD_METRICS_ADDR"), c.Addr)
	if err != nil {
		problems = append(problems, err.Error())
	}
	c.MetricsAddr = metricsAddr
	metricsPublic, err := parseMetricsPublic(getenv("CONFIRMD_METRICS_PUBLIC"), metricsAddr)
	if err != nil {
		problems = append(problems, err.Error())
	}
	c.MetricsPublic = metricsPublic
	tp, err := httpapi.ParseTrustedProxies(getenv("CONFIRMD_TRUSTED_PROXIES"))
	if err != nil {
		problems = append(problems, "CONFIRMD_TRUSTED_PROXIES: "+err.Error())
	}
	c.TrustedProxies = tp
	if !dburl.Valid(c.DatabaseURL) {
		problems = append(problems, "CONFIRMD_DATABASE_URL must be sqlite:PATH or postgres://...")
	}
	problems = append(problems, c.loadProviders(getenv)...)
	if len(problems) > 0 {
		return nil, fmt.Errorf("configuration: %s", strings.Join(problems, "; "))
	}
	return c, nil
}

// loadProviders reads the live providers' settings: SMTP for email, Twilio
// for texts and calls. Each is optional, but one half-configured is an
// error, so that a typo is found at start rather than by a customer who is
// never contacted.
func (c *config) loadProviders(getenv func(string) string) []string {
	var problems []string
	smtpURL, from := strings.TrimSpace(getenv("CONFIRMD_SMTP_URL")), strings.TrimSpace(getenv("CONFIRMD_EMAIL_FROM"))
	switch {
	case smtpURL == "" && from == "":
	case smtpURL == "":
		problems = append(problems, "CONFIRMD_EMAIL_FROM is set but CONFIRMD_SMTP_URL is not; set both to send live email")
	case from == "":
		problems = append(problems, "CONFIRMD_SMTP_URL is set but CONFIRMD_EMAIL_FROM is not; set both to send live email")
	default:
		cfg, err := smtp.ParseURL(smtpURL)
		if err != nil {
			problems = append(problems, "CONFIRMD_SMTP_URL: "+err.Error())
		}
		if _, err := smtp.ParseFrom(from); err != nil {
			problems = append(problems, "CONFIRMD_EMAIL_FROM: "+err.Error())
		}
		c.SMTP, c.EmailFrom = &cfg, from
	}
	tw, ok, err := twilio.ConfigFromEnv(getenv)
	if err != nil {
		problems = append(problems, err.Error())
	}
	if ok {
		c.Twilio = &tw
	}
	return problems
}

// sandboxPrivateWebhooks reads CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS, whether
// sandbox webhooks may go to loopback, private and other non-public
// addresses, and says why. A developer's receiver on localhost needs them;
// on an installation others reach, they would let any sandbox account make
// confirmd probe its own network and read the answers in the console. So
// unset, they are allowed only while confirmd listens on a loopback
// address (addr's host is in 127.0.0.0/8, ::1 or localhost), where only
// this machine can use it: 0.0.0.0, a public address, a host name or no
// host at all (":8080") mean others may.
func sandboxPrivateWebhooks(value, addr string) (bool, string, error) {
	if v := strings.TrimSpace(value); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return false, "", errors.New("CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS must be true or false")
		}
		return b, "CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS=" + strconv.FormatBool(b), nil
	}
	if loopbackAddr(addr) {
		return true, "CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS is not set and CONFIRMD_ADDR is a loopback address", nil
	}
	return false, "CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS is not set and CONFIRMD_ADDR is not a loopback address", nil
}

// loopbackAddr reports whether the listen address addr only accepts
// connections from this machine.
func loopbackAddr(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Unmap().IsLoopback()
}
