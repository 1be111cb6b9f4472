package interpret

import "testing"

// TestEsroHedgesNeverYes: Spanish and Romanian yeses with a condition, a
// hedge, irony or a change of mind, said of oneself or of the one who would
// take it, including "mientras" with the subjunctive ("mientras sea por la
// mañana": as long as), are never a confirmation; "mientras" with the
// indicative is "while" and reads as the yes it stands beside.
func TestEsroHedgesNeverYes(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "sí, mientras sea por la mañana", want: "unclear"},
		{text: "sí, mientras lleguen antes de las 10", want: "unclear"},
		{text: "si, mientras vengan temprano", want: "unclear"},
		{text: "estaré en casa mientras trabajo desde casa", want: "will_be_in"},
		{text: "da, atâta timp cât e dimineața", want: "unclear"},
	})
	neverYes(t, []string{
		"sí, si no me llaman del trabajo", "sí, a menos que me toque trabajar", "sí, salvo que surja algo",
		"sí, excepto si llueve", "sí, siempre que lleguen antes de las 10", "sí, mientras sea por la mañana",
		"sí, con tal de que avisen", "sí, pero solo hasta las 10", "sí, aunque igual salgo un rato", "sí, creo",
		"sí, supongo", "sí, eso espero", "sí, en teoría", "sí, si nada cambia",
		"sí, a no ser que me cambien el turno", "sí, bueno, depende", "sí, si no me muero antes jaja",
		"sí, como siempre, seguro que llegan tarde 🙄", "claro, y yo soy el papa", "sí... no",
		"sí, digo no, no puedo", "sí estaré, bueno no, el martes trabajo", "estaré, salvo imprevistos",
		"estaré si no hay huelga", "estaremos, espero", "igual estoy", "capaz que estoy",
		"a lo mejor mi mujer está", "quizás mi hijo esté", "mi marido estará si sale pronto del trabajo",
		"mi madre estaría", "supongo que mi hermano estará", "da, dacă nu mă cheamă la serviciu",
		"da, doar dacă ajungeți până la 10", "da, cu excepția cazului în care plouă",
		"da, atâta timp cât e dimineața", "da, dar doar până la 10", "da, deși s-ar putea să plec puțin",
		"da, cred", "da, presupun", "da, sper", "da, teoretic", "da, dacă nu se schimbă nimic",
		"da, în afară de cazul în care mă schimbă de tură", "da, depinde", "da sigur, ca de obicei întârziați 🙄",
		"da... nu", "da, adică nu, nu pot", "da, voi fi, de fapt nu, marți lucrez",
		"voi fi, în afară de neprevăzute", "voi fi dacă nu e grevă", "vom fi, sper", "poate sunt",
		"poate soția mea e acasă", "poate fiul meu va fi", "soțul meu va fi dacă iese devreme de la muncă",
		"mama ar fi acasă", "presupun că fratele meu va fi acasă", "sper să fiu acasă", "cel mai probabil da",
		"aproape sigur", "99% da", "ar trebui să fiu acasă", "debería estar", "tendría que estar en casa",
		"casi seguro que sí", "99% sí", "lo más probable es que sí",
	})
}
