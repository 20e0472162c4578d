package dolores

import (
	"fmt"
	"strings"

	"salotto/rules"
	"salotto/rules/bot"
)

// Bot levels, weakest first. A level may carry a talk personality after a
// colon: "hard:honest", "hard:bluffer", "normal:quiet". Without one the
// personality is drawn from the bot's seed.
var botLevels = []string{"random", "easy", "normal", "hard", "expert"}

// Personalities for talk.
const (
	Honest  = iota // announces the gesture it means to make
	Bluffer        // announces what best misleads
	Quiet          // never talks
	numPersonalities
)

var personalityNames = [numPersonalities]string{"honest", "bluffer", "quiet"}

func (Game) BotLevels() []string { return append([]string(nil), botLevels...) }

// Personalities lists the talk personalities a level may carry after a
// colon ("hard:bluffer"), in the order of Honest, Bluffer and Quiet.
func Personalities() []string { return append([]string(nil), personalityNames[:]...) }

// NewBot makes a bot. level is one of BotLevels, optionally followed by
// ":honest", ":bluffer" or ":quiet".
func (Game) NewBot(level string, seed uint64) (rules.Agent, error) {
	name, pers, _ := strings.Cut(level, ":")
	p := int(seed % numPersonalities)
	if pers != "" {
		p = -1
		for i, n := range personalityNames {
			if n == pers {
				p = i
			}
		}
		if p < 0 {
			return nil, fmt.Errorf("dolores: unknown personality %q (honest, bluffer, quiet)", pers)
		}
	}
	return NewBotWith(name, p, seed)
}

// NewBotWith makes a bot of a level with a talk personality (Honest,
// Bluffer or Quiet).
func NewBotWith(level string, personality int, seed uint64) (rules.Agent, error) {
	if personality < 0 || personality >= numPersonalities {
		return nil, fmt.Errorf("dolores: unknown personality %d", personality)
	}
	switch level {
	case "random":
		return bot.NewRandom(seed), nil
	case "easy", "normal", "hard":
		return newSmartBot(level, personality, seed), nil
	case "expert":
		return newExpertBot(personality, seed), nil
	}
	return nil, fmt.Errorf("dolores: unknown bot level %q (%s)", level, strings.Join(botLevels, ", "))
}
