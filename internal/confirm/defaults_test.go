package confirm

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func ptr[T any](v T) *T { return &v }

func TestDefaultsPatchApply(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 30, 0, 123_456_789, time.UTC)
	acme := func() *Defaults {
		return &Defaults{
			WebhookURL: "https://acme.example/hooks",
			Brand:      &Brand{Name: "Acme", Colors: &Colors{Primary: "#0A7F5A"}, SupportEmail: "help@acme.test", Tone: "warm"},
			Language:   "en-GB",
		}
	}
	tests := []struct {
		name     string
		patch    DefaultsPatch
		live     bool
		want     *Defaults // nil: as before
		problems []string
	}{
		{name: "nothing given changes nothing but the time", patch: DefaultsPatch{},
			want: acme()},
		{name: "one field of the brand merges into the rest",
			patch: DefaultsPatch{Brand: &BrandPatch{Name: ptr(" Acme Home ")}},
			want: func() *Defaults {
				d := acme()
				d.Brand.Name = "Acme Home"
				return d
			}()},
		{name: "null clears a field",
			patch: DefaultsPatch{WebhookURL: ptr(""), Language: ptr(""), Brand: &BrandPatch{Primary: ptr(""), Tone: ptr("")}},
			want:  &Defaults{Brand: &Brand{Name: "Acme", SupportEmail: "help@acme.test"}}},
		{name: "null brand clears the brand",
			patch: DefaultsPatch{Brand: &BrandPatch{Clear: true}},
			want: func() *Defaults {
				d := acme()
				d.Brand = nil
				return d
			}()},
		{name: "a brand with every field cleared is no brand",
			patch: DefaultsPatch{Brand: &BrandPatch{Name: ptr(""), Primary: ptr(""), SupportEmail: ptr(""), Tone: ptr("")}},
			want: func() *Defaults {
				d := acme()
				d.Brand = nil
				return d
			}()},
		{name: "sandbox takes http",
			patch: DefaultsPatch{WebhookURL: ptr("http://localhost:4242/hooks")},
			want: func() *Defaults {
				d := acme()
				d.WebhookURL = "http://localhost:4242/hooks"
				return d
			}()},
		{name: "live refuses http", live: true,
			patch:    DefaultsPatch{WebhookURL: ptr("http://acme.example/hooks")},
			problems: []string{"webhookUrl must use https with a live key"}},
		{name: "every problem at once",
			patch: DefaultsPatch{
				WebhookURL: ptr("ftp://acme.example"),
				Brand:      &BrandPatch{Primary: ptr("green"), SupportEmail: ptr("help@")},
				Language:   ptr("en_GB"),
			},
			problems: []string{
				"webhookUrl must be an absolute http or https URL",
				"brand.colors.primary must be a colour in #RRGGBB form",
				"brand.supportEmail is not a valid email address",
				`language "en_GB" is not a BCP 47 language tag such as pl or es-MX`,
			}},
		{name: "control characters", patch: DefaultsPatch{Brand: &BrandPatch{Name: ptr("Acme\x00")}},
			problems: []string{"brand.name must not contain control characters (found U+0000)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := acme()
			problems := tt.patch.Apply(d, tt.live, now)
			if diff := cmp.Diff(tt.problems, problems); diff != "" {
				t.Fatalf("problems mismatch (-want +got):\n%s", diff)
			}
			want := tt.want
			if want == nil {
				want = acme()
			} else {
				want.UpdatedAt = now.Truncate(time.Millisecond)
			}
			if diff := cmp.Diff(want, d); diff != "" {
				t.Errorf("defaults mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestUseDefaults(t *testing.T) {
	d := &Defaults{
		WebhookURL: "https://acme.example/hooks",
		Brand:      &Brand{Name: "Acme", Colors: &Colors{Primary: "#0A7F5A"}},
		Language:   "pl",
	}
	n := &NewConfirmation{Customer: &Customer{Name: "Jane"}}
	n.UseDefaults(d)
	want := &NewConfirmation{
		WebhookURL: d.WebhookURL,
		Brand:      &Brand{Name: "Acme", Colors: &Colors{Primary: "#0A7F5A"}},
		Customer:   &Customer{Name: "Jane", Language: "pl"},
	}
	if diff := cmp.Diff(want, n); diff != "" {
		t.Fatalf("create with nothing of its own mismatch (-want +got):\n%s", diff)
	}
	// The confirmation holds a copy: a later change of the defaults does
	// not reach it.
	d.Brand.Colors.Primary = "#000000"
	if n.Brand.Colors.Primary != "#0A7F5A" {
		t.Errorf("the create's brand changed with the defaults")
	}

	own := &NewConfirmation{
		WebhookURL: "https://own.example/h",
		Brand:      &Brand{Name: "Own"},
		Customer:   &Customer{Name: "Jane", Language: "es"},
	}
	n = &NewConfirmation{WebhookURL: own.WebhookURL, Brand: &Brand{Name: "Own"}, Customer: &Customer{Name: "Jane", Language: "es"}}
	n.UseDefaults(d)
	if diff := cmp.Diff(own, n); diff != "" {
		t.Errorf("create with its own values mismatch (-want +got):\n%s", diff)
	}
}

// TestSandboxContactPhones takes the numbers of the sandbox contacts,
// which are kept for drama and so not valid numbers, from sandbox keys
// only.
func TestSandboxContactPhones(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 30, 0, 0, time.UTC)
	for _, tc := range []struct {
		phone string
		live  bool
		want  string // "" refused
	}{
		{"+447700900001", false, "+447700900001"},
		{"07700 900006", false, "+447700900006"},
		{"+447700900001", true, ""},
		{"+447700900099", false, ""},
	} {
		n := &NewConfirmation{
			Customer: &Customer{Name: "Jane", Phone: tc.phone},
			Order:    &NewOrder{Date: "2026-11-24", Window: &Window{From: "08:00", To: "12:00"}, Items: []NewItem{{Name: "Sofa"}}},
		}
		problems := n.Validate(Rules{Now: now, DefaultTimezone: "Europe/London", Live: tc.live})
		switch {
		case tc.want == "" && len(problems) != 1:
			t.Errorf("%s (live %v): problems %v, want the phone refused", tc.phone, tc.live, problems)
		case tc.want != "" && (len(problems) > 0 || n.Customer.Phone != tc.want):
			t.Errorf("%s (live %v): %q, %v; want %s", tc.phone, tc.live, n.Customer.Phone, problems, tc.want)
		}
	}
}
