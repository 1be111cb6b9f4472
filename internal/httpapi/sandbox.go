package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/confirm"
)

// sandboxReply handles POST /v1/sandbox/confirmations/{id}/reply: the
// developer plays the customer. Live keys get 404, as if the endpoint did
// not exist for them.
func (s *Server) sandboxReply(w http.ResponseWriter, r *http.Request) error {
	p := principalFrom(r.Context())
	id, err := pathID(r)
	if !p.Key.Sandbox {
		return confirm.Errorf(confirm.ENOTFOUND, "the sandbox endpoints take sandbox keys only")
	}
	if err != nil {
		return err
	}
	body, err := readBody(w, r)
	if err != nil {
		return err
	}
	root, err := parseObject(body)
	if err != nil {
		return err
	}
	reply, err := decodeReply(root)
	if err != nil {
		return err
	}
	c, err := s.Engine.Reply(r.Context(), p.Scope(), id, reply)
	if err != nil {
		return err
	}
	return writeConfirmation(w, http.StatusOK, c)
}

// maxReplyText is the longest text or spoken line accepted: ten SMS segments.
const maxReplyText = 1600

// decodeReply reads a sandbox reply, reporting every problem at once.
func decodeReply(root map[string]any) (confirm.Reply, error) {
	w := &walker{}
	root = w.object("", root, "channel", "choice", "signerName", "slot", "text", "answered")
	var r confirm.Reply
	r.Channel = confirm.Channel(w.str(root, "", "channel"))
	has := func(k string) bool { _, ok := root[k]; return ok }
	not := func(fields ...string) {
		for _, f := range fields {
			if has(f) {
				w.problems = append(w.problems, fmt.Sprintf("%s is not used with channel %s", f, r.Channel))
			}
		}
	}
	switch r.Channel {
	case confirm.ChannelEmail:
		r.Choice = w.str(root, "", "choice")
		// Judged as sent: a name is one line, even at its ends.
		signer := w.str(root, "", "signerName")
		if p := confirm.TextProblem("signerName", signer, confirm.SingleLine); p != "" {
			w.problems = append(w.problems, p)
		}
		r.SignerName = strings.TrimSpace(signer)
		r.Slot = w.integer(root, "", "slot")
		switch r.Choice {
		case "":
			w.problems = append(w.problems, "choice is required with channel email (will_be_in, someone_else or different_day)")
		case confirm.ChoiceWillBeIn, confirm.ChoiceSomeoneElse, confirm.ChoiceDifferentDay:
		default:
			w.problems = append(w.problems, "choice must be will_be_in, someone_else or different_day")
		}
		if r.Choice == confirm.ChoiceSomeoneElse && r.SignerName == "" {
			w.problems = append(w.problems, "signerName is required with the choice someone_else")
		}
		if r.Choice != confirm.ChoiceSomeoneElse && has("signerName") {
			w.problems = append(w.problems, "signerName is only used with the choice someone_else")
		}
		if r.Choice != confirm.ChoiceDifferentDay && has("slot") {
			w.problems = append(w.problems, "slot is only used with the choice different_day")
		}
		if utf8.RuneCountInString(r.SignerName) > 100 {
			w.problems = append(w.problems, "signerName is longer than 100 characters")
		}
		not("text", "answered")
	case confirm.ChannelSMS:
		r.Text = w.str(root, "", "text")
		if strings.TrimSpace(r.Text) == "" {
			w.problems = append(w.problems, "text is required with channel sms")
		}
		not("choice", "signerName", "slot", "answered")
	case confirm.ChannelCall:
		r.Text = w.str(root, "", "text")
		if v, ok := root["answered"]; ok {
			b, isBool := v.(bool)
			switch {
			case !isBool:
				w.wrongType("answered", "a boolean")
			case b:
				w.problems = append(w.problems, "answered may only be false (nobody picks up); to answer the call, say a line with text")
			default:
				r.Answered = &b
			}
		}
		if (strings.TrimSpace(r.Text) == "") == (r.Answered == nil) && !has("answered") {
			w.problems = append(w.problems, "give text (what the customer says on the call) or \"answered\": false")
		}
		if has("text") && has("answered") {
			w.problems = append(w.problems, "give either text or answered, not both")
		}
		not("choice", "signerName", "slot")
	case "":
		w.problems = append(w.problems, "channel is required (email, sms or call)")
	default:
		w.problems = append(w.problems, "channel must be email, sms or call")
	}
	if p := confirm.TextProblem("text", r.Text, confirm.FreeText); p != "" {
		w.problems = append(w.problems, p)
	}
	if utf8.RuneCountInString(r.Text) > maxReplyText {
		w.problems = append(w.problems, fmt.Sprintf("text is longer than %d characters", maxReplyText))
	}
	if len(w.problems) > 0 {
		return r, confirm.Invalid(w.problems)
	}
	return r, nil
}
