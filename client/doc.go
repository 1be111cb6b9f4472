// Package client is the Go client of confirmd's REST API: create a
// confirmation of a delivery or collection, read and list them, stop one,
// run its next step now, and, with a sandbox key, play the customer.
//
//	c, err := client.New("http://localhost:8080", os.Getenv("CONFIRMD_API_KEY"))
//	if err != nil {
//		return err
//	}
//	cf, err := c.Create(ctx, client.CreateRequest{
//		ExternalID: "SO-1042",
//		Customer:   client.Customer{Name: "Jane Smith", Phone: "+447400123456", Email: "jane@example.com"},
//		Order: client.Order{
//			Date:   "2026-11-24",
//			Window: client.Window{From: "08:00", To: "12:00"},
//			Items:  []client.Item{{Name: "Sofa", Qty: 1}},
//		},
//		WebhookURL: "https://shop.example/hooks/confirmd",
//	})
//
// The answer arrives later, as a signed confirmation.updated webhook; the
// package github.com/confirmd/confirmd/webhook receives it.
//
// # Errors
//
// An answer other than success is an *Error carrying the HTTP status, the
// API's message (the "errors" strings joined with "; ", else the "error"
// string) and, for a request with invalid fields, every problem, each
// starting with its field's path. A 429 from Create is a *RateLimitError,
// which wraps the *Error. Get both with errors.As. Network failures come as
// net/http reports them.
//
// # Retries and idempotency
//
// Calls that are safe to repeat (Create, Get, List and the pages of ListAll)
// are tried again, DefaultRetries times by default, after a network error or
// a 502, 503 or 504, waiting DefaultBackoff and then twice as long each time
// (see WithRetries). Create is safe to repeat because every create carries an
// Idempotency-Key: CreateRequest.IdempotencyKey, or one the client makes up
// for the call. The server answers a repeat with the first confirmation and
// sends nothing again. A 429 is never retried, as refused attempts count
// against the rate limit too. Cancel, Advance and SandboxReply are never
// retried: a second advance would run a second step.
//
// # Pages
//
// List reads one page, newest first; Page.NextCursor continues it. ListAll
// is an iterator over every page:
//
//	for cf, err := range c.ListAll(ctx, client.ListOptions{Status: client.StatusActionNeeded}) {
//		if err != nil {
//			return err
//		}
//		fmt.Println(cf.ExternalID, cf.Outcome.Summary)
//	}
package client
