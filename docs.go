// Package confirmd holds the documentation the server shows at /docs:
// README.md, CHANGELOG.md, RELEASING.md and docs/*.md, embedded as they are written in the repository,
// so the pages a running server shows are the ones of its own version.
package confirmd

import "embed"

// Docs holds README.md, CHANGELOG.md, RELEASING.md and every docs/*.md
// file.
//
//go:embed README.md CHANGELOG.md RELEASING.md docs/*.md
var Docs embed.FS
