package necklace

import (
	"fmt"
	"strings"

	"salotto/rules"
	"salotto/rules/bot"
)

// Game is The Duchess's Necklace. Its zero value is ready to use; register
// it as necklace.Game{}.
type Game struct{}

// Name is the game's identifier.
func (Game) Name() string { return "necklace" }

// Title is the game's name shown to players.
func (Game) Title() string { return "The Duchess's Necklace" }

// RulesVersion changes whenever a rules change could alter a recorded game.
func (Game) RulesVersion() int { return 1 }

// PlayerRange: 1 is solo against the rival jeweller, 2 a duel.
func (Game) PlayerRange() (min, max int) { return 1, 2 }

// OptionSpec implements rules.Specifier: two players, and the expansions
// (the rainbow stones and court gold), none by default.
func (Game) OptionSpec() rules.OptionSpec {
	return rules.OptionSpec{Players: 2, Options: []rules.Option{
		{Key: "expansions", Choices: []string{"", "rainbow", "gold", "rainbow+gold"}},
	}}
}

// FormatMove gives "take draw", "take discard", "discard B07" or "decline".
func (Game) FormatMove(m rules.Move) string {
	switch m.Kind {
	case KindTakeDraw:
		return "take draw"
	case KindTakeDiscard:
		return "take discard"
	case KindDiscard:
		return "discard " + Card(m.A).String()
	case KindDecline:
		return "decline"
	}
	return fmt.Sprintf("move(%d %d %d %d %d)", m.Kind, m.A, m.B, m.C, m.D)
}

// ParseMove reads a move's text form; "pass" is read as "decline", "draw"
// as "take draw".
func (Game) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(strings.ToLower(text))
	switch {
	case len(f) == 2 && f[0] == "take" && f[1] == "draw", len(f) == 1 && f[0] == "draw":
		return TakeDraw, nil
	case len(f) == 2 && f[0] == "take" && f[1] == "discard":
		return TakeDiscard, nil
	case len(f) == 1 && (f[0] == "decline" || f[0] == "pass"):
		return Decline, nil
	case len(f) == 2 && f[0] == "discard":
		c, err := ParseCard(f[1])
		if err != nil {
			return rules.Move{}, fmt.Errorf("move %q: %v", text, err)
		}
		return DiscardMove(c), nil
	}
	return rules.Move{}, fmt.Errorf("unknown move %q (moves: take draw, take discard, discard B07, decline)", text)
}

// BotLevels lists the bots, weakest first.
func (Game) BotLevels() []string { return []string{"random", "easy", "normal", "hard", "expert"} }

// NewBot makes a bot of level whose own choices are drawn from seed.
func (Game) NewBot(level string, seed uint64) (rules.Agent, error) {
	switch level {
	case "random":
		return bot.NewRandom(seed), nil
	case "easy":
		return NewEasyBot(seed), nil
	case "normal":
		return NewNormalBot(seed), nil
	case "hard":
		return NewHardBot(DefaultHardIterations, seed), nil
	case "expert":
		return NewExpertBot(seed), nil
	}
	return nil, fmt.Errorf("unknown bot level %q (levels: random, easy, normal, hard, expert)", level)
}
