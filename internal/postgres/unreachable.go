package postgres

import (
	"fmt"
	"net/url"
)

// unreachableMessage is the failure of a test that needs PostgreSQL and
// cannot reach the server at url: what went wrong, and the ways on, since
// the first run of the tests on a new machine usually ends here.
func unreachableMessage(u string, err error) string {
	return fmt.Sprintf(`cannot reach the test PostgreSQL server at %s: %v

The tests run every store test on SQLite and on PostgreSQL. Either start a server
with trust authentication and a database named test, for example:

    docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust -e POSTGRES_DB=test postgres:17

  or, on Debian or Ubuntu (add "host all all 127.0.0.1/32 trust" to pg_hba.conf):

    sudo apt-get install postgresql
    sudo pg_ctlcluster $(ls /etc/postgresql) main start
    sudo -u postgres createdb test

or point the tests at another server with %s=postgres://USER@HOST:PORT/DB,
or run the SQLite tests only with %s=off (CI refuses that):

    %s=off make test`, redactedURL(u), err, TestURLEnv, TestURLEnv, TestURLEnv)
}

// redactedURL is u without its password.
func redactedURL(u string) string {
	if pu, err := url.Parse(u); err == nil {
		return pu.Redacted()
	}
	return "(an unreadable URL)"
}
