package interpret

import "testing"

// TestPt2StockIronies: "e eu sou o Papa", "vai sonhando", "até parece",
// "pois sim", "quando as galinhas tiverem dentes" take a yes back.
func TestPt2StockIronies(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"vou estar sim, pode vir", "will_be_in", "-"},
		{"sim, o meu pai recebe", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"sim, claro, e eu sou o Papa", "sim, e o Pai Natal também", "sim, vai sonhando",
		"claro, e eu sou a rainha de Inglaterra", "sim, e eu nasci ontem", "claro, quando as galinhas tiverem dentes",
		"até parece que vou estar", "pois sim, vou estar", "claro, e o papai noel também", "sim, só nos teus sonhos",
	})
}

// TestPt2ApologiesAndAsking: apologies and regrets (sorry, lamento, poxa,
// que pena) before an answer leave it as it is; English loans (home,
// please, see you), the order number, "a sério?", how my number was got,
// the account holder, nothing ordered, off the list and a human.
func TestPt2ApologiesAndAsking(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sorry, não vou estar em casa", "different_day", "-"},
		{"lamento, mas não estarei", "different_day", "-"},
		{"poxa, terça não vai dar", "different_day", "-"},
		{"que pena, estou fora", "different_day", "-"},
		{"ok, vou estar home", "will_be_in", "-"},
		{"sim, please liguem antes", "will_be_in", "-"},
		{"sim, desculpem a demora a responder, estarei em casa", "will_be_in", "-"},
		{"sim, peço só que liguem antes", "will_be_in", "-"},
		{"isto é a sério?", "unclear", "-"},
		{"Tem de ser o titular a receber?", "unclear", "-"},
		{"Não fiz nenhuma encomenda", "wrong_person", "-"},
		{"remover da lista", "opt_out", "-"},
		{"preciso falar com um atendente humano", "wants_human", "-"},
	})
	neverYes(t, []string{
		"sorry", "lamento", "estou ansiosa, não sei se vou estar", "sim, é possível", "esse número não é da Maria",
		"sorry, see you outro dia", "please, outro dia", "que pena, sim... não sei",
	})
}

// TestPt2NotPossible: "não vai ser possível" (on Tuesday or not) is a day
// turned down; a bare "não é possível" before another verb is not read so.
func TestPt2NotPossible(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Não vai ser possível", "different_day", "-"},
		{"infelizmente terça não vai ser possível", "different_day", "-"},
		{"terça não será possível", "different_day", "-"},
	})
	neverYes(t, []string{"não vai ser possível? estou em casa", "sim, mas não vai ser possível de manhã", "não será possível"})
}
