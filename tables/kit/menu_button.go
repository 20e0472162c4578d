package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// MenuButtonID is the menu button's target id on every table.
const MenuButtonID = "button:menu"

// MenuCorner is the box a table keeps clear of its own things in the
// top-right corner of a screen of metrics m: the menu button and, left of
// it, the undo and move-log buttons (see OfferTools), squares as tall as
// a table's banner.
func MenuCorner(m scenes.Metrics) sprites.Rect {
	left, right := cornerSlot(m, cornerButtons-1), cornerSlot(m, 0)
	return sprites.Rect{X: left.X, Y: right.Y, W: right.X + right.W - left.X, H: right.H}
}

// MenuButtonBox is the menu button's own square, the corner's rightmost.
func MenuButtonBox(m scenes.Metrics) sprites.Rect { return cornerSlot(m, 0) }

// cornerButtons is how many buttons the corner holds.
const cornerButtons = 3

// cornerSlot is the square of the corner's i-th button from the right.
func cornerSlot(m scenes.Metrics, i int) sprites.Rect {
	mg := m.PxMin(10, 5)
	s := m.PxMin(40, 28)
	gap := m.PxMin(8, 4)
	return sprites.Rect{X: m.W - mg - s - float64(i)*(s+gap), Y: math.Round(mg * 0.6), W: s, H: s}
}

// MenuButton is the small button with three bars that every table shows
// in its top-right corner. A table makes one on its stage and asks it each
// tick whether the player wants the menu (the button, or Escape):
//
//	if t.menu.Opened(t.st) {
//		return scenes.Push(kit.NewMenu(ctx, look))
//	}
//
// Every table has one through Base, which does just that.
type MenuButton struct {
	btn   *cornerButton
	label string
}

// NewMenuButton puts the menu button on st, above everything of the table.
func NewMenuButton(ctx *scenes.Context, st *sprites.Stage, game *scenes.Game) *MenuButton {
	return &MenuButton{btn: newCornerButton(st, game.Colors, MenuButtonID, 0, paintMenuBars), label: ctx.Words.T("menu.button")}
}

// Opened reports whether the player asked for the menu this tick: the
// button was clicked, tapped or activated by keyboard, or Escape was
// pressed. Call it once a tick, after the stage's Update. It also keeps
// the button in its corner when the screen changes size.
func (b *MenuButton) Opened(st *sprites.Stage) bool {
	b.btn.place(st)
	return b.btn.pressed() || st.Action(sprites.ActBack)
}

// AppendTarget lists the button (id button:menu) for a table's Targets.
func (b *MenuButton) AppendTarget(dst []scenes.Target) []scenes.Target {
	if !b.btn.node.VisibleInTree() {
		return dst
	}
	return append(dst, scenes.NodeTarget(MenuButtonID, b.label, b.btn.node))
}

// Node is the button's node (to hide it, e.g. behind a hand-over screen).
func (b *MenuButton) Node() *sprites.Node { return b.btn.node }

// paintMenuBars paints the menu button's three bars.
func paintMenuBars(dst *ebiten.Image, s float32, ink color.RGBA) {
	bw, bh := s*0.5, float32(math.Max(2, float64(s)*0.08))
	for i := -1; i <= 1; i++ {
		y := s/2 + float32(i)*s*0.2 - bh/2
		gfx.FillRoundRect(dst, (s-bw)/2, y, bw, bh, bh/2, ink, true)
	}
}
