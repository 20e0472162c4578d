//go:build js

package lobby

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/online/client/jsdial"
)

// dial opens a room server's WebSocket through the page
// (window.salottoNet in web/loader.js).
var dial = jsdial.Dial

// wake asks the sleeping app for a frame.
func wake() { ebiten.ScheduleFrame() }

// net is the page's window.salottoNet, or undefined on a page without it.
func net() js.Value { return js.Global().Get("salottoNet") }

// random fills b from the browser's secure source (tokens): crypto/rand
// would link Go's FIPS module into the download.
func random(b []byte) {
	a := js.Global().Get("Uint8Array").New(len(b)) //catalog:exempt a JavaScript name
	js.Global().Get("crypto").Call("getRandomValues", a)
	js.CopyBytesToGo(b, a)
}

// pageServer is the rooms of the page's own origin, when it serves them
// (it answered salotto-server.json), or looking while it has not said.
func pageServer() (url string, looking bool) {
	n := net()
	if n.Type() != js.TypeObject {
		return "", false
	}
	s := n.Get("server")
	switch s.Get("state").String() {
	case "pending":
		return "", true
	case "found":
		return s.Get("rooms").String(), false
	}
	return "", false
}

// showRoom puts ?room=CODE in the page's address (none for ""), so that
// a reload comes back to the room and the address can be shared.
func showRoom(code string) {
	if n := net(); n.Type() == js.TypeObject {
		n.Call("setRoom", code)
	}
}

// canCopy: the page has a clipboard.
const canCopy = true

// roomLink is the page's address with ?room=CODE.
func roomLink(code string) string {
	if n := net(); n.Type() == js.TypeObject {
		return n.Call("roomLink", code).String()
	}
	return ""
}

// copyText puts text on the clipboard; done is told whether it went, on
// the page's event loop, and must not wait.
func copyText(text string, done func(bool)) {
	n := net()
	if n.Type() != js.TypeObject {
		done(false)
		return
	}
	var f js.Func
	f = js.FuncOf(func(_ js.Value, args []js.Value) any {
		f.Release()
		done(len(args) > 0 && args[0].Truthy())
		return nil
	})
	n.Call("copy", text, f)
}

// systemName: a page knows no user name; Play online asks for one.
func systemName() string { return "" }
