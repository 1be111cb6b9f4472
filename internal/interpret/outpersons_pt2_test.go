package interpret

import "testing"

// TestPt2OutInEveryPerson: being out in every person and texted shape
// (não vão estar, n tô, não tamos, não fico, a gente não vai estar, não
// haverá ninguém cá) is a day turned down; a house shut ("vai estar tudo
// fechado", "vai estar fechado") is never the "fechado" of a deal.
func TestPt2OutInEveryPerson(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"não vão estar em casa", "different_day", "-"},
		{"não estarão em casa", "different_day", "-"},
		{"n tô em casa", "different_day", "-"},
		{"não tô em casa", "different_day", "-"},
		{"nao to na terça", "different_day", "-"},
		{"nao tamos aqui", "different_day", "-"},
		{"não tou cá", "different_day", "-"},
		{"não ficamos em casa", "different_day", "-"},
		{"não vou ficar cá", "different_day", "-"},
		{"a gente não vai estar aí", "different_day", "-"},
		{"não vai estar ninguém em casa", "different_day", "-"},
		{"não haverá ninguém cá", "different_day", "-"},
		{"vai estar tudo fechado na terça", "different_day", "-"},
		{"a casa vai estar fechada", "different_day", "-"},
		{"fechado, vou estar", "will_be_in", "-"},
		{"tá fechado, pode vir", "will_be_in", "-"},
		{"sim, temos um cão, fica fechado", "will_be_in", "-"},
		{"o portão vai estar fechado mas eu estou em casa", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"vai estar fechado", "vai estar fechado na terça", "vai estar tudo fechado de manhã", "vai estar tudo fechado em casa",
		"estará fechado", "não vão estar", "n tô", "não fico", "ninguém vai estar aí", "a porta vai estar fechada, não há ninguém",
	})
}
