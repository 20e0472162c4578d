package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// SharedPicture is a Picture whose image lives in an ArtCache under a key
// and its pixel size, so the scenes sharing the context's cache paint it
// once between them. A game's felt is the case it is for: the setup
// screen, the table and its results each show the same screen-sized
// cloth, and on a software GPU painting one costs a long frame.
// The key must name everything draw depends on but the size.
type SharedPicture struct {
	cache *ArtCache
	key   string
	w, h  float64
	draw  func(dst *ebiten.Image, w, h float64)
	shade float32
	e     *artEntry
	op    ebiten.DrawImageOptions
}

// NewSharedPicture returns a w×h picture cached in cache under key and
// painted by draw, which receives the image and its size in device
// pixels.
func NewSharedPicture(cache *ArtCache, key string, w, h float64, draw func(dst *ebiten.Image, w, h float64)) *SharedPicture {
	return &SharedPicture{cache: cache, key: key, w: w, h: h, draw: draw, shade: 1}
}

// Size implements Painter.
func (p *SharedPicture) Size() (float64, float64) { return p.w, p.h }

// Resize changes the size; the image of the new size is looked up (or
// painted) at the next Paint.
func (p *SharedPicture) Resize(w, h float64) { p.w, p.h = w, h }

// SetShade darkens the picture as it is drawn: its colours are multiplied
// by k (1: as painted). A dimmed felt shares the felt's image instead of
// painting a dark copy of it.
func (p *SharedPicture) SetShade(k float32) { p.shade = k }

// Stale reports whether Prepare would paint: neither the picture nor the
// cache (another scene sharing it) has an image of its size yet.
func (p *SharedPicture) Stale() bool {
	iw, ih := int(math.Ceil(p.w)), int(math.Ceil(p.h))
	if p.e.live(iw, ih) {
		return false
	}
	return !p.cache.pictures[artKey{p.key, iw, ih}].live(iw, ih)
}

// Prepare looks the image up now, painting it if no scene has yet, so a
// table's opening can do the work in a frame of its choosing.
func (p *SharedPicture) Prepare() { p.entry() }

// entry is the cache's image for the picture's pixel size (nil while the
// size is empty).
func (p *SharedPicture) entry() *artEntry {
	iw, ih := int(math.Ceil(p.w)), int(math.Ceil(p.h))
	if iw < 1 || ih < 1 {
		return nil
	}
	if !p.e.live(iw, ih) {
		p.e = p.cache.pictureEntry(p.key, p.draw, iw, ih)
	}
	p.e.used = p.cache.frame
	return p.e
}

// Paint implements Painter, as Picture's does.
func (p *SharedPicture) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	e := p.entry()
	if e == nil {
		return
	}
	drawPicture(dst, e.img, world, alpha, p.shade, &p.op)
}

// pictureEntry returns the cached picture key at w×h pixels, painting it
// on first use (unclipped: a picture is not a card).
func (a *ArtCache) pictureEntry(key string, draw func(dst *ebiten.Image, w, h float64), w, h int) *artEntry {
	k := artKey{key, w, h}
	if e := a.pictures[k]; e != nil {
		e.used = a.frame
		return e
	}
	img := newPictureImage(w, h)
	draw(img, float64(w), float64(h))
	e := &artEntry{img: img, w: w, h: h, used: a.frame}
	a.pictures[k] = e
	return e
}
