package smtp

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Security is how the connection to the relay is protected.
type Security int

// The kinds of connection security. The zero value is the safe default.
const (
	// StartTLS connects in plain text and upgrades with STARTTLS before
	// anything else is said; a relay that does not offer it is refused.
	StartTLS Security = iota
	// ImplicitTLS speaks TLS from the first byte (smtps://, port 465).
	ImplicitTLS
	// NoTLS sends everything in the clear. It is for a relay on the same
	// host or private network, and for tests; never across the internet.
	NoTLS
)

func (s Security) String() string {
	switch s {
	case StartTLS:
		return "starttls"
	case ImplicitTLS:
		return "implicit tls"
	case NoTLS:
		return "none"
	}
	return "unknown"
}

// Config is where and how to reach the SMTP relay, usually parsed from
// CONFIRMD_SMTP_URL by ParseURL.
type Config struct {
	Host     string
	Port     int
	Security Security
	// Username and Password log in to the relay; both empty means no login.
	Username string
	Password string
	// TLS replaces the default TLS settings (the system's roots, the
	// relay's host name, TLS 1.2 at least). It exists so that tests can
	// trust a certificate they made; leave it nil in production.
	TLS *tls.Config
}

// String returns the configuration as a URL with the password hidden, so
// that a Config logged or printed by mistake does not leak it.
func (c Config) String() string {
	u := url.URL{Scheme: "smtp", Host: net.JoinHostPort(c.Host, strconv.Itoa(c.Port))}
	switch c.Security {
	case ImplicitTLS:
		u.Scheme = "smtps"
	case NoTLS:
		u.RawQuery = "tls=none"
	}
	if c.Username != "" {
		u.User = url.UserPassword(c.Username, "xxxxx")
	}
	return u.String()
}

// GoString hides the password from %#v as String does from %v.
func (c Config) GoString() string { return "smtp.Config(" + c.String() + ")" }

// ParseURL reads a CONFIRMD_SMTP_URL value:
//
//	smtp://user:pass@host:587       login after STARTTLS, which is required (port 587 by default)
//	smtps://user:pass@host:465      login over implicit TLS (port 465 by default)
//	smtp://host:25?tls=none         no TLS and no login: a local relay or a test server only
//
// A user name or password holding characters such as '/', '+', '@' or ':'
// must be percent-encoded. Errors name what is wrong but never repeat the
// password, nor the URL that holds it.
func ParseURL(raw string) (Config, error) {
	var c Config
	if strings.TrimSpace(raw) == "" {
		return c, errors.New("smtp URL is empty; expected smtp://user:pass@host:587, smtps://user:pass@host:465 or smtp://host:25?tls=none")
	}
	u, err := url.Parse(raw)
	if err != nil {
		// url.Parse's error quotes the whole URL, password included, so
		// only a hint is given.
		return c, errors.New("smtp URL is not a valid URL; percent-encode characters such as '/', '+', '@' and ':' in the user name and password")
	}
	switch u.Scheme {
	case "smtp":
		c.Security, c.Port = StartTLS, 587
	case "smtps":
		c.Security, c.Port = ImplicitTLS, 465
	case "":
		return c, errors.New("smtp URL has no scheme; it must start with smtp:// or smtps://")
	default:
		return c, fmt.Errorf("smtp URL scheme is %q; it must be smtp or smtps", u.Scheme)
	}
	if u.Opaque != "" {
		return c, fmt.Errorf("smtp URL must be of the form %s://host:port", u.Scheme)
	}
	c.Host = u.Hostname()
	if c.Host == "" {
		return c, errors.New("smtp URL has no host")
	}
	if u.Path != "" && u.Path != "/" {
		return c, errors.New("smtp URL must not have a path; percent-encode any '/' in the user name or password")
	}
	if u.Fragment != "" {
		return c, errors.New("smtp URL must not have a fragment; percent-encode any '#' in the user name or password")
	}

	q := u.Query()
	var unknown []string
	for k := range q {
		if k != "tls" {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return c, fmt.Errorf("smtp URL has unknown parameters %s; the only one is tls=none", strings.Join(unknown, ", "))
	}
	if q.Has("tls") {
		switch v := q.Get("tls"); {
		case v == "none" && c.Security == StartTLS:
			c.Security, c.Port = NoTLS, 25
		case v == "none":
			return c, errors.New("smtp URL: smtps:// always uses TLS; tls=none goes with smtp:// only")
		case v == "starttls" && c.Security == StartTLS:
			// The default, spelled out.
		default:
			return c, fmt.Errorf("smtp URL: tls=%q is not known; the only value is none", v)
		}
	}

	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return c, fmt.Errorf("smtp URL port %q is not a number from 1 to 65535", p)
		}
		c.Port = n
	} else if strings.HasSuffix(u.Host, ":") {
		return c, errors.New("smtp URL has an empty port")
	}

	if u.User != nil {
		c.Username = u.User.Username()
		c.Password, _ = u.User.Password()
		switch {
		case c.Username == "" && c.Password != "":
			return c, errors.New("smtp URL has a password but no user name")
		case c.Username != "" && c.Password == "":
			return c, fmt.Errorf("smtp URL has the user name %q but no password", c.Username)
		case c.Username != "" && c.Security == NoTLS:
			// The relay could be anyone on the path; the password would
			// travel in the clear.
			return c, errors.New("smtp URL: refusing to log in without TLS; drop tls=none or the user name and password")
		}
	}
	return c, nil
}

// ParseFrom checks a CONFIRMD_EMAIL_FROM value: a bare address such as
// confirm@example.com, on a domain the relay is allowed to send for. The
// display name is not part of it; each email carries its brand's.
func ParseFrom(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", errors.New("email from address is empty; set it to an address such as confirm@example.com")
	}
	if !confirm.ValidEmail(s) {
		return "", fmt.Errorf("email from address %q is not a bare address such as confirm@example.com", s)
	}
	return s, nil
}
