package dialogue

import (
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

// spanish is neutral Spanish for Spain and Latin America alike: tú rather
// than vos or vosotros, "entrega" and "recogida" (both feminine, so one
// agreement serves both), and no regional words. Its accents make a text
// UCS-2 (70 characters a segment), so the texts are terse.
var spanish = messages{
	weekdays:      [7]string{"domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"},
	weekdaysShort: [7]string{"dom", "lun", "mar", "mié", "jue", "vie", "sáb"},
	months: [12]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
		"octubre", "noviembre", "diciembre"},
	monthsShort:  [12]string{"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"},
	longDate:     "%[1]s %[2]d de %[3]s",
	shortDate:    "%[1]s %[2]d %[3]s",
	spokenWindow: "de %[1]s a %[2]s",

	retailer:  "tu tienda",
	team:      "el equipo de %s",
	teamOf:    "el equipo de %s",
	noTeam:    [2]string{"la tienda", "la tienda"},
	job:       [2]string{"entrega", "recogida"},
	jobOf:     [2]string{"entrega", "recogida"},
	yourItems: "",
	noItems:   "tu pedido",
	otherItems: func(n int) string {
		if n == 1 {
			return " y 1 artículo más"
		}
		return fmt.Sprintf(" y %d artículos más", n)
	},
	itemCount: func(n int) string {
		if n == 1 {
			return "1 artículo"
		}
		return fmt.Sprintf("%d artículos", n)
	},
	hours: func(n int) string {
		if n == 1 {
			return "1 hora"
		}
		return fmt.Sprintf("%d horas", n)
	},
	minute: func(n int) string { return fmt.Sprintf("%d minutos", n) },
	thanks: [4]string{Neutral: "Gracias", Formal: "Muchas gracias", Friendly: "Mil gracias", Brief: "Gracias"},

	firstBrief: "Tu %[1]s: %[5]s. ¿Habrá alguien? Responde con tus palabras.",
	firstFormal: []string{
		"Tu %[1]s (%[3]s) es el %[5]s. Indícanos si habrá alguien. Puedes responder con tus palabras: SÍ, quién estará, u OTRO DÍA.",
		"Tu %[1]s (%[3]s) es el %[5]s. Indícanos si habrá alguien.",
		"Tu %[1]s (%[6]s) es el %[5]s. Indícanos si habrá alguien.",
	},
	firstNeutral: []string{
		"Tu %[1]s (%[3]s) es el %[5]s. ¿Habrá alguien? Responde con tus palabras: SÍ, quién estará, u OTRO DÍA.",
		"Tu %[1]s (%[3]s) es el %[5]s. ¿Habrá alguien? Responde con tus palabras.",
		"Tu %[1]s (%[6]s) es el %[5]s. ¿Habrá alguien? Responde con tus palabras.",
	},

	callOpening: [3]string{
		"Hola, soy un asistente automático que llama en nombre de %[1]s.",
		"Llamo por la %[2]s de %[4]s, prevista para el %[5]s.",
		"¿Habrá alguien para recibirla? Puedes decir sí, decirme quién estará, o pedir otro día.",
	},

	clarify:  "Perdona, no lo he entendido. ¿Habrá alguien para tu %[1]s el %[3]s? Responde SÍ, quién estará, u OTRO DÍA.",
	askName:  "%[1]s. ¿Cómo se llama la persona que estará?",
	nameQ:    "¿Cómo se llama la persona que estará?",
	askAgain: "¿Habrá alguien? Responde SÍ, quién estará, u OTRO DÍA.",

	noProblem:  "Sin problema. ",
	slotsIntro: "Podemos ofrecer:",
	slotsTail:  ". Responde con el número, o NINGUNO.",
	slotsAgain: "Responde con el número de la opción (1-%[1]d), o NINGUNO.",

	smsClosing: map[confirm.Intent]string{
		confirm.IntentWillBeIn:        "%[1]s, confirmado: tu %[2]s el %[4]s.",
		confirm.IntentAlternateSigner: "%[1]s, confirmado: %[5]s estará para tu %[2]s el %[4]s.",
		confirm.IntentReschedule:      "Hecho: tu %[2]s es ahora el %[4]s.",
		confirm.IntentDifferentDay:    "%[1]s. %[7]s te contactará para acordar otro día.",
		confirm.IntentCancel:          "%[1]s. %[7]s ha recibido tu solicitud de cancelación y te contactará.",
		confirm.IntentWrongPerson:     "Perdona la molestia. No volveremos a escribir a este número por este pedido.",
		confirm.IntentWantsHuman:      "%[1]s. %[7]s te contactará pronto.",
		confirm.IntentUnclear:         "Perdona, no lo he entendido. %[7]s te contactará.",
	},
	callClosing: map[confirm.Intent]string{
		confirm.IntentWillBeIn:        "%[1]s. Tu %[2]s del %[4]s está confirmada. Adiós.",
		confirm.IntentAlternateSigner: "%[1]s. He anotado que %[5]s estará el %[4]s. Adiós.",
		confirm.IntentReschedule:      "Hecho. Tu %[2]s queda ahora para el %[4]s. Adiós.",
		confirm.IntentDifferentDay:    "Siento que ninguna opción te venga bien. %[7]s te contactará para acordar otro día. Adiós.",
		confirm.IntentCancel:          "He trasladado tu solicitud de cancelación; %[6]s te contactará. Adiós.",
		confirm.IntentWrongPerson:     "Perdona la molestia. No volveremos a llamar a este número por este pedido. Adiós.",
		confirm.IntentOptOut:          "Entendido. No volveremos a llamar ni a escribir a este número. Adiós.",
		confirm.IntentWantsHuman:      "Por supuesto. %[7]s te llamará lo antes posible. Adiós.",
		confirm.IntentUnclear:         "Lo siento, me cuesta entenderte. %[7]s te contactará. Adiós.",
	},
	callBye: "Gracias por tu tiempo. Adiós.",

	lateAck: "%[1]s por tu mensaje. Tu %[2]s es el %[4]s. Para cambiar algo, escribe a %[5]s.",

	callAsk:     "¿Habrá alguien el %[1]s? Puedes decir sí, decirme quién estará, o pedir otro día.",
	callClarify: "Perdona, no te he entendido. ",
	callSilence: "Perdona, no he oído nada. ",
	callAskName: "¿Quién estará para recibirla? Por favor, di su nombre.",
	offerFirst:  "Puedo ofrecerte el %[1]s. ¿Te viene bien?",
	offerNext:   "O puedo ofrecerte el %[1]s. ¿Te viene bien?",

	offerMany:      "Puedo ofrecerte el ",
	offerManyNext:  "O puedo ofrecerte el ",
	slotSep:        "; el ",
	slotSepLast:    "; o el ",
	offerWhich:     ". ¿Cuál te viene bien?",
	offerMore:      " Si ninguno te va bien, dímelo y te ofrezco %[1]d días más.",
	offerMoreOne:   " Si ninguno te va bien, dímelo y te ofrezco un día más.",
	offerDayOrNone: " Puedes decir el día, o ninguno.",
	sayYesNo:       " Por favor, di sí o no.",
	silenceBye:     "Sigo sin oír nada, así que termino la llamada. %[1]s lo intentará de nuevo, o puedes responder a nuestro mensaje. Adiós.",
	callOver:       "Lo siento, esta llamada sobre tu %[1]s ya ha terminado. %[3]s se pondrá en contacto contigo. Adiós.",
	wholeWindowQ:   [2]string{"¿Habrá alguien durante toda la franja? Responde SÍ, o NO para otro día.", "¿Habrá alguien durante toda la franja? Di sí, o no para otro día."},
	wholeWindow:    [2]string{"%[1]s. No podemos garantizar una hora en %[2]s-%[3]s. %[4]s", "%[1]s. No puedo garantizar una hora entre las %[2]s y las %[3]s. %[4]s"},

	answers: map[interpret.Question]string{
		interpret.QuestionTime:      "Tu %[1]s es el %[3]s. No sé la hora exacta en la franja %[4]s.%[9]s",
		interpret.QuestionWindow:    "La franja es %[4]s%[5]s, el %[6]s.",
		interpret.QuestionItems:     "Es la %[1]s de %[7]s, el %[3]s.",
		interpret.QuestionCallAhead: "No sé si el repartidor llamará antes.%[9]s",
		interpret.QuestionCarry:     "No sé cuántas personas lo llevarán ni qué harán al llegar.%[9]s",
		interpret.QuestionMustBeIn:  "Sí, alguien tiene que estar para recibirlo el %[6]s, %[4]s.",
		interpret.QuestionOther:     "Lo siento, no puedo responder a eso aquí.%[9]s",
	},
	sender: [2]string{
		"Es un mensaje automático de %[8]s sobre tu %[1]s del %[3]s.",
		"Es una llamada automática en nombre de %[8]s sobre la %[1]s de %[7]s el %[3]s.",
	},
	scam: [2]string{
		"Es un mensaje auténtico de %[8]s. Nunca pedimos pagos ni datos de tarjeta.%[10]s",
		"Es una llamada automática auténtica en nombre de %[8]s sobre tu %[1]s del %[3]s. Solo pregunta si habrá alguien; nunca pide pagos ni datos de tarjeta.%[10]s",
	},
	ask:   [3]string{" Pregunta a %[4]s.", " %[2]s te lo puede decir por correo en %[4]s.", " %[2]s te lo puede decir."},
	check: [3]string{" Comprueba en %[4]s.", " Puedes comprobarlo con %[1]s por correo en %[4]s.", " Puedes comprobarlo con %[1]s."},
	email: emailMessages{
		subject:       "Confirma tu %[1]s del %[3]s",
		header:        "Confirma tu %[1]s",
		hello:         "Hola",
		hi:            "Hola %s",
		dear:          "Hola %s",
		booked:        "%[1]s ha programado la %[2]s de %[4]s para el %[5]s.",
		intro:         "%[1]s ha programado tu %[2]s. ¿Habrá alguien?",
		address:       "Dirección: %s",
		choose:        "¿Habrá alguien? Elige una opción:",
		choices:       [3]string{"Estaré en casa", "Estará otra persona", "Necesito otro día"},
		auto:          "Este mensaje se ha enviado automáticamente en nombre de %s.",
		questions:     " Preguntas: %s",
		questionsHTML: "¿Preguntas? Escribe a",
		links:         "Para responder, abre uno de estos enlaces:",
		buttons:       "Cada botón abre una página donde confirmas tu respuesta con un toque más.",
		what:          "Qué", when: "Cuándo", where: "Dónde", order: "Pedido",
	},
}
