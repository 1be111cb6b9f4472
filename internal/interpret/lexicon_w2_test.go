package interpret

import "testing"

// TestW2CarryAndRoughly: a question of carrying it up asked in any person
// ("lo suben", "lo subirán", "quanti sarete per portarlo su") and "more or
// less" beside the question of the hour ("más o menos", "mais ou menos")
// take nothing from a firm yes; the same words beside an absence or a
// hedge never confirm.
func TestW2CarryAndRoughly(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Sí, estaré en casa. ¿Me lo suben al segundo piso?", "will_be_in", "-"},
		{"Estaremos en casa. ¿Lo subirán ustedes? Es un cuarto sin ascensor", "will_be_in", "-"},
		{"Sí estaré, ¿a qué hora más o menos llegan?", "will_be_in", "-"},
		{"Estaremos en casa. Más o menos a qué hora vienen?", "will_be_in", "-"},
		{"Vou estar em casa. A que horas mais ou menos chegam?", "will_be_in", "-"},
		{"Sim, estaremos. Mais ou menos a que horas vêm?", "will_be_in", "-"},
		{"Sì, ci sarò. In quanti siete per portarlo su?", "will_be_in", "-"},
		{"Ci siamo tutto il giorno, quanti sarete per portarlo su?", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"Más o menos, creo que estaré", "No estaré en casa, ¿lo suben al vecino?",
		"Sí, más o menos a las 10 tengo que salir", "Mais ou menos, acho que sim",
		"Não vou estar, a que horas mais ou menos chegam?", "Non ci sono, quanti sarete per portarlo su?",
		"Sí, ¿a qué hora más o menos? Depende", "Sim, mais ou menos",
	})
}

// TestW2SomeoneElseIn: another person staying in or taking it in, in
// every tense ("a minha mãe fica em casa", "ma voisine peut le
// réceptionner", "mama rămâne acasă"), is another signer; the same verbs
// negated, or said of nobody, are not.
func TestW2SomeoneElseIn(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Não vou estar, mas o meu marido fica em casa", "alternate_signer", "-"},
		{"Eu trabalho, a minha filha vai ficar em casa", "alternate_signer", "-"},
		{"Je serai absent mais mon fils pourra le réceptionner", "alternate_signer", "-"},
		{"Je travaille, mon voisin Paul peut le recevoir", "alternate_signer", "-"},
		{"Eu nu sunt, dar mama rămâne acasă", "alternate_signer", "-"},
		{"Não estou, os meus pais ficam em casa", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"A minha mãe não fica em casa", "Ninguém fica em casa terça", "Le voisin ne peut pas le réceptionner",
		"Personne ne pourra le réceptionner", "Mama nu rămâne acasă", "O meu marido não vai ficar em casa",
		"Je ne sais pas si ma voisine peut le réceptionner",
	})
}

// TestW2JustRing: "only" before ringing or calling is an instruction, not
// a condition ("é só tocar a campainha", "basta suonare", "il suffit de
// sonner", "wystarczy zadzwonić"): a firm yes with it confirms; a yes
// that is only for part of the day still does not.
func TestW2JustRing(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Sim, vou estar. É só bater à porta", "will_be_in", "-"},
		{"Estarei em casa, basta tocar a campainha", "will_be_in", "-"},
		{"Sí, estaré. Basta con tocar el timbre", "will_be_in", "-"},
		{"Sì ci sono, basta suonare il campanello", "will_be_in", "-"},
		{"Oui je serai là, il suffit de sonner", "will_be_in", "-"},
		{"Tak, będę w domu, wystarczy zadzwonić do drzwi", "will_be_in", "-"},
		{"Da, sunt acasă, e suficient să sunați", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"Sim, só de manhã", "Sim, mas só depois das 11", "Sí, solo por la tarde", "Oui, seulement l'après-midi",
		"Não vou estar, é só deixar no vizinho", "Tak, tylko po 12", "Sì, ma solo fino alle 10",
	})
}

// TestW2ItalianConditional: a day that "would suit" ("andrebbe bene",
// "andrà benissimo") picks it; the same verb negated does not.
func TestW2ItalianConditional(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Martedì no, sabato pomeriggio andrebbe bene", "reschedule", "-"},
		{"Martedì lavoro, mercoledì pomeriggio mi andrebbe benissimo", "reschedule", "-"},
		{"Non posso martedì, venerdì mattina andrà bene", "reschedule", "-"},
	})
	neverYes(t, []string{
		"Martedì non andrebbe bene", "Martedì mattina non mi andrà bene", "Forse martedì andrebbe bene",
		"Non so se martedì andrebbe bene", "Martedì andrebbe bene solo dopo le 11",
	})
}

// TestW2WelshNoWhy: a Welsh "na" before the reason someone is out
// answers no ("na dwi'n gweithio", "na fydda i mas"), and "ata i" (to me)
// in every person lets a request to stop be read.
func TestW2WelshNoWhy(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"na dwi'n gweithio drwy'r dydd", "different_day", "-"},
		{"Na, bydda i mas ddydd Mawrth", "different_day", "-"},
		{"na wi bant dydd mawrth", "different_day", "-"},
		{"Peidiwch ag anfon negeseuon ata i", "opt_out", "-"},
		{"Dim mwy o negeseuon ata i plis", "opt_out", "-"},
		{"Peidiwch â thecstio", "opt_out", "-"},
		{"Ydw, bydda i adre, dim ond canu'r gloch", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"na dw i'n gweithio", "na fydda i ddim adre", "na, bydda i bant", "Peidiwch ag anfon mwy o negeseuon ata i",
		"na, dwi yn y gwaith tan 2",
	})
}

// TestW2UrduCallFirst: asking the driver to call first in any form of the
// verb ("call kar le", "call kar lena", "phone kar lijiye") and knocking
// because the bell is broken go to Notes beside a yes; an absence with
// them is never a yes.
func TestW2UrduCallFirst(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"haan main ghar pe hoon, aane se pehle call kar lena", "will_be_in", "aane se pehle call kar lena"},
		{"ji haan hum ghar hain, aane se pehle phone kar dijiye", "will_be_in", "-"},
		{"haan ji ghar pe hoon, darwaza zor se khatkhatana", "will_be_in", "-"},
		{"ji main hoon ghar, ghanti kharab hai", "will_be_in", "-"},
		{"haan ji, aane se pehle bata dena", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"nahi main ghar pe nahi hoon, aane se pehle call kar lena", "shayad ghar pe hoon, call kar le",
		"ghar pe koi nahi hoga, darwaza zor se khatkhatana", "pata nahi, aane se pehle call kar lijiye",
		"haan agar aane se pehle call kar lo",
	})
}

// TestW2OtherSevenLanguages: the same ideas in the other languages:
// roughly what time ("cam la ce oră", "più o meno", "takreeban"), carrying
// it up ("sobem com ele", "vous le montez"), someone else staying in
// ("ammi ghar pe rahengi"). Beside an absence or a doubt, never a yes.
func TestW2OtherSevenLanguages(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Da, voi fi acasă. Cam la ce oră ajungeți?", "will_be_in", "-"},
		{"Sì ci sarò. A che ora più o meno arrivate?", "will_be_in", "-"},
		{"haan ghar pe hoon. takreeban kitne baje aayenge?", "will_be_in", "-"},
		{"Sim, vou estar. Sobem com ele ao 3º andar?", "will_be_in", "-"},
		{"Oui je serai là. Vous le montez au 3e ?", "will_be_in", "-"},
		{"main nahi hunga lekin ammi ghar pe rahengi", "alternate_signer", "-"},
		{"Tak, będę. Mniej więcej o której przyjedziecie?", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"Nu sunt acasă, cam la ce oră ajungeți?", "Cam da", "ammi ghar pe nahi rahengi",
		"Não vou estar, sobem com ele ao vizinho?", "Je ne serai pas là, vous le montez chez la voisine ?",
		"Peut-être, vers quelle heure à peu près ?", "shayad ammi ghar pe rahengi",
	})
}

// TestW2NotesWhole: a note begun with a word glossed away ("é no 3º
// andar", "merci d'appeler") is kept whole.
func TestW2NotesWhole(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"sim estou. é no 2º andar", "will_be_in", "é no 2º andar"},
		{"Sim, estaremos. É no quarto andar, sem elevador", "will_be_in", "É no quarto andar, sem elevador"},
		{"Oui je serai là. Merci d'appeler avant de venir", "will_be_in", "Merci d'appeler avant de venir"},
		{"Oui, merci de sonner fort", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"Não estou, é no 3º andar", "Talvez, é no 2º andar", "Je ne serai pas là, merci d'appeler avant",
		"Peut-être, merci d'appeler avant",
	})
}

// TestW2PleaseAfterNote: a "please" that alone closes the sentence of a
// note in another language, after a comma, stays with the note ("Parcați
// pe strada din spate, vă rog"); a "please" with more words after it, or
// a thanks, is not taken in.
func TestW2PleaseAfterNote(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Da, vom fi acasă. Sunați la interfon, vă rog", "will_be_in", "Sunați la interfon, vă rog"},
		{"Sí, estaré. Aparquen en la calle de atrás, por favor", "will_be_in", "Aparquen en la calle de atrás, por favor"},
		{"Oui je serai là. Sonnez deux fois, s'il vous plaît", "will_be_in", "Sonnez deux fois, s'il vous plaît"},
		{"Sì ci sono. Suonate al citofono, per favore", "will_be_in", "Suonate al citofono, per favore"},
		{"Sì ci sono. Suonate al citofono, grazie", "will_be_in", "Suonate al citofono"},
		{"Sim, estou. Toquem à campainha, por favor", "will_be_in", "Toquem à campainha, por favor"},
	})
	neverYes(t, []string{
		"Nu sunt acasă, sunați la vecina, vă rog", "Poate, sunați la interfon, vă rog",
		"Tal vez, aparquen atrás, por favor", "Peut-être, sonnez deux fois, s'il vous plaît",
	})
}
