package interpret

import "testing"

// TestPt2WeekAheadAndToday: "na próxima semana", "semana que vem" and "hoje
// de manhã" name another time than the booked Tuesday morning, wherever
// they stand in the reply; they never confirm it.
func TestPt2WeekAheadAndToday(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"estou em casa na próxima semana", "different_day", "-"},
		{"estou em casa semana que vem", "different_day", "-"},
		{"Só posso na semana que vem", "different_day", "-"},
		{"na próxima semana", "different_day", "-"},
		{"hoje de manhã estou", "different_day", "-"},
		{"sim, estou em casa na terça de manhã", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"vou estar em casa na semana que vem", "tô em casa próxima semana", "sim, na próxima semana estou",
		"hoje de manhã estou em casa", "sim, hoje de manhã", "estarei em casa na proxima semana",
		"pode ser na semana que vem?",
	})
}
