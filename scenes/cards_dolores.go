package scenes

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/art"
	"salotto/gfx"
	"salotto/lang"
)

var goodsKinds = map[string]int{
	"weapons": art.Weapons, "wine": art.Wine, "jewelry": art.Jewelry, "jewellery": art.Jewelry, "lace": art.Lace,
	"tableware": art.Tableware, "instruments": art.Instruments, "gold": art.GoldIngots,
}

// gestures are the gesture cards a rules picture can name; each writes its
// name (cards.gesture.NAME in the catalog) beneath the hand.
var gestures = map[string]bool{"share": true, "fight": true, "dodge": true}

// resolveDolores reads dolores:goods:KIND:VALUE, dolores:bottle:ID,
// dolores:dawn, dolores:back and dolores:gesture:NAME.
func resolveDolores(words *lang.Catalog, c CardSpec, bad func(string) (cardArt, error)) (cardArt, error) {
	switch c.Kind {
	case "goods":
		if len(c.Args) != 2 {
			break
		}
		kind, ok := goodsKinds[c.Args[0]]
		v, err := strconv.Atoi(c.Args[1])
		if !ok || err != nil || v < 1 || v > 3 {
			return bad("want goods:KIND:VALUE with KIND weapons, wine, jewelry, lace, tableware, instruments or gold and VALUE 1..3") //catalog:exempt a card-spec error for rules authors, caught by tests
		}
		return cardArt{face: art.GoodsFace(words, kind, v), aspect: art.PokerAspect, key: art.GoodsKey(words, kind, v)}, nil
	case "bottle":
		if len(c.Args) != 1 || art.BottleName(words, c.Args[0]) == "" {
			return bad("want bottle:ID with ID broken-lantern, lookout, theft, swirl, ebb, convoy, ruse, mix-up or wager") //catalog:exempt a card-spec error for rules authors, caught by tests
		}
		return cardArt{face: art.BottleFace(words, c.Args[0]), aspect: art.PokerAspect, key: art.BottleKey(words, c.Args[0])}, nil
	case "dawn":
		if len(c.Args) == 0 {
			return cardArt{face: art.DawnFace(words), aspect: art.PokerAspect, key: art.DawnKey(words)}, nil
		}
	case "back":
		if len(c.Args) == 0 {
			return cardArt{face: art.DoloresBack(), aspect: art.PokerAspect, key: art.BackKey("dolores")}, nil
		}
	case "gesture":
		if len(c.Args) == 1 && gestures[c.Args[0]] {
			// the face carries a word, so its cached image is per language
			name := words.T("cards.gesture." + c.Args[0])
			return cardArt{face: gestureFace(c.Args[0], name), aspect: art.PokerAspect, key: art.GestureCardKey(words, c.Args[0])}, nil
		}
		return bad("want gesture:share, gesture:fight or gesture:dodge") //catalog:exempt a card-spec error for rules authors, caught by tests
	}
	return bad("want goods:KIND:VALUE, bottle:ID, dawn or gesture:NAME") //catalog:exempt a card-spec error for rules authors, caught by tests
}

// gestureFace shows a gesture the way the rules page needs it: the hand
// large on a parchment card with its name beneath.
func gestureFace(gesture, name string) art.Face {
	return func(dst *ebiten.Image) {
		b := dst.Bounds()
		x, y := float32(b.Min.X), float32(b.Min.Y)
		w, h := float32(b.Dx()), float32(b.Dy())
		pal := art.Palette("dolores")
		parchment := gfx.Hex("#efe3c6")
		gfx.FillRoundRect(dst, x, y, w, h, w*0.06, parchment, true)
		gfx.StrokeRoundRect(dst, x+w*0.05, y+w*0.05, w*0.9, h-w*0.1, w*0.04, float32(math.Max(1, float64(w)*0.012)), pal.Accent, true)
		art.GestureIcon(dst, gesture, x+w/2, y+h*0.42, w*0.78)
		size := math.Max(9, float64(w)*0.15)
		r := gfx.NewText(gfx.Bold, size, color.RGBA{0x2a, 0x2f, 0x3a, 0xff})
		r.SetAlign(etxt.Center)
		r.Draw(dst, name, int(x+w/2), int(float64(y+h)-size*1.1))
	}
}
