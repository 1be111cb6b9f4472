package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/confirmd/confirmd/internal/confirm"
)

func errOperatorNotFound() error { return confirm.Errorf(confirm.ENOTFOUND, "operator not found") }

const operatorColumns = `id, account_id, email, name, role, sandbox, password_hash, totp_secret, setup_hash, setup_expires, created_at`

func scanOperator(row pgx.Row) (*confirm.Operator, error) {
	var o confirm.Operator
	var setup pgtype.Text
	var expires pgtype.Timestamptz
	err := row.Scan(&o.ID, &o.AccountID, &o.Email, &o.Name, &o.Role, &o.Sandbox, &o.PasswordHash, &o.TOTPSecret,
		&setup, &expires, &o.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, errOperatorNotFound()
	}
	if err != nil {
		return nil, dbError(err)
	}
	o.SetupHash, o.SetupExpires, o.CreatedAt = setup.String, fromNull(expires), o.CreatedAt.UTC()
	return &o, nil
}

func nullString(s string) pgtype.Text { return pgtype.Text{String: s, Valid: s != ""} }

// CreateOperator stores a new operator.
func (s *Store) CreateOperator(ctx context.Context, o *confirm.Operator) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO operators (`+operatorColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		o.ID, o.AccountID, o.Email, o.Name, o.Role, o.Sandbox, o.PasswordHash, o.TOTPSecret,
		nullString(o.SetupHash), nullTime(o.SetupExpires), ts(o.CreatedAt))
	return dbError(err)
}

// OperatorByID returns the operator with the id.
func (s *Store) OperatorByID(ctx context.Context, id string) (*confirm.Operator, error) {
	return scanOperator(s.pool.QueryRow(ctx, `SELECT `+operatorColumns+` FROM operators WHERE id = $1`, id))
}

// OperatorByEmail returns the operator with the email.
func (s *Store) OperatorByEmail(ctx context.Context, email string) (*confirm.Operator, error) {
	return scanOperator(s.pool.QueryRow(ctx, `SELECT `+operatorColumns+` FROM operators WHERE email = $1`, email))
}

// OperatorBySetup returns the operator whose one-time link has the hash.
func (s *Store) OperatorBySetup(ctx context.Context, setupHash string) (*confirm.Operator, error) {
	if setupHash == "" {
		return nil, errOperatorNotFound()
	}
	return scanOperator(s.pool.QueryRow(ctx, `SELECT `+operatorColumns+` FROM operators WHERE setup_hash = $1`, setupHash))
}

// UpdateOperator saves what may change of an operator.
func (s *Store) UpdateOperator(ctx context.Context, o *confirm.Operator) error {
	tag, err := s.pool.Exec(ctx, `
		UPDATE operators SET name = $2, role = $3, password_hash = $4, totp_secret = $5, setup_hash = $6, setup_expires = $7
		WHERE id = $1`,
		o.ID, o.Name, o.Role, o.PasswordHash, o.TOTPSecret, nullString(o.SetupHash), nullTime(o.SetupExpires))
	if err != nil {
		return dbError(err)
	}
	if tag.RowsAffected() == 0 {
		return errOperatorNotFound()
	}
	return nil
}

// ListOperators returns an account's operators by email.
func (s *Store) ListOperators(ctx context.Context, accountID string) ([]*confirm.Operator, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+operatorColumns+` FROM operators WHERE account_id = $1 ORDER BY email`, accountID)
	if err != nil {
		return nil, dbError(err)
	}
	defer rows.Close()
	var out []*confirm.Operator
	for rows.Next() {
		o, err := scanOperator(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, dbError(rows.Err())
}

// UseTOTPStep spends an operator's TOTP time step if it is later than the
// last one spent.
func (s *Store) UseTOTPStep(ctx context.Context, operatorID string, step int64) (bool, error) {
	tag, err := s.pool.Exec(ctx, `
		INSERT INTO operator_totp_steps (operator_id, last_step) VALUES ($1, $2)
		ON CONFLICT (operator_id) DO UPDATE SET last_step = excluded.last_step
		WHERE operator_totp_steps.last_step < excluded.last_step`, operatorID, step)
	if err != nil {
		return false, dbError(err)
	}
	return tag.RowsAffected() == 1, nil
}
