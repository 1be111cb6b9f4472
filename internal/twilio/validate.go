package twilio

import (
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	twclient "github.com/twilio/twilio-go/client"
)

// maxWebhookBody bounds what a webhook may post; Twilio's are a few
// kilobytes, and the body is read before the signature can be checked.
const maxWebhookBody = 64 << 10

// Validate reports whether signature, the X-Twilio-Signature header, is
// Twilio's signature of a request to fullURL with the POST parameters
// params, made with authToken. fullURL is the URL exactly as Twilio called
// it, query included.
//
// A parameter given more than once is refused: the scheme as Twilio's
// library implements it signs one value per name, so a second value would
// reach the handler unsigned.
func Validate(authToken, fullURL string, params url.Values, signature string) bool {
	if authToken == "" || signature == "" || fullURL == "" {
		return false
	}
	m := make(map[string]string, len(params))
	for k, vs := range params {
		if len(vs) != 1 {
			return false
		}
		m[k] = vs[0]
	}
	v := twclient.NewRequestValidator(authToken)
	return v.Validate(fullURL, m, signature)
}

// Middleware lets through only requests signed by Twilio with authToken.
// It rebuilds the URL Twilio called from publicURL and the request's path
// and query, because behind a proxy the request's own host and scheme are
// not what Twilio signed. Refused requests get 403 and one log line, which
// holds neither the token nor the signature. The form is parsed here, so
// handlers read r.PostForm (or r.Form) as usual.
func Middleware(authToken, publicURL string, log *slog.Logger) func(http.Handler) http.Handler {
	base := strings.TrimRight(publicURL, "/")
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			r.Body = http.MaxBytesReader(w, r.Body, maxWebhookBody)
			if err := r.ParseForm(); err != nil {
				log.Warn("twilio webhook: unreadable form", "path", r.URL.Path, "remote", r.RemoteAddr, "err", err)
				http.Error(w, "bad request", http.StatusBadRequest)
				return
			}
			full := base + r.URL.EscapedPath()
			if r.URL.RawQuery != "" {
				full += "?" + r.URL.RawQuery
			}
			sig := r.Header.Get("X-Twilio-Signature")
			if !Validate(authToken, full, r.PostForm, sig) {
				log.Warn("twilio webhook: refused a request whose signature does not match",
					"path", r.URL.Path, "remote", r.RemoteAddr, "signed", sig != "")
				http.Error(w, "forbidden", http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
