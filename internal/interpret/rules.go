package interpret

import (
	"slices"
	"strings"
	"unicode"
)

// rule is a phrase and what finding it means. A phrase is words separated
// by spaces; "a|b" matches either word, "*" skips up to two words, "^"
// matches only at the start of a clause and "$" only at its end.
type rule struct {
	pat    [][]string
	weight float64
	what   string // for the Reason: "asks for no more messages"
}

func ruleSet(weight float64, what string, pats ...string) []rule {
	out := make([]rule, 0, len(pats))
	for _, p := range pats {
		var pat [][]string
		for _, f := range strings.Fields(p) {
			pat = append(pat, strings.Split(f, "|"))
		}
		out = append(out, rule{pat: pat, weight: weight, what: what})
	}
	return out
}

func join(sets ...[]rule) []rule { return slices.Concat(sets...) }

// optOutKeywords are the carriers' opt-out keywords. Sent as the whole
// text they opt out, whatever else the words could mean.
var optOutKeywords = words(`stop stopall unsubscribe cancel end quit revoke optout`)

// optOutWords may make up a whole reply that opts out: "STOP please",
// "stop it now".
var optOutWords = words(`stop stopall unsubscribe optout revoke`)
var optOutExtras = words(`now it this them immediately asap all texting messaging`)

const optOutWhat = "asks for no more messages"

var optOutRules = join(
	ruleSet(0.95, optOutWhat,
		"stop texting|texts|text|messaging|messages|message|calling|calls|call|ringing|phoning|contacting|sending|bothering|spamming|pestering|harassing|hassling|emailing|emails",
		"stop * texts|messages|calls|contacting|spam",
		"do|will not text|message|call|ring|phone|contact|email|bother|spam|pester|harass me|us * again|anymore|ever",
		"do|will not text|message|call|ring|phone|contact|email|bother|spam|pester|harass again|anymore|ever|this",
		"never text|message|call|contact me|us|again",
		"remove|delete|erase|take my|our|this number|details|name|data|contact",
		"remove|delete|take me|us off|from",
		"take my|this number|details off",
		"unsubscribe", "optout", "stopall",
		"nomore texts|messages|calls|contact|texting|calling|spam",
		"leave me|us alone",
		"do not want * texts|messages|calls|contacted|texted|called|messaged|bothered",
		"stop contacting|texting|messaging|calling",
		"quit|cease texting|messaging|calling|contacting|ringing|phoning|emailing|spamming"),
	// Weaker: "please don't call me, I'll be in" may only mean there is no
	// need to; these count when the reply gives no answer besides.
	ruleSet(0.8, optOutWhat,
		"do not contact|text|message|call|email me|us",
		"block|blocking|blocked this|your|you|the number",
		"spam", "spamming", "not interested"),
)

const wrongWhat = "says this is the wrong person"

var wrongRules = join(
	ruleSet(0.95, wrongWhat,
		"wrong number|person|phone|mobile|contact|guy|man|woman|lady|fella|bloke|customer|people|house|address|details|account|name|household",
	),
	ruleSet(0.9, wrongWhat,
		"did not order|buy|purchase",
		"never order|ordered|buy|bought|purchase|purchased",
		"not ordered|bought|purchased",
		"have not ordered|bought",
		"not my order|parcel|delivery|package|stuff|item|items|purchase|name|number|sofa",
		"not mine", "not for me", "nothing to do with me", "never heard of",
		"do|does not live|living here|there",
		"nolonger lives|live|living|lives here|there",
		"not live|living here|there",
		"moved out|house|away",
		"died", "deceased",
		"nobody called|named|by",
		"noone called|named|by",
		"no one called|named|by",
		"nobody|noone here called|named|by",
		"no one here called|named|by",
		"do not know anything|nothing about order|orders|parcel|parcels|delivery|deliveries|package|packages|sofa|purchase|item|items|booking|company|it|this|that|them|you",
		"do not know anything|nothing about this|that|a|an|any|the|your order|orders|parcel|parcels|delivery|deliveries|package|packages|sofa|purchase|item|items|booking|company|it|this|that|them|you",
		"know nothing about order|orders|parcel|parcels|delivery|deliveries|package|packages|sofa|purchase|item|items|booking|company|it|this|that|them|you",
		"know nothing about this|that|a|an|any|the|your order|orders|parcel|parcels|delivery|deliveries|package|packages|sofa|purchase|item|items|booking|company|it|this|that|them|you",
		"do not know who|anyone|anybody|you|them|him|her|why|whom",
		"do not know what you|this|that|it",
		"notsure what this|that|it is about|for", "notsure what you are on|going|talking about", "no clue|clues what you|this|that|it", "not a clue what you|this|that|it",
		"got|have the wrong"),
	ruleSet(0.8, wrongWhat,
		"new number", "changed my|this number", "just got this number", "only had this number"),
)

const humanWhat = "asks to speak to a person"

var humanRules = join(
	ruleSet(0.9, humanWhat,
		"speak|talk|chat|speaking|talking to|with * human|person|someone|anyone|agent|advisor|adviser|operator|manager|staff|representative|rep|team|customerservice|supervisor|people|colleague|member|somebody",
		"put me|us through",
		"transfer me|us|this",
		"pass me|us|this|it * to|onto * someone|person|human|team|agent",
		"connect me|us",
		"can|could|would someone|anyone|you call|contact|phone|ring|text me",
		"someone|somebody|anyone call|ring|phone me",
		"human", "humans", "operator", "customerservice", "helpline",
		"get|give|find me|us a|an|some * person|human|someone|somebody|agent|manager|operator",
		"call me"),
	ruleSet(0.85, humanWhat,
		"agent", "representative", "supervisor",
		"number to call|ring", "number i can call|ring", "contact number",
		"who can i speak|talk", "can i speak|talk", "so i|we can|could speak|talk to|with",
		"someone|anyone|somebody|anybody i|we can|could speak|talk to|with",
		"can|could|may i|we call|ring|phone you|someone|somebody|anyone",
		"can|could|may i|we have|get the|their|your|a * * number|contact",
		"want to speak|talk", "need to speak|talk",
		"^ person $"),
	ruleSet(0.7, "wants to complain: needs a person", "complain|complaint|complaining"),
	moreHumanRules,
)

// callInstructions follow "call me" when it is an instruction for the
// driver, not a wish to talk: "call me when you're outside".
var callInstructions = words(`when if before once whenever as`)

const cancelWhat = "asks to cancel the order"

var cancelRules = join(
	ruleSet(0.9, cancelWhat,
		"cancel|cancelled|cancelling|canceled|canceling|cancellation",
		"stop the|my|this order|delivery|purchase",
		"refund", "money back"),
	ruleSet(0.85, cancelWhat,
		"do not want it|this|them|anything|that|one|the",
		"do not need it|this|them|that|one|the",
		"nolonger want|need|require",
		"changed my mind", "change of mind", "bought one|it elsewhere",
		"send it back", "return it|this|them",
		"do not bother delivering|bringing|sending it|this|them|the"),
)

const dayWhat = "asks for a different day"

var dayRules = join(
	ruleSet(0.9, dayWhat,
		"another|different|other|alternative|alternate|new|diff|later|earlier day|date|time|slot|week|days|dates|times|slots|delivery|appointment",
		"rearrange|reschedule|rebook|postpone|rescheduling|rearranging|rearranged|rescheduled|reorganise",
		"change|move|switch|swap * day|date|delivery|slot|booking|time|appointment",
		"move|moved|push|pushed it|this",
		"it|this be moved|changed|rescheduled|rearranged",
		"it|this be delivered * later|another",
		"not that day|date|week|time|then",
		"the day after|before",
		"put|push it|this|delivery * back|off",
		"bring it|this forward",
		"none of those|them|these|the|your|you",
		"^ none", "neither",
		"other options|dates|days|slots|times",
		"what|anything|when else",
		"any other",
		"can not make|do it|that|then|this|tuesday|the|those|any|them|these"),
	ruleSet(0.85, dayWhat,
		"does|will|would not work|suit|do",
		"nogood", "not good|convenient|possible|ideal|great|suitable|ok|fine",
		"inconvenient|impossible|awkward|unsuitable",
		"bad day|time|date",
		"next week", "later in|this week", "end of the week", "week after", "following week",
		"can not make|do"),
	ruleSet(0.7, dayWhat, "earlier|sooner|later"),
)

// yesRules are whole clauses that agree without a yes word.
var yesRules = ruleSet(0.9, "agrees",
	"^ will do $", "^ looking forward", "^ can|i confirm", "^ go for it", "^ go on", "^ you bet",
	"^ please do", "^ count me in", "^ yes please", "^ do it $", "^ do $")

// match is where a rule matched, in a sentence.
type match struct {
	rule
	sent       int
	start, end int // word indexes in the sentence
}

// sentence is the words of one sentence, with the clause each belongs to.
type sentence struct {
	toks   []token
	clause []int
}

func (rd *reading) sentences() []sentence {
	var out []sentence
	for ci, c := range rd.clauses {
		for len(out) <= c.sentence {
			out = append(out, sentence{})
		}
		s := &out[c.sentence]
		s.toks = append(s.toks, c.toks...)
		for range c.toks {
			s.clause = append(s.clause, ci)
		}
	}
	return out
}

// find returns the strongest match of any of rs in the reply, the earliest
// among equals. A match just after "not" or "no need to" in its clause does
// not count when negatable: "don't cancel", "no need to call me".
func (rd *reading) find(rs []rule, negatable bool) *match {
	var best *match
	for si, s := range rd.sents {
		for i := range s.toks {
			for _, r := range rs {
				e, ok := matchAt(r.pat, s, i)
				if !ok || e == i {
					continue
				}
				if negatable && negatedAt(s, i) {
					continue
				}
				if best == nil || r.weight > best.weight {
					best = &match{rule: r, sent: si, start: i, end: e}
				}
			}
		}
	}
	return best
}

// findAll returns every match of rs, negation applied as in find.
func (rd *reading) findAll(rs []rule, negatable bool) []match {
	var out []match
	for si, s := range rd.sents {
		for i := range s.toks {
			for _, r := range rs {
				e, ok := matchAt(r.pat, s, i)
				if !ok || e == i || (negatable && negatedAt(s, i)) {
					continue
				}
				out = append(out, match{rule: r, sent: si, start: i, end: e})
				break
			}
		}
	}
	return out
}

func negatedAt(s sentence, i int) bool {
	for j := i - 1; j >= max(0, i-3); j-- {
		if s.clause[j] != s.clause[i] {
			break
		}
		switch s.toks[j].w {
		case "not", "never", "noneed", "nobody":
			return true
		}
	}
	return false
}

func matchAt(pat [][]string, s sentence, i int) (int, bool) {
	if len(pat) == 0 {
		return i, true
	}
	alts := pat[0]
	switch alts[0] {
	case "*":
		for g := 0; g <= 2 && i+g <= len(s.toks); g++ {
			if e, ok := matchAt(pat[1:], s, i+g); ok {
				return e, true
			}
		}
		return 0, false
	case "^":
		if i == 0 || (i < len(s.toks) && s.clause[i-1] != s.clause[i]) {
			return matchAt(pat[1:], s, i)
		}
		return 0, false
	case "$":
		if i == len(s.toks) || (i > 0 && s.clause[i-1] != s.clause[i]) {
			return matchAt(pat[1:], s, i)
		}
		return 0, false
	}
	if i >= len(s.toks) || !slices.Contains(alts, s.toks[i].w) {
		return 0, false
	}
	return matchAt(pat[1:], s, i+1)
}

// optOutKeyword reports whether the whole text is one of the carriers'
// opt-out keywords, ignoring case, spaces and punctuation around it.
func optOutKeyword(text string) (string, bool) {
	t := strings.TrimFunc(text, func(r rune) bool { return !unicode.IsLetter(r) })
	k := strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(t))
	if optOutKeywords[k] || localOptOut[fold(k)] {
		return strings.ToUpper(k), true
	}
	return "", false
}
