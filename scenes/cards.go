package scenes

import (
	"fmt"
	"strconv"
	"strings"

	"salotto/art"
	"salotto/lang"
	"salotto/sprites"
)

// cardArt is a card face ready to paint, its width/height ratio and the
// key the sprites card cache shares its images under.
type cardArt struct {
	face   art.Face
	aspect float64
	key    string
	game   string
}

// newCardNode makes a face-up sprites card of w×h showing a.
func newCardNode(a cardArt, w, h float64) *sprites.Card {
	return sprites.NewCard(a.key, sprites.PaintFunc(a.face), art.BackKey(a.game), sprites.PaintFunc(cardBack(a.game)), w, h)
}

// cardBack is each game's card back (a plain lattice for a game art has
// no back for).
func cardBack(game string) art.Face {
	switch game {
	case "dolcevita":
		return art.DolceVitaBack()
	case "dolores":
		return art.DoloresBack()
	case "necklace":
		return art.NecklaceBack()
	}
	return art.Face(sprites.DefaultBack(art.Palette(game).Accent))
}

var luxuryKinds = map[string]int{
	"house": art.House, "car": art.Car, "boat": art.Boat, "horse": art.Horse,
	"jewellery": art.Jewellery, "jewelry": art.Jewellery, "clock": art.Clock, "vacation": art.Vacation,
}

// resolveCard finds the face a picture line names. Errors say which part
// of the spec is wrong, so a typo in a rules text is caught by a test.
//
// words names what a face writes on itself (the gestures' names).
func resolveCard(words *lang.Catalog, c CardSpec) (cardArt, error) {
	a, err := resolveFace(words, c)
	a.game = c.Game
	return a, err
}

func resolveFace(words *lang.Catalog, c CardSpec) (cardArt, error) {
	bad := func(why string) (cardArt, error) {
		return cardArt{}, fmt.Errorf("card picture %s: %s", c, why)
	}
	arg := func(i int) string {
		if i < len(c.Args) {
			return c.Args[i]
		}
		return ""
	}
	num := func(i int) (int, bool) {
		n, err := strconv.Atoi(arg(i))
		return n, err == nil
	}
	switch c.Game {
	case "dolcevita":
		switch c.Kind {
		case "luxury":
			kind, ok := luxuryKinds[arg(0)]
			v, okV := num(1)
			if !ok || !okV || len(c.Args) != 2 || v < 100000 || v > 700000 || v%100000 != 0 {
				return bad("want luxury:KIND:VALUE with KIND house, car, boat, horse, jewellery, clock or vacation and VALUE 100000..700000") //catalog:exempt a card-spec error for rules authors, caught by tests
			}
			return cardArt{face: art.LuxuryFace(words, kind, v), aspect: art.SmallAspect, key: art.LuxuryKey(words, kind, v)}, nil
		case "money":
			v, ok := num(0)
			if !ok || len(c.Args) != 1 || (v != 100000 && v != 200000) {
				return bad("want money:100000 or money:200000") //catalog:exempt a card-spec error for rules authors, caught by tests
			}
			return cardArt{face: art.MoneyFace(words, v), aspect: art.SmallAspect, key: art.MoneyKey(words, v)}, nil
		case "number":
			n, ok := num(0)
			seat := 0
			if len(c.Args) == 2 {
				s, okS := num(1)
				ok = ok && okS
				seat = s
			}
			if !ok || n < 1 || n > 6 || len(c.Args) > 2 {
				return bad("want number:N[:SEAT] with N 1..6") //catalog:exempt a card-spec error for rules authors, caught by tests
			}
			return cardArt{face: art.NumberFace(n, seat), aspect: art.PokerAspect, key: art.NumberKey(n, seat)}, nil
		case "back":
			return cardArt{face: art.DolceVitaBack(), aspect: art.SmallAspect, key: art.BackKey("dolcevita")}, nil
		}
	case "dolores":
		return resolveDolores(words, c, bad)
	case "necklace":
		return resolveNecklace(c, bad)
	}
	return bad("unknown game or kind (games: dolcevita, dolores, necklace)") //catalog:exempt a card-spec error for rules authors, caught by tests
}

// lower is strings.ToLower for ids in specs.
func lower(s string) string { return strings.ToLower(s) }
