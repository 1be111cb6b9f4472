// Package deploy holds the files that install confirmd (a systemd unit, its
// settings, the settings of docker-compose.yml); its tests check them and
// the Dockerfile and docker-compose.yml at the top of the repository.
package deploy

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/oasdiff/yaml"
)

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// instruction is one Dockerfile instruction, continuation lines joined.
type instruction struct {
	cmd  string // upper case: FROM, RUN, ...
	args string
}

// stage is one FROM and what follows it.
type stage struct {
	name  string
	image string
	ins   []instruction
}

// parseDockerfile splits a Dockerfile into stages. It knows only what the
// checks below need: comments, line continuations, FROM ... AS name.
func parseDockerfile(t *testing.T, text string) []stage {
	t.Helper()
	var stages []stage
	var cur strings.Builder
	flush := func() {
		line := strings.TrimSpace(cur.String())
		cur.Reset()
		if line == "" {
			return
		}
		cmd, args, _ := strings.Cut(line, " ")
		in := instruction{strings.ToUpper(cmd), strings.TrimSpace(args)}
		if in.cmd == "FROM" {
			f := strings.Fields(in.args)
			st := stage{image: f[0]}
			if len(f) == 3 && strings.EqualFold(f[1], "AS") {
				st.name = f[2]
			}
			stages = append(stages, st)
			return
		}
		if len(stages) == 0 {
			if in.cmd != "ARG" {
				t.Errorf("Dockerfile: %s before the first FROM", in.cmd)
			}
			return
		}
		stages[len(stages)-1].ins = append(stages[len(stages)-1].ins, in)
	}
	for _, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "#") {
			continue
		}
		if cont, ok := strings.CutSuffix(trimmed, "\\"); ok {
			cur.WriteString(cont + " ")
			continue
		}
		cur.WriteString(trimmed)
		flush()
	}
	flush()
	return stages
}

func (s stage) all(cmd string) []string {
	var out []string
	for _, in := range s.ins {
		if in.cmd == cmd {
			out = append(out, in.args)
		}
	}
	return out
}

func (s stage) last(cmd string) string {
	all := s.all(cmd)
	if len(all) == 0 {
		return ""
	}
	return all[len(all)-1]
}

// nonRoot reports whether a USER value names someone other than root.
func nonRoot(user string) bool {
	u, _, _ := strings.Cut(user, ":")
	return u != "" && u != "root" && u != "0"
}

// TestDockerfile checks the properties the image promises in
// docs/operating.md. No Dockerfile linter can be installed where the tests
// run, so these are checked here instead.
func TestDockerfile(t *testing.T) {
	t.Parallel()
	text := read(t, "../Dockerfile")
	// The header tells how a sandbox receiver on the host is reached.
	for _, want := range []string{"host.docker.internal", "--add-host=host.docker.internal:host-gateway", "CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS=true"} {
		if !strings.Contains(text, want) {
			t.Errorf("the Dockerfile's header does not say %q", want)
		}
	}
	stages := parseDockerfile(t, text)
	if len(stages) < 2 {
		t.Fatalf("Dockerfile has %d stages, want a build stage and a final one", len(stages))
	}
	byName := map[string]stage{}
	for _, s := range stages {
		byName[s.name] = s
	}
	build, ok := byName["build"]
	if !ok || !strings.HasPrefix(build.image, "golang:") {
		t.Fatalf("no golang stage named build: %+v", stages[0])
	}
	if !slices.Contains(build.all("ENV"), "CGO_ENABLED=0") {
		t.Errorf("the build stage does not set ENV CGO_ENABLED=0")
	}
	runs := strings.Join(build.all("RUN"), "\n")
	for _, want := range []string{"-trimpath", "./cmd/confirmd", "./examples/receiver",
		"internal/version.version=${VERSION}", "internal/version.commit=${COMMIT}", "internal/version.date=${BUILD_DATE}"} {
		if !strings.Contains(runs, want) {
			t.Errorf("the build stage's RUN lacks %q", want)
		}
	}

	// The Go of the build stage is the one go.mod asks for.
	goMod := regexp.MustCompile(`(?m)^go (\S+)$`).FindStringSubmatch(read(t, "../go.mod"))
	if want := "GO_VERSION=" + goMod[1]; !strings.Contains(read(t, "../Dockerfile"), "ARG "+want) {
		t.Errorf("Dockerfile lacks ARG %s (go.mod's go line)", want)
	}

	final := stages[len(stages)-1]
	if final.name != "confirmd" {
		t.Errorf("the last stage (the default target) is %q, want confirmd", final.name)
	}
	for _, tt := range []struct{ cmd, want string }{
		{"VOLUME", "/data"},
		{"EXPOSE", "8080"},
		{"ENTRYPOINT", `["/confirmd"]`},
		{"CMD", `["serve"]`},
	} {
		if got := final.last(tt.cmd); got != tt.want {
			t.Errorf("final stage %s = %q, want %q", tt.cmd, got, tt.want)
		}
	}
	env := strings.Join(final.all("ENV"), " ")
	for _, want := range []string{"CONFIRMD_ADDR=0.0.0.0:8080", "CONFIRMD_DATABASE_URL=sqlite:/data/confirmd.db", "CONFIRMD_FIRST_START_PRINT=false"} {
		if !slices.Contains(strings.Fields(env), want) {
			t.Errorf("final stage ENV lacks %s: %q", want, env)
		}
	}
	if hc := final.last("HEALTHCHECK"); !strings.HasSuffix(hc, `CMD ["/confirmd", "healthcheck"]`) {
		t.Errorf("final stage HEALTHCHECK = %q, want one running confirmd healthcheck", hc)
	}
	for _, s := range stages[1:] {
		if u := s.last("USER"); !nonRoot(u) {
			t.Errorf("stage %q runs as %q, want a user other than root", s.name, u)
		}
		for _, c := range s.all("COPY") {
			from := regexp.MustCompile(`--from=(\S+)`).FindStringSubmatch(c)
			if from == nil || from[1] != "build" {
				t.Errorf("stage %q: COPY %s, want every file from the build stage", s.name, c)
			}
		}
	}
	if _, ok := byName["receiver"]; !ok {
		t.Errorf("no receiver stage, which docker-compose.yml builds")
	}

	// scripts/rootfs-test.sh lays out what the final stage copies, and
	// nothing more; the two must not drift apart.
	var dests []string
	for _, c := range final.all("COPY") {
		f := strings.Fields(c)
		dests = append(dests, f[len(f)-1])
	}
	slices.Sort(dests)
	want := []string{"/confirmd", "/data", "/etc/ssl/certs/ca-certificates.crt", "/tmp"}
	if diff := cmp.Diff(want, dests); diff != "" {
		t.Errorf("final stage copies mismatch (-rootfs-test.sh lays out +Dockerfile):\n%s", diff)
	}
	rootfs := read(t, "../scripts/rootfs-test.sh")
	for _, p := range []string{`"$root/etc/ssl/certs"`, `"$root/tmp"`, `"$root/data"`, `-o "$root/confirmd"`,
		"CONFIRMD_ADDR=0.0.0.0:8080", "CONFIRMD_DATABASE_URL=sqlite:/data/confirmd.db", "--userspec=65532:65532"} {
		if !strings.Contains(rootfs, p) {
			t.Errorf("scripts/rootfs-test.sh lacks %s, which the image has", p)
		}
	}
	if u := final.last("USER"); u != "65532:65532" {
		t.Errorf("final stage USER %q, but scripts/rootfs-test.sh runs as 65532:65532", u)
	}
}

// compose is the part of a compose file the checks read.
type compose struct {
	Services map[string]struct {
		Image string `json:"image"`
		Build struct {
			Context string `json:"context"`
			Target  string `json:"target"`
		} `json:"build"`
		DependsOn map[string]struct {
			Condition string `json:"condition"`
		} `json:"depends_on"`
		Environment map[string]string `json:"environment"`
		Healthcheck struct {
			Test []string `json:"test"`
		} `json:"healthcheck"`
		Volumes []string `json:"volumes"`
		Ports   []string `json:"ports"`
	} `json:"services"`
	Volumes map[string]any `json:"volumes"`
}

func TestDockerCompose(t *testing.T) {
	t.Parallel()
	text := read(t, "../docker-compose.yml")
	j, err := yaml.YAMLToJSON([]byte(text))
	if err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	var c compose
	dec := json.NewDecoder(strings.NewReader(string(j)))
	if err := dec.Decode(&c); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	var names []string
	for n := range c.Services {
		names = append(names, n)
	}
	slices.Sort(names)
	if diff := cmp.Diff([]string{"confirmd", "db", "receiver"}, names); diff != "" {
		t.Fatalf("services mismatch (-want +got):\n%s", diff)
	}

	db := c.Services["db"]
	if !strings.HasPrefix(db.Image, "postgres:") {
		t.Errorf("db image %q, want postgres", db.Image)
	}
	if !slices.Contains(db.Healthcheck.Test, "pg_isready") {
		t.Errorf("db healthcheck %q, want pg_isready", db.Healthcheck.Test)
	}
	if len(db.Volumes) != 1 || !strings.HasSuffix(db.Volumes[0], ":/var/lib/postgresql/data") {
		t.Errorf("db volumes %q, want a named volume at /var/lib/postgresql/data", db.Volumes)
	} else if vol, _, _ := strings.Cut(db.Volumes[0], ":"); c.Volumes == nil || !hasKey(c.Volumes, vol) {
		t.Errorf("db volume %q is not a named volume declared under volumes", vol)
	}

	stages := map[string]bool{}
	for _, s := range parseDockerfile(t, read(t, "../Dockerfile")) {
		stages[s.name] = true
	}
	cd := c.Services["confirmd"]
	if got := cd.DependsOn["db"].Condition; got != "service_healthy" {
		t.Errorf("confirmd depends_on db condition %q, want service_healthy", got)
	}
	if diff := cmp.Diff([]string{"CMD", "/confirmd", "healthcheck"}, cd.Healthcheck.Test); diff != "" {
		t.Errorf("confirmd healthcheck mismatch (-want +got):\n%s", diff)
	}
	if u := cd.Environment["CONFIRMD_DATABASE_URL"]; !strings.HasPrefix(u, "postgres://") || !strings.Contains(u, "@db:5432/") {
		t.Errorf("CONFIRMD_DATABASE_URL %q, want postgres:// on the db service", u)
	}
	for svc, target := range map[string]string{"confirmd": "confirmd", "receiver": "receiver"} {
		b := c.Services[svc].Build
		if b.Context != "." || b.Target != target || !stages[target] {
			t.Errorf("%s builds %+v, want the Dockerfile's %s stage", svc, b, target)
		}
	}
	rec := c.Services["receiver"]
	if rec.Environment["RECEIVER_SIGNING_SECRET"] != "${CONFIRMD_SIGNING_SECRET}" {
		t.Errorf("receiver RECEIVER_SIGNING_SECRET = %q, want confirmd's signing secret", rec.Environment["RECEIVER_SIGNING_SECRET"])
	}
	if _, ok := rec.Environment["CONFIRMD_SIGNING_SECRET"]; ok {
		t.Errorf("receiver is given CONFIRMD_SIGNING_SECRET; it reads RECEIVER_SIGNING_SECRET")
	}
	// Sandbox webhooks may reach the example receiver on the Compose
	// network, and no other private address (db, the host).
	if got := cd.Environment["CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS"]; got != "false" {
		t.Errorf("confirmd CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS = %q, want \"false\"", got)
	}
	if got := cd.Environment["CONFIRMD_FIRST_START_PRINT"]; got != "false" {
		t.Errorf("confirmd CONFIRMD_FIRST_START_PRINT = %q, want \"false\": the log is kept", got)
	}
	if got := cd.Environment["CONFIRMD_SANDBOX_WEBHOOK_HOSTS"]; got != "receiver" {
		t.Errorf("confirmd CONFIRMD_SANDBOX_WEBHOOK_HOSTS = %q, want the receiver service alone", got)
	}
	for _, p := range cd.Ports {
		if !strings.HasPrefix(p, "127.0.0.1:") {
			t.Errorf("confirmd publishes %q beyond this host", p)
		}
	}

	// Every variable the file reads is explained in the example .env.
	example := read(t, "compose.env.example")
	for _, m := range regexp.MustCompile(`\$\{([A-Z_]+)`).FindAllStringSubmatch(text, -1) {
		if !regexp.MustCompile(`(?m)^#? ?` + m[1] + `=`).MatchString(example) {
			t.Errorf("docker-compose.yml reads ${%s}, which deploy/compose.env.example does not mention", m[1])
		}
	}
}

func hasKey(m map[string]any, k string) bool {
	_, ok := m[k]
	return ok
}

// unit parses a systemd unit into its directives, in order.
func unit(text string) map[string][]string {
	d := map[string][]string{}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' || line[0] == ';' || line[0] == '[' {
			continue
		}
		k, v, _ := strings.Cut(line, "=")
		d[k] = append(d[k], v)
	}
	return d
}

// TestSystemdUnit checks the hardening docs/operating.md describes. CI also
// runs scripts/systemd-verify.sh, which asks systemd-analyze.
func TestSystemdUnit(t *testing.T) {
	t.Parallel()
	d := unit(read(t, "confirmd.service"))
	for k, want := range map[string]string{
		"ExecStart":               "/usr/local/bin/confirmd serve",
		"DynamicUser":             "yes",
		"StateDirectory":          "confirmd",
		"ProtectSystem":           "strict",
		"ProtectHome":             "yes",
		"PrivateTmp":              "yes",
		"NoNewPrivileges":         "yes",
		"CapabilityBoundingSet":   "",
		"RestrictAddressFamilies": "AF_INET AF_INET6 AF_UNIX",
		"EnvironmentFile":         "-/etc/confirmd/confirmd.env",
		"WantedBy":                "multi-user.target",
	} {
		if got, ok := d[k]; !ok || got[len(got)-1] != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	if got := d["SystemCallFilter"]; len(got) == 0 || got[0] != "@system-service" {
		t.Errorf("SystemCallFilter = %q, want @system-service first", got)
	}
	// The database's default place is the state directory, the one place
	// ProtectSystem=strict leaves writable.
	if !slices.Contains(d["Environment"], "CONFIRMD_DATABASE_URL=sqlite:/var/lib/confirmd/confirmd.db") {
		t.Errorf("Environment = %q, want the SQLite database in /var/lib/confirmd", d["Environment"])
	}
}

// TestEnvExamples checks that every setting the examples name is one the
// README documents.
func TestEnvExamples(t *testing.T) {
	t.Parallel()
	readme := read(t, "../README.md")
	for _, f := range []string{"confirmd.env.example", "compose.env.example"} {
		for _, m := range regexp.MustCompile(`(?m)^#? ?(CONFIRMD_[A-Z_]+)=`).FindAllStringSubmatch(read(t, f), -1) {
			if !strings.Contains(readme, "`"+m[1]+"`") {
				t.Errorf("%s sets %s, which the README's Configuration does not list", f, m[1])
			}
		}
	}
}
