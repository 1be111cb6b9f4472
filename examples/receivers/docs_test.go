package receivers_test

import (
	"os"
	"strings"
	"testing"
)

// TestSnippetsInDocs checks that docs/webhooks.md shows each snippet's
// verify function exactly as the file that TestSnippets runs has it.
func TestSnippetsInDocs(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("../../docs/webhooks.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct{ file, start, end string }{
		{"node/verify.js", "function verify(", "}"},
		{"python/verify.py", "def verify(", "    return ok"},
		{"php/verify.php", "function confirmd_verify(", "}"},
		{"ruby/verify.rb", "def confirmd_verify(", "end"},
		{"csharp/Verify.cs", "    public static bool Verify(", "    }"},
	} {
		b, err := os.ReadFile(s.file)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(b), "\n")
		from, to := -1, -1
		for i, l := range lines {
			if from < 0 && strings.HasPrefix(l, s.start) {
				from = i
			} else if from >= 0 && l == s.end {
				to = i
				break
			}
		}
		if from < 0 || to < 0 {
			t.Errorf("%s: no function from %q to %q", s.file, s.start, s.end)
			continue
		}
		if fn := strings.Join(lines[from:to+1], "\n"); !strings.Contains(string(doc), "\n"+fn+"\n```") {
			t.Errorf("docs/webhooks.md does not show %s's function as it is:\n%s", s.file, fn)
		}
	}
}
