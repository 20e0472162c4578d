//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// parseFlags reads the command line. The browser build has no command line
// and reads its page's address instead (flags_js.go), which keeps the flag
// package out of the download.
func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("salotto", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.scene, "scene", "title", "open this scene first (see -scenes)")                                                       //catalog:exempt terminal help
	fs.BoolVar(&o.list, "scenes", false, "list the scene names -scene accepts and exit")                                                  //catalog:exempt terminal help
	size := fs.String("size", "1280x720", "window size in pixels, WxH (a phone in landscape is 844x390)")                                 //catalog:exempt terminal help
	scale := fs.String("scale", "", "device pixels per window pixel (default: the monitor's); -size 1280x720 -scale 2 renders 2560x1440") //catalog:exempt terminal help
	fs.StringVar(&o.screenshot, "screenshot", "", "write a PNG of the first settled frame to `FILE` and exit")                            //catalog:exempt terminal help
	seed := fs.String("seed", "", "seed for every shuffle (default: from the clock)")                                                     //catalog:exempt terminal help
	fs.BoolVar(&o.mute, "mute", false, "no sound")                                                                                        //catalog:exempt terminal help
	fs.StringVar(&o.lang, "lang", "", "language: en, es or it (default: from LC_ALL, LC_MESSAGES or LANG)")                               //catalog:exempt terminal help

	fs.StringVar(&o.replay, "replay", "", "open the game record `FILE` as a replay")                             //catalog:exempt terminal help
	fs.BoolVar(&o.autoplay, "autoplay", false, "watch the bots play, one game after another (Escape leaves)")    //catalog:exempt terminal help
	fs.StringVar(&o.server, "server", "", "play online through the room server at `ADDRESS` (http://host:8080)") //catalog:exempt terminal help
	fs.StringVar(&o.join, "join", "", "go straight to the online room `CODE` (needs -server)")                   //catalog:exempt terminal help
	fs.StringVar(&o.name, "name", "", "your `NAME` in online rooms (default: the one you typed last)")           //catalog:exempt terminal help
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	var err error
	if o.w, o.h, err = parseSize(*size); err != nil {
		return o, err
	}
	if o.scale, err = parseScale("-scale=", *scale); err != nil {
		return o, err
	}
	o.seed, err = parseSeed("-seed=", *seed)
	return o, err
}

func parseSize(s string) (int, int, error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || errW != nil || errH != nil || w < 320 || h < 200 || w > 8192 || h > 8192 {
		return 0, 0, fmt.Errorf("-size %q: want WIDTHxHEIGHT, e.g. 1280x720 (at least 320x200)", s)
	}
	return w, h, nil
}

// isHelp reports whether parsing stopped because -h or -help asked for
// the usage text, which is not a mistake.
func isHelp(err error) bool { return errors.Is(err, flag.ErrHelp) }
