package interpret

import "testing"

// TestColloquialPlRoCy: the Welsh of the south and of texts (odw, wi 'ma,
// fi gartre, peidiwch becso, siŵr, bora, gorfod, fyddwn ni'n aros), Welsh
// "hi fydd yn derbyn", Romanian "alo", "dom'le", a dog that is no danger,
// and Polish slang and requests ("w chacie", "tylko nie dzwońcie", "dacie
// radę?"). Each is read as its intent; the look-alikes beside them say no,
// out, or only maybe, and are never a confirmation.
func TestColloquialPlRoCy(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Odw, fi gartre drwy'r bore", "will_be_in", "-"},
		{"Wi 'ma drwy'r dydd, diolch", "will_be_in", "-"},
		{"Bydd rhywun 'ma, peidiwch becso", "will_be_in", "-"},
		{"Yndw siwr, adra drwy'r bora", "will_be_in", "-"},
		{"Ie, fyddwn ni'n aros amdanoch chi", "will_be_in", "-"},
		{"ie bydd y wraig adre hi fydd yn derbyn", "alternate_signer", "-"},
		{"alo da sunt acasa toata ziua", "will_be_in", "-"},
		{"da dom'le, va astept", "will_be_in", "-"},
		{"da, suntem acasa, avem un caine mic, nu e agresiv", "will_be_in", "-"},
		{"No jasne, bede w chacie", "will_be_in", "-"},
		{"tak, tylko nie dzwońcie do drzwi bo dziecko śpi", "will_be_in", "-"},
		{"tak, będę, trzecie piętro bez windy, dacie radę?", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"Fydda i ddim gartre, wi'n gweithio", "odw, ond dwi'n gorfod mynd allan am 9", "siwr o fod, fi gartre",
		"fi ddim gartre, peidiwch becso", "alo nu sunt acasa", "nu e nimeni acasa, cainele nu e agresiv",
		"nie bede w chacie", "tylko nie dzwoncie, nie bedzie mnie", "tak, tylko nie we wtorek",
	})
}
