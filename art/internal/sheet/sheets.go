package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
)

// sheets lists every face and symbol of each game.
func sheets() []sheet {
	var dv []item
	for k := 0; k < 7; k++ {
		for v := 1; v <= 7; v++ {
			dv = append(dv, faces(art.SmallAspect, art.LuxuryFace(k, v*100000))...)
		}
	}
	dv = append(dv, faces(art.SmallAspect, art.MoneyFace(100000), art.MoneyFace(200000), art.DolceVitaBack())...)
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
	return []sheet{
		{name: "dolcevita-luxury", game: "dolcevita", items: dv},
		{name: "dolcevita-numbers", game: "dolcevita", items: nums},
		{name: "dolcevita-symbols", game: "dolcevita", items: dvSyms},
	}
}
