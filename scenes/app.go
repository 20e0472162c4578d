package scenes

import (
	"errors"
	"image"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// fadeTicks is the cross-fade length at normal animation speed: 250 ms at
// 60 ticks per second.
const fadeTicks = 15

// App runs the scene stack. It is the ebiten.Game main hands to RunGame.
type App struct {
	ctx   *Context
	stack []Scene

	w, h int

	// fixedScale, when above 0, replaces the device scale factor (-scale).
	fixedScale float64
	// The monitor's factor, asked again when the window's size changes or
	// a second of ticks has passed (the window may have moved to another
	// screen): natively the question is a main-thread call that
	// allocates, too dear for every frame.
	monScale   float64
	monTick    int
	outW, outH float64

	// Cross-fade: the old screen, captured when the change happened, is
	// drawn over the new scene with falling alpha.
	from      *ebiten.Image
	fadeOp    ebiten.DrawImageOptions // reused: one per fading frame would allocate
	fadeLeft  float64
	fadeTotal float64

	dirty  bool // something outside the scene changed the picture
	ticked bool // an Update ran since the last Draw
	frames int  // frames actually drawn
	ticks  int

	// Screenshot: write the first settled frame to shotPath and stop.
	shotPath   string
	shotSettle int
	done       bool
	err        error

	targets []Target

	lastMuted  bool
	lastVolume float64
	lastFull   bool
	fullKnown  bool

	// notice tells the player what went wrong outside any one screen
	// (app_notice.go).
	notice *notice

	// OnFrame is called after each drawn frame (the JS bridge uses it).
	OnFrame func(a *App)

	// Idle throttling: after idleAfter quiet ticks the loop only wakes on
	// input (see ThrottleWhenIdle).
	throttle  bool
	quiet     int
	throttled bool
}

// idleAfter is how many quiet ticks (half a second) pass before the game
// loop stops ticking on its own.
const idleAfter = 30

// ThrottleWhenIdle makes the app switch Ebitengine to
// FPSModeVsyncOffMinimum once nothing has moved for half a second, so an
// idle screen costs no CPU; any input wakes the loop and the app returns to
// FPSModeVsyncOn while anything moves. Tests that drive the app
// themselves leave it off.
func (a *App) ThrottleWhenIdle(on bool) { a.throttle = on }

// Throttled reports whether the loop is currently waiting for input.
func (a *App) Throttled() bool { return a.throttled }

// throttleIdle switches the FPS mode as the screen falls quiet or wakes.
func (a *App) throttleIdle() {
	if !a.throttle {
		return
	}
	top := a.Top()
	busy := a.dirty || a.Fading() || a.notice.left > 0 || top.NeedsRedraw() || !top.Settled() || a.shotPath != "" || a.ctx.Input.Active()
	if busy {
		a.quiet = 0
		if a.throttled {
			a.throttled = false
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
		}
		return
	}
	if a.quiet++; a.quiet >= idleAfter && !a.throttled {
		a.throttled = true
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	}
}

// NewApp starts the stack with first.
func NewApp(ctx *Context, first Scene) *App {
	a := &App{ctx: ctx, stack: []Scene{first}, dirty: true, lastVolume: -1, notice: newNotice()}
	a.keepSettings() // notes the settings the run starts with, unless they were read
	return a
}

// Context returns the app's context.
func (a *App) Context() *Context { return a.ctx }

// Top is the scene on top of the stack.
func (a *App) Top() Scene { return a.stack[len(a.stack)-1] }

// Depth is the number of scenes on the stack.
func (a *App) Depth() int { return len(a.stack) }

// SceneName is the name of the scene on top.
func (a *App) SceneName() string { return a.Top().Name() }

// Frames counts the frames actually drawn (idle frames are not).
func (a *App) Frames() int { return a.frames }

// Fading reports whether a cross-fade is running.
func (a *App) Fading() bool { return a.fadeLeft > 0 }

// Settled reports that nothing moves: no fade and no animation.
func (a *App) Settled() bool { return !a.Fading() && a.Top().Settled() }

// Targets lists the interactive nodes of the top scene, in game pixels.
// The returned slice is reused by the next call.
func (a *App) Targets() []Target {
	a.targets = a.Top().Targets(a.targets[:0])
	return a.targets
}

// ScreenshotWhenSettled makes the app write the first frame drawn after
// everything settled to path as PNG and then end RunGame.
func (a *App) ScreenshotWhenSettled(path string) { a.shotPath = path }

// Err is the error that ended the app, if any.
func (a *App) Err() error { return a.err }

// FixScale makes the app render at f device pixels per window pixel
// instead of the monitor's factor (-scale; 0 follows the monitor again).
func (a *App) FixScale(f float64) { a.fixedScale = f }

// Layout implements ebiten.Game for callers that pass whole window pixels;
// Ebitengine itself calls LayoutF.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	w, h := a.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// LayoutF implements ebiten.LayoutFer: the game renders at the window's
// size in device pixels (window pixels times the device scale factor, the
// browser's devicePixelRatio), so cards and text are drawn at the
// display's own resolution and stay crisp on a phone or a Retina screen.
// Scenes lay out in those pixels (ctx.Width, ctx.Height, the cursor) and
// read ctx.Scale for how many there are per window pixel.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	scale := a.fixedScale
	if scale <= 0 {
		if a.monScale == 0 || outsideW != a.outW || outsideH != a.outH || a.ticks-a.monTick >= 60 {
			a.monScale, a.monTick, a.outW, a.outH = 1, a.ticks, outsideW, outsideH
			if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
				a.monScale = m.DeviceScaleFactor()
			}
		}
		scale = a.monScale
	}
	w, h := max(1, int(math.Ceil(outsideW*scale))), max(1, int(math.Ceil(outsideH*scale)))
	if w != a.w || h != a.h || scale != a.ctx.Scale {
		a.ctx.Scale = scale
		a.resize(w, h)
		if a.throttled {
			// A resize is not input: wake the sleeping loop to redraw.
			ebiten.ScheduleFrame()
		}
	}
	return float64(w), float64(h)
}

func (a *App) resize(w, h int) {
	a.w, a.h = w, h
	a.ctx.Width, a.ctx.Height = w, h
	for _, s := range a.stack {
		s.Layout(a.ctx, w, h)
	}
	if a.notice.left > 0 {
		a.notice.layout(NewMetrics(w, h, a.ctx.Scale))
	}
	if a.from != nil {
		// A fade across a resize would stretch the old picture; cut it.
		a.fadeLeft = 0
	}
	a.dirty = true
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.done {
		if a.err != nil {
			return a.err
		}
		return ebiten.Termination
	}
	a.ticks++
	a.ticked = true
	a.ctx.Pace.tick(a.ctx.Frame, time.Now(), a.throttled)
	if m := a.ctx.Meter; m != nil {
		m.beginUpdate()
		defer m.endUpdate()
	}
	in := a.ctx.Input
	in.Poll()
	if a.w == 0 {
		// Update before the first Layout (tests drive Update directly).
		a.resize(a.ctx.Width, a.ctx.Height)
	}
	a.syncSettings()
	if in.Action(sprites.ActFullscreen) {
		a.ctx.Settings.Fullscreen = !a.ctx.Settings.Fullscreen
	}
	if a.fadeLeft > 0 {
		a.fadeLeft--
	}
	if a.notice.tick() {
		a.dirty = true // the screen under it, without it
	}
	ch := a.Top().Update(a.ctx)
	a.keepSettings()
	if err := a.apply(ch); err != nil {
		if errors.Is(err, ebiten.Termination) {
			a.done = true
		}
		return err
	}
	a.throttleIdle()
	return nil
}

// syncSettings carries Settings changes to the audio player and the window.
func (a *App) syncSettings() {
	a.syncLanguage()
	s := a.ctx.Settings
	if a.ctx.Audio != nil {
		if muted := !s.Sound || a.ctx.Muted; muted != a.lastMuted || s.Volume != a.lastVolume {
			a.ctx.Audio.SetMuted(muted)
			a.ctx.Audio.SetVolume(s.Volume)
			a.lastMuted, a.lastVolume = muted, s.Volume
		}
	}
	if !a.fullKnown || s.Fullscreen != a.lastFull {
		if a.fullKnown || s.Fullscreen {
			ebiten.SetFullscreen(s.Fullscreen)
		}
		a.fullKnown, a.lastFull = true, s.Fullscreen
	}
}

// keepSettings saves the settings whenever they changed, wherever that
// was (the Settings screen, a dismissed tip, F11), and tells the player
// once, in a notice, when they could not be written.
func (a *App) keepSettings() {
	k := &a.ctx.keeper
	a.ctx.SaveSettings() // a failure stays in k.failed
	if k.failed != nil && !k.told {
		k.told = true
		a.notice.show(a.ctx.Words.T("save.settings_failed"), NewMetrics(max(a.w, 1), max(a.h, 1), a.ctx.Scale))
		a.dirty = true
	}
}

// Apply performs a change now (tests and main use it; scenes return
// changes from Update instead).
func (a *App) Apply(ch Change) error { return a.apply(ch) }

func (a *App) apply(ch Change) error {
	if ch.kind == changeNone {
		return nil
	}
	a.captureForFade()
	switch ch.kind {
	case changePush:
		a.stack = append(a.stack, ch.scene)
	case changePop:
		if len(a.stack) == 1 {
			a.done = true
			return ebiten.Termination
		}
		a.stack[len(a.stack)-1] = nil
		a.stack = a.stack[:len(a.stack)-1]
	case changeReplace:
		a.stack[len(a.stack)-1] = ch.scene
	case changeReset:
		clear(a.stack)
		a.stack = append(a.stack[:0], ch.scene)
	}
	if ch.scene != nil && a.w > 0 {
		ch.scene.Layout(a.ctx, a.w, a.h)
	} else if ch.kind == changePop && a.w > 0 {
		a.Top().Layout(a.ctx, a.w, a.h)
	}
	// The fade follows the animation speed; speed 0 (tests, screenshots)
	// cuts straight to the new scene.
	if speed := a.ctx.Settings.AnimationSpeed; speed > 0 {
		a.fadeTotal = fadeTicks / speed
		a.fadeLeft = a.fadeTotal
	} else {
		a.fadeLeft = 0
	}
	a.dirty = true
	return nil
}

// captureForFade paints the current top scene into the fade image.
//
// The image has a texture of its own (Unmanaged), off Ebitengine's shared
// atlas pages. On a page, every picture copied into it from that same page
// made Ebitengine move the capture elsewhere (an image may not draw from
// its own texture), growing another page to hold a screenful: a new
// texture and a copy of the whole capture for each such picture, dozens in
// one frame (docs/frames.md, "Hitches found"). An unmanaged image is not
// restored after a lost GPU context, which a capture shown for a few
// frames does not need.
func (a *App) captureForFade() {
	if a.w == 0 {
		return
	}
	if a.from == nil || a.from.Bounds().Dx() != a.w || a.from.Bounds().Dy() != a.h {
		if a.from != nil {
			a.from.Deallocate()
		}
		a.from = ebiten.NewImageWithOptions(image.Rect(0, 0, a.w, a.h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	a.drawStack(a.from)
}

// Paint paints the picture now, overlays over what they cover (tests'
// screenshots; the game loop draws through Draw).
func (a *App) Paint(dst *ebiten.Image) {
	a.drawStack(dst)
	a.notice.draw(dst)
}

// drawStack paints the top scene, and first the scenes beneath it when it
// is an Overlay (they are not cleared: each scene paints its background).
func (a *App) drawStack(dst *ebiten.Image) {
	i := len(a.stack) - 1
	for i > 0 && isOverlay(a.stack[i]) {
		i--
	}
	for ; i < len(a.stack); i++ {
		a.stack[i].Draw(dst)
	}
}

func isOverlay(s Scene) bool {
	_, ok := s.(Overlay)
	return ok
}

// Draw implements ebiten.Game. When nothing changed it draws nothing: the
// screen is not cleared between frames, so the last picture stays. Nor
// does it draw in a frame that ran no tick (Ebitengine runs none when the
// last frame took less than a tick, a software GPU under no vsync
// often): everything on the screen moves by ticks, so the picture would
// be the last one again, at a whole frame's cost to the GPU.
func (a *App) Draw(screen *ebiten.Image) {
	if m := a.ctx.Meter; m != nil {
		m.beginDraw()
		frames := a.frames
		defer func() { m.endDraw(a.frames != frames) }()
	}
	a.ctx.Frame++
	ticked := a.ticked
	a.ticked = false
	top := a.Top()
	if !a.dirty && a.shotPath == "" && (!ticked || a.fadeLeft <= 0 && !top.NeedsRedraw()) {
		return
	}
	a.dirty = false
	a.drawStack(screen)
	if a.fadeLeft > 0 && a.from != nil {
		t := a.fadeLeft / a.fadeTotal
		a.fadeOp.ColorScale.Reset()
		a.fadeOp.ColorScale.ScaleAlpha(float32(t * t * (3 - 2*t)))
		screen.DrawImage(a.from, &a.fadeOp)
		a.dirty = true // keep drawing until the fade is over
	}
	a.notice.draw(screen)
	a.frames++
	a.ctx.Pace.drawn()
	if a.shotPath != "" {
		a.maybeScreenshot(screen)
	}
	if a.OnFrame != nil {
		a.OnFrame(a)
	}
}

// maybeScreenshot writes the frame once two settled frames in a row were
// drawn (the first settled frame may still carry the last tween step).
func (a *App) maybeScreenshot(screen *ebiten.Image) {
	if !a.Settled() {
		a.shotSettle = 0
		return
	}
	a.shotSettle++
	if a.shotSettle < 2 || a.done {
		return
	}
	a.err = WritePNG(screen, a.shotPath)
	a.shotPath = ""
	a.done = true
}
