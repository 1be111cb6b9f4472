package interpret

import "testing"

// TestPt2SpanToNoon: "das 8 ao meio-dia" is from eight to noon, the whole
// window; from a later hour it is part of it, and a bare "ao meio-dia"
// stays noon.
func TestPt2SpanToNoon(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sim, estou em casa das 8 ao meio-dia", "will_be_in", "-"},
		{"sim, das 8h ao meio-dia estou", "will_be_in", "-"},
		{"desde as 8 até ao meio-dia estou em casa", "will_be_in", "-"},
		{"estou em casa das 7 ao meio dia", "will_be_in", "-"},
		{"das 8 ao meio-dia não estou", "different_day", "-"},
	})
	neverYes(t, []string{
		"estou em casa das 9 ao meio dia", "sim estou em casa das 11 ao meio dia",
		"sim, vou estar em casa ao meio-dia", "das 8 ao meio-dia estou a trabalhar",
		"das 10 ao meio-dia estou", "talvez das 8 ao meio-dia",
	})
}

// TestPt2FamilyAndLoans: "nora" (daughter-in-law) is read as the name Nora,
// as it is in English replies, English yeses and thanks texted among Portuguese words read as themselves, and
// living alone says nothing either way.
func TestPt2FamilyAndLoans(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Minha nora recebe", "alternate_signer", "-"},
		{"yes, vou estar em casa", "will_be_in", "-"},
		{"ok, thanks, vou estar", "will_be_in", "-"},
		{"sim, moro sozinha mas estou em casa", "will_be_in", "-"},
		{"Nora will be in", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"yes, mas não vou estar", "thanks, não vou estar em casa", "moro sozinha e não vou estar",
		"moro sozinho", "a minha nora talvez esteja", "yeah, acho que sim", "minha nora não pode",
	})
}
