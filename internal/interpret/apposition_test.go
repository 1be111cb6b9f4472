package interpret

import "testing"

// TestAppositionSaidOfThePerson: what follows a relation and a name set off
// by commas is said of that person: a "won't" or "is away" is an absence,
// never that person signing; "will take it" still names them.
func TestAppositionSaidOfThePerson(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "my sister, Jo, won't be in", intent: inDay},
		{text: "my neighbour, Pat, is away", intent: inDay},
		{text: "my neighbour, Pat Green, can't take it", intent: inDay},
		{text: "our lodger, Tom, will not be there", intent: inDay},
		{text: "my son, Jake, is at school", intent: inDay},
		{text: "my husband, Tom, is at work", intent: inDay},
		{text: "I'm her carer, Beverley, she's away", intent: inUnclear},
		{text: "yes my sister, Jo, will be in", intent: inSigner},
		{text: "my son, Jake, will be at home", intent: inSigner},
		{text: "my neighbour, Pat, will take it", intent: inSigner},
		{text: "My husband, Tom, will sign", intent: inSigner},
	})
}
