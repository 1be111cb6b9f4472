package interpret

import "testing"

// TestPt2WeekdayOrdinals: Portuguese writes weekdays as ordinals ("3ª",
// "6ª de manhã", "na 5ª") and "segunda" before being in is Monday. Any
// other weekday than the booked Tuesday never confirms; Friday morning
// and Wednesday afternoon pick their slots.
func TestPt2WeekdayOrdinals(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"6ª de manhã", "reschedule", "-"},
		{"na 6ª de manhã", "reschedule", "-"},
		{"6a de manha", "reschedule", "-"},
		{"4ª à tarde", "reschedule", "-"},
		{"3ª de manhã estou em casa", "will_be_in", "-"},
		{"na 3ª estou em casa", "will_be_in", "-"},
		{"sim, na 3ª de manhã estou", "will_be_in", "-"},
		{"é no bloco 2a, sim estou em casa", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"5ª de manhã", "2ª de manhã", "na 5ª estou em casa", "esta 2ª estou em casa", "5ª estou em casa",
		"estou em casa 5ª", "2ª estou", "segunda estou em casa", "pode ser segunda", "segunda de manhã",
		"sim, 6ª", "pode ser 6ª", "na 2a de manha estou", "só na 5ª",
	})
}
