// Package tabletest drives a scene in tests the way the game does: a
// scenes.App fed by a script instead of the mouse and keyboard, ticked
// and drawn into an offscreen image, with clicks and drags aimed at the
// scene's targets (the ids the browser bridge uses) and screenshots
// written to shots/PKG at the module root (gametest.ShotDir). Every table and the setup screen test through it.
//
// It imports Ebitengine, so its tests' binaries must run inside
// ebiten.RunGame (Main) under Xvfb with sound off.
package tabletest

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/internal/gametest"
	"salotto/scenes"
)

// Rig is a scene inside a scenes.App, fed by a script.
type Rig struct {
	T      testing.TB
	App    *scenes.App
	In     *scenes.Script
	Screen *ebiten.Image
	// DrawEvery draws each tick (frame measurements); logic tests only
	// draw for screenshots, which keeps them fast under llvmpipe.
	DrawEvery bool
	// MayEnd lets the app end (its last scene popped) without failing
	// the test; Ended then says it did and ticks stop.
	MayEnd, Ended bool
}

// NewContext is a w×h context whose input is the returned script.
func NewContext(w, h int, seed uint64) (*scenes.Context, *scenes.Script) {
	ctx := scenes.NewContext(nil, seed)
	in := scenes.NewScript()
	ctx.Input = scenes.NewInput(in)
	ctx.Width, ctx.Height = w, h
	return ctx, in
}

// New puts sc in an App laid out at ctx's size, fed by in.
func New(t testing.TB, ctx *scenes.Context, in *scenes.Script, sc scenes.Scene) *Rig {
	t.Helper()
	w, h := ctx.Width, ctx.Height
	r := &Rig{T: t, App: scenes.NewApp(ctx, sc), In: in, Screen: ebiten.NewImage(w, h)}
	r.App.Layout(w, h)
	t.Cleanup(func() { r.Screen.Deallocate() })
	return r
}

// Tick runs n updates (and draws, with DrawEvery).
func (r *Rig) Tick(n int) {
	for i := 0; i < n && !r.Ended; i++ {
		err := r.App.Update()
		if r.MayEnd && errors.Is(err, ebiten.Termination) {
			r.Ended = true
			return
		}
		if err != nil {
			r.T.Fatalf("update: %v", err)
		}
		if r.DrawEvery {
			r.App.Draw(r.Screen)
		}
	}
}

// Until ticks until cond holds, failing after limit ticks.
func (r *Rig) Until(limit int, what string, cond func() bool) {
	r.T.Helper()
	for i := 0; i < limit; i++ {
		if cond() {
			return
		}
		r.Tick(1)
	}
	r.T.Fatalf("after %d ticks still waiting for %s", limit, what)
}

// Find is the top scene's target id, if it shows one.
func (r *Rig) Find(id string) (scenes.Target, bool) {
	for _, tg := range r.App.Targets() {
		if tg.ID == id {
			return tg, true
		}
	}
	return scenes.Target{}, false
}

// Target is the top scene's target id; the test fails without it.
func (r *Rig) Target(id string) scenes.Target {
	r.T.Helper()
	tg, ok := r.Find(id)
	if !ok {
		r.T.Fatalf("no target %q on %s", id, r.App.SceneName())
	}
	return tg
}

// Click moves to tg's centre, presses and releases, a tick each.
func (r *Rig) Click(tg scenes.Target) {
	x, y := tg.Centre()
	r.In.Move(float64(x), float64(y))
	r.Tick(1)
	r.In.Press()
	r.Tick(1)
	r.In.Release()
	r.Tick(1)
}

// Hold presses on from and moves in steps to to, a tick each, without
// letting go (a card held over a target).
func (r *Rig) Hold(from, to scenes.Target, steps int) {
	fx, fy := from.Centre()
	tx, ty := to.Centre()
	r.In.Move(float64(fx), float64(fy))
	r.Tick(1)
	r.In.Press()
	r.Tick(1)
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		r.In.Move(float64(fx)+float64(tx-fx)*f, float64(fy)+float64(ty-fy)*f)
		r.Tick(1)
	}
}

// Drag holds from over to in eight steps and releases there.
func (r *Rig) Drag(from, to scenes.Target) {
	r.Hold(from, to, 8)
	r.In.Release()
	r.Tick(1)
}

// Shot draws the top scene and writes it to name.png in the test
// package's screenshot folder, shots/PKG at the module root (git-ignored).
func (r *Rig) Shot(name string) {
	r.T.Helper()
	r.Screen.Clear()
	r.App.Top().Draw(r.Screen)
	if err := scenes.WritePNG(r.Screen, gametest.ShotPath(r.T, name)); err != nil {
		r.T.Fatal(err)
	}
}
