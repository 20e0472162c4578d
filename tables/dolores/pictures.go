package dolores

import (
	"errors"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/art"
	"salotto/gfx"
	"salotto/lang"
	"salotto/scenes"
)

var goodsKinds = map[string]int{
	"weapons": art.Weapons, "wine": art.Wine, "jewelry": art.Jewelry, "jewellery": art.Jewelry, "lace": art.Lace,
	"tableware": art.Tableware, "instruments": art.Instruments, "gold": art.GoldIngots,
}

// pictureGestures are the gesture cards a rules picture can name; each writes its
// name (cards.gesture.NAME in the catalog) beneath the hand.
var pictureGestures = map[string]bool{"share": true, "fight": true, "dodge": true}

// picture reads the HMS Dolores cards a rules page or the title names:
// dolores:goods:KIND:VALUE, dolores:bottle:ID, dolores:dawn, dolores:back
// and dolores:gesture:NAME.
func picture(words *lang.Catalog, c scenes.CardSpec) (scenes.CardArt, error) {
	bad := func(why string) (scenes.CardArt, error) { return scenes.CardArt{}, errors.New(why) }
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
		return scenes.CardArt{Face: art.GoodsFace(words, kind, v), Aspect: art.PokerAspect, Key: art.GoodsKey(words, kind, v)}, nil
	case "bottle":
		if len(c.Args) != 1 || art.BottleName(words, c.Args[0]) == "" {
			return bad("want bottle:ID with ID broken-lantern, lookout, theft, swirl, ebb, convoy, ruse, mix-up or wager") //catalog:exempt a card-spec error for rules authors, caught by tests
		}
		return scenes.CardArt{Face: art.BottleFace(words, c.Args[0]), Aspect: art.PokerAspect, Key: art.BottleKey(words, c.Args[0])}, nil
	case "dawn":
		if len(c.Args) == 0 {
			return scenes.CardArt{Face: art.DawnFace(words), Aspect: art.PokerAspect, Key: art.DawnKey(words)}, nil
		}
	case "back":
		if len(c.Args) == 0 {
			return scenes.CardArt{Face: art.DoloresBack(), Aspect: art.PokerAspect, Key: backKey}, nil
		}
	case "gesture":
		if len(c.Args) == 1 && pictureGestures[c.Args[0]] {
			// the face carries a word, so its cached image is per language
			name := words.T("cards.gesture." + c.Args[0])
			return scenes.CardArt{Face: gestureFace(c.Args[0], name), Aspect: art.PokerAspect, Key: art.GestureCardKey(words, c.Args[0])}, nil
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
		pal := art.DoloresColors
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
