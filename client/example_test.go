package client_test

import (
	"context"
	"fmt"
	"log"
	"net/http/httptest"
	"os"
	"path/filepath"
	"time"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
	"github.com/confirmd/confirmd/internal/sqlite"
	"github.com/confirmd/confirmd/webhook"
)

// Create a confirmation, play the customer in the sandbox, and receive the
// answer as a signed webhook.
func Example() {
	sandbox, stop := startSandbox() // confirmd in-process; yours is at http://localhost:8080
	defer stop()
	ctx := context.Background()

	// A webhook receiver; examples/receiver in the repository is a fuller one.
	updates := make(chan webhook.Event, 1)
	receiver := httptest.NewServer(webhook.Handler(sandbox.SigningSecret, func(_ context.Context, e webhook.Event) error {
		updates <- e
		return nil
	}))
	defer receiver.Close()

	c, err := client.New(sandbox.URL, sandbox.SandboxKey) // your server and your sk_test_ key
	if err != nil {
		log.Fatal(err)
	}
	cf, err := c.Create(ctx, client.CreateRequest{
		ExternalID: "SO-1042",
		Customer:   client.Customer{Name: "Jane Smith", Phone: "+447400123456", Email: "jane@example.com"},
		Order: client.Order{
			Date:   "2026-11-24",
			Window: client.Window{From: "08:00", To: "12:00"},
			Items:  []client.Item{{Name: "Sofa", Qty: 1}},
		},
		Cadence:        client.CadenceDemo,
		WebhookURL:     receiver.URL + "/hooks/confirmd",
		IdempotencyKey: "SO-1042-2026-11-24", // safe to send again
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(cf.Status, "with steps", cf.Steps[0].Channel, cf.Steps[1].Channel, cf.Steps[2].Channel)

	// Play the customer: they tap "Someone else will be in" in the email.
	if _, err := c.SandboxReply(ctx, cf.ID, client.EmailSomeoneElse("Tom Smith")); err != nil {
		log.Fatal(err)
	}

	select {
	case e := <-updates:
		fmt.Println(e.Data.ExternalID, e.Data.Status, "-", e.Data.Outcome.SignerName, "will sign")
	case <-time.After(10 * time.Second):
		fmt.Println("no webhook within 10 seconds")
	}
	// Output:
	// scheduled with steps email sms call
	// SO-1042 confirmed - Tom Smith will sign
}

// Read a listing one page at a time.
func ExampleClient_List() {
	sandbox, stop := startSandbox()
	defer stop()
	ctx := context.Background()
	c, err := client.New(sandbox.URL, sandbox.SandboxKey)
	if err != nil {
		log.Fatal(err)
	}
	createOrders(c, sandbox, "SO-1", "SO-2", "SO-3")

	opts := client.ListOptions{Limit: 2}
	for {
		page, err := c.List(ctx, opts)
		if err != nil {
			log.Fatal(err)
		}
		for _, cf := range page.Confirmations {
			fmt.Println(cf.ExternalID, cf.Status)
		}
		if page.NextCursor == "" {
			break
		}
		fmt.Println("-- next page")
		opts.Cursor = page.NextCursor
	}
	// Output:
	// SO-3 scheduled
	// SO-2 scheduled
	// -- next page
	// SO-1 scheduled
}

// Go through every confirmation that needs the team, page after page.
func ExampleClient_ListAll() {
	sandbox, stop := startSandbox()
	defer stop()
	ctx := context.Background()
	c, err := client.New(sandbox.URL, sandbox.SandboxKey)
	if err != nil {
		log.Fatal(err)
	}
	ids := createOrders(c, sandbox, "SO-1", "SO-2", "SO-3", "SO-4")
	for _, id := range ids[1:] {
		if _, err := c.SandboxReply(ctx, id, client.EmailReply(client.ChoiceDifferentDay)); err != nil {
			log.Fatal(err)
		}
	}

	for cf, err := range c.ListAll(ctx, client.ListOptions{Status: client.StatusActionNeeded, Limit: 2}) {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(cf.ExternalID, cf.Outcome.Intent)
	}
	// Output:
	// SO-4 different_day
	// SO-3 different_day
	// SO-2 different_day
}

// createOrders creates one sandbox confirmation per external id, a second
// apart, and returns their ids.
func createOrders(c *client.Client, sandbox *apitest.Server, externalIDs ...string) []string {
	var ids []string
	for _, ext := range externalIDs {
		cf, err := c.Create(context.Background(), client.CreateRequest{
			ExternalID: ext,
			Customer:   client.Customer{Name: "Jane Smith", Email: "jane@example.com"},
			Order: client.Order{
				Date: "2026-11-24", Window: client.Window{From: "08:00", To: "12:00"},
				Items: []client.Item{{Name: "Sofa"}},
			},
			Cadence: client.CadenceDemo,
		})
		if err != nil {
			log.Fatal(err)
		}
		ids = append(ids, cf.ID)
		sandbox.Clock.Advance(time.Second)
	}
	return ids
}

// startSandbox runs confirmd in-process on a database of its own, so that the
// examples run anywhere; against your own server use its address and your
// key instead.
func startSandbox() (*apitest.Server, func()) {
	dir, err := os.MkdirTemp("", "confirmd-example")
	if err != nil {
		log.Fatal(err)
	}
	st, err := sqlite.Open(context.Background(), filepath.Join(dir, "confirmd.db"))
	if err != nil {
		log.Fatal(err)
	}
	srv, err := apitest.Start(st, nil)
	if err != nil {
		log.Fatal(err)
	}
	return srv, func() {
		srv.Close()
		st.Close()
		os.RemoveAll(dir)
	}
}
