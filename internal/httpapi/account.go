package httpapi

import (
	"net/http"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/netguard"
)

// accountBody is the answer of GET and PATCH /v1/account: the account's
// defaults for the mode of the key that asked.
type accountBody struct {
	Account accountView `json:"account"`
}

type accountView struct {
	ID         string         `json:"id"`
	Name       string         `json:"name"`
	Sandbox    bool           `json:"sandbox"`
	WebhookURL *string        `json:"webhookUrl"`
	Brand      *confirm.Brand `json:"brand"`
	Language   *string        `json:"language"`
	// OperationsEmail and InboxEvents say how the account's team hears of
	// customers waiting for a person (confirm.Nudge).
	OperationsEmail *string `json:"operationsEmail"`
	InboxEvents     bool    `json:"inboxEvents"`
	UpdatedAt       *string `json:"updatedAt"`
}

func newAccountView(p *principal, d *confirm.Defaults) accountView {
	v := accountView{ID: p.Account.ID, Name: p.Account.Name, Sandbox: p.Key.Sandbox, Brand: d.Brand}
	if d.WebhookURL != "" {
		v.WebhookURL = &d.WebhookURL
	}
	if d.Language != "" {
		v.Language = &d.Language
	}
	if d.OperationsEmail != "" {
		v.OperationsEmail = &d.OperationsEmail
	}
	v.InboxEvents = d.InboxEvents
	if !d.UpdatedAt.IsZero() {
		at := confirm.FormatTime(d.UpdatedAt)
		v.UpdatedAt = &at
	}
	return v
}

// getAccount handles GET /v1/account.
func (s *Server) getAccount(w http.ResponseWriter, r *http.Request) error {
	p := principalFrom(r.Context())
	d, err := s.Store.AccountDefaults(r.Context(), p.Scope())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, accountBody{newAccountView(p, d)})
	return nil
}

// patchAccount handles PATCH /v1/account: the defaults of the key's mode
// are merged with the body as with a JSON merge patch.
func (s *Server) patchAccount(w http.ResponseWriter, r *http.Request) error {
	p := principalFrom(r.Context())
	walk, root, err := readObject(w, r, "webhookUrl", "brand", "language", "operationsEmail", "inboxEvents")
	if err != nil {
		return err
	}
	patch := confirm.DefaultsPatch{
		WebhookURL:      walk.optStr(root, "", "webhookUrl"),
		Language:        walk.optStr(root, "", "language"),
		OperationsEmail: walk.optStr(root, "", "operationsEmail"),
	}
	if v, ok := root["inboxEvents"]; ok {
		switch b := v.(type) {
		case bool:
			patch.InboxEvents = &b
		case nil:
			off := false
			patch.InboxEvents = &off
		default:
			walk.wrongType("inboxEvents", "true, false or null")
		}
	}
	if v, ok := root["brand"]; ok {
		patch.Brand = &confirm.BrandPatch{Clear: v == nil}
		if b := walk.object("brand", v, "name", "colors", "supportEmail", "tone"); b != nil {
			patch.Brand.Name = walk.optStr(b, "brand", "name")
			patch.Brand.SupportEmail = walk.optStr(b, "brand", "supportEmail")
			patch.Brand.Tone = walk.optStr(b, "brand", "tone")
			if c, ok := b["colors"]; ok {
				if c == nil {
					empty := ""
					patch.Brand.Primary = &empty
				} else if cm := walk.object("brand.colors", c, "primary"); cm != nil {
					patch.Brand.Primary = walk.optStr(cm, "brand.colors", "primary")
				}
			}
		}
	}
	if len(walk.problems) > 0 {
		return confirm.Invalid(walk.problems)
	}
	now := s.now()
	live := !p.Key.Sandbox
	if patch.WebhookURL != nil && (live || s.GuardSandboxWebhooks) {
		// The address is looked up before the change, outside its
		// transaction, and only for a patch that is otherwise valid:
		// judged on its own, as its fields do not depend on the stored
		// ones.
		var alone confirm.Defaults
		if problems := patch.Apply(&alone, live, now); len(problems) > 0 {
			return confirm.Invalid(problems)
		}
		if alone.WebhookURL != "" {
			if err := netguard.CheckURL(r.Context(), s.resolver(), alone.WebhookURL); err != nil {
				return confirm.Invalid([]string{"webhookUrl " + err.Error()})
			}
		}
	}
	d, err := s.Store.UpdateAccountDefaults(r.Context(), p.Scope(), func(d *confirm.Defaults) error {
		if problems := patch.Apply(d, live, now); len(problems) > 0 {
			return confirm.Invalid(problems)
		}
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, accountBody{newAccountView(p, d)})
	return nil
}

// optStr reads a field that may be absent (nil), null ("") or a string.
func (w *walker) optStr(m map[string]any, path, key string) *string {
	v, ok := m[key]
	if !ok {
		return nil
	}
	s := ""
	if v != nil {
		var isStr bool
		if s, isStr = v.(string); !isStr {
			w.wrongType(join(path, key), "a string or null")
			return nil
		}
	}
	return &s
}
