package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/sprites"
)

// noticeTicks is how long a notice stays: eight seconds at 60 ticks a
// second, enough to read two lines.
const noticeTicks = 8 * 60

// notice is a line the App shows over whatever scene is on top, for what
// went wrong outside any one screen (the settings could not be written):
// a panel at the top centre that goes by itself. It takes no input.
type notice struct {
	st    *sprites.Stage
	panel *picture
	panN  *sprites.Node
	text  *sprites.Text
	left  int // ticks it stays; 0 when none is shown
}

func newNotice() *notice {
	n := &notice{st: sprites.NewStage(1, 1)}
	n.panel = newPicture(1, 1, func(dst *ebiten.Image) {
		b := dst.Bounds()
		w, h := float32(b.Dx()), float32(b.Dy())
		gfx.FillRoundRect(dst, 0, 0, w, h, h*0.2, gfx.WithAlpha(panelInk, 0.94), true)
		gfx.StrokeRoundRect(dst, 1, 1, w-2, h-2, h*0.2, 1.5, brass, true)
	})
	n.panN = sprites.NewPainted(n.panel)
	n.text = sprites.NewText("", gfx.Bold, 18, cream)
	n.text.SetAlign(sprites.AlignCenter)
	n.st.Root.Add(n.panN, n.text.Node)
	return n
}

// Text is the notice shown, "" when none is.
func (n *notice) Text() string {
	if n.left == 0 {
		return ""
	}
	return n.text.Text()
}

// show puts s up for noticeTicks on a w×h screen.
func (n *notice) show(s string, m Metrics) {
	n.text.SetText(s)
	n.left = noticeTicks
	n.layout(m)
}

// layout fits the panel to its words, centred under the top edge.
func (n *notice) layout(m Metrics) {
	n.st.SetSize(m.W, m.H)
	pad := m.PxMin(16, 10)
	n.text.SetFont(gfx.Bold, m.Font(18, 13))
	n.text.SetWrap(0)
	if tw, _ := n.text.Size(); tw > math.Min(m.W*0.8, m.Px(720)) {
		n.text.SetWrap(math.Min(m.W*0.8, m.Px(720)))
	}
	tw, th := n.text.Size()
	w, h := math.Ceil(tw+2*pad), math.Ceil(th+1.4*pad)
	x, y := math.Round((m.W-w)/2), m.PxMin(20, 8)
	n.panel.Resize(w, h)
	n.panN.SetPos(x, y)
	n.text.SetPos(x+pad, y+0.7*pad)
}

// tick counts the notice down; it reports whether it just went, so the
// screen under it is drawn again.
func (n *notice) tick() bool {
	if n.left == 0 {
		return false
	}
	n.left--
	return n.left == 0
}

// draw paints the notice over dst while it is shown.
func (n *notice) draw(dst *ebiten.Image) {
	if n.left > 0 {
		n.st.Draw(dst)
	}
}
