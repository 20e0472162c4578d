package scenes

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/art"
	"salotto/gfx"
)

var goodsKinds = map[string]int{
	"weapons": art.Weapons, "wine": art.Wine, "jewelry": art.Jewelry, "jewellery": art.Jewelry, "lace": art.Lace,
	"tableware": art.Tableware, "instruments": art.Instruments, "gold": art.GoldIngots,
}

var gestureNames = map[string]string{"share": "Share", "fight": "Fight", "dodge": "Dodge"}

// resolveDolores reads dolores:goods:KIND:VALUE, dolores:bottle:ID,
// dolores:dawn, dolores:back and dolores:gesture:NAME.
func resolveDolores(c CardSpec, bad func(string) (cardArt, error)) (cardArt, error) {
	switch c.Kind {
	case "goods":
		if len(c.Args) != 2 {
			break
		}
		kind, ok := goodsKinds[c.Args[0]]
		v, err := strconv.Atoi(c.Args[1])
		if !ok || err != nil || v < 1 || v > 3 {
			return bad("want goods:KIND:VALUE with KIND weapons, wine, jewelry, lace, tableware, instruments or gold and VALUE 1..3")
		}
		return cardArt{face: art.GoodsFace(kind, v), aspect: art.PokerAspect, key: art.GoodsKey(kind, v)}, nil
	case "bottle":
		if len(c.Args) != 1 || art.BottleName(c.Args[0]) == "" {
			return bad("want bottle:ID with ID broken-lantern, lookout, theft, swirl, ebb, convoy, ruse, mix-up or wager")
		}
		return cardArt{face: art.BottleFace(c.Args[0]), aspect: art.PokerAspect, key: art.BottleKey(c.Args[0])}, nil
	case "dawn":
		if len(c.Args) == 0 {
			return cardArt{face: art.DawnFace(), aspect: art.PokerAspect, key: art.DawnKey()}, nil
		}
	case "back":
		if len(c.Args) == 0 {
			return cardArt{face: art.DoloresBack(), aspect: art.PokerAspect, key: art.BackKey("dolores")}, nil
		}
	case "gesture":
		if len(c.Args) == 1 && gestureNames[c.Args[0]] != "" {
			return cardArt{face: gestureFace(c.Args[0]), aspect: art.PokerAspect, key: art.GestureCardKey(c.Args[0])}, nil
		}
		return bad("want gesture:share, gesture:fight or gesture:dodge")
	}
	return bad("want goods:KIND:VALUE, bottle:ID, dawn or gesture:NAME")
}

// gestureFace shows a gesture the way the rules page needs it: the hand
// large on a parchment card with its name beneath.
func gestureFace(gesture string) art.Face {
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
		r.Draw(dst, gestureNames[gesture], int(x+w/2), int(float64(y+h)-size*1.1))
	}
}
