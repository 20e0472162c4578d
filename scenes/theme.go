package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// The salon's own colours (menus, not tables): a dark teal room lit by
// brass lamps, cream paper for text.
var (
	inkTop    = gfx.Hex("#1d3b3f")
	inkBottom = gfx.Hex("#0c1c1f")
	brass     = gfx.Hex("#d0ab62")
	brassDeep = gfx.Hex("#8e6f33")
	cream     = gfx.Hex("#f3ead6")
	muted     = gfx.Hex("#a9bcb8")
	panelInk  = gfx.Hex("#112a2d")
	paper     = gfx.Hex("#f6efe0")
	paperInk  = gfx.Hex("#2a2622")
	paperSoft = gfx.Hex("#6b6258")
)

// Metrics is the one layout formula of every screen (scenes, setup,
// tables, results): sizes are written in design pixels of a 1280×720
// window and converted here, so that a table and the title grow and shrink
// alike. Compact is a short landscape screen (a phone): less chrome,
// smaller type, but never below readable.
//
// W and H are the drawing surface in device pixels; Scale is device pixels
// per window (CSS) pixel, so a Retina or phone screen (Scale 2 or 3) gets
// the same layout as its logical size, painted sharper. Compact and the
// design unit are judged on that logical size.
type Metrics struct {
	W, H    float64 // the surface, device pixels
	U       float64 // device pixels per design pixel (1 at 1280×720, scale 1)
	Scale   float64 // device pixels per window pixel
	Compact bool
}

// NewMetrics is the layout of a w×h surface in device pixels at scale
// device pixels per window pixel; a scale of 0 or less counts as 1.
func NewMetrics(w, h int, scale float64) Metrics {
	if !(scale > 0) {
		scale = 1
	}
	m := Metrics{W: float64(w), H: float64(h), Scale: scale}
	lw, lh := m.W/scale, m.H/scale
	u := math.Min(lw/1280, lh/720)
	m.Compact = lh < 560
	if m.Compact {
		// A phone is held close: type scales with width, not height.
		u = math.Max(u, math.Min(lw/1280, 0.62))
	}
	m.U = math.Max(0.55, math.Min(u, 2.5)) * scale
	return m
}

// Px converts design pixels to device pixels, rounded.
func (m Metrics) Px(v float64) float64 { return math.Round(v * m.U) }

// Font is a type size in device pixels that never falls below min logical
// pixels (min×Scale device pixels): the smallest type that still reads.
func (m Metrics) Font(size, min float64) float64 {
	return math.Max(min*m.scale(), math.Round(size*m.U))
}

// PxMin is Px(v), but never less than min logical pixels: a finger's
// width, a margin that must not vanish on a phone.
func (m Metrics) PxMin(v, min float64) float64 { return m.Font(v, min) }

// Dp converts logical (window) pixels to device pixels.
func (m Metrics) Dp(v float64) float64 { return math.Round(v * m.scale()) }

// scale is Scale, or 1 for a zero Metrics.
func (m Metrics) scale() float64 {
	if m.Scale > 0 {
		return m.Scale
	}
	return 1
}

// paintBackdrop fills dst with the salon's lamp-lit gradient: brighter
// near the top centre, darker at the edges.
func paintBackdrop(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	v := gfx.ShadeVertex
	gfx.FillShaded(dst, []ebiten.Vertex{
		v(0, 0, inkTop), v(w, 0, inkTop), v(0, h, inkBottom), v(w, h, inkBottom),
		v(w/2, h*0.18, gfx.Mix(inkTop, gfx.Hex("#2c5257"), 0.9)),
	}, []uint16{0, 1, 4, 1, 3, 4, 3, 2, 4, 2, 0, 4})
	// A thin brass rule framing the room.
	in := float32(math.Max(6, float64(w)/160))
	gfx.StrokeRoundRect(dst, in, in, w-2*in, h-2*in, in, 1.2, gfx.WithAlpha(brass, 0.35), true)
}
