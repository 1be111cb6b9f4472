package client

import (
	"context"
	"net/http"
	"time"
)

// Account is the account of the key, with the defaults of the key's mode:
// what a create that leaves out WebhookURL, Brand or Customer.Language
// uses. Sandbox and live keys each have their own defaults.
type Account struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Sandbox    bool      `json:"sandbox"`
	WebhookURL string    `json:"webhookUrl"` // "" when none
	Brand      *Brand    `json:"brand"`      // nil when none
	Language   string    `json:"language"`   // a BCP 47 tag; "" when none
	UpdatedAt  time.Time `json:"updatedAt"`  // zero when never changed
}

// AccountUpdate is a change of the defaults. A nil field is left as it
// is; a field pointing at "" is cleared. Brand's fields merge one by one
// into the stored brand; ClearBrand removes the whole brand.
type AccountUpdate struct {
	WebhookURL *string
	Brand      *BrandUpdate
	ClearBrand bool
	Language   *string
}

// BrandUpdate is a change of the default brand: nil fields are left as
// they are, "" clears one.
type BrandUpdate struct {
	Name         *string
	Primary      *string // colors.primary, #RRGGBB
	SupportEmail *string
	Tone         *string
}

// String returns a pointer to s, for the fields of AccountUpdate.
func String(s string) *string { return &s }

// Account reads the account's defaults: GET /v1/account.
func (c *Client) Account(ctx context.Context) (*Account, error) {
	var out struct {
		Account Account `json:"account"`
	}
	if err := c.do(ctx, request{method: http.MethodGet, path: "/account", repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out.Account, nil
}

// UpdateAccount changes the account's defaults for the key's mode: PATCH
// /v1/account. Each field is judged as a create with the same key would
// judge it, and every problem comes back at once in an *Error. It is
// retried, being idempotent.
func (c *Client) UpdateAccount(ctx context.Context, u AccountUpdate) (*Account, error) {
	body := map[string]any{}
	orNull := func(s *string) any {
		if *s == "" {
			return nil
		}
		return *s
	}
	if u.WebhookURL != nil {
		body["webhookUrl"] = orNull(u.WebhookURL)
	}
	if u.Language != nil {
		body["language"] = orNull(u.Language)
	}
	switch b := u.Brand; {
	case u.ClearBrand:
		body["brand"] = nil
	case b != nil:
		brand := map[string]any{}
		for k, v := range map[string]*string{"name": b.Name, "supportEmail": b.SupportEmail, "tone": b.Tone} {
			if v != nil {
				brand[k] = orNull(v)
			}
		}
		if b.Primary != nil {
			brand["colors"] = map[string]any{"primary": orNull(b.Primary)}
		}
		body["brand"] = brand
	}
	var out struct {
		Account Account `json:"account"`
	}
	if err := c.do(ctx, request{method: http.MethodPatch, path: "/account", body: body, repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out.Account, nil
}
