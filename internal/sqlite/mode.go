package sqlite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// createPrivate creates the database file at path if there is none,
// readable and writable by its owner only, and its folder, owner-only too,
// if that is missing (one level: a deeper path that does not exist is more
// likely a typo). The file holds the accounts' signing secrets, which
// confirmd must be able to read to sign webhooks, so it cannot hold them
// hashed; its mode is their protection on the machine. SQLite gives the
// -wal and -shm files it creates the database file's mode. An existing
// file or folder is left as the operator set it up (see Exposed).
func createPrivate(path string) error {
	dir := filepath.Dir(path)
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("sqlite: creating the folder of %s: %w", path, err)
		}
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("sqlite: creating %s: %w", path, err)
	}
	return f.Close()
}

// Exposed returns the database file at path, and its -wal and -shm files,
// that other users than their owner may read or write (by group or by
// everyone), each with its mode, such as "confirmd.db (-rw-r--r--)".
// confirmd warns of them rather than changing a mode an operator chose
// (a backup user's group, say).
func Exposed(path string) ([]string, error) {
	var out []string
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		fi, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if fi.Mode().Perm()&0o077 != 0 {
			out = append(out, fmt.Sprintf("%s (%s)", p, fi.Mode().Perm()))
		}
	}
	return out, nil
}
