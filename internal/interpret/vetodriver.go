package interpret

// The driver on the way: "can the driver ring me when he's on his way",
// "text me once they're on their way", "give us a call as soon as the van
// is on its way". "on his way" narrows the window when it is the customer,
// or someone who was to be in, who is on the way ("my husband is on his
// way home"); said of the driver, after "when", "once" or "as soon as", it
// asks for a call ahead and says nothing about anyone being in.

// driverSubjects are who or what may be on the way to the customer.
var driverSubjects = words(`he she they driver drivers van lorry courier delivery team guys men lads`)

// callWhen open the moment a call ahead is asked for.
var callWhen = words(`when once soon`)

// wayOnward are where someone on the way may be going other than to the
// customer's door: "on his way home", "on her way back", "on their way out".
var wayOnward = words(`home back out to from there over`)

// driverOnWay reports "on his way" at ts[i] said of the driver after
// "when", "once" or "as soon as": "when he is on his way".
func driverOnWay(ts []token, i int) bool {
	if i+2 >= len(ts) || ts[i].w != "on" || ts[i+2].w != "way" {
		return false
	}
	switch ts[i+1].w {
	case "his", "her", "their", "its":
	default:
		return false
	}
	if i+3 < len(ts) && wayOnward[ts[i+3].w] {
		return false // "when he's on his way home": someone coming home
	}
	k := i - 1
	if k < 0 || ts[k].w != "is" && ts[k].w != "are" {
		return false
	}
	k--
	subject := false
	for ; k >= 0 && i-k <= 4; k-- {
		w := ts[k].w
		if driverSubjects[w] {
			subject = true
			continue
		}
		if w == "the" || w == "your" {
			continue
		}
		break
	}
	return subject && k >= 0 && callWhen[ts[k].w]
}

// driverNouns name the driver or the van, never someone of the home.
var driverNouns = words(`driver drivers courier couriers van vans lorry lorries crew`)

// driverNeeds are what the driver might want or need to do at the home:
// "the driver might want to use the car park opposite".
var driverNeeds = words(`want need prefer find like wish struggle have`)

// driverMight reports a hedge at ts[i] said of the driver's way in: "the
// driver might want to use the Tesco car park", "the van may need to
// reverse in". A hedge of anyone of the home ("I might be in", "he might
// be out") is none of these.
func driverMight(ts []token, i int) bool {
	if i == 0 || i+1 >= len(ts) || !(doubtBefore[ts[i].w] || ts[i].w == "may") {
		return false
	}
	return driverNouns[ts[i-1].w] && driverNeeds[ts[i+1].w]
}

// doorFarSpots are parts of the home someone may usually be in, far from the
// front door: "I'm usually out the back", "usually in the garden".
var doorFarSpots = words(`back garden upstairs loft attic shed conservatory kitchen study`)

// habitWords say what someone usually does.
var habitWords = words(`usually normally generally mostly typically`)

// usuallyAtBack reports a habit at ts[i] of being in a part of the home far
// from the door, which says why a call ahead is wanted, never that anyone
// is out: "I'm usually out the back in the garden and can't hear the door",
// "normally upstairs". "usually out on Tuesdays", "usually at work" and a
// bare "usually in" stay hedges.
func usuallyAtBack(ts []token, i int) bool {
	if !habitWords[ts[i].w] {
		return false
	}
	k := i + 1
	if k < len(ts) && ts[k].w == "out" {
		k++
	}
	for n := 0; k < len(ts) && n < 3; k, n = k+1, n+1 {
		switch w := ts[k].w; {
		case doorFarSpots[w]:
			return w != "back" || ts[k-1].w == "the" // "out the back", not "back at 2"
		case w != "the" && w != "in" && w != "at" && w != "round":
			return false
		}
	}
	return false
}

// doorSounds are what someone may not hear from the back of the home.
var doorSounds = words(`door bell doorbell knock knocking buzzer intercom van`)

// notHearing reports a "not" at ts[j] said of hearing the door, which asks
// for a call ahead and denies no presence: "I can't hear the door from the
// garden", "we don't always hear the bell".
func notHearing(ts []token, j int) bool {
	k := j + 1
	if k < len(ts) && ts[k].w == "always" {
		k++
	}
	if k >= len(ts) || ts[k].w != "hear" {
		return false
	}
	for k++; k < min(len(ts), j+6); k++ {
		if doorSounds[ts[k].w] {
			return true
		}
	}
	return false
}
