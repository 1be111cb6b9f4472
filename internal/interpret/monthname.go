package interpret

// monthNamed reports a month word standing alone where a person stands,
// from the words either side: "leave it with Jan next door", "give it to
// June at number 4", "April will be in". Such a month is a given name.
func monthNamed(w, before, after string) bool {
	if !givenNames[w] || monthLeads[before] {
		return false // "in Jan", "till June": the month
	}
	return monthPersonBefore[before] || monthPersonAfter[after]
}

var (
	// monthLeads put a month after them: "in Jan", "by June".
	monthLeads = words(`in till until til by from of next this early late mid end start beginning before after during`)
	// monthPersonBefore put a person after them: "with Jan", "ask for June".
	monthPersonBefore = words(`with to for ask tell auntie aunt nan gran mrs miss ms mr neighbour neighbours`)
	// monthPersonAfter follow a person: "Jan next door", "June will sign".
	monthPersonAfter = words(`next nextdoor will is has said says knows can could would shall from across opposite downstairs upstairs`)
)
