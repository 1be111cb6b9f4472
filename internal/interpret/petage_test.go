package interpret

import "testing"

// TestPetAfterVerbAndBareAge: an animal after its verb, as Romanian,
// Spanish and Italian put it ("va fi câinele acasă", "ci sarà il gatto"),
// is a pet said to be in, never a person; an age given as "has 16"
// ("tiene 16", "ha 16", "il a 16", "are 16", "ma 16") after a person is a
// signer under 18. A pet in a clause of its own beside a person who is
// in, and an adult's age, still confirm.
func TestPetAfterVerbAndBareAge(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"da, voi fi acasa, va fi si cainele", "will_be_in", "-"},
		{"tak, będę, psa zamknę w pokoju", "will_be_in", "-"},
		{"sì ci sarò, il cane è buono", "will_be_in", "-"},
		{"I'll be in, the dog will be in the kitchen", "will_be_in", "-"},
		{"va fi sotul acasa cu cainele", "alternate_signer", "-"},
		{"vai estar o meu filho, tem 26", "alternate_signer", "-"},
		{"ci sarà mio figlio, ha 20 anni", "alternate_signer", "-"},
		{"sí, estaré, mi casa tiene 2 puertas", "will_be_in", "-"},
		{"sì, ci sarò, il palazzo ha 5", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"va fi cainele acasa", "o să fie câinele acasă", "va fi pisica acasa", "ci sarà il gatto",
		"ci sarà il cane a casa", "estará el perro", "bydd y gath adre", "le chat sera là",
		"estará mi sobrino, tiene 16", "vai estar o meu filho, tem 16", "ci sarà mio figlio, ha 16",
		"mon fils sera là, il a 16", "va fi fiul meu, are 16", "będzie syn, ma 16",
		"sí hombre, y qué más", "sí claro, y yo soy el papa",
	})
}

// TestChildrenAfterVerb: children said to be in with the verb first ("ci
// saranno i bambini", "vor fi copiii acasă", glossed "will be in the
// kids") are who is in, never a confirmation, unless an adult is said to
// be in elsewhere in the reply.
func TestChildrenAfterVerb(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sì ci sarò, ci saranno i bambini", "will_be_in", "-"},
		{"sì ci sarò, ci saranno anche i bambini", "will_be_in", "-"},
		{"sí, estaré, estarán los niños también", "will_be_in", "-"},
		{"yes I'll be in, the kids will be in bed", "will_be_in", "-"},
		{"yes I'll be in, don't knock, the baby's asleep", "will_be_in", "-"},
		{"sì, ci sono, i bambini dormono, non suonate", "will_be_in", "-"},
		{"yes we'll be home with the kids", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"ci saranno i bambini", "ci saranno i ragazzi a casa", "ci sono i bambini", "estarán los niños",
		"vão estar os miúdos", "vor fi copiii acasa", "będą dzieci", "will be in the kids",
		"ci saranno i bambini, io sono al lavoro",
	})
}
