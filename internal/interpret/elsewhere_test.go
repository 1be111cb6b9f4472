package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestElsewhereNotIn: the customer at another's home or with a neighbour
// or friend, in English or glossed from another language, never confirms;
// a neighbour with the customer at home, a house described, and the parcel
// sent to another house are not read as the customer away.
func TestElsewhereNotIn(t *testing.T) {
	t.Parallel()
	away := []string{
		"yes but I will be at the house of the neighbour all morning",
		"yes I will be in the house of my mother",
		"yes but I will be with the neighbour all morning",
		"yes but I'll be at the house of my friend till 12",
		"yes I'm with the neighbours that morning",
		"yeah I'll be staying with friends",
		"yes we will be at the home of my parents",
		"yes I'll be at my other house",
		"yes but we'll be at the new flat that morning",
		"Yes I'm at our holiday home that week",
		"sí pero estaré en casa de la vecina toda la mañana",
		"sim mas vou estar na casa da vizinha de manhã",
		"haan lekin main subah padosi ke ghar hun",
	}
	home := []string{
		"yes I'll be in, my neighbour will be with me",
		"yes I'll be in with my friend",
		"yes I'm in, the house is the one with the red door",
		"yes I'll be home, my friend is coming round",
		"yes I'll be in, it's the house with the other gate",
		"yes I'll be in, it's the new house at the end of the road",
	}
	rd := New()
	for _, text := range away {
		r, err := rd.Interpret(context.Background(), corpusLine{Text: text, Channel: confirm.ChannelSMS, Expect: "answer"}.input())
		if err != nil {
			t.Fatal(err)
		}
		if positive(r.Intent) {
			t.Errorf("%q confirmed (%s): %s", text, r.Intent, r.Reason)
		}
	}
	for _, text := range home {
		r, err := rd.Interpret(context.Background(), corpusLine{Text: text, Channel: confirm.ChannelSMS, Expect: "answer"}.input())
		if err != nil {
			t.Fatal(err)
		}
		if r.Intent != confirm.IntentWillBeIn {
			t.Errorf("%q read as %s (want will_be_in): %s", text, r.Intent, r.Reason)
		}
	}
}
