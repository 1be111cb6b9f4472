package interpret

import "testing"

// TestPt2TextspeakAndAppointments: texted yeses (pd vir, blza, pode pode,
// manda bala), therapy and appointments, office days ("presencial"),
// visits to family and a business partner as a signer.
func TestPt2TextspeakAndAppointments(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"pd vir, to aki", "will_be_in", "-"},
		{"pode pode", "will_be_in", "-"},
		{"blza, estarei aí", "will_be_in", "-"},
		{"tô sim, pode mandar bala", "will_be_in", "-"},
		{"meu sócio Fernando recebe", "alternate_signer", "-"},
		{"tenho fisioterapia terça de manhã", "different_day", "-"},
		{"tenho que ir trabalhar presencial", "different_day", "-"},
		{"tô indo pro interior visitar a família", "different_day", "-"},
		{"tenho pilates às 9", "different_day", "-"},
	})
	neverYes(t, []string{
		"blza, mas não vou estar", "manda bala, to no trabalho", "pd vir? nao sei", "pode pode, se for cedo",
		"tenho fisio", "tenho psicóloga de manhã", "esta semana é presencial", "vou visitar a família",
		"a fisio é à tarde, de manhã estou em casa", "tô indo",
	})
}
