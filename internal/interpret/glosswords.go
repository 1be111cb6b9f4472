package interpret

import (
	"strconv"
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

// clockH returns an hour written with "h" as the clock the rules read
// ("13h" is "13:00", "14h30" is "14:30", "9h" is "9:00"), or "".
func clockH(w string) string {
	hh, mm, ok := strings.Cut(w, "h")
	if !ok || len(hh) == 0 || len(hh) > 2 || !isDigits(hh) || mm != "" && (len(mm) != 2 || !isDigits(mm)) {
		return ""
	}
	if mm == "" {
		mm = "00"
	}
	if h, _ := strconv.Atoi(hh); h > 23 || mm > "59" {
		return ""
	}
	return hh + ":" + mm
}
