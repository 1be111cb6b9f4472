package dialogue

import (
	"encoding/json"
	"strings"
	"unicode"
)

// Vocabulary returns the words of a language's catalogue, with its day and
// month names, lower-cased: what a message worded in it may say besides
// the names and numbers of the booking. Tests use it to find a word of
// another language left in a message.
func Vocabulary(lang string) map[string]bool {
	out := map[string]bool{}
	m := catalogues[baseLanguage(lang)]
	if m == nil {
		return out
	}
	b, _ := catalogueFS.ReadFile("catalogue/" + m.lang + ".json")
	var doc any
	_ = json.Unmarshal(b, &doc)
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			for _, w := range Words(v) {
				out[w] = true
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(doc)
	for _, names := range [][]string{m.weekdays[:], m.weekdaysShort[:], m.months[:], m.monthsShort[:]} {
		for _, n := range names {
			for _, w := range Words(n) {
				out[w] = true
			}
		}
	}
	return out
}

// Words splits text into lower-case words of letters (and apostrophes
// within them), leaving out format verbs, numbers and punctuation.
func Words(text string) []string {
	text = strings.NewReplacer("%[1]s", " ", "%[2]s", " ", "%[3]s", " ", "%[4]s", " ", "%[5]s", " ", "%[6]s", " ",
		"%[7]s", " ", "%[8]s", " ", "%[9]s", " ", "%[10]s", " ", "%[11]s", " ", "%s", " ", "%d", " ", "%[1]d", " ").Replace(text)
	f := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' })
	out := f[:0]
	for _, w := range f {
		if w = strings.Trim(w, "'’"); w != "" {
			out = append(out, w)
		}
	}
	return out
}
