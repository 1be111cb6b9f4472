package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestYesForSubject: "but my husband yes" after the customer's own absence
// names who will be in, in each Romance language; a yes with no person
// before it, a question, a child or a pet does not.
func TestYesForSubject(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"Yo no estaré pero mi marido Javier sí":   confirm.IntentAlternateSigner,
		"Io non ci sono ma mio marito Luca sì":    confirm.IntentAlternateSigner,
		"Eu não estou mas o meu filho sim":        confirm.IntentAlternateSigner,
		"Je ne serai pas là mais ma fille oui":    confirm.IntentAlternateSigner,
		"no estaré pero sí":                       confirm.IntentDifferentDay,
		"no estaré pero mi hermana sí?":           confirm.IntentUnclear,
		"Yo no estaré pero mi hijo de 12 años sí": confirm.IntentDifferentDay,
		"no estaré pero mi perro sí":              confirm.IntentDifferentDay,
	})
}
