package interpret

// A Spanish "si" without its accent before a person reads as yes ("si mi
// marido estará"), unless the person's verb is one a condition takes: "si
// mi marido no trabaja estará", "si mi madre puede, estará", "si mi mujer
// libra, lo recoge". Said so, it is "if", and the veto asks about it.

// siConditionVerbs are the present-tense verbs and the "no" that make a
// "si" before a person "if": a plain yes says "estará", not "puede".
var siConditionVerbs = words(`no puede pueden puedo podemos trabaja trabajan trabajo trabajamos libra libran libro libramos
	tiene tienen tengo tenemos sale salen salgo salimos vuelve vuelven vuelvo volvemos llega llegan llego llegamos
	consigue consiguen consigo termina terminan termino acaba acaban acabo necesita necesito hay
	ando andamos anda andan recibe reciben recoge recogen pillas pillais pillan`)

// siConditionBreakVerbs make a "si" "if" only when another clause follows
// in the sentence: "si mi hijo está en casa, lo recibe" as against "si mi
// hijo está en casa".
var siConditionBreakVerbs = words(`esta estan estoy estamos`)

// siCondition reports that the words after a Spanish "si", up to the end
// of its sentence, read as a condition: ts starts after the "si".
func siCondition(lx *lexicon, ts []token) bool {
	if lx.tag != "es" {
		return false
	}
	for j := 0; j < len(ts) && j < 5; j++ {
		if ts[j].isBreak() || ts[j].w != "" {
			return false
		}
		w := squeezeRuns(fold(ts[j].raw))
		if siConditionVerbs[w] {
			return true
		}
		if siConditionBreakVerbs[w] {
			for k := j + 1; k < len(ts); k++ {
				if ts[k].isBreak() {
					if k == j+1 && siBrokenBell(ts[k+1:]) {
						return false // "si estamos, el timbre no va": no consequence follows
					}
					return ts[k].brk == ',' && k+1 < len(ts) && !ts[k+1].isBreak()
				}
			}
			return false
		}
	}
	return false
}

// siBrokenBells are the bells whose not working, said straight after a
// bare "si estamos", is an aside and no consequence of an "if": "si
// estamos, el timbre no va" cannot mean "if we are in, the bell fails".
var siBrokenBells = words(`timbre telefonillo portero interfono`)

// siBrokenBell reports that ts opens "el timbre no va" (funciona, suena).
func siBrokenBell(ts []token) bool {
	w := func(i int) string {
		if i >= len(ts) || ts[i].isBreak() {
			return ""
		}
		return squeezeRuns(fold(ts[i].raw))
	}
	return w(0) == "el" && siBrokenBells[w(1)] && w(2) == "no" && (w(3) == "va" || w(3) == "funciona" || w(3) == "suena")
}

// siLeads are the words after which a "si" inside its clause is still the
// yes: "claro que si", "pues si", "eh si", "vale si".
var siLeads = words(`que q k pues pos ps eh ah oh bueno buenas ok okey vale claro creo supongo ya mm um hola
	dale perfecto genial bien gracias sip si sii`)

// siAfterRequest reports a "si" that follows other words of its clause,
// not a yes word: "toca el timbre si estoy", "déjalo en la puerta si no
// estamos" are conditions on a request, never a yes in the middle.
func siAfterRequest(ts []token, i int) bool {
	if i == 0 || ts[i-1].isBreak() || ts[i-1].w != "" {
		return false
	}
	return !siLeads[squeezeRuns(fold(ts[i-1].raw))]
}
