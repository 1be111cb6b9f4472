package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestLangSignerInstead: "I won't be in but X will", in English and the
// eight other languages, names X, notes the relation, and stays so when
// written with no comma ("aquí estará mi hijo el mayor dani yo me voy a
// currar"). X only maybe in, a child, or in on another day never confirms.
func TestLangSignerInstead(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "je serai pas là mais mon fils kevin oui", want: "alternate_signer", signer: "Kevin", notes: "mon fils"},
		{text: "non moi je serai pas là mais mon fils kevin oui", want: "alternate_signer", signer: "Kevin", notes: "mon fils"},
		{text: "je ne serai pas là mais ma voisine Anne sera là", want: "alternate_signer", signer: "Anne"},
		{text: "sí aquí estará mi hijo el mayor dani yo me voy a currar", want: "alternate_signer", signer: "Dani", notes: "mi hijo"},
		{text: "sí aquí estará mi hijo dani yo me voy a currar", want: "alternate_signer", signer: "Dani"},
		{text: "aquí estará mi hija la mayor Lucía yo me voy a trabajar", want: "alternate_signer", signer: "Lucía"},
		{text: "aquí estará mi hijo el mayor dani", want: "alternate_signer", signer: "Dani"},
		{text: "yo no estaré pero mi marido Juan estará", want: "alternate_signer", signer: "Juan"},
		{text: "Fydda i ddim yma ond bydd fy nghymydog Gareth yn ei dderbyn", want: "alternate_signer", signer: "Gareth"},
		{text: "Fydda i ddim yma ond bydd fy mab Rhys yma", want: "alternate_signer", signer: "Rhys"},
		{text: "mnie nie będzie ale mój syn Tomek będzie", want: "alternate_signer", signer: "Tomek"},
		{text: "non ci sarò ma mio figlio Marco sì", want: "alternate_signer", signer: "Marco"},
		{text: "não estarei mas o meu filho João estará", want: "alternate_signer", signer: "João"},
		{text: "eu nu voi fi acasă dar fiul meu Andrei da", want: "alternate_signer", signer: "Andrei"},
		{text: "main nahi hoon ga lekin mera beta Ali ghar pe hoga", want: "alternate_signer", signer: "Ali"},
		{text: "I won't be in but my son Kevin will", want: "alternate_signer", signer: "Kevin"},
		{text: "je serai pas là mais mon fils kevin sera là vendredi", want: "reschedule"},
		{text: "I won't be in but my son Kevin will on Friday", want: "reschedule"},
		{text: "aquí estará mi hijo dani yo no sé", want: "unclear"},
		{text: "aquí estará mi marido Juan yo me voy a currar", want: "alternate_signer", signer: "Juan"},
		{text: "estará mi hermana Laura yo trabajo", want: "alternate_signer", signer: "Laura"},
		{text: "mi hermana Laura estará yo trabajo", want: "alternate_signer", signer: "Laura"},
		{text: "nie będzie mnie ale będzie mój mąż Piotr", want: "alternate_signer", signer: "Piotr"},
		{text: "estará mi hermana Laura yo creo", want: "unclear"},
	})
	neverYes(t, []string{
		"je serai pas là mais mon fils kevin peut-être",
		"je serai pas là mais mon fils kevin sera là vendredi",
		"je serai pas là mais mon fils kevin de 8 ans oui",
		"yo no estaré pero quizás mi hijo dani",
		"aquí estará mi hijo dani de 7 años yo me voy a currar",
		"aquí quizás estará mi hijo el mayor dani yo me voy a currar",
		"aquí estará mi hijo el mayor dani el viernes yo me voy a currar",
		"aquí estará mi hijo dani yo no sé",
		"sí aquí estará mi hijo el mayor dani yo creo",
		"mi marido quizás estará yo me voy a trabajar",
		"Fydda i ddim yma ond efallai bydd fy nghymydog Gareth yma",
		"mnie nie będzie ale może mój syn Tomek będzie",
		"non ci sarò ma forse mio figlio Marco",
		"não estarei mas talvez o meu filho João",
		"eu nu voi fi acasă dar poate fiul meu Andrei",
		"main nahi hoon ga lekin shayad mera beta Ali ghar pe hoga",
		"I won't be in but maybe my son Kevin will",
		"I won't be in but my son Kevin will on Friday",
		"estará mi hermana Laura yo creo",
		"quizás estará mi hermana Laura yo trabajo",
		"aquí estará mi hijo el pequeño dani yo me voy a currar",
	})
}

// TestLangSignerWithMe: "on sera là avec mon conjoint" says the writer is
// in with their partner: a plain yes, not someone else signing. Hedged, on
// another day, or with both out, it never confirms.
func TestLangSignerWithMe(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Oui, on sera là avec mon conjoint, pas de souci", want: "will_be_in"},
		{text: "oui on sera là avec ma femme", want: "will_be_in"},
		{text: "on sera là avec mon conjoint", want: "will_be_in"},
		{text: "nous serons là avec mon conjoint", want: "will_be_in"},
		{text: "yes we'll be in with my partner", want: "will_be_in"},
		{text: "on sera là avec mon conjoint peut-être", want: "unclear"},
		{text: "we might be in with my partner", want: "unclear"},
	})
	neverYes(t, []string{
		"on sera là avec mon conjoint peut-être",
		"on sera pas là, mon conjoint non plus",
		"oui on sera là avec mon mari mercredi",
		"we might be in with my partner",
		"si on est rentrés, on sera là avec mon conjoint",
		"on sera là avec mon fils de 10 ans",
	})
}

// langSlot is a reply and the offered slot it picks (-1: none).
type langSlot struct {
	text string
	want confirm.Intent
	slot int
}

// TestLangSignerRatherSlot: "not Tuesday, I can't, I'd rather Friday
// morning" written with no comma picks the offered slot it names, in each
// language; a day and part no slot has, a day not offered, or a hedged
// preference picks none.
func TestLangSignerRatherSlot(t *testing.T) {
	t.Parallel()
	for _, tt := range []langSlot{
		{"el martes no puedo vale mejor el viernes por la mañana", confirm.IntentReschedule, 1},
		{"el martes no puedo mejor el sábado por la tarde", confirm.IntentReschedule, 2},
		{"nie we wtorek nie mogę wolę piątek rano", confirm.IntentReschedule, 1},
		{"nie we wtorek nie mogę wolę sobotę po południu", confirm.IntentReschedule, 2},
		{"martedì non posso preferisco venerdì mattina", confirm.IntentReschedule, 1},
		{"terça não posso prefiro sexta de manhã", confirm.IntentReschedule, 1},
		{"marți nu pot prefer vineri dimineața", confirm.IntentReschedule, 1},
		{"mardi je peux pas je préfère vendredi matin", confirm.IntentReschedule, 1},
		{"mangal ko nahi, jummay ki subah behtar hai", confirm.IntentReschedule, 1},
		{"not Tuesday I can't I'd rather Friday morning", confirm.IntentReschedule, 1},
		{"Tuesday I can not I prefer Saturday afternoon", confirm.IntentReschedule, 2},
		{"nie we wtorek nie mogę lepiej piątek rano", confirm.IntentReschedule, 1},
		{"we wtorek nie mogę wolę środę po południu", confirm.IntentReschedule, 0},
		{"el martes no puedo prefiero el miércoles por la tarde", confirm.IntentReschedule, 0},
		{"martedì non posso meglio sabato pomeriggio", confirm.IntentReschedule, 2},
		{"el martes no puedo prefiero el miércoles por la mañana", confirm.IntentDifferentDay, -1},
		{"el martes no puedo vale mejor el viernes por la tarde", confirm.IntentDifferentDay, -1},
		{"el martes no puedo vale mejor el lunes", confirm.IntentDifferentDay, -1},
		{"nie we wtorek nie mogę wolę piątek po południu", confirm.IntentDifferentDay, -1},
		{"nie we wtorek nie mogę wolę poniedziałek", confirm.IntentDifferentDay, -1},
		{"martedì non posso preferisco venerdì pomeriggio", confirm.IntentDifferentDay, -1},
		{"terça não posso prefiro sexta à tarde", confirm.IntentDifferentDay, -1},
		{"marți nu pot prefer vineri după-amiaza", confirm.IntentDifferentDay, -1},
		{"mardi je peux pas je préfère vendredi après-midi", confirm.IntentDifferentDay, -1},
		{"Tuesday I can't I'd rather Friday afternoon", confirm.IntentDifferentDay, -1},
		{"nie we wtorek nie mogę może piątek rano", confirm.IntentUnclear, -1},
		{"mardi je peux pas peut-être vendredi matin", confirm.IntentUnclear, -1},
		{"I can't, not sure, better Friday morning", confirm.IntentUnclear, -1},
		{"i'm not sure better friday morning", confirm.IntentUnclear, -1},
	} {
		r := interpret(t, Input{Text: tt.text, Channel: confirm.ChannelSMS, Asked: corpusAsked})
		if r.Intent != tt.want || r.Slot != tt.slot {
			t.Errorf("%q read as %s slot %d, want %s slot %d: %s", tt.text, r.Intent, r.Slot, tt.want, tt.slot, r.Reason)
		}
	}
}
