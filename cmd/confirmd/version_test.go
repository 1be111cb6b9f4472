package main

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/version"
)

// TestVersionCommand checks that every spelling prints the build line with
// the licence, and that the webhooks' User-Agent names the same version.
func TestVersionCommand(t *testing.T) {
	t.Parallel()
	want := version.Get().String()
	for _, arg := range []string{"version", "--version", "-version"} {
		var out lockedBuffer
		a := &app{stdout: &out, stderr: &out, getenv: func(string) string { return "" }}
		if err := a.run(context.Background(), []string{arg}); err != nil {
			t.Fatalf("%s: %v", arg, err)
		}
		if got := strings.TrimSpace(out.String()); got != want || !strings.HasSuffix(got, ", Apache-2.0") {
			t.Errorf("%s printed %q, want %q", arg, got, want)
		}
	}
	// serve gives the webhook sender buildVersion(), which it sends as
	// confirmd/<version>.
	if got, want := "confirmd/"+buildVersion(), version.Get().UserAgent(); got != want {
		t.Errorf("webhook User-Agent %q, want %q", got, want)
	}
}
