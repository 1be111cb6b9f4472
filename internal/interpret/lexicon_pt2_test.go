package interpret

import "testing"

// TestPt2ShiftPartOfDay: "estou de manhã", "tô de manhã", "entro de manhã"
// name the shift one is on that part of the day, not the morning at home;
// with shifts named or not, they never confirm, while home said with the
// part of the day still does.
func TestPt2ShiftPartOfDay(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sim, estou em casa de manhã", "will_be_in", "-"},
		{"vou estar em casa de manhã, pode vir", "will_be_in", "-"},
		{"trabalho por turnos, na terça estou de folga", "will_be_in", "-"},
		{"sim, fico em casa de manhã", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"Trabalho por turnos e terça estou de manhã", "terça estou de manhã", "estou de manhã",
		"tô de manhã nessa semana", "trabalho em turnos, terça entro de manhã", "na terça pego de manhã",
		"sim, mas estou no turno da manhã", "faço turnos e terça estou de manhã",
		"terça vou estar de manhã no turno", "estarei de manhã no hospital",
	})
}

// TestPt2TextedEstar: "tar", "vou tar", "n vou tar", "ficamos em casa à
// espera" are the persons and texted shapes of being in and out.
func TestPt2TextedEstar(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"vou tar em casa sim", "will_be_in", "-"},
		{"sim, vamos tar em casa", "will_be_in", "-"},
		{"Ficamos em casa à espera, obrigado", "will_be_in", "-"},
		{"estamos em casa à espera", "will_be_in", "-"},
		{"sim, ficarei em casa", "will_be_in", "-"},
		{"n vou tar em casa", "different_day", "-"},
		{"nao vou tar em casa terca", "different_day", "-"},
		{"não vamos tar em casa", "different_day", "-"},
		{"n vai tar ninguem em casa", "different_day", "-"},
		{"amanhã e depois não estou", "different_day", "-"},
	})
	neverYes(t, []string{
		"vou tar em casa se der", "acho que vou tar", "n vou tar", "talvez vamos tar em casa",
		"nao vamos tar", "vou tar fora", "ficamos em casa à espera se não chover",
	})
}

// TestPt2EverydayWords: out of town, the back door, WhatsApp, booking
// another day, a day that is awkward, refunds, returns and what was sent.
func TestPt2EverydayWords(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sim estarei, avisa pelo whatsapp antes de chegar", "will_be_in", "-"},
		{"Sim, a entrada é pelos fundos", "will_be_in", "-"},
		{"vou estar fora da cidade", "different_day", "-"},
		{"Terça é complicado", "different_day", "-"},
		{"terça fica complicado", "different_day", "-"},
		{"Podemos marcar para outro dia?", "different_day", "-"},
		{"Já devolvi, cancelem", "cancel", "-"},
		{"quero o reembolso, cancela", "cancel", "-"},
		{"Vc mandou pra pessoa errada", "wrong_person", "-"},
		{"Quem mandou essa mensagem?", "unclear", "-"},
		{"Que sofá? Não me lembro de ter comprado", "unclear", "-"},
	})
	neverYes(t, []string{
		"avisa pelo whatsapp", "sim, mas estou fora da cidade", "a entrada é pelos fundos",
		"terça é complicado, sim", "podemos marcar outro dia", "pelo zap eu aviso se estou",
		"sim, se não estiver fora da cidade",
	})
}
