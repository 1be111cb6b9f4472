package interpret

// What customers add to a yes about the crew's route and the crew's job,
// not about anyone being in: "might be easier through the patio doors",
// "might be worth measuring" (a hedge of the route), "the old sofa is in
// the garage if you're taking it" (a condition on the job), "please leave
// all the packaging" and "leave the van on the drive" (what is left is not
// the parcel). "I might be out", "if I'm back in time" and "leave it in the
// porch" are read as they were.

// routeAdvice are what a hedged route may be: "might be easier", "may be
// worth measuring".
var routeAdvice = words(`easier easiest better best quicker quickest simpler simplest safer safest handier worth wise sensible`)

// routeGlue are the small words and verbs of a route or a job a hedge of
// the crew's way may hold.
var routeGlue = words(`the a an it them to through via round around using use come go bring brought get getting
	take taking carry carrying bring it in on at of from up down into with your you they crew driver men lads guys
	measure measuring check checking tilt tilting angle angled standing upright side way`)

// crewRouteHedge reports a hedge at s.toks[i:e] whose doubt is the crew's
// way in or their job, said of no one ("front door is narrow, might be
// easier through the patio doors", "there is a lift but it's tiny, might be
// worth measuring"). What follows the advice word must name a part of the
// home or the carrying, and be made only of such words: "might be easier if
// I meet you", "might be better after 10" and "I might be better off out"
// stay hedges.
func crewRouteHedge(s sentence, i, e int) bool {
	ci := s.clause[i]
	for k := i - 1; k >= 0 && s.clause[k] == ci; k-- {
		w := s.toks[k].w
		if hedgeAux[w] || w == "it" || w == "that" || w == "this" || w == "which" {
			continue
		}
		if instructionWords.words[w] != "" && !selfWords[w] && relations[w] == "" && !personNouns[w] && !notAlone[w] || accounted.words[w] == "order" {
			continue // "the sofa might be easier through the back"
		}
		return false // "I might be better off", "he may be"
	}
	j := e
	if j < len(s.toks) && s.clause[j] == ci && s.toks[j].w == "be" {
		j++
	}
	if j >= len(s.toks) || s.clause[j] != ci || !routeAdvice[s.toks[j].w] {
		return false
	}
	part := false
	for j++; j < len(s.toks) && s.clause[j] == ci; j++ {
		w := s.toks[j].w
		switch {
		case (w == "around" || w == "round") && j+1 < len(s.toks) && s.toks[j+1].w == "the":
			// "through the patio doors round the back"
		case presenceWords[w] || absenceWords[w] || selfWords[w] || guarded[w] || w == "if" || w == "when" || timeWords[w] || numberLike(w) || weekdayOrMonth(w):
			return false
		case propertyWord(w) || instructionWords.words[w] == "find" && !notAlone[w]:
			part = true
		case routeGlue[w]:
		default:
			return false
		}
	}
	return part
}

// crewJobIf reports an "if" at s.toks[i] whose condition is the crew's job,
// not anyone being in: "the old sofa is in the garage if you're taking it",
// "if you do removals", "if there's room in the van". "If you come before
// 10", "if you're late" and "if I'm back in time" are none: the words after
// the crew may only be of taking the order or the old furniture.
func crewJobIf(s sentence, i int) bool {
	ci := s.clause[i]
	j := i + 1
	if j < len(s.toks) && s.clause[j] == ci && s.toks[j].w == "the" {
		j++
	}
	if j >= len(s.toks) || s.clause[j] != ci {
		return false
	}
	thing := s.toks[j].w == "it" || accounted.words[s.toks[j].w] == "order" && !timeWords[s.toks[j].w]
	switch s.toks[j].w {
	case "you", "they", "driver", "drivers", "crew", "lads", "guys", "men", "team", "fitters", "there":
	default:
		if !thing {
			return false
		}
	}
	for k := i - 1; k >= 0 && s.clause[k] == ci; k-- {
		w := s.toks[k].w
		if selfWords[w] || yesWords[w] || relations[w] != "" || personNouns[w] || condWho[w] ||
			presenceWords[w] && k > 0 && s.toks[k-1].w == "be" {
			return false // "I'll be in if you're taking the old one", "will be in if ..." are conditions
		}
	}
	job, before := false, i > 0 && s.clause[i-1] == ci
	for j++; j < len(s.toks) && s.clause[j] == ci; j++ {
		w := s.toks[j].w
		switch {
		case presenceWords[w] && w != "in" || absenceWords[w] || timeWords[w] || numberLike(w) || weekdayOrMonth(w) || w == "if" || w == "when":
			return false
		case thing && fitWords[w]:
			job = true // "if it doesn't fit through the door use the patio doors"
		case crewJobs[w] || before && (w == "want" || w == "need" || w == "needed"):
			job = true // "the old bed is in bits if you need it"
		case job && (propertyWord(w) || instructionWords.words[w] == "access" && !notAlone[w] || driverVerbs[w]):
			// "if you're taking the old sofa it's by the back door"
		case accounted.words[w] == "order" && !timeWords[w]:
		case crewJobGlue[w]:
		default:
			return false
		}
	}
	return job
}

// condWho name a person a condition may be put on.
var condWho = words(`someone somebody anyone anybody he she they nobody everyone people`)

// crewRouteHedges returns where the words of hedges of the crew's route
// start (crewRouteHedge): a confirmation may hold "might be" there.
func (rd *reading) crewRouteHedges() map[int]bool {
	out := map[int]bool{}
	for _, s := range rd.vsents() {
		for i := range s.toks {
			for _, r := range hedgeRules {
				if e, ok := matchAt(r.pat, s, i); ok && e > i && crewRouteHedge(s, i, e) {
					for k := i; k < e; k++ {
						out[s.toks[k].start] = true
					}
				}
			}
		}
	}
	return out
}

// crewJobs are the crew's part of the job a condition may name.
var crewJobs = words(`taking take takes collecting collect collects removing remove removals removal dispose disposing
	disposal recycle recycling room space`)

// crewJobGlue are the small words of such a condition.
var crewJobGlue = words(`are is do does can could will would have has it them that this those these the a an away with
	you in van lorry too also as well old one ones of to not through up down round around into for by get`)

// fitWords say the order may not fit the way in: "if it won't fit".
var fitWords = words(`fit fits big wide tall long heavy bulky narrow tight`)

// leftNotParcel are what a leave verb may leave that is not the parcel:
// "please leave all the packaging", "leave the van on the drive".
var leftNotParcel = words(`packaging cardboard wrapping plastic polystyrene van vans lorry truck vehicle engine`)

// leavesOther reports a leave verb at ts[i] whose object is not the parcel.
func leavesOther(ts []token, i int) bool {
	for j := i + 1; j < len(ts) && j <= i+3; j++ {
		switch w := ts[j].w; {
		case w == "all" || w == "the" || w == "your" || w == "any" || w == "our":
		case leftNotParcel[w]:
			return true
		default:
			return false
		}
	}
	return false
}

// getLead returns where an instruction starts when it asks someone to have
// the driver do it: "get the driver to ring ahead please" keeps its "get".
func getLead(ts []token, from int) int {
	if from > 0 && from < len(ts) && (ts[from-1].w == "get" || ts[from-1].w == "tell" || ts[from-1].w == "have") &&
		(ts[from].w == "the" || ts[from].w == "your" || crewSubjects[ts[from].w]) {
		return from - 1
	}
	return from
}

// wayOpen say the way in named just before will be open: "bring it
// through the garage, it'll be open".
var wayOpen = words(`open unlocked unbolted`)

// openAfter reports a short clause that only says the way in will be open,
// said right after an instruction.
func openAfter(ts []token) bool {
	if len(ts) == 0 || len(ts) > 8 || !anyWord(ts, openWords) {
		return false
	}
	for _, t := range ts {
		if !wayOpen[t.w] && !openGlue[t.w] && !accessNouns[t.w] && !weakNouns[t.w] && !sideWords[t.w] {
			return false
		}
	}
	return true
}

var openGlue = words(`it they will be is are the left already so just wide all day morning`)

// noteBack returns where a note starts when the words before it ask the
// driver to note it: "please note we have 2 dogs" keeps its "note".
func noteBack(ts []token, from int) int {
	if from > 0 && from <= len(ts) && ts[from-1].w == "note" {
		return from - 1
	}
	return from
}
