package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/confirmd/confirmd/internal/confirm"
)

var errOperatorNotFound = confirm.Errorf(confirm.ENOTFOUND, "operator not found")

const operatorColumns = `id, account_id, email, name, role, sandbox, password_hash, totp_secret, setup_hash, setup_expires, created_at`

func scanOperator(row interface{ Scan(...any) error }) (*confirm.Operator, error) {
	var o confirm.Operator
	var setup sql.NullString
	err := row.Scan(&o.ID, &o.AccountID, &o.Email, &o.Name, &o.Role, &o.Sandbox, &o.PasswordHash, &o.TOTPSecret,
		&setup, zeroTimeCol{&o.SetupExpires}, timeCol{&o.CreatedAt})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errOperatorNotFound
	}
	o.SetupHash = setup.String
	return &o, err
}

func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// CreateOperator stores a new operator.
func (s *Store) CreateOperator(ctx context.Context, o *confirm.Operator) error {
	_, err := s.write.ExecContext(ctx, `INSERT INTO operators (`+operatorColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		o.ID, o.AccountID, o.Email, o.Name, o.Role, o.Sandbox, o.PasswordHash, o.TOTPSecret,
		nullString(o.SetupHash), nullText(o.SetupExpires), text(o.CreatedAt))
	return constraint(err, "an operator with email "+o.Email+" already exists", "account not found")
}

// OperatorByID returns the operator with the id.
func (s *Store) OperatorByID(ctx context.Context, id string) (*confirm.Operator, error) {
	return scanOperator(s.read.QueryRowContext(ctx, `SELECT `+operatorColumns+` FROM operators WHERE id = ?`, id))
}

// OperatorByEmail returns the operator with the email.
func (s *Store) OperatorByEmail(ctx context.Context, email string) (*confirm.Operator, error) {
	return scanOperator(s.read.QueryRowContext(ctx, `SELECT `+operatorColumns+` FROM operators WHERE email = ?`, email))
}

// OperatorBySetup returns the operator whose one-time link has the hash.
func (s *Store) OperatorBySetup(ctx context.Context, setupHash string) (*confirm.Operator, error) {
	if setupHash == "" {
		return nil, errOperatorNotFound
	}
	return scanOperator(s.read.QueryRowContext(ctx, `SELECT `+operatorColumns+` FROM operators WHERE setup_hash = ?`, setupHash))
}

// UpdateOperator saves what may change of an operator.
func (s *Store) UpdateOperator(ctx context.Context, o *confirm.Operator) error {
	res, err := s.write.ExecContext(ctx, `
		UPDATE operators SET name = ?, role = ?, password_hash = ?, totp_secret = ?, setup_hash = ?, setup_expires = ?
		WHERE id = ?`,
		o.Name, o.Role, o.PasswordHash, o.TOTPSecret, nullString(o.SetupHash), nullText(o.SetupExpires), o.ID)
	if err != nil {
		return constraint(err, "operator conflict", "")
	}
	return mustAffect(res, errOperatorNotFound)
}

// ListOperators returns an account's operators by email.
func (s *Store) ListOperators(ctx context.Context, accountID string) ([]*confirm.Operator, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+operatorColumns+` FROM operators WHERE account_id = ? ORDER BY email`, accountID)
	if err != nil {
		return nil, err
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
	return out, rows.Err()
}

// UseTOTPStep spends an operator's TOTP time step if it is later than the
// last one spent.
func (s *Store) UseTOTPStep(ctx context.Context, operatorID string, step int64) (bool, error) {
	res, err := s.write.ExecContext(ctx, `
		INSERT INTO operator_totp_steps (operator_id, last_step) VALUES (?, ?)
		ON CONFLICT (operator_id) DO UPDATE SET last_step = excluded.last_step
		WHERE operator_totp_steps.last_step < excluded.last_step`, operatorID, step)
	if err != nil {
		return false, constraint(err, "", "operator not found")
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
