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

// reportUsage tells the page its address asked for something unknown;
// natively the message on stderr and exit code 2 say it.
func reportUsage(error) {}
