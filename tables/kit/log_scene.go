package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// LogCloseID is the log panel's close button's target id.
const LogCloseID = "button:log-close"

// logScene is the move log opened over a table (its button, the L key or
// the menu): a sheet with the moves so far, the newest at the bottom,
// scrolled by wheel, drag, arrows and page keys. Like the menu it is an
// overlay: the table stays beneath it, dimmed and standing still, so the
// log holds still too while it is read. Escape, L or Close return.
type logScene struct {
	ctx  *scenes.Context
	game string
	st   *sprites.Stage
	pal  art.Colors
	log  *MoveLog

	dim    *sprites.Picture
	panel  *sprites.Picture
	panelN *sprites.Node
	title  *sprites.Text
	empty  *sprites.Text
	more   *sprites.Text // "scroll up for older moves", while there are
	close  *sprites.Button
	tl     scenes.TargetList

	dragY   float64 // pointer height the drag last scrolled at
	rowStep float64
	next    scenes.Change
}

// newLogScene is the log of b's game as its viewer may see it now.
func newLogScene(b *Base) *logScene {
	ctx := b.Ctx
	s := &logScene{ctx: ctx, game: b.Cfg.Game, st: ctx.NewStage(), pal: b.Look.Colors}
	w := ctx.Words
	s.dim = sprites.NewPicture(1, 1, func(dst *ebiten.Image, w, h float64) { dst.Fill(gfx.WithAlpha(gfx.Black, 0.55)) })
	dimN := sprites.NewPainted(s.dim)
	dimN.SetZ(-20)
	s.panel = sprites.NewPicture(1, 1, func(dst *ebiten.Image, w, h float64) { paintSheet(dst, w, h, s.pal) })
	s.panelN = sprites.NewPainted(s.panel)
	s.panelN.SetZ(-10)
	s.title = sprites.NewText(w.T("log.title"), gfx.Bold, 24, s.pal.PanelText)
	s.empty = sprites.NewText(w.T("log.empty"), gfx.Regular, 16, s.pal.PanelText)
	s.more = sprites.NewText(w.T("log.more"), gfx.Regular, 14, gfx.WithAlpha(s.pal.PanelText, 0.6))
	s.log = NewMoveLog(b.Words(), b.tools.line, s.pal.PanelText)
	s.log.Add(b.D.LogEvents()...)
	s.empty.SetVisible(s.log.Empty())
	s.close = sprites.NewButton(w.T("log.close"), 120, 40, func() { s.leave() })
	s.close.Name = LogCloseID
	s.tl.Add(LogCloseID, s.close.Label().Text(), s.close.Node)
	s.st.Root.Add(dimN, s.panelN, s.title.Node, s.empty.Node, s.more.Node, s.log.Node(), s.close.Node)
	s.st.SetFocus(s.close.Node)
	s.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	return s
}

func (s *logScene) leave() {
	s.ctx.Play(scenes.SoundButton)
	s.next = scenes.Pop()
}

// Overlay implements scenes.Overlay.
func (s *logScene) Overlay() {}

// Name implements scenes.Scene.
func (s *logScene) Name() string { return "log:" + s.game }

// Layout implements scenes.Scene: a tall sheet in the middle, the title
// and Close along its top, the rows below.
func (s *logScene) Layout(ctx *scenes.Context, w, h int) {
	fw, fh := float64(w), float64(h)
	s.st.SetSize(fw, fh)
	s.dim.Resize(fw, fh)
	mt := scenes.NewMetrics(w, h, ctx.Scale)
	mg, pad := mt.PxMin(24, 8), mt.PxMin(24, 12)
	pw := math.Min(fw-2*mg, mt.PxMin(640, 420))
	ph := fh - 2*mg
	px, py := math.Round((fw-pw)/2), mg
	s.panel.Resize(pw, ph)
	s.panelN.SetPos(px, py)
	s.title.SetFont(gfx.Bold, mt.Font(26, 17))
	bw, bh := mt.PxMin(130, 96), mt.PxMin(42, 32)
	s.close.SetSize(bw, bh)
	s.close.Label().SetFont(gfx.Bold, math.Round(math.Min(mt.Px(20), bh*0.45)))
	s.close.SetPos(px+pw-pad-bw/2, py+pad+bh/2)
	_, th := s.title.Size()
	s.title.SetPos(px+pad, py+pad+(bh-th)/2)
	font := mt.Font(18, 14)
	top := py + pad + bh + pad*0.3
	s.more.SetFont(gfx.Regular, mt.Font(15, 12))
	s.more.SetPos(px+pad, top)
	_, mh := s.more.Size()
	top += mh + pad*0.3
	s.empty.SetFont(gfx.Regular, font)
	s.empty.SetPos(px+pad, top)
	s.log.Place(sprites.Rect{X: px + pad, Y: top, W: pw - 2*pad, H: py + ph - pad - top}, font)
	s.rowStep = font * 1.6
	s.more.SetVisible(s.log.Older())
	s.st.Invalidate()
}

// Update implements scenes.Scene.
func (s *logScene) Update(ctx *scenes.Context) scenes.Change {
	s.st.Update()
	in := ctx.Input
	if (s.st.Action(sprites.ActBack) || in.Action(sprites.ActLog)) && s.next.IsNone() {
		s.leave()
	}
	rows := 0
	// a page keeps its last row in sight, but moves at least one row
	// when one row is all the sheet shows
	page := max(s.log.PageRows()-1, 1)
	if wh := in.Wheel(); wh != 0 {
		rows += int(math.Round(wh * 3))
	}
	switch {
	case in.Action(sprites.ActUp):
		rows++
	case in.Action(sprites.ActDown):
		rows--
	case in.Action(sprites.ActPageUp):
		rows += page
	case in.Action(sprites.ActPageDown):
		rows -= page
	case in.Action(sprites.ActHome):
		rows = s.log.Len()
	case in.Action(sprites.ActEnd):
		s.log.ScrollToEnd()
		s.st.Invalidate()
	}
	rows += s.drag(in.Pointer())
	if rows != 0 {
		s.log.Scroll(rows)
		s.st.Invalidate()
	}
	s.more.SetVisible(s.log.Older())
	ch := s.next
	s.next = scenes.None
	return ch
}

// drag turns a finger or mouse dragging the sheet into rows: pulling
// down shows older moves, as a phone's list scrolls.
func (s *logScene) drag(p sprites.PointerState) int {
	switch {
	case p.JustDown:
		s.dragY = p.Y
	case p.Down && s.rowStep > 0:
		n := int((p.Y - s.dragY) / s.rowStep)
		s.dragY += float64(n) * s.rowStep
		return n
	}
	return 0
}

// Draw implements scenes.Scene.
func (s *logScene) Draw(dst *ebiten.Image) { s.st.Draw(dst) }

// NeedsRedraw implements scenes.Scene.
func (s *logScene) NeedsRedraw() bool { return s.st.NeedsRedraw() }

// Settled implements scenes.Scene.
func (s *logScene) Settled() bool { return !s.st.Animating() }

// Targets implements scenes.Scene: the close button, and the sentences
// on view (MoveLog.AppendTargets).
func (s *logScene) Targets(dst []scenes.Target) []scenes.Target {
	return s.log.AppendTargets(s.tl.AppendTo(dst))
}

// Stage exposes the scene graph to tests.
func (s *logScene) Stage() *sprites.Stage { return s.st }

// Log is the log the sheet shows (for tests).
func (s *logScene) Log() *MoveLog { return s.log }
