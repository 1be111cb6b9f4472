package client_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/apitest"
	"github.com/confirmd/confirmd/internal/testdb"
)

// cloneCommand is the README's first client step. The test cannot fetch
// the published repository, so it stands the checkout under test in for
// the clone, with a symbolic link at the same place.
const cloneCommand = "git clone https://github.com/confirmd/confirmd.git confirmd"

// TestReadmeClientSnippet runs the README's client steps, the shell
// commands and the saved main.go between <!-- client-steps --> and
// <!-- /client-steps -->, as they are written and in their order, in an
// empty folder, against a started server whose sandbox key is in
// CONFIRMD_API_KEY. Its only step of its own comes first: `go mod
// download` in the checkout, the README's set-up step, so that a fresh
// module cache is filled through the module proxy as a user's would be;
// the steps then run with the proxy off, showing that they need nothing
// more.
func TestReadmeClientSnippet(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module; -short leaves it out")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("no go command on PATH; CI must have Go")
		}
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
	script := readmeClientScript(t, between(t, string(readme), "<!-- client-steps -->\n", "<!-- /client-steps -->"))

	download := exec.Command(goBin, "mod", "download")
	download.Dir = root
	download.Env = append(os.Environ(), "GOWORK=off")
	if out, err := download.CombinedOutput(); err != nil {
		t.Fatalf("go mod download in %s (the README's set-up step; it needs the Go module proxy once): %v\n%s", root, err, out)
	}

	srv := apitest.NewWith(t, testdb.Kinds[0].Open(t), apitest.Options{Now: time.Now()})
	dir := t.TempDir()
	if err := os.Symlink(root, filepath.Join(dir, "confirmd")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", "-e", "-x", "-c", script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"PATH="+filepath.Dir(goBin)+string(os.PathListSeparator)+os.Getenv("PATH"),
		"GOPROXY=off", "GOSUMDB=off", "GOWORK=off", "GOFLAGS=", "CGO_ENABLED=0",
		"CONFIRMD_URL="+srv.URL, "CONFIRMD_API_KEY="+srv.SandboxKey)
	var stdout strings.Builder
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("the README's client steps failed: %v\n%s\nthe steps:\n%s", err, stderr.String(), script)
	}
	if !regexp.MustCompile(`^cf_[0-9A-Za-z]+ scheduled\n$`).MatchString(stdout.String()) {
		t.Errorf("go run . printed %q, want the new confirmation's id and status scheduled", stdout.String())
	}
}

// readmeClientScript turns the README's client steps into one shell
// script: each ```sh block's lines as they are, and the ```go block
// written to main.go where it comes. The clone is made beforehand by the
// test, so its command is left out; the steps must start with it.
func readmeClientScript(t *testing.T, steps string) string {
	t.Helper()
	var script strings.Builder
	rest := steps
	sawGo := false
	for {
		_, after, ok := strings.Cut(rest, "```")
		if !ok {
			break
		}
		lang, after, _ := strings.Cut(after, "\n")
		body, after, ok := strings.Cut(after, "```")
		if !ok {
			t.Fatalf("unclosed code block in the README's client steps")
		}
		rest = after
		switch lang {
		case "sh":
			if script.Len() == 0 {
				first, others, _ := strings.Cut(body, "\n")
				if first != cloneCommand {
					t.Fatalf("the README's client steps start with %q, not %q; change this test with them", first, cloneCommand)
				}
				body = others
			}
			script.WriteString(body)
		case "go":
			sawGo = true
			script.WriteString("cat > main.go <<'END_OF_MAIN_GO'\n" + body + "END_OF_MAIN_GO\n")
		default:
			t.Fatalf("code block %q in the README's client steps; only sh and go are run", lang)
		}
	}
	if !sawGo || !strings.Contains(script.String(), "go run .") {
		t.Fatalf("the README's client steps have no Go program or no go run:\n%s", steps)
	}
	return script.String()
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
