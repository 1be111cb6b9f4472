package interpret

import "testing"

// TestEsroTextedAsides: yeses and asides as texted beside them: looking
// forward (`abia aștept`, `q ganas`), counting on it (`puteți conta pe
// mine`, `cuenten con ello`), no worries, without fail, finally, a message
// when the crew sets off (`când plecați`, never the customer leaving),
// whatsapp, the mobile to ring, room to park. The same words beside a
// condition or an absence are never a confirmation.
func TestEsroTextedAsides(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "daaa abia aștept", want: "will_be_in"},
		{text: "da, abia așteptăm", want: "will_be_in"},
		{text: "puteți conta pe mine", want: "will_be_in"},
		{text: "fără griji, sunt acasă", want: "will_be_in"},
		{text: "voi fi acasă fără greș", want: "will_be_in"},
		{text: "da!!! în sfârșit", want: "will_be_in"},
		{text: "da, trimiteți-mi un mesaj când plecați", want: "will_be_in"},
		{text: "da, un whatsapp înainte vă rog", want: "will_be_in"},
		{text: "da, soneria nu merge, sunați pe mobil", want: "will_be_in"},
		{text: "cuenten con ello", want: "will_be_in"},
		{text: "sí, hay sitio para aparcar delante", want: "will_be_in"},
	})
	neverYes(t, []string{
		"puteți conta pe mine dacă ajungeți devreme", "abia aștept, dar marți sunt la muncă", "nu puteți conta pe mine marți",
		"sunați pe mobil dacă nu sunt", "fără griji, nu sunt acasă", "când plecați, eu nu sunt acasă",
		"hay sitio para aparcar pero no estaré", "cuenten con ello si llegan antes de las 10", "q ganas, pero el martes trabajo",
		"abia aștept dar nu sunt acasă",
	})
}
