package postgres_test

import (
	"testing"

	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/storetest"
)

func TestViewsWithoutStoredOnes(t *testing.T) {
	t.Parallel()
	url := postgres.TestURL(t)
	s := postgres.OpenTestURL(t, url)
	conn := postgres.TestConn(t, url)
	storetest.ViewsWithoutStoredOnes(t, s, func(ids ...string) {
		if _, err := conn.Exec(t.Context(), `UPDATE confirmations SET view = NULL WHERE id = ANY($1)`, ids); err != nil {
			t.Fatal(err)
		}
	})
}
