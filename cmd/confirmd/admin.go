package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
)

// withStore opens the configured database for an operator command. Only
// serve and migrate create a database: a command given the wrong path
// would otherwise leave an empty one there and report an empty list.
func (a *app) withStore(ctx context.Context, fn func(confirm.Store) error) error {
	cfg, err := loadConfig(a.getenv)
	if err != nil {
		return err
	}
	st, err := dburl.OpenExisting(ctx, cfg.DatabaseURL)
	switch {
	case errors.Is(err, dburl.ErrNoDatabase):
		return fmt.Errorf(`no database at %s (CONFIRMD_DATABASE_URL); start "confirmd serve" or run "confirmd migrate" first`, shownDatabase(cfg.DatabaseURL))
	case errors.Is(err, dburl.ErrNotMigrated):
		return fmt.Errorf(`the database at %s (CONFIRMD_DATABASE_URL) has no confirmd tables yet; run "confirmd migrate" first`, shownDatabase(cfg.DatabaseURL))
	case err != nil:
		return err
	}
	defer st.Close()
	return fn(st)
}

func (a *app) accountsCreate(ctx context.Context, fs *flag.FlagSet, args []string) error {
	name := fs.String("name", "", "the account's name")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		acct := &confirm.Account{ID: confirm.NewAccountID(), Name: *name, SigningSecret: confirm.NewSigningSecret(), CreatedAt: time.Now().UTC()}
		if err := st.CreateAccount(ctx, acct); err != nil {
			return err
		}
		fmt.Fprintf(a.stdout, "account:        %s\nsigning secret: %s\n", acct.ID, acct.SigningSecret)
		return nil
	})
}

func (a *app) accountsList(ctx context.Context, fs *flag.FlagSet, args []string) error {
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		accts, err := st.ListAccounts(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tNAME\tCREATES/HOUR\tCREATED")
		for _, ac := range accts {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\n", ac.ID, ac.Name, ac.CreateLimit(), confirm.FormatTime(ac.CreatedAt))
		}
		return tw.Flush()
	})
}

func (a *app) accountsSetLimit(ctx context.Context, fs *flag.FlagSet, args []string) error {
	id := fs.String("account", "", "the account's id")
	limit := fs.Int("limit", 0, "creates allowed per client IP in any rolling hour")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	if *id == "" || *limit < 1 {
		return a.usageError(fs, "accounts set-limit needs --account ID and --limit N (N >= 1)")
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		acct, err := st.GetAccount(ctx, *id)
		if err != nil {
			return err
		}
		from := acct.CreateLimit()
		acct.RateLimit = *limit
		if err := st.UpdateAccount(ctx, acct); err != nil {
			return err
		}
		details, _ := json.Marshal(map[string]int{"from": from, "to": *limit})
		a.audit(ctx, st, confirm.AuditEntry{AccountID: acct.ID, Scope: confirm.AuditScopeAccount,
			Action: confirm.AuditLimitChanged, Details: details})
		fmt.Fprintf(a.stdout, "account %s may now create %d confirmations per client IP per hour\n", acct.ID, *limit)
		return nil
	})
}

func (a *app) accountsRotateSecret(ctx context.Context, fs *flag.FlagSet, args []string) error {
	id := fs.String("account", "", "the account's id (may be left out when there is only one)")
	overlap := fs.Duration("overlap", 24*time.Hour, "how long webhooks also carry a signature with the old secret")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	if *overlap < 0 {
		return a.usageError(fs, "accounts rotate-secret takes [--account ID] [--overlap 24h]")
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		acct, err := pickAccount(ctx, st, *id)
		if err != nil {
			return err
		}
		acct.PreviousSigningSecret = acct.SigningSecret
		acct.PreviousSecretUntil = time.Now().UTC().Add(*overlap)
		acct.SigningSecret = confirm.NewSigningSecret()
		if err := st.UpdateAccount(ctx, acct); err != nil {
			return err
		}
		fmt.Fprintf(a.stdout, "account:            %s\nnew signing secret: %s\n", acct.ID, acct.SigningSecret)
		fmt.Fprintf(a.stderr, "Until %s webhooks carry two signatures, one with each secret; move your receiver to the new one before then.\n", confirm.FormatTime(acct.PreviousSecretUntil))
		return nil
	})
}

func (a *app) keysCreate(ctx context.Context, fs *flag.FlagSet, args []string) error {
	sandbox := fs.Bool("sandbox", false, "a sandbox key (nothing reaches real customers)")
	live := fs.Bool("live", false, "a live key")
	id := fs.String("account", "", "the account's id (may be left out when there is only one)")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	if *sandbox == *live {
		return a.usageError(fs, "keys create needs exactly one of --sandbox and --live")
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		acct, err := pickAccount(ctx, st, *id)
		if err != nil {
			return err
		}
		key := confirm.NewAPIKey(*sandbox)
		rec := newKeyRecord(acct.ID, key, *sandbox, time.Now().UTC())
		if err := st.CreateAPIKey(ctx, rec); err != nil {
			return err
		}
		a.audit(ctx, st, keyAudit(confirm.AuditKeyCreated, rec, rec.CreatedAt))
		fmt.Fprintf(a.stdout, "key id:  %s\naccount: %s\nAPI key: %s\n", rec.ID, acct.ID, key)
		fmt.Fprintln(a.stderr, "Keep the API key: it is stored only as a hash and cannot be shown again.")
		return nil
	})
}

func (a *app) keysList(ctx context.Context, fs *flag.FlagSet, args []string) error {
	return a.accountTable(ctx, fs, args, "ID\tPREFIX\tMODE\tCREATED\tREVOKED", func(st confirm.Store, acct string, row func(...string)) error {
		keys, err := st.ListAPIKeys(ctx, acct)
		if err != nil {
			return err
		}
		for _, k := range keys {
			mode, revoked := "live", ""
			if k.Sandbox {
				mode = "sandbox"
			}
			if k.RevokedAt != nil {
				revoked = confirm.FormatTime(*k.RevokedAt)
			}
			row(k.ID, k.Prefix+"…", mode, confirm.FormatTime(k.CreatedAt), revoked)
		}
		return nil
	})
}

// accountTable prints a table of one account's things: --account picks
// the account (it may be left out when there is only one), header names
// the columns (tab-separated), and fill adds the rows.
func (a *app) accountTable(ctx context.Context, fs *flag.FlagSet, args []string, header string,
	fill func(st confirm.Store, acct string, row func(...string)) error) error {
	id := fs.String("account", "", "the account's id (may be left out when there is only one)")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		acct, err := pickAccount(ctx, st, *id)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, header)
		if err := fill(st, acct.ID, func(cells ...string) { fmt.Fprintln(tw, strings.Join(cells, "\t")) }); err != nil {
			return err
		}
		return tw.Flush()
	})
}

func (a *app) keysRevoke(ctx context.Context, fs *flag.FlagSet, args []string) error {
	pos, err := a.parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return a.usageError(fs, "keys revoke needs one KEY_ID")
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		k, err := findKey(ctx, st, pos[0])
		if err != nil {
			return err
		}
		at := time.Now().UTC()
		if err := st.RevokeAPIKey(ctx, pos[0], at); err != nil {
			return err
		}
		if k != nil {
			a.audit(ctx, st, keyAudit(confirm.AuditKeyRevoked, k, at))
		}
		fmt.Fprintf(a.stdout, "key %s revoked\n", pos[0])
		return nil
	})
}

// shownDatabase is the database URL as messages show it: a SQLite path made
// absolute, so that a relative one says where it was looked for, and a
// PostgreSQL password left out.
func shownDatabase(u string) string {
	if path, ok := dburl.SQLitePath(u); ok {
		if abs, err := filepath.Abs(path); err == nil {
			return "sqlite:" + abs
		}
		return u
	}
	if pu, err := url.Parse(u); err == nil {
		return pu.Redacted()
	}
	return "the PostgreSQL database"
}

// pickAccount returns the account with the id, or the only account when id
// is empty.
func pickAccount(ctx context.Context, st confirm.Store, id string) (*confirm.Account, error) {
	if id != "" {
		return st.GetAccount(ctx, id)
	}
	accts, err := st.ListAccounts(ctx)
	if err != nil {
		return nil, err
	}
	switch len(accts) {
	case 0:
		return nil, errors.New("there is no account yet: run 'confirmd serve' once or 'confirmd accounts create'")
	case 1:
		return accts[0], nil
	}
	return nil, fmt.Errorf("there are %d accounts: name one with --account (see 'confirmd accounts list')", len(accts))
}
