package httpapi

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/api"
)

// TestMain runs the tests, then, when every test ran, makes sure that the
// OpenAPI check of the harness (checkContract) really saw the API's answers:
// every operation of the document, every status the API gives, and the
// webhook. A check that silently stopped seeing answers fails here.
func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 && everyTestRan() {
		if err := contractCoverage(); err != nil {
			fmt.Fprintf(os.Stderr, "FAIL: the OpenAPI check saw too little: %v\n", err)
			code = 1
		}
	}
	os.Exit(code)
}

// everyTestRan reports whether the run was not narrowed with -run, -skip,
// -short or to fuzzing.
func everyTestRan() bool {
	for _, name := range []string{"test.run", "test.skip", "test.fuzz", "test.list"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			return false
		}
	}
	return !testing.Short()
}

// statusesChecked are the statuses the handler tests must have had checked
// against the document, at least once each, across all operations.
var statusesChecked = []int{200, 201, 304, 400, 401, 404, 405, 409, 413, 415, 429, 500, 503}

// minChecked is the least number of distinct operation and status pairs the
// handler tests must have had checked.
const minChecked = 38

func contractCoverage() error {
	c, err := apiContract()
	if err != nil {
		return err
	}
	got := c.tallied()
	var problems []string
	for _, op := range c.operations() {
		if !hasPrefixKey(got, op+" ") {
			problems = append(problems, "no answer of "+op+" was checked")
		}
	}
	for _, st := range statusesChecked {
		if !hasSuffixKey(got, " "+strconv.Itoa(st)) {
			problems = append(problems, fmt.Sprintf("no %d answer was checked", st))
		}
	}
	if got["confirmationUpdated (webhook) 0"] == 0 {
		problems = append(problems, "no confirmation.updated webhook was checked")
	}
	if len(got) < minChecked {
		problems = append(problems, fmt.Sprintf("%d operation and status pairs were checked, want at least %d", len(got), minChecked))
	}
	if len(problems) > 0 {
		return fmt.Errorf("%s\nchecked: %v", strings.Join(problems, "; "), got)
	}
	return nil
}

func hasPrefixKey(m map[string]int, p string) bool {
	for k := range m {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

func hasSuffixKey(m map[string]int, s string) bool {
	for k := range m {
		if strings.HasSuffix(k, s) {
			return true
		}
	}
	return false
}

func TestOpenAPIDocumentServed(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		want, err := api.JSON()
		if err != nil {
			t.Fatal(err)
		}
		// No key needed.
		res := h.do("GET", "/v1/openapi.json", "", nil)
		if res.Status != http.StatusOK || string(res.Raw) != string(want) {
			t.Fatalf("GET /v1/openapi.json: %d, %d bytes; want 200 and the document (%d bytes)", res.Status, len(res.Raw), len(want))
		}
		if res.Body["openapi"] != "3.1.0" {
			t.Errorf("openapi = %v", res.Body["openapi"])
		}
		for k, v := range map[string]string{
			"Content-Type":                "application/json",
			"Cache-Control":               "public, max-age=300",
			"Access-Control-Allow-Origin": "*",
			"Content-Length":              strconv.Itoa(len(want)),
		} {
			if got := res.Header.Get(k); got != v {
				t.Errorf("%s = %q, want %q", k, got, v)
			}
		}
		etag := res.Header.Get("ETag")
		if etag == "" {
			t.Fatal("no ETag")
		}
		// A bad key does not matter either.
		if res := h.do("GET", "/v1/openapi.json", "sk_test_wrong", nil); res.Status != http.StatusOK {
			t.Errorf("with a wrong key: %d", res.Status)
		}
		for _, inm := range []string{etag, "W/" + etag, `"other", ` + etag, "*"} {
			res := h.do("GET", "/v1/openapi.json", "", nil, "If-None-Match", inm)
			if res.Status != http.StatusNotModified || len(res.Raw) != 0 || res.Header.Get("ETag") != etag {
				t.Errorf("If-None-Match %s: %d, %d bytes, ETag %q; want 304, empty, the same ETag", inm, res.Status, len(res.Raw), res.Header.Get("ETag"))
			}
		}
		if res := h.do("GET", "/v1/openapi.json", "", nil, "If-None-Match", `"stale"`); res.Status != http.StatusOK {
			t.Errorf("If-None-Match of a stale copy: %d, want 200", res.Status)
		}
		if res := h.do("HEAD", "/v1/openapi.json", "", nil); res.Status != http.StatusOK || len(res.Raw) != 0 {
			t.Errorf("HEAD: %d, %d bytes", res.Status, len(res.Raw))
		}
		for _, m := range []string{"POST", "PUT", "DELETE"} {
			res := h.do(m, "/v1/openapi.json", "", "{}")
			if res.Status != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s: %d Allow %q, want 405 Allow \"GET, HEAD\"", m, res.Status, res.Header.Get("Allow"))
			}
		}
	})
}

// TestOpenAPIRoutes checks that the document and server.go name the same
// operations: every route Handler registers is in the document, and every
// operation of the document is a route.
func TestOpenAPIRoutes(t *testing.T) {
	t.Parallel()
	c, err := apiContract()
	if err != nil {
		t.Fatal(err)
	}
	var documented []string
	for path, item := range c.doc.Paths.Map() {
		for method, op := range item.Operations() {
			documented = append(documented, method+" "+path)
			if op.OperationID == "" {
				t.Errorf("%s %s has no operationId", method, path)
			}
		}
	}
	sort.Strings(documented)
	registered := routesOf(t, "server.go")
	if len(registered) < 8 {
		t.Fatalf("found only %d routes in server.go: %v", len(registered), registered)
	}
	if diff := cmp.Diff(registered, documented); diff != "" {
		t.Errorf("routes of server.go and operations of api/openapi.yaml differ (-server.go +openapi.yaml):\n%s", diff)
	}
}

// routesOf reads the s.route calls of a Go file: s.route(mux, "/path",
// map[string]handlerFunc{"GET": ...}), as "GET /path".
func routesOf(t *testing.T, file string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var routes []string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 3 {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "route" {
			return true
		}
		path, ok := stringLit(call.Args[1])
		methods, isMap := call.Args[2].(*ast.CompositeLit)
		if !ok || !isMap {
			t.Errorf("a route call that is not route(mux, \"path\", map[string]handlerFunc{...}) at offset %d", call.Pos())
			return true
		}
		for _, e := range methods.Elts {
			m, ok := stringLit(e.(*ast.KeyValueExpr).Key)
			if !ok {
				t.Errorf("route %s: a method that is not a string literal", path)
				continue
			}
			routes = append(routes, m+" "+path)
		}
		return true
	})
	sort.Strings(routes)
	return routes
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// TestOpenAPICheckSeesAnswers makes sure the harness's check sees what the
// tests do, whichever tests run: a few exchanges raise the tally of their
// operations.
func TestOpenAPICheckSeesAnswers(t *testing.T) {
	t.Parallel()
	c, err := apiContract()
	if err != nil {
		t.Fatal(err)
	}
	eachStore(t, func(t *testing.T, h *harness) {
		before := c.tallied()
		id := h.create(h.sandbox, validBody())["id"].(string)
		h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
		h.do("GET", "/v1/confirmations?limit=0", h.sandbox, nil)
		h.do("DELETE", "/v1/confirmations", h.sandbox, nil)
		h.do("GET", "/v1/nothing", h.sandbox, nil)
		h.do("GET", "/healthz", "", nil)
		after := c.tallied()
		for _, k := range []string{"createConfirmation 201", "getConfirmation 200", "listConfirmations 400", "MethodNotAllowed 405", "NoEndpoint 404", "healthz 200"} {
			if after[k] <= before[k] {
				t.Errorf("%s: checked %d times before and %d after an exchange", k, before[k], after[k])
			}
		}
	})
}

// TestErrorsOfEveryOperation gives every operation that takes a key the
// errors it can answer, so that each is checked against the document: 401
// without a key, 404 for an id the key cannot see, 413 for a body over the
// limit.
func TestErrorsOfEveryOperation(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		unknown := "/v1/confirmations/cf_000000000000000000000000"
		big := `{"reason": "` + strings.Repeat("x", MaxBodyBytes) + `"}`
		for _, tt := range []struct {
			method, path string
			hasID        bool
			hasBody      bool
		}{
			{"POST", "/v1/confirmations", false, true},
			{"GET", "/v1/confirmations", false, false},
			{"GET", unknown, true, false},
			{"POST", unknown + "/cancel", true, true},
			{"POST", unknown + "/advance", true, true},
			{"POST", "/v1/sandbox/confirmations/cf_000000000000000000000000/reply", true, true},
		} {
			if res := h.do(tt.method, tt.path, "", nil); res.Status != http.StatusUnauthorized || res.Body["error"] != "invalid API key" {
				t.Errorf("%s %s without a key: %d %s", tt.method, tt.path, res.Status, res.Raw)
			}
			if tt.hasID {
				var body any // a good body, so that the id is looked up
				if strings.HasSuffix(tt.path, "/reply") {
					body = map[string]any{"channel": "sms", "text": "yes"}
				}
				if res := h.do(tt.method, tt.path, h.sandbox, body); res.Status != http.StatusNotFound || res.Body["error"] != "confirmation not found" {
					t.Errorf("%s %s of an unknown id: %d %s", tt.method, tt.path, res.Status, res.Raw)
				}
			}
			if tt.hasBody {
				if res := h.do(tt.method, tt.path, h.sandbox, big); res.Status != http.StatusRequestEntityTooLarge {
					t.Errorf("%s %s with %d bytes: %d %s", tt.method, tt.path, len(big), res.Status, res.Raw)
				}
			}
		}
	})
}

// fakeT records what checkContract reports.
type fakeT struct{ errors []string }

func (f *fakeT) Helper() {}
func (f *fakeT) Errorf(format string, args ...any) {
	f.errors = append(f.errors, fmt.Sprintf(format, args...))
}
func (f *fakeT) Fatalf(format string, args ...any) { panic(fmt.Sprintf(format, args...)) }

// TestOpenAPICheckCatchesDrift feeds checkContract answers that break the
// document, and good ones, and makes sure it tells them apart and names the
// operation and the problem.
func TestOpenAPICheckCatchesDrift(t *testing.T) {
	t.Parallel()
	// A contract of its own, so that these made-up exchanges stay out of
	// the harness's tally.
	c, err := newContract()
	if err != nil {
		t.Fatal(err)
	}
	// A good answer: the document's own example of a new confirmation.
	scheduled, err := json.Marshal(c.doc.Components.Examples["Scheduled"].Value.Value)
	if err != nil {
		t.Fatal(err)
	}
	scheduledJSON := string(scheduled)
	confirmation := func(edit func(c map[string]any)) string {
		var env map[string]any
		if err := json.Unmarshal(scheduled, &env); err != nil {
			t.Fatal(err)
		}
		edit(env["confirmation"].(map[string]any))
		b, _ := json.Marshal(env)
		return string(b)
	}
	createBody, _ := json.Marshal(minimalBody())
	const one = "/v1/confirmations/cf_0a1b2c3d4e5f6g7h8i9j0k1l"
	type exchange struct {
		method, path, reqBody string
		status                int
		header                map[string]string // "" removes a header
		body                  string
	}
	get := func(status int, body string) exchange { return exchange{"GET", one, "", status, nil, body} }
	tests := []struct {
		name string
		exchange
		want []string // what the report names; nil: no report
	}{
		{"good get", get(200, scheduledJSON), nil},
		{"unknown field", get(200, confirmation(func(c map[string]any) { c["colour"] = "red" })), []string{"getConfirmation", "colour"}},
		{"status out of the enum", get(200, confirmation(func(c map[string]any) { c["status"] = "done" })), []string{"getConfirmation", "status"}},
		{"timestamp without milliseconds", get(200, confirmation(func(c map[string]any) { c["updatedAt"] = "2026-11-22T10:00:00Z" })),
			[]string{"getConfirmation", "updatedAt"}},
		{"closed without outcome", get(200, confirmation(func(c map[string]any) { c["status"] = "confirmed" })), []string{"getConfirmation", "outcome"}},
		{"undocumented status", get(418, `{"error":"teapot"}`), []string{"getConfirmation", "418", "status is not supported"}},
		{"error in the wrong shape", get(404, `{"message":"confirmation not found"}`), []string{"getConfirmation", "404", "message"}},
		{"problems where one error is due", get(401, `{"errors":["invalid API key"]}`), []string{"getConfirmation", "401"}},
		{"list without nextCursor", exchange{"GET", "/v1/confirmations", "", 200, nil, `{"confirmations":[]}`}, []string{"listConfirmations", "nextCursor"}},
		{"good create", exchange{"POST", "/v1/confirmations", string(createBody), 201, nil, scheduledJSON}, nil},
		{"201 without Location", exchange{"POST", "/v1/confirmations", string(createBody), 201, map[string]string{"Location": ""}, scheduledJSON},
			[]string{"createConfirmation", "Location"}},
		{"405 with Allow", exchange{"DELETE", "/v1/confirmations", "", 405, map[string]string{"Allow": "GET, POST, HEAD"}, `{"error":"method DELETE is not allowed"}`}, nil},
		{"405 without Allow", exchange{"DELETE", "/v1/confirmations", "", 405, nil, `{"error":"method DELETE is not allowed"}`}, []string{"MethodNotAllowed", "Allow"}},
		{"unknown path not 404", exchange{"GET", "/v1/nothing", "", 200, nil, `{}`}, []string{"NoEndpoint", "want 404"}},
		{"accepted a request the document refuses", exchange{"POST", one + "/cancel", `{"unknown": true}`, 200, nil, scheduledJSON},
			[]string{"cancelConfirmation", "accepted a request", "unknown"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			answer := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				w.Header().Set("Cache-Control", "no-store")
				w.Header().Set("Location", "/v1/confirmations/cf_0a1b2c3d4e5f6g7h8i9j0k1l")
				for k, v := range tt.header {
					if v == "" {
						w.Header().Del(k)
					} else {
						w.Header().Set(k, v)
					}
				}
				w.WriteHeader(tt.status)
				w.Write([]byte(tt.body))
			})
			f := &fakeT{}
			req := httptest.NewRequest(tt.method, tt.path, strings.NewReader(tt.reqBody))
			req.Header.Set("Authorization", "Bearer sk_test_00000000000000000000000000000000")
			if tt.reqBody != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			rec := httptest.NewRecorder()
			c.checking(f, answer).ServeHTTP(rec, req)
			if rec.Code != tt.status {
				t.Errorf("the client got %d, want %d: the check must pass answers through", rec.Code, tt.status)
			}
			if tt.want == nil {
				if len(f.errors) > 0 {
					t.Errorf("a good exchange was reported: %v", f.errors)
				}
				return
			}
			if len(f.errors) != 1 {
				t.Fatalf("%d reports, want 1: %v", len(f.errors), f.errors)
			}
			for _, w := range tt.want {
				if !strings.Contains(f.errors[0], w) {
					t.Errorf("the report does not name %q:\n%s", w, f.errors[0])
				}
			}
		})
	}
}
