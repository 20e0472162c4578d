package main

import (
	"salotto/rules"
	"salotto/rules/bot"
)

// flatLevel is the seat every game has in the arena beside its own
// levels: rules/bot's flat Monte Carlo player, written from the rules
// contract alone, against which a game's bots show they are strong in
// fact and not merely fitted to each other. No table offers it.
const flatLevel = "flatmc"

// newAgent makes the bot a seat names: the arena's flat player, or one of
// the game's own levels.
func newAgent(g rules.Game, level string, seed uint64) (rules.Agent, error) {
	if level == flatLevel {
		return bot.NewFlat(bot.FlatPlayouts, seed), nil
	}
	return g.NewBot(level, seed)
}
