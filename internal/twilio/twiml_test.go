package twilio

import (
	"encoding/xml"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

func TestTwiMLGolden(t *testing.T) {
	t.Parallel()
	const action = "https://confirmd.example.com/providers/twilio/voice/gather?cf=cf_1&x=<y>"
	for _, tc := range []struct {
		name string
		doc  []byte
	}{
		{"say", Say("Hello, this is an automated assistant calling for Ben & Jerry's.", "", "Goodbye.")},
		{"gather", Gather(action, "Will someone be in?", `Say "yes" or <tell me> who.`)},
		{"hangup", Hangup("Thank you. Goodbye.")},
		{"hangup-silent", Hangup()},
		{"default-voice", Speaker{}.Say("Hello.")},
		{"gather-voice", Speaker{Voice: "Polly.Brian", Language: "en-GB"}.Gather(action, "Sorry?")},
		{"gather-pl", SpeakerFor("pl", DefaultSpeaker).Gather(action, "Dzień dobry, tu automatyczny asystent w imieniu Acme.")},
		{"hangup-es-mx", SpeakerFor("es-MX", DefaultSpeaker).Hangup("Gracias. Adiós.")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join("testdata", tc.name+".xml")
			if *update {
				if err := os.WriteFile(path, tc.doc, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), string(tc.doc)); diff != "" {
				t.Errorf("TwiML mismatch (-want +got):\n%s", diff)
			}
			// Whatever the text, the document must stay well-formed.
			d := xml.NewDecoder(strings.NewReader(string(tc.doc)))
			for {
				if _, err := d.Token(); err != nil {
					if err.Error() != "EOF" {
						t.Errorf("not well-formed: %v", err)
					}
					break
				}
			}
		})
	}
}

func TestTwiMLEscapes(t *testing.T) {
	t.Parallel()
	doc := string(Gather(`https://x/"a"?b=1&c=2`, "</Say><Hangup/><Say>"))
	if strings.Contains(doc, "<Hangup/>") || strings.Contains(doc, `"a"`) {
		t.Errorf("text or URL not escaped:\n%s", doc)
	}
}

func FuzzTwiML(f *testing.F) {
	f.Add("https://x/g?cf=1", "Hello & <goodbye>")
	f.Add("", "\x00\xff")
	f.Fuzz(func(t *testing.T, action, line string) {
		for _, doc := range [][]byte{Say(line), Gather(action, line), Hangup(line)} {
			var v struct {
				XMLName xml.Name `xml:"Response"`
			}
			if err := xml.Unmarshal(doc, &v); err != nil {
				t.Fatalf("not well-formed for %q %q: %v\n%s", action, line, err, doc)
			}
		}
	})
}

// TestSpeakerFor speaks Polish and Spanish lines in a voice of their
// language and region, and everything else in the English speaker.
func TestSpeakerFor(t *testing.T) {
	t.Parallel()
	custom := Speaker{Voice: "Polly.Brian", Language: "en-GB"}
	for tag, want := range map[string]Speaker{
		"":       custom,
		"en-US":  custom,
		"de":     custom,
		"pl":     {Voice: "Polly.Ewa", Language: "pl-PL"},
		"pl-PL":  {Voice: "Polly.Ewa", Language: "pl-PL"},
		"es":     {Voice: "Polly.Lucia", Language: "es-ES"},
		"es-ES":  {Voice: "Polly.Lucia", Language: "es-ES"},
		"es-MX":  {Voice: "Polly.Mia", Language: "es-MX"},
		"es-419": {Voice: "Polly.Mia", Language: "es-MX"},
		"es_ar":  {Voice: "Polly.Mia", Language: "es-MX"},
		"es-US":  {Voice: "Polly.Lupe", Language: "es-US"},
	} {
		if got := SpeakerFor(tag, custom); got != want {
			t.Errorf("SpeakerFor(%q) = %+v, want %+v", tag, got, want)
		}
	}
}
