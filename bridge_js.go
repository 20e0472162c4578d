//go:build js

package main

import (
	"fmt"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
)

// The page and its browser test read the game's state from window.salotto:
//
//	ready    true once the first frame is drawn
//	scene    the name of the scene on top ("title", "rules:dolores")
//	settled  true when no animation or fade runs
//	frames   frames actually drawn (an idle game draws none)
//	error    set to the message of a Go panic or a RunGame error
//	targets() a JSON string [{"id","label","x","y","w","h"}] of the
//	         interactive nodes in game pixels (clicking a centre hits it)
type jsBridge struct {
	app *scenes.App
	obj js.Value

	ready   bool
	scene   string
	settled bool
	frames  int
}

// browserOptions reads ?scene=NAME and ?mute=1 from the page address, so a
// test or a link can open a scene directly. The browser's own
// URLSearchParams parses the query: net/url would add to the download.
func browserOptions(o options) options {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if s := q.Call("get", "scene"); s.Type() == js.TypeString && s.String() != "" {
		o.scene = s.String()
	}
	if m := q.Call("get", "mute"); m.Type() == js.TypeString && m.String() == "1" {
		o.mute = true
	}
	return o
}

func bridge(app *scenes.App) ebiten.Game {
	b := &jsBridge{app: app}
	b.obj = js.Global().Get("salotto")
	if b.obj.Type() != js.TypeObject {
		b.obj = js.Global().Get("Object").New()
		js.Global().Set("salotto", b.obj)
	}
	b.obj.Set("ready", false)
	b.obj.Set("settled", false)
	b.obj.Set("frames", 0)
	b.obj.Set("scene", app.SceneName())
	b.obj.Set("targets", js.FuncOf(func(js.Value, []js.Value) any {
		return string(appendTargetsJSON(nil, app.Targets()))
	}))
	return b
}

func reportError(err error) {
	js.Global().Get("salotto").Set("error", err.Error())
}

func (b *jsBridge) guard() {
	if r := recover(); r != nil {
		b.obj.Set("error", fmt.Sprint("panic: ", r))
		panic(r)
	}
}

func (b *jsBridge) Update() error {
	defer b.guard()
	err := b.app.Update()
	b.sync()
	return err
}

func (b *jsBridge) Draw(screen *ebiten.Image) {
	defer b.guard()
	b.app.Draw(screen)
	if f := b.app.Frames(); f != b.frames {
		b.frames = f
		b.obj.Set("frames", f)
		if !b.ready {
			b.ready = true
			b.obj.Set("ready", true)
		}
	}
}

func (b *jsBridge) Layout(w, h int) (int, int) { return b.app.Layout(w, h) }

// sync publishes what changed; unchanged values cost no JS call.
func (b *jsBridge) sync() {
	if s := b.app.SceneName(); s != b.scene {
		b.scene = s
		b.obj.Set("scene", s)
	}
	if st := b.app.Settled(); st != b.settled {
		b.settled = st
		b.obj.Set("settled", st)
	}
}
