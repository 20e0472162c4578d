package rules

// Opener is the optional part of a State whose Setup plays a first turn
// itself (the necklace game's rival jeweller, when it opens a solo game).
// No move returns that turn's events, so a table or a move log asks for
// them here to show the turn like any other. Opening's events are the
// full ones: show them through RedactFor.
type Opener interface {
	Opening() []Event
}
