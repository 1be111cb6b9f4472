package interpret

import (
	"regexp"
	"strings"
)

// appositionRe finds a relation with a name set off by commas after it:
// "my sister, Jo, won't be in", "my neighbour, Pat Green, can't take it".
var appositionRe = regexp.MustCompile(`(?i:\b(my|our|his|her|the)\s+([a-z]+))\s*,\s*([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\s*,`)

// appositionNotRe is a negation or an absence in the first words after the
// name: what is then said of the person.
var appositionNotRe = regexp.MustCompile(`^\s*(?:\S+\s+){0,2}?(?:won'?t|wo n't|can'?t|cannot|not|isn'?t|never|away|out|unable|doesn'?t|wasn'?t|won’t|can’t|isn’t|at)\b`)

// appositionNewRe is a new subject after the name: "I'm her carer,
// Beverley, she's away" says the customer is away, not Beverley.
var appositionNewRe = regexp.MustCompile(`^\s*(?:i|i'm|im|we|we're|she|she's|shes|he|he's|hes|they|they're|you|it|it's)\b`)

// apposition joins a relation and the name set off by commas after it into
// one phrase where a negation or an absence follows, so that it is said of
// that person: read with its commas, "my sister, Jo, won't be in" named Jo
// as a signer and left the "won't" to a clause of its own. A name set off
// before anything else keeps its commas ("my neighbour, Pat Green, will
// take it"; "I'm her carer, Beverley, she's away").
func apposition(text string) string {
	if !strings.Contains(text, ",") {
		return text
	}
	idx := appositionRe.FindAllStringSubmatchIndex(text, -1)
	if idx == nil {
		return text
	}
	var b strings.Builder
	last := 0
	for _, m := range idx {
		rel := strings.ToLower(text[m[4]:m[5]])
		rest := strings.ToLower(text[m[1]:])
		if relations[rel] == "" || appositionNewRe.MatchString(rest) || !appositionNotRe.MatchString(rest) {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(text[m[2]:m[3]] + " " + text[m[4]:m[5]] + " " + text[m[6]:m[7]])
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}
