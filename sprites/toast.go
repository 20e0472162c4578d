package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// toastNode is a short message on a dark rounded panel: the reason a drop
// was refused, shown next to the card. The panel is a Picture, repainted
// only when the message's size changes.
type toastNode struct {
	*Node
	text *Text
	bg   *Picture
	tl   *Timeline
	u    float64 // the stage's Scale when the message was shown
}

const toastPad = 10 // window pixels

// Size implements Painter.
func (t *toastNode) Size() (float64, float64) {
	w, h := t.text.Size()
	p := toastPad * t.u
	return w + 2*p, h + 2*p
}

// Paint implements Painter.
func (t *toastNode) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	t.bg.Resize(t.Size())
	t.bg.Paint(dst, world, alpha)
}

func (t *toastNode) paint(dst *ebiten.Image, w, h float64) {
	fw, fh, u := float32(w), float32(h), float32(t.u)
	gfx.FillRoundRect(dst, 0, 0, fw, fh, 10*u, gfx.WithAlpha(gfx.Black, 0.88), true)
	gfx.StrokeRoundRect(dst, u, u, fw-2*u, fh-2*u, 9*u, 2*u, gfx.Vermilion, true)
}

// Toast returns the node showing refusal reasons (nil before the first).
func (s *Stage) Toast() *Text {
	if s.toast == nil {
		return nil
	}
	return s.toast.text
}

// ToastVisible reports whether a refusal reason is on screen.
func (s *Stage) ToastVisible() bool {
	return s.toast != nil && s.toast.Visible() && s.toast.Alpha() > 0
}

// showToast shows msg centred above (x, y), kept inside the stage.
func (s *Stage) showToast(msg string, x, y float64) {
	if s.toast == nil {
		t := &toastNode{Node: NewNode()}
		t.bg = NewPicture(1, 1, t.paint)
		t.Node.painter = t
		t.Name = "toast"
		t.text = NewText("", gfx.Bold, 18, gfx.White)
		t.text.SetAlign(AlignCenter)
		t.Add(t.text.Node)
		t.SetAnchor(0.5, 1)
		s.toast = t
	}
	t := s.toast
	if u := s.Scale(); u != t.u {
		t.u = u
		t.text.SetFont(gfx.Bold, math.Round(18*u))
		t.text.SetPos(toastPad*u, toastPad*u)
		t.bg.Repaint()
	}
	t.text.SetWrap(0)
	t.text.SetText(msg)
	if tw, _ := t.text.Size(); tw > s.w*0.8 {
		t.text.SetWrap(math.Floor(s.w * 0.8))
	}
	w, h := t.Size()
	m := 4 * t.u
	x = math.Max(w/2+m, math.Min(s.w-w/2-m, x))
	y = math.Max(h+m, math.Min(s.h-m, y-2*m))
	t.SetPos(math.Round(x), math.Round(y))
	t.SetZ(1 << 20)
	if t.parent != s.overlay {
		s.overlay.Add(t.Node)
	}
	t.SetVisible(true)
	if t.tl != nil {
		t.tl.Stop()
	}
	t.tl = s.Play(
		To(t.Node, PropAlpha, 1, 0.12, QuadOut).From(0),
		Delay(1.8),
		To(t.Node, PropAlpha, 0, 0.35, SineOut),
		Call(func() { t.SetVisible(false) }))
	t.tl.Skippable = false
}
