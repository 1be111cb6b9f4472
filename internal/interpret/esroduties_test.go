package interpret

import "testing"

// TestEsroDutiesAway: treatments and duties that keep someone out on the
// day, said with "tengo" or "am": chemotherapy, physiotherapy, dialysis, an
// exam, a funeral, a job interview, a double shift, the child's school, the
// bank, the shopping. Beside a yes they are never a confirmation; put off
// ("vă spun mâine"), hoped for ("fac tot posibilul") or doubted ("mă
// îndoiesc") they are asked about.
func TestEsroDutiesAway(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "tengo quimio el martes", want: "different_day"},
		{text: "el martes tengo rehabilitación por la mañana", want: "different_day"},
		{text: "tengo un examen el martes", want: "different_day"},
		{text: "tengo un entierro", want: "different_day"},
		{text: "tengo un turno doble", want: "different_day"},
		{text: "am chimioterapie marți", want: "different_day"},
		{text: "am recuperare dimineața", want: "different_day"},
		{text: "am un interviu de angajare", want: "different_day"},
		{text: "am o înmormântare", want: "different_day"},
		{text: "voi fi la școala copilului", want: "different_day"},
		{text: "trebuie să merg la bancă", want: "different_day"},
		{text: "trebuie să fac cumpărături", want: "different_day"},
		{text: "nu știu, vă spun mâine", want: "unclear"},
		{text: "fac tot posibilul", want: "unclear"},
		{text: "mă îndoiesc", want: "unclear"},
		{text: "¿cómo sé que esto es verdad?", want: "unclear"},
	})
	neverYes(t, []string{
		"sí, pero tengo quimio", "sí aunque tengo fisio a las 10", "si, tengo un examen", "vale, tengo entrevista de trabajo",
		"da, dar am chimioterapie", "da, am dializă dimineața", "da, am un examen", "da, trebuie să fac cumpărături",
		"da, vă spun mâine", "da, fac tot posibilul", "mă îndoiesc că voi fi acasă", "da, sunt la școala copilului",
	})
}
