package main

import (
	"fmt"
	"log/slog"
	"math"
	"strings"

	"github.com/trustelem/zxcvbn"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/sqlite"
)

// The secrets set in the environment guard an account (its sandbox key)
// and its webhooks (the signing secret), so each must carry about as much
// randomness as the ones confirmd makes itself: 32 random letters and
// digits, about 190 bits. A key is an API key and so has the contract's
// exact format; a signing secret may come from elsewhere, so it may be
// longer and base64. What follows the prefix is judged by a strength
// estimator rather than by patterns of our own (see notRandom).
const (
	minSecretChars = 32
	maxSecretChars = 256
	secretAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/=_-"
)

// checkSandboxKey returns the problem with CONFIRMD_SANDBOX_KEY's value,
// or "". A problem never repeats the value: it may be logged.
func checkSandboxKey(key string) string {
	const name = "CONFIRMD_SANDBOX_KEY"
	if !confirm.IsSandboxKey(key) || !confirm.ValidKeyFormat(key) {
		return fmt.Sprintf("%s must be %s followed by 32 letters and digits (the API key format)", name, confirm.PrefixSandboxKey)
	}
	if why := notRandom(key[len(confirm.PrefixSandboxKey):]); why != "" {
		return fmt.Sprintf("%s must be random, as confirmd keys create --sandbox makes them: its 32 letters and digits %s", name, why)
	}
	return ""
}

// checkSigningSecret returns the problem with CONFIRMD_SIGNING_SECRET's
// value, or "".
func checkSigningSecret(secret string) string {
	const name = "CONFIRMD_SIGNING_SECRET"
	rest, ok := strings.CutPrefix(secret, confirm.PrefixSecret)
	if !ok || len(rest) < minSecretChars || len(rest) > maxSecretChars || strings.Trim(rest, secretAlphabet) != "" {
		return fmt.Sprintf("%s must be %s followed by %d to %d random letters and digits (base64 or base64url also do: + / = _ -)",
			name, confirm.PrefixSecret, minSecretChars, maxSecretChars)
	}
	if why := notRandom(rest); why != "" {
		return fmt.Sprintf("%s must be random, as confirmd makes them: the characters after %s %s", name, confirm.PrefixSecret, why)
	}
	return ""
}

// minSecretGuesses is how many guesses the strength estimator (zxcvbn)
// must reckon an attacker needs for the random part of a configured key or
// secret: 10^26, about 86 bits. A string of 32 random letters and digits,
// as confirmd makes them, is reckoned at 10^30 or more (the least of 3,000
// keys made by confirmd was 10^30.4); a keyboard walk, a few dictionary
// words with a counter, a sequence or a repeated piece is reckoned at far
// fewer (qwertyuiopasdfghjklzxcvbnm123456 at 10^12,
// correcthorsebatterystaple1234567 at 10^17), and so are memorable
// variants padded with a few random characters.
const minSecretGuesses = 1e26

// judgedChars is how much of a secret the estimator reads: its cost grows
// with the square of the length (1.5 s for 256 characters, 20 ms for 32),
// and a secret whose first 64 characters are random is strong whatever
// follows.
const judgedChars = 64

// notRandom says how s is guessable, or returns "": it asks zxcvbn, a
// well-kept strength estimator that knows keyboard walks, dictionaries of
// words, names and common passwords, sequences, repeats and dates, and
// reports the kinds of pattern it found, never s itself, which must not be
// logged.
func notRandom(s string) string {
	if len(s) > judgedChars {
		s = s[:judgedChars]
	}
	r := zxcvbn.PasswordStrength(s, nil)
	if r.Guesses >= minSecretGuesses {
		return ""
	}
	names := map[string]string{
		"dictionary": "dictionary words or common passwords",
		"spatial":    "a keyboard walk",
		"repeat":     "a repeated piece",
		"sequence":   "a sequence (abcd..., 9876...)",
		"regex":      "a recognisable pattern",
		"date":       "a date",
	}
	var found []string
	seen := map[string]bool{}
	for _, m := range r.Sequence {
		if n, ok := names[m.Pattern]; ok && !seen[n] {
			seen[n] = true
			found = append(found, n)
		}
	}
	why := fmt.Sprintf("are too easy to guess (about 10^%.0f guesses, at least 10^26 needed)", math.Floor(math.Log10(max(r.Guesses, 1))))
	if len(found) > 0 {
		why += ": they hold " + strings.Join(found, ", ")
	}
	return why
}

// warnExposedDatabase warns when the SQLite database, which holds every
// account's signing secret, can be read by other users than confirmd's.
// confirmd creates it for its owner only; one made otherwise, or by an
// earlier version, is left as it is, since an operator may have chosen
// its mode (a backup group, say), but they should know.
func warnExposedDatabase(log *slog.Logger, databaseURL string) {
	path, ok := dburl.SQLitePath(databaseURL)
	if !ok {
		return
	}
	exposed, err := sqlite.Exposed(path)
	if err != nil {
		log.Warn("could not check who may read the database file", "err", err)
		return
	}
	if len(exposed) > 0 {
		log.Warn("other users may read the database file, which holds the accounts' signing secrets; "+
			"make it readable by confirmd's user only (chmod 600), or allow only who must (see docs/operating.md)",
			"files", strings.Join(exposed, ", "))
	}
}
