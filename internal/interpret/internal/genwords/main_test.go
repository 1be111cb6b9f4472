package main

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func readOut(t *testing.T, name string) []string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if !strings.HasPrefix(l, "#") {
			words = append(words, l)
		}
	}
	return words
}

// TestRun writes a whole list (English) and a list kept to the words one
// slip from a lexicon's (the other languages), folded and sorted.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list")
	if err := os.WriteFile(list, []byte("Zebra\nhers\nit's\nand\nDziękuję\nkasa/XY\nkasza\nkawa\nhere\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.gz")
	if err := run("en", out, "", "test 1.0", []string{list}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"dziekuje", "here", "hers", "kasa", "kasza", "kawa", "zebra"}, readOut(t, out)); diff != "" {
		t.Errorf("whole list (-want +got):\n%s", diff)
	}
	glosses := filepath.Join(dir, "glosses.txt")
	if err := os.WriteFile(glosses, []byte("// comment\nkaszka, dziękuję = thanks\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run("pl", out, glosses, "test 1.0", []string{list}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"kasza"}, readOut(t, out)); diff != "" {
		t.Errorf("near list (-want +got):\n%s", diff)
	}
}

func TestOneSlip(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"kasza", "kaszka", true}, {"abcd", "acbd", true}, {"abcd", "abce", true},
		{"abcd", "abcd", false}, {"abcd", "badc", false}, {"abc", "abcde", false},
	} {
		if got := oneSlip(tt.a, tt.b); got != tt.want {
			t.Errorf("oneSlip(%q, %q) = %v", tt.a, tt.b, got)
		}
	}
}
