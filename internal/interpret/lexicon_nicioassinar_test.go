package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNicioAssinar reads the Romanian "nicio" family denying a name ("nu
// cunosc nicio Sarah") and the Portuguese forms of "assinar" (to sign),
// and keeps their negated, hedged, conditional and child twins from
// confirming.
func TestNicioAssinar(t *testing.T) {
	t.Parallel()
	alt, wrong, yes := confirm.IntentAlternateSigner, confirm.IntentWrongPerson, confirm.IntentWillBeIn
	checkNameCases(t, []nameCase{
		{text: "Număr greșit, nu cunosc nicio Sarah", intent: wrong},
		{text: "Nu cunosc niciun Andrei", intent: wrong},
		{text: "Nu cunoaștem nicio Sarah, ați greșit numărul", intent: wrong},
		{text: "nu stiu nicio Sarah", intent: wrong},
		{text: "Numar gresit. Nu cunosc nici o Sarah", intent: wrong},
		{text: "Nu îi cunosc, număr greșit", intent: wrong},
		{text: "Não vou estar mas o meu filho João fica em casa para assinar", intent: alt, signer: "João", notes: "filho"},
		{text: "O meu marido Paulo fica em casa e assina", intent: alt, signer: "Paulo", notes: "marido"},
		{text: "A minha filha Ana vai estar em casa para assinar a encomenda", intent: alt, signer: "Ana", notes: "filha"},
		{text: "A minha vizinha Rosa assinará", intent: alt, signer: "Rosa", notes: "vizinha"},
		{text: "Eu assino", intent: yes},
		{text: "Nicio problemă, soțul meu Andrei va fi acasă", intent: alt, signer: "Andrei", notes: "soțul meu"},
		// twins: the signer will not be there or cannot sign, a hedge, a
		// condition, a child, nobody, or a word still unknown
		{text: "O João não vai estar para assinar"},
		{text: "A minha filha Ana fica em casa mas não pode assinar"},
		{text: "O meu filho João não assina"},
		{text: "Não vou estar e o meu filho João não pode assinar"},
		{text: "O meu filho João talvez fique em casa para assinar"},
		{text: "Se o meu filho João estiver em casa ele assina"},
		{text: "O meu filho João tem 12 anos, pode assinar?"},
		{text: "Ninguém pode assinar, estamos fora"},
		{text: "O meu filho assinaria"},
		{text: "Nu va fi niciun adult acasă, doar fiul meu de 12 ani"},
		{text: "Nu va fi nimeni acasă, niciunul dintre noi"},
		{text: "Nu cunosc nicio Sarah dar pot primi coletul"},
	})
	// the same in English: being in to sign is why someone is in, and a
	// "won't be in to sign" names no one who will be
	checkNameCases(t, []nameCase{
		{text: "my son won't be home to sign"},
		{text: "Tom will not be in to sign"},
		{text: "I'll be home to sign", intent: yes},
		{text: "my husband will be in to sign for it", intent: alt, notes: "my husband"},
	})
}
