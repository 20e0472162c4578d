//go:build !js

package main

import (
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
)

// bridge returns the game to run; natively there is no page to talk to,
// only the window, on which a game record can be dropped.
func bridge(app *scenes.App) ebiten.Game { return nativeGame{app, newTargetsFile()} }

// nativeGame is the app with what only a desktop window has: a game
// record dropped on the window (from anywhere on the disk, not only the
// records folder the title lists) is replayed, or refused on the records
// screen, as the browser does with a file dropped on its page. With
// SALOTTO_TARGETS set it also writes what it shows to a file after each
// tick (targetsFile), for a program that drives it from outside.
type nativeGame struct {
	*scenes.App
	targets *targetsFile // nil unless SALOTTO_TARGETS names a file
}

// Update implements ebiten.Game.
func (g nativeGame) Update() error {
	if files := ebiten.DroppedFiles(); files != nil {
		if data, ok := droppedRecord(files); ok {
			openRecord(g.App, data)
		}
	}
	err := g.App.Update()
	g.targets.publish(g.App)
	return err
}

// droppedRecord reads the first file dropped (a dropped folder is not
// looked into). A file that cannot be read arrives empty, and so is
// refused as a damaged record.
func droppedRecord(files fs.FS) ([]byte, bool) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		return nil, false
	}
	for _, e := range entries {
		if e.Type().IsRegular() {
			data, _ := fs.ReadFile(files, e.Name())
			return data, true
		}
	}
	return nil, false
}

// reportError tells the page about a fatal error; natively stderr suffices.
func reportError(error) {}

// reportUsage tells the page its address asked for something unknown;
// natively the message on stderr and exit code 2 say it.
func reportUsage(error) {}
