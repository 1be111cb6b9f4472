package version

import (
	"runtime/debug"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestResolve(t *testing.T) {
	t.Parallel()
	vcs := func(modified string) *debug.BuildInfo {
		return &debug.BuildInfo{
			Main: debug.Module{Path: "github.com/confirmd/confirmd", Version: "(devel)"},
			Settings: []debug.BuildSetting{
				{Key: "vcs", Value: "git"},
				{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
				{Key: "vcs.time", Value: "2026-11-26T18:04:05Z"},
				{Key: "vcs.modified", Value: modified},
			},
		}
	}
	for _, tt := range []struct {
		name    string
		v, c, d string
		bi      *debug.BuildInfo
		want    Info
	}{
		{
			name: "release build, all set at link time",
			v:    "0.1.0", c: "abcdef123456", d: "2026-11-27T10:00:00Z", bi: vcs("false"),
			want: Info{Version: "0.1.0", Commit: "abcdef123456", Date: "2026-11-27T10:00:00Z"},
		},
		{
			name: "release version given as a tag",
			v:    "v0.2.0-rc.1", c: "abcdef123456", d: "2026-11-27T10:00:00Z",
			want: Info{Version: "0.2.0-rc.1", Commit: "abcdef123456", Date: "2026-11-27T10:00:00Z"},
		},
		{
			name: "go build from a clean checkout",
			bi:   vcs("false"),
			want: Info{Version: "devel", Commit: "0123456789ab", Date: "2026-11-26T18:04:05Z"},
		},
		{
			name: "go build from a checkout with changes",
			bi:   vcs("true"),
			want: Info{Version: "devel", Commit: "0123456789ab-dirty", Date: "2026-11-26T18:04:05Z"},
		},
		{
			name: "go install of a tagged module",
			bi:   &debug.BuildInfo{Main: debug.Module{Path: "github.com/confirmd/confirmd", Version: "v0.1.0"}},
			want: Info{Version: "0.1.0", Commit: "unknown", Date: "unknown"},
		},
		{
			name: "version alone at link time keeps the VCS commit",
			v:    "0.1.0", bi: vcs("false"),
			want: Info{Version: "0.1.0", Commit: "0123456789ab", Date: "2026-11-26T18:04:05Z"},
		},
		{
			name: "no build information",
			want: Info{Version: "devel", Commit: "unknown", Date: "unknown"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := resolve(tt.v, tt.c, tt.d, tt.bi)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestInfoStrings(t *testing.T) {
	t.Parallel()
	i := Info{Version: "0.1.0", Commit: "abc1234", Date: "2026-11-27T10:00:00Z"}
	if got, want := i.String(), "confirmd 0.1.0 (commit abc1234, built 2026-11-27T10:00:00Z), Apache-2.0"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := i.UserAgent(), "confirmd/0.1.0"; got != want {
		t.Errorf("UserAgent() = %q, want %q", got, want)
	}
}

func TestGet(t *testing.T) {
	t.Parallel()
	// A test binary has no link-time values and no VCS settings: it is a
	// development build, and says so rather than nothing.
	got := Get()
	if got.Version == "" || got.Commit == "" || got.Date == "" {
		t.Errorf("Get() = %+v, want every field filled", got)
	}
}
