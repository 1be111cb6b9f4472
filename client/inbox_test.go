package client_test

import (
	"errors"
	"net/http"
	"testing"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
)

func TestInbox(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		ctx := t.Context()
		cf := mustCreate(t, c, request("SO-1"))
		for range 2 {
			if _, err := c.Advance(ctx, cf.ID); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := c.SandboxReply(ctx, cf.ID, client.SMSReply("can I speak to someone")); err != nil {
			t.Fatal(err)
		}

		page, err := c.Inbox(ctx, client.InboxOptions{Intent: client.IntentWantsHuman})
		if err != nil {
			t.Fatalf("Inbox: %v", err)
		}
		if len(page.Items) != 1 || page.Items[0].ID != cf.ID || page.NextCursor != "" {
			t.Fatalf("inbox = %+v", page)
		}
		it := page.Items[0]
		if it.Handoff.Since.IsZero() || it.Handoff.LastCustomerMessage == nil || it.Handoff.LastCustomerMessage.Text != "can I speak to someone" ||
			it.Status != client.StatusActionNeeded || len(it.Raw) == 0 {
			t.Errorf("item = %+v %+v", it.Confirmation, it.Handoff)
		}
		var apiErr *client.Error
		if _, err := c.Inbox(ctx, client.InboxOptions{Intent: "later"}); !errors.As(err, &apiErr) || apiErr.ProblemsOf("intent") == nil {
			t.Errorf("unknown intent: %v", err)
		}

		got, err := c.SendMessage(ctx, cf.ID, client.Message{Channel: client.ChannelSMS, Text: "Hi Jane, how can we help?", Author: "Sam"})
		if err != nil {
			t.Fatalf("SendMessage: %v", err)
		}
		if last := got.Events[len(got.Events)-1]; last.Kind != client.EventOut || last.Author != "Sam" {
			t.Errorf("message event %+v", last)
		}
		if page, _ := c.Inbox(ctx, client.InboxOptions{}); len(page.Items) != 0 {
			t.Errorf("inbox after the message: %d items", len(page.Items))
		}
		if _, err := c.SendMessage(ctx, cf.ID, client.Message{Channel: "fax", Text: "hi"}); !errors.As(err, &apiErr) || apiErr.ProblemsOf("channel") == nil {
			t.Errorf("bad channel: %v", err)
		}

		got, err = c.Resolve(ctx, cf.ID, client.Resolution{Status: client.StatusConfirmed, Intent: client.IntentAlternateSigner, SignerName: "Tom Smith", Author: "Sam"})
		if err != nil {
			t.Fatalf("Resolve: %v", err)
		}
		if got.Status != client.StatusConfirmed || got.Outcome.ResolvedBy != "Sam" || got.Outcome.SignerName != "Tom Smith" {
			t.Errorf("resolved: %s %+v", got.Status, got.Outcome)
		}

		other := mustCreate(t, c, request("SO-2"))
		if _, err := c.Cancel(ctx, other.ID, ""); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Resolve(ctx, other.ID, client.Resolution{Status: client.StatusConfirmed}); !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusConflict {
			t.Errorf("resolving a cancelled confirmation: %v", err)
		}
	})
}
