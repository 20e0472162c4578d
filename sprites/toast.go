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
}

const toastPad = 10

// Size implements Painter.
func (t *toastNode) Size() (float64, float64) {
	w, h := t.text.Size()
	return w + 2*toastPad, h + 2*toastPad
}

// Paint implements Painter.
func (t *toastNode) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	t.bg.Resize(t.Size())
	t.bg.Paint(dst, world, alpha)
}

func paintToast(dst *ebiten.Image, w, h float64) {
	fw, fh := float32(w), float32(h)
	gfx.FillRoundRect(dst, 0, 0, fw, fh, 10, gfx.WithAlpha(gfx.Black, 0.88), true)
	gfx.StrokeRoundRect(dst, 1, 1, fw-2, fh-2, 9, 2, gfx.Vermilion, true)
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
		t := &toastNode{Node: NewNode(), bg: NewPicture(1, 1, paintToast)}
		t.Node.painter = t
		t.Name = "toast"
		t.text = NewText("", gfx.Bold, 18, gfx.White)
		t.text.SetAlign(AlignCenter)
		t.text.SetPos(toastPad, toastPad)
		t.Add(t.text.Node)
		t.SetAnchor(0.5, 1)
		s.toast = t
	}
	t := s.toast
	t.text.SetWrap(0)
	t.text.SetText(msg)
	if tw, _ := t.text.Size(); tw > s.w*0.8 {
		t.text.SetWrap(math.Floor(s.w * 0.8))
	}
	w, h := t.Size()
	x = math.Max(w/2+4, math.Min(s.w-w/2-4, x))
	y = math.Max(h+4, math.Min(s.h-4, y-8))
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
