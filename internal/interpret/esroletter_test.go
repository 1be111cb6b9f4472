package interpret

import "testing"

// TestEsroLongerLetters: replies written as short letters, a greeting, the
// answer, the details and a sign-off, with words the lexicons lacked: care
// on the stairs ("tened cuidado"), a pedestrian street, the week after
// ("la semana siguiente", "săptămâna următoare"), an operation, and "can
// you tell me" before a question about the time, which a yes before it
// still answers. The same letters with an absence or a condition never
// confirm.
func TestEsroLongerLetters(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Sí, perfecto, os espero. Tened cuidado con la escalera que es estrecha.", want: "will_be_in"},
		{text: "Buenas, sí estaré. La calle es peatonal, tendrán que aparcar en la esquina.", want: "will_be_in"},
		{text: "Bună, da voi fi. Strada e pietonală, va trebui să parcați la colț.", want: "will_be_in"},
		{text: "Hola, esa semana estoy de viaje de trabajo. Mejor la semana siguiente.", want: "different_day"},
		{text: "Bună, săptămâna aia sunt plecat cu serviciul. Mai bine săptămâna următoare.", want: "different_day"},
		{text: "Bună, nu pot marți pentru că am o operație.", want: "different_day"},
		{text: "Sí, pero ¿me pueden decir a qué hora aproximadamente?", want: "will_be_in"},
		{text: "Da, dar îmi puteți spune cam la ce oră?", want: "will_be_in"},
		{text: "¿me pueden decir a qué hora vienen?", want: "unclear"},
		{text: "îmi puteți spune la ce oră veniți?", want: "unclear"},
	})
	neverYes(t, []string{
		"Tened cuidado con la escalera, pero el martes no estaré", "la calle es peatonal y no estaré",
		"sí, la semana siguiente", "da, săptămâna următoare", "da, am o operație marți", "sí, tengo una operación",
		"¿me pueden decir si es por la mañana? si es así estaré", "îmi puteți spune dacă e dimineața? atunci da",
	})
}
