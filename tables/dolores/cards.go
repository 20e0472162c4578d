package dolores

import (
	"salotto/art"
	d "salotto/rules/dolores"
	"salotto/sprites"
)

var backKey = art.BackKey("dolores")

var backFace = sprites.PaintFunc(art.DoloresBack())

// faceOf is card c's art key and face: a goods crate, a Message in a
// Bottle (art ids are the rules' names) or Dawn.
func faceOf(c d.Card) (string, sprites.PaintFunc) {
	switch {
	case c.IsGoods():
		return art.GoodsKey(c.Type(), c.Value()), sprites.PaintFunc(art.GoodsFace(c.Type(), c.Value()))
	case c.IsMiB():
		id := d.MiBName(c.MiB())
		return art.BottleKey(id), sprites.PaintFunc(art.BottleFace(id))
	}
	return art.DawnKey(), sprites.PaintFunc(art.DawnFace())
}

// newCardNode is a card node showing c (its back when c is d.NoCard).
func newCardNode(c d.Card, w, h float64) *sprites.Card {
	key, face := backKey, backFace
	if c != d.NoCard {
		key, face = faceOf(c)
	}
	n := sprites.NewCard(key, face, backKey, backFace, w, h)
	n.SetAnchor(0.5, 0.5)
	n.SetFaceUp(c != d.NoCard)
	n.Name = c.String()
	return n
}

// show turns n into card c, face up, or face down when c is unknown.
func show(n *sprites.Card, c d.Card) {
	if c == d.NoCard {
		n.SetFaceUp(false)
		n.Name = c.String()
		return
	}
	n.SetFace(faceOf(c))
	n.SetFaceUp(true)
	n.Name = c.String()
}
