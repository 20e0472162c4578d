package rules

// Progress is the optional part of a State that says how far the game has
// gone in the game's own unit, so that a save's title line and a replay's
// round buttons count alike without knowing the game. A state without it
// is counted in moves.
type Progress interface {
	// Progress is the unit the game counts in ("round", "share", "turn"),
	// the one under way (from 1) and how many the game has (0: not fixed
	// in advance). Once the game is over, n is the last one played.
	Progress() (unit string, n, of int)
}

// ProgressOf is st's progress, or ("move", moves made + 1, 0) for a game
// that does not count its own.
func ProgressOf(st State, moves int) (unit string, n, of int) {
	if p, ok := st.(Progress); ok {
		return p.Progress()
	}
	return "move", moves + 1, 0
}
