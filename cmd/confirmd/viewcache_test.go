package main

import (
	"strings"
	"testing"
)

// TestConfigViewCache: CONFIRMD_VIEW_CACHE_MB defaults to 128 MiB, 0 keeps
// no views, and a bad value stops start-up naming it.
func TestConfigViewCache(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "CONFIRMD_VIEW_CACHE_MB" {
				return v
			}
			return ""
		}
	}
	for v, want := range map[string]int{"": 128 << 20, "0": 0, " 256 ": 256 << 20} {
		c, err := loadConfig(env(v))
		if err != nil || c.ViewCacheBytes != want {
			t.Errorf("CONFIRMD_VIEW_CACHE_MB=%q: %v bytes, %v; want %d", v, c, err, want)
		}
	}
	for _, v := range []string{"64MB", "-1", "1048577", "lots"} {
		if _, err := loadConfig(env(v)); err == nil || !strings.Contains(err.Error(), "CONFIRMD_VIEW_CACHE_MB must be a whole number") {
			t.Errorf("CONFIRMD_VIEW_CACHE_MB=%q: error %v, want one naming it", v, err)
		}
	}
}
