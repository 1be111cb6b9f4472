package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Headers of the Standard Webhooks form (www.standardwebhooks.com), which
// the service adds to its own when its operator turns it on.
const (
	StandardIDHeader        = "webhook-id"        // the delivery's id, as in X-Service-Delivery
	StandardTimestampHeader = "webhook-timestamp" // Unix seconds of the attempt
	StandardSignatureHeader = "webhook-signature" // v1,<base64>, several separated by spaces
)

const standardScheme = "v1,"

// StandardSecret returns the account's signing secret in the form Standard
// Webhooks libraries take: "whsec_" and the standard base64 of the key.
// The key is the same one that signs X-Service-Signature, the bytes of
// the signing secret exactly as confirmd prints it, "whsec_" included, so
// one secret serves both forms and rotates with them. confirmd's own
// command `confirmd accounts standard-secret` prints the same string.
func StandardSecret(secret string) string {
	return "whsec_" + base64.StdEncoding.EncodeToString([]byte(secret))
}

// SignStandard returns one Standard Webhooks signature, "v1," and the
// standard base64 of HMAC-SHA256(secret, id + "." + timestamp + "." + body),
// where timestamp is ts in Unix seconds. secret is the signing secret as
// confirmd prints it (not its StandardSecret form).
func SignStandard(secret, id string, ts time.Time, body []byte) string {
	return standardScheme + base64.StdEncoding.EncodeToString(standardMAC(secret, id, formatTimestamp(ts), body))
}

// VerifyStandard checks a delivery's Standard Webhooks headers: that
// webhook-signature holds a signature of webhook-id, webhook-timestamp and
// body made with secret (as confirmd prints it), and then that the
// timestamp is within tolerance of now. Errors are those of
// VerifyWithTimestamp: ErrMissingSignature, ErrMissingTimestamp, and
// errors wrapping ErrInvalidSignature, ErrInvalidTimestamp or ErrTooOld. A
// missing webhook-id is an invalid signature, since it is signed.
func VerifyStandard(secret string, body []byte, h http.Header, now time.Time, tolerance time.Duration) error {
	return VerifyAnyStandard([]string{secret}, body, h, now, tolerance)
}

// VerifyAnyStandard is VerifyStandard with several secrets, as in
// VerifyAny.
func VerifyAnyStandard(secrets []string, body []byte, h http.Header, now time.Time, tolerance time.Duration) error {
	ts, sent, err := parseTimestamp(h.Get(StandardTimestampHeader))
	if err != nil {
		return err
	}
	sigs, err := parseStandardSignatures(h.Get(StandardSignatureHeader))
	if err != nil {
		return err
	}
	id := h.Get(StandardIDHeader)
	if id == "" {
		return fmt.Errorf("%w: no %s header", ErrInvalidSignature, StandardIDHeader)
	}
	ok, checked := false, false
	for _, s := range secrets {
		if s == "" {
			continue
		}
		checked = true
		want := standardMAC(s, id, ts, body)
		for _, got := range sigs {
			ok = hmac.Equal(want, got) || ok
		}
	}
	if !checked {
		return errNoSecret
	}
	if !ok {
		return fmt.Errorf("%w: no v1 signature matches the body", ErrInvalidSignature)
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

// parseStandardSignatures returns the v1 signatures of the header.
// Signatures of other versions are skipped, as the specification asks, so
// that a later version can be sent alongside v1.
func parseStandardSignatures(header string) ([][]byte, error) {
	header = strings.TrimSpace(header)
	if header == "" {
		return nil, ErrMissingSignature
	}
	var sigs [][]byte
	for i, p := range strings.Fields(header) {
		b64, ok := strings.CutPrefix(p, standardScheme)
		if !ok {
			continue
		}
		sum, err := base64.StdEncoding.DecodeString(b64)
		if err != nil || len(sum) != sha256.Size {
			return nil, fmt.Errorf("%w: signature %d is not base64 of %d bytes after %q", ErrInvalidSignature, i+1, sha256.Size, standardScheme)
		}
		sigs = append(sigs, sum)
	}
	if len(sigs) == 0 {
		return nil, fmt.Errorf("%w: no %q signature", ErrInvalidSignature, standardScheme)
	}
	return sigs, nil
}

func standardMAC(secret, id, ts string, body []byte) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(id + "." + ts + "."))
	m.Write(body)
	return m.Sum(nil)
}
