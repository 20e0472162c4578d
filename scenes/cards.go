package scenes

import (
	"fmt"

	"salotto/art"
	"salotto/lang"
	"salotto/sprites"
)

// CardArt is a card face ready to paint: the face, its width/height ratio
// and the key the sprites card cache shares its images under. A game's
// Picture makes it; the back is the game's (Game.Back).
type CardArt struct {
	Face   art.Face
	Aspect float64
	Key    string

	back    art.Face
	backKey string
}

// newCardNode makes a face-up sprites card of w×h showing a.
func newCardNode(a CardArt, w, h float64) *sprites.Card {
	return sprites.NewCard(a.Key, sprites.PaintFunc(a.Face), a.backKey, sprites.PaintFunc(a.back), w, h)
}

// resolveCard finds the face a picture line names, asking the game it
// names (Game.Picture). Errors say which part of the spec is wrong, so a
// typo in a rules text is caught by a test.
func resolveCard(ctx *Context, c CardSpec) (CardArt, error) {
	g := ctx.Scenes.Game(c.Game)
	if g == nil || g.Picture == nil {
		return CardArt{}, fmt.Errorf("card picture %s: no game of that name is registered", c) //catalog:exempt a card-spec error for rules authors, caught by tests
	}
	a, err := g.Picture(ctx.Words, c)
	if err != nil {
		return CardArt{}, fmt.Errorf("card picture %s: %w", c, err)
	}
	a.back, a.backKey = cardBack(ctx.Words, g)
	return a, nil
}

// cardBack is g's card back and its key, or a plain lattice in its accent.
func cardBack(words *lang.Catalog, g *Game) (art.Face, string) {
	if g.Back != nil {
		return g.Back(words)
	}
	return art.Face(sprites.DefaultBack(g.Colors.Accent)), art.BackKey(g.ID())
}

// ResolveCard is resolveCard for tests outside the package: the face and
// its aspect a spec names, or why it names none.
func ResolveCard(ctx *Context, c CardSpec) (CardArt, error) { return resolveCard(ctx, c) }
