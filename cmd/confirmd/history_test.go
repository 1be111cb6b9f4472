package main

import (
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/testdb"
)

// TestWebhookHistoryExpires runs the whole path of the webhook history: a
// delivery attempted by one process is deleted by the janitor of a process
// started after CONFIRMD_WEBHOOK_HISTORY_DAYS have passed, and the
// confirmation is kept. (Which deliveries a cut keeps is the store suite's
// PruneDeliveries test.)
func TestWebhookHistoryExpires(t *testing.T) {
	if testing.Short() && os.Getenv("CI") == "" {
		t.Skip("starts real processes; -short leaves it out (never in CI)")
	}
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		const key, secret = "sk_test_historyBi0pBGFESDjvsZ1SVFlucuf6F", "whsec_historygvowvzpcIQBXbu31Cvdykf2nQ"
		dbURL := k.URL(t)
		// env starts a process whose clock is ahead of the wall clock by
		// ahead: running twice as fast from a wall-clock origin that far
		// back (CONFIRMD_CLOCK_ORIGIN is where the fast clock meets the
		// wall clock).
		env := func(ahead time.Duration) map[string]string {
			e := map[string]string{
				"CONFIRMD_DATABASE_URL":         dbURL,
				"CONFIRMD_SANDBOX_KEY":          key,
				"CONFIRMD_SIGNING_SECRET":       secret,
				"CONFIRMD_WEBHOOK_HISTORY_DAYS": "2",
			}
			if ahead > 0 {
				e["CONFIRMD_CLOCK_SPEED"] = "2"
				e["CONFIRMD_CLOCK_ORIGIN"] = strconv.FormatInt(time.Now().Add(-ahead).UnixMilli(), 10)
			}
			return e
		}
		hooks := newHookCounter(t, secret)
		p := startProc(t, env(0))
		id := createMany(t, []*proc{p}, key, hooks.srv.URL, 1)[0]
		// The email goes out at once; until it has, a reply to it is 409.
		waitFor(t, 20*time.Second, "the customer's answer to the email", func() bool {
			req, _ := http.NewRequest("POST", "http://"+p.addr+"/v1/sandbox/confirmations/"+id+"/reply",
				strings.NewReader(`{"channel": "email", "choice": "will_be_in"}`))
			req.Header.Set("Authorization", "Bearer "+key)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			return res.StatusCode == http.StatusOK
		})
		// The deliveries are read from the database, as an operator would.
		st, err := dburl.Open(t.Context(), dbURL)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		apiKey, acct, err := st.APIKeyByHash(t.Context(), confirm.HashKey(key))
		if err != nil {
			t.Fatal(err)
		}
		scope := confirm.Scope{AccountID: acct.ID, Sandbox: apiKey.Sandbox}
		deliveries := func() []*confirm.Delivery {
			t.Helper()
			ds, err := st.ListDeliveries(t.Context(), scope, id)
			if err != nil {
				t.Fatal(err)
			}
			return ds
		}
		waitFor(t, 20*time.Second, "the webhook's attempt", func() bool {
			ds := deliveries()
			return len(ds) == 1 && ds[0].State == confirm.DeliveryDelivered
		})
		p.kill(t)

		// Three days later it is past its two days: the janitor deletes it at
		// start.
		p = startProc(t, env(3*24*time.Hour))
		waitFor(t, 20*time.Second, "the delivery's deletion", func() bool { return len(deliveries()) == 0 })
		// The janitor logs once the deletion has committed, a moment after
		// it can be seen.
		waitFor(t, 20*time.Second, "the log line of the deletion", func() bool {
			return strings.Contains(p.logs.String(), "deliveries=1")
		})
		if c := statuses(t, p, key)[id]; c == nil || c["status"] != string(confirm.StatusConfirmed) {
			t.Errorf("the confirmation after its webhook's deletion: %v", c)
		}
	})
}
