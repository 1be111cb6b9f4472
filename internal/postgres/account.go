package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/confirmd/confirmd/internal/confirm"
)

const accountColumns = "id, name, signing_secret, previous_signing_secret, previous_secret_until, rate_limit, created_at"

// accountFields and accountDone read an account the same way whether it
// comes alone or after its key (APIKeyByHash): the scan fills the fields,
// then accountDone turns the nullable end of the previous secret and the
// times into what the domain expects.
func accountFields(a *confirm.Account, until *pgtype.Timestamptz) []any {
	return []any{&a.ID, &a.Name, &a.SigningSecret, &a.PreviousSigningSecret, until, &a.RateLimit, &a.CreatedAt}
}

func accountDone(a *confirm.Account, until pgtype.Timestamptz) {
	a.PreviousSecretUntil = fromNull(until)
	a.CreatedAt = a.CreatedAt.UTC()
}

func scanAccount(row pgx.Row) (*confirm.Account, error) {
	var a confirm.Account
	var until pgtype.Timestamptz
	if err := row.Scan(accountFields(&a, &until)...); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, confirm.Errorf(confirm.ENOTFOUND, "account not found")
		}
		return nil, err
	}
	accountDone(&a, until)
	return &a, nil
}

// CreateAccount stores a new account; an id already taken is ECONFLICT.
func (s *Store) CreateAccount(ctx context.Context, a *confirm.Account) error {
	_, err := s.pool.Exec(ctx,
		`INSERT INTO accounts (`+accountColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		a.ID, a.Name, a.SigningSecret, a.PreviousSigningSecret, nullTime(a.PreviousSecretUntil), a.RateLimit, ts(a.CreatedAt))
	return dbError(err)
}

// GetAccount returns the account with the id, or ENOTFOUND.
func (s *Store) GetAccount(ctx context.Context, id string) (*confirm.Account, error) {
	a, err := scanAccount(s.pool.QueryRow(ctx,
		`SELECT `+accountColumns+` FROM accounts WHERE id = $1`, id))
	return a, dbError(err)
}

// ListAccounts returns every account, oldest first.
func (s *Store) ListAccounts(ctx context.Context) ([]*confirm.Account, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+accountColumns+` FROM accounts ORDER BY created_at, id`)
	if err != nil {
		return nil, dbError(err)
	}
	accounts, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.Account, error) {
		return scanAccount(row)
	})
	return accounts, dbError(err)
}

// UpdateAccount saves the account's name, signing secrets and rate limit;
// ENOTFOUND for an unknown id.
func (s *Store) UpdateAccount(ctx context.Context, a *confirm.Account) error {
	tag, err := s.pool.Exec(ctx,
		`UPDATE accounts SET name = $2, signing_secret = $3, previous_signing_secret = $4,
		     previous_secret_until = $5, rate_limit = $6 WHERE id = $1`,
		a.ID, a.Name, a.SigningSecret, a.PreviousSigningSecret, nullTime(a.PreviousSecretUntil), a.RateLimit)
	s.keys.changed()
	if err != nil {
		return dbError(err)
	}
	if tag.RowsAffected() == 0 {
		return confirm.Errorf(confirm.ENOTFOUND, "account not found")
	}
	return nil
}

const apiKeyColumns = "k.id, k.account_id, k.hash, k.prefix, k.sandbox, k.created_at, k.revoked_at"

func scanAPIKey(row pgx.Row, more ...any) (*confirm.APIKey, error) {
	var k confirm.APIKey
	dest := append([]any{&k.ID, &k.AccountID, &k.Hash, &k.Prefix, &k.Sandbox, &k.CreatedAt, &k.RevokedAt}, more...)
	if err := row.Scan(dest...); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, confirm.Errorf(confirm.ENOTFOUND, "API key not found")
		}
		return nil, err
	}
	k.CreatedAt = k.CreatedAt.UTC()
	if k.RevokedAt != nil {
		t := k.RevokedAt.UTC()
		k.RevokedAt = &t
	}
	return &k, nil
}

// CreateAPIKey stores a new key; ENOTFOUND if its account does not exist,
// ECONFLICT if its id or hash is taken.
func (s *Store) CreateAPIKey(ctx context.Context, k *confirm.APIKey) error {
	var revoked *time.Time
	if k.RevokedAt != nil {
		t := ts(*k.RevokedAt)
		revoked = &t
	}
	_, err := s.pool.Exec(ctx,
		`INSERT INTO api_keys (id, account_id, hash, prefix, sandbox, created_at, revoked_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		k.ID, k.AccountID, k.Hash, k.Prefix, k.Sandbox, ts(k.CreatedAt), revoked)
	return dbError(err)
}

// APIKeyByHash returns the unrevoked key with that hash and its account, or
// ENOTFOUND. Keys found are kept for later calls, for as long as nothing
// changes them or their accounts (keyCache).
func (s *Store) APIKeyByHash(ctx context.Context, hash string) (*confirm.APIKey, *confirm.Account, error) {
	s.startListening()
	k, a, gen, ok := s.keys.get(hash)
	if ok {
		return k, a, nil
	}
	k, a, err := s.readAPIKey(ctx, hash)
	if err != nil {
		return nil, nil, err
	}
	s.keys.put(gen, hash, k, a)
	return k, a, nil
}

const keyQuery = `SELECT ` + apiKeyColumns + `, a.id, a.name, a.signing_secret, a.previous_signing_secret,
	     a.previous_secret_until, a.rate_limit, a.created_at
	 FROM api_keys k JOIN accounts a ON a.id = k.account_id
	 WHERE k.hash = $1 AND k.revoked_at IS NULL`

// readAPIKey reads from the database what APIKeyByHash returns.
func (s *Store) readAPIKey(ctx context.Context, hash string) (*confirm.APIKey, *confirm.Account, error) {
	var a confirm.Account
	var until pgtype.Timestamptz
	k, err := scanAPIKey(s.pool.QueryRow(ctx, keyQuery, hash), accountFields(&a, &until)...)
	if err != nil {
		return nil, nil, dbError(err)
	}
	accountDone(&a, until)
	return k, &a, nil
}

// ListAPIKeys returns the account's keys, revoked ones included, oldest
// first.
func (s *Store) ListAPIKeys(ctx context.Context, accountID string) ([]*confirm.APIKey, error) {
	rows, err := s.pool.Query(ctx,
		`SELECT `+apiKeyColumns+` FROM api_keys k WHERE k.account_id = $1 ORDER BY k.created_at, k.id`,
		accountID)
	if err != nil {
		return nil, dbError(err)
	}
	keys, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.APIKey, error) {
		return scanAPIKey(row)
	})
	return keys, dbError(err)
}

// RevokeAPIKey marks a key revoked at at; ENOTFOUND for an unknown id.
// Revoking a revoked key keeps its first revocation time.
func (s *Store) RevokeAPIKey(ctx context.Context, id string, at time.Time) error {
	tag, err := s.pool.Exec(ctx,
		`UPDATE api_keys SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1`, id, ts(at))
	s.keys.changed()
	if err != nil {
		return dbError(err)
	}
	if tag.RowsAffected() == 0 {
		return confirm.Errorf(confirm.ENOTFOUND, "API key not found")
	}
	return nil
}
