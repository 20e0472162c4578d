package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// PaintFunc paints a card face or back to fill dst's bounds (the art
// package's Face has exactly this shape).
type PaintFunc func(dst *ebiten.Image)

type artKey struct {
	key  string
	w, h int
}

type artEntry struct {
	img  *ebiten.Image // nil once pruned
	w, h int           // pixel size it was painted at
	used uint64
}

// artCache holds painted card images keyed by an art key and pixel size,
// shared by every card showing the same art: painted once, repainted only
// when cards are shown at a new size.
var artCache = map[artKey]*artEntry{}

// drawFrame counts Stage draws; cache entries remember when they were
// last used so a resize can free the old sizes.
var drawFrame uint64

// cardImage returns the cached image of art key at w×h pixels, painting
// it (clipped to rounded corners) on first use.
func cardImage(key string, paint PaintFunc, w, h int) *ebiten.Image {
	return cardEntry(key, paint, w, h).img
}

// cardEntry is cardImage's cache entry, which a card keeps while it shows
// that art at that size (live while its img is not nil).
func cardEntry(key string, paint PaintFunc, w, h int) *artEntry {
	k := artKey{key, w, h}
	if e := artCache[k]; e != nil {
		e.used = drawFrame
		return e
	}
	img := ebiten.NewImage(w, h)
	if paint != nil {
		paint(img)
	}
	clipRounded(img, w, h)
	e := &artEntry{img: img, w: w, h: h, used: drawFrame}
	artCache[k] = e
	return e
}

// live reports whether e is still cached and of size w×h.
func (e *artEntry) live(w, h int) bool { return e != nil && e.img != nil && e.w == w && e.h == h }

var maskCache = map[[2]int]*ebiten.Image{}

// clipRounded keeps only the rounded-rectangle part of img (corners
// transparent) by multiplying it with an anti-aliased mask.
func clipRounded(img *ebiten.Image, w, h int) {
	mk := [2]int{w, h}
	m := maskCache[mk]
	if m == nil {
		m = ebiten.NewImage(w, h)
		gfx.FillRoundRect(m, 0, 0, float32(w), float32(h), float32(CornerRadius(float64(w))), gfx.White, true)
		maskCache[mk] = m
	}
	var op ebiten.DrawImageOptions
	op.Blend = ebiten.BlendDestinationIn
	img.DrawImage(m, &op)
	// a hairline edge so light cards read on light felt
	r := float32(CornerRadius(float64(w)))
	gfx.StrokeRoundRect(img, 0.5, 0.5, float32(w)-1, float32(h)-1, r, 1, gfx.WithAlpha(gfx.Black, 0.28), true)
}

// PruneArtCache frees card images not drawn in the last few frames (old
// sizes after a resize). The Stage calls it shortly after SetSize.
func PruneArtCache() {
	for k, e := range artCache {
		if drawFrame-e.used > 2 {
			e.img.Deallocate()
			e.img = nil // cards holding the entry look it up again
			delete(artCache, k)
		}
	}
	for k, m := range shadowCache {
		if drawFrame-m.used > 2 {
			m.img.Deallocate()
			m.img = nil
			delete(shadowCache, k)
		}
	}
}

// ArtCacheLen reports how many card images are cached (tests, debug).
func ArtCacheLen() int { return len(artCache) }

const shadowBlur = 10

var shadowCache = map[[2]int]*artEntry{}

// shadowImage is a soft rounded shadow for a w×h card, with shadowBlur
// pixels of falloff on each side, faked with stacked translucent rounded
// rectangles (no shader needed, painted once per size).
func shadowImage(w, h int) *ebiten.Image { return shadowEntry(w, h).img }

// shadowEntry is shadowImage's cache entry.
func shadowEntry(w, h int) *artEntry {
	k := [2]int{w, h}
	if e := shadowCache[k]; e != nil {
		e.used = drawFrame
		return e
	}
	img := ebiten.NewImage(w+2*shadowBlur, h+2*shadowBlur)
	r := CornerRadius(float64(w))
	for i := shadowBlur; i >= 0; i-- {
		d := float32(i)
		a := 0.06 * (1 - math.Pow(float64(i)/shadowBlur, 1.5))
		gfx.FillRoundRect(img, shadowBlur-d, shadowBlur-d, float32(w)+2*d, float32(h)+2*d, float32(r)+d, gfx.WithAlpha(gfx.Black, a+0.02), true)
	}
	e := &artEntry{img: img, w: w, h: h, used: drawFrame}
	shadowCache[k] = e
	return e
}
