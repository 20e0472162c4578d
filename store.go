package main

import (
	"fmt"
	"io"
	"os"

	"salotto/save"
)

// openStore is where the settings, statistics and autosaves persist: the
// config folder natively, localStorage in the browser. A screenshot run
// (tests, the README's pictures) keeps them in memory unless
// SALOTTO_CONFIG_DIR names a folder, so that it never touches a player's
// saves; a store that cannot open is memory too, and the game goes on.
func openStore(o options, stderr io.Writer) *save.Store {
	if o.screenshot != "" && os.Getenv(save.DirEnv) == "" {
		return save.Memory()
	}
	s, err := save.Open()
	if err != nil {
		fmt.Fprintln(stderr, "salotto: nothing will be saved:", err) //catalog:exempt terminal diagnostics
		return save.Memory()
	}
	return s
}
