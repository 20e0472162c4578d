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

// metrics scales the UI with the screen. Compact is a short landscape
// screen (a phone): less chrome, smaller type, but never below readable.
type metrics struct {
	w, h    float64
	u       float64 // one design pixel (1 at 1280×720)
	compact bool
}

func newMetrics(w, h int) metrics {
	m := metrics{w: float64(w), h: float64(h)}
	m.u = math.Min(m.w/1280, m.h/720)
	m.compact = m.h < 560
	if m.compact {
		// A phone is held close: type scales with width, not height.
		m.u = math.Max(m.u, math.Min(m.w/1280, 0.62))
	}
	m.u = math.Max(0.55, math.Min(m.u, 2.5))
	return m
}

// px converts design pixels to screen pixels, rounded.
func (m metrics) px(v float64) float64 { return math.Round(v * m.u) }

// font is a type size in screen pixels that never falls below min.
func (m metrics) font(size, min float64) float64 { return math.Max(min, math.Round(size*m.u)) }

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
