package smtp

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"log"
	"math/big"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	gosmtp "github.com/emersion/go-smtp"
)

// received is one message the test relay accepted.
type received struct {
	From string
	To   []string
	Data []byte
	User string // who logged in, "" without a login
	TLS  bool
}

// relay is an in-process SMTP server standing in for SES, Postmark and
// the like.
type relay struct {
	Addr string
	Host string
	Port int

	// Set before the first send.
	RcptErr error         // answer to RCPT TO
	DataErr error         // answer at the end of DATA
	User    string        // with Pass, the only login accepted
	Pass    string        //
	Hold    chan struct{} // if set, DATA waits for it to close

	mu   sync.Mutex
	msgs []received
}

func (r *relay) Messages() []received {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]received(nil), r.msgs...)
}

type relayOptions struct {
	startTLS    *tls.Config // offer STARTTLS with this
	implicitTLS *tls.Config // speak TLS from the start
}

// startRelay runs a relay on 127.0.0.1:0 until the test ends.
func startRelay(t *testing.T, opts relayOptions) *relay {
	t.Helper()
	r := &relay{}
	s := gosmtp.NewServer(gosmtp.BackendFunc(func(c *gosmtp.Conn) (gosmtp.Session, error) {
		_, isTLS := c.TLSConnectionState()
		return &session{r: r, tls: isTLS}, nil
	}))
	s.Domain = "relay.test"
	s.ErrorLog = log.New(io.Discard, "", 0)
	s.TLSConfig = opts.startTLS
	s.ReadTimeout, s.WriteTimeout = 10*time.Second, 10*time.Second
	var l net.Listener
	var err error
	if opts.implicitTLS != nil {
		l, err = tls.Listen("tcp", "127.0.0.1:0", opts.implicitTLS)
	} else {
		l, err = net.Listen("tcp", "127.0.0.1:0")
	}
	if err != nil {
		t.Fatal(err)
	}
	go s.Serve(l)
	t.Cleanup(func() { s.Close() })
	a := l.Addr().(*net.TCPAddr)
	r.Addr, r.Host, r.Port = a.String(), a.IP.String(), a.Port
	return r
}

type session struct {
	r    *relay
	tls  bool
	user string
	msg  received
}

var _ gosmtp.AuthSession = (*session)(nil)

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if s.r.User == "" || user != s.r.User || pass != s.r.Pass {
			return gosmtp.ErrAuthFailed
		}
		s.user = user
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *gosmtp.MailOptions) error {
	if s.r.User != "" && s.user == "" {
		return gosmtp.ErrAuthRequired
	}
	s.msg = received{From: from, User: s.user, TLS: s.tls}
	return nil
}

func (s *session) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	if s.r.RcptErr != nil {
		return s.r.RcptErr
	}
	s.msg.To = append(s.msg.To, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if s.r.Hold != nil {
		<-s.r.Hold
	}
	if s.r.DataErr != nil {
		return s.r.DataErr
	}
	s.msg.Data = b
	s.r.mu.Lock()
	s.r.msgs = append(s.r.msgs, s.msg)
	s.r.mu.Unlock()
	return nil
}

func (s *session) Reset()        { s.msg = received{} }
func (s *session) Logout() error { return nil }

// selfSigned returns a certificate for 127.0.0.1 made for this test, as
// the relay's TLS config and a client TLS config that trusts it.
func selfSigned(t *testing.T) (server, client *tls.Config) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "relay.test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	server = &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}
	return server, &tls.Config{RootCAs: pool}
}

// hangingRelay accepts connections and never says a word.
func hangingRelay(t *testing.T) (host string, port int) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		l.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	a := l.Addr().(*net.TCPAddr)
	return a.IP.String(), a.Port
}

// closedPort returns a port on 127.0.0.1 where nothing listens.
func closedPort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	if err := l.Close(); err != nil && !errors.Is(err, net.ErrClosed) {
		t.Fatal(err)
	}
	return port
}
