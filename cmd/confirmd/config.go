package main

import (
	"fmt"
	"net/netip"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/httpapi"
)

// config is confirmd's configuration, read from the environment.
type config struct {
	Addr           string
	DatabaseURL    string
	PublicURL      string
	SandboxKey     string
	SigningSecret  string
	Timezone       string
	TrustedProxies []netip.Prefix
	LogFormat      string
}

// loadConfig reads the CONFIRMD_* variables through getenv, reporting every
// bad value at once.
func loadConfig(getenv func(string) string) (*config, error) {
	get := func(name, def string) string {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			return v
		}
		return def
	}
	c := &config{
		Addr:          get("CONFIRMD_ADDR", "127.0.0.1:8080"),
		DatabaseURL:   get("CONFIRMD_DATABASE_URL", "sqlite:confirmd.db"),
		SandboxKey:    get("CONFIRMD_SANDBOX_KEY", ""),
		SigningSecret: get("CONFIRMD_SIGNING_SECRET", ""),
		Timezone:      get("CONFIRMD_TIMEZONE", "Europe/London"),
		LogFormat:     get("CONFIRMD_LOG_FORMAT", "text"),
	}
	c.PublicURL = strings.TrimRight(get("CONFIRMD_PUBLIC_URL", "http://"+c.Addr), "/")

	var problems []string
	if _, err := time.LoadLocation(c.Timezone); err != nil || c.Timezone == "Local" {
		problems = append(problems, fmt.Sprintf("CONFIRMD_TIMEZONE %q is not an IANA time zone such as Europe/London", c.Timezone))
	}
	if (c.SandboxKey == "") != (c.SigningSecret == "") {
		problems = append(problems, "CONFIRMD_SANDBOX_KEY and CONFIRMD_SIGNING_SECRET must be set together, or neither")
	}
	if c.SandboxKey != "" && !strings.HasPrefix(c.SandboxKey, confirm.PrefixSandboxKey) {
		problems = append(problems, "CONFIRMD_SANDBOX_KEY must start with "+confirm.PrefixSandboxKey)
	}
	if c.SigningSecret != "" && !strings.HasPrefix(c.SigningSecret, confirm.PrefixSecret) {
		problems = append(problems, "CONFIRMD_SIGNING_SECRET must start with "+confirm.PrefixSecret)
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		problems = append(problems, "CONFIRMD_LOG_FORMAT must be text or json")
	}
	tp, err := httpapi.ParseTrustedProxies(getenv("CONFIRMD_TRUSTED_PROXIES"))
	if err != nil {
		problems = append(problems, "CONFIRMD_TRUSTED_PROXIES: "+err.Error())
	}
	c.TrustedProxies = tp
	if !strings.HasPrefix(c.DatabaseURL, "sqlite:") && !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		problems = append(problems, "CONFIRMD_DATABASE_URL must be sqlite:PATH or postgres://...")
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("configuration: %s", strings.Join(problems, "; "))
	}
	return c, nil
}
