package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// audit records an operator command's action in the account's audit log,
// right after the action. A failure to record is reported; the action
// stands.
func (a *app) audit(ctx context.Context, st confirm.Store, e confirm.AuditEntry) {
	if e.At.IsZero() {
		e.At = time.Now().UTC()
	}
	if e.Actor == "" {
		e.Actor = confirm.AuditActorCLI
	}
	if err := st.RecordAudit(ctx, &e); err != nil {
		fmt.Fprintf(a.stderr, "confirmd: the action was done, but recording it in the audit log failed: %v\n", err)
	}
}

// keyAudit is the audit entry of a key created or revoked.
func keyAudit(action string, k *confirm.APIKey, at time.Time) confirm.AuditEntry {
	details, _ := json.Marshal(map[string]string{"keyId": k.ID})
	return confirm.AuditEntry{
		AccountID: k.AccountID, Scope: confirm.AuditScopeOf(confirm.Scope{AccountID: k.AccountID, Sandbox: k.Sandbox}),
		At: at, Action: action, Target: k.Prefix, Details: details,
	}
}

// findKey returns the key with that id, of whichever account, or nil.
func findKey(ctx context.Context, st confirm.Store, id string) (*confirm.APIKey, error) {
	accts, err := st.ListAccounts(ctx)
	if err != nil {
		return nil, err
	}
	for _, ac := range accts {
		keys, err := st.ListAPIKeys(ctx, ac.ID)
		if err != nil {
			return nil, err
		}
		for _, k := range keys {
			if k.ID == id {
				return k, nil
			}
		}
	}
	return nil, nil
}

// bootstrapAudit is the audit entry of a sandbox key confirmd made at
// start.
func bootstrapAudit(k *confirm.APIKey) *confirm.AuditEntry {
	e := keyAudit(confirm.AuditKeyCreated, k, k.CreatedAt)
	e.Actor = confirm.AuditActorConfirmd
	return &e
}
