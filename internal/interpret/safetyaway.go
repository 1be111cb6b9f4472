package interpret

// Going to a relative's or a friend's home is an absence: "I am going to my
// mother-in-law's", "off to my nan's", "staying at my daughter's", "I'll
// be at my brother-in-law's", "heading over to the in-laws". A relation
// named after going or being at is where the customer will be, not who
// will sign. So is the house next door: "I'll be at the house next door",
// "we'll be round next door".

// goVerbs go or stay somewhere else.
var goVerbs = words(`going goin gonna heading headed off popping nipping driving travelling traveling flying
	staying stopping sleeping visiting away round over go goes went be am are is was were been at`)

// notHomes are relations that name a post, not a home.
var notHomes = words(`concierge porter reception receptionist caretaker doorman warden name named called
	other half oh lady man woman gentleman gent adult grown eldest oldest mr mrs ms miss mx dr`)

// relativeHome reports the customer going to or staying at another's home.
func (rd *reading) relativeHome() bool {
	if rd.elsewhere() {
		return true
	}
	for _, c := range rd.clauses {
		ts := c.toks
		for i := 0; i+1 < len(ts); i++ {
			if !goVerbs[ts[i].w] || i > 0 && thingSubjects[ts[i-1].w] {
				continue // "it's at my mum's address": the parcel, not the customer
			}
			j := i + 1
			for j < len(ts) && j <= i+2 && (ts[j].w == "to" || ts[j].w == "at" || ts[j].w == "over" || ts[j].w == "round" || ts[j].w == "around" || ts[j].w == "up" || ts[j].w == "down") {
				j++
			}
			if j == i+1 && ts[i].w != "visiting" {
				continue
			}
			if ts[i].w == "at" && j > i+1 {
				continue
			}
			atOnly := ts[i].w == "at" || beForms[ts[i].w] || ts[i].w == "be" || ts[i].w == "been"
			if atOnly && !(ts[i].w == "at" || j > i+1 && ts[j-1].w == "at") {
				continue // "my wife is in": no "at"
			}
			if j < len(ts) && (ts[j].w == "my" || ts[j].w == "our" || ts[j].w == "his" || ts[j].w == "her" || ts[j].w == "their" || ts[j].w == "the" || ts[j].w == "a" || ts[j].w == "me") {
				j++
			}
			if j >= len(ts) {
				continue
			}
			w := ts[j].w
			rel := relations[w] != "" || len(w) > 3 && relations[w[:len(w)-1]] != ""
			if !rel || notHomes[w] || notHomes[w[:len(w)-1]] || j+1 < len(ts) && ts[j+1].w == "address" {
				continue
			}
			if w == "nextdoor" || w == "neighbours" || w == "neighbour" || w == "inlaws" || w == "parents" {
				return true
			}
			// a relation's home: "my sister's" (read "my sister is"), "my
			// mums", or a relation closing the clause ("off to my nan")
			if w != relationBase(w) || j+1 == len(ts) || ts[j+1].w == "is" && (j+2 == len(ts) || !presenceWords[ts[j+2].w] && !signVerbs[ts[j+2].w] && !auxWords[ts[j+2].w]) || ts[j+1].w == "house" || ts[j+1].w == "home" || ts[j+1].w == "place" || ts[j+1].w == "flat" {
				return true
			}
		}
		for i := 0; i+1 < len(ts); i++ {
			// "I'll be at the house next door" reads "i will be home nextdoor"
			if (ts[i].w == "home" || ts[i].w == "house" || ts[i].w == "flat") && ts[i+1].w == "nextdoor" &&
				(i+2 == len(ts) || !auxWords[ts[i+2].w] && !signVerbs[ts[i+2].w] && ts[i+2].w != "has" && ts[i+2].w != "have" && ts[i+2].w != "got") {
				return true
			}
		}
	}
	return false
}

// thingSubjects are what may be sent to another home rather than go.
var thingSubjects = words(`it its that this parcel order delivery package sofa bed it's`)

// relationBase is a relation without a plural or possessive s: "mums".
func relationBase(w string) string {
	if relations[w] == "" && len(w) > 3 && relations[w[:len(w)-1]] != "" {
		return w[:len(w)-1]
	}
	return w
}
