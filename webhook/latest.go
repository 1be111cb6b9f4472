package webhook

import (
	"container/list"
	"sync"
	"time"
)

// Latest remembers the newest updatedAt seen for each confirmation, so that a
// receiver acts on a delivery only when it is newer than every one before it.
// The zero value is ready to use and remembers every id it is given; NewLatest
// bounds it. A Latest is safe for concurrent use and must not be copied after
// first use.
type Latest struct {
	mu    sync.Mutex
	size  int
	seen  map[string]*list.Element
	order list.List // of *seenAt, most recently accepted first
}

type seenAt struct {
	id string
	at time.Time
}

// NewLatest returns a Latest that remembers at most size ids (no bound if
// size is 0 or less). Beyond that it forgets the id accepted least recently; a
// stale delivery for a forgotten id would then be accepted again, so choose
// size well above the number of confirmations open at one time.
func NewLatest(size int) *Latest {
	return &Latest{size: size}
}

// Accept reports whether a delivery for confirmation id with updatedAt is
// newer than every delivery accepted so far for id, and if so records it.
// It returns false for a duplicate (same updatedAt) or an out-of-order
// delivery (older updatedAt).
func (l *Latest) Accept(id string, updatedAt time.Time) bool {
	_, ok := l.accept(id, updatedAt)
	return ok
}

// accept is Accept that also returns what it replaced (zero if nothing), for
// undo.
func (l *Latest) accept(id string, at time.Time) (time.Time, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if el, ok := l.seen[id]; ok {
		s := el.Value.(*seenAt)
		if !at.After(s.at) {
			return time.Time{}, false
		}
		prev := s.at
		s.at = at
		l.order.MoveToFront(el)
		return prev, true
	}
	if l.seen == nil {
		l.seen = make(map[string]*list.Element)
	}
	l.seen[id] = l.order.PushFront(&seenAt{id: id, at: at})
	if l.size > 0 && l.order.Len() > l.size {
		oldest := l.order.Back()
		l.order.Remove(oldest)
		delete(l.seen, oldest.Value.(*seenAt).id)
	}
	return time.Time{}, true
}

// undo takes back an accept whose delivery could not be handled, so that a
// retry of it is not mistaken for a duplicate. It does nothing if a newer
// delivery has been accepted since.
func (l *Latest) undo(id string, at, prev time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	el, ok := l.seen[id]
	if !ok {
		return
	}
	s := el.Value.(*seenAt)
	if !s.at.Equal(at) {
		return
	}
	if prev.IsZero() {
		l.order.Remove(el)
		delete(l.seen, id)
		return
	}
	s.at = prev
}
