package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/lang"
	"salotto/rules/necklace"
)

// sheets lists every face and symbol of each game.
func sheets() []sheet {
	var dv []item
	for k := 0; k < 7; k++ {
		for v := 1; v <= 7; v++ {
			dv = append(dv, faces(art.SmallAspect, art.LuxuryFace(lang.English(), k, v*100000))...)
		}
	}
	dv = append(dv, faces(art.SmallAspect, art.MoneyFace(lang.English(), 100000), art.MoneyFace(lang.English(), 200000), art.DolceVitaBack())...)
	var nums []item
	for seat := 0; seat < art.SeatCount; seat++ {
		for n := 1; n <= 6; n++ {
			nums = append(nums, faces(art.PokerAspect, art.NumberFace(n, seat))...)
		}
	}
	nums = append(nums, faces(art.PokerAspect, art.DolceVitaBack())...)
	var dvSyms []item
	for k := 0; k < 7; k++ {
		dvSyms = append(dvSyms, symbols(func(dst *ebiten.Image, cx, cy, s float32) {
			art.LuxurySymbol(dst, k, cx, cy, s, art.LuxuryTint(k))
		})...)
	}
	dvSyms = append(dvSyms, symbols(func(dst *ebiten.Image, cx, cy, s float32) {
		art.MoneySymbol(dst, cx, cy, s, color.White)
	})...)
	for seat := 0; seat < art.SeatCount; seat++ {
		dvSyms = append(dvSyms, symbols(func(dst *ebiten.Image, cx, cy, s float32) { art.SeatSymbol(dst, seat, cx, cy, s) })...)
	}
	var dl []item
	for k := 0; k < 7; k++ {
		for v := 1; v <= 3; v++ {
			dl = append(dl, faces(art.PokerAspect, art.GoodsFace(lang.English(), k, v))...)
		}
	}
	for _, b := range art.BottleCards {
		dl = append(dl, faces(art.PokerAspect, art.BottleFace(lang.English(), b))...)
	}
	dl = append(dl, faces(art.PokerAspect, art.DawnFace(lang.English()), art.DoloresBack())...)
	var dlSyms []item
	for k := 0; k < 7; k++ {
		dlSyms = append(dlSyms, symbols(func(dst *ebiten.Image, cx, cy, s float32) {
			art.GoodsSymbol(dst, k, cx, cy, s, art.GoodsTint(k))
		})...)
	}
	for _, g := range []string{"share", "fight", "dodge"} {
		dlSyms = append(dlSyms, symbols(func(dst *ebiten.Image, cx, cy, s float32) { art.GestureIcon(dst, g, cx, cy, s) })...)
	}
	for _, b := range art.BottleCards {
		dlSyms = append(dlSyms, symbols(func(dst *ebiten.Image, cx, cy, s float32) {
			art.EventSymbol(dst, b, cx, cy, s, color.RGBA{0xef, 0xe3, 0xc6, 0xff})
		})...)
	}
	var nk []item
	for c := necklace.Card(0); c < necklace.NumCards; c++ {
		d := c.Info() // the rules' card table: every card as printed
		nk = append(nk, faces(art.PokerAspect, art.NecklaceFace(d.ID, d.Gems, d.Count, d.WishGem, d.Florins))...)
	}
	nk = append(nk, faces(art.PokerAspect, art.NecklaceBack(lang.English()))...)
	var nkSyms []item
	for g := art.Amber; g <= art.Gold; g++ {
		nkSyms = append(nkSyms, symbols(func(dst *ebiten.Image, cx, cy, s float32) { art.GemIcon(dst, g, cx, cy, s) })...)
	}
	return []sheet{
		{name: "necklace-cards", felt: art.NecklaceFelt, items: nk},
		{name: "necklace-gems", felt: art.NecklaceFelt, items: nkSyms},
		{name: "dolores-cards", felt: art.DoloresFelt, items: dl},
		{name: "dolores-symbols", felt: art.DoloresFelt, items: dlSyms},
		{name: "dolcevita-luxury", felt: art.DolceVitaFelt, items: dv},
		{name: "dolcevita-numbers", felt: art.DolceVitaFelt, items: nums},
		{name: "dolcevita-symbols", felt: art.DolceVitaFelt, items: dvSyms},
	}
}
