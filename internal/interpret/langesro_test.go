package interpret

import "testing"

// TestLangEsro reads testdata/lang_esro.jsonl: everyday replies in Spanish
// (Spain and Latin America) and Romanian to the first question, every
// intent, with and without diacritics, texted and transcribed from calls.
// Its accuracy is reported per language, not enforced; false confirmations
// in it fail TestNoFalseConfirmation.
func TestLangEsro(t *testing.T) {
	t.Parallel()
	score(t, "lang_esro.jsonl", New())
}
