package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Headers of a delivery; the package documentation gives their formats.
const (
	SignatureHeader = "X-Service-Signature" // sha256=<hex>, or several separated by commas
	DeliveryHeader  = "X-Service-Delivery"  // unique to each delivery, for the receiver's logs
	TimestampHeader = "X-Service-Timestamp" // Unix seconds; sent only when signed timestamps are on
)

// DefaultTolerance is how far a signed timestamp may be from the receiver's
// clock: long enough for a slow delivery and some clock skew, short enough
// that a captured delivery soon becomes useless.
const DefaultTolerance = 5 * time.Minute

// Errors returned by the Verify functions. Errors about a malformed header
// wrap ErrInvalidSignature or ErrInvalidTimestamp, so errors.Is tells the
// kind apart while the message names the problem.
var (
	ErrMissingSignature = errors.New("webhook: missing signature")
	ErrInvalidSignature = errors.New("webhook: invalid signature")
	ErrMissingTimestamp = errors.New("webhook: missing timestamp")
	ErrInvalidTimestamp = errors.New("webhook: invalid timestamp")
	ErrTooOld           = errors.New("webhook: timestamp outside tolerance")
)

// errNoSecret guards against a receiver configured with an empty secret:
// anyone can compute a MAC keyed with "".
var errNoSecret = errors.New("webhook: no signing secret configured")

const scheme = "sha256="

// Sign returns the value of the signature header for body: "sha256=" and the
// lowercase hexadecimal HMAC-SHA256 of body keyed with secret.
func Sign(secret string, body []byte) string {
	return scheme + hex.EncodeToString(mac(secret, nil, body))
}

// SignWithTimestamp returns the value of the signature header for body sent
// at ts, whose timestamp header is ts in Unix seconds
// (strconv.FormatInt(ts.Unix(), 10)). Sub-second precision is not signed.
func SignWithTimestamp(secret string, ts time.Time, body []byte) string {
	return scheme + hex.EncodeToString(mac(secret, timestampPrefix(formatTimestamp(ts)), body))
}

// Verify reports whether header, the value of the signature header, holds a
// signature of body made with secret. It returns nil on a match,
// ErrMissingSignature for an empty header, and an error wrapping
// ErrInvalidSignature otherwise.
func Verify(secret string, body []byte, header string) error {
	return VerifyAny([]string{secret}, body, header)
}

// VerifyAny is Verify for a receiver that holds several secrets, the old and
// the new one while a secret is being rotated: any signature made with any of
// secrets is a match.
func VerifyAny(secrets []string, body []byte, header string) error {
	return verify(secrets, nil, body, header)
}

// VerifyWithTimestamp is Verify for deliveries that carry a signed timestamp:
// tsHeader is the value of the timestamp header. After a good signature it
// returns an error wrapping ErrTooOld when the timestamp is more than
// tolerance away from now, in either direction: a timestamp from the future
// is as suspect as an old one.
func VerifyWithTimestamp(secret string, body []byte, sigHeader, tsHeader string, now time.Time, tolerance time.Duration) error {
	return VerifyAnyWithTimestamp([]string{secret}, body, sigHeader, tsHeader, now, tolerance)
}

// VerifyAnyWithTimestamp is VerifyWithTimestamp with several secrets, as in
// VerifyAny.
func VerifyAnyWithTimestamp(secrets []string, body []byte, sigHeader, tsHeader string, now time.Time, tolerance time.Duration) error {
	ts, sent, err := parseTimestamp(tsHeader)
	if err != nil {
		return err
	}
	if err := verify(secrets, timestampPrefix(ts), body, sigHeader); err != nil {
		return err
	}
	tolerance = max(tolerance, 0)
	switch age := now.Sub(sent); {
	case age > tolerance:
		return fmt.Errorf("%w: sent %s ago, tolerance %s", ErrTooOld, age.Truncate(time.Second), tolerance)
	case age < -tolerance:
		return fmt.Errorf("%w: sent %s in the future, tolerance %s", ErrTooOld, (-age).Truncate(time.Second), tolerance)
	}
	return nil
}

func verify(secrets []string, prefix, body []byte, header string) error {
	sigs, err := parseSignatures(header)
	if err != nil {
		return err
	}
	ok, checked := false, false
	for _, s := range secrets {
		if s == "" {
			continue
		}
		checked = true
		want := mac(s, prefix, body)
		for _, got := range sigs {
			// No early return: the time taken should not depend on which
			// signature matched.
			ok = hmac.Equal(want, got) || ok
		}
	}
	if !checked {
		return errNoSecret
	}
	if !ok {
		return fmt.Errorf("%w: no signature matches the body", ErrInvalidSignature)
	}
	return nil
}

// parseSignatures is strict about each signature so that a mangled header is
// reported as such rather than as a mere mismatch.
func parseSignatures(header string) ([][]byte, error) {
	header = strings.TrimSpace(header)
	if header == "" {
		return nil, ErrMissingSignature
	}
	parts := strings.Split(header, ",")
	sigs := make([][]byte, 0, len(parts))
	for i, p := range parts {
		h, ok := strings.CutPrefix(strings.TrimSpace(p), scheme)
		if !ok {
			return nil, fmt.Errorf("%w: signature %d does not start with %q", ErrInvalidSignature, i+1, scheme)
		}
		if len(h) != 2*sha256.Size || !isLowerHex(h) {
			return nil, fmt.Errorf("%w: signature %d is not %d lowercase hexadecimal digits after %q", ErrInvalidSignature, i+1, 2*sha256.Size, scheme)
		}
		sum, err := hex.DecodeString(h)
		if err != nil {
			return nil, fmt.Errorf("%w: signature %d: %v", ErrInvalidSignature, i+1, err)
		}
		sigs = append(sigs, sum)
	}
	return sigs, nil
}

func isLowerHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// parseTimestamp returns the header exactly as it will be signed, and the
// time it names. Only plain decimal digits are accepted: a sign or leading
// space would parse to the same number but was not what the service signed.
func parseTimestamp(header string) (string, time.Time, error) {
	ts := strings.TrimSpace(header)
	if ts == "" {
		return "", time.Time{}, ErrMissingTimestamp
	}
	for i := 0; i < len(ts); i++ {
		if ts[i] < '0' || ts[i] > '9' {
			return "", time.Time{}, fmt.Errorf("%w: not Unix seconds in decimal digits", ErrInvalidTimestamp)
		}
	}
	n, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("%w: %v", ErrInvalidTimestamp, err)
	}
	return ts, time.Unix(n, 0), nil
}

func formatTimestamp(t time.Time) string { return strconv.FormatInt(t.Unix(), 10) }

func timestampPrefix(ts string) []byte { return []byte(ts + ".") }

func mac(secret string, prefix, body []byte) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(prefix)
	m.Write(body)
	return m.Sum(nil)
}
