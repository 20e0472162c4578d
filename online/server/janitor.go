package server

import (
	"time"

	"salotto/internal/jsonlite"
	"salotto/online/proto"
)

// sweep deletes rooms nobody will come back to: a finished room once its
// record has been kept RecordKeep, any other once idle for IdleClose.
// Every node sweeps, every few minutes; a room is only deleted by the node
// that owns it for the deletion, so a room being played is never touched.
func (n *node) sweep(now time.Time) {
	ctx, cancel := shortCtx()
	defer cancel()
	keys, err := n.e.index.ListKeys(ctx)
	if err != nil {
		return
	}
	for code := range keys.Keys() {
		ent, err := n.e.index.Get(ctx, code)
		if err != nil {
			continue
		}
		var ie indexEntry
		if jsonlite.Unmarshal(ent.Value(), &ie) != nil {
			continue
		}
		keep := n.o.IdleClose
		if ie.Phase == proto.Over || ie.Phase == proto.Closed {
			keep = n.o.RecordKeep
		}
		if now.Sub(time.UnixMilli(ie.Last)) < keep {
			continue
		}
		n.expire(code)
	}
}

// expire deletes a room's log and index line, holding its lease meanwhile.
func (n *node) expire(code string) {
	ctx, cancel := shortCtx()
	defer cancel()
	defer n.lockClaim(code)()
	if n.playing(code) {
		return
	}
	rev, err := n.own(ctx, code)
	if err != nil {
		return // another node plays it, or is deleting it
	}
	defer n.disown(code, rev)
	if err := n.e.purgeLog(ctx, code); err != nil {
		n.logf("room %s: expiring: %v", code, err)
		return
	}
	_ = n.e.index.Purge(ctx, code)
	n.logf("room %s expired", code)
}
