package postgres_test

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/storetest"
)

func TestKeptViews(t *testing.T) {
	url := postgres.TestURL(t)
	storetest.KeptViews(t, postgres.OpenTestURL(t, url), func(t *testing.T) confirm.Store {
		return postgres.OpenTestURL(t, url)
	})
}
