//go:build !js

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
)

// bridge returns the game to run; natively there is no page to talk to.
func bridge(app *scenes.App) ebiten.Game { return app }

// reportError tells the page about a fatal error; natively stderr suffices.
func reportError(error) {}
