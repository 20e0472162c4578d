package setup

// choice is one value of a game option, with the word players see.
type choice struct{ Value, Label string }

// option is one game-specific setting, stored in rules.Options.Variant
// under Key. The first choice is the default; an empty Value means the key
// is left out of the configuration.
type option struct {
	Key, Label string
	Choices    []choice
}

// gameOptions are the settings each game offers beyond seats and seed.
// Player count (the necklace game's solo mode included) is the stepper's.
var gameOptions = map[string][]option{
	"necklace": {{
		Key: "expansions", Label: "Expansions",
		Choices: []choice{{"", "None"}, {"rainbow", "Rainbow"}, {"gold", "Gold"}, {"rainbow+gold", "Both"}},
	}},
}

// levelLabels are the seat kinds offered, in order, with their labels.
var levelLabels = []choice{{"human", "Person"}, {"easy", "Easy"}, {"normal", "Normal"}, {"hard", "Hard"}}

// maxName is the longest name, in characters, a seat may have: enough for
// most first names, short enough for every table's seat panel.
const maxName = 12

// maxSeedDigits is the length of the largest uint64.
const maxSeedDigits = 20
