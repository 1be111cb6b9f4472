package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/confirmd/confirmd/internal/confirm"
	"io"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"github.com/confirmd/confirmd/api"
)

// contract is the OpenAPI document that every answer of the handler tests
// is checked against (see checkContract), with a tally of what was checked.
type contract struct {
	doc    *openapi3.T
	router routers.Router

	mu      sync.Mutex
	checked map[string]int // "createConfirmation 201" -> exchanges checked
}

// apiContract is the contract of the harness, loaded once for the whole
// test binary, so that its tally covers every test.
var apiContract = sync.OnceValues(newContract)

// newContract loads and validates api/openapi.yaml.
func newContract() (*contract, error) {
	l := openapi3.NewLoader()
	doc, err := l.LoadFromData(api.YAML)
	if err != nil {
		return nil, fmt.Errorf("api/openapi.yaml does not load: %w", err)
	}
	if err := doc.Validate(l.Context); err != nil {
		return nil, fmt.Errorf("api/openapi.yaml is not valid: %w", err)
	}
	// The tests' servers listen on random ports: match paths on any host.
	doc.Servers = nil
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		return nil, err
	}
	return &contract{doc: doc, router: router, checked: map[string]int{}}, nil
}

// reporter is the part of testing.TB that checkContract reports through.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// checkContract wraps the API's handler so that every exchange with a path
// of the API (/v1/..., /healthz, /readyz) is checked against the OpenAPI
// document before the client gets its answer; a mismatch fails t, naming the
// operation and the problem. Answers are checked in full: status, headers
// and body. A request the server accepted (2xx) is checked too, so the
// document never refuses what the API takes. Other paths (the customer pages,
// the sandbox console) pass through unchecked.
func checkContract(t reporter, next http.Handler) http.Handler {
	t.Helper()
	c, err := apiContract()
	if err != nil {
		t.Fatalf("%v", err)
	}
	return c.checking(t, next)
}

// checking is checkContract with this contract's tally.
func (c *contract) checking(t reporter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/v1/") && r.URL.Path != "/healthz" && r.URL.Path != "/readyz" {
			next.ServeHTTP(w, r)
			return
		}
		reqBody, err := io.ReadAll(r.Body)
		if err != nil {
			t.Errorf("openapi: reading the request body of %s %s: %v", r.Method, r.URL.Path, err)
			http.Error(w, "the test's request body could not be read", http.StatusInternalServerError)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(reqBody))
		rec := httptest.NewRecorder()
		next.ServeHTTP(rec, r)
		res := rec.Result()
		resBody := rec.Body.Bytes()
		// A 403 answers only the operators' console's in-process calls,
		// for a call the operator's role does not allow; no client of the
		// API meets it, so the document does not list it.
		inProcess403 := res.StatusCode == http.StatusForbidden && confirm.OperatorFrom(r.Context()) != nil
		if op, err := c.check(r, reqBody, res.StatusCode, res.Header, resBody); err != nil && !inProcess403 {
			t.Errorf("openapi: %s %s (%s) answered %d, which breaks api/openapi.yaml: %v\nresponse body: %.2000s",
				r.Method, r.URL.RequestURI(), op, res.StatusCode, err, resBody)
		}
		for k, v := range res.Header {
			w.Header()[k] = v
		}
		w.WriteHeader(res.StatusCode)
		w.Write(resBody)
	})
}

// check checks one exchange and tallies it under its operation. It returns
// the operation's name, and an error when the exchange breaks the document.
func (c *contract) check(r *http.Request, reqBody []byte, status int, header http.Header, body []byte) (string, error) {
	route, params, err := c.router.FindRoute(r)
	switch {
	case errors.Is(err, routers.ErrPathNotFound):
		// Not a path of the document: the API's 404 for an unknown endpoint.
		return c.checkAs("NoEndpoint", http.StatusNotFound, r, status, header, body)
	case errors.Is(err, routers.ErrMethodNotAllowed) && r.Method == http.MethodHead:
		return c.checkHead(r, status)
	case errors.Is(err, routers.ErrMethodNotAllowed):
		return c.checkAs("MethodNotAllowed", http.StatusMethodNotAllowed, r, status, header, body)
	case err != nil:
		return "", fmt.Errorf("finding the operation: %w", err)
	}
	op := route.Operation.OperationID
	c.tally(op, status)
	opts := &openapi3filter.Options{
		IncludeResponseStatus: true,
		AuthenticationFunc:    bearerPresent,
	}
	in := &openapi3filter.RequestValidationInput{Request: r, PathParams: params, Route: route, Options: opts}
	if status >= 200 && status < 300 {
		if ct := r.Header.Values("Content-Type"); len(reqBody) > 0 && (len(ct) == 0 || strings.HasPrefix(ct[0], "application/x-www-form-urlencoded")) {
			// The API reads a body sent without a Content-Type, or with
			// curl's default for -d, as JSON (see UnsupportedMediaType in
			// the document), which the document's content types cannot say.
			r = r.Clone(r.Context())
			r.Header.Set("Content-Type", "application/json")
			in.Request = r
		}
		r.Body = io.NopCloser(bytes.NewReader(reqBody))
		if err := openapi3filter.ValidateRequest(r.Context(), in); err != nil {
			return op, fmt.Errorf("the server accepted a request the document refuses: %s", firstLine(err))
		}
	}
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: status, Header: header, Options: opts}
	out.SetBodyBytes(body)
	if err := openapi3filter.ValidateResponse(r.Context(), out); err != nil {
		return op, errors.New(firstLine(err))
	}
	return op, nil
}

// checkAs checks an answer against one of the document's component
// responses, for the answers every path gives: 404 for a path the API does
// not have, 405 for a method a path does not serve.
func (c *contract) checkAs(name string, want int, r *http.Request, status int, header http.Header, body []byte) (string, error) {
	c.tally(name, status)
	if status != want {
		return name, fmt.Errorf("want %d", want)
	}
	resp := c.doc.Components.Responses[name]
	if resp == nil {
		return name, fmt.Errorf("the document has no components.responses.%s", name)
	}
	op := openapi3.NewOperation()
	op.Responses = openapi3.NewResponses(openapi3.WithStatus(want, resp))
	route := &routers.Route{Spec: c.doc, Path: r.URL.Path, Method: r.Method, Operation: op}
	out := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: r, Route: route},
		Status:                 status,
		Header:                 header,
		Options:                &openapi3filter.Options{IncludeResponseStatus: true},
	}
	out.SetBodyBytes(body)
	if err := openapi3filter.ValidateResponse(r.Context(), out); err != nil {
		return name, errors.New(firstLine(err))
	}
	return name, nil
}

// checkHead checks a HEAD request as its GET operation: a status that
// operation documents, and no body.
func (c *contract) checkHead(r *http.Request, status int) (string, error) {
	get := r.Clone(r.Context())
	get.Method = http.MethodGet
	route, _, err := c.router.FindRoute(get)
	if err != nil {
		return "HEAD", fmt.Errorf("no GET operation at this path: %w", err)
	}
	op := route.Operation.OperationID
	c.tally(op+" (HEAD)", status)
	if route.Operation.Responses.Status(status) == nil {
		return op, fmt.Errorf("status %d is not documented for GET", status)
	}
	return op, nil
}

// checkWebhook checks a confirmation.updated body against the document.
func (c *contract) checkWebhook(payload []byte) error {
	c.tally("confirmationUpdated (webhook)", 0)
	schema := c.doc.Webhooks["confirmation.updated"].Post.RequestBody.Value.Content.Get("application/json").Schema.Value
	var v any
	if err := json.Unmarshal(payload, &v); err != nil {
		return err
	}
	if err := schema.VisitJSON(v, openapi3.EnableJSONSchema2020()); err != nil {
		return errors.New(firstLine(err))
	}
	return nil
}

// bearerPresent is the document's bearerAuth as far as the document can
// tell: an Authorization header with the Bearer scheme. Whether the key is
// good is the handlers' business.
func bearerPresent(_ context.Context, in *openapi3filter.AuthenticationInput) error {
	if confirm.OperatorFrom(in.RequestValidationInput.Request.Context()) != nil {
		// The operators' console's in-process call for a person signed
		// in with their password: authenticated, though not by a key.
		return nil
	}
	scheme, key, _ := strings.Cut(in.RequestValidationInput.Request.Header.Get("Authorization"), " ")
	if !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(key) == "" {
		return errors.New("no bearer key")
	}
	return nil
}

func (c *contract) tally(op string, status int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checked[fmt.Sprintf("%s %d", op, status)]++
}

// tallied returns how many exchanges were checked for each operation and
// status, as "operationId status" -> count.
func (c *contract) tallied() map[string]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make(map[string]int, len(c.checked))
	for k, v := range c.checked {
		out[k] = v
	}
	return out
}

// operations lists the operation ids of every path of the document.
func (c *contract) operations() []string {
	var ops []string
	for _, item := range c.doc.Paths.Map() {
		for _, op := range item.Operations() {
			ops = append(ops, op.OperationID)
		}
	}
	sort.Strings(ops)
	return ops
}

// firstLine keeps the message of a validation error and leaves out the
// schema and value dumps that follow it.
func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return strings.TrimSpace(s)
}
