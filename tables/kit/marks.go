package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Marks paints each small picture that many looks show alike (the faint
// symbols on every seat panel, lit and at rest) once, into an image of
// its own, and copies it into each look. Such a symbol is a few paths
// drawn through Ebitengine's anti-aliasing, an offscreen texture each:
// measured on llvmpipe, the five goods symbols of an HMS Dolores panel
// cost 13 to 36 ms to paint, most of the look's cost, and a table's
// opening paints eight looks or more (docs/frames.md). A copy costs next
// to nothing. A mark is painted at the fraction of a pixel its look
// places it at, so the copy, set on whole pixels, is the symbol the look
// would have painted.
type Marks struct {
	imgs map[markKey]*ebiten.Image
}

// markKey is one painted mark: which, its size, and the fraction of a
// pixel its centre falls at.
type markKey struct {
	kind         int
	size, fx, fy float32
}

// Draw copies mark kind of size, centred at (cx, cy), into dst, painting
// it first with paint (centred at the point it is given) if no look has.
// kind tells the marks of one Marks apart.
func (m *Marks) Draw(dst *ebiten.Image, kind int, cx, cy, size float32, paint func(dst *ebiten.Image, cx, cy float32)) {
	x0, y0 := math.Floor(float64(cx)), math.Floor(float64(cy))
	k := markKey{kind, size, cx - float32(x0), cy - float32(y0)}
	half := math.Ceil(float64(size)*0.75) + 2 // room beyond the symbol, for its anti-aliased edge
	img := m.imgs[k]
	if img == nil {
		if m.imgs == nil {
			m.imgs = map[markKey]*ebiten.Image{}
		}
		side := int(2 * half)
		img = ebiten.NewImage(side, side)
		paint(img, float32(half)+k.fx, float32(half)+k.fy)
		m.imgs[k] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x0-half, y0-half)
	dst.DrawImage(img, &op)
}

// Forget drops the marks painted (a layout changes their sizes); the
// collector frees them once no look's painting reads them.
func (m *Marks) Forget() { m.imgs = nil }
