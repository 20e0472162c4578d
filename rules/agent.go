package rules

// Agent chooses moves for one seat, from that seat's view only.
//
// Deciding is split into slices so that a table can spread a bot's thinking
// over frames (a browser runs Go on one thread) and the arena can stop on a
// time budget by watching the clock itself: rules/ never reads a clock.
//
//	a.Begin(state.View(p), p)
//	for !a.Think(64) { /* draw a frame, or check the clock */ }
//	move := a.Decide()
type Agent interface {
	// Begin starts a new decision for player from view (a View of the
	// real state, possibly the real state itself for perfect-information
	// games: agents must not rely on anything a view lacks).
	Begin(view State, player int)
	// Think does up to budget units of work (search iterations, rollouts)
	// and reports whether the decision is final. Simple bots finish at once.
	Think(budget int) (done bool)
	// Decide returns the move chosen so far; it is always legal once Begin
	// has been called.
	Decide() Move
}
