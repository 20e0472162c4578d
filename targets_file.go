//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"salotto/scenes"
)

// TargetsEnv names the file the desktop game writes what it shows to, for
// a program that drives it from outside (the tests that play a desktop
// client against a browser, with real X input): SALOTTO_TARGETS=FILE.
// Unset, nothing is written and nothing is computed.
const TargetsEnv = "SALOTTO_TARGETS"

// targetsFile is the desktop's counterpart of the page's window.salotto:
// after every tick in which something changed, FILE holds
//
//	{"scene": "play:necklace", "settled": true, "scale": 1,
//	 "targets": [{"id","label","x","y","w","h"}, ...]}
//
// the top scene's name, whether nothing moves, the device pixels per
// window pixel, and its targets in game pixels as the browser bridge
// lists them (targetsJSON). It is written whole to a temporary file and
// renamed over FILE, so a reader never sees half of it.
type targetsFile struct {
	path string
	last []byte // what the file holds now
	err  error  // the first write that failed, reported once
}

// newTargetsFile is the publisher SALOTTO_TARGETS asks for, nil when it
// is unset.
func newTargetsFile() *targetsFile {
	path := os.Getenv(TargetsEnv)
	if path == "" {
		return nil
	}
	return &targetsFile{path: path}
}

// publish writes what app shows, if it changed since the last write.
func (f *targetsFile) publish(app *scenes.App) {
	if f == nil {
		return
	}
	scene, _ := json.Marshal(app.SceneName())
	data := fmt.Appendf(nil, `{"scene":%s,"settled":%t,"scale":%g,"targets":%s}`, //catalog:exempt JSON for the tests that read the file
		scene, app.Settled(), max(app.Context().Scale, 1), targetsJSON(app.Targets()))
	if string(data) == string(f.last) {
		return
	}
	tmp := filepath.Join(filepath.Dir(f.path), "."+filepath.Base(f.path)+".new")
	err := os.WriteFile(tmp, data, 0o644)
	if err == nil {
		err = os.Rename(tmp, f.path)
	}
	if err != nil {
		if f.err == nil {
			f.err = err
			fmt.Fprintf(os.Stderr, "salotto: %s: %v\n", TargetsEnv, err)
		}
		return
	}
	f.last = data
}
