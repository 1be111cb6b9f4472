package confirm

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// fakeDB keeps confirmations as a store's tables would, behind the small
// interfaces Create and Update write through, and logs each write. It
// checks what a database would refuse or lose: times finer than a
// millisecond or in another zone, and events that do not follow the stored
// ones. Its load ignores the scope, as SQLite's does, so the scope check
// of Update is what is tested.
type fakeDB struct {
	t      *testing.T
	rows   map[string]*Confirmation
	docs   map[string][]byte
	views  map[string][]byte
	log    []string
	fail   string // a write whose log line starts with fail returns an error
	nudges []*Nudge
}

var (
	_ Updater = (*fakeDB)(nil)
	_ Creator = (*fakeDB)(nil)
)

func newFakeDB(t *testing.T) *fakeDB {
	return &fakeDB{t: t, rows: map[string]*Confirmation{}, docs: map[string][]byte{}, views: map[string][]byte{}}
}

var errFake = errors.New("write refused")

func (f *fakeDB) write(format string, args ...any) error {
	line := fmt.Sprintf(format, args...)
	f.log = append(f.log, line)
	if f.fail != "" && strings.HasPrefix(line, f.fail) {
		return errFake
	}
	return nil
}

// checkTime fails the test if t is not as a store keeps times.
func (f *fakeDB) checkTime(what string, t time.Time) {
	f.t.Helper()
	if !t.Equal(StoredTime(t)) || (!t.IsZero() && t.Location() != time.UTC) {
		f.t.Errorf("%s written as %v, not as stored", what, t)
	}
}

func (f *fakeDB) LoadForUpdate(_ context.Context, _ *Scope, ids []string) (map[string]Loaded, error) {
	out := map[string]Loaded{}
	for _, id := range ids {
		c, ok := f.rows[id]
		if !ok {
			continue
		}
		cp := *c
		cp.Steps, cp.Events = slices.Clone(c.Steps), slices.Clone(c.Events)
		out[id] = Loaded{C: &cp, Doc: f.docs[id], View: f.views[id]}
	}
	return out, nil
}

func (f *fakeDB) InsertConfirmation(_ context.Context, c *Confirmation, doc, view []byte) error {
	if err := f.write("insert %s", c.ID); err != nil {
		return err
	}
	cp := *c
	cp.CreatedAt, cp.UpdatedAt, cp.WakeAt = StoredTime(c.CreatedAt), StoredTime(c.UpdatedAt), StoredTime(c.WakeAt)
	cp.Steps, cp.Events, cp.Outbox = nil, nil, nil
	f.rows[c.ID], f.docs[c.ID], f.views[c.ID] = &cp, doc, view
	return nil
}

func (f *fakeDB) RewriteConfirmation(_ context.Context, c *Confirmation, doc, view []byte, _ Rewrite) error {
	if err := f.write("row %s %s", c.ID, c.Status); err != nil {
		return err
	}
	f.checkTime("UpdatedAt", c.UpdatedAt)
	f.checkTime("WakeAt", c.WakeAt)
	r := f.rows[c.ID]
	steps, events := r.Steps, r.Events
	cp := *c
	cp.Steps, cp.Events, cp.Outbox = steps, events, nil
	f.rows[c.ID], f.docs[c.ID], f.views[c.ID] = &cp, doc, view
	return nil
}

func (f *fakeDB) WriteStep(_ context.Context, id string, position int, st Step) error {
	if err := f.write("step %s %d %s", id, position, st.State); err != nil {
		return err
	}
	r := f.rows[id]
	if position > len(r.Steps) {
		f.t.Errorf("step %d of %s written before step %d", position, id, len(r.Steps))
	}
	// Stores format times themselves; a new confirmation's are not cut yet.
	st.DueAt, st.SendingAt, st.ActiveUntil = StoredTime(st.DueAt), StoredTime(st.SendingAt), StoredTime(st.ActiveUntil)
	if position == len(r.Steps) {
		r.Steps = append(r.Steps, st)
	} else {
		r.Steps[position] = st
	}
	return nil
}

func (f *fakeDB) TrimSteps(_ context.Context, id string, from int) error {
	if err := f.write("trim %s %d", id, from); err != nil {
		return err
	}
	r := f.rows[id]
	r.Steps = r.Steps[:from]
	return nil
}

func (f *fakeDB) AppendEvents(_ context.Context, id string, first int, events []Event) error {
	if err := f.write("events %s %d+%d", id, first, len(events)); err != nil {
		return err
	}
	r := f.rows[id]
	if first != len(r.Events) {
		f.t.Errorf("events of %s appended at %d, after %d stored", id, first, len(r.Events))
	}
	for _, e := range events {
		e.At = StoredTime(e.At)
		r.Events = append(r.Events, e)
	}
	return nil
}

func (f *fakeDB) AddDeliveries(_ context.Context, outbox []*Delivery) error {
	return f.write("outbox %d", len(outbox))
}

// AddNudges keeps the nudges apart from the log of writes.
func (f *fakeDB) AddNudges(_ context.Context, nudges []*Nudge) error {
	f.nudges = append(f.nudges, nudges...)
	return nil
}

func (f *fakeDB) AddChanges(_ context.Context, changes []*Change) error {
	for _, ch := range changes {
		if err := f.write("change %s %s %q", ch.ConfirmationID, ch.Status, ch.Intent); err != nil {
			return err
		}
	}
	return nil
}

// takeLog returns the writes logged since the last call.
func (f *fakeDB) takeLog() []string {
	l := f.log
	f.log = nil
	return l
}

var t0 = time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)

// newStored creates a confirmation of account acc_1 in f with two steps and
// one event, its times finer than a millisecond.
func newStored(t *testing.T, f *fakeDB, id string) *Confirmation {
	t.Helper()
	fine := t0.Add(1234567 * time.Nanosecond)
	c := &Confirmation{
		ID: id, AccountID: "acc_1", Status: StatusScheduled, Cadence: "standard",
		CreatedAt: fine, UpdatedAt: fine, WakeAt: fine.Add(time.Hour),
		Customer: Customer{Name: "Jane"},
		Steps: []Step{
			{Channel: ChannelEmail, State: StepPending, DueAt: fine},
			{Channel: ChannelSMS, State: StepPending, DueAt: fine.Add(time.Hour)},
		},
		Events: []Event{{At: fine, Kind: EventSystem, Channel: ChannelEmail, Text: "scheduled"}},
		Outbox: []*Delivery{{ID: "wh_1", ConfirmationID: id}},
	}
	doc, view, err := Encode(c)
	if err != nil {
		t.Fatal(err)
	}
	if err := Create(context.Background(), f, c, doc, view); err != nil {
		t.Fatal(err)
	}
	return c
}

// reload is what a read of id gives.
func reload(f *fakeDB, id string) *Confirmation {
	l, _ := f.LoadForUpdate(context.Background(), nil, []string{id})
	return l[id].C
}

func TestCreateWritesEverything(t *testing.T) {
	t.Parallel()
	f := newFakeDB(t)
	newStored(t, f, "c_1")
	want := []string{"insert c_1", "step c_1 0 pending", "step c_1 1 pending", "events c_1 0+1", "outbox 1"}
	if diff := cmp.Diff(want, f.takeLog()); diff != "" {
		t.Errorf("writes mismatch (-want +got):\n%s", diff)
	}
}

// TestUpdateWritesOnlyWhatChanged is the same-step check: a step stored
// alike is not written again, and the row only when a column, the
// document or the view changed.
func TestUpdateWritesOnlyWhatChanged(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name string
		fn   func(c *Confirmation)
		want []string
	}{
		{"nothing", func(c *Confirmation) {}, nil},
		{"times within their millisecond", func(c *Confirmation) {
			c.UpdatedAt = c.UpdatedAt.Add(400 * time.Microsecond)
			c.Steps[1].DueAt = c.Steps[1].DueAt.Add(time.Nanosecond).In(time.FixedZone("x", 3600))
		}, nil},
		{"a step marked sending", func(c *Confirmation) {
			c.Steps[0].SendingAt = t0.Add(time.Minute)
		}, []string{"step c_1 0 pending"}},
		{"a step's attempts", func(c *Confirmation) {
			c.Steps[1].Attempts++
		}, []string{"step c_1 1 pending"}},
		{"a step sent and an event", func(c *Confirmation) {
			c.Steps[0].State = StepSent
			c.AddEvent(t0.Add(time.Minute), EventOut, ChannelEmail, "hello")
		}, []string{"row c_1 scheduled", "step c_1 0 sent", "events c_1 1+1"}},
		{"a step added", func(c *Confirmation) {
			c.Steps = append(c.Steps, Step{Channel: ChannelCall, State: StepPending, DueAt: t0})
		}, []string{"row c_1 scheduled", "step c_1 2 pending"}},
		{"steps removed", func(c *Confirmation) {
			c.Steps = c.Steps[:1]
		}, []string{"row c_1 scheduled", "trim c_1 1"}},
		{"the status", func(c *Confirmation) {
			c.Status = StatusConfirmed
		}, []string{"row c_1 confirmed", `change c_1 confirmed ""`}},
		{"the outcome", func(c *Confirmation) {
			c.Outcome = &Outcome{Intent: IntentWillBeIn, Summary: "Will be in"}
		}, []string{"row c_1 scheduled", `change c_1 scheduled "will_be_in"`}},
		{"the lease", func(c *Confirmation) {
			c.LeaseOwner, c.WakeAt = "run_1", c.WakeAt.Add(time.Minute)
		}, []string{"row c_1 scheduled"}},
		{"the document only", func(c *Confirmation) {
			c.Engine.ResumeAt = t0.Add(time.Hour)
		}, []string{"row c_1 scheduled"}},
		{"the outbox", func(c *Confirmation) {
			c.Outbox = []*Delivery{{ID: "wh_2"}, {ID: "wh_3"}}
		}, []string{"outbox 2"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := newFakeDB(t)
			newStored(t, f, "c_1")
			f.takeLog()
			saved, err := Update(context.Background(), f, nil, []string{"c_1"}, func(c *Confirmation) error {
				tt.fn(c)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, f.takeLog()); diff != "" {
				t.Errorf("writes mismatch (-want +got):\n%s", diff)
			}
			if len(saved) != 1 {
				t.Fatalf("saved %d confirmations, want 1", len(saved))
			}
			if saved[0].Outbox != nil {
				t.Errorf("Outbox = %v after the save, want it emptied", saved[0].Outbox)
			}
			// What Update returns is what a read gives.
			if diff := cmp.Diff(reload(f, "c_1"), saved[0]); diff != "" {
				t.Errorf("saved and read back mismatch (-read +saved):\n%s", diff)
			}
		})
	}
}

// TestUpdateStoredTimes is the millisecond truncation: every time an
// update writes and returns is UTC and whole milliseconds.
func TestUpdateStoredTimes(t *testing.T) {
	t.Parallel()
	f := newFakeDB(t)
	newStored(t, f, "c_1")
	zone := time.FixedZone("CET", 3600)
	fine := t0.Add(time.Hour + 987654321*time.Nanosecond).In(zone)
	saved, err := Update(context.Background(), f, nil, []string{"c_1"}, func(c *Confirmation) error {
		c.UpdatedAt, c.WakeAt = fine, fine
		c.Engine.DeadlineAt, c.Engine.ResumeAt = fine, fine
		c.Steps[0].DueAt, c.Steps[0].SendingAt, c.Steps[0].ActiveUntil = fine, fine, fine
		c.Events = append(c.Events, Event{At: fine, Kind: EventSystem, Channel: ChannelEmail, Text: "x"})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	c := saved[0]
	want := StoredTime(fine)
	if want.Nanosecond() != 987000000 || want.Location() != time.UTC {
		t.Fatalf("StoredTime(%v) = %v", fine, want)
	}
	for name, got := range map[string]time.Time{
		"UpdatedAt": c.UpdatedAt, "WakeAt": c.WakeAt, "DeadlineAt": c.Engine.DeadlineAt, "ResumeAt": c.Engine.ResumeAt,
		"DueAt": c.Steps[0].DueAt, "SendingAt": c.Steps[0].SendingAt, "ActiveUntil": c.Steps[0].ActiveUntil,
		"event At": c.Events[1].At,
	} {
		if got != want {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	doc := string(f.docs["c_1"])
	if !strings.Contains(doc, `"deadlineAt":"2026-03-01T10:00:00.987Z"`) {
		t.Errorf("document %s does not hold the deadline as stored", doc)
	}
	if !StoredTime(time.Time{}).IsZero() {
		t.Error("StoredTime of the zero time is not zero")
	}
}

// TestUpdateStrictlyIncreasingUpdatedAt: updates touched within one
// millisecond, or with a clock behind the stored time, each still move
// UpdatedAt on by one millisecond, as stored and read back.
func TestUpdateStrictlyIncreasingUpdatedAt(t *testing.T) {
	t.Parallel()
	f := newFakeDB(t)
	c := newStored(t, f, "c_1")
	prev := StoredTime(c.UpdatedAt)
	for i, now := range []time.Time{t0, t0.Add(300 * time.Microsecond), t0.Add(-time.Hour), prev} {
		saved, err := Update(context.Background(), f, nil, []string{"c_1"}, func(c *Confirmation) error {
			c.Touch(now)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		got := reload(f, "c_1").UpdatedAt
		if want := prev.Add(time.Millisecond); !got.Equal(want) || !saved[0].UpdatedAt.Equal(want) {
			t.Errorf("update %d: UpdatedAt = %v read, %v returned; want %v", i, got, saved[0].UpdatedAt, want)
		}
		prev = got
	}
}

// TestUpdateKeepsWhatIsNotItsToChange: what identifies a confirmation and
// its stored events stay as stored whatever fn does; events it adds are
// saved.
func TestUpdateKeepsWhatIsNotItsToChange(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name   string
		fn     func(c *Confirmation)
		events int
	}{
		{"rewritten", func(c *Confirmation) { c.Events[0].Text = "changed" }, 1},
		{"dropped", func(c *Confirmation) { c.Events = nil }, 1},
		{"rewritten and one added", func(c *Confirmation) {
			c.Events[0].Text = "changed"
			c.AddEvent(t0, EventSystem, ChannelEmail, "added")
		}, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := newFakeDB(t)
			newStored(t, f, "c_1")
			before := reload(f, "c_1")
			saved, err := Update(context.Background(), f, nil, []string{"c_1"}, func(c *Confirmation) error {
				c.ID, c.AccountID, c.Sandbox, c.CreatedAt = "c_2", "acc_2", true, t0.Add(time.Hour)
				tt.fn(c)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			c := saved[0]
			if c.ID != "c_1" || c.AccountID != "acc_1" || c.Sandbox || !c.CreatedAt.Equal(before.CreatedAt) {
				t.Errorf("identity saved as %s %s %v %v", c.ID, c.AccountID, c.Sandbox, c.CreatedAt)
			}
			if len(c.Events) != tt.events || c.Events[0] != before.Events[0] {
				t.Errorf("events saved as %+v, want the stored one first of %d", c.Events, tt.events)
			}
			if diff := cmp.Diff(reload(f, "c_1"), c); diff != "" {
				t.Errorf("saved and read back mismatch (-read +saved):\n%s", diff)
			}
			if _, ok := f.rows["c_2"]; ok {
				t.Error("a row was written under the id fn set")
			}
		})
	}
}

func TestUpdateBatch(t *testing.T) {
	t.Parallel()
	f := newFakeDB(t)
	for _, id := range []string{"c_1", "c_2", "c_3", "c_4"} {
		newStored(t, f, id)
	}
	f.rows["c_4"].AccountID = "acc_2"
	f.takeLog()
	var called []string
	ids := []string{"c_3", "c_9", "c_1", "c_3", "c_4", "c_2"}
	scope := &Scope{AccountID: "acc_1"}
	saved, err := Update(context.Background(), f, scope, ids, func(c *Confirmation) error {
		called = append(called, c.ID)
		if c.ID == "c_1" {
			c.Status = StatusCancelled
			return errors.New("refused")
		}
		c.Status = StatusConfirmed
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// In the order of ids, each once; unknown ids and another scope's
	// confirmation skipped; what fn refuses left as it was.
	if diff := cmp.Diff([]string{"c_3", "c_1", "c_2"}, called); diff != "" {
		t.Errorf("fn calls mismatch (-want +got):\n%s", diff)
	}
	var got []string
	for _, c := range saved {
		got = append(got, c.ID)
	}
	if diff := cmp.Diff([]string{"c_3", "c_2"}, got); diff != "" {
		t.Errorf("saved mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"row c_3 confirmed", `change c_3 confirmed ""`, "row c_2 confirmed", `change c_2 confirmed ""`}, f.takeLog()); diff != "" {
		t.Errorf("writes mismatch (-want +got):\n%s", diff)
	}
	if s := f.rows["c_1"].Status; s != StatusScheduled {
		t.Errorf("refused confirmation stored as %s", s)
	}

	// Without a scope, any account's.
	saved, err = Update(context.Background(), f, nil, []string{"c_4"}, func(c *Confirmation) error { return nil })
	if err != nil || len(saved) != 1 {
		t.Errorf("Update of another account's without a scope = %d, %v; want it", len(saved), err)
	}
	if saved, err := Update(context.Background(), f, nil, nil, nil); saved != nil || err != nil {
		t.Errorf("Update of no ids = %v, %v", saved, err)
	}
}

func TestUpdateWriteError(t *testing.T) {
	t.Parallel()
	f := newFakeDB(t)
	newStored(t, f, "c_1")
	f.fail = "step"
	_, err := Update(context.Background(), f, nil, []string{"c_1"}, func(c *Confirmation) error {
		c.Steps[0].Attempts = 1
		return nil
	})
	if !errors.Is(err, errFake) {
		t.Errorf("err = %v, want the write's", err)
	}
}

func TestUpdateOne(t *testing.T) {
	t.Parallel()
	f := newFakeDB(t)
	newStored(t, f, "c_1")
	update := func(ctx context.Context, scope *Scope, ids []string, fn func(*Confirmation) error) ([]*Confirmation, error) {
		return Update(ctx, f, scope, ids, fn)
	}
	ctx := context.Background()
	mine := Scope{AccountID: "acc_1"}
	ok := func(c *Confirmation) error { c.Status = StatusConfirmed; return nil }

	c, err := UpdateOne(ctx, mine, "c_1", ok, update)
	if err != nil || c.Status != StatusConfirmed {
		t.Errorf("UpdateOne = %v, %v; want it confirmed", c, err)
	}
	refused := Errorf(ECONFLICT, "no")
	if _, err := UpdateOne(ctx, mine, "c_1", func(*Confirmation) error { return refused }, update); err != refused {
		t.Errorf("UpdateOne refused by fn: err = %v, want fn's", err)
	}
	for _, tt := range []struct {
		scope Scope
		id    string
	}{{Scope{AccountID: "acc_2"}, "c_1"}, {Scope{AccountID: "acc_1", Sandbox: true}, "c_1"}, {mine, "c_9"}} {
		if _, err := UpdateOne(ctx, tt.scope, tt.id, ok, update); !errors.Is(err, ErrNotFound) {
			t.Errorf("UpdateOne(%v, %s): err = %v, want ErrNotFound", tt.scope, tt.id, err)
		}
	}
	dbErr := errors.New("database gone")
	_, err = UpdateOne(ctx, mine, "c_1", ok, func(context.Context, *Scope, []string, func(*Confirmation) error) ([]*Confirmation, error) {
		return nil, dbErr
	})
	if err != dbErr {
		t.Errorf("UpdateOne with the database gone: err = %v", err)
	}
}

func TestSameStep(t *testing.T) {
	t.Parallel()
	a := Step{Channel: ChannelSMS, State: StepPending, DueAt: t0, Attempts: 1, SendingAt: t0, ActiveUntil: t0}
	for _, tt := range []struct {
		name string
		fn   func(*Step)
		same bool
	}{
		{"itself", func(*Step) {}, true},
		{"another zone", func(s *Step) { s.DueAt = s.DueAt.In(time.FixedZone("x", 7200)) }, true},
		{"within the millisecond", func(s *Step) { s.SendingAt = s.SendingAt.Add(999 * time.Microsecond) }, true},
		{"a millisecond on", func(s *Step) { s.ActiveUntil = s.ActiveUntil.Add(time.Millisecond) }, false},
		{"sending cleared", func(s *Step) { s.SendingAt = time.Time{} }, false},
		{"state", func(s *Step) { s.State = StepSent }, false},
		{"channel", func(s *Step) { s.Channel = ChannelCall }, false},
		{"attempts", func(s *Step) { s.Attempts = 2 }, false},
	} {
		b := a
		tt.fn(&b)
		if got := SameStep(a, b); got != tt.same {
			t.Errorf("%s: SameStep = %v, want %v", tt.name, got, tt.same)
		}
	}
}

func TestDeliveryTimes(t *testing.T) {
	t.Parallel()
	at := t0.Add(time.Minute)
	for _, tt := range []struct {
		state        DeliveryState
		next, finish bool
	}{
		{DeliveryPending, true, false},
		{DeliveryDelivered, false, true},
		{DeliveryFailed, false, true},
	} {
		next, ok := DeliveryNextAttempt(tt.state, at)
		if ok != tt.next || (ok && !next.Equal(at)) || (!ok && !next.IsZero()) {
			t.Errorf("DeliveryNextAttempt(%s) = %v, %v", tt.state, next, ok)
		}
		fin, ok := DeliveryFinishedAt(tt.state, at)
		if ok != tt.finish || (ok && !fin.Equal(at)) || (!ok && !fin.IsZero()) {
			t.Errorf("DeliveryFinishedAt(%s) = %v, %v", tt.state, fin, ok)
		}
	}
}

// TestDeliveredNow checks the channels a save reaches: steps added as
// delivered or turned to delivered, as the stores' triggers count them,
// and not those delivered before.
func TestDeliveredNow(t *testing.T) {
	email := Step{Channel: ChannelEmail, State: StepDelivered}
	sms := Step{Channel: ChannelSMS, State: StepPending}
	call := Step{Channel: ChannelCall, State: StepPending}
	delivered := func(s Step) Step { s.State = StepDelivered; return s }
	for _, tc := range []struct {
		name          string
		steps, stored []Step
		want          int
	}{
		{"nothing stored", []Step{email, sms}, nil, 1},
		{"delivered before", []Step{email, delivered(sms)}, []Step{email, sms}, 2},
		{"nothing new", []Step{email, sms}, []Step{email, sms}, 0},
		{"added", []Step{email, sms, delivered(call)}, []Step{email, sms}, 4},
		{"two at once", []Step{email, delivered(sms), delivered(call)}, []Step{{Channel: ChannelEmail, State: StepSent}, sms, call}, 7},
	} {
		if got := deliveredNow(tc.steps, tc.stored); got != tc.want {
			t.Errorf("%s: deliveredNow = %d, want %d", tc.name, got, tc.want)
		}
	}
}
