package confirm

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Handoff is what the retailer's people have to do with a confirmation:
// whether a customer is waiting for one of them, and whether one of them
// has taken the conversation over. It is kept in the stored document.
type Handoff struct {
	// WaitingSince is when the customer started waiting for a person, in
	// TimeFormat (which sorts as text: the stores index it as it is), or
	// empty when nobody is waiting. See Confirmation.Wait.
	WaitingSince string `json:"waitingSince,omitempty"`
	// HandledBy names the person who last wrote to the customer, while the
	// conversation is theirs: from then on a reply is recorded and read,
	// but changes neither the status nor the outcome, and gets no automatic
	// answer. A resolution hands the confirmation back.
	HandledBy string `json:"handledBy,omitempty"`
	// Authors names who wrote each event a person wrote, by its index in
	// the timeline.
	Authors []EventAuthor `json:"authors,omitempty"`
}

// EventAuthor is the author of the event at index Event of the timeline.
type EventAuthor struct {
	Event int    `json:"event"`
	Name  string `json:"name"`
}

// APIAuthor is the author of a person's message or resolution made
// through the API without a name.
const APIAuthor = "api"

// Limits of what a person writes.
const (
	MaxAuthorLen    = 100
	MaxPersonSMS    = 640  // four SMS segments of GSM text
	MaxPersonEmail  = 1000 // as any other string of the API
	MaxResolveNotes = MaxStringLen
)

// Waiting reports whether a customer is waiting for a person, and since
// when.
func (c *Confirmation) Waiting() (time.Time, bool) {
	if c.Handoff == nil || c.Handoff.WaitingSince == "" {
		return time.Time{}, false
	}
	t, err := ParseTime(c.Handoff.WaitingSince)
	return t, err == nil
}

// Wait puts the confirmation in the inbox, waiting since now, unless it is
// waiting already: a customer who writes twice keeps their place.
func (c *Confirmation) Wait(now time.Time) {
	if c.Handoff == nil {
		c.Handoff = &Handoff{}
	}
	if c.Handoff.WaitingSince == "" {
		c.Handoff.WaitingSince = FormatTime(now)
	}
}

// StopWaiting takes the confirmation out of the inbox.
func (c *Confirmation) StopWaiting() {
	if c.Handoff != nil {
		c.Handoff.WaitingSince = ""
	}
}

// HandledBy returns the person handling the conversation, or "".
func (c *Confirmation) HandledBy() string {
	if c.Handoff == nil {
		return ""
	}
	return c.Handoff.HandledBy
}

// AddPersonEvent appends an event written by a person of the retailer's
// team, recording its author.
func (c *Confirmation) AddPersonEvent(at time.Time, kind EventKind, ch Channel, text, author string) {
	c.AddEvent(at, kind, ch, text)
	if c.Handoff == nil {
		c.Handoff = &Handoff{}
	}
	c.Handoff.Authors = append(c.Handoff.Authors, EventAuthor{Event: len(c.Events) - 1, Name: author})
}

// PersonSent reports whether a person of the retailer's team has sent the
// customer a message on ch.
func (c *Confirmation) PersonSent(ch Channel) bool {
	if c.Handoff == nil {
		return false
	}
	for _, a := range c.Handoff.Authors {
		if a.Event >= 0 && a.Event < len(c.Events) && c.Events[a.Event].Kind == EventOut && c.Events[a.Event].Channel == ch {
			return true
		}
	}
	return false
}

// EventAuthor returns who wrote event i if a person did, else "".
func (c *Confirmation) EventAuthor(i int) string {
	if c.Handoff == nil {
		return ""
	}
	for _, a := range c.Handoff.Authors {
		if a.Event == i {
			return a.Name
		}
	}
	return ""
}

// AuthorProblem returns what is wrong with a person's name given as the
// author at path, or "". An author names a person: not confirmd itself, nor
// the API or the command line (the names recorded for actions made without
// a person's), nor a key, nor a name mixing scripts, which can pass for
// another person's (a Cyrillic "А" in "Аlice").
func AuthorProblem(path, s string) string {
	if p := TextProblem(path, s, SingleLine); p != "" {
		return p
	}
	if n := utf8.RuneCountInString(s); n > MaxAuthorLen {
		return fmt.Sprintf("%s is %d characters long; at most %d are allowed", path, n, MaxAuthorLen)
	}
	letter := false
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letter = true
		case unicode.IsDigit(r), unicode.IsMark(r), r == ' ', strings.ContainsRune(".'-()&,_", r):
		default:
			return fmt.Sprintf("%s must be a person's name: letters, digits, spaces and . ' - ( ) & , _ only (found %q)", path, r)
		}
	}
	if !letter && s != "" {
		return path + " must be a person's name, with at least one letter"
	}
	name := strings.ToLower(strings.TrimSpace(s))
	if slices.Contains(reservedAuthors, name) {
		return fmt.Sprintf("%s must name a person; %q is what confirmd records for actions made without one", path, strings.TrimSpace(s))
	}
	if strings.HasPrefix(name, "sk_") {
		return path + " must name a person, not an API key"
	}
	if a, b, mixed := mixedScripts(s); mixed {
		return fmt.Sprintf("%s must be written in one script; it mixes %s and %s letters", path, a, b)
	}
	return ""
}

// reservedAuthors are the names, in lower case, that stand for no person.
var reservedAuthors = []string{"confirmd", APIAuthor, "cli"}

// mixedScripts reports whether the letters of s belong to more than one
// script, and two of them. Digits, punctuation and combining marks belong
// to none (Common, Inherited). Han, Hiragana, Katakana, Hangul and Bopomofo
// count as one: Japanese and Korean names mix them as a matter of course.
func mixedScripts(s string) (string, string, bool) {
	first := ""
	for _, r := range s {
		if !unicode.IsLetter(r) {
			continue
		}
		sc := scriptOf(r)
		if sc == "" {
			continue
		}
		switch first {
		case "":
			first = sc
		case sc:
		default:
			return first, sc, true
		}
	}
	return "", "", false
}

// scriptOf names the script of the letter r, or "" for none.
func scriptOf(r rune) string {
	for _, name := range []string{"Latin", "Cyrillic", "Greek"} { // the usual ones first
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	for name, table := range unicode.Scripts {
		if !unicode.Is(table, r) {
			continue
		}
		switch name {
		case "Common", "Inherited":
			return ""
		case "Han", "Hiragana", "Katakana", "Hangul", "Bopomofo":
			return "Han"
		}
		return name
	}
	return ""
}

// Author returns the author as recorded: the trimmed name, or APIAuthor.
func Author(s string) string {
	if s = strings.TrimSpace(s); s != "" {
		return s
	}
	return APIAuthor
}

// PersonMessage is what a person of the retailer's team writes to the
// customer: a text or an email.
type PersonMessage struct {
	Channel Channel
	Text    string
	Author  string
	Key     AuditKey // the API key that sent it, for the audit log
}

// Validate returns every problem of the message, each naming its field.
func (m *PersonMessage) Validate() []string {
	var problems []string
	max := MaxPersonSMS
	switch m.Channel {
	case ChannelSMS:
	case ChannelEmail:
		max = MaxPersonEmail
	case "":
		problems = append(problems, "channel is required (sms or email)")
	default:
		problems = append(problems, "channel must be sms or email")
	}
	switch {
	case strings.TrimSpace(m.Text) == "":
		problems = append(problems, "text is required")
	case TextProblem("text", m.Text, FreeText) != "":
		problems = append(problems, TextProblem("text", m.Text, FreeText))
	case utf8.RuneCountInString(m.Text) > max:
		ch := m.Channel
		if ch != ChannelEmail {
			ch = ChannelSMS
		}
		problems = append(problems, fmt.Sprintf("text is %d characters long; at most %d are allowed for %s", utf8.RuneCountInString(m.Text), max, ch))
	}
	if p := AuthorProblem("author", m.Author); p != "" {
		problems = append(problems, p)
	}
	return problems
}

// CanMessage reports why a person may not write to the customer of c on
// ch (an ECONFLICT error), or nil: not to a cancelled confirmation, nor
// beyond MaxPersonMessages. An open confirmation may be written to:
// the person then takes the conversation over from confirmd's plan.
// Opt-outs and quiet hours are the engine's to check.
func (c *Confirmation) CanMessage(ch Channel) error {
	switch {
	case c.Status == StatusCancelled:
		return Errorf(ECONFLICT, "confirmation was cancelled; nothing more is sent to the customer")
	case ch == ChannelSMS && c.Customer.Phone == "":
		return Errorf(ECONFLICT, "channel sms cannot be used: the customer has no phone number")
	case ch == ChannelEmail && c.Customer.Email == "":
		return Errorf(ECONFLICT, "channel email cannot be used: the customer has no email address")
	}
	return c.canAddPersonMessage()
}

// Resolution is what a person of the retailer's team agreed with the
// customer: the confirmation closes with it.
type Resolution struct {
	Status     Status
	Intent     Intent // defaults from Status
	Slot       *Slot  // rescheduled only
	SignerName string // alternate_signer only
	Notes      string
	Author     string
	Key        AuditKey // the API key that resolved it, for the audit log
}

// Validate returns every problem of the resolution for c at now, each
// naming its field, after filling in the intent a status implies.
func (r *Resolution) Validate(c *Confirmation, now time.Time) []string {
	v := &validator{}
	var allowed []Intent
	switch r.Status {
	case StatusConfirmed:
		allowed = []Intent{IntentWillBeIn, IntentAlternateSigner}
	case StatusRescheduled:
		allowed = []Intent{IntentReschedule}
	case StatusCancelled:
		allowed = []Intent{IntentCancel}
	case "":
		v.add("status is required (confirmed, rescheduled or cancelled)")
	default:
		v.add("status must be confirmed, rescheduled or cancelled")
	}
	r.defaults()
	if len(allowed) > 0 && !containsIntent(allowed, r.Intent) {
		v.add(fmt.Sprintf("intent %s does not go with status %s (use %s)", r.Intent, r.Status, joinIntents(allowed)))
	}
	if v.text("signerName", r.SignerName) {
		v.length("signerName", r.SignerName, 100)
	}
	switch {
	case r.Intent == IntentAlternateSigner && r.SignerName == "":
		v.add("signerName is required with intent alternate_signer")
	case r.Intent != IntentAlternateSigner && r.SignerName != "":
		v.add("signerName is only used with intent alternate_signer")
	}
	switch {
	case r.Status == StatusRescheduled && r.Slot == nil:
		v.add("slot is required with status rescheduled")
	case r.Status != StatusRescheduled && r.Slot != nil:
		v.add("slot is only used with status rescheduled")
	case r.Slot != nil:
		today := now.In(c.Location()).Format(time.DateOnly)
		okDate := v.date("slot.date", r.Slot.Date, today)
		okWindow := v.window("slot.window", &r.Slot.Window)
		if okDate && okWindow && r.Slot.Date == c.Order.Date && r.Slot.Window == c.Order.Window {
			v.add("slot is the slot already booked; resolve with status confirmed instead")
		}
	}
	if p := TextProblem("notes", r.Notes, FreeText); p != "" {
		v.add(p)
	} else {
		v.length("notes", r.Notes, MaxResolveNotes)
	}
	if p := AuthorProblem("author", r.Author); p != "" {
		v.add(p)
	}
	return v.problems
}

// defaults fills in the intent the status implies and trims the signer's
// name.
func (r *Resolution) defaults() {
	if r.Intent == "" {
		switch r.Status {
		case StatusConfirmed:
			r.Intent = IntentWillBeIn
		case StatusRescheduled:
			r.Intent = IntentReschedule
		case StatusCancelled:
			r.Intent = IntentCancel
		}
	}
	r.SignerName = strings.TrimSpace(r.SignerName)
}

// Same reports whether c is already closed with the resolution r: a person
// resolved it with the same status, intent, slot, signer's name and notes
// (no notes keeps the outcome's). Resolving it with r again would change
// nothing, and does nothing: no event, no webhook. Who sends it again does
// not matter; the outcome keeps the person who resolved it first.
func (r Resolution) Same(c *Confirmation) bool {
	r.defaults()
	o := c.Outcome
	if o == nil || o.ResolvedBy == "" || c.Status != r.Status {
		return false
	}
	notes := r.Notes
	if notes == "" {
		notes = o.Notes
	}
	sameSlot := (r.Slot == nil && o.Slot == nil) || (r.Slot != nil && o.Slot != nil && *r.Slot == *o.Slot)
	return o.Intent == r.Intent && o.SignerName == r.SignerName && o.Notes == notes && sameSlot
}

func containsIntent(list []Intent, i Intent) bool {
	for _, x := range list {
		if x == i {
			return true
		}
	}
	return false
}

func joinIntents(list []Intent) string {
	s := make([]string, len(list))
	for i, x := range list {
		s[i] = string(x)
	}
	return strings.Join(s, " or ")
}

// Resolve closes c with what a person agreed with the customer (r, already
// validated), summarised in summary: the outcome records who resolved it,
// a new slot moves the order, every step left is cancelled, and the
// confirmation leaves the inbox. The webhook is the caller's to queue,
// last. A cancelled confirmation is refused, and so is a resolution beyond
// MaxResolutions.
func (c *Confirmation) Resolve(now time.Time, r Resolution, summary string) error {
	if c.Status == StatusCancelled {
		return Errorf(ECONFLICT, "confirmation was cancelled; it cannot be resolved")
	}
	if err := c.canAddResolution(); err != nil {
		return err
	}
	author := Author(r.Author)
	c.SettleSent()
	for i := range c.Steps {
		s := &c.Steps[i]
		// A message being handed to a channel right now is let go, as by
		// a cancel: the scheduler drops its result.
		s.SendingAt, s.ActiveUntil = time.Time{}, time.Time{}
		if s.State == StepPending || s.State == StepPaused {
			s.State = StepCancelled
		}
	}
	notes := r.Notes
	if notes == "" && c.Outcome != nil {
		notes = c.Outcome.Notes
	}
	if notes == "" {
		notes = c.Conversation.Notes
	}
	o := &Outcome{Intent: r.Intent, Summary: summary, SignerName: r.SignerName, Notes: notes, ResolvedBy: author}
	if r.Slot != nil {
		s := *r.Slot
		o.Slot = &s
		c.Order.Date, c.Order.Window = s.Date, s.Window
	}
	c.Outcome = o
	c.Status = r.Status
	c.WakeAt, c.Engine = time.Time{}, EngineState{}
	if c.Handoff == nil {
		c.Handoff = &Handoff{}
	}
	c.Handoff.WaitingSince, c.Handoff.HandledBy = "", ""
	c.AddPersonEvent(now, EventAgent, "", "Outcome: "+string(c.Status)+" - "+summary, author)
	c.Touch(now)
	return nil
}

// InboxFilter selects a page of the inbox, oldest waiting first.
type InboxFilter struct {
	Scope  Scope
	Limit  int    // 1..MaxListLimit
	Cursor string // opaque; from the previous page's NextCursor
	Intent Intent // optional: the outcome's intent
}

// InboxStore lists the confirmations waiting for a person.
type InboxStore interface {
	// ListInbox returns one page of the scope's confirmations whose
	// customer waits for a person (Confirmation.Waiting), oldest waiting
	// first, then by id. Its cursor is a Cursor of the waiting time and id
	// of the page's last one. It is served by an index on the waiting
	// time, whatever the number of confirmations stored.
	ListInbox(ctx context.Context, f InboxFilter) (*Page, error)
	// InboxSignal returns the count and latest updatedAt of the scope's
	// confirmations waiting, read through the same index as ListInbox.
	InboxSignal(ctx context.Context, scope Scope) (InboxSignal, error)
}

// Intents lists every intent of an outcome.
var Intents = []Intent{
	IntentWillBeIn, IntentAlternateSigner, IntentReschedule, IntentDifferentDay, IntentCancel,
	IntentWrongPerson, IntentOptOut, IntentWantsHuman, IntentUnclear, IntentNoAnswer,
}

// Valid reports whether i is one of the known intents.
func (i Intent) Valid() bool { return containsIntent(Intents, i) }
