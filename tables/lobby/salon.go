package lobby

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// salon is what Play online's screens stand on: the salon's lamp-lit
// backdrop (as the title and the settings) and two panels side by side.
type salon struct {
	bg             *sprites.Picture
	panelL, panelR *sprites.Picture
	panelLN        *sprites.Node
	panelRN        *sprites.Node
}

// newSalon adds the backdrop and the panels beneath everything on st.
func newSalon(st *sprites.Stage) salon {
	var s salon
	s.bg = sprites.NewPicture(1, 1, func(dst *ebiten.Image, _, _ float64) { scenes.PaintSalon(dst) })
	bgN := sprites.NewPainted(s.bg)
	bgN.SetZ(-10)
	s.panelL = sprites.NewPicture(1, 1, scenes.SalonPanelPainter)
	s.panelR = sprites.NewPicture(1, 1, scenes.SalonPanelPainter)
	s.panelLN, s.panelRN = sprites.NewPainted(s.panelL), sprites.NewPainted(s.panelR)
	s.panelLN.SetZ(-5)
	s.panelRN.SetZ(-5)
	st.Root.Add(bgN, s.panelLN, s.panelRN)
	return s
}

// setPanels sets the panels at y, h tall, the left one at lx, lw wide, the
// right one at rx, rw wide.
func (s salon) setPanels(lx, lw, rx, rw, y, h float64) {
	s.panelL.Resize(lw, h)
	s.panelLN.SetPos(lx, y)
	s.panelR.Resize(rw, h)
	s.panelRN.SetPos(rx, y)
}

// measures are Play online's sizes on a screen, from a 1280×720 design,
// never below readable type and a finger's width on a phone held
// sideways.
type measures struct {
	scenes.Metrics
	margin, gap, small, pad float64
	bh, btnF                float64 // a button's height, and its label's size
}

// measure is st's size and the screen's measures; the backdrop follows.
func (s salon) measure(st *sprites.Stage, ctx *scenes.Context, wi, hi int) measures {
	m := scenes.NewMetrics(wi, hi, ctx.Scale)
	st.SetSize(m.W, m.H)
	s.bg.Resize(m.W, m.H)
	return measures{Metrics: m, margin: m.PxMin(28, 10), gap: m.PxMin(18, 8), small: m.PxMin(10, 5),
		pad: m.PxMin(22, 8), bh: m.PxMin(48, 34), btnF: m.Font(19, 12)}
}

// salonButton makes a salon button on st, listed in tl as id.
func salonButton(st *sprites.Stage, tl *scenes.TargetList, id, text, label string, do func()) *sprites.Button {
	plain, _, _ := scenes.SalonButtons()
	b := sprites.NewButton(text, 100, 40, do)
	b.Name = id
	b.SetAnchor(0, 0)
	b.SetStyle(plain)
	st.Root.Add(b.Node)
	tl.Add(id, label, b.Node)
	return b
}

// place puts a button in a box with its label at size f.
func place(b *sprites.Button, x, y, w, h, f float64) {
	sprites.Rect{X: x, Y: y, W: w, H: h}.Place(b.Node)
	b.Label().SetFont(gfx.Bold, f)
}

// height is a text's height as set.
func height(t *sprites.Text) float64 {
	_, h := t.Size()
	return h
}
