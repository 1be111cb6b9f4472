package confirm

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

const (
	lowerAlnum = "0123456789abcdefghijklmnopqrstuvwxyz"
	mixedAlnum = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
)

// Key and id prefixes.
const (
	PrefixConfirmation = "cf_"
	PrefixSandboxKey   = "sk_test_"
	PrefixLiveKey      = "sk_live_"
	PrefixSecret       = "whsec_"
	PrefixAccount      = "acct_"
	PrefixKeyID        = "key_"
)

// randomString returns n characters drawn uniformly from alphabet with
// crypto/rand, rejecting bytes that would bias the draw.
func randomString(alphabet string, n int) string {
	max := 256 - 256%len(alphabet)
	out := make([]byte, 0, n)
	buf := make([]byte, n*2)
	for len(out) < n {
		rand.Read(buf) // never fails (crypto/rand panics on failure)
		for _, b := range buf {
			if int(b) < max && len(out) < n {
				out = append(out, alphabet[int(b)%len(alphabet)])
			}
		}
	}
	return string(out)
}

// NewConfirmationID returns a random confirmation id: "cf_" and 24 of [0-9a-z].
func NewConfirmationID() string { return PrefixConfirmation + randomString(lowerAlnum, 24) }

// ValidConfirmationID reports whether id has the form of a confirmation id.
func ValidConfirmationID(id string) bool {
	return validRandomID(id, PrefixConfirmation)
}

// validRandomID reports whether id is prefix and 24 of [0-9a-z], the form
// of every random id of 24 characters (confirmations, audit entries,
// changes).
func validRandomID(id, prefix string) bool {
	rest, ok := strings.CutPrefix(id, prefix)
	if !ok || len(rest) != 24 {
		return false
	}
	for i := 0; i < len(rest); i++ {
		if !strings.ContainsRune(lowerAlnum, rune(rest[i])) {
			return false
		}
	}
	return true
}

// NewAccountID returns a random account id.
func NewAccountID() string { return PrefixAccount + randomString(lowerAlnum, 16) }

// NewKeyID returns a random API key id (not the key itself).
func NewKeyID() string { return PrefixKeyID + randomString(lowerAlnum, 16) }

// NewAPIKey returns a new secret API key, sandbox or live.
func NewAPIKey(sandbox bool) string {
	if sandbox {
		return PrefixSandboxKey + randomString(mixedAlnum, 32)
	}
	return PrefixLiveKey + randomString(mixedAlnum, 32)
}

// NewSigningSecret returns a new webhook signing secret.
func NewSigningSecret() string { return PrefixSecret + randomString(mixedAlnum, 32) }

// HashKey returns the lowercase hex SHA-256 of an API key, the only form in
// which keys are stored.
func HashKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// KeyPrefix returns the part of a key shown in listings: its mode prefix and
// four characters.
func KeyPrefix(key string) string {
	if len(key) < len(PrefixSandboxKey)+4 {
		return key
	}
	return key[:len(PrefixSandboxKey)+4]
}

// ValidKeyFormat reports whether key looks like an API key of either mode.
// Only the format is checked; the store decides if it exists.
func ValidKeyFormat(key string) bool {
	var rest string
	switch {
	case strings.HasPrefix(key, PrefixSandboxKey):
		rest = key[len(PrefixSandboxKey):]
	case strings.HasPrefix(key, PrefixLiveKey):
		rest = key[len(PrefixLiveKey):]
	default:
		return false
	}
	if len(rest) != 32 {
		return false
	}
	for i := 0; i < len(rest); i++ {
		if !strings.ContainsRune(mixedAlnum, rune(rest[i])) {
			return false
		}
	}
	return true
}

// IsSandboxKey reports whether key is a sandbox key.
func IsSandboxKey(key string) bool { return strings.HasPrefix(key, PrefixSandboxKey) }
