package engine

import (
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/webhook"
)

// addStandardHeaders adds the Standard Webhooks headers of the attempt of
// delivery id made at at: webhook-id is the delivery's id, the same on every
// attempt and resend, so that receivers dedupe by it; webhook-signature is
// made with the same secrets as X-Service-Signature, so during a rotation it
// carries two signatures, separated by a space as the specification has it.
func addStandardHeaders(h map[string]string, acct *confirm.Account, id string, at time.Time, body []byte) {
	secrets := []string{acct.SigningSecret}
	if acct.PreviousSigningSecret != "" && at.Before(acct.PreviousSecretUntil) {
		secrets = append(secrets, acct.PreviousSigningSecret)
	}
	sigs := make([]string, len(secrets))
	for i, secret := range secrets {
		sigs[i] = webhook.SignStandard(secret, id, at, body)
	}
	h[webhook.StandardIDHeader] = id
	h[webhook.StandardTimestampHeader] = strconv.FormatInt(at.Unix(), 10)
	h[webhook.StandardSignatureHeader] = strings.Join(sigs, " ")
}
