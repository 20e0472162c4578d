//go:build js

package main

import (
	"fmt"
	"io"
	"strconv"
	"syscall/js"
	"time"
)

// parseFlags reads the page address instead of a command line, so a test or
// a link can open a scene directly: ?scene=NAME, ?seed=N and ?mute=1. The
// browser's URLSearchParams parses it (net/url and flag would add to the
// download). The size is the page's: Layout follows the canvas.
func parseFlags(_ []string, _ io.Writer) (options, error) {
	o := options{scene: "title", w: 1280, h: 720, seed: uint64(time.Now().UnixNano())}
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	param := func(name string) (string, bool) {
		v := q.Call("get", name)
		return v.String(), v.Type() == js.TypeString && v.String() != ""
	}
	if s, ok := param("scene"); ok {
		o.scene = s
	}
	if s, ok := param("mute"); ok && s == "1" {
		o.mute = true
	}
	if s, ok := param("seed"); ok {
		seed, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return o, fmt.Errorf("?seed=%s: want a whole number from 0 to %d", s, uint64(1<<64-1))
		}
		o.seed = seed
	}
	return o, nil
}

// isHelp: a page address cannot ask for the usage text.
func isHelp(error) bool { return false }
