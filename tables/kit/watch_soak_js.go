//go:build js

package kit

import "salotto/scenes"

// soakLog: the soak runs natively (scripts/soak.sh); in the browser watch
// mode reports nothing and plays at the player's speed.
type soakLog struct{}

func newSoakLog(*scenes.Context) *soakLog             { return &soakLog{} }
func (*soakLog) tick(int, string, string)             {}
func (*soakLog) reported(int, int, string) bool       { return false }
func (*soakLog) pace() int                            { return 1 }
func (*soakLog) speed(*scenes.Context) func() float64 { return nil }
