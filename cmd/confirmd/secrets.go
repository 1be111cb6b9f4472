package main

import (
	"fmt"
	"log/slog"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/sqlite"
)

// The secrets set in the environment guard an account (its sandbox key)
// and its webhooks (the signing secret), so each must carry as much
// randomness as the ones confirmd makes itself: 32 random letters and
// digits, about 190 bits. A key is an API key and so has the contract's
// exact format; a signing secret may come from elsewhere, so it may be
// longer and base64.
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

// notRandom says how s is obviously not random, or returns "". It looks
// for what a placeholder or a typed secret has: few different characters
// ("aaaa...", "abab..."), a short piece repeated ("secret123secret123..."),
// or a run of consecutive characters ("abcdefgh...", "98765..."). A random
// string of 32 or more characters, even of hex digits only, shows one of
// these with a chance below one in a million million. It is not a measure
// of strength: it catches the obvious, and the rest is the operator's.
func notRandom(s string) string {
	distinct := map[rune]bool{}
	for _, r := range s {
		distinct[r] = true
	}
	if len(distinct) < 6 {
		return fmt.Sprintf("use only %d different characters", len(distinct))
	}
	for p := 1; p <= len(s)/2; p++ {
		if s[p:] == s[:len(s)-p] {
			return fmt.Sprintf("repeat a piece of %d", p)
		}
	}
	steps := 0
	for i := 1; i < len(s); i++ {
		if d := int(s[i]) - int(s[i-1]); d == 1 || d == -1 {
			steps++
		}
	}
	if steps*4 >= (len(s)-1)*3 {
		return "run in sequence (abcd..., 9876...)"
	}
	return ""
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
