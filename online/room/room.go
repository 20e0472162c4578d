package room

import (
	"errors"
	"fmt"

	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/record"
)

// Defaults of a room's options.
const (
	DefaultGrace = 60 // seconds a dropped seat waits before a stand-in plays it
	DefaultDelay = 3  // moves spectators are behind the game
)

// Room is what a room's log has built so far.
type Room struct {
	Code  string
	Game  rules.Game
	codec rules.Codec
	Opts  rules.Options
	Seed  uint64
	Fixed bool // the creator chose the seed (said in the welcome, so everyone knows)
	Salt  string
	Host  string // the host token's hash
	Grace int    // seconds
	Delay int    // moves
	Seats []Seat
	Phase string
	// State is the game, from the start on (nil in the lobby). It is the
	// live state: frames give each viewer its View, never this.
	State rules.State
	// Moves are the moves applied, as the record holds them.
	Moves []record.Entry
	Made  int64 // when the room was made (Unix milliseconds)
	Last  int64 // when the last entry was written

	spec spectators
}

// Seat is one seat of the room.
type Seat struct {
	Kind  string // proto.KindOnline, KindBot or KindHere
	Level string // a bot seat's level
	Name  string
	Token string // the hash of the token that holds the seat; "" for a bot or a free online seat
	// LastN is the number of the last move its person sent that was
	// applied (proto.Move.N): a move numbered no higher is a repeat.
	LastN   int
	StandIn bool // a stand-in bot plays it now
}

// Free reports whether the seat is an online seat nobody has taken.
func (s Seat) Free() bool { return s.Kind == proto.KindOnline && s.Token == "" }

// Person reports whether a person holds the seat (online or here).
func (s Seat) Person() bool { return s.Kind != proto.KindBot }

// Refusal is a request the room turns down, with the protocol's error
// code and a sentence.
type Refusal struct {
	Code   string
	Reason string
}

func (r *Refusal) Error() string { return r.Reason }

func refuse(code, format string, args ...any) *Refusal {
	return &Refusal{code, fmt.Sprintf(format, args...)}
}

// Make checks a create request and writes the entry that makes its room,
// with the seed and salt the server drew (a fixed seed replaces the seed).
func Make(c *proto.Create, seed uint64, salt string, now int64) (Entry, error) {
	g, err := catalog.Lookup(c.Game)
	if err != nil {
		return Entry{}, refuse(proto.ErrBadRoom, "%v", err)
	}
	if c.Fixed {
		seed = c.Seed
	}
	e := Entry{T: ERoom, At: now, Game: g.Name(), RulesVersion: g.RulesVersion(), Options: &c.Options,
		Seed: seed, Fixed: c.Fixed, Salt: salt, Host: proto.TokenHash(c.Host), Grace: c.Grace, Delay: c.Delay}
	if e.Grace == 0 {
		e.Grace = DefaultGrace
	}
	if e.Delay == 0 {
		e.Delay = DefaultDelay
	}
	for _, s := range c.Seats {
		se := SeatEntry{Kind: s.Kind, Level: s.Level, Name: s.Name}
		if s.Token != "" {
			se.Token = proto.TokenHash(s.Token)
		}
		e.Seats = append(e.Seats, se)
	}
	if _, err := New("", e); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// New builds a room from the entry that made it, checking it: a room is
// only ever made of entries the room would have written.
func New(code string, e Entry) (*Room, error) {
	if e.T != ERoom || e.Options == nil {
		return nil, refuse(proto.ErrBadRoom, "a log must begin with the room's making")
	}
	g, err := catalog.Lookup(e.Game)
	if err != nil {
		return nil, refuse(proto.ErrBadRoom, "%v", err)
	}
	codec, ok := g.(rules.Codec)
	if !ok {
		return nil, refuse(proto.ErrBadRoom, "%s cannot be played online", g.Title())
	}
	if e.RulesVersion != g.RulesVersion() {
		return nil, refuse(proto.ErrBadRoom, "a room of %s rules version %d; this server plays version %d", g.Name(), e.RulesVersion, g.RulesVersion())
	}
	if err := proto.CheckSalt(e.Salt); err != nil {
		return nil, refuse(proto.ErrBadRoom, "%v", err)
	}
	lo, hi := g.PlayerRange()
	if n := e.Options.Players; n < lo || n > hi {
		return nil, refuse(proto.ErrBadRoom, "%s is played by %d to %d players, not %d", g.Title(), lo, hi, n)
	}
	if len(e.Seats) != e.Options.Players {
		return nil, refuse(proto.ErrBadRoom, "%d seats for %d players", len(e.Seats), e.Options.Players)
	}
	if _, err := g.Setup(*e.Options, e.Seed); err != nil {
		return nil, refuse(proto.ErrBadRoom, "%s refuses these options: %v", g.Title(), err)
	}
	if e.Grace < 1 || e.Grace > proto.MaxGrace || e.Delay < 1 || e.Delay > proto.MaxDelay {
		return nil, refuse(proto.ErrBadRoom, "grace %d s or delay %d moves out of range", e.Grace, e.Delay)
	}
	r := &Room{Code: code, Game: g, codec: codec, Opts: *e.Options, Seed: e.Seed, Fixed: e.Fixed, Salt: e.Salt,
		Host: e.Host, Grace: e.Grace, Delay: e.Delay, Phase: proto.Lobby, Made: e.At, Last: e.At, Moves: []record.Entry{}}
	for i, s := range e.Seats {
		if s.Kind == proto.KindBot {
			if _, err := g.NewBot(s.Level, 0); err != nil {
				return nil, refuse(proto.ErrBadRoom, "seat %d: %s has no bot level %q", i, g.Title(), s.Level)
			}
		}
		if (s.Kind == proto.KindHere) != (s.Token != "") {
			return nil, refuse(proto.ErrBadRoom, "seat %d: a here seat has a token, and no other", i)
		}
		r.Seats = append(r.Seats, Seat{Kind: s.Kind, Level: s.Level, Name: s.Name, Token: s.Token})
	}
	if r.hostless() {
		return nil, refuse(proto.ErrBadRoom, "a room needs at least one person")
	}
	return r, nil
}

func (r *Room) hostless() bool {
	for _, s := range r.Seats {
		if s.Person() {
			return false
		}
	}
	return true
}

// Replay builds a room from its whole log.
func Replay(code string, log []Entry) (*Room, error) {
	if len(log) == 0 {
		return nil, errors.New("an empty log")
	}
	r, err := New(code, log[0])
	if err != nil {
		return nil, fmt.Errorf("entry 0: %w", err)
	}
	for i, e := range log[1:] {
		if _, err := r.Apply(e); err != nil {
			return nil, fmt.Errorf("entry %d (%s): %w", i+1, e.T, err)
		}
	}
	return r, nil
}

// SeatOf is the seat a token holds, or -1.
func (r *Room) SeatOf(token string) int {
	h := proto.TokenHash(token)
	for i, s := range r.Seats {
		if s.Token == h {
			return i
		}
	}
	return -1
}

// IsHost reports whether token is the host's.
func (r *Room) IsHost(token string) bool { return proto.TokenHash(token) == r.Host }

// Ready reports whether every online seat is taken, so the host may start.
func (r *Room) Ready() bool {
	for _, s := range r.Seats {
		if s.Free() {
			return false
		}
	}
	return true
}

// Seq is the number of moves applied: the sequence number of the last.
func (r *Room) Seq() int { return len(r.Moves) }

// Record is the game as a game record: the seats by name (a bot seat by
// its level), and every move, a stand-in's marked as such.
func (r *Room) Record() *record.Record {
	seats := make([]string, len(r.Seats))
	for i, s := range r.Seats {
		seats[i] = s.Name
		if s.Kind == proto.KindBot {
			seats[i] = s.Level
		}
	}
	return record.New(r.Game, r.Opts, r.Seed, seats).With(r.Moves)
}

// BotSeed is the seed of the bot that plays seat p, a bot seat's or a
// stand-in's, as a table at one screen seeds its bots.
func (r *Room) BotSeed(p int) uint64 { return r.Seed ^ (uint64(p+1) * 0x9e3779b97f4a7c15) }
