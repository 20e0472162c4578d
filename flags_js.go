//go:build js

package main

import (
	"io"
	"syscall/js"
)

// parseFlags reads the page address instead of a command line, so a test or
// a link can open a scene directly: ?scene=NAME, ?seed=N and ?mute=1;
// ?lang=es plays in that language instead of the browser's;
// ?autoplay=1 starts watch mode; ?room=CODE goes to that online room
// (a shared link, or a reload in a room) and ?server=ADDRESS names the
// room server;
// ?scale=F renders at F device pixels per CSS pixel instead of the page's
// devicePixelRatio (tests). The
// browser's URLSearchParams parses it (net/url and flag would add to the
// download). The size is the page's: Layout follows the canvas.
func parseFlags(_ []string, _ io.Writer) (options, error) {
	o := options{scene: "title", w: 1280, h: 720}
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	// param is the named parameter's value, "" when the address has none.
	param := func(name string) string {
		if v := q.Call("get", name); v.Type() == js.TypeString {
			return v.String()
		}
		return ""
	}
	if s := param("scene"); s != "" {
		o.scene = s
	}
	o.mute = param("mute") == "1"
	o.lang = param("lang")
	o.autoplay = param("autoplay") == "1"
	o.server = param("server")
	o.join = param("room")
	var err error
	if o.scale, err = parseScale("?scale=", param("scale")); err != nil {
		return o, err
	}
	o.seed, err = parseSeed("?seed=", param("seed"))
	return o, err
}

// isHelp: a page address cannot ask for the usage text.
func isHelp(error) bool { return false }
