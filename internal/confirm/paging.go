package confirm

// The rules of a listing's pages, the same in every store: a store's query
// reads ReadLimit rows after Position, newest first, and PageEnd cuts them
// to the page.

// PageSize is the number of confirmations a page of f holds: f.Limit,
// DefaultListLimit when it is not set. The API refuses a limit over
// MaxListLimit; the clamp only bounds a caller's mistake.
func (f ListFilter) PageSize() int {
	n := f.Limit
	if n <= 0 {
		n = DefaultListLimit
	}
	return min(n, MaxListLimit)
}

// ReadLimit is the number of rows a store reads for a page of f: one more
// than the page holds, which tells whether another page follows, so that
// the last page never carries a cursor to an empty one.
func (f ListFilter) ReadLimit() int { return f.PageSize() + 1 }

// Position returns where f.Cursor continues the listing, and false when f
// starts at the newest confirmation. A cursor the API did not give is
// EINVALID.
func (f ListFilter) Position() (Cursor, bool, error) {
	if f.Cursor == "" {
		return Cursor{}, false, nil
	}
	cur, err := DecodeCursor(f.Cursor)
	if err != nil {
		return Cursor{}, false, err
	}
	return cur, true, nil
}

// PageEnd cuts a page of size from the n rows a store read for it (up to
// size+1; see ReadLimit), where at(i) is the position of row i. It returns
// how many rows the page keeps and the cursor to the next page, empty when
// none follows.
func PageEnd(n, size int, at func(i int) Cursor) (int, string) {
	if n <= size {
		return n, ""
	}
	return size, at(size - 1).Encode()
}
