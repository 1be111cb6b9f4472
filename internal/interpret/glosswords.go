package interpret

import (
	"strings"
	"unicode"
)

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

func startsUpper(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

// digitSuffix reports a number with a language's ordinal ending: "2º",
// "27-го", "1er", "2a".
func digitSuffix(w string) bool {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	return i > 0 && i < len(w) && len(w)-i <= 3
}
