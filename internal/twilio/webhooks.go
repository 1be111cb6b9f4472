package twilio

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
)

// Engine is what Twilio's webhooks need of confirmd's engine.
type Engine interface {
	Receipt(ctx context.Context, r engine.Receipt) error
	Call(ctx context.Context, id, ref string, pickup bool, speech string) (engine.CallTurn, error)
	Inbound(ctx context.Context, in engine.Inbound) (string, error)
}

// Webhooks serves the URLs Twilio calls: status callbacks of texts and
// calls, the TwiML of a call, and customers' texts. Every request must
// carry Twilio's signature (see Middleware).
type Webhooks struct {
	Config  Config
	Engine  Engine
	Logger  *slog.Logger
	Speaker Speaker // zero means DefaultSpeaker
}

// Register adds the webhooks to mux.
func (h *Webhooks) Register(mux *http.ServeMux) {
	signed := Middleware(h.Config.AuthToken, h.Config.PublicURL, h.Logger)
	mux.Handle("POST "+PathStatus, signed(http.HandlerFunc(h.status)))
	mux.Handle("POST "+PathAnswer, signed(http.HandlerFunc(h.answer)))
	mux.Handle("POST "+PathGather, signed(http.HandlerFunc(h.gather)))
	mux.Handle("POST "+PathSMS, signed(http.HandlerFunc(h.sms)))
}

func (h *Webhooks) speaker() Speaker {
	if h.Speaker == (Speaker{}) {
		return DefaultSpeaker
	}
	return h.Speaker
}

// status applies a text's or call's status callback. Twilio is answered
// 204 whenever the report was read, even if it names nothing confirmd
// knows: a retry would not help.
func (h *Webhooks) status(w http.ResponseWriter, r *http.Request) {
	st, err := ParseStatus(r.Form)
	if err != nil {
		h.Logger.Warn("twilio status callback: unreadable", "err", err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	rc := engine.Receipt{ConfirmationID: st.ConfirmationID, Channel: st.Channel, Ref: st.SID, Reason: st.Reason}
	switch {
	case st.Outcome == OutcomeDelivered:
		rc.Outcome = engine.ReceiptDelivered
	case st.Outcome == OutcomeFailed && st.Channel == confirm.ChannelSMS:
		rc.Outcome = engine.ReceiptFailed
	case st.Outcome == OutcomeFailed, st.Outcome == OutcomeNotAnswered:
		// A call that could not be connected is retried like one nobody
		// answered.
		rc.Outcome = engine.ReceiptNotAnswered
	case st.Outcome == OutcomeAnswered:
		rc.Outcome = engine.ReceiptEnded
	default:
		w.WriteHeader(http.StatusNoContent) // still on its way
		return
	}
	if err := h.Engine.Receipt(r.Context(), rc); err != nil {
		if confirm.ErrorCode(err) != confirm.ENOTFOUND {
			h.Logger.Error("twilio status callback: applying it failed", "confirmation", st.ConfirmationID, "err", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		h.Logger.Warn("twilio status callback for an unknown confirmation", "confirmation", st.ConfirmationID)
	}
	w.WriteHeader(http.StatusNoContent)
}

// answer is the call's TwiML once the customer picks up: the opening
// lines, listening for the answer.
func (h *Webhooks) answer(w http.ResponseWriter, r *http.Request) {
	h.turn(w, r, true, "")
}

// gather is the action of each Gather: what the customer said, or nothing
// after a silence.
func (h *Webhooks) gather(w http.ResponseWriter, r *http.Request) {
	in, err := ParseInbound(r.Form)
	if err != nil {
		h.Logger.Warn("twilio gather: unreadable", "err", err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	h.turn(w, r, false, in.SpeechResult)
}

func (h *Webhooks) turn(w http.ResponseWriter, r *http.Request, pickup bool, speech string) {
	id := r.Form.Get("cf")
	sp := h.speaker()
	t, err := h.Engine.Call(r.Context(), id, r.PostForm.Get("CallSid"), pickup, speech)
	if err != nil {
		// Whatever went wrong, the person on the line hears a polite end
		// rather than Twilio's error message.
		if confirm.ErrorCode(err) == confirm.ENOTFOUND {
			h.Logger.Warn("twilio call webhook for an unknown confirmation", "confirmation", id)
		} else {
			h.Logger.Error("twilio call webhook failed", "confirmation", id, "err", err)
		}
		WriteTwiML(w, sp.Hangup("Sorry, something went wrong on our side. We will be in touch. Goodbye."))
		return
	}
	// The lines are worded in the customer's language; they are spoken
	// and listened for in it too.
	sp = SpeakerFor(t.Language, sp)
	if t.Hangup {
		WriteTwiML(w, sp.Hangup(t.Lines...))
		return
	}
	WriteTwiML(w, sp.Gather(h.Config.GatherURL(id), t.Lines...))
}

// sms takes a customer's text. Twilio gets an empty TwiML answer: replies
// go out through the REST API like every other text, so they are recorded
// and reported the same way.
func (h *Webhooks) sms(w http.ResponseWriter, r *http.Request) {
	in, err := ParseInbound(r.Form)
	if err != nil || in.Kind != InboundSMS {
		h.Logger.Warn("twilio inbound text: unreadable", "err", err)
		http.Error(w, "not an inbound text", http.StatusBadRequest)
		return
	}
	msg := engine.Inbound{From: in.From, Body: in.Body, OptOut: in.OptOut(), OptIn: in.OptIn()}
	msg.KeywordOnly = msg.OptIn && !isKeyword(in.Body, []string{"YES"})
	id, err := h.Engine.Inbound(r.Context(), msg)
	switch {
	case err != nil && confirm.ErrorCode(err) != confirm.ECONFLICT:
		h.Logger.Error("twilio inbound text: applying it failed", "message", in.MessageSid, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	case err != nil:
		h.Logger.Warn("twilio inbound text refused", "message", in.MessageSid, "confirmation", id, "err", err)
	case id == "":
		// The number is not a customer of any live confirmation. The log
		// names the message, never the number.
		h.Logger.Warn("twilio inbound text from a number with no confirmation", "message", in.MessageSid)
	}
	WriteTwiML(w, render(nil))
}
