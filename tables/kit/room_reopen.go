package kit

import (
	"maps"
	"slices"

	"salotto/online/proto"
	"salotto/scenes"
	"salotto/tables"
)

// reopenRoom opens the table again on the room's latest views (another
// language, or a whole view the room sent instead of the moves that led
// to it): the new table takes the room's link over, with the frames not
// yet taken in, and finds its position in the views, as a table opened on
// a game under way does.
func (b *Base) reopenRoom(ctx *scenes.Context) (scenes.Scene, error) {
	if b.Reopen == nil {
		return nil, errNoReopen
	}
	cfg := b.Cfg
	cfg.Remote = b.D.room.handover()
	return b.Reopen(ctx, cfg)
}

// handover is the room as a new table takes it over: the welcome as it
// stands now, and the latest views followed by every frame not yet taken
// in.
func (r *roomGame) handover() *tables.Remote {
	w := *r.welcome
	w.Seats, w.Phase, w.Seq = slices.Clone(r.seats), r.phase, r.seq
	var backlog []any
	for _, v := range r.viewers {
		backlog = append(backlog, &proto.View{T: proto.TView, Viewer: v, Seq: r.seq, View: r.raw[v]})
	}
	for _, seq := range slices.Sorted(maps.Keys(r.arriving)) {
		for _, v := range r.viewers {
			if f, ok := r.arriving[seq][v]; ok {
				backlog = append(backlog, f)
			}
		}
	}
	backlog = append(backlog, r.unread...)
	return &tables.Remote{Session: r.link.s, Welcome: &w, Backlog: backlog}
}
