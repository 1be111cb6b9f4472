package viewcache

import (
	"bytes"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
)

func TestOffUntilStarted(t *testing.T) {
	c := New(DefaultBytes)
	_, gen, _ := c.Get("acc", true, "c1")
	c.Put(gen, "acc", true, "c1", []byte(`{}`))
	if _, _, ok := c.Get("acc", true, "c1"); ok || c.Len() != 0 {
		t.Fatal("a cache not started kept a view")
	}
	c.Start(nil)
	_, gen, _ = c.Get("acc", true, "c1")
	c.Put(gen, "acc", true, "c1", []byte(`{"a":1}`))
	if v, _, ok := c.Get("acc", true, "c1"); !ok || string(v) != `{"a":1}` {
		t.Fatalf("Get = %s, %v; want the view kept", v, ok)
	}
}

func TestScope(t *testing.T) {
	c := New(DefaultBytes)
	c.Start(nil)
	_, gen, _ := c.Get("acc", true, "c1")
	c.Put(gen, "acc", true, "c1", []byte(`{}`))
	if _, _, ok := c.Get("other", true, "c1"); ok {
		t.Error("another account was answered the view")
	}
	if _, _, ok := c.Get("acc", false, "c1"); ok {
		t.Error("the live scope was answered a sandbox view")
	}
}

// A read that began before a write committed must not put back the view
// the write replaced.
func TestForgetRefusesOlderReads(t *testing.T) {
	c := New(DefaultBytes)
	c.Start(nil)
	_, gen, _ := c.Get("acc", true, "c1")
	c.Forget("c1") // a write commits while the read is under way
	c.Put(gen, "acc", true, "c1", []byte(`{"old":true}`))
	if _, _, ok := c.Get("acc", true, "c1"); ok {
		t.Fatal("a view read before a write was kept after it")
	}
	_, gen, _ = c.Get("acc", true, "c1")
	c.Put(gen, "acc", true, "c1", []byte(`{"new":true}`))
	c.Forget("c1")
	if _, _, ok := c.Get("acc", true, "c1"); ok {
		t.Fatal("a forgotten view was answered")
	}
}

func TestStopIsForGood(t *testing.T) {
	c := New(DefaultBytes)
	c.Start(nil)
	_, gen, _ := c.Get("acc", true, "c1")
	c.Put(gen, "acc", true, "c1", []byte(`{}`))
	c.Stop()
	if _, _, ok := c.Get("acc", true, "c1"); ok || c.On() {
		t.Fatal("a stopped cache answered")
	}
	c.Start(nil)
	if c.On() {
		t.Fatal("a stopped cache started again")
	}
}

func TestValidIsAskedEveryTime(t *testing.T) {
	var valid atomic.Bool
	valid.Store(true)
	c := New(DefaultBytes)
	c.Start(valid.Load)
	_, gen, _ := c.Get("acc", true, "c1")
	c.Put(gen, "acc", true, "c1", []byte(`{}`))
	valid.Store(false)
	if _, _, ok := c.Get("acc", true, "c1"); ok {
		t.Fatal("answered while the lock could not vouch for it")
	}
	_, gen, _ = c.Get("acc", true, "c2")
	c.Put(gen, "acc", true, "c2", []byte(`{}`))
	valid.Store(true)
	if _, _, ok := c.Get("acc", true, "c2"); ok {
		t.Fatal("kept a view while the lock could not vouch for it")
	}
	if _, _, ok := c.Get("acc", true, "c1"); !ok {
		t.Fatal("forgot a view kept before")
	}
}

func TestBounded(t *testing.T) {
	view := bytes.Repeat([]byte("x"), 100)
	c := New(10 * (100 + entryBytes))
	c.Start(nil)
	for i := range 50 {
		_, gen, _ := c.Get("acc", true, fmt.Sprint(i))
		c.Put(gen, "acc", true, fmt.Sprint(i), view)
	}
	if n := c.Len(); n != 10 {
		t.Fatalf("%d views kept in room for 10; want 10", n)
	}
	// One view larger than the whole cache is still kept, alone.
	_, gen, _ := c.Get("acc", true, "big")
	c.Put(gen, "acc", true, "big", bytes.Repeat([]byte("y"), 5000))
	if n := c.Len(); n != 1 {
		t.Fatalf("%d views kept; want the big one alone", n)
	}
	// The cache keeps a copy: the caller may reuse its buffer.
	buf := []byte(`{"a":1}`)
	_, gen, _ = c.Get("acc", true, "copy")
	c.Put(gen, "acc", true, "copy", buf)
	buf[2] = 'b'
	if v, _, _ := c.Get("acc", true, "copy"); string(v) != `{"a":1}` {
		t.Fatalf("kept %s; want a copy of what was put", v)
	}
}

func TestConcurrent(t *testing.T) {
	c := New(10 << 10)
	c.Start(nil)
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Go(func() {
			for i := range 2000 {
				id := fmt.Sprint((i * (w + 1)) % 300)
				if _, gen, ok := c.Get("acc", true, id); !ok {
					c.Put(gen, "acc", true, id, []byte(id))
				}
				if i%17 == 0 {
					c.Forget(id)
				}
			}
		})
	}
	wg.Wait()
	c.mu.Lock()
	defer c.mu.Unlock()
	size := 0
	for id, e := range c.entries {
		if string(e.view) != id {
			t.Fatalf("view of %s is %s", id, e.view)
		}
		size += e.bytes()
	}
	if size != c.size || size > c.max {
		t.Fatalf("size %d, counted %d, max %d", c.size, size, c.max)
	}
}
