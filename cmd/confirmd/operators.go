package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/url"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// operatorsCreate adds a person to an account's team and prints the
// one-time link where they set their password.
func (a *app) operatorsCreate(ctx context.Context, fs *flag.FlagSet, args []string) error {
	id := fs.String("account", "", "the account's id (may be left out when there is only one)")
	email := fs.String("email", "", "the person's email address, with which they sign in")
	name := fs.String("name", "", "the person's name, shown to customers (default: the email's part before @)")
	role := fs.String("role", "", "operator (inbox, threads, write, resolve) or admin (also dashboard, audit log, erasures, operators, webhooks)")
	sandbox := fs.Bool("sandbox", false, "work on the account's sandbox confirmations (for practice) instead of its live ones")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	if *email == "" || *role == "" {
		return a.usageError(fs, "operators create needs --email E and --role operator|admin")
	}
	cfg, err := loadConfig(a.getenv)
	if err != nil {
		return err
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		acct, err := pickAccount(ctx, st, *id)
		if err != nil {
			return err
		}
		now := time.Now().UTC()
		o := &confirm.Operator{ID: confirm.NewOperatorID(), AccountID: acct.ID, Email: confirm.NormalEmail(*email),
			Name: *name, Role: confirm.Role(*role), Sandbox: *sandbox, CreatedAt: now}
		if o.Name == "" {
			o.Name = defaultName(o.Email)
		}
		if problems := o.Validate(); len(problems) > 0 {
			return confirm.Invalid(problems)
		}
		token := o.NewSetup(now)
		if err := st.CreateOperator(ctx, o); err != nil {
			return err
		}
		a.operatorAudit(ctx, st, confirm.AuditOperatorAdded, o, now)
		a.printSetupLink(cfg.PublicURL, o, token)
		return nil
	})
}

// operatorsReset gives an operator a new one-time link; their password,
// second factor and sessions end at once.
func (a *app) operatorsReset(ctx context.Context, fs *flag.FlagSet, args []string) error {
	email := fs.String("email", "", "the operator's email address")
	role := fs.String("role", "", "also change the role to operator or admin")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	if *email == "" {
		return a.usageError(fs, "operators reset needs --email E")
	}
	cfg, err := loadConfig(a.getenv)
	if err != nil {
		return err
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		o, err := st.OperatorByEmail(ctx, confirm.NormalEmail(*email))
		if err != nil {
			return err
		}
		if *role != "" {
			o.Role = confirm.Role(*role)
			if !o.Role.Valid() {
				return confirm.Invalid([]string{fmt.Sprintf("role must be %q or %q (got %q)", confirm.RoleOperator, confirm.RoleAdmin, *role)})
			}
		}
		now := time.Now().UTC()
		token := o.NewSetup(now)
		if err := st.UpdateOperator(ctx, o); err != nil {
			return err
		}
		a.operatorAudit(ctx, st, confirm.AuditOperatorReset, o, now)
		a.printSetupLink(cfg.PublicURL, o, token)
		fmt.Fprintln(a.stderr, "Their old password and second factor no longer work, and their sign-ins have ended.")
		return nil
	})
}

func (a *app) operatorsList(ctx context.Context, fs *flag.FlagSet, args []string) error {
	return a.accountTable(ctx, fs, args, "ID\tEMAIL\tNAME\tROLE\tMODE\tSIGN-IN", func(st confirm.Store, acct string, row func(...string)) error {
		ops, err := st.ListOperators(ctx, acct)
		if err != nil {
			return err
		}
		for _, o := range ops {
			row(o.ID, o.Email, o.Name, string(o.Role), modeName(o.Sandbox), signInState(o))
		}
		return nil
	})
}

func modeName(sandbox bool) string {
	if sandbox {
		return "sandbox"
	}
	return "live"
}

func signInState(o *confirm.Operator) string {
	switch {
	case o.PasswordHash == "":
		return "waiting for a password"
	case o.TOTPSecret != "":
		return "password and code"
	}
	return "password"
}

// defaultName is the part of an email address before its @.
func defaultName(email string) string {
	for i := range len(email) {
		if email[i] == '@' {
			return email[:i]
		}
	}
	return email
}

func (a *app) printSetupLink(publicURL string, o *confirm.Operator, token string) {
	link := publicURL + "/console/set-password?token=" + url.QueryEscape(token)
	fmt.Fprintf(a.stdout, "operator: %s\nemail:    %s\nrole:     %s\nmode:     %s\nlink:     %s\n",
		o.ID, o.Email, o.Role, modeName(o.Sandbox), link)
	fmt.Fprintf(a.stderr, "Send the link to %s: it works once, until %s, to set a password (and a second factor).\n",
		o.Email, confirm.FormatTime(o.SetupExpires))
}

func (a *app) operatorAudit(ctx context.Context, st confirm.Store, action string, o *confirm.Operator, at time.Time) {
	details, _ := json.Marshal(map[string]string{"operatorId": o.ID, "role": string(o.Role)})
	a.audit(ctx, st, confirm.AuditEntry{AccountID: o.AccountID, Scope: confirm.AuditScopeAccount, At: at,
		Action: action, Target: o.Email, Details: details})
}
