package interpret

import "testing"

// TestThenYes: a yes said as the consequence of a question waits on the
// answer, in English and glossed from Spanish and Romanian: never a
// confirmation. A yes before the question, or "then" inside a yes, still
// reads as the yes it is.
func TestThenYes(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "is it in the morning? then yes", want: "unclear"},
		{text: "can you tell me if it is morning? then yes", want: "unclear"},
		{text: "¿es por la mañana? entonces sí", want: "unclear"},
		{text: "îmi puteți spune dacă e dimineața? atunci da", want: "unclear"},
		{text: "e dimineața? atunci da", want: "unclear"},
		{text: "ok then yes", want: "will_be_in"},
		{text: "yes, then see you tuesday", want: "will_be_in"},
		{text: "sí, entonces nos vemos el martes", want: "will_be_in"},
	})
	neverYes(t, []string{
		"is it in the morning? then yes", "is it before 10? then yes", "¿es antes de las 10? entonces sí",
		"¿viene por la mañana? entonces sí, claro", "e înainte de 10? atunci da", "vine dimineața? atunci da sigur",
		"will they carry it up? then yes", "can you tell me if it is morning? then yes",
	})
}
