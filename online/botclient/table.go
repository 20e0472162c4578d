package botclient

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"

	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
)

// Table is a room of bots, each seat on its own connection, played from
// a host connection that makes the room and starts it.
type Table struct {
	Game    rules.Game
	Options rules.Options
	// Levels are the bots' levels by seat; "" leaves the seat to a
	// person, who joins with the room's code.
	Levels []string
	// Seed fixes the deal; BotSeed gives each seat's bot its seed.
	Seed    uint64
	BotSeed func(seat int) uint64
	// Grace is the room's grace time for dropped seats, in seconds (0:
	// the server's default).
	Grace int
	// OnRoom is told the room's code once the room is made.
	OnRoom func(code string)
	// OnSeated is told the room's code once every bot has its seat, so
	// that a person who joins then takes the seat left to them.
	OnSeated func(code string)
}

// Outcome is a finished room: its code and each bot seat's result.
type Outcome struct {
	Room    string
	Results []Result // by seat; a person's seat is empty
}

// Play makes the room, seats the bots, starts the game once every seat is
// taken, and plays it to the end.
func (t *Table) Play(ctx context.Context, c client.Config) (Outcome, error) {
	create := &proto.Create{T: proto.TCreate, Game: t.Game.Name(), Options: t.Options, Host: Token(), Fixed: true, Seed: t.Seed, Grace: t.Grace}
	for range t.Levels {
		create.Seats = append(create.Seats, proto.SeatSpec{Kind: proto.KindOnline})
	}
	host := client.Open(c, create)
	defer host.Close()
	w, err := welcome(ctx, host)
	if err != nil {
		return Outcome{}, err
	}
	out := Outcome{Room: w.Room, Results: make([]Result, len(t.Levels))}
	if t.OnRoom != nil {
		t.OnRoom(w.Room)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type done struct {
		seat int
		res  Result
		err  error
	}
	results := make(chan done, len(t.Levels))
	bots := 0
	for p, level := range t.Levels {
		if level == "" {
			continue
		}
		agent, err := t.Game.NewBot(level, t.BotSeed(p))
		if err != nil {
			return out, err
		}
		seat := p
		s := client.Open(c, &proto.Join{T: proto.TJoin, Room: w.Room, Name: level, Token: Token(), Seat: &seat})
		defer s.Close()
		bots++
		go func() {
			b := &Seat{Game: t.Game, Seat: seat, Agent: agent, InTurn: true}
			res, err := b.Play(ctx, s)
			results <- done{seat, res, err}
		}()
	}
	if err := t.startWhenFull(ctx, host, w.Room); err != nil {
		return out, err
	}
	go drain(host)
	var firstErr error
	for range bots {
		d := <-results
		if d.err != nil && firstErr == nil {
			firstErr = fmt.Errorf("seat %d: %w", d.seat, d.err)
			cancel()
		}
		out.Results[d.seat] = d.res
	}
	return out, firstErr
}

// End is the room's end as a seat saw it (the first bot seat's).
func (o Outcome) End() *proto.End {
	for _, r := range o.Results {
		if r.End != nil {
			return r.End
		}
	}
	return nil
}

func welcome(ctx context.Context, s *client.Session) (*proto.Welcome, error) {
	for {
		select {
		case ev, ok := <-s.Events():
			if !ok {
				return nil, fmt.Errorf("the session ended before its welcome: %w", s.Err())
			}
			switch f := ev.(type) {
			case *proto.Welcome:
				return f, nil
			case *proto.Error:
				if f.Code != proto.ErrBusy {
					return nil, fmt.Errorf("%s: %s", f.Code, f.Reason)
				}
			}
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// startWhenFull starts the game once the room says every seat is taken,
// telling OnSeated when the bots are all seated.
func (t *Table) startWhenFull(ctx context.Context, host *client.Session, code string) error {
	seated := t.OnSeated == nil
	for {
		select {
		case ev, ok := <-host.Events():
			if !ok {
				return fmt.Errorf("the host's session ended: %w", host.Err())
			}
			switch f := ev.(type) {
			case *proto.Seats:
				if f.Phase != proto.Lobby {
					return nil
				}
				if !seated && t.botsSeated(f) {
					seated = true
					t.OnSeated(code)
				}
				if full(f) {
					host.Start()
				}
			case *proto.Error:
				if f.Code == proto.ErrBadRoom {
					return errors.New(f.Reason)
				}
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// botsSeated reports whether every seat a bot plays is taken.
func (t *Table) botsSeated(f *proto.Seats) bool {
	for p, s := range f.Seats {
		if p < len(t.Levels) && t.Levels[p] != "" && s.Presence == proto.Empty {
			return false
		}
	}
	return true
}

func full(f *proto.Seats) bool {
	for _, s := range f.Seats {
		if s.Presence == proto.Empty {
			return false
		}
	}
	return true
}

// drain reads what else the host is told (seats, the end), which it
// does not need.
func drain(s *client.Session) {
	for range s.Events() {
	}
}

// Token makes a fresh 128-bit token.
func Token() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
