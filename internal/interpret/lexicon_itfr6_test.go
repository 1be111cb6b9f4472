package interpret

import "testing"

// TestItFrEverydayNotes: a yes in Italian or French followed by the
// everyday notes customers add (a dog that jumps up, a cat that escapes,
// the sofa being heavy, parking in a courtyard rather than the street, a
// retired customer always in) confirms; the same words beside an absence,
// a doubt or a no do not.
func TestItFrEverydayNotes(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"ok va bene, ci sono io tutta la mattina. attenzione al cane, è buono ma salta addosso", "will_be_in", "-"},
		{"sì ci sono, il cane salta addosso ma non morde", "will_be_in", "-"},
		{"ok ci siamo. terzo piano senza ascensore, il divano pesa", "will_be_in", "-"},
		{"sì ci sono, sono in pensione quindi sono sempre a casa", "will_be_in", "-"},
		{"sì, siamo pensionati, siamo sempre a casa", "will_be_in", "-"},
		{"ok ci sono, grazie mille per l'avviso", "will_be_in", "-"},
		{"Sì, ci sono. Chiedete in portineria per la scala C, interno 12", "will_be_in", "-"},
		{"sì ci sono, entrate dal retro", "will_be_in", "-"},
		{"sì ci sono, il cane abbaia ma è innocuo", "will_be_in", "-"},
		{"sì ci sono, mio marito è in carrozzina", "will_be_in", "-"},
		{"Oui oui c'est bon. Attention au chat qui essaie de sortir", "will_be_in", "-"},
		{"oui je serai là, le chat peut s'échapper, fermez la porte", "will_be_in", "-"},
		{"oui, je suis en télétravail. Merci de vous garer dans la cour, pas dans la rue", "will_be_in", "-"},
		{"oui je bosse de chez moi ce jour là", "will_be_in", "-"},
		{"oui c'est noté, je pose ma matinée", "will_be_in", "-"},
		{"yes je serai là", "will_be_in", "-"},
		{"oui y aura qqn", "will_be_in", "-"},
		{"oui je serai là, maison blanche avec volets bleus", "will_be_in", "-"},
		{"oui je serai là, prévenez-moi une demi-heure avant", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"il cane salta addosso, non ci sono", "sono in pensione ma sono al mare",
		"siamo in montagna tutta la settimana", "sono al mare, torno il 30",
		"forse ci sono, sono in pensione ma esco spesso", "ho la visita dal dentista",
		"sì ma ho la visita dal dentista alle 10", "no guardi, siamo via tutta la settimana",
		"je suis du matin", "oui mais je suis du matin", "je suis à la mer", "on est à la montagne",
		"attention au chat, je serai pas là", "je bosse, pas de télétravail", "je suis injoignable",
		"je pose ma matinée si je peux", "peut-être, je bosse de chez moi si mon chef est d'accord",
		"samedi après-midi non c'est le match du petit ça va pas",
	})
}

// TestItFrSignerAllMorning: someone named after "ci sarà", "c'è" with the
// span they are in after them ("tutta la mattina", "tutto il giorno") is
// another signer, also after the customer's own absence; a no, a doubt or
// a negated "c'è" before them is never a confirmation.
func TestItFrSignerAllMorning(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"ciao, nn ci sono x lavoro, ci sarà mia mamma Giovanna tutta la mattina", "alternate_signer", "-"},
		{"C'è mio marito Luca tutta la mattina, io sono in ufficio", "alternate_signer", "-"},
		{"ci sarà mia mamma tutto il giorno", "alternate_signer", "-"},
		{"io sono al lavoro ma c'è mia suocera tutta la mattina", "alternate_signer", "-"},
		{"c'è il mio compagno Marco tutto il giorno", "alternate_signer", "-"},
		{"ci sarà mia figlia Giulia tutta la mattina", "alternate_signer", "-"},
		{"non ci sono per motivi di lavoro, ci sarà mio cognato Paolo tutta la mattina", "alternate_signer", "-"},
		{"ci sarà mio figlio tutta la mattina", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"non c'è mio marito tutta la mattina", "forse ci sarà mia mamma tutta la mattina",
		"non ci sarà mia mamma", "non so se ci sarà mia mamma tutta la mattina",
		"ci sarà mia mamma ma solo dopo le 10", "nn ci sono x lavoro",
		"io sono in ufficio tutta la mattina", "ci sarà mio figlio di 12 anni tutta la mattina",
		"c'è mia suocera tutta la mattina? non lo so",
	})
}

// TestFrSignerAndButs: "il y aura mon mari toute la matinée" names another
// signer as "ci sarà mio marito" does; "par contre" is a but, so a note
// after it confirms and an absence after it does not; training courses,
// interviews and a child's sport are absences.
func TestFrSignerAndButs(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"il y aura mon mari toute la matinée", "alternate_signer", "-"},
		{"y aura ma femme toute la journée", "alternate_signer", "-"},
		{"je bosse mais il y aura mon mari Paul", "alternate_signer", "-"},
		{"il y aura ma fille Léa toute la matinée", "alternate_signer", "-"},
		{"oui on sera là. par contre c'est au 5e sans ascenseur", "will_be_in", "-"},
		{"oui je serai là, en revanche pas d'ascenseur", "will_be_in", "-"},
		{"je suis en formation toute la semaine", "different_day", "-"},
		{"non j'ai un entretien", "different_day", "-"},
	})
	neverYes(t, []string{
		"il n'y aura pas mon mari", "oui mais par contre je serai pas là avant 10h",
		"oui par contre je bosse", "je suis en stage", "j'ai un entretien d'embauche",
		"le petit a foot", "samedi non, la petite a danse", "je regarde et je reviens vers vous",
		"oui je vérifie", "peut-être il y aura mon mari", "je sais pas s'il y aura ma femme",
	})
}

// TestItFrInOutForms: being in or out in the forms people text ("ci
// trovate", "faccio smart", "sono in giro", "stacco alle 13", "sono
// partito", "on bouge pas de la maison", "impec") reads as what it says;
// out and unsure forms never confirm.
func TestItFrInOutForms(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sì ci trovate", "will_be_in", "-"},
		{"ok mi trovate tutta la mattina", "will_be_in", "-"},
		{"sì faccio smart working", "will_be_in", "-"},
		{"sì sono in smart quel giorno", "will_be_in", "-"},
		{"perfetto grazie mille", "will_be_in", "-"},
		{"sono in giro tutto il giorno", "different_day", "-"},
		{"sono partito, torno il 30", "different_day", "-"},
		{"stacco alle 13", "different_day", "-"},
		{"finisco di lavorare alle 12", "different_day", "-"},
		{"on bouge pas de la maison", "will_be_in", "-"},
		{"oui impec", "will_be_in", "-"},
		{"oui ça joue", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"non ci trovate", "non mi trovate", "sono in giro", "siamo partiti ieri",
		"sì ma stacco alle 13", "forse faccio smart", "sì ma sono in giro",
		"penso di sì", "credo di sì", "bien reçu", "je bouge pas de chez moi sauf si on m'appelle",
		"impec mais je serai pas là", "sì ci trovate? non lo so",
	})
}

// TestItFrPlacesAndEvents: the building, the street and the furniture
// (pianerottolo, strisce blu, divieto di sosta, palier, bateau, impasse)
// read in a yes's notes; traffic, a blood test, a funeral, a training
// course, the gym or a shift beside a yes are absences, never a yes.
func TestItFrPlacesAndEvents(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sì ci sono, divieto di sosta davanti, parcheggiate sulle strisce blu", "will_be_in", "-"},
		{"sì ci sono, lasciatelo sul pianerottolo", "will_be_in", "-"},
		{"sì ci sono, ho preso un permesso", "will_be_in", "-"},
		{"sì ci sono. cordiali saluti", "will_be_in", "-"},
		{"oui je serai là, garez vous devant le bateau", "will_be_in", "-"},
		{"oui je serai là, le chien ne mord pas", "will_be_in", "-"},
		{"sì ma sono nel traffico", "different_day", "-"},
		{"oui mais je suis dans les bouchons", "different_day", "-"},
		{"oui mais j'ai une prise de sang à 9h", "different_day", "-"},
		{"je suis à la salle", "different_day", "-"},
		{"sono in treno, arrivo alle 11", "different_day", "-"},
	})
	neverYes(t, []string{
		"sì ma sono nel traffico", "sì, traffico", "sì ma c'è sciopero", "sì ma ho un funerale",
		"sì ma ho la fisioterapia", "sono in clinica", "oui mais je suis d'équipe", "je suis en poste",
		"oui mais j'ai une radio", "sono all'aeroporto", "sì ma sono in piscina", "oui mais je suis au sport",
		"oui, j'ai un examen", "sì ma ho un colloquio",
	})
}

// TestItFrWrongCancelStop: wrong number, a change of mind, no more
// messages and a real person, in the words people use.
func TestItFrWrongCancelStop(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"qui non abita nessuna Sarah", "wrong_person", "-"},
		{"qui non c'è nessuna Sarah", "wrong_person", "-"},
		{"non so di cosa parla", "wrong_person", "-"},
		{"je connais pas de Sarah", "wrong_person", "-"},
		{"ho cambiato idea", "cancel", "-"},
		{"j'ai changé d'avis", "cancel", "-"},
		{"disdetta", "cancel", "-"},
		{"non inviatemi più sms", "opt_out", "-"},
		{"me contactez plus", "opt_out", "-"},
		{"ne me contactez plus svp", "opt_out", "-"},
	})
	neverYes(t, []string{
		"qui non abita nessuna Sarah", "non so di cosa parla", "ho cambiato idea", "j'ai changé d'avis",
		"je connais pas de Sarah", "me contactez plus", "pardon je serai pas là",
		"non inviatemi più sms, non ci sono",
	})
}

// TestItFrPercentSure: a yes "at 90%" is sure only that far, in Italian
// and French, and is asked about; "al 100%" is a yes.
func TestItFrPercentSure(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sì al 100%", "will_be_in", "-"},
		{"sì ci sono, civico 90", "will_be_in", "-"},
		{"io non ci sono ma c'è il portiere", "alternate_signer", "-"},
		{"ci sarà la portinaia tutta la mattina", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"sì tranquillo, al 99%", "sì al 90%", "sì ci sono al 95 per cento", "sicuro al 80%",
		"oui à 90%", "oui je serai là à 99%", "oui à 90 pour cent", "sûr à 80%", "oui a 75%",
		"farò il possibile", "je vais tâcher d'être là", "bof", "non c'è il portiere",
		"forse c'è il portiere",
	})
}
