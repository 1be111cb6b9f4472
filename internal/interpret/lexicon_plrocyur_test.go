package interpret

import "testing"

// TestPleaseKeptWithNote: the words a lexicon glosses as "please" just
// before an instruction ("vă rog", "vă rog să mă", "plis") are kept with
// it in the notes, as "please" is in English; a please in a sentence of its
// own is not.
func TestPleaseKeptWithNote(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Da, sunt acasa. Va rog sunati-ma cand sunteti aproape", "will_be_in", "Va rog sunati-ma cand sunteti aproape"},
		{"da vom fi acasa, te rog sa suni la interfon", "will_be_in", "te rog sa suni la interfon"},
		{"Da, sigur. Va rog sa ma sunati inainte sa veniti", "will_be_in", "Va rog sa ma sunati inainte sa veniti"},
		{"Bydda i adre. Plis canwch y gloch", "will_be_in", "Plis canwch y gloch"},
		{"Haan main ghar hun. Please bell baja dena", "will_be_in", "Please bell baja dena"},
		{"Da, multumesc. Va rog. Sunati la interfon", "will_be_in", "Sunati la interfon"},
	})
	neverYes(t, []string{
		"Nu, va rog sunati-ma maine",
		"nu suntem acasa, va rog sunati la vecina",
		"na, plis canwch fi fory",
	})
}

// TestSoJoinsNote: a word the lexicon glosses as "so" ("deci", "felly",
// "więc") joins a description of the home to the instruction after it, and
// both go to the notes, as English "so" does.
func TestSoJoinsNote(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Da, suntem acasa, copilul doarme deci bateti la usa", "will_be_in", "copilul doarme deci bateti la usa"},
		{"Ydyn, mae'r babi'n cysgu felly peidiwch canu'r gloch", "will_be_in", "mae'r babi'n cysgu felly peidiwch canu'r gloch"},
		{"Bydda i adre. Mae'r ci yn yr ardd felly caewch y giat", "will_be_in", "Mae'r ci yn yr ardd felly caewch y giat"},
		{"Tak, będę. Dziecko śpi więc proszę pukać", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"nu suntem acasa deci lasati la vecina",
		"fydda i ddim adre felly gadewch o yn y sied",
		"dziecko chore więc nie będzie nas w domu",
	})
}
