package interpret

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// FuzzInterpret feeds any text, under any expectation and with any number
// of options, and checks that Interpret never panics, returns one of the
// nine intents, a confidence from 0 to 1, and a Slot that indexes the
// options only for a reschedule; and that the same input always gets the
// same result. The seeds are customers' real wordings from the corpora.
func FuzzInterpret(f *testing.F) {
	for _, name := range []string{"replies.jsonl", "heldout.jsonl"} {
		file, err := os.Open(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		sc := bufio.NewScanner(file)
		for i := 0; sc.Scan(); i++ {
			var l corpusLine
			if json.Unmarshal(sc.Bytes(), &l) == nil && i%3 == 0 {
				f.Add(l.Text, uint8(i), uint8(3), "2026-11-22")
			}
		}
		file.Close()
	}
	f.Add("", uint8(0), uint8(0), "")
	f.Add("no. 2️⃣ the 31st/12 of feb, 25-12 12:00-16:00 8am-late", uint8(1), uint8(3), "2026-02-30")
	f.Add("my son will will will be in at no 12a from number", uint8(2), uint8(1), "x")
	f.Add("'s ' , . ? mrs mrs mr the the a", uint8(0), uint8(2), "2026-11-22")
	f.Fuzz(func(t *testing.T, text string, mode, nOpts uint8, today string) {
		all := []confirm.Slot{
			slot("2026-11-25", "12:00", "16:00"), slot("2026-11-27", "08:00", "12:00"),
			slot("2026-11-28", "12:00", "16:00"), slot("bad", "x", "y"), slot("2026-11-30", "16:00", "08:00"),
		}
		opts := all[:int(nOpts)%(len(all)+1)]
		in := Input{
			Text: text, Expect: Expect(mode % 5), Booked: corpusBooked, Options: opts, Today: today,
			Channel: []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall}[mode/5%2],
		}
		if in.Expect == ExpectYesNoSlot {
			if len(opts) == 0 {
				in.Expect = ExpectAnswer
			} else {
				in.Offered = int(mode) % len(opts)
			}
		}
		res, err := New().Interpret(context.Background(), in)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if !slices.Contains(intents, res.Intent) {
			t.Fatalf("%q: intent %q is not one of the nine", text, res.Intent)
		}
		if res.Intent == confirm.IntentReschedule {
			if res.Slot < 0 || res.Slot >= len(opts) {
				t.Fatalf("%q: slot %d out of range of %d options", text, res.Slot, len(opts))
			}
		} else if res.Slot != -1 {
			t.Fatalf("%q: slot %d for %s, want -1", text, res.Slot, res.Intent)
		}
		if res.Signer != "" && res.Intent != confirm.IntentAlternateSigner {
			t.Fatalf("%q: signer %q for %s", text, res.Signer, res.Intent)
		}
		if res.Confidence < 0 || res.Confidence > 1 {
			t.Fatalf("%q: confidence %v", text, res.Confidence)
		}
		if res.Reason == "" || !utf8.ValidString(res.Reason) || !utf8.ValidString(res.Signer) {
			t.Fatalf("%q: reason %q, signer %q", text, res.Reason, res.Signer)
		}
		again, err := New().Interpret(context.Background(), in)
		if err != nil {
			t.Fatalf("%q the second time: %v", text, err)
		}
		if diff := cmp.Diff(res, again); diff != "" {
			t.Fatalf("%q: the same input read differently (-first +second):\n%s", text, diff)
		}
	})
}
