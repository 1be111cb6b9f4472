package client

import (
	"context"
	"fmt"
	"iter"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// ListOptions filter and page a listing. The zero value lists the newest 20
// confirmations of every status.
type ListOptions struct {
	// Status keeps only confirmations in this status.
	Status Status
	// ExternalID keeps only confirmations with this externalId, exactly.
	ExternalID string
	// Limit is the size of a page, 1 to 100; 0 means the server's default
	// of 20.
	Limit int
	// Cursor continues a listing: the NextCursor of the page before.
	Cursor string
	// UpdatedSince, when not zero, keeps only confirmations changed at or
	// after it.
	UpdatedSince time.Time
}

// Page is one page of a listing.
type Page struct {
	// Confirmations are newest first; empty, not nil, when none match.
	Confirmations []*Confirmation `json:"confirmations"`
	// NextCursor continues the listing (set it as ListOptions.Cursor); empty
	// on the last page.
	NextCursor string `json:"nextCursor,omitempty"`
}

// List reads one page of confirmations, newest first: GET /v1/confirmations.
// A limit out of range or an unknown status gives an *Error with StatusCode
// 400. ListAll reads every page.
func (c *Client) List(ctx context.Context, opts ListOptions) (*Page, error) {
	q := url.Values{}
	if opts.Status != "" {
		q.Set("status", string(opts.Status))
	}
	if opts.ExternalID != "" {
		q.Set("externalId", opts.ExternalID)
	}
	if opts.Limit != 0 {
		q.Set("limit", strconv.Itoa(opts.Limit))
	}
	if opts.Cursor != "" {
		q.Set("cursor", opts.Cursor)
	}
	if !opts.UpdatedSince.IsZero() {
		q.Set("updatedSince", opts.UpdatedSince.UTC().Format(time.RFC3339Nano))
	}
	var out struct {
		Confirmations []*Confirmation `json:"confirmations"`
		NextCursor    *string         `json:"nextCursor"`
	}
	err := c.do(ctx, request{method: http.MethodGet, path: "/confirmations", query: q, repeatable: true}, &out)
	if err != nil {
		return nil, err
	}
	p := &Page{Confirmations: out.Confirmations}
	if p.Confirmations == nil {
		p.Confirmations = []*Confirmation{}
	}
	if out.NextCursor != nil {
		p.NextCursor = *out.NextCursor
	}
	return p, nil
}

// ListAll returns an iterator over every confirmation that matches opts,
// newest first, reading page after page (of opts.Limit) as the loop goes
// on. Pages never repeat or skip a confirmation, even while new ones are
// created. On a failure the iterator yields the error once and stops:
//
//	for cf, err := range c.ListAll(ctx, client.ListOptions{Status: client.StatusActionNeeded}) {
//		if err != nil {
//			return err
//		}
//		fmt.Println(cf.ExternalID, cf.Outcome.Summary)
//	}
func (c *Client) ListAll(ctx context.Context, opts ListOptions) iter.Seq2[*Confirmation, error] {
	return func(yield func(*Confirmation, error) bool) {
		for {
			page, err := c.List(ctx, opts)
			if err != nil {
				yield(nil, err)
				return
			}
			for _, cf := range page.Confirmations {
				if !yield(cf, nil) {
					return
				}
			}
			if page.NextCursor == "" {
				return
			}
			if page.NextCursor == opts.Cursor {
				yield(nil, fmt.Errorf("client: the server gave the same cursor twice (%s); stopping rather than looping", page.NextCursor))
				return
			}
			opts.Cursor = page.NextCursor
		}
	}
}
