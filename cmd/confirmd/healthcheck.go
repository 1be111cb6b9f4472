package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"
)

// healthcheck asks a running server's /readyz whether it is ready, for a
// container's HEALTHCHECK where there is no curl: exit 0 when it answers
// 200, 1 otherwise. The server is at --url, else at CONFIRMD_ADDR as seen
// from the same host.
func (a *app) healthcheck(ctx context.Context, fs *flag.FlagSet, args []string) error {
	base := fs.String("url", "", "the server's base URL (default: from CONFIRMD_ADDR)")
	timeout := fs.Duration("timeout", 5*time.Second, "how long to wait for the answer")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	if *timeout <= 0 {
		return a.usageError(fs, "healthcheck needs a --timeout above 0")
	}
	u := *base
	if u == "" {
		addr := a.getenv("CONFIRMD_ADDR")
		if addr == "" {
			addr = "127.0.0.1:8080"
		}
		host, err := localURL(addr)
		if err != nil {
			return err
		}
		u = host
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u+"/readyz", nil)
	if err != nil {
		return fmt.Errorf("--url %q: %w", *base, err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("not ready: %w", err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("not ready: %s/readyz answered %s", u, resp.Status)
	}
	fmt.Fprintln(a.stdout, "ready")
	return nil
}

// localURL turns a listen address into the URL that reaches it from the
// same host: a wildcard host (":8080", "0.0.0.0:8080", "[::]:8080") is
// reached on loopback.
func localURL(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" {
		return "", fmt.Errorf("CONFIRMD_ADDR %q is not host:port", addr)
	}
	switch host {
	case "", "0.0.0.0":
		host = "127.0.0.1"
	case "::":
		host = "::1"
	}
	return "http://" + net.JoinHostPort(host, port), nil
}
