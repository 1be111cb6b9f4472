package interpret

import "testing"

// TestOwnEventBesideSigner: an appointment or errand of the customer's own
// said beside another person who will be in is why that person signs, in
// English and in Spanish; the same event said of the signer, of "we",
// tied to the signer's hours, beside a hedged signer or beside the
// customer's own presence is still asked about.
func TestOwnEventBesideSigner(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"my husband will be in, I have a doctor's appointment", "alternate_signer", "my husband"},
		{"my wife will be home, I have a dentist appointment", "alternate_signer", "my wife"},
		{"mum will be home, i have a meeting", "alternate_signer", "mum"},
		{"Estará mi marido, yo tengo médico", "alternate_signer", "mi marido"},
		{"estará mi mujer, yo tengo cita en el hospital", "alternate_signer", "mi mujer"},
		{"mi hijo estará en casa, yo tengo una cita", "alternate_signer", "mi hijo"},
		{"my husband will be in, he has a doctor's appointment", "unclear", "-"},
		{"my husband will be in, we have a hospital appointment", "unclear", "-"},
		{"my wife will be in, she has the dentist at 11", "unclear", "-"},
		{"my husband might be in, I have a doctor's appointment", "unclear", "-"},
		{"I'll be in, I have a meeting at 10", "unclear", "-"},
		{"my husband will be in, I have his appointment at 10", "unclear", "-"},
	})
	neverYes(t, []string{
		"my husband will be in until I get back, I have a meeting",
		"estará mi marido, él tiene médico", "mi marido estará, tenemos médico",
		"mi marido quizás esté, yo tengo médico", "estará mi marido, pero tiene cita",
		"my son will be in but he has an appointment", "I have a doctor's appointment",
	})
}
