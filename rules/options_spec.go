package rules

// Option is one choice a game offers before it starts, kept in
// Options.Variant under Key. Choices are its values in the order offered;
// the empty value means the key is left out (the game's plain form).
// Default is the value a new game starts with.
type Option struct {
	Key     string
	Choices []string
	Default string
}

// OptionSpec is what a game says of its options, as OpenSpiel's Parameters
// block does: the player count a new game is offered with and the choices
// a setup screen shows. The "start" key every game takes (the first
// player, drawn from the seed when absent) is not a choice: it is not
// listed.
type OptionSpec struct {
	// Players is the usual player count, within PlayerRange.
	Players int
	Options []Option
}

// Specifier is the optional part of a Game that lists its options. A game
// without it offers no choices, and a new game of it seats the smallest
// lively table: three players where its range allows.
type Specifier interface {
	OptionSpec() OptionSpec
}

// SpecOf is g's option spec, or the default one for a game without.
func SpecOf(g Game) OptionSpec {
	if s, ok := g.(Specifier); ok {
		return s.OptionSpec()
	}
	lo, hi := g.PlayerRange()
	return OptionSpec{Players: max(lo, min(hi, 3))}
}

// Defaults are the options of a new game: the usual player count and each
// option's default (an empty default leaves its key out).
func (s OptionSpec) Defaults() Options {
	o := Options{Players: s.Players}
	for _, opt := range s.Options {
		if opt.Default != "" {
			if o.Variant == nil {
				o.Variant = map[string]string{}
			}
			o.Variant[opt.Key] = opt.Default
		}
	}
	return o
}
