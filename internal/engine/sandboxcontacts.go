package engine

import (
	"context"

	"github.com/confirmd/confirmd/internal/confirm"
)

// maxSandboxAnswers bounds the answers one message sets off: a sandbox
// contact says its piece, and at most picks a slot after it.
const maxSandboxAnswers = 3

// sandboxAnswers plays the customer of a sandbox confirmation whose phone
// number or email is one of confirm.SandboxContacts, now that a message on
// channel ch has reached them: each answer goes through the same reply
// path as the sandbox reply API, and the service's answer to it may set
// off the next (the offered slots, then the pick), until the contact has
// nothing more to say.
func (e *Engine) sandboxAnswers(ctx context.Context, scope confirm.Scope, id string, ch confirm.Channel) {
	for range maxSandboxAnswers {
		c, err := e.Store.GetConfirmation(ctx, scope, id)
		if err != nil {
			e.Logger.Error("reading a sandbox confirmation to answer failed", "confirmation", id, "err", err)
			return
		}
		r, ok := confirm.SandboxAnswer(c, ch)
		if !ok {
			return
		}
		if _, _, err := e.reply(ctx, scope, id, r); err != nil {
			e.Logger.Warn("a sandbox contact's answer was refused", "confirmation", id, "channel", ch, "err", err)
			return
		}
	}
}
