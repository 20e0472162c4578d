package sprites

import (
	"image/color"
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
	u    int // the stage's Scale in hundredths: rings keep their look on HiDPI
}

// decorCache holds the ring images drawn around focused nodes and
// accepting targets, painted once per size (anti-aliased) and afterwards
// only drawn with the node's world transform, so they rotate with it.
type decorCache struct {
	rings map[ringKey]*ebiten.Image
	op    ebiten.DrawImageOptions
}

func (d *decorCache) init() { d.rings = map[ringKey]*ebiten.Image{} }

const ringPad = 8 // window pixels around the node (times the stage's Scale)

// pad is the ring image's margin in device pixels.
func (k ringKey) pad() int { return int(math.Ceil(ringPad * float64(k.u) / 100)) }

func (d *decorCache) ring(dst *ebiten.Image, n *Node, kind ringKind, scale float64) {
	w, h := n.Size()
	if w < 1 || h < 1 {
		return
	}
	k := ringKey{int(math.Round(w)), int(math.Round(h)), kind, int(math.Round(scale * 100))}
	img := d.rings[k]
	if img == nil {
		img = paintRing(k)
		d.rings[k] = img
	}
	var g ebiten.GeoM
	g.Translate(-float64(k.pad()), -float64(k.pad()))
	g.Scale(w/float64(k.w), h/float64(k.h))
	n.refresh()
	g.Concat(n.world)
	drawImage(dst, img, g, float32(n.walpha), &d.op)
}

func paintRing(k ringKey) *ebiten.Image {
	pad := k.pad()
	img := ebiten.NewImage(k.w+2*pad, k.h+2*pad)
	w, h := float32(k.w), float32(k.h)
	r := float32(CornerRadius(float64(k.w)))
	u, p := float32(k.u)/100, float32(pad)
	// stroke draws a ring out px beyond the node, lw wide (window pixels)
	stroke := func(out, lw float32, c color.Color) {
		o := out * u
		gfx.StrokeRoundRect(img, p-o, p-o, w+2*o, h+2*o, r+o, lw*u, c, true)
	}
	switch k.kind {
	case ringFocus:
		stroke(4, 4, gfx.Black)
		stroke(4, 2.5, gfx.Yellow)
	case ringTarget:
		// a soft dark halo then a solid sky-blue line: it reads on felt
		// and on ivory cards alike
		stroke(5, 5, gfx.WithAlpha(gfx.Black, 0.3))
		stroke(3, 3.5, gfx.SkyBlue)
	case ringDrop:
		stroke(5, 6, gfx.WithAlpha(gfx.Black, 0.35))
		stroke(4, 5, gfx.Yellow)
	}
	return img
}

// CornerRadius is the rounded-corner radius for a card or panel of width
// w: about 6 % of the width (docs/art.md#cards), at least 3 px.
func CornerRadius(w float64) float64 { return max(3, 0.06*w) }
