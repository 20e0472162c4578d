// Package tables holds what every game table shares: the configuration a
// setup screen produces and a table consumes (who sits where, bot levels,
// names, colours, options, seed). The machinery every table runs on (turns,
// the event queue, the shown view, hand-over) is the kit, tables/kit.
package tables

import (
	"fmt"
	"slices"

	"salotto/lang"
	"salotto/rules"
	"salotto/rules/record"
)

// Human marks a seat played by a person at this screen; any other Level
// names one of the game's bot levels ("easy", "normal", "hard", "expert").
const Human = "human"

// Seat is one chair at the table.
type Seat struct {
	Name  string `json:"name"`
	Level string `json:"level"` // Human or a bot level
	Color int    `json:"color"` // index into art.SeatColor
}

// IsHuman reports whether a person plays this seat.
func (s Seat) IsHuman() bool { return s.Level == Human }

// Config is everything needed to start (or restart) a game.
type Config struct {
	Game    string        `json:"game"`
	Seats   []Seat        `json:"seats"`
	Options rules.Options `json:"options"`
	Seed    uint64        `json:"seed"`
	// Moves are moves already made, in order: a table opened with them
	// shows the position after the last (a resumed save, an undo, a replay
	// step) without animating them. Empty for a new game.
	Moves []record.Entry `json:"moves,omitempty"`
	// Remote, when set, is the online room the table plays: the seats
	// whose Level is Human are this device's, the others are played
	// elsewhere (by people or by the server's bots), and nothing is
	// dealt here.
	Remote *Remote `json:"-"`
}

// botNames are the default names of computer seats, by seat: people's
// names, the same in every language.
var botNames = [...]string{"Sofia", "Marcello", "Anita", "Vittorio", "Claudia"} //catalog:exempt names of people

// BotName is the name a bot in seat i (from 0) has until a player types
// another; DefaultConfig and the setup screen both use it.
func BotName(i int) string { return botNames[i%len(botNames)] }

// DefaultConfig is one human against bots at normal (or the game's
// strongest level, for a game without one called normal), with the game's
// usual player count and options (rules.SpecOf). The person is called by
// words' "setup.you".
func DefaultConfig(words *lang.Catalog, g rules.Game, seed uint64) Config {
	opts := rules.SpecOf(g).Defaults()
	level := "normal"
	if levels := g.BotLevels(); !slices.Contains(levels, level) {
		level = levels[len(levels)-1]
	}
	c := Config{Game: g.Name(), Seed: seed, Options: opts}
	for i := 0; i < opts.Players; i++ {
		s := Seat{Name: BotName(i), Level: level, Color: i}
		if i == 0 {
			s = Seat{Name: words.T("setup.you"), Level: Human, Color: 0}
		}
		c.Seats = append(c.Seats, s)
	}
	return c
}

// Validate checks a configuration against its game g: it is g's, the
// player count is in range, there is one seat per player and each bot
// level exists (a seat played Elsewhere only in an online room's).
func (c Config) Validate(g rules.Game) error {
	if c.Game != g.Name() {
		return fmt.Errorf("a configuration of %q is not one of %s", c.Game, g.Title())
	}
	lo, hi := g.PlayerRange()
	if c.Options.Players < lo || c.Options.Players > hi {
		return fmt.Errorf("%s is played by %d to %d players, not %d", g.Title(), lo, hi, c.Options.Players)
	}
	// In the necklace game's solo mode (Players 1) the rival jeweller is
	// part of the rules, not a seat, so the count still matches.
	if len(c.Seats) != c.Options.Players {
		return fmt.Errorf("%d seats for %d players", len(c.Seats), c.Options.Players)
	}
	levels := map[string]bool{Human: true, Elsewhere: c.Remote != nil}
	for _, l := range g.BotLevels() {
		levels[l] = true
	}
	for i, s := range c.Seats {
		if !levels[s.Level] {
			return fmt.Errorf("seat %d: %s has no bot level %q", i+1, g.Title(), s.Level)
		}
	}
	return nil
}
