package postgres_test

import (
	"testing"

	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/storetest"
)

func TestViewsAtOnce(t *testing.T) {
	t.Parallel()
	storetest.ViewsAtOnce(t, postgres.OpenTestURL(t, postgres.TestURL(t)))
}
