package interpret

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

// TestDetectLanguage checks the language stage on words shared between
// languages: Spanish "no" is English, "si" is Spanish before Italian,
// "da" Romanian, and a bare name or number is English.
func TestDetectLanguage(t *testing.T) {
	t.Parallel()
	tests := []struct{ text, want string }{
		{"yes I'll be in", "en"},
		{"no", "en"},
		{"2", "en"},
		{"Tom", "en"},
		{"ta", "en"},
		{"Tak, będę w domu", "pl"},
		{"tak bede w domu", "pl"},
		{"Sí", "es"},
		{"si", "es"},
		{"mañana por la mañana", "es"},
		{"manana por la manana", "es"},
		{"da", "ro"},
		{"Sim, vou estar em casa", "pt"},
		{"oui si c'est le matin", "fr"},
		{"sì, sarò a casa", "it"},
		{"ie", "cy"},
		{"haan ji", "ur"},
		{"nahin", "ur"},
		{"Danke schön, morgen", ""},
		// an English word a lexicon borrows says nothing of the language
		{"ok noted", "en"},
		{"understood", "en"},
		{"dim problem", "cy"},
		{"Haan main ghar hun, sofa bedroom mein rakh dena", "ur"},
		// a be-verb, "a", "casa" is Catalan, not Spanish: not read
		{"Sí, seré a casa", ""},
		{"estarem a casa", ""},
		{"Sí, estaré a casa", ""},
		{"Sí, estaré en casa", "es"},
	}
	for _, tt := range tests {
		text := strings.ToValidUTF8(tt.text, "")
		_, got := detectLanguage(scan(text), text)
		if got != tt.want {
			t.Errorf("detectLanguage(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestFold checks that accents typed or left out read alike.
func TestFold(t *testing.T) {
	t.Parallel()
	for typed, bare := range map[string]string{
		"Dziękuję": "dziekuje", "sí": "si", "Mañana": "manana", "ŻÓŁĆ": "zolc", "soțul": "sotul",
		"şi": "si", "ngŵr": "ngwr", "sœur": "soeur", "c’est": "c'est", "não": "nao",
	} {
		if got := fold(typed); got != bare {
			t.Errorf("fold(%q) = %q, want %q", typed, got, bare)
		}
	}
}

// TestLanguageResult checks what a reply in another language returns:
// the tag, the language named first in the Reason, and no guess when a
// word is not in the lexicon.
func TestLanguageResult(t *testing.T) {
	t.Parallel()
	type got struct {
		Intent   confirm.Intent
		Signer   string
		Language string
	}
	tests := []struct {
		text   string
		want   got
		reason string // the Reason starts with it
	}{
		{"mój mąż Tomek odbierze", got{confirm.IntentAlternateSigner, "Tomek", "pl"}, "(Polish) "},
		{"mi hermano Juan estará", got{confirm.IntentAlternateSigner, "Juan", "es"}, "(Spanish) "},
		{"Tak, będę w domu", got{confirm.IntentWillBeIn, "", "pl"}, "(Polish) "},
		{"tak, jeśli przyjadą rano", got{confirm.IntentUnclear, "", "pl"}, "(Polish) "},
		{"sí, pero solo después de las 11", got{confirm.IntentUnclear, "", "es"}, "(Spanish) "},
		{"oui, si c'est avant midi", got{confirm.IntentUnclear, "", "fr"}, "(French) "},
		{"chyba tak", got{confirm.IntentUnclear, "", "pl"}, "(Polish) "},
		{"creo que sí", got{confirm.IntentUnclear, "", "es"}, "(Spanish) "},
		// a yes among words the lexicon does not know is not guessed
		{"Tak, kupiłem fioletowego słonia", got{confirm.IntentUnclear, "", "pl"}, "(Polish) "},
		// and once the lexicon knows them, the same yes is read with its note
		{"Tak, mieszkam na trzecim piętrze bez windy", got{confirm.IntentWillBeIn, "", "pl"}, "(Polish) "},
		// "nie" before words no phrase reads is not a correction
		{"nie nie bede w domu we wtorek", got{confirm.IntentDifferentDay, "", "pl"}, "(Polish) "},
		{"nie, przyjdę później", got{confirm.IntentUnclear, "", "pl"}, "(Polish) "},
		// an opt-out is honoured even among unknown words
		{"nie piszcie więcej, mam dosyć tych wiadomości", got{confirm.IntentOptOut, "", "pl"}, "(Polish) "},
		{"ALTO", got{confirm.IntentOptOut, "", "es"}, "(Spanish) "},
		{"Arrêt", got{confirm.IntentOptOut, "", "fr"}, "(French) "},
		{"STOPP", got{confirm.IntentOptOut, "", ""}, `"STOPP"`},
		{"yes I'll be in", got{confirm.IntentWillBeIn, "", "en"}, `"yes`},
		// every form of a verb, and the words of directions, are known;
		// their "no" still says no
		{"Sim, estarei aguardando", got{confirm.IntentWillBeIn, "", "pt"}, "(Portuguese) "},
		{"Vamos estar aguardando", got{confirm.IntentWillBeIn, "", "pt"}, "(Portuguese) "},
		{"Não, não estarei aguardando", got{confirm.IntentDifferentDay, "", "pt"}, "(Portuguese) "},
		{"Estarei aguardando a confirmação do trabalho", got{confirm.IntentUnclear, "", "pt"}, "(Portuguese) "},
		{"Não, peço que remarquem", got{confirm.IntentDifferentDay, "", "pt"}, "(Portuguese) "},
		{"Oui, merci de reprendre les cartons", got{confirm.IntentWillBeIn, "", "fr"}, "(French) "},
		// an acknowledgement is read as the English one: a yes only with a
		// note for the driver
		{"Ok c'est noté, merci ! Sonnez fort svp", got{confirm.IntentWillBeIn, "", "fr"}, "(French) "},
		{"Ok c'est noté, merci", got{confirm.IntentUnclear, "", "fr"}, "(French) "},
		{"ok noté mais je ne serai pas là", got{confirm.IntentDifferentDay, "", "fr"}, "(French) "},
		{"Non, merci de reprendre le colis", got{confirm.IntentDifferentDay, "", "fr"}, "(French) "},
		{"Bydda i yma, mae'r tŷ ar ben y lôn", got{confirm.IntentWillBeIn, "", "cy"}, "(Welsh) "},
		{"Na, fydda i ddim yma, troi i'r chwith", got{confirm.IntentDifferentDay, "", "cy"}, "(Welsh) "},
		{"Haan main ghar hun, gaari back lane mein park kar lena", got{confirm.IntentWillBeIn, "", "ur"}, "(Urdu/Punjabi) "},
		{"Nahi, main ghar nahi hun, kitchen mein rakh do", got{confirm.IntentDifferentDay, "", "ur"}, "(Urdu/Punjabi) "},
		// a Catalan yes is not read as Spanish
		{"Sí, seré a casa", got{confirm.IntentUnclear, "", ""}, `"Sí`},
		{"Sí, estarem a casa", got{confirm.IntentUnclear, "", ""}, `"Sí`},
	}
	for _, tt := range tests {
		res, err := New().Interpret(context.Background(), Input{Text: tt.text, Channel: confirm.ChannelSMS,
			Booked: corpusBooked, Options: corpusOptions, Today: corpusToday})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tt.want, got{res.Intent, res.Signer, res.Language}); diff != "" {
			t.Errorf("%q (-want +got):\n%s\n%s", tt.text, diff, res.Reason)
		}
		if !strings.HasPrefix(res.Reason, tt.reason) {
			t.Errorf("%q: Reason %q does not start with %q", tt.text, res.Reason, tt.reason)
		}
	}
}

// TestLexiconKeysAsRead checks that every key of every lexicon is written as
// a reply's words are read: a hyphen between letters parts two words
// ("rendez-vous"), so a key keeping one could never match.
func TestLexiconKeysAsRead(t *testing.T) {
	t.Parallel()
	for _, lx := range languages {
		for k := range lx.words {
			if strings.ContainsAny(k, "-–") {
				t.Errorf("%s: key %q keeps a hyphen", lx.tag, k)
			}
		}
		for k := range lx.phrases {
			if strings.ContainsAny(k, "-–") {
				t.Errorf("%s: phrase %q keeps a hyphen", lx.tag, k)
			}
		}
	}
}
