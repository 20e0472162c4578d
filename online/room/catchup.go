package room

import (
	"salotto/online/proto"
	"salotto/rules"
)

// spectators is the game as spectators are shown it: Delay moves behind
// the room until the game ends, so that what they see cannot be passed to
// a player in time to matter.
type spectators struct {
	state rules.State
	seq   int
}

func (s *spectators) start(r *Room) { s.state, s.seq = r.State.Clone(), 0 }

// SpectatorSeq is the last move spectators have been shown.
func (r *Room) SpectatorSeq() int { return r.spec.seq }

// SpectatorFrames moves the spectators' game on to where it may be now,
// Delay moves behind, or at the end once the game is over (or the room
// closed), and gives the public frames of the moves it passed.
func (r *Room) SpectatorFrames() ([]*proto.MoveMade, error) {
	if r.spec.state == nil {
		return nil, nil
	}
	target := r.Seq() - r.Delay
	if r.Phase == proto.Over || r.Phase == proto.Closed {
		target = r.Seq()
	}
	var out []*proto.MoveMade
	for r.spec.seq < target {
		f, err := r.replayMove(r.spec.state, r.spec.seq, -1)
		if err != nil {
			return out, err
		}
		r.spec.seq++
		out = append(out, f)
	}
	return out, nil
}

// SpectatorView is the spectators' whole view now (nil in the lobby).
func (r *Room) SpectatorView() (*proto.View, error) {
	if r.spec.state == nil {
		return nil, nil
	}
	v, err := r.codec.EncodeView(r.spec.state.View(-1))
	if err != nil {
		return nil, err
	}
	return &proto.View{T: proto.TView, Viewer: -1, Seq: r.spec.seq, View: v}, nil
}

// replayMove applies move i of the log (0-based) to state and gives its
// frame for viewer.
func (r *Room) replayMove(state rules.State, i, viewer int) (*proto.MoveMade, error) {
	e := r.Moves[i]
	m, err := r.Game.ParseMove(e.Move)
	if err != nil {
		return nil, err
	}
	evs, err := state.Apply(e.Player, m)
	if err != nil {
		return nil, err
	}
	return r.moveFrame(viewer, i+1, Entry{Seat: e.Player, Move: e.Move, By: e.By}, evs, state)
}

// MaxCatchUp is the most moves a client that missed some is sent one by
// one; one further behind gets a fresh view instead.
const MaxCatchUp = 64

// Since is what viewer missed after move last (-1: everything): each move
// since, or a fresh view when it missed more than MaxCatchUp or asks from
// a point the room never reached. A spectator's frames stop where the
// spectators' game is.
func (r *Room) Since(viewer, last int, spectator bool) ([]any, error) {
	if r.State == nil {
		return nil, nil
	}
	upto := r.Seq()
	if spectator {
		upto = r.spec.seq
	}
	switch {
	case last == upto:
		return nil, nil
	case last < 0 || last > upto || upto-last > MaxCatchUp:
		var v *proto.View
		var err error
		if spectator {
			v, err = r.SpectatorView()
		} else if upto == r.Seq() {
			v, err = r.ViewFrame(viewer)
		}
		if v == nil || err != nil {
			return nil, err
		}
		return []any{v}, nil
	}
	st, err := r.Game.Setup(r.Opts, r.Seed)
	if err != nil {
		return nil, err
	}
	for i := 0; i < last; i++ {
		m, err := r.Game.ParseMove(r.Moves[i].Move)
		if err != nil {
			return nil, err
		}
		if _, err := st.Apply(r.Moves[i].Player, m); err != nil {
			return nil, err
		}
	}
	var out []any
	for i := last; i < upto; i++ {
		f, err := r.replayMove(st, i, viewer)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}
