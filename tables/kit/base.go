package kit

import (
	"fmt"
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
	// Look is the game's look (its descriptor's scenes part): the kit's
	// frames around the table take its colours and felt.
	Look *scenes.Game
	Cfg  tables.Config
	St   *sprites.Stage
	D    *Driver
	Q    *Queue
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
	// TurnHint is the first-game tip for the turn on screen ("" for none),
	// asked only while the person holding the screen may act.
	TurnHint func() string

	stats FrameStats
	felt  *sprites.SharedPicture
	pass  *handOver
	open  opening
	hints hintTip    // the first-game tip (hints.go)
	tools *tools     // undo and the move log, once the table offers them
	saver *autosaver // nil: the game is not saved
	menu  *MenuButton
	bar   *roomBar // an online room's bar (room_bar.go); nil at a table dealt here
	end   ending   // the hand-off to the results frame (GameOver)
}

// ending is the game over, waiting to hand the table to its results.
type ending struct {
	results func() scenes.Scene // nil: the game goes on, or was handed off
	hold    float64
	reached bool // the last events are shown
	ticks   int
}

// NewBase deals cfg's game for the table of look's game, whose animate
// shows one event (changing the table's screen model) and whose settle
// puts every node where the model says. A configuration of another game,
// or a bad one, is reported and nothing is dealt.
func NewBase(ctx *scenes.Context, look *scenes.Game, cfg tables.Config, animate func(rules.Event) sprites.Anim, settle func()) (*Base, error) {
	if cfg.Game != look.ID() {
		return nil, fmt.Errorf("the %s table cannot play %q", look.Rules.Title(), cfg.Game)
	}
	d, err := NewDriver(ctx, look.Rules, cfg)
	if err != nil {
		return nil, err
	}
	if ctx.Scenes.Game(look.ID()) == nil {
		// a table opened alone (a test's) still finds its rules page
		ctx.Scenes.AddGame(*look)
	}
	b := &Base{Ctx: ctx, Look: look, Cfg: cfg, St: ctx.NewStage(), D: d}
	b.open.frame = ctx.Frame // no batch in the frame that builds the table
	b.Warm.st = b.St
	b.Q = NewQueue(b.St, animate, settle)
	d.Start(b.Q)
	b.addFelt()
	b.pass = newHandOver(b)
	b.menu = NewMenuButton(ctx, b.St, look)
	if d.room != nil {
		b.bar = newRoomBar(b)
	}
	b.keepSaved()
	return b, nil
}

// GameOver hands the table over to the results frame results makes, once
// the game's last events have been shown. The ended table stays hold
// ticks first (at normal speed; any action goes on at once; 0: none).
func (b *Base) GameOver(results func() scenes.Scene, hold float64) {
	b.end = ending{results: results, hold: hold}
}

// Ended reports that the game is over and its last events have been
// shown: the table is about to give way to its results.
func (b *Base) Ended() bool { return b.end.reached }

// MenuButton is the table's menu button (tests, and a table hiding it).
func (b *Base) MenuButton() *MenuButton { return b.menu }

// handOff replaces the table with its results once the game has ended and
// the hold is over.
func (b *Base) handOff() {
	e := &b.end
	if e.results == nil {
		return
	}
	if !e.reached && !b.Q.Busy() && !b.St.Animating() {
		e.reached = true
	}
	if !e.reached || !b.Next.IsNone() {
		return
	}
	e.ticks++
	hold := 0.0 // speed 0 plays everything at once
	if sp := b.Ctx.Settings.AnimationSpeed; sp > 0 {
		hold = e.hold / sp
	}
	if e.hold == 0 || b.St.Actions() != 0 || float64(e.ticks) >= hold {
		sc := e.results()
		if r, ok := sc.(*Results); ok && b.D.room != nil {
			r.playedIn(b.D.room)
		}
		b.Next = scenes.Replace(sc)
		e.results = nil
	}
}

// Begin starts the table's Update: the stage reads input and advances,
// a hand-over is answered, the driver shows events and lets the next
// seat act, and faces are painted while the table waits; then the turn's
// first-game tip is offered, the menu opens when asked for (its button,
// or Escape; not in the middle of a drag), and a game over and shown
// hands the table to its results frame (GameOver), so that what the table
// does after Begin already knows it has Ended.
func (b *Base) Begin() {
	b.begin()
	if b.TurnHint != nil {
		if p := b.D.Viewer(); p >= 0 && b.D.CanAct(p) {
			if key := b.TurnHint(); key != "" {
				b.Hint(key)
			}
		}
	}
	if b.menu.Opened(b.St) && b.Next.IsNone() && b.St.Dragging() == nil {
		b.Next = scenes.Push(b.Menu())
	}
	b.handOff()
}

func (b *Base) begin() {
	b.stats.begin()
	b.St.Update()
	b.stepHints()
	if b.D.handover >= 0 && b.St.Actions()&^(sprites.ActBack|sprites.ActSkip) != 0 {
		b.D.Acknowledge()
	}
	b.D.Update(b.St.Action(sprites.ActSkip))
	if b.saver != nil {
		b.saver.poll()
	}
	b.followRoom()
	b.pass.refresh()
	if !b.open.done {
		b.open.waited, b.open.pace = &b.Ctx.Waited, &b.Ctx.Pace
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
		b.end.results == nil &&
		(b.tools == nil || b.tools.noteTicks == 0) && // a refusal under the undo button times out
		(b.bar == nil || !b.bar.busy()) // a countdown, a refusal shown for a while
}

// Warmed reports that the table has opened and every face it will need
// is painted.
func (b *Base) Warmed() bool { return b.open.done && b.Warm.Done() }

// AppendTargets adds the kit's own targets (the menu button, the
// hand-over screen, the undo and log buttons, a tip, an online table's
// room bar).
func (b *Base) AppendTargets(dst []scenes.Target) []scenes.Target {
	dst = b.menu.AppendTarget(dst)
	if b.pass.node.Visible() {
		dst = append(dst, scenes.NodeTarget("handover", b.pass.title.Text(), b.pass.node))
	}
	return b.appendRoomBarTarget(b.appendHintTarget(b.tools.appendTargets(dst)))
}

// FrameTimes returns the Update and Draw durations measured so far.
func (b *Base) FrameTimes() FrameTimes { return b.stats.times() }

// ResetFrameTimes starts the measurement again.
func (b *Base) ResetFrameTimes() { b.stats = FrameStats{} }

// Stage exposes the scene graph to tests.
func (b *Base) Stage() *sprites.Stage { return b.St }
