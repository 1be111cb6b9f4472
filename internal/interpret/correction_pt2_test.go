package interpret

import "testing"

// TestPt2SelfCorrection: "quer dizer", "ou seja", "aliás" are "i mean": what
// the reply says after them is what it means, so a yes taken back is
// never a confirmation and a hedge made firm is one.
func TestPt2SelfCorrection(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sim estou, quer dizer não", "different_day", "-"},
		{"sim estou, aliás não", "different_day", "-"},
		{"sim, estou. quer dizer, não estou", "different_day", "-"},
		{"À partida estou, sim. Quer dizer, estou de certeza", "will_be_in", "-"},
		{"vou estar, aliás, vamos estar os dois", "will_be_in", "-"},
		{"sim, quer dizer, não sei", "unclear", "-"},
		{"o que quer dizer isso?", "unclear", "-"},
	})
	neverYes(t, []string{
		"sim estou, quer dizer não", "sim, ou seja, não", "vou estar, quer dizer, acho que sim",
		"sim, quer dizer, talvez", "estou, aliás, não estou", "sim, quer dizer, depende",
	})
}
