package web

import "net/http"

// The Dashboard and the Audit log are pages of both consoles: of the
// sandbox console (/sandbox/dashboard, /sandbox/audit) and of the
// operators' console (/console/dashboard, /console/audit), where a live
// key's session sees its live figures and what GET /v1/audit gives a
// live key. Each page is one handler, put behind each console's own
// session lookup; the session says which console it belongs to, and so
// the page's navigation and the addresses of its forms and links. Either
// way the page is drawn from API calls made with the session's key, so
// it shows that key's scope and nothing else.

// registerReports adds the Dashboard and Audit log pages to both
// consoles.
func (c *Console) registerReports(h func(string, func(http.ResponseWriter, *http.Request))) {
	h("GET /sandbox/dashboard", c.signedIn(c.dashboard))
	h("GET /sandbox/audit", c.signedIn(c.audit))
	h("GET /console/dashboard", c.opsAdmin(true, c.dashboard))
	h("GET /console/audit", c.opsAdmin(true, c.audit))
}

// base is the path the pages of u's console are under.
func (u *Developer) base() string {
	if u.ops {
		return opsPath
	}
	return "/sandbox"
}

// page starts a page of u's console: with the operators' console's
// navigation for one of its sessions.
func (u *Developer) page(title string) consolePage {
	p := consolePage{Developer: u, Title: title}
	if u.ops {
		p.Ops = &opsPage{}
	}
	return p
}

// Base is the path the page's console is under, for its forms and links.
func (d *consolePage) Base() string {
	if d.Ops != nil {
		return opsPath
	}
	return "/sandbox"
}
