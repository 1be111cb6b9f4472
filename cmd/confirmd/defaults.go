package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/netguard"
)

// accountsSet runs `confirmd accounts set`: it changes the defaults of an
// account's sandbox or live mode, as PATCH /v1/account does with a key of
// that mode. A flag given as "" clears its field; one not given is left.
func (a *app) accountsSet(ctx context.Context, fs *flag.FlagSet, args []string) error {
	id := fs.String("account", "", "the account's id (may be left out when there is only one)")
	webhookURL := fs.String("webhook-url", "", `the default webhookUrl ("" clears it)`)
	brandName := fs.String("brand-name", "", "the default brand.name")
	brandColor := fs.String("brand-color", "", "the default brand.colors.primary, #RRGGBB")
	supportEmail := fs.String("support-email", "", "the default brand.supportEmail")
	tone := fs.String("tone", "", "the default brand.tone, such as \"warm, brief\"")
	language := fs.String("language", "", "the default customer.language, a BCP 47 tag such as pl or es-MX")
	sandbox := fs.Bool("sandbox", false, "change the defaults of sandbox keys (the default)")
	live := fs.Bool("live", false, "change the defaults of live keys")
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	if *sandbox && *live {
		return a.usageError(fs, "accounts set takes --sandbox or --live, not both")
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var patch confirm.DefaultsPatch
	if given["webhook-url"] {
		patch.WebhookURL = webhookURL
	}
	if given["language"] {
		patch.Language = language
	}
	if given["brand-name"] || given["brand-color"] || given["support-email"] || given["tone"] {
		patch.Brand = &confirm.BrandPatch{}
		pick := func(name string, v *string) *string {
			if given[name] {
				return v
			}
			return nil
		}
		patch.Brand.Name = pick("brand-name", brandName)
		patch.Brand.Primary = pick("brand-color", brandColor)
		patch.Brand.SupportEmail = pick("support-email", supportEmail)
		patch.Brand.Tone = pick("tone", tone)
	}
	isLive := *live
	now := time.Now().UTC()
	if patch.WebhookURL != nil && isLive {
		var alone confirm.Defaults
		if problems := patch.Apply(&alone, isLive, now); len(problems) > 0 {
			return fmt.Errorf("%s", strings.Join(problems, "; "))
		}
		if alone.WebhookURL != "" {
			if err := netguard.CheckURL(ctx, net.DefaultResolver, alone.WebhookURL); err != nil {
				return fmt.Errorf("webhookUrl %v", err)
			}
		}
	}
	return a.withStore(ctx, func(st confirm.Store) error {
		acct, err := pickAccount(ctx, st, *id)
		if err != nil {
			return err
		}
		d, err := st.UpdateAccountDefaults(ctx, confirm.Scope{AccountID: acct.ID, Sandbox: !isLive}, func(d *confirm.Defaults) error {
			if problems := patch.Apply(d, isLive, now); len(problems) > 0 {
				return fmt.Errorf("%s", strings.Join(problems, "; "))
			}
			return nil
		})
		if err != nil {
			return err
		}
		mode := "sandbox"
		if isLive {
			mode = "live"
		}
		fmt.Fprintf(a.stdout, "Defaults of account %s for %s keys:\n", acct.ID, mode)
		return writeDefaults(a, d)
	})
}

func writeDefaults(a *app, d *confirm.Defaults) error {
	tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
	show := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	var b confirm.Brand
	if d.Brand != nil {
		b = *d.Brand
	}
	color := ""
	if b.Colors != nil {
		color = b.Colors.Primary
	}
	fmt.Fprintf(tw, "  webhookUrl\t%s\n", show(d.WebhookURL))
	fmt.Fprintf(tw, "  brand.name\t%s\n", show(b.Name))
	fmt.Fprintf(tw, "  brand.colors.primary\t%s\n", show(color))
	fmt.Fprintf(tw, "  brand.supportEmail\t%s\n", show(b.SupportEmail))
	fmt.Fprintf(tw, "  brand.tone\t%s\n", show(b.Tone))
	fmt.Fprintf(tw, "  language\t%s\n", show(d.Language))
	return tw.Flush()
}
