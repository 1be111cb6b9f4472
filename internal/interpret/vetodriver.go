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
