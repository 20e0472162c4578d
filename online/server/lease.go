package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Which node plays a room is kept in two buckets, so that keeping it costs
// one write a node every few seconds, not one a room:
//
//   - the node's lease (bucket node-leases, key the node's name), renewed
//     every LeaseTTL/3 and gone LeaseTTL after the last renewal. Its value
//     is the lease's epoch, drawn afresh each time the node takes it.
//   - each room's owner (bucket room-owners, key the room's code), written
//     when a node claims the room and deleted when it lets the room go. Its
//     value is the node's name and the epoch of the lease it held.
//
// A room's owner entry holds while the lease it names does: another node
// may take the room over once that node's lease has run out or been taken
// again under another epoch (the node restarted, or lost its lease and
// let its rooms go). Ownership only decides who may try: every append to
// a room's log names the log's last sequence, so a node that lost a room
// cannot write to it.

// nodeLease is this node's lease.
type nodeLease struct {
	mu    sync.Mutex
	epoch string
	rev   uint64
}

// takeLease takes (or takes again) this node's lease under a new epoch.
func (n *node) takeLease(ctx context.Context) error {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return err
	}
	epoch := hex.EncodeToString(b[:])
	rev, err := n.e.leases.Put(ctx, n.o.Node, []byte(epoch))
	if err != nil {
		return fmt.Errorf("the node's lease: %w", err)
	}
	n.lease.mu.Lock()
	n.lease.epoch, n.lease.rev = epoch, rev
	n.lease.mu.Unlock()
	return nil
}

// owner is what this node writes as a room's owner now.
func (n *node) owner() []byte {
	n.lease.mu.Lock()
	defer n.lease.mu.Unlock()
	return []byte(n.o.Node + "/" + n.lease.epoch)
}

// renewLease renews the node's lease, every LeaseTTL/3. A renewal that
// fails means the lease ran out (the node was stopped or cut off for
// longer than LeaseTTL) and another node may have taken its rooms: it lets
// every room go, and takes a new lease, under which it claims rooms afresh
// as they are asked for.
func (n *node) renewLease() {
	ctx, cancel := context.WithTimeout(context.Background(), n.o.LeaseTTL/3)
	defer cancel()
	n.lease.mu.Lock()
	epoch, rev := n.lease.epoch, n.lease.rev
	n.lease.mu.Unlock()
	next, err := n.e.leases.Update(ctx, n.o.Node, []byte(epoch), rev)
	var apiErr *jetstream.APIError
	switch {
	case err == nil:
		n.lease.mu.Lock()
		n.lease.rev = next
		n.lease.mu.Unlock()
	case errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence:
		// the lease ran out (or was taken): its record is not the one
		// this node wrote last
		n.logf("the node's lease was lost: letting its rooms go")
		n.letGoAll()
		if err := n.takeLease(ctx); err != nil {
			n.logf("%v", err)
		}
	default:
		// no answer in time (a busy disk): the lease may well hold, and
		// the next renewal tells; meanwhile every append still checks
		// that the room's log has not moved on
		n.logf("renewing the node's lease: %v", err)
	}
	n.releaseLeft()
}

// letGoAll stops every actor of this node.
func (n *node) letGoAll() {
	for _, a := range n.allActors() {
		a.letGo()
	}
}

// own makes this node room code's owner, if no live node is, and returns
// the owner entry's revision.
func (n *node) own(ctx context.Context, code string) (uint64, error) {
	rev, err := n.e.owners.Create(ctx, code, n.owner())
	if !errors.Is(err, jetstream.ErrKeyExists) {
		return rev, err
	}
	ent, err := n.e.owners.Get(ctx, code)
	if err != nil {
		return 0, fmt.Errorf("%w (%v)", errOwned, err)
	}
	if !n.mayTake(ctx, string(ent.Value())) {
		return 0, errOwned
	}
	if node, _, _ := strings.Cut(string(ent.Value()), "/"); node != n.o.Node {
		n.logf("room %s: taking it over from node %s, whose lease ran out", code, node)
	}
	// the revision makes the take-over one node's: two nodes taking a
	// dead node's room at once, one of them is refused
	rev, err = n.e.owners.Update(ctx, code, n.owner(), ent.Revision())
	if err != nil {
		return 0, fmt.Errorf("%w (%v)", errOwned, err)
	}
	return rev, nil
}

// mayTake reports whether an owner entry no longer holds: it is this
// node's own (left by a run of it that ended, or a release that failed;
// the caller has no actor for the room), or its node's lease has run out
// or been taken again under another epoch.
func (n *node) mayTake(ctx context.Context, owner string) bool {
	node, epoch, _ := strings.Cut(owner, "/")
	if node == n.o.Node {
		return true
	}
	ent, err := n.e.leases.Get(ctx, node)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return true
	}
	return err == nil && string(ent.Value()) != epoch
}

// disown deletes this node's owner entry of a room, if it is still the
// one it wrote. One that cannot be deleted now is tried again with the
// next renewal of the lease: until then the room waits for this node.
func (n *node) disown(code string, rev uint64) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := n.e.owners.Delete(ctx, code, jetstream.LastRevision(rev))
	var apiErr *jetstream.APIError
	if err == nil || errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence {
		return // deleted, or another node's now
	}
	n.mu.Lock()
	n.left[code] = rev
	n.mu.Unlock()
}

// releaseLeft tries again the owner entries disown could not delete.
func (n *node) releaseLeft() {
	n.mu.Lock()
	left := n.left
	n.left = map[string]uint64{}
	n.mu.Unlock()
	for code, rev := range left {
		if !n.playing(code) {
			n.disown(code, rev)
		}
	}
}
