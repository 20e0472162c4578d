package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/lang"
	"salotto/rules"
	"salotto/rulesref"
)

// Game is one game as the screens outside its table see it: the title's
// tile, the rules reference, the setup screen and the kit's frames around
// a table. It is the part of a game's descriptor (tables.Descriptor) that
// needs nothing of the table: the game's table package writes it once and
// tables/all registers it, so no screen here names a game.
type Game struct {
	// Rules is the game itself; its Name is the id every scene name,
	// save and catalog key uses ("dolores").
	Rules rules.Game
	// Colors are the game's palette; Felt paints its table cloth.
	Colors art.Colors
	Felt   func(dst *ebiten.Image)
	// Deck is the fan of cards on the title's tile, left to right, as
	// picture specs ("dolores:dawn").
	Deck []string
	// Picture resolves a picture spec of this game ("dolores:goods:wine:2",
	// from the rules reference or Deck); an error says which part is wrong.
	Picture func(words *lang.Catalog, c CardSpec) (CardArt, error)
	// Back is the game's card back and the key it is cached under.
	Back func(words *lang.Catalog) (art.Face, string)
}

// ID is the game's name ("dolores").
func (g *Game) ID() string { return g.Rules.Name() }

// AddGame registers g: the title shows its tile (after those added
// before), and "rules:ID" opens its reference when rulesref has one.
// Adding a game of the same id again replaces it.
func (r *Registry) AddGame(g Game) {
	for i := range r.games {
		if r.games[i].ID() == g.ID() {
			r.games[i] = g
			return
		}
	}
	r.games = append(r.games, g)
	if rulesref.Has(g.ID()) {
		r.rules = append(r.rules, g.ID())
		r.Add("rules", r.rules, func(ctx *Context, game string) (Scene, error) { return NewRules(ctx, game) })
	}
}

// Games are the registered games, in title-screen order.
func (r *Registry) Games() []Game { return r.games }

// Game is the registered game id, or nil.
func (r *Registry) Game(id string) *Game {
	for i := range r.games {
		if r.games[i].ID() == id {
			return &r.games[i]
		}
	}
	return nil
}
