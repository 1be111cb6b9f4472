package interpret

import "testing"

// TestPt2ErrandsOut: going out to the vet, court, a christening, mass, the
// post office, the garage, a driving test, a building site, the beach or
// family keeps one out; the same places named as landmarks beside a yes
// never turn the day down.
func TestPt2ErrandsOut(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"terça de manhã vou ao veterinário", "different_day", "-"},
		{"terça de manhã tenho julgamento", "different_day", "-"},
		{"terça de manhã tenho batizado", "different_day", "-"},
		{"terça de manhã vou à missa", "different_day", "-"},
		{"terça de manhã vou passear o cão", "different_day", "-"},
		{"terça de manhã vou aos correios", "different_day", "-"},
		{"terça de manhã tenho exame de condução", "different_day", "-"},
		{"terça de manhã vou à oficina", "different_day", "-"},
		{"terça de manhã estou na obra", "different_day", "-"},
		{"terça de manhã vou visitar a minha mãe", "different_day", "-"},
	})
	neverYes(t, []string{
		"vou ao veterinário", "sim, mas vou aos correios", "vou à missa às 8 e às 9 estou em casa",
		"sim, depois de passear o cão estou em casa", "vou à praia", "tenho exame de código",
	})
	for _, text := range []string{"sim, moro ao lado dos correios", "sim, a oficina é no rés-do-chão, estou em casa", "sim, estou em casa, a igreja é ao lado"} {
		if r := interpret(t, Input{Text: text, Channel: "sms"}); r.Intent == "different_day" {
			t.Errorf("%q read as a day turned down: %s", text, r.Reason)
		}
	}
}
