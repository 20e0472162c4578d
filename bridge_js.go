//go:build js

package main

import (
	"fmt"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
)

// The page and its browser test read the game's state from window.salotto:
//
//	ready    true once the first frame is drawn
//	scene    the name of the scene on top ("title", "rules:dolores")
//	settled  true when no animation or fade runs
//	frames   frames actually drawn (an idle game draws none)
//	cost     the game's Go time in the last frame, in ms: its ticks'
//	         Updates and its Draw, less the GPU's painting it waited for
//	         (docs/frames.md)
//	error    set to the message of a Go panic or a RunGame error
//	targets() a JSON string [{"id","label","x","y","w","h"}] of the
//	         interactive nodes in game pixels (clicking a centre hits it)
//	scale    game pixels per CSS pixel: the devicePixelRatio, or ?scale=
//	         (divide targets' numbers by it for page coordinates)
//	openRecord(text) a game record chosen or dropped on the page: it is
//	         replayed (or refused on the records screen) at the next tick
type jsBridge struct {
	app *scenes.App
	obj js.Value

	record []byte // a record from the page, opened at the next Update

	ready   bool
	scene   string
	settled bool
	frames  int
	scale   float64
	cost    time.Duration // this frame's Go time so far
}

func bridge(app *scenes.App) ebiten.Game {
	b := &jsBridge{app: app}
	b.obj = pageObject()
	b.obj.Set("ready", false)
	b.obj.Set("settled", false)
	b.obj.Set("frames", 0)
	b.obj.Set("scale", 1)
	b.obj.Set("scene", app.SceneName())
	b.obj.Set("targets", js.FuncOf(func(js.Value, []js.Value) any {
		return targetsJSON(app.Targets())
	}))
	b.obj.Set("openRecord", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString {
			b.record = []byte(args[0].String())
			ebiten.ScheduleFrame() // an idle loop waits for input
		}
		return nil
	}))
	return b
}

// pageObject returns window.salotto, making it if the page has none yet.
func pageObject() js.Value {
	obj := js.Global().Get("salotto")
	if obj.Type() != js.TypeObject {
		obj = js.Global().Get("Object").New() //catalog:exempt a JavaScript name
		js.Global().Set("salotto", obj)
	}
	return obj
}

// reportUsage tells the page that its address (?scene=, ?seed=) asked for
// something unknown; the loader says so and offers the plain address.
func reportUsage(err error) {
	pageObject().Set("badAddress", err.Error())
}

// reportError shows a fatal error on the page (the loader turns it into a
// friendly message); it may come before the game loop starts.
func reportError(err error) {
	pageObject().Set("error", err.Error())
}

func (b *jsBridge) guard() {
	if r := recover(); r != nil {
		b.obj.Set("error", fmt.Sprint("panic: ", r)) //catalog:exempt a crash report's detail for developers
		panic(r)
	}
}

func (b *jsBridge) Update() error {
	defer b.guard()
	defer b.measure()()
	if b.record != nil {
		data := b.record
		b.record = nil
		openRecord(b.app, data)
	}
	err := b.app.Update()
	b.sync()
	return err
}

func (b *jsBridge) Draw(screen *ebiten.Image) {
	defer b.guard()
	end := b.measure()
	b.app.Draw(screen)
	end()
	b.obj.Set("cost", float64(b.cost.Microseconds())/1000)
	b.cost = 0
	if f := b.app.Frames(); f != b.frames {
		b.frames = f
		b.obj.Set("frames", f)
		if !b.ready {
			b.ready = true
			b.obj.Set("ready", true)
		}
	}
}

// measure starts timing an Update or a Draw; the function it returns adds
// the time to the frame's cost, less the GPU waits meanwhile.
func (b *jsBridge) measure() func() {
	ctx := b.app.Context()
	t0, w0 := time.Now(), ctx.Waited
	return func() { b.cost += time.Since(t0) - (ctx.Waited - w0) }
}

func (b *jsBridge) Layout(w, h int) (int, int) { return b.app.Layout(w, h) }

// LayoutF passes Ebitengine's fractional window size to the app, which
// renders at device pixels (see scenes.App.LayoutF).
func (b *jsBridge) LayoutF(w, h float64) (float64, float64) { return b.app.LayoutF(w, h) }

// sync publishes what changed; unchanged values cost no JS call.
func (b *jsBridge) sync() {
	if s := b.app.SceneName(); s != b.scene {
		b.scene = s
		b.obj.Set("scene", s)
	}
	if sc := b.app.Context().Scale; sc != b.scale {
		b.scale = sc
		b.obj.Set("scale", sc)
	}
	if st := b.app.Settled(); st != b.settled {
		b.settled = st
		b.obj.Set("settled", st)
	}
}
