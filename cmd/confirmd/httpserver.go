package main

import (
	"net/http"
	"time"
)

// serverLimits are the time-outs and sizes that keep a slow or hostile
// client from holding the API's connections or memory.
type serverLimits struct {
	// ReadHeader bounds the request line and headers, so that a client
	// sending them a byte at a time is cut off.
	ReadHeader time.Duration
	// Read bounds the whole request, body included.
	Read time.Duration
	// Write bounds the response, from the end of the request's headers.
	Write time.Duration
	// Idle bounds a kept-alive connection between requests.
	Idle time.Duration
	// MaxHeaderBytes is the largest request line and headers accepted;
	// larger ones get 431.
	MaxHeaderBytes int
}

// defaultServerLimits are the limits confirmd serves with.
var defaultServerLimits = serverLimits{
	ReadHeader:     10 * time.Second,
	Read:           30 * time.Second,
	Write:          60 * time.Second,
	Idle:           120 * time.Second,
	MaxHeaderBytes: 64 << 10,
}

// httpServer returns the API's http.Server for handler, with the app's
// limits (the defaults unless a test set shorter ones).
func (a *app) httpServer(handler http.Handler) *http.Server {
	l := defaultServerLimits
	if a.serverLimits != nil {
		l = *a.serverLimits
	}
	return &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: l.ReadHeader,
		ReadTimeout:       l.Read,
		WriteTimeout:      l.Write,
		IdleTimeout:       l.Idle,
		MaxHeaderBytes:    l.MaxHeaderBytes,
	}
}
