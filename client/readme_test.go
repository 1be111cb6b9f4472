package client_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeClientSnippet builds the README's client snippet, as it is
// written there, in a new module set up as the README says a user of an
// unpublished checkout does: go mod init, go mod edit -replace to the
// checkout, go mod tidy. The client needs no module but this one, so it runs
// offline (GOPROXY=off) from the module cache.
func TestReadmeClientSnippet(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module; -short leaves it out")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	snippet := between(t, string(readme), "<!-- client-snippet -->\n", "<!-- /client-snippet -->")
	code := between(t, snippet, "```go\n", "```")
	for _, cmd := range []string{
		"go mod edit -replace github.com/confirmd/confirmd=../confirmd",
		"go mod tidy",
	} {
		if !strings.Contains(string(readme), "\n"+cmd+"\n") {
			t.Errorf("README no longer says %q; change this test with it", cmd)
		}
	}

	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off", "GOWORK=off", "CGO_ENABLED=0")
	for _, args := range [][]string{
		{"mod", "init", "example.com/app"},
		{"mod", "edit", "-replace", "github.com/confirmd/confirmd=" + root},
		{"mod", "tidy"},
		{"build", "-o", os.DevNull, "."},
	} {
		cmd := exec.Command(goBin, args...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s\nthe snippet:\n%s", strings.Join(args, " "), err, out, code)
		}
	}
}

// between returns the text of s after start and before the next end.
func between(t *testing.T, s, start, end string) string {
	t.Helper()
	_, after, ok := strings.Cut(s, start)
	if !ok {
		t.Fatalf("no %q", start)
	}
	in, _, ok := strings.Cut(after, end)
	if !ok {
		t.Fatalf("no %q after %q", end, start)
	}
	return in
}
