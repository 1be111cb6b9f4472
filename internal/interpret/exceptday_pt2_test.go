package interpret

import "testing"

// TestPt2ExceptAndFuture: every day but Tuesday ("menos terça", "exceto
// terça", "o único dia que não posso") never confirms, nor does "usually";
// the future of waiting and taking it oneself (aguardarei, receberei eu
// mesma, estarei presente) is a yes.
func TestPt2ExceptAndFuture(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"todos os dias menos terça", "different_day", "-"},
		{"terça é o único dia que não posso", "different_day", "-"},
		{"Normalmente estou, mas nessa terça não", "different_day", "-"},
		{"ia estar em casa mas surgiu uma viagem", "different_day", "-"},
		{"Aguardarei a entrega", "will_be_in", "-"},
		{"receberei eu mesma", "will_be_in", "-"},
		{"Sim, eu próprio recebo", "will_be_in", "-"},
		{"estarei presente", "will_be_in", "-"},
		{"Ficaremos à espera", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"Eu estou sempre em casa, menos terça", "tô em casa a semana toda, exceto terça", "normalmente estou em casa",
		"geralmente estou", "sim, tirando terça", "estarei presente? não sei", "aguardarei, se puder",
		"pelo menos até às 10 estou", "sim, menos de manhã",
	})
}
