package interpret

import "testing"

// TestPt2ThatTimeAndFuture: "nessa altura", "nesse horário" are the window
// itself ("then"); abroad, a flight, a plan given up ("mas afinal não")
// keep one out; "quem estará é" names who will be in.
func TestPt2ThatTimeAndFuture(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"nessa altura estou em casa", "will_be_in", "-"},
		{"nesse horário estou em casa sim", "will_be_in", "-"},
		{"não há ninguém em casa nessa altura", "different_day", "-"},
		{"nessa altura estou fora do país", "different_day", "-"},
		{"nesse horário estou a trabalhar", "different_day", "-"},
		{"tenho um voo cedo", "different_day", "-"},
		{"Estaria, mas afinal não", "different_day", "-"},
		{"Quem estará é o meu filho André, tem 30 anos", "alternate_signer", "-"},
		{"quem estará é o meu marido", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"nessa altura não estou", "afinal não estou", "estou fora do país", "sim, mas afinal não dá",
		"nessa altura talvez esteja", "quem estará? não sei", "vou apanhar um voo terça",
	})
}
