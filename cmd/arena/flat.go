package main

import (
	"salotto/rules"
	"salotto/rules/bot"
	"salotto/rules/dolcevita"
	"salotto/rules/dolores"
	"salotto/rules/necklace"
)

// flatLevel is the seat every game has in the arena beside its own
// levels: rules/bot's flat Monte Carlo player, written from the rules
// contract alone, against which a game's bots show they are strong in
// fact and not merely fitted to each other. No table offers it.
// flatLevel10 is the same player making ten times the playouts: where
// the searching bots beat the plain one nearly every game, the match no
// longer tells them apart, and the stronger yardstick may.
const (
	flatLevel   = "flatmc"
	flatLevel10 = "flatmc10"
)

// ceilings are the games' ceiling seats, which measure how much knowing
// every hidden card ("clairvoyant") or searching ten times as much
// ("expert10") would win, so that what luck leaves to skill is stated
// with figures. A ceiling seat reads the real game it plays in; only the
// arena makes one.
var ceilings = map[string]func(level string, seed uint64, real rules.State) rules.Agent{
	"dolcevita": dolcevita.CeilingBot,
	"dolores":   dolores.CeilingBot,
	"necklace":  necklace.CeilingBot,
}

// ceilingLevels names the ceiling seats for messages.
var ceilingLevels = []string{"clairvoyant", "handsight", "expert10"}

// newAgent makes the bot a seat names for the game real: the arena's flat
// player, a ceiling seat, or one of the game's own levels.
func newAgent(g rules.Game, level string, seed uint64, real rules.State) (rules.Agent, error) {
	switch level {
	case flatLevel:
		return bot.NewFlat(bot.FlatPlayouts, seed), nil
	case flatLevel10:
		return bot.NewFlat(10*bot.FlatPlayouts, seed), nil
	}
	if mk, ok := ceilings[g.Name()]; ok {
		if a := mk(level, seed, real); a != nil {
			return a, nil
		}
	}
	return g.NewBot(level, seed)
}
