package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/testdb"
)

// crashSeed returns the seed of the random kill moment: CONFIRMD_TEST_SEED
// if set, to replay a run, else a new one. The test logs it.
func crashSeed(t *testing.T) uint64 {
	t.Helper()
	if v := os.Getenv("CONFIRMD_TEST_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("CONFIRMD_TEST_SEED must be an unsigned integer: %v", err)
		}
		return n
	}
	return rand.Uint64()
}

// TestCrashUnderLoad kills confirmd with SIGKILL at a random moment while
// several clients create confirmations without pause and the scheduler
// sends their steps, restarts it on the same database, keeps creating, and
// lets everything finish. Every create answered 201 must exist, no step may
// have gone to the channel twice, and every confirmation that closed must
// have had its webhook attempted.
func TestCrashUnderLoad(t *testing.T) {
	if testing.Short() && os.Getenv("CI") == "" {
		t.Skip("starts real processes; -short leaves it out (never in CI)")
	}
	seed := crashSeed(t)
	t.Logf("seed %d (rerun with CONFIRMD_TEST_SEED=%d)", seed, seed)
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		rng := rand.New(rand.NewPCG(seed, uint64(len(k.Name))))
		dir := t.TempDir()
		sendLog := filepath.Join(dir, "sends.log")
		dbURL := k.URL(t)
		env := map[string]string{
			"CONFIRMD_DATABASE_URL":     dbURL,
			"CONFIRMD_SANDBOX_KEY":      "sk_test_loadm5Du9fXkDHQxJ4RWC5D0xHcHCqqH",
			"CONFIRMD_SIGNING_SECRET":   "whsec_loadW70dYNyVFha2m70UWJb77nzKZJhF",
			"CONFIRMD_CLOCK_SPEED":      "30",
			"CONFIRMD_CLOCK_ORIGIN":     strconv.FormatInt(time.Now().UnixMilli(), 10),
			"CONFIRMD_SANDBOX_SEND_LOG": sendLog,
			// Each send takes a while, as a provider's does, so that a
			// kill often lands while a batch is on its way.
			"CONFIRMD_SANDBOX_SEND_DELAY": "50ms",
		}
		key := env["CONFIRMD_SANDBOX_KEY"]
		hooks := newHookCounter(t, env["CONFIRMD_SIGNING_SECRET"])
		p := startProc(t, env)
		raiseLimit(t, env)

		creates := startCreator(t, p, key, hooks.srv.URL, 6)
		// The kill comes after a random number of acknowledged creates,
		// once the scheduler is sending.
		killAfter := 100 + rng.IntN(400)
		waitFor(t, 90*time.Second, "creates and sends before the kill", func() bool {
			return creates.ackedCount() >= killAfter && len(sendCounts(t, sendLog)) > 0
		})
		p.kill(t)
		atKill := creates.ackedCount()
		sentAtKill := len(sendCounts(t, sendLog))

		p2 := startProc(t, env)
		creates.switchTo(p2)
		waitFor(t, 90*time.Second, "creates after the restart", func() bool { return creates.ackedCount() >= atKill+150 })
		acked, noAnswer := creates.finish()

		all := statuses(t, p2, key)
		for _, id := range acked {
			if _, ok := all[id]; !ok {
				t.Errorf("confirmation %s was acknowledged with 201 and is lost", id)
			}
		}
		if t.Failed() {
			t.FailNow()
		}
		all = waitClosed(t, p2, key, acked, 120*time.Second)

		sends := sendCounts(t, sendLog)
		interrupted := 0
		for id, c := range all {
			for _, ch := range []string{"email", "sms", "call"} {
				if n := sends[id+" "+ch]; n > 1 {
					t.Errorf("%s: %s sent %d times", id, ch, n)
				}
			}
			for _, s := range c["steps"].([]any) {
				if s.(map[string]any)["state"] == "failed" {
					interrupted++
				}
			}
		}

		// Every closing's webhook is attempted: recorded in the database,
		// and seen by the receiver.
		waitFor(t, 30*time.Second, "every closed confirmation's webhook to be attempted", func() bool {
			return len(unattemptedWebhooks(t, dbURL, key, all)) == 0
		})
		got := hooks.snapshot()
		for id, c := range all {
			if s := c["status"]; s != "scheduled" && s != "in_progress" && got[id] == 0 {
				t.Errorf("%s closed %v and its webhook never reached the receiver", id, s)
			}
		}
		t.Logf("%s: killed after %d acknowledged creates and %d sends; %d creates got no answer while it was down; "+
			"%d acknowledged in all, %d confirmations stored; %d sends in all; %d steps failed as interrupted",
			k.Name, atKill, sentAtKill, noAnswer, len(acked), len(all), len(sends), interrupted)
		if strings.Contains(p2.logs.String(), "panic") {
			t.Errorf("the restarted process panicked:\n%s", p2.logs.String())
		}
	})
}
