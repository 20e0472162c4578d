// Package botclient plays a seat of an online room with a bot, from the
// frames a client.Session hands it and nothing else: the seat's views,
// read through the game's codec. The arena's online games and the
// server's tests sit their bots with it.
package botclient

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
)

// Seat is a bot playing one seat.
type Seat struct {
	Game  rules.Game
	Seat  int
	Agent rules.Agent
	// InTurn makes the bot wait, when several seats are to act at once,
	// until it is the first of them: the order a game at one table (and
	// the arena's record) makes their moves in, so that a game played
	// online can be the same game move for move.
	InTurn bool
	// Think is the work per Think call (default 64).
	Think int
	// StopAfter, when above 0, ends the play after that many moves, as
	// a person who walks away (the session stays as it is).
	StopAfter int
}

// Result is how a seat's game ended.
type Result struct {
	End *proto.End
	// Verified is the seat's check of everything it was shown against the
	// revealed seed and record (nil: every view was true).
	Verified error
	Moves    int // moves this seat made
	Refused  int // its moves refused because another seat moved first
}

// Play plays the seat until the room's game ends, the session ends, or
// ctx is done.
func (b *Seat) Play(ctx context.Context, s *client.Session) (Result, error) {
	codec, ok := b.Game.(rules.Codec)
	if !ok {
		return Result{}, fmt.Errorf("%s has no wire codec", b.Game.Name())
	}
	think := b.Think
	if think == 0 {
		think = 64
	}
	var (
		view   rules.State
		seq    = -1
		acted  = -1 // the sequence number this seat last moved after
		ledger *proto.Ledger
		res    Result
	)
	for {
		var ev any
		var err error
		select {
		case ev = <-s.Events():
		case <-ctx.Done():
			return res, ctx.Err()
		}
		if ev == nil {
			if err := s.Err(); err != nil {
				return res, err
			}
			return res, errors.New("the session ended before the game")
		}
		switch f := ev.(type) {
		case *proto.Welcome:
			if ledger == nil {
				ledger = proto.NewLedger(f.Room, f.SeedHash, b.Seat)
			}
		case *proto.View:
			if f.Viewer != b.Seat {
				continue
			}
			ledger.Saw(f)
			if view, err = codec.DecodeView(f.View); err != nil {
				return res, fmt.Errorf("view %d: %w", f.Seq, err)
			}
			seq = f.Seq
		case *proto.MoveMade:
			if f.Viewer != b.Seat {
				continue
			}
			ledger.SawMove(f)
			if view, err = codec.DecodeView(f.View); err != nil {
				return res, fmt.Errorf("move %d: %w", f.Seq, err)
			}
			seq = f.Seq
		case *proto.Refused:
			if b.InTurn {
				// in turn, nothing moves under the bot: a refusal is a bug
				return res, fmt.Errorf("seat %d's move %d refused: %s", f.Seat, f.N, f.Reason)
			}
			// another seat (a stand-in, a person) moved first and the
			// position changed: the bot decides again from the next frame
			res.Refused++
			continue
		case *proto.End:
			res.End = f
			res.Verified = ledger.Check(b.Game, f)
			return res, nil
		default:
			continue
		}
		if view == nil || view.Done() || acted == seq {
			continue
		}
		toAct := view.ToAct(nil)
		if !slices.Contains(toAct, b.Seat) || b.InTurn && toAct[0] != b.Seat {
			continue
		}
		b.Agent.Begin(view, b.Seat)
		for !b.Agent.Think(think) {
		}
		s.Move(b.Seat, b.Game.FormatMove(b.Agent.Decide()))
		acted = seq
		res.Moves++
		if res.Moves == b.StopAfter {
			return res, nil
		}
	}
}
