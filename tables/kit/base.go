package kit

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// Base is the part of a table scene every game shares; a game's table
// embeds it and adds its layout, its nodes and the animation of its
// events. Its Update begins with Begin and ends with End.
type Base struct {
	Ctx *scenes.Context
	Cfg tables.Config
	St  *sprites.Stage
	D   *Driver
	Q   *Queue
	// Warm paints the faces the table will need later, while it waits.
	Warm Warmer
	// Backdrop fills the screen while the table opens (its faces are
	// painted over the first frames, not all in one).
	Backdrop color.RGBA
	// Next is the change the scene returns from this Update.
	Next scenes.Change
	// Reopen is the game's own table constructor (its New), with which
	// Rebuild makes the table again in another language.
	Reopen Open

	stats FrameStats
	felt  *sprites.SharedPicture
	pass  *handOver
	open  opening
	hints hintTip // the first-game tip (hints.go)
	tools *tools  // undo and the move log, once the table offers them
}

// NewBase deals cfg's game for a table whose animate shows one event
// (changing the table's screen model) and whose settle puts every node
// where the model says.
func NewBase(ctx *scenes.Context, cfg tables.Config, animate func(rules.Event) sprites.Anim, settle func()) (*Base, error) {
	d, err := NewDriver(ctx, cfg)
	if err != nil {
		return nil, err
	}
	b := &Base{Ctx: ctx, Cfg: cfg, St: ctx.NewStage(), D: d}
	b.Warm.st = b.St
	b.Q = NewQueue(b.St, animate, settle)
	d.Start(b.Q)
	b.addFelt()
	b.pass = newHandOver(b)
	b.keepSaved()
	return b, nil
}

// Begin starts the table's Update: the stage reads input and advances,
// a hand-over is answered, the driver shows events and lets the next
// seat act, and faces are painted while the table waits.
func (b *Base) Begin() {
	b.stats.begin()
	b.St.Update()
	b.stepHints()
	if b.D.handover >= 0 && b.St.Actions()&^(sprites.ActBack|sprites.ActSkip) != 0 {
		b.D.Acknowledge()
	}
	b.D.Update(b.St.Action(sprites.ActSkip))
	b.pass.refresh()
	if !b.open.done {
		b.open.step(b.St, b.Ctx.Frame)
		return
	}
	if b.tools != nil {
		b.tools.update()
	}
	if b.open.redraws < openRedraws {
		b.open.redraws++
		b.St.Invalidate()
	}
	if !b.St.Animating() && !b.Q.Busy() && (b.D.Waiting() || b.D.humans == 0) {
		// a face painted while a player decides (nothing moves, no bot
		// thinks) costs no visible frame
		b.Warm.Step()
	}
}

// End finishes the table's Update and returns the change it asked for.
func (b *Base) End() scenes.Change {
	b.stats.endUpdate()
	ch := b.Next
	b.Next = scenes.None
	return ch
}

// LayoutBase sizes the stage and the kit's own overlays; a table's
// Layout calls it first. Running animations are finished.
func (b *Base) LayoutBase(w, h float64) {
	b.St.SkipAnimations()
	b.Q.Pump()
	b.St.SetSize(w, h)
	b.open.backdrop = false
	b.felt.Resize(w, h)
	b.pass.layout(w, h)
	if b.tools != nil {
		b.tools.place()
	}
	b.layoutHint()
}

// Draw implements scenes.Scene.
func (b *Base) Draw(dst *ebiten.Image) {
	b.stats.begin()
	if !b.open.done {
		b.open.backdrop = true
		dst.Fill(b.Backdrop)
	} else {
		b.St.Draw(dst)
	}
	b.stats.endDraw()
}

// NeedsRedraw implements scenes.Scene.
func (b *Base) NeedsRedraw() bool {
	if !b.open.done {
		return !b.open.backdrop // drawn once: the screen keeps it
	}
	return b.St.NeedsRedraw()
}

// Settled implements scenes.Scene: nothing moves, no bot is about to,
// the screen waits for a person, and the faces painted ahead are done
// (the app may then stop ticking).
func (b *Base) Settled() bool {
	return b.open.done && b.open.redraws >= openRedraws && !b.St.Animating() && !b.Q.Busy() && b.Warm.Done() && b.D.Waiting() &&
		(b.tools == nil || b.tools.noteTicks == 0) // a refusal under the undo button times out
}

// Warmed reports that the table has opened and every face it will need
// is painted.
func (b *Base) Warmed() bool { return b.open.done && b.Warm.Done() }

// AppendTargets adds the kit's own targets (the hand-over screen).
func (b *Base) AppendTargets(dst []scenes.Target) []scenes.Target {
	if b.pass.node.Visible() {
		dst = append(dst, scenes.NodeTarget("handover", b.pass.title.Text(), b.pass.node))
	}
	return b.appendHintTarget(b.tools.appendTargets(dst))
}

// FrameTimes returns the Update and Draw durations measured so far.
func (b *Base) FrameTimes() FrameTimes { return b.stats.times() }

// ResetFrameTimes starts the measurement again.
func (b *Base) ResetFrameTimes() { b.stats = FrameStats{} }

// Stage exposes the scene graph to tests.
func (b *Base) Stage() *sprites.Stage { return b.St }
