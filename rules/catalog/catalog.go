// Package catalog lists the games Salotto plays, so that the arena, records
// and scenes can find a game by name without importing each one.
package catalog

import (
	"fmt"
	"sort"
	"strings"

	"salotto/rules"
	"salotto/rules/dolcevita"
	"salotto/rules/dolores"
	"salotto/rules/necklace"
)

// games is filled by one line per game package.
var games = []rules.Game{
	dolcevita.Game,
	dolores.Game{},
	necklace.Game{},
}

// All returns every game, in the order the title screen shows them.
func All() []rules.Game { return games }

// Lookup finds a game by its Name.
func Lookup(name string) (rules.Game, error) {
	for _, g := range games {
		if g.Name() == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the games' names, sorted.
func Names() []string {
	var n []string
	for _, g := range games {
		n = append(n, g.Name())
	}
	sort.Sort(sort.StringSlice(n)) // not sort.Strings: its generic sort adds to the download
	return n
}
