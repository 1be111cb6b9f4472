package interpret

import (
	"fmt"
	"strings"
)

// The word lists the rules read replies with. Words are in their
// normalised form: lower case, contractions expanded ("won't" is "will
// not"), British spelling, and the sentinels that compounds make
// ("noproblem", "nextdoor").

// The English word lists are data files in lexicon/en: spelling.txt (a
// word as typed and what it stands for), compounds.txt (runs of words read
// as one token), words.txt (the sets below), accounted.txt and
// instructions.txt (cover.go), and the dictionary (typo.go). They are read
// once, when the package starts.
var (
	spelling      = pairs("spelling.txt")
	compounds     = pairs("compounds.txt")
	englishSets   = loadClasses("words.txt")
	fillers       = englishSets.set("fillers")
	yesWords      = englishSets.set("yes")
	interjections = englishSets.set("interjections")
	hedges        = englishSets.set("hedges")
	softHedges    = englishSets.set("softhedges")
	commonWords   = englishSets.set("common")
)

// pairs reads lexicon/en/<name>: lines of "words = meaning".
func pairs(name string) map[string]string {
	data, err := lexiconFiles.ReadFile("lexicon/en/" + name)
	if err != nil {
		panic(fmt.Sprintf("lexicon en/%s: %v", name, err))
	}
	m := map[string]string{}
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		k, v, ok := strings.Cut(line, " = ")
		if !ok {
			panic(fmt.Sprintf("lexicon en/%s line %d: no ' = '", name, n+1))
		}
		m[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	return m
}

// words builds a set from space-separated words.
func words(s string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// weekdays and months, by name.
var weekdays = map[string]int{"sunday": 0, "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6}

var months = map[string]int{
	"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
	"august": 8, "september": 9, "october": 10, "november": 11, "december": 12, "mar": 3,
}

// cardinals and ordinals said as words. One is left as a word: "the
// afternoon one" is not a number.
var cardinals = map[string]int{
	"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
	"forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

var unitsOf = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}

var ordinals = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
	"ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
	"fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
	"twentieth": 20, "thirtieth": 30,
}
