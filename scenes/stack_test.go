package scenes_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
)

// plain is a scene that fills the screen with one colour and asks for
// whatever change the test queues.
type plain struct {
	name    string
	fill    color.RGBA
	next    scenes.Change
	updates int
	w, h    int
	busy    bool // always something to redraw, as while a card moves
}

func (p *plain) Name() string                       { return p.name }
func (p *plain) Layout(_ *scenes.Context, w, h int) { p.w, p.h = w, h }
func (p *plain) Update(*scenes.Context) scenes.Change {
	p.updates++
	ch := p.next
	p.next = scenes.None
	return ch
}
func (p *plain) Draw(dst *ebiten.Image)                      { dst.Fill(p.fill) }
func (p *plain) NeedsRedraw() bool                           { return p.busy }
func (p *plain) Settled() bool                               { return true }
func (p *plain) Targets(dst []scenes.Target) []scenes.Target { return dst }

func newTestContext(w, h int) (*scenes.Context, *scenes.Script) {
	script := scenes.NewScript()
	ctx := newContext(1)
	ctx.Input = scenes.NewInput(script)
	ctx.Width, ctx.Height = w, h
	return ctx, script
}

func TestStackPushPopReplace(t *testing.T) {
	ctx, _ := newTestContext(64, 48)
	a := &plain{name: "a", fill: color.RGBA{255, 0, 0, 255}}
	b := &plain{name: "b", fill: color.RGBA{0, 255, 0, 255}}
	c := &plain{name: "c", fill: color.RGBA{0, 0, 255, 255}}
	app := scenes.NewApp(ctx, a)
	app.Layout(64, 48)

	steps := []struct {
		on    *plain
		ch    scenes.Change
		top   string
		depth int
	}{
		{a, scenes.Push(b), "b", 2},
		{b, scenes.Replace(c), "c", 2},
		{c, scenes.Pop(), "a", 1},
		{a, scenes.None, "a", 1},
	}
	for i, s := range steps {
		s.on.next = s.ch
		if err := app.Update(); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if app.SceneName() != s.top || app.Depth() != s.depth {
			t.Errorf("step %d (%v): top %s depth %d, want %s %d", i, s.ch, app.SceneName(), app.Depth(), s.top, s.depth)
		}
	}
	if b.w != 64 || c.h != 48 {
		t.Errorf("pushed scenes must be laid out at the screen size, got b.w=%d c.h=%d", b.w, c.h)
	}
	a.next = scenes.Pop()
	if err := app.Update(); err != ebiten.Termination {
		t.Errorf("popping the last scene should end the game, got %v", err)
	}
}

// TestCrossFade checks that a change blends the old picture into the new
// one over about 250 ms and that the speed setting shortens it.
func TestCrossFade(t *testing.T) {
	for _, tc := range []struct {
		speed float64
		minT  int
		maxT  int
	}{{1, 13, 16}, {2, 6, 9}} {
		ctx, _ := newTestContext(32, 32)
		ctx.Settings.AnimationSpeed = tc.speed
		red := &plain{name: "red", fill: color.RGBA{255, 0, 0, 255}}
		blue := &plain{name: "blue", fill: color.RGBA{0, 0, 255, 255}}
		app := scenes.NewApp(ctx, red)
		app.Layout(32, 32)
		screen := ebiten.NewImage(32, 32)
		app.Draw(screen)

		red.next = scenes.Push(blue)
		ticks := 0
		sawBlend := false
		for app.Update(); app.Fading(); app.Update() {
			app.Draw(screen)
			r, _, b, _ := screen.At(16, 16).RGBA()
			if r > 0x1000 && b > 0x1000 {
				sawBlend = true
			}
			ticks++
			if ticks > 100 {
				t.Fatal("fade never ends")
			}
		}
		app.Draw(screen)
		if ticks < tc.minT || ticks > tc.maxT {
			t.Errorf("speed %v: fade took %d ticks, want %d..%d", tc.speed, ticks, tc.minT, tc.maxT)
		}
		if !sawBlend {
			t.Errorf("speed %v: never saw a frame mixing both scenes", tc.speed)
		}
		if got := color.RGBAModel.Convert(screen.At(16, 16)).(color.RGBA); got != blue.fill {
			t.Errorf("after the fade the screen is %v, want %v", got, blue.fill)
		}
	}
}

// TestIdleDrawsNothing: once settled, frames are not redrawn.
func TestIdleDrawsNothing(t *testing.T) {
	ctx, _ := newTestContext(32, 32)
	a := &plain{name: "a", fill: color.RGBA{1, 2, 3, 255}}
	app := scenes.NewApp(ctx, a)
	app.Layout(32, 32)
	screen := ebiten.NewImage(32, 32)
	app.Update()
	app.Draw(screen)
	n := app.Frames()
	for i := 0; i < 10; i++ {
		app.Update()
		app.Draw(screen)
	}
	if app.Frames() != n {
		t.Errorf("an idle scene was redrawn %d times", app.Frames()-n)
	}
	app.Layout(40, 30)
	app.Update()
	app.Draw(screen)
	if app.Frames() != n+1 {
		t.Errorf("a resize must redraw once, drew %d", app.Frames()-n)
	}
}

func TestRegistryNamesAndUnknown(t *testing.T) {
	reg := newContext(1).Scenes
	want := []string{"title", "settings", "rules:dolcevita", "rules:dolores", "rules:necklace"}
	got := reg.Names()
	if len(got) != len(want) {
		t.Fatalf("names %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] || !reg.Has(want[i]) {
			t.Errorf("name %d: %q, want %q", i, got[i], want[i])
		}
	}
	for _, bad := range []string{"rules", "rules:chess", "title:x", "setup:dolores", ""} {
		if reg.Has(bad) {
			t.Errorf("%q should be unknown", bad)
		}
		ctx, _ := newTestContext(10, 10)
		_, err := reg.New(ctx, bad)
		var ue *scenes.UnknownSceneError
		if err == nil || !asUnknown(err, &ue) || len(ue.Known) != len(want) {
			t.Errorf("%q: want UnknownSceneError listing the names, got %v", bad, err)
		}
	}
	reg.Add("setup", []string{"dolores"}, func(ctx *scenes.Context, arg string) (scenes.Scene, error) {
		return &plain{name: "setup:" + arg}, nil
	})
	ctx, _ := newTestContext(10, 10)
	s, err := reg.New(ctx, "setup:dolores")
	if err != nil || s.Name() != "setup:dolores" {
		t.Errorf("a plugged-in kind should open: %v %v", s, err)
	}
}

func asUnknown(err error, target **scenes.UnknownSceneError) bool {
	ue, ok := err.(*scenes.UnknownSceneError)
	if ok {
		*target = ue
	}
	return ok
}

// TestThrottleWhenIdle: a quiet screen lets the loop sleep until input;
// input or a scene change wakes it.
func TestThrottleWhenIdle(t *testing.T) {
	ctx, script := newTestContext(32, 32)
	a := &plain{name: "a", fill: color.RGBA{1, 2, 3, 255}}
	app := scenes.NewApp(ctx, a)
	app.ThrottleWhenIdle(true)
	defer ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	app.Layout(32, 32)
	screen := ebiten.NewImage(32, 32)
	for i := 0; i < 40; i++ {
		app.Update()
		app.Draw(screen)
	}
	if !app.Throttled() {
		t.Fatal("40 quiet ticks did not throttle the loop")
	}
	script.Key(ebiten.KeyTab)
	app.Update()
	if app.Throttled() {
		t.Error("a key press did not wake the loop")
	}
	for i := 0; i < 40; i++ {
		app.Update()
		app.Draw(screen)
	}
	a.next = scenes.Push(&plain{name: "b"})
	app.Update()
	if app.Throttled() {
		t.Error("a scene change did not wake the loop")
	}
}

// TestNoTickDrawsNothing: a frame in which Ebitengine ran no tick (the
// last one was quicker than a tick) draws nothing, even while something
// moves: nothing on the screen moves but by ticks. A resize still draws.
func TestNoTickDrawsNothing(t *testing.T) {
	ctx, _ := newTestContext(32, 32)
	a := &plain{name: "a", fill: color.RGBA{1, 2, 3, 255}, busy: true}
	app := scenes.NewApp(ctx, a)
	app.Layout(32, 32)
	screen := ebiten.NewImage(32, 32)
	app.Update()
	app.Draw(screen)
	n := app.Frames()
	app.Update()
	app.Draw(screen)
	if app.Frames() != n+1 {
		t.Fatalf("a moving scene drew %d frames after a tick, want 1", app.Frames()-n)
	}
	app.Draw(screen)
	app.Draw(screen)
	if app.Frames() != n+1 {
		t.Errorf("two frames without a tick drew %d times", app.Frames()-n-1)
	}
	app.Layout(40, 30)
	app.Draw(screen)
	if app.Frames() != n+2 {
		t.Errorf("a resize without a tick drew %d times, want 1", app.Frames()-n-1)
	}
}
