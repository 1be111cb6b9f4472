// Package metricstest reads metrics back the way Prometheus scrapes them,
// for tests that check what confirmd reports.
package metricstest

import (
	"io"
	"maps"
	"net/http"
	"slices"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// Families are scraped metric families by name.
type Families map[string]*dto.MetricFamily

// Scrape GETs url, insists on 200, and parses the answer.
func Scrape(t testing.TB, url string) Families {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatalf("scraping %s: %v", url, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(res.Body)
		t.Fatalf("scraping %s: status %d: %s", url, res.StatusCode, body)
	}
	f, err := Parse(res.Body)
	if err != nil {
		t.Fatalf("scraping %s: %v", url, err)
	}
	return f
}

// Parse reads Prometheus's text format.
func Parse(r io.Reader) (Families, error) {
	p := expfmt.NewTextParser(model.UTF8Validation)
	return p.TextToMetricFamilies(r)
}

// Value returns the value of the sample of name whose labels are exactly
// the name, value pairs given: a counter's or gauge's value, or a
// histogram's count of observations. ok is false when there is none.
func (f Families) Value(name string, labels ...string) (v float64, ok bool) {
	want := map[string]string{}
	for i := 0; i+1 < len(labels); i += 2 {
		want[labels[i]] = labels[i+1]
	}
	mf := f[name]
	if mf == nil {
		return 0, false
	}
	for _, m := range mf.GetMetric() {
		if !maps.Equal(labelMap(m), want) {
			continue
		}
		switch {
		case m.Counter != nil:
			return m.Counter.GetValue(), true
		case m.Gauge != nil:
			return m.Gauge.GetValue(), true
		case m.Histogram != nil:
			return float64(m.Histogram.GetSampleCount()), true
		case m.Untyped != nil:
			return m.Untyped.GetValue(), true
		}
	}
	return 0, false
}

// LabelValues returns the values label takes among the samples of name,
// sorted.
func (f Families) LabelValues(name, label string) []string {
	seen := map[string]bool{}
	for _, m := range f[name].GetMetric() {
		if v, ok := labelMap(m)[label]; ok {
			seen[v] = true
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

func labelMap(m *dto.Metric) map[string]string {
	out := make(map[string]string, len(m.GetLabel()))
	for _, l := range m.GetLabel() {
		out[l.GetName()] = l.GetValue()
	}
	return out
}
