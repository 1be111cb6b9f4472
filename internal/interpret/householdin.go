package interpret

// Someone answering for the customer may say that one of the household
// will be in: "Hi it's Sarah's husband, yes one of us will be in all
// morning". "One of us" takes in the customer, so the reply confirms the
// customer's booking (will_be_in) rather than naming another signer.
// Every presence said must be of the household so: "one of us will be in,
// I'll sign" still names the writer.

// householdIn reports a reply whose every statement of someone in is of
// someone of the household, unnamed ("one of us", read as "someone"), with
// none away, unsure or signing.
func (rd *reading) householdIn() bool {
	seen := false
	for _, f := range rd.fs {
		if f.question {
			continue
		}
		if f.absent || f.hedged || f.soft || f.sign || f.who.kind != pSomeone {
			return false
		}
		seen = true
	}
	return seen
}
