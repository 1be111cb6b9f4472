package postgres_test

import (
	"testing"

	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/storetest"
)

// BenchmarkCreate stores confirmations from 8 goroutines per core.
func BenchmarkCreate(b *testing.B) {
	b.SetParallelism(8)
	storetest.BenchCreate(b, postgres.OpenTest(b))
}
