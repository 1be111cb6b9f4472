# confirmd's everyday commands. `make test` is the whole test suite: SQLite
# and PostgreSQL (at CONFIRMD_TEST_POSTGRES_URL, default
# postgres://postgres@127.0.0.1:5432/test), with the race detector.

GO ?= go

.PHONY: test lint bench run build fuzz

test:
	$(GO) test -race -count=1 ./...

lint:
	gofmt -l . | tee /dev/stderr | (! read)
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzCreateDecode -fuzztime 30s ./internal/httpapi/

build:
	$(GO) build -o confirmd ./cmd/confirmd

run:
	$(GO) run ./cmd/confirmd serve
