package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/confirmd/confirmd/internal/dburl"
)

// credentialsFile is the name of the file, in the data directory, that the
// first start writes the new sandbox account's key and secret to.
const credentialsFile = "sandbox-credentials.env"

// dataDir is where confirmd keeps files of its own beside the database:
// CONFIRMD_DATA_DIR if set, else the SQLite database's folder, else (on
// PostgreSQL) the working directory.
func dataDir(cfg *config) (string, error) {
	dir := cfg.DataDir
	if dir == "" {
		dir = "."
		if path, ok := dburl.SQLitePath(cfg.DatabaseURL); ok {
			dir = filepath.Dir(path)
		}
	}
	return filepath.Abs(dir)
}

// writeCredentials writes the first sandbox account's key and secret to
// the data directory, readable and writable by confirmd's user only, as
// lines a shell can read (set -a; . ./sandbox-credentials.env), and returns
// the file's path. The file is written whole under another name and then
// renamed, so that no one ever reads half of it and a file or link already
// there is replaced, not written through.
func writeCredentials(dir, accountID, key, secret string, now time.Time) (string, error) {
	path := filepath.Join(dir, credentialsFile)
	f, err := os.CreateTemp(dir, "."+credentialsFile+".*")
	if err != nil {
		return "", err
	}
	defer os.Remove(f.Name()) // fails once renamed, as it should
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return "", err
	}
	_, err = fmt.Fprintf(f, `# confirmd: the sandbox account %s, created at first start on %s.
# Keep the two values somewhere safe, then delete this file: confirmd keeps only a
# hash of the key and cannot show it again. To use them in a shell:
#   set -a; . %s; set +a
CONFIRMD_API_KEY=%s
RECEIVER_SIGNING_SECRET=%s
`, accountID, now.UTC().Format(time.RFC3339), path, key, secret)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return "", err
	}
	return path, nil
}
