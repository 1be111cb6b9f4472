package dialogue

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"github.com/confirmd/confirmd/internal/confirm"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden from the catalogues")

// flatten lists a catalogue file's sentences by key ("sms.closing.cancel").
// A list of alternative wordings (the first text's) is one key whose
// sentences are joined; a counted message is one key whose forms are
// checked by TestCataloguePlurals.
func flatten(t *testing.T, lang string) map[string][]string {
	t.Helper()
	b, err := catalogueFS.ReadFile("catalogue/" + lang + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatalf("%s: %v", lang, err)
	}
	out := map[string][]string{}
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch v := v.(type) {
		case string:
			out[key] = append(out[key], v)
		case []any:
			if pluralKeys[key] || strings.HasPrefix(key, "first.") {
				for _, e := range v {
					walk(key, e)
				}
				return
			}
			for i, e := range v {
				walk(fmt.Sprintf("%s[%d]", key, i), e)
			}
		case map[string]any:
			if pluralKeys[key] {
				for _, f := range v {
					out[key] = append(out[key], f.(string))
				}
				return
			}
			for k, e := range v {
				walk(strings.TrimPrefix(key+"."+k, "."), e)
			}
		}
	}
	walk("", doc)
	return out
}

// pluralKeys are the counted messages.
var pluralKeys = map[string]bool{"otherItems": true, "itemCount": true, "hours": true, "minutes": true, "call.offerMore": true}

// optionalKeys may be left out of a language (its own weekday names) or
// left empty (the possessive before the items).
var optionalKeys = map[string]bool{"weekdays": true, "weekdaysShort": true, "yourItems": true}

// TestCatalogueKeys: every catalogue words every message English does, and
// no other.
func TestCatalogueKeys(t *testing.T) {
	t.Parallel()
	en := flatten(t, "en")
	for _, lang := range Languages[1:] {
		other := flatten(t, lang)
		for k := range en {
			if _, ok := other[k]; !ok && !optionalKeys[k] {
				t.Errorf("%s: %s is missing", lang, k)
			}
		}
		for k, v := range other {
			base := regexp.MustCompile(`\[\d+\]$`).ReplaceAllString(k, "")
			if _, ok := en[k]; !ok && !optionalKeys[base] {
				t.Errorf("%s: %s is not a key of the English catalogue", lang, k)
			}
			for _, s := range v {
				if strings.TrimSpace(s) == "" && !optionalKeys[k] {
					t.Errorf("%s: %s is empty", lang, k)
				}
			}
		}
	}
}

// placeholder finds format verbs: %s, %d, %[2]s.
var placeholder = regexp.MustCompile(`%(\[(\d+)\])?[sd]`)

// sameInformation groups the arguments of a family of sentences that carry
// the same information in another grammatical case or form: the job as a
// subject and in the genitive, the team three ways, the when long and
// short. A language uses whichever its grammar needs.
func sameInformation(key string) [][]int {
	switch {
	case strings.HasPrefix(key, "first."):
		return [][]int{{1, 2}, {4, 5}, {3, 6}}
	case strings.Contains(key, ".closing."):
		return [][]int{{2, 3}, {6, 7, 8}}
	case strings.HasPrefix(key, "answers."), strings.HasSuffix(key, ".sender"), strings.HasSuffix(key, ".scam"):
		return [][]int{{1, 2}, {7, 11}, {3, 6}}
	case strings.HasSuffix(key, "whereToAsk"), strings.HasSuffix(key, "howToCheck"), key == "askNoEmail", key == "checkNoEmail":
		return [][]int{{1, 2, 3}}
	case strings.HasPrefix(key, "email."):
		if key == "email.subject" || key == "email.header" || key == "email.personSubject" {
			return [][]int{{1, 2}}
		}
		return [][]int{{1, 6}, {2, 3}}
	case strings.HasPrefix(key, "page."):
		return [][]int{{1, 2}, {4, 5}, {6, 7}}
	case strings.HasPrefix(key, "call.opening"):
		return [][]int{{2, 3}}
	case key == "sms.lateAck":
		return [][]int{{2, 3}}
	}
	return [][]int{{1, 2}}
}

// information is the set of arguments a key's sentences use, each named by
// the first of its group.
func information(key string, sentences []string) map[string]bool {
	groups := sameInformation(key)
	out := map[string]bool{}
	for _, s := range sentences {
		for i, m := range placeholder.FindAllStringSubmatch(s, -1) {
			if m[2] == "" {
				out[fmt.Sprintf("%%%d", i+1)] = true
				continue
			}
			n, _ := strconv.Atoi(m[2])
			for _, g := range groups {
				if slices.Contains(g, n) {
					n = g[0]
				}
			}
			out[strconv.Itoa(n)] = true
		}
	}
	return out
}

// shorter are the sentences a language words with less than English,
// and why: these languages' texts are UCS-2, and the answer to "who is
// this?" or "is this a scam?" must leave room, within three segments, for
// the question asked again; the booking is in the text it answers. The
// Polish email's first line leaves out the brand, which its heading and
// footer name, rather than decline it.
var shorter = map[string]map[string][]string{
	"pl": {"sms.scam": {"1", "3"}, "sms.sender": {"7"}, "email.intro": {"1"}},
	"es": {"sms.scam": {"1", "3"}, "sms.sender": {"7"}},
	"ro": {"sms.scam": {"1", "3"}, "sms.sender": {"7"}},
	"pt": {"sms.scam": {"1", "3"}, "sms.sender": {"7"}},
	"it": {"sms.scam": {"1", "3"}, "sms.sender": {"7"}},
	"cy": {"sms.scam": {"1", "3"}},
}

// TestCataloguePlaceholders: every sentence says what its English one
// says (the same arguments, each in the case the language needs), and
// every placeholder of every sentence is one the code fills.
func TestCataloguePlaceholders(t *testing.T) {
	t.Parallel()
	en := flatten(t, "en")
	for _, lang := range Languages[1:] {
		other := flatten(t, lang)
		for k, v := range other {
			want := information(k, en[k])
			got := information(k, v)
			for a := range want {
				if !got[a] && !slices.Contains(shorter[lang][k], a) {
					t.Errorf("%s: %s does not use argument %s, which English uses: %q", lang, k, a, v)
				}
			}
			for a := range got {
				if !want[a] {
					t.Errorf("%s: %s uses argument %s, which English does not: %q", lang, k, a, v)
				}
			}
		}
	}
}

// TestCataloguePlurals: each counted message has every CLDR plural form
// its language uses for the counts confirmd says (0 to 200).
func TestCataloguePlurals(t *testing.T) {
	t.Parallel()
	for _, lang := range Languages {
		b, _ := catalogueFS.ReadFile("catalogue/" + lang + ".json")
		var f catalogueFile
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatal(err)
		}
		tag := language.Make(lang)
		for name, p := range map[string]pluralMsg{"otherItems": f.OtherItems, "itemCount": f.ItemCount, "hours": f.Hours,
			"minutes": f.Minutes, "call.offerMore": f.Call.OfferMore} {
			if p["other"] == "" {
				t.Errorf("%s: %s has no \"other\" form", lang, name)
			}
			for n := range 201 {
				form := forms[plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)]
				if _, ok := p[form]; !ok {
					t.Errorf("%s: %s has no %q form, which %d takes", lang, name, form, n)
				}
			}
		}
	}
}

// TestPolishPlurals: Polish counts in three forms.
func TestPolishPlurals(t *testing.T) {
	t.Parallel()
	pl := catalogues["pl"]
	for n, want := range map[int]string{1: "1 produkt", 2: "2 produkty", 4: "4 produkty", 5: "5 produktów", 12: "12 produktów",
		21: "21 produktów", 22: "22 produkty", 25: "25 produktów"} {
		if got := pl.itemCount(n); got != want {
			t.Errorf("Polish itemCount(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestTextsFitSegmentInLanguage: a text that fits in one SMS segment in
// English fits in one segment's worth in every language. A text of GSM-7
// characters only must fit one segment, 160 septets. A language whose
// letters GSM-7 lacks (Polish, Romanian, Portuguese, Spanish accents,
// Welsh circumflexes) is sent as UCS-2, 70 characters a segment: its text
// may hold no more characters than one GSM-7 segment, 160, so it says no
// more than English did.
func TestTextsFitSegmentInLanguage(t *testing.T) {
	t.Parallel()
	for _, tone := range []string{"", "formal", "friendly", "brief"} {
		for _, items := range []int{0, 1, 3} {
			en := texts(inLanguage("en", tone, items))
			for _, lang := range Languages[1:] {
				for name, s := range texts(inLanguage(lang, tone, items)) {
					if n, _ := Segments(en[name]); n != 1 {
						continue
					}
					n, gsm := Segments(s)
					switch {
					case gsm && n > 1:
						t.Errorf("%s, tone %q, %d items, %s: %d GSM-7 segments where English takes 1: %q", lang, tone, items, name, n, s)
					case !gsm && utf8.RuneCountInString(s) > 160:
						t.Errorf("%s, tone %q, %d items, %s: %d characters of UCS-2 where English fits one segment: %q", lang, tone, items, name, utf8.RuneCountInString(s), s)
					}
				}
			}
		}
	}
}

// TestGoldenWording pins, per language, the first text, the email and the
// call's script in testdata/golden/<language>.txt. Run
// go test ./internal/dialogue/ -run TestGoldenWording -update to rewrite
// them after changing a catalogue, and read the diff.
func TestGoldenWording(t *testing.T) {
	t.Parallel()
	for _, lang := range Languages {
		got := script(lang)
		path := filepath.Join("testdata", "golden", lang+".txt")
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update to write it)", err)
		}
		if string(want) != got {
			t.Errorf("%s: the wording differs from %s; run with -update and read the diff.\ngot:\n%s", lang, path, got)
		}
	}
}

// script is what a customer in lang reads and hears: the first text in
// each tone, the email, and the call.
func script(lang string) string {
	var b strings.Builder
	c := inLanguage(lang, "", 2)
	fmt.Fprintf(&b, "# %s (%s)\n\n## First text\n", LanguageName(lang), lang)
	for _, tone := range []string{"", "formal", "friendly", "brief"} {
		ct := inLanguage(lang, tone, 2)
		n, gsm := Segments(FirstSMS(ct))
		enc := "UCS-2"
		if gsm {
			enc = "GSM-7"
		}
		fmt.Fprintf(&b, "[%s, %d segment(s) %s] %s\n", cmpOr(tone, "neutral"), n, enc, FirstSMS(ct))
	}
	subject, body := Email(c)
	fmt.Fprintf(&b, "\n## Email\nSubject: %s\n\n%s\n", subject, body)
	w := EmailWording(c)
	fmt.Fprintf(&b, "\nHTML: %s | %s | %s | %s | %v | %s | %s | %s\n", w.Heading, w.Greeting, w.Intro, w.Booked, w.Labels,
		strings.Join([]string{w.Choices[confirm.ChoiceWillBeIn], w.Choices[confirm.ChoiceSomeoneElse], w.Choices[confirm.ChoiceDifferentDay]}, " / "),
		w.ButtonHelp, w.Footer)
	fmt.Fprintf(&b, "\n## Call (%s)\n", CallLanguage(c))
	for _, l := range CallOpening(c) {
		b.WriteString(l + "\n")
	}
	b.WriteString(CallClarify(c) + "\n" + CallAskName(c) + "\n" + CallOfferSlots(c, 0) + "\n")
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn}
	b.WriteString(CallClosing(c) + "\n")
	return b.String()
}

func cmpOr(s, or string) string {
	if s == "" {
		return or
	}
	return s
}
