package interpret

import "strings"

// A Spanish "sí" typed with its accent is always yes, so a phrase the
// lexicon keys without it and reads as a condition ("si puedo" = "if i
// can", "si llego a tiempo") is not read at an accented "sí": "el sábado
// por la tarde sí puedo" is "yes i can", while "si puedo" stays "if i can".
// Before a "no" the accent is not trusted: "sí no estoy, déjenlo con el
// vecino" is as likely the "if" typed with a stray accent, and stays one.

// accentedSiIf reports a phrase gloss opening with "if" matched at a "sí"
// written with its accent and not followed by "no" (parts: the phrase's
// folded words).
func accentedSiIf(lx *lexicon, t token, parts []string, g string) bool {
	if len(parts) > 1 && parts[1] == "no" {
		return false
	}
	return lx.tag == "es" && strings.ContainsAny(t.raw, "íÍ") && (g == "if" || strings.HasPrefix(g, "if "))
}
