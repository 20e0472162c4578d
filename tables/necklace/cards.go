package necklace

import (
	"salotto/art"
	"salotto/lang"
	nk "salotto/rules/necklace"
	"salotto/sprites"
)

// cardNode is a necklace card on the table and the card it shows. A card
// the viewer may not see (the opponent's hand, a card just drawn by the
// other seat) has card nk.NoCard and shows its back: its face is the back
// too, so no frame can paint what the rules have not revealed.
type cardNode struct {
	*sprites.Card
	card  nk.Card
	words *lang.Catalog // the language its back writes the game's name in
}

// backOf is the card back, which writes the game's name in words' language.
func backOf(words *lang.Catalog) (string, sprites.PaintFunc) {
	return art.NecklaceBackKey(words), sprites.PaintFunc(art.NecklaceBack(words))
}

// faceOf is the art of card c: its key (art.NecklaceKey, shared with the
// rules reference and the title) and its painter, from the rules' own
// card table so the picture never disagrees with the game.
func faceOf(words *lang.Catalog, c nk.Card) (string, sprites.PaintFunc) {
	if !c.Valid() {
		return backOf(words)
	}
	info := c.Info()
	return art.NecklaceKey(info.ID), sprites.PaintFunc(art.NecklaceFace(info.ID, info.Gems, info.Count, info.WishGem, info.Florins))
}

// newCardNode makes the node of card c (face up), or of a hidden card
// (nk.NoCard: face down) of w×h, its back in words' language.
func newCardNode(words *lang.Catalog, c nk.Card, w, h float64) *cardNode {
	key, face := faceOf(words, c)
	bk, bf := backOf(words)
	n := &cardNode{Card: sprites.NewCard(key, face, bk, bf, w, h), card: c, words: words}
	n.SetFaceUp(c.Valid())
	n.Payload = n
	n.Name = c.String()
	return n
}

// reveal gives a hidden card its face (still face down: the caller flips
// it when the rules show it, at the end of the game).
func (n *cardNode) reveal(c nk.Card) {
	if n.card == c {
		return
	}
	n.card = c
	key, face := faceOf(n.words, c)
	n.SetFace(key, face)
	n.Name = c.String()
}
