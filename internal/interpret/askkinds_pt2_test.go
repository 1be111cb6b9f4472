package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestPt2QuestionKinds: Portuguese questions about the slot, the product,
// a text first, the window and trust are answered as the English ones
// are; none of them confirms.
func TestPt2QuestionKinds(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text string
		want Question
	}{
		{"qual o horário?", "time"},
		{"qual é o horário?", "time"},
		{"tem hora marcada?", "time"},
		{"que produto é?", "items"},
		{"vão mandar mensagem antes?", "call_ahead"},
		{"qual é a janela?", "window"},
		{"Qual é a janela de horário?", "window"},
		{"posso confiar?", "scam"},
		{"é de confiança?", "scam"},
	} {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent != confirm.IntentUnclear || got.Question != tt.want {
			t.Errorf("%q read as %s question %q, want unclear question %q: %s", tt.text, got.Intent, got.Question, tt.want, got.Reason)
		}
	}
	checkPlRoCyUr(t, []plrocyurCase{
		{"o meu chefe vai receber", "alternate_signer", "-"},
		{"o caseiro vai estar em casa", "alternate_signer", "-"},
	})
	neverYes(t, []string{"qual o horário? não sei se estou", "posso confiar? talvez", "o chefe não vai estar", "o caseiro? não sei"})
}
