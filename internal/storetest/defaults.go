package storetest

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// testDefaults checks that an account keeps one set of defaults per mode,
// that a change made through fn is saved whole and one that fails saves
// nothing, and that an unknown account is not found.
func testDefaults(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	live := confirm.Scope{AccountID: a.ID}
	sandbox := confirm.Scope{AccountID: a.ID, Sandbox: true}

	got, err := s.AccountDefaults(ctx, live)
	if err != nil {
		t.Fatalf("AccountDefaults: %v", err)
	}
	diff(t, "AccountDefaults never set", &confirm.Defaults{}, got)

	at := t0.Add(time.Hour + 456_789*time.Nanosecond).In(time.FixedZone("UTC+2", 2*60*60))
	want := &confirm.Defaults{
		WebhookURL: "https://acme.example/hooks",
		Brand:      &confirm.Brand{Name: "Acme Home", Colors: &confirm.Colors{Primary: "#0A7F5A"}, SupportEmail: "help@acme.test", Tone: "warm"},
		Language:   "pl",
	}
	saved, err := s.UpdateAccountDefaults(ctx, sandbox, func(d *confirm.Defaults) error {
		diff(t, "defaults handed to fn the first time", &confirm.Defaults{}, d)
		*d = *want
		d.UpdatedAt = at
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateAccountDefaults: %v", err)
	}
	want.UpdatedAt = at
	diff(t, "UpdateAccountDefaults result", want, saved)

	want.UpdatedAt = at.UTC().Truncate(time.Millisecond)
	got, err = s.AccountDefaults(ctx, sandbox)
	if err != nil {
		t.Fatalf("AccountDefaults: %v", err)
	}
	diff(t, "sandbox defaults", want, got)
	if got.UpdatedAt.Location() != time.UTC {
		t.Errorf("UpdatedAt location = %v, want UTC", got.UpdatedAt.Location())
	}
	got, err = s.AccountDefaults(ctx, live)
	if err != nil {
		t.Fatalf("AccountDefaults: %v", err)
	}
	diff(t, "live defaults after a sandbox change", &confirm.Defaults{}, got)

	// fn's error saves nothing and comes back as it is.
	boom := errors.New("boom")
	_, err = s.UpdateAccountDefaults(ctx, sandbox, func(d *confirm.Defaults) error {
		d.WebhookURL = ""
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("UpdateAccountDefaults with a failing fn = %v, want %v", err, boom)
	}
	if got, _ := s.AccountDefaults(ctx, sandbox); got == nil || got.WebhookURL != want.WebhookURL {
		t.Fatalf("defaults after a failed change = %+v, want them unchanged", got)
	}

	_, err = s.UpdateAccountDefaults(ctx, confirm.Scope{AccountID: confirm.NewAccountID()}, func(*confirm.Defaults) error { return nil })
	wantCode(t, err, confirm.ENOTFOUND)

	// Changes made at once are applied one after the other: none is lost.
	const n = 8
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := s.UpdateAccountDefaults(ctx, live, func(d *confirm.Defaults) error {
				d.Language += string(rune('a' + i))
				d.UpdatedAt = t0
				return nil
			})
			if err != nil {
				t.Errorf("UpdateAccountDefaults: %v", err)
			}
		}()
	}
	wg.Wait()
	got, err = s.AccountDefaults(ctx, live)
	if err != nil {
		t.Fatalf("AccountDefaults: %v", err)
	}
	if len(got.Language) != n {
		t.Errorf("after %d changes at once the language is %q: some were lost", n, got.Language)
	}
}
