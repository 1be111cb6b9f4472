package smtp

import (
	"bytes"
	"context"
	"errors"
	netmail "net/mail"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// channel is the engine's Channel interface, declared here because this
// adapter must not import the engine.
type channel interface {
	Send(ctx context.Context, m confirm.Message) (string, error)
}

var _ channel = (*Channel)(nil)

func testMessage() confirm.Message {
	return confirm.Message{
		ConfirmationID: "cnf_1", AccountID: "acc_1", Channel: confirm.ChannelEmail,
		To: "ana@customer.example", Subject: "Please confirm your delivery", Text: "Hello Ana",
	}
}

func TestChannelBuild(t *testing.T) {
	t.Parallel()
	r := startRelay(t, relayOptions{})
	var built confirm.Message
	ch := &Channel{Sender: newSender(t, plainConfig(r)), Build: func(_ context.Context, m confirm.Message) (Email, error) {
		built = m
		e := testEmail()
		e.To = ""
		return e, nil
	}}
	m := testMessage()
	id, err := ch.Send(t.Context(), m)
	if err != nil {
		t.Fatal(err)
	}
	if built != m {
		t.Errorf("Build got %+v, want %+v", built, m)
	}
	got := r.Messages()
	if len(got) != 1 || len(got[0].To) != 1 || got[0].To[0] != m.To {
		t.Fatalf("the relay got %+v, want one message to %s (Build left To empty)", got, m.To)
	}
	msg, err := netmail.ReadMessage(bytes.NewReader(got[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	if msg.Header.Get("Message-ID") != id {
		t.Errorf("Send returned %q, the message's id is %q", id, msg.Header.Get("Message-ID"))
	}
	if !strings.HasPrefix(msg.Header.Get("Content-Type"), "multipart/alternative") {
		t.Errorf("Content-Type is %q, want Build's HTML too", msg.Header.Get("Content-Type"))
	}
}

func TestChannelWithoutBuild(t *testing.T) {
	t.Parallel()
	r := startRelay(t, relayOptions{})
	ch := &Channel{Sender: newSender(t, plainConfig(r))}
	if _, err := ch.Send(t.Context(), testMessage()); err != nil {
		t.Fatal(err)
	}
	msg, err := netmail.ReadMessage(bytes.NewReader(r.Messages()[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	if got := msg.Header.Get("Subject"); got != "Please confirm your delivery" {
		t.Errorf("Subject is %q", got)
	}
}

func TestChannelRefuses(t *testing.T) {
	t.Parallel()
	r := startRelay(t, relayOptions{})
	s := newSender(t, plainConfig(r))
	buildErr := errors.New("no such confirmation")
	sms := testMessage()
	sms.Channel, sms.To = confirm.ChannelSMS, "+441234567890"
	tests := []struct {
		name string
		ch   *Channel
		m    confirm.Message
	}{
		{"no sender", &Channel{}, testMessage()},
		{"a text message", &Channel{Sender: s}, sms},
		{"build fails", &Channel{Sender: s, Build: func(context.Context, confirm.Message) (Email, error) { return Email{}, buildErr }}, testMessage()},
	}
	for _, tt := range tests {
		if id, err := tt.ch.Send(t.Context(), tt.m); err == nil || id != "" {
			t.Errorf("%s: got %q, %v; want an error", tt.name, id, err)
		}
	}
	if _, err := tests[2].ch.Send(t.Context(), tests[2].m); !errors.Is(err, buildErr) {
		t.Errorf("got %v, want it to wrap Build's error", err)
	}
	if n := len(r.Messages()); n != 0 {
		t.Errorf("the relay got %d messages, want none", n)
	}
}
