package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// Felt fills dst with game's table: "dolcevita" sun-bleached turquoise with
// faint cream awning stripes, "dolores" a slate-to-navy sea with slow swell
// lines, "necklace" burgundy velvet with a sheen, "title" (or anything else)
// a warm charcoal salon wall. Every table has a soft vignette and a fine
// grain, all deterministic. The smooth part is computed on the CPU at a
// quarter of the resolution and scaled up, so one call costs a few
// milliseconds; still, paint it once per window size into a cached image.
func Felt(dst *ebiten.Image, game string) {
	b := dst.Bounds()
	W, H := b.Dx(), b.Dy()
	if W <= 0 || H <= 0 {
		return
	}
	const q = 4
	lw, lh := (W+q-1)/q, (H+q-1)/q
	// one extra sample all round, so linear filtering never reaches past
	// the edge (which would leave a translucent rim); the extra ring lands
	// outside dst and is clipped.
	pw, ph := lw+2, lh+2
	pix := make([]byte, 4*pw*ph)
	aspect := float64(W) / float64(H)
	pal := Palette(game)
	for y := 0; y < ph; y++ {
		for x := 0; x < pw; x++ {
			u, v := (float64(x)-0.5)/float64(lw), (float64(y)-0.5)/float64(lh)
			c := feltAt(game, pal, u, v, aspect)
			i := 4 * (y*pw + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = c.R, c.G, c.B, 0xff
		}
	}
	low := ebiten.NewImage(pw, ph)
	defer low.Deallocate()
	low.WritePixels(pix)
	sx, sy := float64(W)/float64(lw), float64(H)/float64(lh)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
	op.GeoM.Scale(sx, sy)
	op.GeoM.Translate(float64(b.Min.X)-sx, float64(b.Min.Y)-sy)
	dst.DrawImage(low, op)
	grain := grainTile()
	gs := grain.Bounds().Dx()
	for y := 0; y < H; y += gs {
		for x := 0; x < W; x += gs {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(float64(b.Min.X+x), float64(b.Min.Y+y))
			dst.DrawImage(grain, op)
		}
	}
}

// feltAt is the table's smooth colour at (u, v) in 0..1 across the window.
func feltAt(game string, pal Colors, u, v, aspect float64) color.RGBA {
	// vignette: 0 in the middle, 1 in the corners
	dx, dy := (u-0.5)*aspect/max(aspect, 1), v-0.5
	vig := math.Min(1, (dx*dx+dy*dy)*2.2)
	base := gfx.Mix(pal.Felt, pal.FeltDeep, 0.75*vig*vig)
	switch game {
	case "dolcevita":
		// broad awning stripes, barely there
		s := math.Sin(u * aspect * 2 * math.Pi * 5)
		if s > 0 {
			base = gfx.Mix(base, color.RGBA{0xf6, 0xee, 0xdc, 0xff}, 0.07)
		}
	case "dolores":
		// the sea darkens toward the foot, with a long slow swell
		base = gfx.Mix(base, pal.FeltDeep, 0.35*v)
		w := math.Sin(v*38 + 1.7*math.Sin(u*aspect*7+v*3))
		if w > 0.93 {
			base = gfx.Mix(base, color.RGBA{0x6d, 0x86, 0xa3, 0xff}, 0.22*(w-0.93)/0.07)
		}
	case "necklace":
		// velvet sheen from the upper left, and a soft nap
		sx, sy := (u-0.3)*aspect, v-0.25
		sheen := math.Exp(-(sx*sx + sy*sy) * 3)
		base = gfx.Mix(base, color.RGBA{0x9a, 0x33, 0x47, 0xff}, 0.3*sheen)
	default:
		// salon wallpaper: fine vertical stripes
		if math.Sin(u*aspect*2*math.Pi*24) > 0.6 {
			base = gfx.Mix(base, color.RGBA{0x55, 0x52, 0x4b, 0xff}, 0.18)
		}
	}
	return base
}

// grain is grainTile's tile, painted on first use and only read after:
// a fixed texture, the same for every felt and every screen, so one copy
// serves the whole program (felts are painted on the game goroutine only).
var grain *ebiten.Image

// grainTile is a 128 px tile of faint light and dark specks, premultiplied,
// laid over the felt so large flat areas look like cloth, not plastic.
func grainTile() *ebiten.Image {
	if grain != nil {
		return grain
	}
	const n = 128
	pix := make([]byte, 4*n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			v := unit01(hash(uint32(x), uint32(y)+7919)) - 0.5
			i := 4 * (y*n + x)
			if v > 0 {
				a := byte(v * 2 * 14)
				pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
			} else {
				pix[i+3] = byte(-v * 2 * 18)
			}
		}
	}
	grain = ebiten.NewImage(n, n)
	grain.WritePixels(pix)
	return grain
}
