package kit

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// First-game hints: short tips a table asks for at the moments they
// matter (Base.Hint), shown one at a time near the top of the table until
// the player clicks or presses Enter, and never again once dismissed (the
// moment is noted in Settings.HintsSeen, which the settings store keeps).
// The Settings screen switches them off. A tip never blocks the table: the
// click that dismisses it still does what it would have done.
//
// A moment is named by the table ("first_placement"); its tip is the
// catalog's "hints.GAME.MOMENT".

// HintID is a tip's target id while it shows.
const HintID = "hint"

// hintTip is the tip on a table's stage.
type hintTip struct {
	node  *sprites.Node
	panel *sprites.Picture
	text  *sprites.Text
	close *sprites.Text
	shown string   // the tip showing ("dolcevita.first_tie"), or ""
	queue []string // tips asked for while another showed
	w, h  float64
	band  sprites.Rect // where tips go (KeepHintsIn); empty: under the menu button
}

// KeepHintsIn puts the first-game tips in r instead of under the menu
// button, centred across it, at its top, and wrapped wider when that keeps
// them within its height: a table with a panel down one side (the
// necklace's) keeps its heading and its status line uncovered. Call it
// from Layout, after LayoutBase.
func (b *Base) KeepHintsIn(r sprites.Rect) {
	b.hints.band = r
	b.layoutHint()
}

// Hint asks for the tip of a moment of this table's game: shown now, or
// after the one showing, unless hints are off, it was dismissed before,
// nobody plays at this screen (watch mode, a replay), or the catalog has
// no such tip.
func (b *Base) Hint(moment string) {
	// asked every tick while the moment lasts: the checks must not
	// allocate, so the id is only built for a tip about to show
	game := b.Cfg.Game
	h := &b.hints
	is := func(id string) bool { return isHint(id, game, moment) }
	switch {
	case !b.Ctx.Settings.Hints || b.D.humans == 0 || b.D.replay:
	case is(h.shown), slices.ContainsFunc(b.Ctx.Settings.HintsSeen, is), slices.ContainsFunc(h.queue, is):
	case !b.Ctx.Words.Has("hints." + game + "." + moment):
	case h.shown != "":
		h.queue = append(h.queue, game+"."+moment)
	default:
		b.showHint(game + "." + moment)
	}
}

// isHint reports whether id is "game.moment".
func isHint(id, game, moment string) bool {
	return len(id) == len(game)+1+len(moment) && id[:len(game)] == game && id[len(game)] == '.' && id[len(game)+1:] == moment
}

// HintShown is the tip on screen ("GAME.MOMENT"), or "".
func (b *Base) HintShown() string { return b.hints.shown }

func (b *Base) showHint(id string) {
	h := &b.hints
	if h.node == nil {
		h.node = sprites.NewNode()
		h.node.Name = HintID
		h.node.SetZ(900) // over the table, under the menu button
		h.panel = sprites.NewPicture(1, 1, paintHint)
		h.node.SetPainter(h.panel)
		h.text = sprites.NewText("", gfx.Bold, 18, gfx.White)
		h.close = sprites.NewText(b.Ctx.Words.T("hints.dismiss"), gfx.Regular, 14, hintMuted)
		h.node.Add(h.text.Node, h.close.Node)
		b.St.Root.Add(h.node)
	}
	h.shown = id
	h.text.SetText(b.Ctx.Words.T("hints." + id))
	h.node.SetVisible(true)
	b.layoutHint()
}

// stepHints dismisses the tip on a click, a tap or Enter, and shows the
// next one asked for.
func (b *Base) stepHints() {
	h := &b.hints
	if h.shown == "" {
		return
	}
	in := b.Ctx.Input
	if !in.Pointer().JustDown && !in.Action(sprites.ActConfirm) {
		return
	}
	b.Ctx.Settings.HintsSeen = append(b.Ctx.Settings.HintsSeen, h.shown)
	h.shown = ""
	h.node.SetVisible(false)
	b.St.Invalidate()
	if len(h.queue) > 0 {
		next := h.queue[0]
		h.queue = h.queue[1:]
		b.showHint(next)
	}
}

// layoutHint centres the tip under the top edge (or at the top of its
// band: see KeepHintsIn), as wide as its words need up to about half the
// screen.
func (b *Base) layoutHint() {
	h := &b.hints
	if h.node == nil || h.shown == "" {
		return
	}
	w, ht := b.St.Size()
	m := scenes.NewMetrics(int(w), int(ht), b.St.Scale())
	x0, bw := 0.0, w
	if h.band.W > 0 {
		x0, bw = h.band.X, math.Min(h.band.W, w-h.band.X)
	}
	pad := m.PxMin(14, 8)
	h.text.SetFont(gfx.Bold, m.Font(18, 13))
	h.close.SetFont(gfx.Regular, m.Font(14, 11))
	h.text.SetWrap(math.Min(bw-4*pad, math.Max(m.Px(520), w*0.45)))
	y := MenuCorner(m).Y + MenuCorner(m).H + pad
	if h.band.W > 0 {
		y = h.band.Y
		if _, th := h.text.Size(); y+th+2.4*pad+m.Font(14, 11) > h.band.Y+h.band.H {
			h.text.SetWrap(bw - 4*pad) // fewer lines
		}
	}
	tw, th := h.text.Size()
	cw, ch := h.close.Size()
	h.w, h.h = math.Max(tw, cw)+2*pad, th+ch+2.4*pad
	h.panel.Resize(h.w, h.h)
	h.node.SetSize(h.w, h.h)
	h.node.SetPos(math.Round(x0+(bw-h.w)/2), math.Round(y))
	h.text.SetPos(pad, pad)
	h.close.SetPos(pad, pad*1.4+th)
	b.St.Invalidate()
}

// appendHintTarget lists the tip while it shows.
func (b *Base) appendHintTarget(dst []scenes.Target) []scenes.Target {
	if h := &b.hints; h.shown != "" {
		dst = append(dst, scenes.NodeTarget(HintID, h.text.Text(), h.node))
	}
	return dst
}

// hintMuted is the colour of the tip's second line.
var hintMuted = gfx.Hex("#d8ccb0")

// paintHint paints the tip's card: the salon's ink with a brass edge.
func paintHint(dst *ebiten.Image, w, h float64) {
	r := float32(math.Min(w, h) * 0.16)
	gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h), r, gfx.WithAlpha(barInk, 0.94), true)
	gfx.StrokeRoundRect(dst, 1, 1, float32(w)-2, float32(h)-2, r, 2, barEdge, true)
}
