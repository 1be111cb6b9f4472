package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/metrics"
)

// metricsOff is the CONFIRMD_METRICS_ADDR that serves no metrics.
const metricsOff = "off"

// parseMetricsAddr reads CONFIRMD_METRICS_ADDR: empty serves /metrics on the
// main listener (addr), "off" serves it nowhere, and anything else is a
// listen address of its own, which must not be addr.
func parseMetricsAddr(v, addr string) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", nil
	}
	if strings.EqualFold(v, metricsOff) {
		return metricsOff, nil
	}
	host, port, err := net.SplitHostPort(v)
	if err != nil || strings.ContainsAny(host, " /") {
		return "", fmt.Errorf("CONFIRMD_METRICS_ADDR %q must be a listen address such as 127.0.0.1:9090 or :9090, or off", v)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return "", fmt.Errorf("CONFIRMD_METRICS_ADDR %q must end in a port number from 0 to 65535", v)
	}
	if port != "0" && v == addr {
		return "", fmt.Errorf("CONFIRMD_METRICS_ADDR is CONFIRMD_ADDR (%s); leave it unset to serve /metrics on the main listener", v)
	}
	return v, nil
}

// parseMetricsPublic reads CONFIRMD_METRICS_PUBLIC: true serves /metrics on
// the main listener to every client, where by default only clients on
// loopback get them. It is refused beside a CONFIRMD_METRICS_ADDR
// (metricsAddr as parseMetricsAddr gave it), where it would do nothing: a
// listener of the metrics' own serves every client that reaches it, and
// "off" serves none.
func parseMetricsPublic(v, metricsAddr string) (bool, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return false, nil
	}
	public, err := strconv.ParseBool(v)
	if err != nil {
		return false, fmt.Errorf("CONFIRMD_METRICS_PUBLIC %q must be true or false", v)
	}
	if public && metricsAddr != "" {
		return false, errors.New("CONFIRMD_METRICS_PUBLIC=true applies only to /metrics on the main listener; with CONFIRMD_METRICS_ADDR set, unset it")
	}
	return public, nil
}

// serveMetrics starts the metrics' own listener when the configuration
// gives them one, and returns what stops it; otherwise it does nothing.
func (a *app) serveMetrics(cfg *config, m *metrics.Metrics, log *slog.Logger) (stop func(), err error) {
	if cfg.MetricsAddr == "" || cfg.MetricsAddr == metricsOff {
		return func() {}, nil
	}
	ln, err := net.Listen("tcp", cfg.MetricsAddr)
	if err != nil {
		return nil, fmt.Errorf("listening for metrics on %s: %w", cfg.MetricsAddr, err)
	}
	mux := http.NewServeMux()
	m.Register(mux)
	srv := &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: 10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	log.Info("metrics listening", "addr", ln.Addr().String())
	if a.onMetricsListen != nil {
		a.onMetricsListen(ln.Addr().String())
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := srv.Shutdown(ctx); err != nil {
			log.Warn("metrics scrapes still running at shutdown", "err", err)
		}
		if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn("metrics server stopped with an error", "err", err)
		}
	}, nil
}
