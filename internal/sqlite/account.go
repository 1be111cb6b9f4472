package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

var (
	errAccountNotFound = confirm.Errorf(confirm.ENOTFOUND, "account not found")
	errKeyNotFound     = confirm.Errorf(confirm.ENOTFOUND, "API key not found")
)

const accountColumns = `id, name, signing_secret, rate_limit, created_at, previous_signing_secret, previous_secret_until`

// accountDest returns where to scan accountColumns into a.
func accountDest(a *confirm.Account) []any {
	return []any{&a.ID, &a.Name, &a.SigningSecret, &a.RateLimit, timeCol{&a.CreatedAt},
		&a.PreviousSigningSecret, zeroTimeCol{&a.PreviousSecretUntil}}
}

func scanAccount(row interface{ Scan(...any) error }) (*confirm.Account, error) {
	var a confirm.Account
	err := row.Scan(accountDest(&a)...)
	return &a, err
}

// CreateAccount stores a new account.
func (s *Store) CreateAccount(ctx context.Context, a *confirm.Account) error {
	_, err := s.write.ExecContext(ctx,
		`INSERT INTO accounts (`+accountColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		a.ID, a.Name, a.SigningSecret, a.RateLimit, text(a.CreatedAt),
		a.PreviousSigningSecret, nullText(a.PreviousSecretUntil))
	return constraint(err, "account already exists", "")
}

// GetAccount returns the account with the id.
func (s *Store) GetAccount(ctx context.Context, id string) (*confirm.Account, error) {
	a, err := scanAccount(s.read.QueryRowContext(ctx,
		`SELECT `+accountColumns+` FROM accounts WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errAccountNotFound
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}

// ListAccounts returns every account, oldest first.
func (s *Store) ListAccounts(ctx context.Context) ([]*confirm.Account, error) {
	rows, err := s.read.QueryContext(ctx,
		`SELECT `+accountColumns+` FROM accounts ORDER BY created_at, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*confirm.Account
	for rows.Next() {
		a, err := scanAccount(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// UpdateAccount saves an account's name, signing secrets and rate limit.
func (s *Store) UpdateAccount(ctx context.Context, a *confirm.Account) error {
	res, err := s.write.ExecContext(ctx, `
		UPDATE accounts SET name = ?, signing_secret = ?, rate_limit = ?,
			previous_signing_secret = ?, previous_secret_until = ?
		WHERE id = ?`,
		a.Name, a.SigningSecret, a.RateLimit,
		a.PreviousSigningSecret, nullText(a.PreviousSecretUntil), a.ID)
	s.keys.changed()
	if err != nil {
		return err
	}
	return mustAffect(res, errAccountNotFound)
}

const keyColumns = `id, account_id, hash, prefix, sandbox, created_at, revoked_at`

func scanKey(row interface{ Scan(...any) error }, more ...any) (*confirm.APIKey, error) {
	var k confirm.APIKey
	dest := append([]any{&k.ID, &k.AccountID, &k.Hash, &k.Prefix, &k.Sandbox,
		timeCol{&k.CreatedAt}, nullTimeCol{&k.RevokedAt}}, more...)
	err := row.Scan(dest...)
	return &k, err
}

// CreateAPIKey stores a new key of an existing account.
func (s *Store) CreateAPIKey(ctx context.Context, k *confirm.APIKey) error {
	var revoked any
	if k.RevokedAt != nil {
		revoked = text(*k.RevokedAt)
	}
	_, err := s.write.ExecContext(ctx,
		`INSERT INTO api_keys (`+keyColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		k.ID, k.AccountID, k.Hash, k.Prefix, k.Sandbox, text(k.CreatedAt), revoked)
	return constraint(err, "API key already exists", "account not found")
}

// apiKeyByHashQuery reads an unrevoked key by its hash, with its account
// and the counter of changes to keys and accounts (see keyCache), in one
// statement and so at one moment.
const apiKeyByHashQuery = `
	SELECT k.id, k.account_id, k.hash, k.prefix, k.sandbox, k.created_at, k.revoked_at,
	       a.id, a.name, a.signing_secret, a.rate_limit, a.created_at,
	       a.previous_signing_secret, a.previous_secret_until,
	       (SELECT n FROM key_changes WHERE id = 1)
	FROM api_keys AS k JOIN accounts AS a ON a.id = k.account_id
	WHERE k.hash = ? AND k.revoked_at IS NULL`

// keyChangesQuery reads the counter of changes to keys and accounts.
const keyChangesQuery = `SELECT n FROM key_changes WHERE id = 1`

// APIKeyByHash returns the unrevoked key with the hash and its account.
// Keys found are kept in memory for later calls for as long as nothing
// changes a key or an account (keyCache).
//
// A request whose context has a confirm.KeyCheck gets a kept key without
// the counter's read: its next read (ConfirmationView) reads the counter in
// its own statement, and answers only if it has not moved.
func (s *Store) APIKeyByHash(ctx context.Context, hash string) (*confirm.APIKey, *confirm.Account, error) {
	// Alone, a kept key is known to be current (keyCache.alone).
	if kc := confirm.KeyCheckFrom(ctx); kc != nil && !kc.Pending && !s.keys.alone.Load() {
		if k, a, version := s.keys.tentative(hash); k != nil {
			kc.Pending, kc.Hash, kc.Version = true, hash, version
			return k, a, nil
		}
	}
	k, a, fresh := s.keys.get(hash)
	if k != nil {
		return k, a, nil
	}
	if !fresh {
		at := s.keys.now()
		var version int64
		if err := s.readRow(ctx, keyChangesQuery).Scan(&version); err != nil {
			return nil, nil, err
		}
		s.keys.seen(version, at)
		if k, a := s.keys.getSeen(hash, version); k != nil {
			return k, a, nil
		}
	}
	at := s.keys.now()
	var version int64
	a = new(confirm.Account)
	k, err := scanKey(s.readRow(ctx, apiKeyByHashQuery, hash), append(accountDest(a), &version)...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, errKeyNotFound
	}
	if err != nil {
		return nil, nil, err
	}
	s.keys.put(version, at, hash, k, a)
	return k, a, nil
}

// ListAPIKeys returns the account's keys, revoked ones included, oldest
// first.
func (s *Store) ListAPIKeys(ctx context.Context, accountID string) ([]*confirm.APIKey, error) {
	rows, err := s.read.QueryContext(ctx,
		`SELECT `+keyColumns+` FROM api_keys WHERE account_id = ? ORDER BY created_at, id`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*confirm.APIKey
	for rows.Next() {
		k, err := scanKey(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, k)
	}
	return out, rows.Err()
}

// RevokeAPIKey marks a key revoked at at. Revoking a revoked key keeps the
// time it was first revoked.
func (s *Store) RevokeAPIKey(ctx context.Context, id string, at time.Time) error {
	res, err := s.write.ExecContext(ctx,
		`UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?`, text(at), id)
	s.keys.changed()
	if err != nil {
		return err
	}
	return mustAffect(res, errKeyNotFound)
}

// mustAffect returns notFound if the statement changed no row.
func mustAffect(res sql.Result, notFound error) error {
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return notFound
	}
	return nil
}
