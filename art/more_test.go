package art

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
)

func moreFaces() []namedFace {
	var fs []namedFace
	add := func(name string, aspect float64, f Face) { fs = append(fs, namedFace{name, f, aspect}) }
	for k := 0; k < 7; k++ {
		for v := 1; v <= 3; v++ {
			add(fmt.Sprintf("goods-%d-%d", k, v), PokerAspect, GoodsFace(lang.English(), k, v))
		}
	}
	for _, b := range BottleCards {
		add("bottle-"+b, PokerAspect, BottleFace(lang.English(), b))
	}
	add("dawn", PokerAspect, DawnFace(lang.English()))
	add("dolores-back", PokerAspect, DoloresBack())
	return append(fs, necklaceFaces()...)
}

func moreSymbols(sets map[string][]namedSymbol) {
	for k := 0; k < 7; k++ {
		sets["goods"] = append(sets["goods"], namedSymbol{GoodsName(lang.English(), k), func(dst *ebiten.Image, cx, cy, s float32) {
			GoodsSymbol(dst, k, cx, cy, s, color.Black)
		}})
	}
	for _, g := range []string{"share", "fight", "dodge"} {
		sets["gesture"] = append(sets["gesture"], namedSymbol{g, func(dst *ebiten.Image, cx, cy, s float32) {
			GestureIcon(dst, g, cx, cy, s)
		}})
	}
	for _, b := range BottleCards {
		sets["event"] = append(sets["event"], namedSymbol{b, func(dst *ebiten.Image, cx, cy, s float32) {
			EventSymbol(dst, b, cx, cy, s, color.Black)
		}})
	}
}
