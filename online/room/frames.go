package room

import (
	"salotto/internal/jsonlite"
	"salotto/online/proto"
	"salotto/rules"
)

// SeatInfos is who sits where as everyone may see it. connected says
// whether a person's seat has a device connected now (the server knows).
func (r *Room) SeatInfos(connected func(seat int) bool) []proto.SeatInfo {
	out := make([]proto.SeatInfo, len(r.Seats))
	for i, s := range r.Seats {
		info := proto.SeatInfo{Kind: s.Kind, Level: s.Level, Name: s.Name}
		switch {
		case s.Kind == proto.KindBot:
			info.Presence = proto.Bot
		case s.Free():
			info.Presence = proto.Empty
		case s.StandIn:
			info.Presence = proto.StandIn
		case connected(i):
			info.Presence = proto.Connected
		default:
			info.Presence = proto.Dropped
		}
		out[i] = info
	}
	return out
}

// Welcome is the room as a connection holding seats yours (and, if host,
// the host's token) may see it.
func (r *Room) Welcome(yours []int, host bool, connected func(int) bool) *proto.Welcome {
	w := &proto.Welcome{T: proto.TWelcome, Room: r.Code, Game: r.Game.Name(), Options: r.Opts,
		Seats: r.SeatInfos(connected), Yours: append([]int{}, yours...), Next: []int{}, Host: host,
		Phase: r.Phase, Seq: r.Seq(), SeedHash: proto.SeedHash(r.Seed, r.Salt), Fixed: r.Fixed, Grace: r.Grace, Delay: r.Delay}
	for _, p := range yours {
		w.Next = append(w.Next, r.Seats[p].LastN+1)
	}
	return w
}

// SeatsFrame tells everyone who sits where now.
func (r *Room) SeatsFrame(connected func(int) bool) *proto.Seats {
	return &proto.Seats{T: proto.TSeats, Phase: r.Phase, Seats: r.SeatInfos(connected)}
}

// ViewFrame is viewer's whole view of the game now.
func (r *Room) ViewFrame(viewer int) (*proto.View, error) {
	v, err := r.codec.EncodeView(r.State.View(viewer))
	if err != nil {
		return nil, err
	}
	return &proto.View{T: proto.TView, Viewer: viewer, Seq: r.Seq(), View: v}, nil
}

// MoveFrame is move seq, made by seat with events, as viewer sees it in
// state (the game after the move).
func (r *Room) moveFrame(viewer, seq int, e Entry, events []rules.Event, state rules.State) (*proto.MoveMade, error) {
	f := &proto.MoveMade{T: proto.TMove, Viewer: viewer, Seq: seq, Seat: e.Seat, Events: make([]jsonlite.Raw, 0, len(events)),
		Receipt: proto.Receipt(r.Salt, r.Code, seq, e.Seat, e.Move), StandIn: e.By == proto.StandIn}
	for _, ev := range events {
		b, err := r.codec.EncodeEvent(rules.RedactFor(r.Game, ev, viewer))
		if err != nil {
			return nil, err
		}
		f.Events = append(f.Events, b)
	}
	v, err := r.codec.EncodeView(state.View(viewer))
	if err != nil {
		return nil, err
	}
	f.View = v
	return f, nil
}

// MoveFrame is the move an effect committed, as viewer sees it now.
func (r *Room) MoveFrame(viewer int, fx Effect) (*proto.MoveMade, error) {
	return r.moveFrame(viewer, fx.Seq, fx.Entry, fx.Events, r.State)
}

// EndFrame reveals the seed and the salt and gives the record, once the
// game is over.
func (r *Room) EndFrame() (*proto.End, error) {
	rec, err := r.Record().Marshal()
	if err != nil {
		return nil, err
	}
	return &proto.End{T: proto.TEnd, Seq: r.Seq(), Seed: r.Seed, Salt: r.Salt, Record: rec}, nil
}

// Refused words a move the rules refused, for the seat that sent it.
func Refused(seat, n int, err error) *proto.Refused {
	f := &proto.Refused{T: proto.TRefused, Seat: seat, N: n, Seats: []int{}, Args: []int{}, Reason: err.Error()}
	if im, ok := err.(*rules.IllegalMove); ok {
		f.Code, f.Reason = string(im.Code), im.Reason
		f.Seats = append(f.Seats, im.Seats...)
		f.Args = append(f.Args, im.Args...)
	} else if rf, ok := err.(*Refusal); ok {
		f.Code = rf.Code
	}
	return f
}
