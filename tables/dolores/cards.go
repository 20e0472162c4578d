package dolores

import (
	"salotto/art"
	"salotto/lang"
	d "salotto/rules/dolores"
	"salotto/sprites"
)

var backKey = art.BackKey("dolores")

var backFace = sprites.PaintFunc(art.DoloresBack())

// faceOf is card c's art key and face: a goods crate, a Message in a
// Bottle (art ids are the rules' names) or Dawn, its words in words'
// language.
func faceOf(words *lang.Catalog, c d.Card) (string, sprites.PaintFunc) {
	switch {
	case c.IsGoods():
		return art.GoodsKey(words, c.Type(), c.Value()), sprites.PaintFunc(art.GoodsFace(words, c.Type(), c.Value()))
	case c.IsMiB():
		id := d.MiBName(c.MiB())
		return art.BottleKey(words, id), sprites.PaintFunc(art.BottleFace(words, id))
	}
	return art.DawnKey(words), sprites.PaintFunc(art.DawnFace(words))
}

// newCardNode is a card node showing c (its back when c is d.NoCard).
func newCardNode(words *lang.Catalog, c d.Card, w, h float64) *sprites.Card {
	key, face := backKey, backFace
	if c != d.NoCard {
		key, face = faceOf(words, c)
	}
	n := sprites.NewCard(key, face, backKey, backFace, w, h)
	n.SetAnchor(0.5, 0.5)
	n.SetFaceUp(c != d.NoCard)
	n.Name = c.String()
	return n
}

// show turns n into card c, face up, or face down when c is unknown.
func show(words *lang.Catalog, n *sprites.Card, c d.Card) {
	if c == d.NoCard {
		n.SetFaceUp(false)
		n.Name = c.String()
		return
	}
	n.SetFace(faceOf(words, c))
	n.SetFaceUp(true)
	n.Name = c.String()
}
