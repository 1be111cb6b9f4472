package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The documentation's examples are run as they are written, so that one a
// reader copies cannot be broken. The shell examples use a small set of
// variables, set as the README's curl walk-through sets them:
//
//	KEY  the sandbox key printed at first start (export KEY=sk_test_...)
//	API  the API's base, http://127.0.0.1:8080/v1
//	ID   the id of the confirmation created last (export ID=cf_...)
//
// A value the reader copies from what confirmd printed or answered is
// written `export NAME=...`, with a placeholder ending in "..."; the test
// gives those their values instead, and runs every other assignment of the
// document's shell blocks as it is. It puts its server's address in place
// of 127.0.0.1:8080 and localhost:8080 everywhere.
var docPlaceholders = []string{"KEY", "ID"}

// docFiles are the documents whose examples run: the README and docs/.
func docFiles(t *testing.T) []string {
	t.Helper()
	docs, err := filepath.Glob("../../docs/*.md")
	if err != nil || len(docs) == 0 {
		t.Fatalf("no docs: %v", err)
	}
	return append([]string{"../../README.md"}, docs...)
}

// codeBlock is one fenced block of a document.
type codeBlock struct {
	file string
	line int // of the opening fence
	lang string
	body string
}

var fence = regexp.MustCompile("(?m)^```([a-z]*)\n")

// codeBlocks returns the fenced blocks of a Markdown file.
func codeBlocks(t *testing.T, file string) []codeBlock {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	var blocks []codeBlock
	for pos := 0; ; {
		m := fence.FindStringSubmatchIndex(text[pos:])
		if m == nil {
			return blocks
		}
		start := pos + m[1]
		end := strings.Index(text[start:], "\n```")
		if end < 0 {
			t.Fatalf("%s: a code block is not closed", file)
		}
		blocks = append(blocks, codeBlock{
			file: file,
			line: strings.Count(text[:pos+m[0]], "\n") + 1,
			lang: text[pos+m[2] : pos+m[3]],
			body: text[start : start+end+1],
		})
		pos = start + end + len("\n```")
	}
}

// shellCommands splits a shell block into its commands: comment and blank
// lines dropped, lines ending in a backslash joined to the next, and a
// here-document kept with the command that reads it.
func shellCommands(body string) []string {
	lines := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
	var cmds []string
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if trimmed := strings.TrimSpace(line); trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		cmd := line
		for strings.HasSuffix(cmd, "\\") && i+1 < len(lines) {
			i++
			cmd += "\n" + lines[i]
		}
		if m := heredoc.FindStringSubmatch(cmd); m != nil {
			for i+1 < len(lines) {
				i++
				cmd += "\n" + lines[i]
				if lines[i] == m[1] {
					break
				}
			}
		}
		cmds = append(cmds, cmd)
	}
	return cmds
}

var (
	heredoc     = regexp.MustCompile(`<<-?'?([A-Z_]+)'?`)
	assignment  = regexp.MustCompile(`^(?:export )?([A-Z_]+)=`)
	createdID   = regexp.MustCompile(`"id":\s*"(cf_[0-9a-z]+)"`)
	createsPOST = regexp.MustCompile(`-X POST \$API/confirmations\s`)
)

// TestDocExamples runs every curl example of README.md and docs/*.md, in
// the order of each document, against `confirmd serve` on a temporary
// SQLite database, and fails on any answer that is not 2xx (curl
// --fail-with-body) or a command that fails. In a block with a curl
// command, variable assignments run too, and `go run ./cmd/confirmd ...`
// runs the built command; other commands (docker, cp, a receiver) are
// left out and logged. Each document starts with ID naming a confirmation
// whose email and text have reached the customer, for the examples that
// act on one without creating it.
func TestDocExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the documentation's examples; -short leaves them out")
	}
	for _, tool := range []string{"bash", "curl", "jq", "date"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("the examples need %s: %v", tool, err)
		}
	}
	env := map[string]string{
		"CONFIRMD_DATABASE_URL":   "sqlite:" + filepath.Join(t.TempDir(), "confirmd.db"),
		"CONFIRMD_SANDBOX_KEY":    "sk_test_DM1pxqbvWJHZW2CovB2fhNJ8Ez2tDjoY",
		"CONFIRMD_SIGNING_SECRET": "whsec_u0bklezisozOE7yO52fUyW3MksMQM6si",
	}
	srv := mustServe(t, env)
	base := "http://" + srv.addr
	bin := binary(t)

	ran := 0
	for _, file := range docFiles(t) {
		vars := map[string]string{
			// The first start's sandbox-credentials.env, which the
			// getting-started guide sources, names the key so.
			"CONFIRMD_API_KEY": env["CONFIRMD_SANDBOX_KEY"],
			"KEY":              env["CONFIRMD_SANDBOX_KEY"],
			"API":              base + "/v1",
			"CONFIRMD_URL":     base,
		}
		prelude := ""
		prepared := false
		for _, b := range codeBlocks(t, file) {
			if b.lang != "sh" && b.lang != "bash" {
				continue
			}
			runs := strings.Contains(b.body, "curl ")
			for _, cmd := range shellCommands(b.body) {
				cmd = strings.NewReplacer("http://127.0.0.1:8080", base, "localhost:8080", base).Replace(cmd)
				where := fmt.Sprintf("%s:%d", filepath.Base(file), b.line)
				if m := assignment.FindStringSubmatch(cmd); m != nil {
					if isPlaceholder(cmd) {
						if runs && !slices.Contains(docPlaceholders, m[1]) {
							t.Errorf("%s: %q sets %s to a placeholder the test does not know (it knows %v)", where, cmd, m[1], docPlaceholders)
						}
						continue
					}
					prelude += cmd + "\n"
					continue
				}
				if !runs {
					continue
				}
				first := strings.Fields(cmd)[0]
				switch {
				case first == "curl":
					cmd = "curl --fail-with-body" + strings.TrimPrefix(cmd, "curl")
				case strings.HasPrefix(cmd, "go run ./cmd/confirmd "):
					cmd = bin + strings.TrimPrefix(cmd, "go run ./cmd/confirmd")
				default:
					t.Logf("%s: left out: %s", where, cmd)
					continue
				}
				if strings.Contains(cmd, "$ID") && vars["ID"] == "" && !prepared {
					vars["ID"] = preparedConfirmation(t, base, vars["KEY"])
					prepared = true
				}
				out := runShell(t, where, prelude, cmd, vars)
				ran++
				if createsPOST.MatchString(cmd) {
					m := createdID.FindStringSubmatch(out)
					if m == nil {
						t.Fatalf("%s: a create answered without an id:\n%s", where, out)
					}
					vars["ID"] = m[1]
				}
			}
		}
	}
	if ran < 10 {
		t.Errorf("ran %d commands of the docs; the extraction has lost some", ran)
	}
	t.Logf("ran %d commands of the docs", ran)
}

// runShell runs cmd in bash after prelude with vars in its environment, and
// fails the test if it fails.
func runShell(t *testing.T, where, prelude, cmd string, vars map[string]string) string {
	t.Helper()
	c := exec.Command("bash", "-c", "set -euo pipefail\n"+prelude+cmd)
	c.Env = os.Environ()
	for k, v := range vars {
		c.Env = append(c.Env, k+"="+v)
	}
	out, err := c.CombinedOutput()
	if err != nil {
		t.Errorf("%s: %v\n%s\nanswered:\n%s", where, err, cmd, out)
	}
	return string(out)
}

// preparedConfirmation creates a demo confirmation and advances it until
// its email and text have reached the customer, and returns its id.
func preparedConfirmation(t *testing.T, base, key string) string {
	t.Helper()
	status, out := call(t, "POST", base+"/v1/confirmations", key, strings.Replace(createBody, `"items"`,
		`"rescheduleOptions":[{"date":"2099-01-06","window":{"from":"12:00","to":"16:00"}}],"items"`, 1))
	if status != 201 {
		t.Fatalf("prepare a confirmation: %d %v", status, out)
	}
	id := out["confirmation"].(map[string]any)["id"].(string)
	for {
		status, out := call(t, "GET", base+"/v1/confirmations/"+id, key, "")
		if status != 200 {
			t.Fatalf("prepare a confirmation: %d %v", status, out)
		}
		sent := map[string]bool{}
		for _, s := range out["confirmation"].(map[string]any)["steps"].([]any) {
			step := s.(map[string]any)
			sent[step["channel"].(string)] = step["state"] != "pending"
		}
		if sent["email"] && sent["sms"] {
			return id
		}
		if status, out := call(t, "POST", base+"/v1/confirmations/"+id+"/advance", key, ""); status != 200 {
			t.Fatalf("prepare a confirmation: advance: %d %v", status, out)
		}
	}
}

func isPlaceholder(cmd string) bool {
	value := strings.Fields(assignment.ReplaceAllString(cmd, ""))
	return len(value) > 0 && strings.HasSuffix(value[0], "...")
}

// TestDocGoPrograms builds every Go example of README.md and docs/*.md that
// is a whole program (package main with a main function), each in a module
// of its own pointed at this checkout with a replace, as the README's
// client steps set one up, and vets it. The other Go examples are
// fragments, and are not built.
func TestDocGoPrograms(t *testing.T) {
	if testing.Short() {
		t.Skip("builds modules; -short leaves it out")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, file := range docFiles(t) {
		for _, b := range codeBlocks(t, file) {
			if b.lang != "go" || !strings.HasPrefix(b.body, "package main\n") || !strings.Contains(b.body, "\nfunc main() {") {
				continue
			}
			n++
			where := fmt.Sprintf("%s:%d", filepath.Base(file), b.line)
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(b.body), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, args := range [][]string{
				{"mod", "init", "example.com/app"},
				{"mod", "edit", "-replace", "github.com/confirmd/confirmd=" + root},
				{"mod", "tidy"},
				{"vet", "."},
				{"build", "-o", os.DevNull, "."},
			} {
				cmd := exec.Command("go", args...)
				cmd.Dir = dir
				// The modules come from the cache `go mod download` filled
				// (the README's set-up step), as in TestReadmeClientSnippet.
				cmd.Env = append(os.Environ(), "GOPROXY=off", "GOSUMDB=off", "GOWORK=off", "GOFLAGS=", "CGO_ENABLED=0")
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Errorf("%s: go %s: %v\n%s\nthe program:\n%s", where, strings.Join(args, " "), err, out, b.body)
					break
				}
			}
		}
	}
	if n < 2 {
		t.Errorf("built %d Go programs of the docs; the README and getting-started.md have one each", n)
	}
}
