package dolcevita

import (
	"strconv"

	"salotto/art"
	"salotto/lang"
	dv "salotto/rules/dolcevita"
	"salotto/sprites"
)

// gridCard is a luxury or money card node and the card it shows.
type gridCard struct {
	*sprites.Card
	card dv.Card
}

// numCard is one of a seat's number cards; where it lies is the model's
// (model.Model.Num).
type numCard struct {
	*sprites.Card
	seat, n int
}

var backKey = art.BackKey("dolcevita")

var backFace = sprites.PaintFunc(art.DolceVitaBack())

// newGridCard makes the node of a luxury or money card, its name and
// amount written in words' language.
func newGridCard(words *lang.Catalog, c dv.Card, w, h float64) *gridCard {
	var key string
	var face art.Face
	if c.IsMoney() {
		key = art.MoneyKey(words, c.Worth())
		face = art.MoneyFace(words, c.Worth())
	} else {
		key = art.LuxuryKey(words, int(c.Luxury()), c.Worth())
		face = art.LuxuryFace(words, int(c.Luxury()), c.Worth())
	}
	g := &gridCard{Card: sprites.NewCard(key, sprites.PaintFunc(face), backKey, backFace, w, h), card: c}
	g.Name = c.String()
	return g
}

// newNumCard makes number card n of seat, in the seat's colour.
func newNumCard(seat, color, n int, w, h float64) *numCard {
	key := art.NumberKey(n, color)
	c := &numCard{Card: sprites.NewCard(key, sprites.PaintFunc(art.NumberFace(n, color)), backKey, backFace, w, h), seat: seat, n: n}
	c.Payload = c
	c.Name = "number " + strconv.Itoa(n) //catalog:exempt a node's debugging name, never shown
	return c
}
