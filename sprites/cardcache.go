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

// ArtCache holds painted card images keyed by an art key and pixel size,
// shared by every card showing the same art: painted once, repainted only
// when cards are shown at a new size. A stage owns one (or shares the
// context's, see Stage.UseArt); nothing is cached at package level.
type ArtCache struct {
	art      map[artKey]*artEntry
	pictures map[artKey]*artEntry // shared pictures (SharedPicture)
	masks    map[[2]int]*ebiten.Image
	shadows  map[[3]int]*artEntry // by width, height and blur
	// frame counts the draws of the stages using the cache; entries
	// remember when they were last used so a resize can free old sizes.
	frame uint64
	op    ebiten.DrawImageOptions // the mask draw's options, reused
}

// NewArtCache returns an empty cache.
func NewArtCache() *ArtCache {
	return &ArtCache{art: map[artKey]*artEntry{}, pictures: map[artKey]*artEntry{}, masks: map[[2]int]*ebiten.Image{}, shadows: map[[3]int]*artEntry{}}
}

// cardImage returns the cached image of art key at w×h pixels, painting
// it (clipped to rounded corners) on first use.
func (a *ArtCache) cardImage(key string, paint PaintFunc, w, h int) *ebiten.Image {
	return a.cardEntry(key, paint, w, h).img
}

// cardEntry is cardImage's cache entry, which a card keeps while it shows
// that art at that size (live while its img is not nil).
func (a *ArtCache) cardEntry(key string, paint PaintFunc, w, h int) *artEntry {
	k := artKey{key, w, h}
	if e := a.art[k]; e != nil {
		e.used = a.frame
		return e
	}
	img := ebiten.NewImage(w, h)
	if paint != nil {
		paint(img)
	}
	a.clipRounded(img, w, h)
	e := &artEntry{img: img, w: w, h: h, used: a.frame}
	a.art[k] = e
	return e
}

// holds reports whether the cache has the card image of art key at w×h
// pixels and the shadow of that size with blur pixels of falloff, so that
// a card showing them paints nothing.
func (a *ArtCache) holds(key string, w, h, blur int) bool {
	e, s := a.art[artKey{key, w, h}], a.shadows[[3]int{w, h, blur}]
	return e.live(w, h) && s.live(w, h)
}

// live reports whether e is still cached and of size w×h.
func (e *artEntry) live(w, h int) bool { return e != nil && e.img != nil && e.w == w && e.h == h }

// clipRounded keeps only the rounded-rectangle part of img (corners
// transparent) by multiplying it with an anti-aliased mask.
func (a *ArtCache) clipRounded(img *ebiten.Image, w, h int) {
	mk := [2]int{w, h}
	m := a.masks[mk]
	if m == nil {
		m = ebiten.NewImage(w, h)
		gfx.FillRoundRect(m, 0, 0, float32(w), float32(h), float32(CornerRadius(float64(w))), gfx.White, true)
		a.masks[mk] = m
	}
	a.op = ebiten.DrawImageOptions{Blend: ebiten.BlendDestinationIn}
	img.DrawImage(m, &a.op)
	// a hairline edge so light cards read on light felt
	r := float32(CornerRadius(float64(w)))
	gfx.StrokeRoundRect(img, 0.5, 0.5, float32(w)-1, float32(h)-1, r, 1, gfx.WithAlpha(gfx.Black, 0.28), true)
}

// Prune frees card images and shared pictures not drawn in the last few frames (old sizes
// after a resize). The Stage calls it shortly after SetSize.
func (a *ArtCache) Prune() {
	for k, e := range a.art {
		if a.frame-e.used > 2 {
			e.img.Deallocate()
			e.img = nil // cards holding the entry look it up again
			delete(a.art, k)
		}
	}
	for k, e := range a.pictures {
		if a.frame-e.used > 2 {
			e.img.Deallocate()
			e.img = nil
			delete(a.pictures, k)
		}
	}
	for k, m := range a.shadows {
		if a.frame-m.used > 2 {
			m.img.Deallocate()
			m.img = nil
			delete(a.shadows, k)
		}
	}
}

// Len reports how many card images are cached (tests, debug).
func (a *ArtCache) Len() int { return len(a.art) }

// shadowBlur is a card shadow's falloff in window pixels; the stage's
// Scale turns it into device pixels.
const shadowBlur = 10

// shadowEntry is the soft rounded shadow for a w×h card, with blur
// pixels of falloff on each side, faked with stacked translucent rounded
// rectangles (no shader needed, painted once per size).
func (a *ArtCache) shadowEntry(w, h, blur int) *artEntry {
	k := [3]int{w, h, blur}
	if e := a.shadows[k]; e != nil {
		e.used = a.frame
		return e
	}
	img := ebiten.NewImage(w+2*blur, h+2*blur)
	r := CornerRadius(float64(w))
	// the same eleven layers at any blur, so the shadow is as dark on HiDPI
	b := float32(blur)
	for i := 10; i >= 0; i-- {
		d := b * float32(i) / 10
		a := 0.06 * (1 - math.Pow(float64(i)/10, 1.5))
		gfx.FillRoundRect(img, b-d, b-d, float32(w)+2*d, float32(h)+2*d, float32(r)+d, gfx.WithAlpha(gfx.Black, a+0.02), true)
	}
	e := &artEntry{img: img, w: w, h: h, used: a.frame}
	a.shadows[k] = e
	return e
}
