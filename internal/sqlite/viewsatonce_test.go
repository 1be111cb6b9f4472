package sqlite

import (
	"testing"

	"github.com/confirmd/confirmd/internal/storetest"
)

func TestViewsAtOnce(t *testing.T) {
	t.Parallel()
	storetest.ViewsAtOnce(t, openTest(t))
}
