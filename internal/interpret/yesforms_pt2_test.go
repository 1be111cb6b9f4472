package interpret

import "testing"

// TestPt2MoreYesForms: ctz, concordo, conta comigo, ficou combinado,
// confirmadíssimo, cá vos espero are yeses; with an absence, a part of the
// day outside the window or another day after them they are not, and a
// bare "certeza?" (are you sure?) is no yes.
func TestPt2MoreYesForms(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"siim", "will_be_in", "-"},
		{"ctz", "will_be_in", "-"},
		{"com ctz", "will_be_in", "-"},
		{"concordo", "will_be_in", "-"},
		{"conta comigo", "will_be_in", "-"},
		{"pode contar", "will_be_in", "-"},
		{"ficou combinado", "will_be_in", "-"},
		{"confirmadíssimo", "will_be_in", "-"},
		{"cá vos espero", "will_be_in", "-"},
		{"tranquilinho", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"conta comigo, mas só à tarde", "positivo, mas não vou estar", "concordo, outro dia é melhor",
		"certeza?", "certeza", "ctz que não", "ficou combinado para outro dia", "cá vos espero na sexta",
	})
}
