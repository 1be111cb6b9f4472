package interpret

import "testing"

// Italian, French, Welsh and Polish as customers text them and as a call
// writes them: each test holds one class of words, with replies written for
// it, and look-alikes beside them that must never confirm.

// TestLang2HouseAndStreet: a yes with the house, the street and a landmark
// to find them by (a roof, a steep hill, a gravel road, opposite the
// pharmacy, behind the church, near the station), or with the home life
// that keeps someone in (back from holiday, a partner asleep after nights,
// out of work), confirms. Being at the landmark is still away.
func TestLang2HouseAndStreet(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sì ci sono, la villetta con il tetto verde", "will_be_in", "-"},
		{"sì ci sono, la strada è sterrata e c'è una salita ripida", "will_be_in", "-"},
		{"si ci sono, sono appena rientrato dalle vacanze", "will_be_in", "-"},
		{"sì ci sono, sono disoccupata quindi sempre a casa", "will_be_in", "-"},
		{"sì ci sono, cancelletto pedonale, spingetelo", "will_be_in", "-"},
		{"oui je suis là, la maison avec le toit rouge", "will_be_in", "-"},
		{"oui je suis là, c'est un chemin de terre, en face de la pharmacie", "will_be_in", "-"},
		{"oui on vient de rentrer de vacances, on sera là", "will_be_in", "-"},
		{"oui je suis là, mon mari est de nuit donc il dort", "will_be_in", "-"},
		{"oui je suis là, près de la gare", "will_be_in", "-"},
		{"ie bydda i adre, tu ôl i'r capel", "will_be_in", "-"},
		{"ie bydda i adre, rhiw serth, gyferbyn â'r fferyllfa", "will_be_in", "-"},
		{"bydda i adre, dw i newydd ddod nôl o'n gwyliau", "will_be_in", "-"},
		{"ie, ma rywun adre, y tŷ efo'r to coch", "will_be_in", "-"},
		{"tak będę, dom z zielonym dachem za kościołem", "will_be_in", "-"},
		{"tak bede, droga gruntowa, stromy podjazd", "will_be_in", "-"},
		{"tak będę, właśnie wróciłam z urlopu", "will_be_in", "-"},
		{"tak będę, naprzeciwko apteki, koło dworca", "will_be_in", "-"},
		{"tak, zdecydowanie, mąż pracuje na noce więc śpi", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"sì, ma sarò alla stazione", "sono in farmacia tutta la mattina", "sì se torno dalle vacanze in tempo",
		"je serai à la gare", "oui mais je rentre de vacances mercredi", "je suis à la pharmacie ce matin",
		"dw i yn yr orsaf bore dydd Mawrth", "bydda i yn y dafarn", "efallai, dw i newydd ddod nôl ond rhaid mynd eto",
		"będę na dworcu", "wracam z urlopu w środę", "jestem w aptece cały ranek", "chyba tak, zależy kiedy wrócę",
	})
}
