package interpret

import "testing"

// TestPt2WorkingFromHomeAndEldest: working from home in the gerunds
// ("trabalhando de casa", "a trabalhar de casa") and an online meeting are
// being in, working at the office is not; "mais velha", "mais nova" are
// never taken for a name; booked surgery, the expected hour, trust and the
// money back read as what they are.
func TestPt2WorkingFromHomeAndEldest(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"pode vir sim, vou estar trabalhando de casa", "will_be_in", "-"},
		{"sim, vou estar a trabalhar de casa", "will_be_in", "-"},
		{"sim, vou estar em casa, tenho reunião online mas estou cá", "will_be_in", "-"},
		{"vou estar trabalhando no escritório", "different_day", "-"},
		{"a minha filha mais nova recebe", "alternate_signer", "-"},
		{"tenho uma cirurgia marcada para terça", "different_day", "-"},
		{"qual a hora prevista?", "unclear", "-"},
		{"isto é fidedigno?", "unclear", "-"},
		{"Não quero mais, quero o dinheiro de volta", "cancel", "-"},
		{"n vai dar terça, tô no trampo", "different_day", "-"},
	})
	if r := interpret(t, Input{Text: "estará em casa a minha filha mais velha, a Beatriz, de 22 anos", Channel: "sms"}); r.Signer != "Beatriz" {
		t.Errorf("signer %q, want Beatriz: %s", r.Signer, r.Reason)
	}
	neverYes(t, []string{
		"trabalhando de casa? não, no escritório", "o meu filho mais novo vai estar, tem 12 anos",
		"tenho reunião online no escritório", "n vai dar", "vou estar trabalhando fora",
	})
}
