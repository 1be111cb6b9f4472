package client_test

import (
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
)

func TestEraseAndAudit(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		ctx := t.Context()
		cf := mustCreate(t, c, request("SO-1"))
		got, err := c.Erase(ctx, client.EraseRequest{Phone: "07400 123456", Timezone: "Europe/London"})
		if err != nil {
			t.Fatalf("Erase: %v", err)
		}
		if got.Confirmations != 1 || got.Erased < got.Confirmations {
			t.Errorf("Erase = %+v, want one confirmation", got)
		}
		cf, err = c.Get(ctx, cf.ID)
		if err != nil {
			t.Fatal(err)
		}
		if cf.RedactedAt == nil || cf.Customer.Phone != "" || cf.Customer.Name != "[erased]" || cf.Status != client.StatusCancelled {
			t.Errorf("after Erase: %+v %s %v", cf.Customer, cf.Status, cf.RedactedAt)
		}
		if strings.Contains(string(cf.Raw), "Jane") {
			t.Errorf("the confirmation still names Jane: %s", cf.Raw)
		}
		if _, err := c.Erase(ctx, client.EraseRequest{Phone: "+447400123456", Email: "jane@example.com"}); err == nil {
			t.Error("Erase with both phone and email: no error")
		}
		if _, err := c.Erase(ctx, client.EraseRequest{Email: "jane@example.com", ConfirmationID: cf.ID}); err == nil {
			t.Error("Erase with both email and confirmation: no error")
		}
		// By confirmation: Jane's new one, found by its id.
		again := mustCreate(t, c, request("SO-2"))
		got, err = c.Erase(ctx, client.EraseRequest{ConfirmationID: again.ID})
		if err != nil || got.Confirmations != 1 {
			t.Fatalf("Erase by confirmation = %+v, %v; want one confirmation", got, err)
		}
		if again, err = c.Get(ctx, again.ID); err != nil || again.RedactedAt == nil {
			t.Errorf("after Erase by confirmation: %+v, %v", again, err)
		}
		var notFound *client.Error
		if _, err := c.Erase(ctx, client.EraseRequest{ConfirmationID: "cf_000000000000000000000000"}); !errors.As(err, &notFound) ||
			notFound.StatusCode != http.StatusNotFound {
			t.Errorf("Erase of an unknown confirmation: %v", err)
		}
		var apiErr *client.Error
		if _, err := c.Erase(ctx, client.EraseRequest{Email: "not an address"}); !errors.As(err, &apiErr) ||
			apiErr.StatusCode != http.StatusBadRequest || apiErr.ProblemsOf("email") == nil {
			t.Errorf("Erase of a bad email: %v", err)
		}

		page, err := c.Audit(ctx, client.AuditOptions{Action: "erasure", Limit: 10})
		if err != nil {
			t.Fatalf("Audit: %v", err)
		}
		if len(page.Entries) != 2 || page.Entries[0].Action != "erasure" || page.Entries[0].Scope != "sandbox" || page.NextCursor != "" {
			t.Fatalf("Audit = %+v", page)
		}
		if e := page.Entries[0]; !strings.HasPrefix(e.ID, "au_") || len(e.Actor) != 12 || !strings.HasPrefix(e.Actor, "sk_test_") ||
			!strings.HasPrefix(e.KeyID, "key_") || e.Repeated != 1 || e.Summary || !e.LastAt.Equal(e.At) {
			t.Errorf("audit entry = %+v; want a random id, the key's prefix and id, repeated once", e)
		}
		if strings.Contains(string(page.Entries[0].Details), "7400") {
			t.Errorf("the audit entry holds the number: %s", page.Entries[0].Details)
		}
		if _, err := c.Audit(ctx, client.AuditOptions{Action: "nothing"}); !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest {
			t.Errorf("Audit of an unknown action: %v", err)
		}
	})
}
