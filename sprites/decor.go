package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

type ringKind int

const (
	ringFocus  ringKind = iota // keyboard focus: a bright double outline
	ringTarget                 // a drop target that would accept: a glow
)

type ringKey struct {
	w, h int
	kind ringKind
}

// decorCache holds the ring images drawn around focused nodes and
// accepting targets, painted once per size (anti-aliased) and afterwards
// only drawn with the node's world transform, so they rotate with it.
type decorCache struct {
	rings map[ringKey]*ebiten.Image
}

func (d *decorCache) init() { d.rings = map[ringKey]*ebiten.Image{} }

const ringPad = 8

func (d *decorCache) ring(dst *ebiten.Image, n *Node, kind ringKind) {
	w, h := n.Size()
	if w < 1 || h < 1 {
		return
	}
	k := ringKey{int(math.Round(w)), int(math.Round(h)), kind}
	img := d.rings[k]
	if img == nil {
		img = paintRing(k)
		d.rings[k] = img
	}
	var g ebiten.GeoM
	g.Translate(-ringPad, -ringPad)
	g.Scale(w/float64(k.w), h/float64(k.h))
	n.refresh()
	g.Concat(n.world)
	drawImage(dst, img, g, float32(n.walpha))
}

func paintRing(k ringKey) *ebiten.Image {
	img := ebiten.NewImage(k.w+2*ringPad, k.h+2*ringPad)
	w, h := float32(k.w), float32(k.h)
	r := CornerRadius(float64(k.w))
	switch k.kind {
	case ringFocus:
		gfx.StrokeRoundRect(img, ringPad-4, ringPad-4, w+8, h+8, float32(r)+4, 4, gfx.Black, true)
		gfx.StrokeRoundRect(img, ringPad-4, ringPad-4, w+8, h+8, float32(r)+4, 2.5, gfx.Yellow, true)
	case ringTarget:
		for i := 3; i >= 1; i-- {
			d := float32(i) * 2
			gfx.StrokeRoundRect(img, ringPad-d, ringPad-d, w+2*d, h+2*d, float32(r)+d, 2.5, gfx.WithAlpha(gfx.SkyBlue, 0.25*float64(4-i)), true)
		}
		gfx.FillRoundRect(img, ringPad, ringPad, w, h, float32(r), gfx.WithAlpha(gfx.SkyBlue, 0.18), true)
	}
	return img
}

// CornerRadius is the rounded-corner radius for a card or panel of width
// w: about 6 % of the width (ART.md), at least 3 px.
func CornerRadius(w float64) float64 { return max(3, 0.06*w) }
