package sqlite

import (
	"testing"

	"github.com/confirmd/confirmd/internal/storetest"
)

func TestViewsWithoutStoredOnes(t *testing.T) {
	t.Parallel()
	s := openTest(t)
	storetest.ViewsWithoutStoredOnes(t, s, func(ids ...string) {
		for _, id := range ids {
			if _, err := s.write.Exec(`UPDATE confirmations SET view = NULL WHERE id = ?`, id); err != nil {
				t.Fatal(err)
			}
		}
	})
}
