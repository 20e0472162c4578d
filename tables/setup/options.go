package setup

import "salotto/tables"

// The game's options are its rules' spec (rules.SpecOf): one row of
// choices each, beyond seats and seed (the player count, the necklace
// game's solo mode included, is the stepper's). The words are the
// catalog's "setup.option.KEY" and "setup.choice.KEY.VALUE" (VALUE "none"
// for the empty one).

// choiceID is how a choice's value reads in ids and catalog keys.
func choiceID(v string) string {
	if v == "" {
		return "none"
	}
	return v
}

// levels are the seat kinds offered, in order; each is shown as the
// catalog's "setup.level.LEVEL".
var levels = []string{tables.Human, "easy", "normal", "hard", "expert"}

// maxName is the longest name, in characters, a seat may have: enough for
// most first names, short enough for every table's seat panel.
const maxName = 12

// maxSeedDigits is the length of the largest uint64.
const maxSeedDigits = 20
