package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// The tables' felts: Dolce Vita's sun-bleached turquoise with faint cream
// awning stripes, HMS Dolores' slate-to-navy sea with slow swell lines, the
// necklace game's burgundy velvet with a sheen, the salon's warm charcoal
// wall (the title and every screen outside a game). Every one has a soft
// vignette and a fine grain, all deterministic. The smooth part is computed
// on the CPU at a quarter of the resolution and scaled up, so one call costs
// a few milliseconds; still, paint it once per window size into a cached
// image.
func DolceVitaFelt(dst *ebiten.Image) { paintFelt(dst, DolceVitaColors, awning) }

// DoloresFelt fills dst with HMS Dolores' sea (see DolceVitaFelt).
func DoloresFelt(dst *ebiten.Image) { paintFelt(dst, DoloresColors, swell) }

// NecklaceFelt fills dst with the necklace game's velvet (see DolceVitaFelt).
func NecklaceFelt(dst *ebiten.Image) { paintFelt(dst, NecklaceColors, velvet) }

// SalonFelt fills dst with the salon's wall (see DolceVitaFelt).
func SalonFelt(dst *ebiten.Image) { paintFelt(dst, SalonColors, wallpaper) }

// weave is a felt's pattern: the colour at (u, v) in 0..1 across a window
// of aspect width/height, from the vignetted base.
type weave func(base color.RGBA, pal Colors, u, v, aspect float64) color.RGBA

// paintFelt fills dst with pal's felt woven with w.
func paintFelt(dst *ebiten.Image, pal Colors, w weave) {
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
	for y := 0; y < ph; y++ {
		for x := 0; x < pw; x++ {
			u, v := (float64(x)-0.5)/float64(lw), (float64(y)-0.5)/float64(lh)
			c := feltAt(pal, w, u, v, aspect)
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
func feltAt(pal Colors, w weave, u, v, aspect float64) color.RGBA {
	// vignette: 0 in the middle, 1 in the corners
	dx, dy := (u-0.5)*aspect/max(aspect, 1), v-0.5
	vig := math.Min(1, (dx*dx+dy*dy)*2.2)
	return w(gfx.Mix(pal.Felt, pal.FeltDeep, 0.75*vig*vig), pal, u, v, aspect)
}

// awning: broad awning stripes, barely there.
func awning(base color.RGBA, _ Colors, u, _, aspect float64) color.RGBA {
	if math.Sin(u*aspect*2*math.Pi*5) > 0 {
		base = gfx.Mix(base, color.RGBA{0xf6, 0xee, 0xdc, 0xff}, 0.07)
	}
	return base
}

// swell: the sea darkens toward the foot, with a long slow swell.
func swell(base color.RGBA, pal Colors, u, v, aspect float64) color.RGBA {
	base = gfx.Mix(base, pal.FeltDeep, 0.35*v)
	w := math.Sin(v*38 + 1.7*math.Sin(u*aspect*7+v*3))
	if w > 0.93 {
		base = gfx.Mix(base, color.RGBA{0x6d, 0x86, 0xa3, 0xff}, 0.22*(w-0.93)/0.07)
	}
	return base
}

// velvet: a sheen from the upper left, and a soft nap.
func velvet(base color.RGBA, _ Colors, u, v, aspect float64) color.RGBA {
	sx, sy := (u-0.3)*aspect, v-0.25
	sheen := math.Exp(-(sx*sx + sy*sy) * 3)
	return gfx.Mix(base, color.RGBA{0x9a, 0x33, 0x47, 0xff}, 0.3*sheen)
}

// wallpaper: the salon's fine vertical stripes.
func wallpaper(base color.RGBA, _ Colors, u, _, aspect float64) color.RGBA {
	if math.Sin(u*aspect*2*math.Pi*24) > 0.6 {
		base = gfx.Mix(base, color.RGBA{0x55, 0x52, 0x4b, 0xff}, 0.18)
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
