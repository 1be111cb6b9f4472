package interpret

import "strings"

// Refusals and takers said without punctuation in another language: "nie
// we wtorek nie mogę wolę piątek rano", "el martes no puedo vale mejor el
// viernes por la mañana" (a "can not" run straight into a preference for
// another day), and "aquí estará mi hijo el mayor dani yo me voy a currar"
// (the one who takes it named after the verb, then the writer's own
// clause opened by "yo").

// elderWords may stand between "my" and a relation in a subject put after
// its verb: "my eldest son", glossed from "mi hijo el mayor".
var elderWords = words(`eldest oldest`)

// selfOpensAt reports whether out[k] is a written "I" (not a gloss inside
// a phrase) that opens the writer's own clause after a named subject:
// "estará mi hijo dani yo me voy", glossed "will be my son dani i i am
// going".
func selfOpensAt(out []token, k int) bool {
	return k+1 < len(out) && out[k].w == "i" && !out[k+1].isBreak() &&
		(k == 0 || out[k].start != out[k-1].start)
}

// preferWords open a preference for another day: "better", "rather",
// "i prefer", "i would rather".
func preferAt(ts []token, i int) bool {
	switch ts[i].w {
	case "better", "rather", "preferably":
		return true
	case "i":
		return i+1 < len(ts) && (ts[i+1].w == "prefer" || ts[i+1].w == "rather" ||
			ts[i+1].w == "would" && i+2 < len(ts) && ts[i+2].w == "rather")
	}
	return false
}

// preferAfterCannot reports a preference (or a filler "yes", "okay" just
// before one) that follows a "can not" in the same run of words with no
// comma between: a new clause, as if the comma had been written. Only
// "can not" refuses here; "not sure better friday" stays one clause.
func preferAfterCannot(ts []token, i int) bool {
	p := i
	if (ts[i].w == "yes" || ts[i].w == "okay" || ts[i].w == "ok") && i+1 < len(ts) {
		p = i + 1
	}
	if !preferAt(ts, p) {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if ts[k].isBreak() || clauseBreakers[ts[k].w] {
			return false
		}
		if ts[k].w == "cannot" || ts[k].w == "not" && k > 0 && ts[k-1].w == "can" {
			return true
		}
	}
	return false
}

// selfOpeners may follow a written "yo" that opens the writer's own clause:
// the "i" of a gloss ("me voy a currar", "i am going out to work") or a
// verb of being out or busy ("yo trabajo", "i work").
var selfOpeners = words(`i am work have leave must`)

// englishI are "I" as written in English, which the rule leaves alone.
var englishI = words(`i i'm i've i'll i'd im ive ill id`)

// selfAfterBeing reports a written "yo" just after someone said to be in:
// "mi hijo dani estará yo me voy a currar", "estará mi hermana Laura yo
// trabajo" open the writer's clause there, as a comma would.
func selfAfterBeing(ts []token, i int) bool {
	if i < 1 || i+1 >= len(ts) || ts[i].w != "i" || !selfOpeners[ts[i+1].w] || englishI[strings.ReplaceAll(fold(ts[i].raw), "’", "'")] {
		return false // only a glossed pronoun: "yes i'll be in i've got the room cleared" stays one
	}
	switch ts[i-1].w {
	case "be", "here", "there", "home", "in":
		return true
	}
	return false
}
