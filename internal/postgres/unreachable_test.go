package postgres

import (
	"errors"
	"strings"
	"testing"
)

func TestUnreachableMessage(t *testing.T) {
	t.Parallel()
	msg := unreachableMessage("postgres://u:hunter2@db.example:5432/test", errors.New("connection refused"))
	for _, want := range []string{
		"postgres://u:xxxxx@db.example:5432/test: connection refused",
		"docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust -e POSTGRES_DB=test postgres:17",
		"apt-get install postgresql",
		"pg_ctlcluster",
		"CONFIRMD_TEST_POSTGRES_URL=off make test",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the message does not say %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "hunter2") {
		t.Errorf("the message shows the password:\n%s", msg)
	}
}
