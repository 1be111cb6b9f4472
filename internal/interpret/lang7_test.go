package interpret

import "testing"

// TestLang7HouseNumbersBells: Polish houses called by their number ("spod
// piątki", "z dwójki", "pod siódemką"), a Punjabi bell that is "hit"
// ("ghanti maar dena"), a title of another language signed with its point
// ("o Sr. Costa"), a bare "si estamos" before a bell that does not work,
// and the mobile asked for in Spanish and Polish. Being out said beside
// them is never a confirmation.
func TestLang7HouseNumbersBells(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "Odbierze sąsiad spod piątki, pan Nowak", want: "alternate_signer", signer: "Pan Nowak"},
		{text: "odbierze sąsiadka z dwójki, pani Kowalska", want: "alternate_signer", signer: "Pani Kowalska"},
		{text: "Odbierze sąsiad z siódemki", want: "alternate_signer"},
		{text: "sąsiadka spod dwójki odbierze", want: "alternate_signer"},
		{text: "odbierze sąsiad spod ósemki", want: "alternate_signer"},
		{text: "tak, będę. mieszkam pod siódemką, drugie piętro", want: "will_be_in"},
		{text: "haan ji main ghar hi hunga, gate te ghanti maar dena", want: "will_be_in"},
		{text: "haan main hoon, bell maar do", want: "will_be_in"},
		{text: "ji ghar pe hain, ghanti maar dena", want: "will_be_in"},
		{text: "Quem vai receber é o meu vizinho, o Sr. Costa", want: "alternate_signer", signer: "Sr. Costa"},
		{text: "ci sarà il mio vicino, il sig. Russo del piano di sotto, ritira lui", want: "alternate_signer", signer: "Sig. Russo"},
		{text: "Je ne serai pas là mais ma voisine Mme. Martin peut le réceptionner", want: "alternate_signer", signer: "Mme. Martin"},
		{text: "Mon voisin M. Dupont pourra réceptionner", want: "alternate_signer", signer: "M. Dupont"},
		{text: "my neighbour Mr. Dubois will sign", want: "alternate_signer", signer: "Mr Dubois"},
		{text: "si estamos, el timbre no va asi q llamad al movil", want: "will_be_in"},
		{text: "si estoy, el timbre no funciona, llamad al móvil", want: "will_be_in"},
		{text: "si estamos, el telefonillo no va", want: "will_be_in"},
		{text: "sí estaré, llamadme al móvil", want: "will_be_in"},
		{text: "sí, estoy. el portero no va, llamadme al movil", want: "will_be_in"},
		{text: "sí estaré, el timbre está roto, llamad a la puerta", want: "will_be_in"},
		{text: "tak, będę. dzwońcie na komórkę", want: "will_be_in"},
		{text: "tak będę, domofon nie działa, dzwońcie na komórkę", want: "will_be_in"},
		{text: "nie będzie mnie, dzwońcie na komórkę", want: "different_day"},
		{text: "no estaré, llamad a la puerta del vecino", want: "alternate_signer"},
	})
	neverYes(t, []string{
		"nie będzie mnie, sąsiad spod piątki też wyjeżdża", "może będę, dzwońcie na komórkę",
		"nie wiem czy sąsiad spod piątki odbierze", "nahi hunga, ghanti maar ke dekh lena",
		"pata nahi ghar pe hunga ya nahi, ghanti maar dena", "si estoy, te abro", "si estoy en casa, te abro",
		"si estamos en casa, el timbre no va", "si estamos, el timbre no va pero a las 10 salimos",
		"no sé si estaré, llamadme al móvil", "llamadme al móvil", "dzwońcie na komórkę",
		"o Sr. Costa não vai estar", "no estaré, el timbre no va",
	})
}
