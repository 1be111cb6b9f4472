package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"mime"
	"net/http"
	"slices"
	"sort"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// readBody reads a request body of at most MaxBodyBytes, which must be
// JSON. Every call of the API that takes a body reads it here, so the
// rule of its Content-Type is the same for all: a body that declares none,
// or curl's default for -d (application/x-www-form-urlencoded), is read as
// JSON, as the API's bodies always are; one that declares any other type
// but application/json is refused (415); an empty body has nothing to
// declare.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, confirm.Errorf(confirm.ETOOLARGE, "request body is larger than %d KiB", MaxBodyBytes>>10)
	}
	if err != nil {
		return nil, errUnread
	}
	if len(bytes.TrimSpace(body)) > 0 && !jsonContentType(r.Header.Values("Content-Type")) {
		return nil, errMediaType
	}
	return body, nil
}

// errUnread answers a body that did not arrive whole: the client stopped
// sending it, or sent it too slowly for the server's ReadTimeout.
var errUnread = confirm.Errorf(confirm.EINVALID, "request body could not be read")

// errMediaType answers a body declared as something other than JSON: read
// as JSON, a form or a text would be refused field by field, or worse, a
// form whose bytes happen to be JSON accepted.
var errMediaType = &mediaTypeError{}

type mediaTypeError struct{}

func (*mediaTypeError) Error() string { return "Content-Type must be application/json" }

// jsonContentType reports whether a request's Content-Type headers let its
// body be read as JSON: none; one application/json, whose charset, if
// named, is UTF-8 (RFC 8259 knows no other), other parameters ignored; or
// one application/x-www-form-urlencoded, which curl sends with -d unless
// told otherwise, so that `curl -d '{"reason": "..."}'` works as written.
// A form's bytes that are not JSON are then refused as JSON that is not
// valid (400), never read as form fields.
func jsonContentType(values []string) bool {
	switch len(values) {
	case 0:
		return true
	case 1:
	default:
		return false
	}
	mt, params, err := mime.ParseMediaType(values[0])
	if err != nil {
		return false
	}
	switch mt {
	case "application/json":
		cs, ok := params["charset"]
		return !ok || strings.EqualFold(cs, "utf-8")
	case "application/x-www-form-urlencoded":
		return true
	}
	return false
}

// maxJSONDepth is how deeply encoding/json lets JSON nest before it stops
// with an error; a create body needs five levels.
const maxJSONDepth = 10000

// parseObject parses a body that must be exactly one JSON object. Numbers
// stay json.Number so integers are told from fractions.
// readObject reads a request's body as one JSON object with the known
// fields, for the calls whose body is a small object: the walker holds
// the problems found so far (unknown fields first), to which the call's
// own validation is merged.
func readObject(w http.ResponseWriter, r *http.Request, known ...string) (*walker, map[string]any, error) {
	body, err := readBody(w, r)
	if err != nil {
		return nil, nil, err
	}
	root, err := parseObject(body)
	if err != nil {
		return nil, nil, err
	}
	walk := &walker{}
	return walk, walk.object("", root, known...), nil
}

func parseObject(body []byte) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		if err == io.EOF {
			return nil, confirm.Errorf(confirm.EINVALID, "request body is empty; send a JSON object")
		}
		if strings.HasSuffix(err.Error(), "exceeded max depth") {
			// encoding/json's own words name a character, as if it were a
			// typo, where the body may well be fine but for its depth.
			return nil, confirm.Errorf(confirm.EINVALID, "request body is nested too deeply: JSON may nest at most %d levels", maxJSONDepth)
		}
		return nil, confirm.Errorf(confirm.EINVALID, "request body is not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, confirm.Errorf(confirm.EINVALID, "request body must hold one JSON object and nothing after it")
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, confirm.Errorf(confirm.EINVALID, "request body must be a JSON object")
	}
	if mayHoldBadText(body) {
		if listed, more := badText(body); len(listed) > 0 {
			return nil, confirm.InvalidMore(listed, more)
		}
	}
	return m, nil
}

// walker reads a parsed JSON tree into typed fields, noting every field of
// the wrong type or unknown name by its path, and going on after each so
// that all problems are reported at once.
type walker struct {
	problems []string
	bad      map[string]bool // paths whose value was unusable
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func (w *walker) wrongType(path, want string) {
	w.unusable(path, path+" must be "+want)
}

// unusable notes the problem of a value that cannot be read at all: the
// validator's problems about it, or about what is inside it, add nothing.
func (w *walker) unusable(path, problem string) {
	w.problems = append(w.problems, problem)
	if w.bad == nil {
		w.bad = map[string]bool{}
	}
	w.bad[path] = true
}

// object returns v as an object, reporting keys outside known. A missing or
// null value gives nil without a problem: the validator decides if it is
// required.
func (w *walker) object(path string, v any, known ...string) map[string]any {
	if v == nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		w.wrongType(path, "an object")
		return nil
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !slices.Contains(known, k) {
			w.problems = append(w.problems, join(path, k)+" is not a known field")
		}
	}
	return m
}

func (w *walker) str(m map[string]any, path, key string) string {
	v, ok := m[key]
	if !ok || v == nil {
		return ""
	}
	s, ok := v.(string)
	if !ok {
		w.wrongType(join(path, key), "a string")
	}
	return s
}

func (w *walker) integer(m map[string]any, path, key string) *int {
	v, ok := m[key]
	if !ok || v == nil {
		return nil
	}
	n, ok := v.(json.Number)
	if !ok {
		w.wrongType(join(path, key), "an integer")
		return nil
	}
	i, err := n.Int64()
	if err != nil || i > math.MaxInt32 || i < math.MinInt32 {
		w.wrongType(join(path, key), "an integer")
		return nil
	}
	x := int(i)
	return &x
}

// array returns the array at key; one of more than max entries is one
// problem, and nil: its entries are not read one by one.
func (w *walker) array(m map[string]any, path, key string, max int) []any {
	v, ok := m[key]
	if !ok || v == nil {
		return nil
	}
	a, ok := v.([]any)
	if !ok {
		w.wrongType(join(path, key), "an array")
		return nil
	}
	if len(a) > max {
		w.unusable(join(path, key), confirm.TooMany(join(path, key), len(a), max))
		return nil
	}
	return a
}

func (w *walker) window(path string, v any) *confirm.Window {
	m := w.object(path, v, "from", "to")
	if m == nil {
		return nil
	}
	return &confirm.Window{From: w.str(m, path, "from"), To: w.str(m, path, "to")}
}

// decodeCreate reads a create request body into a NewConfirmation,
// returning the problems of shape (unknown fields, wrong types).
func decodeCreate(root map[string]any) (*confirm.NewConfirmation, *walker) {
	w := &walker{}
	root = w.object("", root, "externalId", "brand", "customer", "order", "cadence", "webhookUrl")
	n := &confirm.NewConfirmation{
		ExternalID: w.str(root, "", "externalId"),
		Cadence:    confirm.Cadence(w.str(root, "", "cadence")),
		WebhookURL: w.str(root, "", "webhookUrl"),
	}
	if b := w.object("brand", root["brand"], "name", "colors", "supportEmail", "tone"); b != nil {
		n.Brand = &confirm.Brand{
			Name:         w.str(b, "brand", "name"),
			SupportEmail: w.str(b, "brand", "supportEmail"),
			Tone:         w.str(b, "brand", "tone"),
		}
		if c := w.object("brand.colors", b["colors"], "primary"); c != nil {
			n.Brand.Colors = &confirm.Colors{Primary: w.str(c, "brand.colors", "primary")}
		}
	}
	if c := w.object("customer", root["customer"], "name", "phone", "email", "language"); c != nil {
		n.Customer = &confirm.Customer{
			Name:     w.str(c, "customer", "name"),
			Phone:    w.str(c, "customer", "phone"),
			Email:    w.str(c, "customer", "email"),
			Language: w.str(c, "customer", "language"),
		}
	}
	o := w.object("order", root["order"], "ref", "type", "date", "window", "timezone", "items", "address", "rescheduleOptions")
	if o != nil {
		n.Order = &confirm.NewOrder{
			Ref:      w.str(o, "order", "ref"),
			Type:     w.str(o, "order", "type"),
			Date:     w.str(o, "order", "date"),
			Window:   w.window("order.window", o["window"]),
			Timezone: w.str(o, "order", "timezone"),
		}
		for i, v := range w.array(o, "order", "items", confirm.MaxItems) {
			p := fmt.Sprintf("order.items[%d]", i)
			it := w.object(p, v, "name", "qty", "sku")
			if it == nil {
				if v == nil {
					w.wrongType(p, "an object")
				}
				n.Order.Items = append(n.Order.Items, confirm.NewItem{})
				continue
			}
			n.Order.Items = append(n.Order.Items, confirm.NewItem{
				Name: w.str(it, p, "name"), Qty: w.integer(it, p, "qty"), SKU: w.str(it, p, "sku"),
			})
		}
		if a := w.object("order.address", o["address"], "line1", "city", "postcode"); a != nil {
			n.Order.Address = &confirm.Address{
				Line1:    w.str(a, "order.address", "line1"),
				City:     w.str(a, "order.address", "city"),
				Postcode: w.str(a, "order.address", "postcode"),
			}
		}
		for i, v := range w.array(o, "order", "rescheduleOptions", confirm.MaxRescheduleOpts) {
			p := fmt.Sprintf("order.rescheduleOptions[%d]", i)
			s := w.object(p, v, "date", "window")
			var slot confirm.Slot
			if s == nil {
				if v == nil {
					w.wrongType(p, "an object")
				}
			} else {
				slot.Date = w.str(s, p, "date")
				if win := w.window(p+".window", s["window"]); win != nil {
					slot.Window = *win
				}
			}
			n.Order.RescheduleOptions = append(n.Order.RescheduleOptions, slot)
		}
	}
	return n, w
}

// merge adds the validator's problems to the walker's, leaving out those
// about a field whose value was already reported as unusable.
func (w *walker) merge(problems []string) []string {
	out := w.problems
	for _, p := range problems {
		if !w.coveredBy(p) {
			out = append(out, p)
		}
	}
	return out
}

// coveredBy reports whether a problem is about an unusable value or a part
// of one: whether the path it starts with, or a path that contains it, is
// marked. It looks up each of the few ancestors of the path, so that its
// time does not grow with the number of unusable values.
func (w *walker) coveredBy(problem string) bool {
	if len(w.bad) == 0 {
		return false
	}
	path, _, _ := strings.Cut(problem, " ")
	for i := 0; i < len(path); i++ {
		if (path[i] == '.' || path[i] == '[') && w.bad[path[:i]] {
			return true
		}
	}
	return w.bad[path]
}
