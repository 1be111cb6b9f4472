package interpret

import "testing"

// TestLexiconEverydayCyItPl: everyday words the readers lacked: Welsh
// "cewch barcio" (you may park), "dwi off gwaith", a plural "byddan",
// "ddim isio fo rhagor"; Polish "pomylili się Państwo";
// Italian "mi fate chiamare da qualcuno?". Their hedged or absent twins
// never confirm.
func TestLexiconEverydayCyItPl(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Iawn, cewch barcio ar y dreif", want: "will_be_in"},
		{text: "Bydda, dwi off gwaith dydd Mawrth", want: "will_be_in"},
		{text: "Bydd, mi fyddan nhw adre", want: "will_be_in"},
		{text: "byddan, mi fydd y ddau ohonon ni adre", want: "will_be_in"},
		{text: "Dw i ddim isio fo rhagor, canslo plis", want: "cancel"},
		{text: "To nie ja, pomylili się Państwo", want: "wrong_person"},
		{text: "to jakaś pomyłka, nie zamawiałam", want: "wrong_person"},
		{text: "Mi fate chiamare da qualcuno?", want: "wants_human"},
	})
	neverYes(t, []string{
		"efallai, cewch barcio ar y dreif",
		"dwi off gwaith ond fydda i ddim adre",
		"fyddan nhw ddim adre",
		"byddan os na fyddan nhw'n gweithio",
		"falle byddan",
		"pomylili się, nikogo nie będzie",
		"non ci sono, mi fate chiamare?",
	})
}
