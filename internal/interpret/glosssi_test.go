package interpret

import "testing"

// TestSiConditionBeforePerson: a Spanish "si" without its accent before a
// person is "if" when the person's verb is one a condition takes (a "no",
// "puede", "trabaja", "sale", or "está" with a clause after it), and yes
// when it says the person will be in.
func TestSiConditionBeforePerson(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"si mi marido estará", "alternate_signer", "mi marido"},
		{"si mi marido estará en casa", "alternate_signer", "mi marido"},
		{"si, mi marido puede recogerlo", "alternate_signer", "-"},
		{"si mi hijo está en casa", "alternate_signer", "mi hijo"},
		{"si estoy en casa", "will_be_in", "-"},
		{"si yo estaré en casa", "will_be_in", "-"},
		{"si claro estaré", "will_be_in", "-"},
		{"si mi marido no trabaja, estará", "unclear", "-"},
		{"si mi madre puede, estará", "unclear", "-"},
	})
	neverYes(t, []string{
		"si mi marido no trabaja estará", "si mi hijo está en casa, lo recibe",
		"si mi mujer no tiene turno, estará ella", "si mi mujer libra, lo recoge",
		"si yo no trabajo estaré", "si mi hermana sale pronto del trabajo estará",
		"si mi vecino está, lo recoge", "si mi padre vuelve a tiempo estará",
	})
}
