// Package web serves what the customer sees of confirmd outside their inbox
// and phone: the pages behind the email's one-tap links, and the HTML of the
// email itself.
package web

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Token is what one email link stands for: one choice on one confirmation.
// Signed, it is the customer's only credential, so it carries the account
// and mode too: the page can then load the confirmation in its own scope
// without trusting anything else in the request.
type Token struct {
	ConfirmationID string
	AccountID      string
	Sandbox        bool
	Choice         string // confirm.ChoiceWillBeIn, ChoiceSomeoneElse or ChoiceDifferentDay
}

// A token is base64url (no padding) of payload || mac, where
//
//	payload = version (1 byte, 1)
//	          choice  (1 byte: 1 will_be_in, 2 someone_else, 3 different_day)
//	          flags   (1 byte: bit 0 set for sandbox; other bits zero)
//	          uvarint length of AccountID, then AccountID
//	          ConfirmationID (the rest)
//	mac     = the first 16 bytes of HMAC-SHA256(secret, macContext || payload)
//
// 128 bits of MAC are far beyond guessing over HTTP, and keep a link short
// enough that mail clients do not wrap it. The context string keeps these
// MACs apart from anything else the same secret might ever sign.
const (
	tokenVersion = 1
	macLen       = 16
	flagSandbox  = 1
	macContext   = "confirmd customer link\x00"
	// minPayload is version, choice, flags, a one-byte length and at least
	// one byte of confirmation id.
	minPayload = 5
)

var choiceCodes = map[string]byte{
	confirm.ChoiceWillBeIn:     1,
	confirm.ChoiceSomeoneElse:  2,
	confirm.ChoiceDifferentDay: 3,
}

var codeChoices = map[byte]string{
	1: confirm.ChoiceWillBeIn,
	2: confirm.ChoiceSomeoneElse,
	3: confirm.ChoiceDifferentDay,
}

var tokenEncoding = base64.RawURLEncoding.Strict()

// ErrInvalidToken is returned for every token that does not parse, whatever
// the reason: the customer's page must not tell a forger how close they came.
var ErrInvalidToken = errors.New("invalid link token")

// SignToken returns t as a URL-safe token signed with secret. A token for a
// choice that is not one of the three email choices, for an empty
// confirmation id, or signed with an empty secret never parses: SignToken
// does not fail so that it can sit in the middle of building an email, and
// ParseToken is where a token is judged.
func SignToken(secret []byte, t Token) string {
	payload := encodePayload(t)
	return tokenEncoding.EncodeToString(append(payload, tokenMAC(secret, payload)...))
}

// ParseToken checks s against secret and returns the token it names. Any
// token that is malformed, altered, signed with another secret or not in
// the one canonical form SignToken produces gives ErrInvalidToken.
func ParseToken(secret []byte, s string) (Token, error) {
	if len(secret) == 0 || len(s) > 1024 {
		return Token{}, ErrInvalidToken
	}
	raw, err := tokenEncoding.DecodeString(s)
	// The decoder skips CR and LF; re-encoding refuses a token that only
	// looks different from the one that was signed.
	if err != nil || len(raw) < minPayload+macLen || tokenEncoding.EncodeToString(raw) != s {
		return Token{}, ErrInvalidToken
	}
	payload, mac := raw[:len(raw)-macLen], raw[len(raw)-macLen:]
	if !hmac.Equal(mac, tokenMAC(secret, payload)) {
		return Token{}, ErrInvalidToken
	}
	t, ok := decodePayload(payload)
	if !ok {
		return Token{}, ErrInvalidToken
	}
	return t, nil
}

func tokenMAC(secret, payload []byte) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(macContext))
	m.Write(payload)
	return m.Sum(nil)[:macLen]
}

func encodePayload(t Token) []byte {
	var flags byte
	if t.Sandbox {
		flags |= flagSandbox
	}
	b := make([]byte, 0, 3+binary.MaxVarintLen64+len(t.AccountID)+len(t.ConfirmationID))
	b = append(b, tokenVersion, choiceCodes[t.Choice], flags)
	b = binary.AppendUvarint(b, uint64(len(t.AccountID)))
	b = append(b, t.AccountID...)
	return append(b, t.ConfirmationID...)
}

// decodePayload reads a payload whose MAC has been checked. It still
// insists on the canonical form, so that exactly one string stands for each
// token and a parsed token always signs back to the string it came from.
func decodePayload(p []byte) (Token, bool) {
	if len(p) < minPayload || p[0] != tokenVersion || p[2]&^flagSandbox != 0 {
		return Token{}, false
	}
	choice, ok := codeChoices[p[1]]
	if !ok {
		return Token{}, false
	}
	n, k := binary.Uvarint(p[3:])
	if k <= 0 || n > uint64(len(p)-3-k) {
		return Token{}, false
	}
	rest := p[3+k:]
	t := Token{
		AccountID:      string(rest[:n]),
		ConfirmationID: string(rest[n:]),
		Sandbox:        p[2]&flagSandbox != 0,
		Choice:         choice,
	}
	if t.ConfirmationID == "" || !bytes.Equal(encodePayload(t), p) {
		return Token{}, false
	}
	return t, true
}
