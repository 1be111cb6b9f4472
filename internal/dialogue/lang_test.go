package dialogue

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
	"github.com/google/go-cmp/cmp"
)

// inLanguage is sample with the customer's language tag.
func inLanguage(tag, tone string, items int) *confirm.Confirmation {
	c := sample(tone, items)
	c.Customer.Language = tag
	return c
}

var intents = []confirm.Intent{confirm.IntentWillBeIn, confirm.IntentAlternateSigner, confirm.IntentReschedule,
	confirm.IntentDifferentDay, confirm.IntentCancel, confirm.IntentWrongPerson, confirm.IntentWantsHuman, confirm.IntentUnclear,
	confirm.IntentOptOut}

var questions = []interpret.Question{interpret.QuestionTime, interpret.QuestionWindow, interpret.QuestionItems, interpret.QuestionSender,
	interpret.QuestionScam, interpret.QuestionCallAhead, interpret.QuestionCarry, interpret.QuestionMustBeIn, interpret.QuestionOther}

var threads = []confirm.Thread{{}, {Expect: confirm.ExpectSlot}, {Expect: confirm.ExpectName}, {Expect: confirm.ExpectWholeWindow},
	{Expect: confirm.ExpectYesNoSlot, Offered: 1}}

// texts is every text confirmd may send on c, by name.
func texts(c *confirm.Confirmation) map[string]string {
	out := map[string]string{
		"first": FirstSMS(c), "clarify": SMSClarify(c), "ask name": SMSAskName(c), "slots": SMSSlots(c),
		"late ack": SMSLateAck(c), "whole window": SMSWholeWindow(c), "adult signer": SMSAdultSigner(c), "safe place": SMSSafePlace(c),
		"unclear slots": SMSUnclearSlots(c),
	}
	for _, q := range questions {
		for _, th := range threads {
			out["answer "+string(q)+" "+string(th.Expect)] = SMSAnswer(c, th, q)
		}
	}
	saved := c.Outcome
	for _, intent := range intents {
		c.Outcome = &confirm.Outcome{Intent: intent, SignerName: "Tom Smith"}
		if s := SMSClosing(c); s != "" {
			out["closing "+string(intent)] = s
		}
	}
	c.Outcome = saved
	return out
}

// answerable are the questions a confirmation may be closed with, answered
// in its closing message.
var answerable = []interpret.Question{interpret.QuestionTime, interpret.QuestionWindow, interpret.QuestionItems,
	interpret.QuestionSender, interpret.QuestionCallAhead, interpret.QuestionCarry}

// callLines is every line confirmd may say on a call about c, by name.
func callLines(c *confirm.Confirmation) map[string]string {
	out := map[string]string{
		"clarify": CallClarify(c), "ask name": CallAskName(c), "offer 0": CallOfferSlot(c, 0), "offer 1": CallOfferSlot(c, 1), "offer slots": CallOfferSlots(c, 0),
		"silence goodbye": CallSilenceGoodbye(c), "over": CallOver(c), "whole window": CallWholeWindow(c),
		"unclear offer": CallUnclearOffer(c, 1), "unclear slots": CallUnclearSlots(c, 0), "unclear name": CallUnclearName(c),
	}
	for i, l := range CallOpening(c) {
		out["opening "+string(rune('0'+i))] = l
	}
	for _, th := range threads {
		out["silence "+string(th.Expect)] = CallSilence(c, th)
		for _, q := range questions {
			out["answer "+string(q)+" "+string(th.Expect)] = CallAnswer(c, th, q)
		}
	}
	saved := c.Outcome
	c.Outcome = nil
	out["closing none"] = CallClosing(c)
	for _, intent := range intents {
		c.Outcome = &confirm.Outcome{Intent: intent, SignerName: "Tom Smith"}
		out["closing "+string(intent)] = CallClosing(c)
	}
	for _, intent := range []confirm.Intent{confirm.IntentWillBeIn, confirm.IntentAlternateSigner} {
		c.Outcome = &confirm.Outcome{Intent: intent, SignerName: "Tom Smith"}
		for _, q := range answerable {
			out["closing "+string(intent)+" answer "+string(q)] = CallClosingAnswer(c, q)
		}
	}
	c.Outcome = saved
	return out
}

// TestLanguageChosen matches the customer's tag by its base language.
func TestLanguageChosen(t *testing.T) {
	t.Parallel()
	for tag, want := range map[string]string{
		"": "en", "en": "en", "en-GB": "en", "pl": "pl", "pl-PL": "pl", "PL": "pl", "es": "es", "es-MX": "es", "es-419": "es",
		"es_ES": "es", "de": "en", "fr-CA": "fr", "pt-BR": "pt", "pt-PT": "pt", "cy-GB": "cy", "ur-PK": "ur", "x-klingon": "en", "plx": "en",
	} {
		if got := Language(inLanguage(tag, "", 1)); got != want {
			t.Errorf("Language(%q) = %q, want %q", tag, got, want)
		}
	}
}

// TestFirstWordsInLanguage pins the first text and the call's opening in
// each language.
func TestFirstWordsInLanguage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tag, sms string
		call     []string
	}{
		{"", "Acme Home Furnishings: your delivery of Three-seater velvet sofa in forest green is on Tue 24 Nov, 08:00-12:00. Will someone be in? Reply in your own words.",
			[]string{"Hello, this is an automated assistant calling for Acme Home Furnishings.",
				"We are calling about the delivery of your Three-seater velvet sofa in forest green, booked for Tuesday 24 November, 08:00-12:00.",
				"Will someone be in to receive it? You can say yes, tell me who will be in, or say you need a different day."}},
		{"pl-PL", "Acme Home Furnishings: termin dostawy (1 produkt): wt. 24 lis, 08:00-12:00. Czy ktoś będzie w domu? Odpisz swoimi słowami.",
			[]string{"Dzień dobry, tu automatyczny asystent działający w imieniu Acme Home Furnishings.",
				"Dzwonię w sprawie dostawy: Three-seater velvet sofa in forest green. Termin: wtorek 24 listopada, 08:00-12:00.",
				"Czy ktoś będzie w domu? Proszę powiedzieć tak, podać imię osoby, która będzie, lub poprosić o inny dzień."}},
		{"es-MX", "Acme Home Furnishings: tu entrega (1 artículo) es el mar. 24 nov., 08:00-12:00. ¿Habrá alguien? Responde con tus palabras.",
			[]string{"Hola, soy un asistente automático que llama en nombre de Acme Home Furnishings.",
				"Llamo por la entrega de Three-seater velvet sofa in forest green, prevista para el martes 24 de noviembre, 08:00-12:00.",
				"¿Habrá alguien en casa? Puedes decir sí, decirme quién estará o pedir otro día."}},
		{"de", "Acme Home Furnishings: your delivery of Three-seater velvet sofa in forest green is on Tue 24 Nov, 08:00-12:00. Will someone be in? Reply in your own words.", nil},
	}
	for _, tt := range tests {
		c := inLanguage(tt.tag, "", 1)
		if diff := cmp.Diff(tt.sms, FirstSMS(c)); diff != "" {
			t.Errorf("%q: first text mismatch (-want +got):\n%s", tt.tag, diff)
		}
		if tt.call == nil {
			continue
		}
		if diff := cmp.Diff(tt.call, CallOpening(c)); diff != "" {
			t.Errorf("%q: call opening mismatch (-want +got):\n%s", tt.tag, diff)
		}
	}
}

// TestTextsInLanguageFitSMS: every text in every language takes at most
// three segments (UCS-2 for Polish and Spanish, whose letters GSM-7 lacks),
// the first text and the name question at most two and one.
func TestTextsInLanguageFitSMS(t *testing.T) {
	t.Parallel()
	for _, tag := range append([]string{""}, Languages...) {
		for _, tone := range []string{"", "formal", "friendly", "brief"} {
			for _, items := range []int{1, 3} {
				c := inLanguage(tag, tone, items)
				for name, s := range texts(c) {
					n, gsm := Segments(s)
					if n > 3 || s == "" || (tag == "" && !gsm) {
						t.Errorf("%q, tone %q, %s: %d segments, GSM %v: %q", tag, tone, name, n, gsm, s)
					}
				}
				if n, _ := Segments(FirstSMS(c)); n > 2 {
					t.Errorf("%q, tone %q: the first text takes %d segments: %q", tag, tone, n, FirstSMS(c))
				}
				if n, _ := Segments(SMSAskName(c)); n != 1 {
					t.Errorf("%q, tone %q: the name question takes %d segments: %q", tag, tone, n, SMSAskName(c))
				}
			}
		}
	}
}

// english words that must not appear in a Polish or Spanish message once
// the brand, the items, the signer and the support email are taken out.
var englishWord = regexp.MustCompile(`(?i)\b(the|your|you|will|is|of|in|sorry|thanks?|reply|delivery|collection|goodbye|booked|please|someone|who|what|hello|team|retailer|order|items?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tue|wed|fri|november|yes|none|window|call|message)\b`)

// TestNoEnglishLeaks: a Polish or Spanish text or call line holds no
// English beyond the names it was given.
func TestNoEnglishLeaks(t *testing.T) {
	t.Parallel()
	for _, tag := range []string{"pl-PL", "es-MX"} {
		for _, bare := range []bool{false, true} {
			c := inLanguage(tag, "", 3)
			if bare {
				c.Brand, c.Order.Items = nil, nil
			}
			all := texts(c)
			for name, l := range callLines(c) {
				all["call "+name] = l
			}
			for name, s := range all {
				clean := s
				for _, given := range []string{"Acme Home Furnishings", "Three-seater velvet sofa in forest green", "Tom Smith", "help@acme.test"} {
					clean = strings.ReplaceAll(clean, given, "")
				}
				if w := englishWord.FindString(clean); w != "" {
					t.Errorf("%s (bare %v), %s: English %q in %q", tag, bare, name, w, s)
				}
				if strings.Contains(s, "%!") {
					t.Errorf("%s, %s: a broken format: %q", tag, name, s)
				}
			}
		}
	}
}

// TestKeyWordsInLanguage: each message says what it must in the
// customer's language: when, who, the keywords the interpreter reads, and
// on the call that it is automated.
func TestKeyWordsInLanguage(t *testing.T) {
	t.Parallel()
	type want struct{ name, words string }
	tests := map[string][]want{
		"pl": {
			{"sms first", "wt. 24 lis|Acme Home Furnishings"},
			{"sms clarify", "TAK|INNY DZIEŃ|wt. 24 lis"},
			{"sms slots", "1) śr. 25 lis, 12:00-16:00|2) pt. 27 lis|ŻADEN"},
			{"sms closing will_be_in", "Potwierdzamy|wt. 24 lis"},
			{"sms closing alternate_signer", "Tom Smith"},
			{"sms closing different_day", "Zespół Acme Home Furnishings skontaktuje"},
			{"sms late ack", "help@acme.test"},
			{"call opening 0", "automatyczny asystent|Acme Home Furnishings"},
			{"call opening 1", "wtorek 24 listopada, 08:00-12:00"},
			{"call offer 1", "piątek 27 listopada, 08:00-12:00"},
			{"call closing opt_out", "Nie będziemy już dzwonić ani pisać"},
			{"call whole window", "między 08:00 a 12:00"},
		},
		"es": {
			{"sms first", "mar. 24 nov.|Acme Home Furnishings"},
			{"sms clarify", "SÍ|OTRO DÍA|mar. 24 nov."},
			{"sms slots", "1) mié. 25 nov., 12:00-16:00|2) vie. 27 nov.|NINGUNO"},
			{"sms closing will_be_in", "onfirmad|mar. 24 nov."},
			{"sms closing alternate_signer", "Tom Smith"},
			{"sms closing different_day", "El equipo de Acme Home Furnishings te contactará"},
			{"sms late ack", "help@acme.test"},
			{"call opening 0", "asistente automático|Acme Home Furnishings"},
			{"call opening 1", "martes 24 de noviembre, 08:00-12:00"},
			{"call offer 1", "viernes 27 de noviembre, 08:00-12:00"},
			{"call closing opt_out", "No volveremos a llamar ni a escribir"},
			{"call whole window", "entre las 08:00 y las 12:00"},
		},
	}
	for tag, wants := range tests {
		c := inLanguage(tag, "", 1)
		all := map[string]string{}
		for name, s := range texts(c) {
			all["sms "+name] = s
		}
		for name, s := range callLines(c) {
			all["call "+name] = s
		}
		for _, w := range wants {
			got, ok := all[w.name]
			if !ok {
				t.Fatalf("%s: no message %q", tag, w.name)
			}
			for _, word := range strings.Split(w.words, "|") {
				if !strings.Contains(got, word) {
					t.Errorf("%s, %s: %q does not say %q", tag, w.name, got, word)
				}
			}
		}
	}
}

// TestLanguagePlurals: item counts and a window's length follow each
// language's plural forms.
func TestLanguagePlurals(t *testing.T) {
	t.Parallel()
	polish, spanish := catalogues["pl"], catalogues["es"]
	tests := []struct {
		m    *messages
		n    int
		want string
	}{
		{polish, 1, "1 produkt"}, {polish, 3, "3 produkty"}, {polish, 5, "5 produktów"}, {polish, 12, "12 produktów"}, {polish, 22, "22 produkty"},
		{spanish, 1, "1 artículo"}, {spanish, 4, "4 artículos"},
		{&english, 1, "1 item"}, {&english, 2, "2 items"},
	}
	for _, tt := range tests {
		if got := tt.m.itemCount(tt.n); got != tt.want {
			t.Errorf("itemCount(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
	for m, want := range map[*messages]string{polish: " (2 godziny 30 minut)", spanish: " (2 horas 30 minutos)", &english: " (2 hours 30 minutes)"} {
		if got := length(m, confirm.Window{From: "08:00", To: "10:30"}); got != want {
			t.Errorf("length = %q, want %q", got, want)
		}
	}
}

// TestCataloguesComplete: every catalogue words every message English
// does, so a language never sends an empty text.
func TestCataloguesComplete(t *testing.T) {
	t.Parallel()
	var check func(name string, en, other reflect.Value)
	check = func(name string, en, other reflect.Value) {
		switch en.Kind() {
		case reflect.Struct:
			for i := range en.NumField() {
				check(name+"."+en.Type().Field(i).Name, en.Field(i), other.Field(i))
			}
		case reflect.Array, reflect.Slice:
			if other.Len() == 0 || (en.Kind() == reflect.Array && other.Len() != en.Len()) {
				t.Errorf("%s: %d wordings", name, other.Len())
			}
			for i := range other.Len() {
				check(fmt.Sprintf("%s[%d]", name, i), en.Index(min(i, en.Len()-1)), other.Index(i))
			}
		case reflect.Map:
			for _, k := range en.MapKeys() {
				if !other.MapIndex(k).IsValid() || other.MapIndex(k).String() == "" {
					t.Errorf("%s[%v]: missing", name, k)
				}
			}
		case reflect.Func:
			if other.IsNil() {
				t.Errorf("%s: missing", name)
			}
		case reflect.String:
			// Only the possessive before the items may be left out.
			if other.String() == "" && en.String() != "" && !strings.HasSuffix(name, ".yourItems") {
				t.Errorf("%s: missing", name)
			}
		}
	}
	for tag, m := range catalogues {
		check(tag, reflect.ValueOf(english), reflect.ValueOf(*m))
	}
}

// TestNoOtherLanguageLeft: every text and call line in a language holds
// only words of its own catalogue, once the brand, the items, the signer
// and the support email are taken out; in particular no word that only
// English has. A call to a language no voice speaks is in English.
func TestNoOtherLanguageLeft(t *testing.T) {
	t.Parallel()
	english := Vocabulary("en")
	for _, lang := range Languages[1:] {
		own := Vocabulary(lang)
		callOwn := Vocabulary(CallLanguage(inLanguage(lang, "", 1)))
		for _, bare := range []bool{false, true} {
			c := inLanguage(lang, "", 3)
			if bare {
				c.Brand, c.Order.Items = nil, nil
			}
			check := func(name, s string, vocab map[string]bool) {
				clean := s
				for _, given := range []string{"Acme Home Furnishings", "Three-seater velvet sofa in forest green", "Tom Smith", "help@acme.test"} {
					clean = strings.ReplaceAll(clean, given, "")
				}
				for _, w := range Words(clean) {
					if !vocab[w] && w != "x" { // "2 x Chair" is the booking's
						t.Errorf("%s (bare %v), %s: %q is not a word of the catalogue (English: %v) in %q", lang, bare, name, w, english[w], s)
					}
				}
			}
			for name, s := range texts(c) {
				check(name, s, own)
			}
			for name, s := range callLines(c) {
				check("call "+name, s, callOwn)
			}
		}
	}
}
