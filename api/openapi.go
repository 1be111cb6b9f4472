// Package api holds the OpenAPI 3.1 document of confirmd's public API,
// written by hand in openapi.yaml and served as JSON at GET /v1/openapi.json.
package api

import (
	_ "embed"
	"fmt"
	"sync"

	"github.com/oasdiff/yaml"
)

// YAML is the document as written.
//
//go:embed openapi.yaml
var YAML []byte

// JSON returns the document converted to JSON. It is converted once, the
// first time it is asked for; every caller gets the same bytes, which it must
// not change.
func JSON() ([]byte, error) { return toJSON() }

var toJSON = sync.OnceValues(func() ([]byte, error) {
	j, err := yaml.YAMLToJSON(YAML)
	if err != nil {
		return nil, fmt.Errorf("api: openapi.yaml does not convert to JSON: %w", err)
	}
	return j, nil
})
