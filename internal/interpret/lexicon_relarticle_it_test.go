package interpret

import "testing"

// TestLexiconRelationArticleIt: an Italian relation named with its article
// ("c'è la nonna", "ci sarà il vicino") or found at the door ("trovate mio
// figlio Luca") will sign, beside the writer's own absence too; the same
// relation said absent, doubted or with a condition is never a
// confirmation.
func TestLexiconRelationArticleIt(t *testing.T) {
	t.Parallel()
	checkLangb(t, []langbCase{
		{text: "c'è la nonna", want: "alternate_signer"},
		{text: "Io non ci sono ma c'è la nonna", want: "alternate_signer"},
		{text: "ci sarà il vicino", want: "alternate_signer"},
		{text: "lavoro ma ci sarà la suocera", want: "alternate_signer"},
		{text: "c'e il nonno tutta la mattina", want: "alternate_signer"},
		{text: "Sì, trovate mio figlio Luca", want: "alternate_signer", signer: "Luca"},
		{text: "trovate mia moglie", want: "alternate_signer"},
		{text: "ci sarà la coinquilina", want: "alternate_signer"},
	})
	neverYes(t, []string{
		"non c'è la nonna",
		"forse c'è la nonna",
		"c'è la nonna se non esce",
		"non ci sarà il vicino",
		"spero che ci sia la nonna",
		"non trovate mio figlio, è a scuola",
		"c'è il cancello aperto ma non ci sono",
	})
}
