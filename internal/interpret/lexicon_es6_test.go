package interpret

import "testing"

// TestEs6TextedSpain: Spanish as texted in Spain: currar and andar in their
// persons, tranqui, por fin, majo, the ático, a lift that is an elevador,
// floors run together with their side ("3ºizq"), the dog shut in, a broken
// bell, vosotros forms and whatsapp. Being out said the same ways is never
// a confirmation.
func TestEs6TextedSpain(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "tranqui, estoy en casa toda la mañana", want: "will_be_in"},
		{text: "tranquila, estaremos", want: "will_be_in"},
		{text: "por fin jaja, sí estaré en casa", want: "will_be_in"},
		{text: "vale majo, ahí estaré", want: "will_be_in"},
		{text: "gracias guapa, allí estaré", want: "will_be_in"},
		{text: "aquí ando, sin problema", want: "will_be_in"},
		{text: "sí, andamos en casa toda la mañana", want: "will_be_in"},
		{text: "andaremos por aquí", want: "will_be_in"},
		{text: "sí, me pillas en casa", want: "will_be_in"},
		{text: "sí estamos, vivimos en un ático sin ascensor", want: "will_be_in"},
		{text: "sí estaré. es un tercer piso sin elevador", want: "will_be_in"},
		{text: "sí estaré, es el 3ºizq", want: "will_be_in"},
		{text: "si ahi estare!! el portal tiene codigo 4512B, es el 4ºdcha", want: "will_be_in"},
		{text: "sí estaré, tenemos perro pero lo encierro en la terraza", want: "will_be_in"},
		{text: "sí, el perro ladra mucho pero no muerde", want: "will_be_in"},
		{text: "dale, estamos. ojo q el perro ladra re fuerte pero no hace nada jaja", want: "will_be_in"},
		{text: "sí estaré. no funciona el timbre, llamad al móvil", want: "will_be_in"},
		{text: "sí, el ascensor no funciona", want: "will_be_in"},
		{text: "sí, llamad al fijo", want: "will_be_in"},
		{text: "sí, estoy en casa. avisen por whatsapp antes de llegar", want: "will_be_in"},
		{text: "sí, mandadme un wasap antes", want: "will_be_in"},
		{text: "sí estaré, cuenta conmigo", want: "will_be_in"},
		{text: "obvio que sí, ahí estaré", want: "will_be_in"},
		{text: "trabajo en remoto así que estoy", want: "will_be_in"},
		{text: "vale, estaremos. qué sofá era?", want: "will_be_in"},
		{text: "el martes curro, no voy a estar", want: "different_day"},
		{text: "el martes ando fuera", want: "different_day"},
		{text: "andamos de viaje esa semana", want: "different_day"},
		{text: "no ando en casa el martes", want: "different_day"},
		{text: "no me pillas, estoy currando", want: "different_day"},
		{text: "estoy de vacas", want: "different_day"},
		{text: "tengo reunión toda la mañana", want: "different_day"},
		{text: "estaré en urgencias con mi madre", want: "different_day"},
		{text: "tengo que hacer recados", want: "different_day"},
		{text: "estaré en el súper", want: "different_day"},
	})
	neverYes(t, []string{
		"me pillas currando", "el martes me pilla fatal", "no sé si andaremos por aquí",
		"el martes no andamos por casa", "sí aunque tengo una reunión a las 10", "tranqui, el martes curro",
		"sí, pero a eso de las 10 salgo", "vale majo, pero ando fuera", "sí, me pillas en el súper",
		"aquí ando pero luego me voy a currar", "sí, estaré en el ambulatorio", "no me pilláis en casa",
		"tengo dudas, no sé si estaré", "mi peque estará", "sí, llevo al peque al cole a las 9 y vuelvo",
		"sí, estoy de vacas", "qué sofá era?", "si ando en casa te abro", "si ando por casa lo recojo",
		"si mi hermana lo recibe bien", "si me pillas en casa te abro", "como no estaré en casa, déjenlo con el vecino",
		"como no estamos, dejadlo en el portal", "cómo no voy a estar si trabajo",
	})
}

// TestEs6TextedLatinAmerica: chamba, wey, che, depa, cuadras, ya merito,
// ella recibe: Latin American Spanish reads as the same intents; work
// said with chamba is work.
func TestEs6TextedLatinAmerica(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "no voy a estar pero mi hermana Lupita si, ella recibe", want: "alternate_signer", signer: "Lupita"},
		{text: "no voy a estar pero mi mamá Rosa, ella recibe", want: "alternate_signer", signer: "Rosa"},
		{text: "mi hermana lo recibe", want: "alternate_signer"},
		{text: "che, sí estaré", want: "will_be_in"},
		{text: "re bien, ahí estaré", want: "will_be_in"},
		{text: "ándale, ahí voy a estar", want: "will_be_in"},
		{text: "tengo chamba wey, no voy a estar", want: "different_day"},
		{text: "el martes tengo chamba, no se puede otro dia?", want: "different_day"},
		{text: "el martes ando chambeando", want: "different_day"},
		{text: "che el martes a la mañana no puedo, me viene bien el sabado a la tarde", want: "reschedule"},
		{text: "no lo recibe nadie", want: "different_day"},
	})
	neverYes(t, []string{
		"ya merito, sí estaré", "tengo chamba", "ella no está", "no recibe nadie", "ando chambeando",
		"sí, pero tengo chamba", "si ella recibe", "él no lo recibe",
	})
}

// TestEs6WrongNumberOptOutAndHuman: a wrong number said with "ni he
// comprado", opt-outs and asks for a person in vosotros and usted forms.
func TestEs6WrongNumberOptOutAndHuman(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Perdone, creo que se ha equivocado de número. No soy Sarah ni he comprado ningún sofá", want: "wrong_person"},
		{text: "no soy Sarah ni he comprado nada", want: "wrong_person"},
		{text: "os habéis equivocado de número", want: "wrong_person"},
		{text: "dadme de baja", want: "opt_out"},
		{text: "dejad de escribirme", want: "opt_out"},
		{text: "borrad mi número", want: "opt_out"},
		{text: "pasadme con una persona", want: "wants_human"},
		{text: "quiero hablar con un operador", want: "wants_human"},
		{text: "anulad el pedido, ya no lo quiero", want: "cancel"},
	})
}

// TestEs6PersonsAndAccess: taking, signing, opening and coming down in the
// persons people use ("lo recojo yo", "lo recogen mis padres", "bajo a
// abrir", "os abrimos"), "si ahí voy a estar" as yes, and the landing,
// doormat and code; a si before the verb is still if, and being out in
// the future persons turns the day down.
func TestEs6PersonsAndAccess(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "si ahi voy a estar, el depto es el 402, el portero les abre", want: "will_be_in"},
		{text: "si acá estamos", want: "will_be_in"},
		{text: "sí, bajo a abrir", want: "will_be_in"},
		{text: "bajamos a abrir, estamos en casa", want: "will_be_in"},
		{text: "sí, lo recojo yo", want: "will_be_in"},
		{text: "sí, os abrimos", want: "will_be_in"},
		{text: "sí estaré, avisa cuando llegues", want: "will_be_in"},
		{text: "sí estaré, la clave del portal es 1234", want: "will_be_in"},
		{text: "sí, estaremos en casa por la mañanita", want: "will_be_in"},
		{text: "lo recoge mi marido", want: "alternate_signer"},
		{text: "lo recogen mis padres", want: "alternate_signer"},
		{text: "firman mis padres", want: "alternate_signer"},
		{text: "se quedará mi hijo en casa, se llama Pablo", want: "alternate_signer", signer: "Pablo"},
		{text: "mi marido trabajará", want: "different_day"},
		{text: "saldrán a las 10", want: "different_day"},
	})
	neverYes(t, []string{
		"si lo recogen mis padres bien", "te avisamos", "ya os avisamos", "mis padres volverán a las 12",
		"sí, pero saldré a las 10", "no dejéis nada en el felpudo", "si recoge mi marido vale",
		"si acaso bajo a abrir", "quedará mi hijo en casa si puede",
	})
}

// TestEs6HeardHomeAndElsewhere: a bell that is hard to hear ("no se oye")
// is an instruction, not "no sé"; working from home said with currar and a
// day off said with curro or librar confirm; somewhere else, the village
// and town are out.
func TestEs6HeardHomeAndElsewhere(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "sí, estaré en casa, tocad fuerte que no se oye bien el timbre", want: "will_be_in"},
		{text: "ok perfecto, trabajo desde casa los martes. Llamad al timbre fuerte q el perro ladra mucho y no se oye", want: "will_be_in"},
		{text: "sí estaremos, llamad al móvil cuando lleguéis", want: "will_be_in"},
		{text: "No sé de qué me habláis, yo no he pedido nada", want: "wrong_person"},
		{text: "sí estaré. ¿os lleváis el sofá viejo?", want: "will_be_in"},
		{text: "vale, en casa estaré, currando desde casa", want: "will_be_in"},
		{text: "el martes no curro así que estoy en casa", want: "will_be_in"},
		{text: "el martes libro, estaré en casa", want: "will_be_in"},
		{text: "Quiero cancelar, ya lo compré en otro sitio", want: "cancel"},
		{text: "estaré en otro sitio", want: "different_day"},
		{text: "sí, pero estaré en el pueblo", want: "different_day"},
	})
	neverYes(t, []string{
		"no se oye, no sé si estaré", "no sé, no se oye bien", "no se si estaré", "sí, pero estaré en otro sitio",
		"el martes curro, no estaré", "sí, me voy al pueblo", "estaré en el centro", "no sé de qué me habláis",
	})
}

// TestEs6LatinAmericaDoubts: calling a mobile (marcarme), being around
// (me encuentro) and coming whenever read; checking and letting know,
// rain, "no lo aseguro", "casi seguro", being late and nobody in the
// mornings are never a yes.
func TestEs6LatinAmericaDoubts(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "claro que sí, ahí los espero, pueden tocar el timbre o marcarme", want: "will_be_in"},
		{text: "sí, márcame cuando llegues", want: "will_be_in"},
		{text: "me encuentro en casa toda la mañana", want: "will_be_in"},
		{text: "sí, pásense cuando quieran", want: "will_be_in"},
		{text: "no me encuentro ese día, ¿lo pueden traer el viernes?", want: "reschedule"},
		{text: "no hay nadie en casa por las mañanas", want: "different_day"},
		{text: "por las tardes no hay nadie", want: "different_day"},
	})
	neverYes(t, []string{
		"ahorita no sé, déjeme checar y le aviso", "si no llueve estaré", "seguramente sí, pero no lo aseguro",
		"casi seguro que sí", "sí, pero llego un poco tarde, sobre las 9 y media", "llego tarde",
		"no me encuentro en casa", "sí, pero no me encuentro por las mañanas", "sí, déjame ver y te digo",
		"si hace buen tiempo sí", "estoy malo, en la cama, pero estaré en casa", "estoy con gripe, pero estoy en casa",
		"estoy embarazada y no puedo cargar peso, pero estaré", "sí, estoy en cama con covid",
	})
}
