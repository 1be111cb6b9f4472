package web

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
)

// element is one start tag of a parsed page, with the text directly and
// indirectly inside it.
type element struct {
	Name string
	Attr map[string]string
	Text string
}

// parseHTML checks that s is well-formed enough for a browser to read it
// as written (every element closed in order, void elements aside) and
// returns its elements in document order. golang.org/x/net/html is not a
// dependency; encoding/xml in its forgiving mode does this much.
func parseHTML(t *testing.T, s string) []*element {
	t.Helper()
	els, err := checkHTML(s)
	if err != nil {
		t.Fatalf("%v\n%s", err, s)
	}
	return els
}

func checkHTML(s string) ([]*element, error) {
	d := xml.NewDecoder(strings.NewReader(s))
	d.Strict = false
	d.AutoClose = xml.HTMLAutoClose
	d.Entity = xml.HTMLEntity
	var all, open []*element
	var names []string
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("HTML does not parse: %w", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &element{Name: strings.ToLower(tok.Name.Local), Attr: map[string]string{}}
			for _, a := range tok.Attr {
				e.Attr[strings.ToLower(a.Name.Local)] = a.Value
			}
			all = append(all, e)
			open = append(open, e)
			names = append(names, e.Name)
		case xml.EndElement:
			name := strings.ToLower(tok.Name.Local)
			if len(names) == 0 || names[len(names)-1] != name {
				return nil, fmt.Errorf("HTML: </%s> closes %v", name, names)
			}
			names, open = names[:len(names)-1], open[:len(open)-1]
		case xml.CharData:
			for _, e := range open {
				e.Text += string(tok)
			}
		}
	}
	if len(names) != 0 {
		return nil, fmt.Errorf("HTML: elements left open: %v", names)
	}
	return all, nil
}

// find returns the elements named name whose attributes include every
// key=value pair of attrs ("key" alone: present with any value).
func find(els []*element, name string, attrs ...string) []*element {
	var out []*element
next:
	for _, e := range els {
		if e.Name != name {
			continue
		}
		for _, kv := range attrs {
			k, v, hasValue := strings.Cut(kv, "=")
			got, ok := e.Attr[k]
			if !ok || hasValue && got != v {
				continue next
			}
		}
		out = append(out, e)
	}
	return out
}

// text returns the text of the first element named name, squeezed.
func text(els []*element, name string) string {
	for _, e := range els {
		if e.Name == name {
			return strings.Join(strings.Fields(e.Text), " ")
		}
	}
	return ""
}

func TestCheckHTMLRefusesMismatchedTags(t *testing.T) {
	for _, s := range []string{"<div><p>one</div></p>", "<div><p>one</p>", "<p>a < b</p>"} {
		if _, err := checkHTML(s); err == nil {
			t.Errorf("checkHTML(%q) passed", s)
		}
	}
	if _, err := checkHTML(`<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><input required><br></body></html>`); err != nil {
		t.Errorf("checkHTML refused a well-formed page: %v", err)
	}
}
