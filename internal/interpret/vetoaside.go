package interpret

// Words the veto reads as irony, a hedge or a condition that, in one
// shape, say none of these about anyone being in:
//
//   - "whatever you do don't leave it outside": emphasis on an instruction,
//     not a dismissive "whatever";
//   - "no idea why you need to text me three times", "not sure I'll hear
//     the door": a doubt about why, or about hearing the door, not about
//     being in;
//   - "please take the packaging away if poss": a polite request, not a
//     condition on anyone being in ("I'll be in if possible" stays one);
//   - "the sofa may have to go up the stairs": where the order must go, not
//     the customer having to go out;
//   - "fingers crossed it fits": a hope about the order, not about anyone
//     being in;
//   - "the drive might be full": a doubt about parking, not about anyone
//     being in;
//   - "I'll be looking out for you": watching for the van, not going out;
//   - "thanks for now", "bye for now": a sign-off, not a yes for now;
//   - a laugh at a story of the home or the order (laugh.go).

// hearVerbs are what a doubt may be about without being about anyone
// being in: "not sure I'll hear the door".
var hearVerbs = words(`hear notice`)

// politeIfs end a request: "if poss", "if you can".
var politeIfs = words(`poss possible`)

// vetoAside reports that the fact of kind k matched at s.toks[i:e] is one
// of the shapes above.
func vetoAside(k factKind, s sentence, i, e int) bool {
	switch k {
	case factIrony:
		return storyLaughAt(s, i) || emphaticWhatever(s.toks, i) || calmForOnce(s.toks, i)
	case factHedge:
		return doubtNotOnPresence(s.toks, i) || crossedForFit(s.toks, i) || wayMightBe(s.toks, i) || signOffForNow(s.toks, i) || driverMight(s.toks, i) || usuallyAtBack(s.toks, i) || regretAside(s.toks, i)
	case factCondition:
		return politeIf(s.toks, i) || orderMustGo(s.toks, i) || lookingOut(s.toks, i) || driverOnWay(s.toks, i)
	}
	return false
}

// emphaticWhatever reports "whatever you do" at ts[i].
func emphaticWhatever(ts []token, i int) bool {
	return ts[i].w == "whatever" && i+2 < len(ts) && ts[i+1].w == "you" && ts[i+2].w == "do"
}

// doubtNotOnPresence reports a doubt at ts[i] about why ("no idea why",
// "not sure why") or about hearing the door ("not sure I'll hear it").
func doubtNotOnPresence(ts []token, i int) bool {
	if ts[i].w != "notsure" || i+1 >= len(ts) {
		return false
	}
	if ts[i+1].w == "why" {
		return true
	}
	k := i + 1
	if k < len(ts) && (ts[k].w == "i" || ts[k].w == "we" || ts[k].w == "if") {
		k++
	}
	if k < len(ts) && (ts[k].w == "i" || ts[k].w == "we") {
		k++
	}
	for k < len(ts) && tagAux[ts[k].w] {
		k++
	}
	return k < len(ts) && hearVerbs[ts[k].w]
}

// politeIf reports "if poss" or "if possible" closing a request of its
// own: the words before it in its clause ask ("please", "can you") and do
// not speak of anyone being in.
func politeIf(ts []token, i int) bool {
	if ts[i].w != "if" || i+1 >= len(ts) {
		return false
	}
	if !politeIfs[ts[i+1].w] && !ifYouCan(ts, i) {
		return false
	}
	asks := false
	for k := i - 1; k >= 0; k-- {
		w := ts[k].w
		if w == "be" || presenceWords[w] && w != "in" || selfWords[w] || requestWhen[w] && !politeIfs[ts[i+1].w] {
			return false // "please come early if you can" asks about the time
		}
		if (w == "please" || w == "can" || w == "could") && (politeIfs[ts[i+1].w] || k+1 < i && !yesWords[ts[k+1].w]) {
			asks = true // "please take your shoes off if you can", never "yes please if you can"
			if w == "please" && !politeIfs[ts[i+1].w] {
				break // the request starts here: "we've had the carpets done so please ..."
			}
		}
		if k > 0 && ts[k-1].isBreak() {
			break
		}
	}
	return asks
}

// requestWhen ask for a time, which "if you can" leaves a condition on.
var requestWhen = words(`early earlier late later soon sooner asap first quick quickly before after`)

// ifYouCan reports "if you can" or "if you could" at ts[i] closing its
// clause: "please take your shoes off if you can". "if you can come
// early" goes on, and stays a condition.
func ifYouCan(ts []token, i int) bool {
	if i+2 >= len(ts) || ts[i+1].w != "you" || ts[i+2].w != "can" && ts[i+2].w != "could" {
		return false
	}
	return i+3 == len(ts) || ts[i+3].isBreak()
}

// intoHome are the ways the order goes into the home.
var intoHome = words(`up upstairs downstairs through in into round around via over`)

// mustAux may stand between the order and "have to": "may have to".
var mustAux = words(`may might will would could can`)

// orderMustGo reports "have to go" or "need to go" at ts[i] said of the
// order: "the sofa may have to go up the stairs", "it will need to go
// through the window".
func orderMustGo(ts []token, i int) bool {
	if !(ts[i].w == "have" || ts[i].w == "has" || ts[i].w == "need" || ts[i].w == "needs") {
		return false
	}
	// "have to go up the stairs", never "have to go back"
	if i+3 >= len(ts) || ts[i+1].w != "to" || ts[i+2].w != "go" || !intoHome[ts[i+3].w] {
		return false
	}
	k := i - 1
	for k >= 0 && mustAux[ts[k].w] {
		k--
	}
	return k >= 0 && k < i && (ts[k].w == "it" || accounted.words[ts[k].w] == "order" && !notStory[ts[k].w])
}

// fitVerbs say the order fits: "fingers crossed it fits".
var fitVerbs = words(`fits fit goes go`)

// crossedForFit reports crossed fingers at ts[i] for the order fitting:
// "fingers crossed it fits", "🤞 it'll fit through the door".
func crossedForFit(ts []token, i int) bool {
	k := i + 1
	if ts[i].w == "fingers" || ts[i].w == "finger" {
		k = i + 2
	} else if ts[i].w != "fingerscrossed" {
		return false
	}
	if k < len(ts) && (ts[k].w == "the" || ts[k].w == "my" || ts[k].w == "our") {
		k++ // "fingers crossed the wardrobe fits"
	}
	if k >= len(ts) || ts[k].w != "it" && accounted.words[ts[k].w] != "order" {
		return false
	}
	k++
	if k < len(ts) && ts[k].w == "will" {
		k++
	}
	return k < len(ts) && fitVerbs[ts[k].w] && !(k+1 < len(ts) && ts[k+1].w == "back")
}

// lookers keep watch: "looking out for you", "keep an eye out".
var lookers = words(`look looking keep keeping eye watch watching`)

// lookingOut reports "out" at ts[i] after a word of keeping watch, or a
// match starting just before it.
func lookingOut(ts []token, i int) bool {
	for k := i; k < min(len(ts), i+2); k++ {
		if ts[k].w == "out" && k > 0 && lookers[ts[k-1].w] {
			return true
		}
	}
	return false
}

// waySubjects are the ways in and places to park a doubt may be about.
var waySubjects = words(`drive driveway road street lane parking bay bays space spaces carpark lift gate`)

// wayStates are what a way in or a place to park might be.
var wayStates = words(`full blocked busy tight narrow packed rammed muddy icy wet slippery jammed stiff broken`)

// wayMightBe reports "might be full" at ts[i] said of a way in or a place
// to park: "the drive might be full", "the road may be blocked". The house
// being empty, locked or shut is none of these.
func wayMightBe(ts []token, i int) bool {
	if i == 0 || i+2 >= len(ts) || !(doubtBefore[ts[i].w] || ts[i].w == "may") {
		return false
	}
	return waySubjects[ts[i-1].w] && ts[i+1].w == "be" && wayStates[ts[i+2].w]
}

// signOffForNow reports "for now" at ts[i] closing a thanks or a goodbye:
// "thanks for now", "that's all for now", "bye for now".
func signOffForNow(ts []token, i int) bool {
	if ts[i].w != "for" || i == 0 {
		return false
	}
	switch ts[i-1].w {
	case "thanks", "thank", "ta", "cheers", "bye", "all", "you":
		return true
	}
	return false
}
