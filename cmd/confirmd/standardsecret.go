package main

import (
	"context"
	"flag"
	"fmt"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/webhook"
)

// standardSecret prints an account's signing secret in the form Standard
// Webhooks libraries take (see webhook.StandardSecret): the same key, so
// nothing is stored and a rotation changes both forms at once. During a
// rotation's overlap the previous secret is printed too.
func (a *app) standardSecret(ctx context.Context, fs *flag.FlagSet, args []string) error {
	id := fs.String("account", "", "the account's id (may be left out when there is only one)")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		acct, err := pickAccount(ctx, st, *id)
		if err != nil {
			return err
		}
		fmt.Fprintf(a.stdout, "account:         %s\nstandard secret: %s\n", acct.ID, webhook.StandardSecret(acct.SigningSecret))
		if acct.PreviousSigningSecret != "" && time.Now().Before(acct.PreviousSecretUntil) {
			fmt.Fprintf(a.stdout, "previous:        %s (signs too until %s)\n",
				webhook.StandardSecret(acct.PreviousSigningSecret), confirm.FormatTime(acct.PreviousSecretUntil))
		}
		fmt.Fprintln(a.stderr, "Give it to a Standard Webhooks library (standardwebhooks, svix) to check webhook-signature; the server sends it when CONFIRMD_STANDARD_WEBHOOKS=true.")
		return nil
	})
}
