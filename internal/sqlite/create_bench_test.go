package sqlite

import (
	"testing"

	"github.com/confirmd/confirmd/internal/storetest"
)

// BenchmarkCreate stores confirmations from 8 goroutines per core.
func BenchmarkCreate(b *testing.B) {
	b.SetParallelism(8)
	storetest.BenchCreate(b, openTest(b))
}
