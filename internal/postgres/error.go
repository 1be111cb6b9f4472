package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/puddle/v2"

	"github.com/confirmd/confirmd/internal/confirm"
)

// errUnavailable is the domain's view of a database it cannot reach; the API
// answers it with 503 instead of 500, because retrying later can succeed.
func errUnavailable() *confirm.Error {
	return confirm.Errorf(confirm.EUNAVAILABLE, "database unavailable")
}

// what names the rows of each table in conflict messages.
var what = map[string]string{
	"accounts":      "account",
	"api_keys":      "API key",
	"confirmations": "confirmation",
	"steps":         "step",
	"events":        "event",
	"idempotency":   "idempotency key",
	"operators":     "operator with that email",

	"webhook_deliveries": "delivery",
	"webhook_attempts":   "attempt",
}

// dbError turns a driver error into a domain error where the domain has a
// code for it. The driver error stays wrapped beside the domain error so
// that logs keep the detail while clients see only the domain message.
// Domain errors and nil pass through unchanged.
func dbError(err error) error {
	if err == nil {
		return nil
	}
	var de *confirm.Error
	if errors.As(err, &de) || errors.Is(err, context.Canceled) {
		return err
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch {
		case pgErr.Code == "23505": // unique_violation
			name := what[pgErr.TableName]
			if name == "" {
				name = "row"
			}
			return fmt.Errorf("%w: %w", confirm.Errorf(confirm.ECONFLICT, "%s already exists", name), err)
		case pgErr.Code == "23503" && (pgErr.TableName == "api_keys" || pgErr.TableName == "confirmations" || pgErr.TableName == "operators"):
			// foreign_key_violation: the only parent these rows name is an account.
			return fmt.Errorf("%w: %w", confirm.Errorf(confirm.ENOTFOUND, "account not found"), err)
		case unreachableCode(pgErr.Code):
			return fmt.Errorf("%w: %w", errUnavailable(), err)
		}
		return err
	}
	if unreachable(err) {
		return fmt.Errorf("%w: %w", errUnavailable(), err)
	}
	return err
}

// unreachableCode reports whether a SQLSTATE means the server cannot serve
// us now rather than that the statement was wrong.
func unreachableCode(code string) bool {
	switch code {
	case "53300", // too_many_connections
		"57P01", // admin_shutdown
		"57P02", // crash_shutdown
		"57P03": // cannot_connect_now
		return true
	}
	return strings.HasPrefix(code, "08") // connection_exception
}

// unreachable reports whether err comes from failing to connect or losing
// the connection, as opposed to an error the server reported.
func unreachable(err error) bool {
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	return errors.As(err, &connectErr) ||
		errors.Is(err, puddle.ErrClosedPool) ||
		errors.As(err, &netErr) ||
		errors.Is(err, io.EOF) ||
		errors.Is(err, io.ErrUnexpectedEOF)
}
