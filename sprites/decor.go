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
	ringDrop                   // the accepting target under the dragged card
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
		// a soft dark halo then a solid sky-blue line: it reads on felt
		// and on ivory cards alike
		gfx.StrokeRoundRect(img, ringPad-5, ringPad-5, w+10, h+10, float32(r)+5, 5, gfx.WithAlpha(gfx.Black, 0.3), true)
		gfx.StrokeRoundRect(img, ringPad-3, ringPad-3, w+6, h+6, float32(r)+3, 3.5, gfx.SkyBlue, true)
	case ringDrop:
		gfx.StrokeRoundRect(img, ringPad-5, ringPad-5, w+10, h+10, float32(r)+5, 6, gfx.WithAlpha(gfx.Black, 0.35), true)
		gfx.StrokeRoundRect(img, ringPad-4, ringPad-4, w+8, h+8, float32(r)+4, 5, gfx.Yellow, true)
	}
	return img
}

// CornerRadius is the rounded-corner radius for a card or panel of width
// w: about 6 % of the width (ART.md), at least 3 px.
func CornerRadius(w float64) float64 { return max(3, 0.06*w) }
