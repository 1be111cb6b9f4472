// Package version says which build of confirmd is running: its version,
// the commit it was built from and when, and its licence.
//
// A release build sets all three at link time:
//
//	go build -ldflags "-X github.com/confirmd/confirmd/internal/version.version=0.1.0 \
//	  -X github.com/confirmd/confirmd/internal/version.commit=0123456789ab \
//	  -X github.com/confirmd/confirmd/internal/version.date=2026-11-27T10:00:00Z"
//
// A plain go build or go run from a checkout sets none of them; the commit
// and its time then come from the build information Go records (vcs.revision,
// vcs.time, vcs.modified), and the version is "devel".
package version

import (
	"runtime/debug"
	"strings"
)

// Set with -ldflags -X by a release build; see the package comment.
var (
	version string
	commit  string
	date    string
)

// License is the SPDX identifier of confirmd's licence.
const License = "Apache-2.0"

// Devel is the version of a build that was not given one.
const Devel = "devel"

// unknown stands for a commit or date that the build did not record.
const unknown = "unknown"

// Info describes one build.
type Info struct {
	// Version is the release, such as "0.1.0", or Devel.
	Version string
	// Commit is the abbreviated commit, with "-dirty" when the work tree
	// had changes, or "unknown".
	Commit string
	// Date is when the build was made (a release) or when its commit was
	// made (a plain go build), in RFC 3339, or "unknown".
	Date string
}

// Get returns the running binary's build.
func Get() Info {
	bi, _ := debug.ReadBuildInfo()
	return resolve(version, commit, date, bi)
}

// resolve prefers what was set at link time and fills the rest from bi,
// which may be nil.
func resolve(v, c, d string, bi *debug.BuildInfo) Info {
	var rev, vcsTime string
	var modified bool
	if bi != nil {
		if v == "" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			// go install .../cmd/confirmd@v0.1.0 records the module version.
			v = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				vcsTime = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	if c == "" && rev != "" {
		c = short(rev)
		if modified {
			c += "-dirty"
		}
	}
	if d == "" {
		d = vcsTime
	}
	return Info{Version: orDefault(trimV(v), Devel), Commit: orDefault(c, unknown), Date: orDefault(d, unknown)}
}

// short abbreviates a commit hash as the release builds do.
func short(rev string) string {
	if len(rev) > 12 {
		return rev[:12]
	}
	return rev
}

// trimV drops the "v" of a Git tag or module version, "v0.1.0" -> "0.1.0",
// so that every build of one release names it alike.
func trimV(v string) string {
	if len(v) > 1 && v[0] == 'v' && v[1] >= '0' && v[1] <= '9' {
		return v[1:]
	}
	return v
}

func orDefault(s, def string) string {
	if s = strings.TrimSpace(s); s == "" {
		return def
	}
	return s
}

// String is the line `confirmd version` prints:
// "confirmd 0.1.0 (commit 0123456789ab, built 2026-11-27T10:00:00Z), Apache-2.0".
func (i Info) String() string {
	return "confirmd " + i.Version + " (commit " + i.Commit + ", built " + i.Date + "), " + License
}

// UserAgent is the User-Agent of confirmd's own requests, such as its
// webhooks: "confirmd/0.1.0".
func (i Info) UserAgent() string {
	return "confirmd/" + i.Version
}
