package client_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
)

func TestAccountDefaults(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		ctx := t.Context()
		a, err := c.Account(ctx)
		if err != nil {
			t.Fatalf("Account: %v", err)
		}
		if !a.Sandbox || a.WebhookURL != "" || a.Brand != nil || a.Language != "" || !a.UpdatedAt.IsZero() {
			t.Fatalf("account never changed = %+v", a)
		}
		a, err = c.UpdateAccount(ctx, client.AccountUpdate{
			WebhookURL: client.String("http://localhost:4242/hooks"),
			Brand:      &client.BrandUpdate{Name: client.String("Acme Home"), Primary: client.String("#0A7F5A")},
			Language:   client.String("pl"),
		})
		if err != nil {
			t.Fatalf("UpdateAccount: %v", err)
		}
		wantBrand := &client.Brand{Name: "Acme Home", Colors: &client.Colors{Primary: "#0A7F5A"}}
		if d := cmp.Diff(wantBrand, a.Brand); d != "" || a.WebhookURL != "http://localhost:4242/hooks" || a.Language != "pl" || a.UpdatedAt.IsZero() {
			t.Fatalf("after UpdateAccount = %+v; brand mismatch (-want +got):\n%s", a, d)
		}

		req := request("SO-1")
		req.Brand, req.WebhookURL = nil, ""
		cf := mustCreate(t, c, req)
		if d := cmp.Diff(wantBrand, cf.Brand); d != "" || cf.WebhookURL != a.WebhookURL || cf.Customer.Language != "pl" {
			t.Errorf("create using the defaults: webhook %q, language %q, brand mismatch (-want +got):\n%s", cf.WebhookURL, cf.Customer.Language, d)
		}

		a, err = c.UpdateAccount(ctx, client.AccountUpdate{ClearBrand: true, Language: client.String("")})
		if err != nil || a.Brand != nil || a.Language != "" || a.WebhookURL == "" {
			t.Fatalf("clearing: %+v, %v", a, err)
		}
		var apiErr *client.Error
		_, err = c.UpdateAccount(ctx, client.AccountUpdate{Brand: &client.BrandUpdate{Primary: client.String("green")}})
		if !errors.As(err, &apiErr) || apiErr.ProblemsOf("brand.colors.primary") == nil {
			t.Errorf("a bad colour: %v", err)
		}
	})
}
