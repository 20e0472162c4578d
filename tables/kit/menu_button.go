package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// MenuButtonID is the menu button's target id on every table.
const MenuButtonID = "button:menu"

// menuUnit is one design pixel of the menu button on a w×h screen: the
// Dolce Vita table's own unit (1 at 1280×720; on a phone held sideways it
// follows the height, but not below a narrow screen's width), so that the
// button lines up with the table's banner. The menu and the results frame
// use scenes.Metrics, the unit of every screen.
func menuUnit(w, h float64) float64 { return math.Min(h/720, w/1280*1.2) }

// MenuCorner is the box the menu button takes on a w×h screen: a square in
// the top-right corner, as tall as a table's banner. A table keeps it clear
// of its own things.
func MenuCorner(w, h float64) sprites.Rect {
	u := menuUnit(w, h)
	m := math.Max(5, math.Round(10*u))
	s := math.Round(math.Max(28, 40*u))
	return sprites.Rect{X: w - m - s, Y: math.Round(m * 0.6), W: s, H: s}
}

// MenuButton is the small button with three bars that every table shows
// in its top-right corner. A table makes one on its stage and asks it each
// tick whether the player wants the menu (the button, or Escape):
//
//	if t.menu.Opened(t.st) {
//		return scenes.Push(kit.NewMenu(ctx, "dolcevita"))
//	}
type MenuButton struct {
	node   *sprites.Node
	looks  [2]*sprites.Picture // at rest, lit (hovered, focused or pressed)
	label  string
	w, h   float64 // the stage size it was placed for
	tapped bool
}

// NewMenuButton puts the menu button on st, above everything of the table.
func NewMenuButton(ctx *scenes.Context, st *sprites.Stage, game string) *MenuButton {
	b := &MenuButton{node: sprites.NewNode(), label: ctx.Words.T("menu.button")}
	pal := art.Palette(game)
	for i := range b.looks {
		lit := i == 1
		b.looks[i] = sprites.NewPicture(1, 1, func(dst *ebiten.Image, w, h float64) { paintMenuButton(dst, w, h, pal, lit) })
	}
	b.node.Name = MenuButtonID
	b.node.SetPainter(b)
	b.node.SetZ(1000)
	b.node.OnActivate = func() { b.tapped = true }
	st.Root.Add(b.node)
	b.place(st)
	return b
}

// Opened reports whether the player asked for the menu this tick: the
// button was clicked, tapped or activated by keyboard, or Escape was
// pressed. Call it once a tick, after the stage's Update. It also keeps
// the button in its corner when the screen changes size.
func (b *MenuButton) Opened(st *sprites.Stage) bool {
	b.place(st)
	open := b.tapped || st.Action(sprites.ActBack)
	b.tapped = false
	return open
}

// AppendTarget lists the button (id button:menu) for a table's Targets.
func (b *MenuButton) AppendTarget(dst []scenes.Target) []scenes.Target {
	if !b.node.VisibleInTree() {
		return dst
	}
	return append(dst, scenes.NodeTarget(MenuButtonID, b.label, b.node))
}

// Node is the button's node (to hide it, e.g. behind a hand-over screen).
func (b *MenuButton) Node() *sprites.Node { return b.node }

func (b *MenuButton) place(st *sprites.Stage) {
	w, h := st.Size()
	if w == b.w && h == b.h {
		return
	}
	b.w, b.h = w, h
	r := MenuCorner(w, h)
	b.node.SetPos(r.X, r.Y)
	b.node.SetSize(r.W, r.H)
	for _, l := range b.looks {
		l.Resize(r.W, r.H)
	}
}

// Size implements sprites.Painter.
func (b *MenuButton) Size() (float64, float64) { return b.looks[0].Size() }

// Paint implements sprites.Painter.
func (b *MenuButton) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	look := b.looks[0]
	if b.node.Hovered() || b.node.Pressed() || b.node.Focused() {
		look = b.looks[1]
	}
	look.Paint(dst, world, alpha)
}

// paintMenuButton paints a rounded square of the felt's deep shade with
// three bars in the table's text colour.
func paintMenuButton(dst *ebiten.Image, w, h float64, pal art.Colors, lit bool) {
	fw, fh := float32(w), float32(h)
	r := fh * 0.22
	fill := gfx.WithAlpha(pal.FeltDeep, 0.55)
	if lit {
		fill = gfx.WithAlpha(gfx.Mix(pal.FeltDeep, pal.Highlight, 0.35), 0.9)
	}
	gfx.FillRoundRect(dst, 0, 0, fw, fh, r, fill, true)
	gfx.StrokeRoundRect(dst, 1, 1, fw-2, fh-2, r-1, 1.2, gfx.WithAlpha(pal.Text, 0.5), true)
	bw, bh := fw*0.5, float32(math.Max(2, h*0.08))
	for i := -1; i <= 1; i++ {
		y := fh/2 + float32(i)*fh*0.2 - bh/2
		gfx.FillRoundRect(dst, (fw-bw)/2, y, bw, bh, bh/2, pal.Text, true)
	}
}
