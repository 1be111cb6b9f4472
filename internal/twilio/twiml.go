package twilio

import (
	"encoding/xml"
	"net/http"
	"strings"
)

// Speaker words TwiML documents in one voice and language. The language is
// also the one Twilio listens for in a Gather.
type Speaker struct {
	Voice    string // a Twilio voice, e.g. "Polly.Amy"; empty means Twilio's default
	Language string // e.g. "en-GB"; empty means Twilio's default, en-US
}

// DefaultSpeaker is a British English neural voice, matching the British
// wording of the dialogue.
var DefaultSpeaker = Speaker{Voice: "Polly.Amy", Language: "en-GB"}

// speakers are the voices of the languages the dialogue is worded in
// besides English, by BCP 47 tag as Twilio names them: Amazon Polly
// voices, neural where Polly has one for the language. No voice reads
// Urdu written in Latin letters, so a call to an Urdu-speaking customer is
// in English (the dialogue words it so).
var speakers = map[string]Speaker{
	"pl-PL": {Voice: "Polly.Ewa", Language: "pl-PL"},
	"es-ES": {Voice: "Polly.Lucia", Language: "es-ES"},
	"es-MX": {Voice: "Polly.Mia", Language: "es-MX"},
	"es-US": {Voice: "Polly.Lupe", Language: "es-US"},
	"ro-RO": {Voice: "Polly.Carmen", Language: "ro-RO"},
	"pt-PT": {Voice: "Polly.Ines", Language: "pt-PT"},
	"pt-BR": {Voice: "Polly.Camila", Language: "pt-BR"},
	"it-IT": {Voice: "Polly.Bianca", Language: "it-IT"},
	"fr-FR": {Voice: "Polly.Lea", Language: "fr-FR"},
	"fr-CA": {Voice: "Polly.Gabrielle", Language: "fr-CA"},
	"cy-GB": {Voice: "Polly.Gwyneth", Language: "cy-GB"},
}

// SpeakerFor returns the speaker for lines worded in the language of the
// BCP 47 tag: one voice for Polish, Romanian, Italian and Welsh; for
// Spanish, Spain's voice for "es" and "es-ES", the United States' for
// "es-US" and Latin America's (Mexican) for every other region ("es-MX",
// "es-419", "es-AR"); for Portuguese, Brazil's for "pt-BR" and Portugal's
// for every other; for French, Canada's for "fr-CA" and France's for every
// other. Any other tag, or none, keeps english, the speaker for the English
// wording.
func SpeakerFor(tag string, english Speaker) Speaker {
	base, region, _ := strings.Cut(strings.ReplaceAll(strings.TrimSpace(tag), "_", "-"), "-")
	region, _, _ = strings.Cut(region, "-")
	region = strings.ToUpper(region)
	switch strings.ToLower(base) {
	case "pl":
		return speakers["pl-PL"]
	case "ro":
		return speakers["ro-RO"]
	case "it":
		return speakers["it-IT"]
	case "cy":
		return speakers["cy-GB"]
	case "pt":
		if region == "BR" {
			return speakers["pt-BR"]
		}
		return speakers["pt-PT"]
	case "fr":
		if region == "CA" {
			return speakers["fr-CA"]
		}
		return speakers["fr-FR"]
	case "es":
		switch region {
		case "", "ES":
			return speakers["es-ES"]
		case "US":
			return speakers["es-US"]
		}
		return speakers["es-MX"]
	}
	return english
}

// Say is DefaultSpeaker.Say.
func Say(lines ...string) []byte { return DefaultSpeaker.Say(lines...) }

// Gather is DefaultSpeaker.Gather.
func Gather(actionURL string, prompt ...string) []byte {
	return DefaultSpeaker.Gather(actionURL, prompt...)
}

// Hangup is DefaultSpeaker.Hangup.
func Hangup(lines ...string) []byte { return DefaultSpeaker.Hangup(lines...) }

// Say returns TwiML that says each line. The call goes on to nothing after
// it, so Twilio hangs up; use it for a last word where Hangup's explicit
// end is not wanted.
func (s Speaker) Say(lines ...string) []byte {
	return render(s.says(lines))
}

// Gather returns TwiML that says the prompt while listening for speech and
// posts what was heard to actionURL. If the customer says nothing, the
// Redirect posts to actionURL without a SpeechResult, so that the same
// handler decides whether to ask again or give up.
func (s Speaker) Gather(actionURL string, prompt ...string) []byte {
	return render([]any{
		gatherVerb{
			Input: "speech", Action: actionURL, Method: http.MethodPost,
			SpeechTimeout: "auto", Language: s.Language, Says: s.says(prompt),
		},
		redirectVerb{Method: http.MethodPost, URL: actionURL},
	})
}

// Hangup returns TwiML that says each line, then ends the call.
func (s Speaker) Hangup(lines ...string) []byte {
	return render(append(s.says(lines), hangupVerb{}))
}

func (s Speaker) says(lines []string) []any {
	verbs := make([]any, 0, len(lines))
	for _, l := range lines {
		if l == "" {
			continue
		}
		verbs = append(verbs, sayVerb{Voice: s.Voice, Language: s.Language, Text: l})
	}
	return verbs
}

// WriteTwiML answers a Twilio voice webhook with doc.
func WriteTwiML(w http.ResponseWriter, doc []byte) {
	w.Header().Set("Content-Type", "text/xml; charset=utf-8")
	w.Write(doc)
}

type response struct {
	XMLName xml.Name `xml:"Response"`
	Verbs   []any
}

type sayVerb struct {
	XMLName  xml.Name `xml:"Say"`
	Voice    string   `xml:"voice,attr,omitempty"`
	Language string   `xml:"language,attr,omitempty"`
	Text     string   `xml:",chardata"`
}

type gatherVerb struct {
	XMLName       xml.Name `xml:"Gather"`
	Input         string   `xml:"input,attr"`
	Action        string   `xml:"action,attr"`
	Method        string   `xml:"method,attr"`
	SpeechTimeout string   `xml:"speechTimeout,attr"`
	Language      string   `xml:"language,attr,omitempty"`
	Says          []any
}

type redirectVerb struct {
	XMLName xml.Name `xml:"Redirect"`
	Method  string   `xml:"method,attr"`
	URL     string   `xml:",chardata"`
}

type hangupVerb struct {
	XMLName xml.Name `xml:"Hangup"`
}

func render(verbs []any) []byte {
	b, err := xml.Marshal(response{Verbs: verbs})
	if err != nil {
		// Only fixed struct types of this file are marshalled; none can
		// fail.
		panic("twilio: rendering TwiML: " + err.Error())
	}
	return append([]byte(xml.Header), b...)
}
