package setup

import (
	"slices"

	"salotto/save"
	"salotto/tables"
)

// seatsKind is the document of the seats last chosen for a game
// ("seats-GAME"): a tables.Config without its seed or moves, so that the
// next game starts from the same table and a new deal.
var seatsKind = save.Kind{Name: "seats", Format: 1}

// seatsDoc is the document name of game's last seats; a New room's
// (online) are kept apart, so that neither changes the other.
func seatsDoc(game string) string { return "seats-" + game }

// docOf is the document of this screen's last seats.
func (s *Setup) docOf() string {
	if s.online != nil {
		return seatsDoc("online-" + s.game)
	}
	return seatsDoc(s.game)
}

// restoreLast starts the screen from the seats chosen last time for this
// game, when the store has them and they still fit the game (a player
// count in range, levels the game has, options it offers).
func (s *Setup) restoreLast() {
	if s.ctx.Store == nil {
		return
	}
	var c tables.Config
	if err := s.ctx.Store.Read(s.docOf(), seatsKind, &c); err != nil {
		return
	}
	c.Game = s.game
	if s.validate(c) != nil || len(c.Seats) > len(s.seats) {
		return
	}
	for _, st := range c.Seats {
		if !s.offers(st.Level) {
			return // a level the screen does not offer (random)
		}
	}
	s.n = len(c.Seats)
	for i, st := range c.Seats {
		s.seats[i].Seat = st
	}
	for i := range s.seats[:s.n] {
		s.seats[i].custom = s.seats[i].Name != s.defaultName(i)
	}
	for i := s.n; i < len(s.seats); i++ {
		s.seats[i].Color = s.freeColor(i)
	}
	for oi, o := range s.opts {
		if k := slices.Index(o.Choices, c.Options.Variant[o.Key]); k >= 0 {
			s.optVal[oi] = k
		}
	}
}

// rememberSeats keeps c's seats and options for the next setup of this
// game (not its seed: the next game is a new deal).
func (s *Setup) rememberSeats(c tables.Config) {
	if s.ctx.Store == nil {
		return
	}
	c.Seed, c.Moves = 0, nil
	s.ctx.Store.Write(s.docOf(), seatsKind, c)
}
