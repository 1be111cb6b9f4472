// Package sdk_test runs the tests of the Node.js and Python packages
// (sdk/node, sdk/python) against a real confirmd on each store: the API,
// engine and webhook sender of internal/apitest, and one real signed
// delivery for their webhook checks.
//
// They need node with `npm ci` done in sdk/node, and python3. Outside CI a
// missing one skips its test with a message; with CI=true it fails.
package sdk_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/apitest"
	"github.com/confirmd/confirmd/internal/testdb"
)

// env starts a server on a fresh database of kind k and returns what the
// packages' tests read from the environment.
func env(t *testing.T, k testdb.Kind) []string {
	t.Helper()
	d := apitest.CaptureDelivery(t, k.Open(t))
	headers := map[string]string{}
	for name := range d.Header {
		headers[name] = d.Header.Get(name)
	}
	b, err := json.Marshal(map[string]any{"body": d.Body, "headers": headers, "secret": d.Secret})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "delivery.json")
	if err := os.WriteFile(file, b, 0o600); err != nil {
		t.Fatal(err)
	}
	api := apitest.New(t, k.Open(t))
	// The events feed shows a change once it is 5 s old by the server's
	// clock: the fake clock moves on a second every 100 ms, so that the
	// packages' tests read what they caused.
	done := make(chan struct{})
	t.Cleanup(func() { close(done) })
	go func() {
		for {
			select {
			case <-done:
				return
			case <-time.After(100 * time.Millisecond):
				api.Clock.Advance(time.Second)
			}
		}
	}()
	return append(os.Environ(),
		"CONFIRMD_URL="+api.URL,
		"CONFIRMD_SANDBOX_KEY="+api.SandboxKey,
		"CONFIRMD_ORDER_DATE="+apitest.Now.AddDate(0, 0, 3).Format(time.DateOnly),
		"CONFIRMD_DELIVERY="+file,
	)
}

func need(t *testing.T, program, install string) string {
	t.Helper()
	p, err := exec.LookPath(program)
	if err != nil {
		what := program + " is not installed (" + install + ")"
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s; CI needs it", what)
		}
		t.Skipf("%s; skipping", what)
	}
	return p
}

func TestPython(t *testing.T) {
	t.Parallel()
	py := need(t, "python3", "Debian package python3")
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		cmd := exec.Command(py, "-m", "unittest", "discover", "-v", "-s", "tests")
		cmd.Dir = "python"
		cmd.Env = env(t, k)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("python3 -m unittest: %v\n%s", err, out)
		}
		// Every test ran: none was skipped for a missing variable.
		if strings.Contains(string(out), "skipped") {
			t.Fatalf("python tests were skipped:\n%s", out)
		}
		t.Logf("%s", out)
	})
}

// TestNodePack: the package that `npm pack` makes holds the compiled
// client, its types and the README, and nothing of the tests.
func TestNodePack(t *testing.T) {
	t.Parallel()
	npm := need(t, "npm", "Debian package npm, or Node.js")
	needNodeModules(t)
	buildNode(t, npm)
	cmd := exec.Command(npm, "pack", "--dry-run", "--json", "--ignore-scripts")
	cmd.Dir = "node"
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("npm pack: %v\n%s", err, out)
	}
	var packs []struct {
		Name  string
		Files []struct{ Path string }
	}
	if err := json.Unmarshal(out, &packs); err != nil || len(packs) != 1 {
		t.Fatalf("npm pack --json: %v\n%s", err, out)
	}
	files := map[string]bool{}
	for _, f := range packs[0].Files {
		files[f.Path] = true
		if strings.Contains(f.Path, "test") {
			t.Errorf("the package holds %s", f.Path)
		}
	}
	for _, want := range []string{"package.json", "README.md", "dist/src/index.js", "dist/src/index.d.ts", "dist/src/schema.d.ts", "dist/src/client.js", "dist/src/webhooks.js"} {
		if !files[want] {
			t.Errorf("the package lacks %s; it holds %v", want, files)
		}
	}
}

// needNodeModules skips the test when sdk/node's build tools are not
// installed (fails it in CI).
func needNodeModules(t *testing.T) {
	t.Helper()
	if _, err := os.Stat("node/node_modules"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("sdk/node has no node_modules: run npm ci there (make test does); CI needs it")
		}
		t.Skip("sdk/node has no node_modules: run npm ci there (make test does); skipping")
	}
}

// buildNode generates the types from api/openapi.yaml and compiles the
// package, once for every test of this run.
func buildNode(t *testing.T, npm string) {
	t.Helper()
	nodeBuild.once.Do(func() {
		cmd := exec.Command(npm, "run", "build", "--silent")
		cmd.Dir = "node"
		out, err := cmd.CombinedOutput()
		if err != nil {
			nodeBuild.err = fmt.Errorf("npm run build: %v\n%s", err, out)
		}
	})
	if nodeBuild.err != nil {
		t.Fatal(nodeBuild.err)
	}
}

var nodeBuild struct {
	once sync.Once
	err  error
}

var nodeResult = regexp.MustCompile(`(?m)^# (pass|fail|skipped) (\d+)$`)

func TestNode(t *testing.T) {
	t.Parallel()
	npm := need(t, "npm", "Debian package npm, or Node.js")
	needNodeModules(t)
	buildNode(t, npm)
	node := need(t, "node", "Debian package nodejs")
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		cmd := exec.Command(node, "--test", "dist/test/")
		cmd.Dir = "node"
		cmd.Env = env(t, k)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("node --test: %v\n%s", err, out)
		}
		counts := map[string]string{}
		for _, m := range nodeResult.FindAllStringSubmatch(string(out), -1) {
			counts[m[1]] = m[2]
		}
		if counts["fail"] != "0" || counts["skipped"] != "0" || counts["pass"] == "" || counts["pass"] == "0" {
			t.Fatalf("node --test: pass %s, fail %s, skipped %s\n%s", counts["pass"], counts["fail"], counts["skipped"], out)
		}
		t.Logf("%s", out)
	})
}
