package interpret

import "testing"

// TestPt2StudyAndWorkHours: classes, exams, surgery, the hour work starts
// and the hour one gets back from it keep one out; never a yes.
func TestPt2StudyAndWorkHours(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Tenho faculdade de manhã", "different_day", "-"},
		{"tenho aula terça de manhã", "different_day", "-"},
		{"tenho prova nesse dia", "different_day", "-"},
		{"Só chego do trabalho depois das 17", "different_day", "-"},
		{"entro às 8 no trabalho", "different_day", "-"},
		{"a minha filha vai ser operada nesse dia, estarei no hospital", "different_day", "-"},
		{"começo às 15, de manhã estou em casa", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"sim, tenho faculdade de manhã", "tenho aulas", "estou na universidade", "sim, só chego do trabalho às 18",
		"começo às 7", "pego às 6 no serviço", "chego do trabalho depois do almoço", "vai ser operado",
		"sim mas tenho um teste", "entro as 9",
	})
}

// TestPt2TheyTakeIt: "recebem", "vão receber", "fica com o sofá" are
// taking it in the third person; kept with someone is not.
func TestPt2TheyTakeIt(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"A minha vizinha Sandra fica com o sofá", "alternate_signer", "-"},
		{"os meus pais recebem", "alternate_signer", "-"},
		{"meus sogros vão receber", "alternate_signer", "-"},
		{"a vizinha fica com a encomenda", "alternate_signer", "-"},
		{"o meu irmão fica com ele", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"a minha filha fica com a avó", "os meus pais recebem? não sei", "talvez a vizinha fica com o sofá",
		"meus filhos estão em casa, eles recebem", "se a vizinha estiver, ela fica com o sofá",
		"não vão receber", "ninguém fica com o sofá",
	})
}

// TestPt2DayWords: during the morning is all morning, another day
// preferred or picked is a different day, a holiday asked is a question
// and a yes to be confirmed tomorrow is put off.
func TestPt2DayWords(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Boa tarde. Sim, estarei em casa durante a manhã", "will_be_in", "-"},
		{"sim, estou em casa durante o dia", "will_be_in", "-"},
		{"prefiro outro dia", "different_day", "-"},
		{"preferia noutro dia", "different_day", "-"},
		{"Posso escolher outro dia?", "different_day", "-"},
		{"terça é feriado?", "unclear", "-"},
		{"acho que sim, mas confirmo amanhã", "unclear", "-"},
		{"Consegue dizer a hora aproximada?", "unclear", "-"},
		{"De que loja é?", "unclear", "-"},
	})
	neverYes(t, []string{
		"durante a manhã não estou", "durante o dia estou a trabalhar", "sim, confirmo amanhã",
		"confirmo mais tarde", "terça é feriado, não estou", "sim se for durante a manhã",
	})
}
