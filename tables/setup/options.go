package setup

import "salotto/tables"

// option is one game-specific setting, stored in rules.Options.Variant
// under Key. Choices are its values; the first is the default, and an
// empty value means the key is left out of the configuration. The words
// are the catalog's "setup.option.KEY" and "setup.choice.KEY.VALUE" (VALUE
// "none" for the empty one).
type option struct {
	Key     string
	Choices []string
}

// gameOptions are the settings each game offers beyond seats and seed.
// Player count (the necklace game's solo mode included) is the stepper's.
var gameOptions = map[string][]option{
	"necklace": {{Key: "expansions", Choices: []string{"", "rainbow", "gold", "rainbow+gold"}}},
}

// choiceID is how a choice's value reads in ids and catalog keys.
func choiceID(v string) string {
	if v == "" {
		return "none"
	}
	return v
}

// levels are the seat kinds offered, in order; each is shown as the
// catalog's "setup.level.LEVEL".
var levels = []string{tables.Human, "easy", "normal", "hard"}

// maxName is the longest name, in characters, a seat may have: enough for
// most first names, short enough for every table's seat panel.
const maxName = 12

// maxSeedDigits is the length of the largest uint64.
const maxSeedDigits = 20
