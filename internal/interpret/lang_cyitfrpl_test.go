package interpret

import "testing"

// TestLangCyItFrPl reads testdata/lang_cyitfrpl.jsonl: everyday replies
// in Welsh, Italian, French and Polish (plain yeses, yeses with
// instructions, a family member or neighbour taking it, absences, another
// day, an offered slot, questions, cancel, wrong number, stop, a person,
// hedges), written before the glosses were read. Its accuracy is
// reported per language; a false confirmation fails
// TestNoFalseConfirmation.
func TestLangCyItFrPl(t *testing.T) {
	t.Parallel()
	score(t, "lang_cyitfrpl.jsonl", New())
}
