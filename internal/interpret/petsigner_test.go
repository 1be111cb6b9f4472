package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestPetNeverSigns: an animal said to be the one who will be there is no
// signer; a pet beside a person who will be in changes nothing.
func TestPetNeverSigns(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"not me but rex will be there, he's our dog":   confirm.IntentUnclear,
		"I'm away but Bella will be in, she's our cat": confirm.IntentUnclear,
		"nobody but Max, he is the dog lol":            confirm.IntentDifferentDay,
		"I won't be in but the dog will be home":       confirm.IntentDifferentDay,
		// people, with pets beside them
		"yes I'll be in, the dog will be in the garden":              confirm.IntentWillBeIn,
		"I'm at work but my son Tom will be in, the dog is friendly": confirm.IntentAlternateSigner,
		"my wife Bella will be in, she'll sign":                      confirm.IntentAlternateSigner,
	})
}

// TestAskingWhetherSomeoneWillBeIn: a question whether someone will be in
// names no signer; one asking leave for someone to sign offers them.
func TestAskingWhetherSomeoneWillBeIn(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"will Marco be in?":          confirm.IntentUnclear,
		"Odbierze Kasia?":            confirm.IntentUnclear,
		"Ci sarà Marco?":             confirm.IntentUnclear,
		"can my son sign for it?":    confirm.IntentAlternateSigner,
		"could my husband Tom sign?": confirm.IntentAlternateSigner,
	})
}

// TestSignerAtStudy: a signer said to be at university, college or
// school is away, as one at work is; the customer's children at school
// beside the customer's own yes change nothing.
func TestSignerAtStudy(t *testing.T) {
	t.Parallel()
	trapCheck(t, map[string]confirm.Intent{
		"my son will sign, he's at uni":                    confirm.IntentUnclear,
		"my son will sign but he's at school":              confirm.IntentUnclear,
		"I'm at uni that day":                              confirm.IntentDifferentDay,
		"yes I'll be in, my son's at school so it's quiet": confirm.IntentWillBeIn,
		"I'll be at college but my mum will be in":         confirm.IntentAlternateSigner,
	})
}
