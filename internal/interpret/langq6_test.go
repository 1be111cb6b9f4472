package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestBareYesAskingLanguages: in every glossed language, as in English, a
// bare yes with a whole question the booking answers confirms and asks
// (yesbareask.go); a bare fragment ("sí, ¿a qué hora?"), a question about
// the sender, a condition or an absence beside the yes keep it asked about.
func TestBareYesAskingLanguages(t *testing.T) {
	t.Parallel()
	readClass(t, []classCase{
		{text: "sí claro, ¿a qué hora más o menos llegáis?", intent: inYes, question: QuestionTime},
		{text: "sí, ¿a qué hora vienen?", intent: inYes, question: QuestionTime},
		{text: "si vale, cuando llegan?", intent: inYes, question: QuestionTime},
		{text: "sí, ¿me llaman antes de venir?", intent: inYes, question: QuestionCallAhead},
		{text: "sí, ¿a qué hora?", intent: inUnclear},
		{text: "sí, si llegan antes de las 10", intent: inUnclear},
		{text: "sí, ¿quién es?", intent: inUnclear},
		{text: "sí, pero no estaré, ¿a qué hora vienen?", intent: confirm.IntentDifferentDay},
		{text: "da. la ce ora aprox vine curierul?", intent: inYes, question: QuestionTime},
		{text: "da, la ce ora ajunge?", intent: inYes, question: QuestionTime},
		{text: "da, ma sunati inainte?", intent: inYes, question: QuestionCallAhead},
		{text: "da, la ce ora?", intent: inUnclear},
		{text: "da, daca vin dimineata", intent: inUnclear},
		{text: "da, cine e?", intent: inUnclear},
		{text: "sì, mi chiamate prima di venire?", intent: inYes, question: QuestionCallAhead},
		{text: "si, a che ora arriva?", intent: inYes, question: QuestionTime},
		{text: "sì, a che ora?", intent: inUnclear},
		{text: "sì, se arrivate prima delle 10", intent: inUnclear},
		{text: "sì, chi è?", intent: inUnclear},
		{text: "oui, vous appelez avant?", intent: inYes, question: QuestionCallAhead},
		{text: "oui, vous arrivez à quelle heure?", intent: inYes, question: QuestionTime},
		{text: "oui, le livreur passe à quelle heure ?", intent: inYes, question: QuestionTime},
		{text: "oui, à quelle heure?", intent: inUnclear},
		{text: "oui, si vous passez avant 10h", intent: inUnclear},
		{text: "oui, c'est qui?", intent: inUnclear},
		{text: "tak, o której przyjadą?", intent: inYes, question: QuestionTime},
		{text: "tak, o której przyjedziecie?", intent: inYes, question: QuestionTime},
		{text: "tak, zadzwonicie przed przyjazdem?", intent: inYes, question: QuestionCallAhead},
		{text: "tak, o której?", intent: inUnclear},
		{text: "tak, ale o której? muszę wyjść o 11", intent: inUnclear},
		{text: "tak, jeśli przyjadą rano", intent: inUnclear},
		{text: "tak, kto pisze?", intent: inUnclear},
		{text: "sim, que horas vocês passam?", intent: inYes, question: QuestionTime},
		{text: "tak. czy kierowca wniesie sofe na gore?", intent: inYes, question: QuestionCarry},
		{text: "tak, czy wniosą na drugie piętro?", intent: inYes, question: QuestionCarry},
		{text: "tak, czy zadzwonicie przed przyjazdem?", intent: inYes, question: QuestionCallAhead},
		{text: "tak, czy kierowca zadzwoni?", intent: inYes, question: QuestionCallAhead},
		{text: "tak, jeśli kierowca wniesie sofe na gore", intent: inUnclear},
		{text: "nie wiem czy kierowca wniesie", intent: inUnclear},
		{text: "tak, czy kierowca wniesie sofe? bo mnie nie będzie", intent: confirm.IntentDifferentDay},
		{text: "sim, a que horas chegam?", intent: inYes, question: QuestionTime},
		{text: "sim, ligam antes?", intent: inYes, question: QuestionCallAhead},
		{text: "sim, que horas?", intent: inUnclear},
		{text: "sim, se chegarem antes das 10", intent: inUnclear},
		{text: "sim, quem é?", intent: inUnclear},
		{text: "ie, faint o'r gloch?", intent: inUnclear},
		{text: "ie, pryd fyddwch chi'n dod?", intent: inYes, question: QuestionTime},
		{text: "ie, faint o'r gloch fyddwch chi'n dod?", intent: inYes, question: QuestionTime},
		{text: "ie, os dewch chi cyn 10", intent: inUnclear},
		{text: "ji haan, kitne baje aayenge?", intent: inYes, question: QuestionTime},
		{text: "haan, kab aaoge?", intent: inYes, question: QuestionTime},
		{text: "haan ji, kitne baje?", intent: inUnclear},
		{text: "haan, agar subah aayenge", intent: inUnclear},
		{text: "haan, kaun hai?", intent: inUnclear},
	})
}

// TestDetectLanguageCues: a word typed with its accents counts for the
// languages that write it so ("nós", "à" are not Spanish), and a phrase of
// a lexicon found whole counts for it ("on verra", "va bn", "mam home
// office"); plain Spanish, Italian and French stay as they were, and a
// Catalan be-verb with "a casa" is still not read.
func TestDetectLanguageCues(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want string }{
		{"nós vamos estar", "pt"},
		{"nós estaremos em casa", "pt"},
		{"me tira dessa lista", "pt"},
		{"estamos à espera", "pt"},
		{"estou à espera do estafeta", "pt"},
		{"fico à espera", "pt"},
		{"à tarde estou em casa", "pt"},
		{"4ª à tarde", "pt"},
		{"ligam antes?", "pt"},
		{"vocês ligam antes?", "pt"},
		{"va bn", "it"},
		{"va bn grazie", "it"},
		{"tarda mattinata", "it"},
		{"in tarda mattinata", "it"},
		{"on verra", "fr"},
		{"ma tata sera là", "fr"},
		{"ma mère sera là", "fr"},
		{"on sera là", "fr"},
		{"tak, mam home office", "pl"},
		{"jestem na home office", "pl"},
		{"nosotros estaremos", "es"},
		{"estamos esperando", "es"},
		{"sí, a las 10 estaremos en casa", "es"},
		{"me da igual", "es"},
		{"la tarde mejor", "es"},
		{"vale, nos vemos", "es"},
		{"no estaré en casa", "es"},
		{"yes I'll be in", "en"},
		{"sarò a casa", "it"},
		{"sì, ci sarò", "it"},
		{"oui je serai là", "fr"},
		{"estarem a casa", ""},
		{"yes. gate code is 4471#", "en"},
		{"Mrs Okafor next door (no.16)", "en"},
		{"yes side door please", "en"},
		{"I work from home office days", "en"},
		{"Sí, seré a casa", ""},
	} {
		if _, got := detectLanguage(scan(tt.text), tt.text); got != tt.want {
			t.Errorf("detectLanguage(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
