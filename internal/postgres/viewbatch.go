package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/confirmd/confirmd/internal/confirm"
)

// viewQuery reads a confirmation's view in a scope.
const viewQuery = `SELECT view FROM confirmations WHERE id = $1 AND account_id = $2 AND sandbox = $3`

// viewBatcher reads the views that API requests ask for at the same time
// in one round trip (a batcher): a read waits while its batches are under
// way, and the reads that arrived meanwhile go together in the next. Each
// round trip costs the database server far more than the row it reads, so
// under load this is what most of a get costs on both sides. A read gives
// up when its request's context ends; its batch goes on for the others.
//
// Nothing is kept between batches: a read's statement is always sent after
// the read was asked for, so it sees every write committed before, by this
// process or any other, exactly as a statement of its own would.
type viewBatcher struct {
	pool    *pgxpool.Pool
	batches *batcher[*viewRead]
}

// viewRead is one confirmation's view asked for: the answer is set before
// done is closed. missing is true when the row exists in the scope but has
// no stored view yet.
type viewRead struct {
	id    string
	scope confirm.Scope
	done  chan struct{}

	view    []byte
	missing bool
	err     error
}

// maxViewBatch bounds the reads of one batch.
const maxViewBatch = 64

// viewBatchTimeout bounds a batch's statement: the reads waiting on it give
// up with their own requests, but the batch holds a connection until then.
const viewBatchTimeout = 30 * time.Second

func newViewBatcher(pool *pgxpool.Pool) *viewBatcher {
	b := &viewBatcher{pool: pool}
	// Half the pool's connections: the rest stay for the other reads of
	// the pool (pages, opt-out checks), and fewer batches under way make
	// each one larger.
	b.batches = newBatcher(int(pool.Config().MaxConns)/2, maxViewBatch, b.readBatch)
	return b
}

// read returns the stored view of the confirmation id in scope; missing
// when it exists without a stored view.
func (b *viewBatcher) read(ctx context.Context, scope confirm.Scope, id string) (view []byte, missing bool, err error) {
	r := &viewRead{id: id, scope: scope, done: make(chan struct{})}
	if b.batches.add(r) {
		// In a goroutine of its own, so that the caller can leave.
		go b.batches.drain()
	}
	select {
	case <-r.done:
		return r.view, r.missing, r.err
	case <-ctx.Done():
		return nil, false, ctx.Err()
	}
}

// readBatch answers every read of batch in one round trip: one statement
// each, sent together (a pipeline) and answered together. One statement
// for all of them (id = ANY($1)) was tried: its generic plan scans the
// table while the table is small, and keeps doing so as it grows.
func (b *viewBatcher) readBatch(batch []*viewRead) {
	defer func() {
		for _, r := range batch {
			close(r.done)
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), viewBatchTimeout)
	defer cancel()
	var pb pgx.Batch
	for _, r := range batch {
		pb.Queue(viewQuery, r.id, r.scope.AccountID, r.scope.Sandbox)
	}
	results := b.pool.SendBatch(ctx, &pb)
	for _, r := range batch {
		var view []byte
		err := results.QueryRow().Scan(&view)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			r.err = confirm.ErrNotFound
		case err != nil:
			r.err = dbError(err)
		case view == nil:
			r.missing = true
		default:
			r.view = view
		}
	}
	if err := results.Close(); err != nil {
		for _, r := range batch {
			if r.err == nil {
				r.view, r.missing, r.err = nil, false, dbError(err)
			}
		}
	}
}
